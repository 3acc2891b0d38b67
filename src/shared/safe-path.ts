// Files written where a pull request may have put a symbolic link: the command line's backup
// folder (by default inside the checkout), build's --output, the lint's SARIF file. A link
// committed there would make the write land outside (a file of the user's overwritten), so links
// are refused inside the workspace, which a checkout controls, and the file itself is written
// beside its target and renamed over it (a rename replaces a link, never what it points at).
import { randomBytes } from 'node:crypto'
import { lstat, rename, rm } from 'node:fs/promises'
import path from 'node:path'

/**
 * The first symbolic link on the way to `target`: `target` itself, or a folder on its way down
 * from `workspace` (for a target inside it). Undefined when there is none.
 */
export async function linkOnTheWay(target: string, workspace: string): Promise<string | undefined> {
  const full = path.resolve(target)
  const relative = path.relative(workspace, full)
  const inside = relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative)
  const checked = inside
    ? relative
        .split(path.sep)
        .map((_, index, parts) => path.join(workspace, ...parts.slice(0, index + 1)))
    : [full]
  for (const part of checked) {
    const stat = await lstat(part).catch(() => undefined)
    if (stat === undefined) return undefined // nothing further down exists yet: no link either
    if (stat.isSymbolicLink()) return part
  }
  return undefined
}

/** Throws when there is a link on the way to `target` (linkOnTheWay). `what` names the flag. */
export async function refuseLinks(target: string, workspace: string, what: string): Promise<void> {
  const link = await linkOnTheWay(target, workspace)
  if (link !== undefined) {
    throw new Error(
      `${what}: "${link}" is a symbolic link; the command writes no file through a link (a checkout can hold one that points outside). Remove the link or choose another path.`
    )
  }
}

/** Writes `target` through `write(temporary)` in the same folder, then renames it into place. */
export async function writeBeside(
  target: string,
  write: (temporary: string) => Promise<void>
): Promise<void> {
  const temporary = `${target}.${randomBytes(4).toString('hex')}.tmp`
  try {
    await write(temporary)
    await rename(temporary, target)
  } catch (error) {
    await rm(temporary, { force: true })
    throw error
  }
}
