import { statSync, type Dirent } from 'node:fs'
import { lstat, readdir, readlink, realpath, stat } from 'node:fs/promises'
import path from 'node:path'
import { PackageError, messageOf } from './errors.js'
import type { ExcludeTest } from './exclude.js'

/** One file to put in the zip. */
export interface ProjectFile {
  /** Path inside the zip, relative to the project folder, with `/`. */
  readonly zipPath: string
  /** Real path on disk to read the content from (a link's checked target, never the link). */
  readonly readPath: string
  readonly size: number
}

/**
 * A listed file as held until the zip is written: the folder's path is shared by its files and
 * the path on disk is only put together when the file is read. The list lives through the whole
 * packaging, and every byte of it that V8 copies at a young-generation collection counts towards
 * growing the young generation for the rest of the run (docs/performance.md).
 */
class ListedFile implements ProjectFile {
  constructor(
    readonly zipPath: string,
    private readonly folder: string,
    private readonly name: string,
    readonly size: number
  ) {}

  get readPath(): string {
    return onDisk(this.folder, this.name)
  }
}

/** `folder` is a real path (no trailing separator but at the root); cheaper than path.join. */
function onDisk(folder: string, name: string): string {
  return folder.endsWith(path.sep) ? folder + name : folder + path.sep + name
}

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
): Promise<ProjectFile[]> {
  const root = await projectRoot(folder)
  const files: ProjectFile[] = []
  const walker = { root, isExcluded, skipRealPath, files }
  await walkFolder(walker, root, '', new Set([root]))
  return files.sort((a, b) => compareAsUtf8(a.zipPath, b.zipPath))
}

/**
 * Orders strings as their UTF-8 bytes would (that is, by code point), without encoding them:
 * JavaScript's own comparison goes by UTF-16 units, which puts characters above U+FFFF (stored
 * as surrogates, 0xD800-0xDFFF) before U+E000-U+FFFF.
 */
export function compareAsUtf8(a: string, b: string): number {
  const length = Math.min(a.length, b.length)
  for (let i = 0; i < length; i++) {
    const x = a.charCodeAt(i)
    const y = b.charCodeAt(i)
    if (x === y) continue
    const xSurrogate = x >= 0xd800 && x <= 0xdfff
    const ySurrogate = y >= 0xd800 && y <= 0xdfff
    if (xSurrogate !== ySurrogate) return xSurrogate ? 1 : -1
    return x - y
  }
  return a.length - b.length
}

interface Walker {
  root: string
  isExcluded: ExcludeTest
  skipRealPath: string | undefined
  files: ProjectFile[]
}

async function projectRoot(folder: string): Promise<string> {
  try {
    const root = await realpath(folder)
    if ((await stat(root)).isDirectory()) return root
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

async function walkFolder(
  walker: Walker,
  realFolder: string,
  relativeFolder: string,
  ancestors: Set<string>
): Promise<void> {
  let entries: Dirent[]
  try {
    entries = await readdir(realFolder, { withFileTypes: true })
  } catch (error) {
    throw unreadable(relativeFolder || '.', error)
  }
  for (const entry of entries) {
    if (entry.name === '.git') continue
    const relative = relativeFolder === '' ? entry.name : `${relativeFolder}/${entry.name}`
    if (entry.isSymbolicLink()) {
      await addLink(walker, onDisk(realFolder, entry.name), relative, ancestors)
    } else if (entry.isDirectory()) {
      if (walker.isExcluded(relative, true)) continue
      const folder = onDisk(realFolder, entry.name)
      await walkFolder(walker, folder, relative, new Set(ancestors).add(folder))
    } else if (entry.isFile()) {
      addFile(walker, realFolder, entry.name, relative)
    } else {
      refuseSpecial(relative)
    }
  }
}

/**
 * Synchronous: a promise and its request per file were most of the garbage of listing a
 * project of many files (a stat of a listed local file takes microseconds).
 */
function addFile(walker: Walker, realFolder: string, name: string, relative: string): void {
  if (walker.isExcluded(relative, false)) return
  const realFile = onDisk(realFolder, name)
  if (realFile === walker.skipRealPath) return
  let size: number
  try {
    size = statSync(realFile).size
  } catch (error) {
    throw unreadable(relative, error)
  }
  walker.files.push(new ListedFile(relative, realFolder, name, size))
}

async function addLink(
  walker: Walker,
  link: string,
  relative: string,
  ancestors: Set<string>
): Promise<void> {
  // Checked before the target, so that excluding a link is a way out of the refusals below.
  if (walker.isExcluded(relative, false) || walker.isExcluded(relative, true)) return
  let target: string
  try {
    target = await realpath(link)
  } catch (error) {
    const written = await readlink(link).catch(() => '?')
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
  const kind = await lstat(target).catch(error => {
    throw unreadable(relative, error)
  })
  if (kind.isDirectory()) {
    if (ancestors.has(target)) {
      throw new PackageError(
        `project-path contains a symbolic link that leads back to a folder that holds it: ${relative} -> ${target}. Remove the link or add it to exclude.`
      )
    }
    await walkFolder(walker, target, relative, new Set(ancestors).add(target))
  } else if (kind.isFile()) {
    addFile(walker, path.dirname(target), path.basename(target), relative)
  } else {
    refuseSpecial(relative)
  }
}

function isInside(root: string, target: string): boolean {
  const relative = path.relative(root, target)
  return (
    relative === '' ||
    (relative !== '..' && !relative.startsWith(`..${path.sep}`) && !path.isAbsolute(relative))
  )
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
