// The stamp (input `stamp`): the Import's projectDescription says where the package came from,
// ` [<owner>/<repo>@<7-char commit>, run <run id>]` after the project's own description, so the
// Customization Projects screen shows which commit an instance runs. The description is cut so
// that the whole stays within the 255 characters the field holds; a stamp already at the end is
// replaced, never repeated; the export takes it off again, so a deploy followed by an export
// leaves the repository as it was.

/** The longest projectDescription the instance keeps. */
export const MAX_DESCRIPTION_CHARS = 255

/** A stamp at the end of a description (what stampText writes, any run id, any repository). */
const STAMP_AT_END = / ?\[[^\s[\]@]+\/[^\s[\]@]+@[0-9a-f]{7}, run [^\s[\]]+\]$/

export interface StampSource {
  /** `owner/repo`. */
  repository: string
  /** The commit (at least 7 hexadecimal digits). */
  commit: string
  runId: string
}

/** ` [owner/repo@abcdef1, run 42]`. */
export function stampText(source: StampSource): string {
  return ` [${source.repository}@${source.commit.slice(0, 7).toLowerCase()}, run ${source.runId}]`
}

/** The description without a stamp at its end. */
export function withoutStamp(description: string): string {
  return description.replace(STAMP_AT_END, '')
}

/** The description, cut to leave room, then the stamp; within 255 characters in all. */
export function stampDescription(description: string, source: StampSource): string {
  const stamp = stampText(source)
  const room = Math.max(0, MAX_DESCRIPTION_CHARS - stamp.length)
  // Counted as the instance's nvarchar counts (UTF-16 units), cut between code points: half a
  // surrogate pair is not a character it can store.
  let kept = ''
  for (const char of withoutStamp(description).trimEnd()) {
    if (kept.length + char.length > room) {
      kept = kept.trimEnd()
      break
    }
    kept += char
  }
  return `${kept}${stamp}`
}
