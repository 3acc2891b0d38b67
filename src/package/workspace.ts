// Only the workspace goes into a package: a path the inputs name (project-path, package,
// include sources) must resolve, links followed, inside GITHUB_WORKSPACE, and nothing under a
// `.git` folder ever enters (it holds the checkout's token in its config).
import { realpathSync } from 'node:fs'
import path from 'node:path'

/** `target` is `root` or below it (both real paths). */
export function isInside(root: string, target: string): boolean {
  const relative = path.relative(root, target)
  return (
    relative === '' ||
    (relative !== '..' && !relative.startsWith(`..${path.sep}`) && !path.isAbsolute(relative))
  )
}

/** A path with a `.git` folder among its parts (any letter case: Windows and macOS ignore it). */
export function isUnderGit(realPath: string): boolean {
  return realPath.split(/[\\/]/).some(part => part.toLowerCase() === '.git')
}

/**
 * Why `resolved` may not go into a package, or undefined when it may: it resolves (links
 * followed) outside `workspace`, or into a `.git` folder. A path that does not exist is left to
 * the caller's own check.
 */
export function outsideWorkspace(resolved: string, workspace: string): string | undefined {
  let real: string
  let root: string
  try {
    real = realpathSync(resolved)
    root = realpathSync(workspace)
  } catch {
    return undefined
  }
  if (!isInside(root, real)) {
    return `resolves to ${real}, outside the workspace (${root}): only files of the repository's checkout go into a package. Copy the file into the workspace in an earlier step`
  }
  if (isUnderGit(path.relative(root, real))) {
    return `resolves to ${real}, inside a .git folder, which holds the checkout's credentials: it never goes into a package`
  }
  return undefined
}
