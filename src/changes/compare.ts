// What a deploy changes in one project: the stored project (the backup) against the package,
// item by item (by key, on canonical content) and file by file (by path, on content).

/** One side of the comparison: item keys and file paths, each with a digest of its content. */
export interface ProjectContent {
  /** Top-level items of project.xml: key -> canonical digest. */
  items: ReadonlyMap<string, string>
  /** Files of the package (project.xml aside): path with `/` -> SHA-256 of the bytes. */
  files: ReadonlyMap<string, string>
}

export interface ProjectChanges {
  added: string[]
  changed: string[]
  removed: string[]
}

/** Items are named by key, files by path (`Bin/MyExt.dll`); each list in the package's order. */
export function compareContent(
  stored: ProjectContent | undefined,
  next: ProjectContent
): ProjectChanges {
  const changes: ProjectChanges = { added: [], changed: [], removed: [] }
  for (const kind of ['items', 'files'] as const) {
    const before = stored?.[kind] ?? new Map<string, string>()
    const after = next[kind]
    for (const [name, digest] of after) {
      const was = before.get(name)
      if (was === undefined) changes.added.push(name)
      else if (was !== digest) changes.changed.push(name)
    }
    for (const name of before.keys()) {
      if (!after.has(name)) changes.removed.push(name)
    }
  }
  return changes
}

export function hasChanges(changes: ProjectChanges): boolean {
  return changes.added.length + changes.changed.length + changes.removed.length > 0
}
