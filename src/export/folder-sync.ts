// Makes a project's folder in the workspace equal to its staged export, touching only what
// differs: new and changed files are first copied beside their place under temporary names,
// then renamed over it (so a failure while copying leaves the folder as it was), then files
// the project no longer holds are deleted (with `clean`). `.git` (as any file system spells it)
// and what `exclude` matches are never written nor deleted; on a case-insensitive runner, names
// are compared as its file system compares them (path-rules.ts).
import { randomBytes } from 'node:crypto'
import { type Dirent } from 'node:fs'
import {
  copyFile,
  lstat,
  mkdir,
  open,
  readdir,
  realpath,
  rename,
  rm,
  rmdir
} from 'node:fs/promises'
import path from 'node:path'
import type { ExcludeTest } from '../package/exclude.js'
import { foldPath, insideGit, isGitName } from './path-rules.js'
import { checkFreeDisk } from './size-guard.js'
import type { FolderChanges } from './types.js'

export interface SyncOptions {
  clean: boolean
  exclude: ExcludeTest
  /** The runner's file system sees `Readme.md` and `README.md` as one file (Windows, macOS). */
  caseInsensitive?: boolean
  /** For messages. */
  projectName?: string
  /** A cancellation: checked before each copy and before the renames, never between renames. */
  signal?: AbortSignal
}

export async function syncFolder(
  stage: string,
  stagedFiles: readonly string[],
  target: string,
  options: SyncOptions
): Promise<FolderChanges> {
  const excluded = (relative: string): boolean => isExcluded(relative, options.exclude)
  const existing = await listFiles(target, options.exclude)
  // The key of a name as the file system files it; the existing file under each key.
  const key = options.caseInsensitive ? foldPath : (relative: string): string => relative
  const existingByKey = new Map(existing.map(file => [key(file), file]))
  // Staged files whose existing file has another letter case: that one goes before the rename.
  const recased = new Map<string, string>()
  const added: string[] = []
  const changed: string[] = []
  const keep = options.clean ? new Set<string>() : undefined
  // The files are compared one at a time, through these two buffers.
  const buffers: CompareBuffers = [Buffer.allocUnsafe(CHUNK), Buffer.allocUnsafe(CHUNK)]
  for (const file of stagedFiles) {
    if (excluded(file)) continue
    keep?.add(key(file))
    const present = existingByKey.get(key(file))
    if (present === undefined) added.push(file)
    else if (present !== file) {
      recased.set(file, present)
      changed.push(file)
    } else if (!(await sameContent(local(stage, file), local(target, file), buffers))) {
      changed.push(file)
    }
  }
  const removed = keep ? existing.filter(file => !keep.has(key(file))) : []

  const suffix = `.export-${randomBytes(4).toString('hex')}.tmp`
  const toWrite = [...added, ...changed]
  // How many of toWrite have a temporary copy.
  let copied = 0
  const inside = folderCheck(target)
  // The folder itself was checked with the inputs (inside the workspace, links followed).
  // The copies sit beside the files they replace until the renames: all of them must fit.
  let toCopy = 0
  for (const file of toWrite) toCopy += (await lstat(local(stage, file))).size
  const what = `Writing ${options.projectName ?? 'the project'} into its folder`
  await checkFreeDisk(target, toCopy, what)
  if (toWrite.length > 0) await mkdir(target, { recursive: true })
  let sinceCheck = 0
  try {
    for (const file of toWrite) {
      options.signal?.throwIfAborted()
      const final = local(target, file)
      // Checked before mkdir (no folder made through a link) and after (what mkdir made).
      await inside(await deepestExisting(path.dirname(final)), file)
      await mkdir(path.dirname(final), { recursive: true })
      await inside(path.dirname(final), file)
      // The disk is shared with other steps and processes: checked again while writing.
      const size = (await lstat(local(stage, file))).size
      if (sinceCheck + size > RECHECK_BYTES) {
        await checkFreeDisk(target, toCopy, what)
        sinceCheck = 0
      }
      sinceCheck += size
      toCopy -= size
      copied++
      await copyFile(local(stage, file), final + suffix)
    }
    // The last point where the folder can still be left as it was: the renames that follow are
    // quick, and stopping among them would leave some files new and others old.
    options.signal?.throwIfAborted()
  } catch (error) {
    await Promise.all(
      toWrite.slice(0, copied).map(file => rm(local(target, file) + suffix, { force: true }))
    )
    throw error
  }
  for (const file of toWrite) {
    const final = local(target, file)
    // Renamed only in letter case: the old name goes, or the file would keep it.
    const old = recased.get(file)
    if (old !== undefined) await rm(local(target, old), { force: true })
    await rename(final + suffix, final)
  }
  for (const file of removed) await rm(local(target, file), { force: true })
  if (removed.length > 0) await removeEmptyFolders(target, removed, excluded)
  return { added: added.sort(), changed: changed.sort(), removed: removed.sort() }
}

/**
 * A check that a folder about to be written into is, symbolic links followed, inside the
 * project's folder: a link in the repository must not send the instance's files elsewhere.
 */
function folderCheck(target: string): (folder: string, file: string) => Promise<void> {
  const checked = new Set<string>()
  let root: string | undefined
  return async (folder, file) => {
    if (checked.has(folder)) return
    root ??= await realpath(target)
    const relative = path.relative(root, await realpath(folder))
    if (insideGit(relative)) {
      throw new Error(
        `${file} would be written through a symbolic link into ${await realpath(folder)}, a .git folder: nothing was written. Remove the link, or add the path to exclude.`
      )
    }
    if (relative === '..' || relative.startsWith(`..${path.sep}`) || path.isAbsolute(relative)) {
      throw new Error(
        `${file} would be written through a symbolic link to ${await realpath(folder)}, outside the project's folder: nothing was written. Remove the link, or add the path to exclude.`
      )
    }
    checked.add(folder)
  }
}

async function deepestExisting(folder: string): Promise<string> {
  for (let at = folder; ; at = path.dirname(at)) {
    if (
      await lstat(at).then(
        () => true,
        () => false
      )
    )
      return at
    if (path.dirname(at) === at) return at
  }
}

function local(root: string, relative: string): string {
  return path.join(root, ...relative.split('/'))
}

/** A path is left alone when it or a folder above it is `.git` or matches `exclude`. */
function isExcluded(relative: string, exclude: ExcludeTest): boolean {
  const parts = relative.split('/')
  if (parts.some(isGitName)) return true
  for (let n = 1; n < parts.length; n++) {
    if (exclude(parts.slice(0, n).join('/'), true)) return true
  }
  return exclude(relative, false)
}

/** Files under `root` (relative, `/`), not entering `.git` nor excluded folders; sorted. */
async function listFiles(root: string, exclude: ExcludeTest): Promise<string[]> {
  const files: string[] = []
  const folders = ['']
  while (folders.length > 0) {
    const folder = folders.pop() as string
    let entries: Dirent[]
    try {
      entries = await readdir(folder === '' ? root : local(root, folder), { withFileTypes: true })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT' && folder === '') return []
      throw error
    }
    for (const entry of entries) {
      const relative = folder === '' ? entry.name : `${folder}/${entry.name}`
      if (isGitName(entry.name)) continue
      if (entry.isDirectory()) {
        if (!exclude(relative, true)) folders.push(relative)
      } else if (!exclude(relative, false)) {
        files.push(relative)
      }
    }
  }
  return files.sort()
}

const CHUNK = 64 * 1024
/** The free disk is read again after this much was copied. */
const RECHECK_BYTES = 64 * 1024 * 1024
type CompareBuffers = [Buffer, Buffer]

/** Byte-for-byte equality, read in chunks (files reach hundreds of megabytes). */
async function sameContent(a: string, b: string, [bufA, bufB]: CompareBuffers): Promise<boolean> {
  const [statA, statB] = await Promise.all([lstat(a), lstat(b)])
  if (!statB.isFile() || statA.size !== statB.size) return false
  const [fa, fb] = await Promise.all([open(a, 'r'), open(b, 'r')])
  try {
    for (let at = 0; at < statA.size; at += CHUNK) {
      const length = Math.min(CHUNK, statA.size - at)
      await Promise.all([fa.read(bufA, 0, length, at), fb.read(bufB, 0, length, at)])
      if (!bufA.subarray(0, length).equals(bufB.subarray(0, length))) return false
    }
    return true
  } finally {
    await Promise.all([fa.close(), fb.close()])
  }
}

/** Folders left empty by deletions go too (up to, not including, the project's folder). */
async function removeEmptyFolders(
  target: string,
  removed: readonly string[],
  excluded: (relative: string) => boolean
): Promise<void> {
  const folders = new Set<string>()
  for (const file of removed) {
    const parts = file.split('/')
    for (let n = parts.length - 1; n > 0; n--) folders.add(parts.slice(0, n).join('/'))
  }
  const deepestFirst = [...folders].sort((a, b) => b.split('/').length - a.split('/').length)
  for (const folder of deepestFirst) {
    if (excluded(folder)) continue
    try {
      await rmdir(local(target, folder))
    } catch {
      // Not empty (it holds other files): kept.
    }
  }
}
