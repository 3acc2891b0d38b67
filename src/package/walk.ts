import {
  lstatSync,
  opendirSync,
  readlinkSync,
  realpathSync,
  statSync,
  type Dir,
  type Dirent
} from 'node:fs'
import path from 'node:path'
import { PackageError, messageOf } from './errors.js'
import { escapeReason } from '../project/app-path.js'
import { isInside, isUnderGit } from './workspace.js'
import type { ExcludeTest } from './exclude.js'
import { FileList, inFolder } from './file-list.js'

export type { ProjectFile, ProjectFiles } from './file-list.js'

/**
 * Lists the files of `folder` to zip, sorted by the UTF-8 bytes of their zip path so the zip is
 * the same whatever order the file system lists them in.
 *
 * `.git` (folder, or the file a submodule has) is always left out, at any depth.
 *
 * Symbolic links: a link whose real target is outside the folder is refused, so a package can
 * never carry files from elsewhere on the runner. A link to a file or folder inside the folder
 * is followed and its content stored under the link's own path, as `zip -r` does; a folder link
 * that leads back to a folder being walked is refused rather than followed forever.
 */
export async function listProjectFiles(
  folder: string,
  isExcluded: ExcludeTest,
  skipRealPath?: string
): Promise<FileList> {
  const root = projectRoot(folder)
  const files = new FileList()
  const walker = { root, isExcluded, skipRealPath, files }
  walkFolder(walker, root, '', new Set([root]))
  return files.sort()
}

interface Walker {
  root: string
  isExcluded: ExcludeTest
  skipRealPath: string | undefined
  files: FileList
}

// The walk is synchronous, like the zip writer: a promise and a request per file and folder were
// most of the garbage of listing a project of many files, and a stat takes microseconds.

function projectRoot(folder: string): string {
  try {
    const root = realpathSync(folder)
    if (statSync(root).isDirectory()) return root
  } catch (error) {
    if (isNotFound(error)) {
      throw new PackageError(
        `project-path "${folder}" does not exist. Check the path (relative to the workspace) and that the repository was checked out.`
      )
    }
    throw new PackageError(`project-path "${folder}" cannot be read: ${messageOf(error)}`, {
      cause: error
    })
  }
  throw new PackageError(
    `project-path "${folder}" is not a folder. Give the folder that holds project.xml, or a ready-made zip as package.`
  )
}

function walkFolder(
  walker: Walker,
  realFolder: string,
  relativeFolder: string,
  ancestors: Set<string>
): void {
  // One entry at a time: a whole folder's entries at once would live through collections.
  let dir: Dir
  try {
    dir = opendirSync(realFolder)
  } catch (error) {
    throw unreadable(relativeFolder || '.', error)
  }
  const folder = walker.files.addFolder(realFolder)
  try {
    for (;;) {
      let entry: Dirent | null
      try {
        entry = dir.readSync()
      } catch (error) {
        throw unreadable(relativeFolder || '.', error)
      }
      if (entry === null) break
      addEntry(walker, entry, realFolder, folder, relativeFolder, ancestors)
    }
  } finally {
    dir.closeSync()
  }
}

function addEntry(
  walker: Walker,
  entry: Dirent,
  realFolder: string,
  folder: number,
  relativeFolder: string,
  ancestors: Set<string>
): void {
  const name = entry.name
  if (name.toLowerCase() === '.git') return
  const relative = relativeFolder === '' ? name : `${relativeFolder}/${name}`
  // A name like `..\..\x.dll` is one file on Linux and a way out of the website on Windows.
  const escape = /[\\:]/.test(name) ? escapeReason(relative) : undefined
  if (escape && !walker.isExcluded(relative, entry.isDirectory())) {
    throw new PackageError(
      `project-path contains ${relative}, whose path ${escape} once the instance reads \\ as a separator. Rename it, or add it to exclude.`
    )
  }
  if (entry.isSymbolicLink()) {
    addLink(walker, inFolder(realFolder, name), relative, ancestors)
  } else if (entry.isDirectory()) {
    if (walker.isExcluded(relative, true)) return
    const subfolder = inFolder(realFolder, name)
    walkFolder(walker, subfolder, relative, new Set(ancestors).add(subfolder))
  } else if (entry.isFile()) {
    if (walker.isExcluded(relative, false)) return
    const realFile = inFolder(realFolder, name)
    if (realFile === walker.skipRealPath) return
    walker.files.add(relative, folder, sizeOf(realFile, relative))
  } else {
    refuseSpecial(relative)
  }
}

function sizeOf(realFile: string, relative: string): number {
  try {
    return statSync(realFile).size
  } catch (error) {
    throw unreadable(relative, error)
  }
}

function addLink(walker: Walker, link: string, relative: string, ancestors: Set<string>): void {
  // Checked before the target, so that excluding a link is a way out of the refusals below.
  if (walker.isExcluded(relative, false) || walker.isExcluded(relative, true)) return
  let target: string
  try {
    target = realpathSync(link)
  } catch (error) {
    let written = '?'
    try {
      written = readlinkSync(link)
    } catch {
      // the message says '?'
    }
    throw new PackageError(
      `project-path contains a symbolic link whose target cannot be reached: ${relative} -> ${written} (${messageOf(error)}). Remove the link or add it to exclude.`,
      { cause: error }
    )
  }
  if (!isInside(walker.root, target)) {
    throw new PackageError(
      `project-path contains a symbolic link that points outside it: ${relative} -> ${target}. Copy the content into the project folder, or add the link to exclude.`
    )
  }
  // A link into a .git folder (the checkout's token is in its config) never enters, like .git.
  if (isUnderGit(path.relative(walker.root, target))) return
  let kind
  try {
    kind = lstatSync(target)
  } catch (error) {
    throw unreadable(relative, error)
  }
  if (kind.isDirectory()) {
    if (ancestors.has(target)) {
      throw new PackageError(
        `project-path contains a symbolic link that leads back to a folder that holds it: ${relative} -> ${target}. Remove the link or add it to exclude.`
      )
    }
    walkFolder(walker, target, relative, new Set(ancestors).add(target))
  } else if (kind.isFile()) {
    if (target === walker.skipRealPath) return
    walker.files.addLinked(relative, target, kind.size)
  } else {
    refuseSpecial(relative)
  }
}

function refuseSpecial(relative: string): never {
  throw new PackageError(
    `project-path contains ${relative}, which is neither a file, a folder nor a symbolic link (a socket, pipe or device). Remove it or add it to exclude.`
  )
}

function unreadable(relative: string, error: unknown): PackageError {
  return new PackageError(
    `project-path: cannot read ${relative}: ${messageOf(error)}. Check its permissions, or add it to exclude.`,
    { cause: error }
  )
}

function isNotFound(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT'
}
