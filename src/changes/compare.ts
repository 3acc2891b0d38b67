// What a deploy changes in one project: the stored project (the backup) against the package,
// item by item (by key, on canonical content) and file by file (by path, on content).
import type { DigestTable } from './digest-table.js'

/** One side of the comparison: item keys and file paths, each with a digest of its content. */
export interface ProjectContent {
  /** Top-level items of project.xml, in order: key -> SHA-256 of the canonical form. */
  items: DigestTable
  /** Files of the package (project.xml aside): path with `/` -> SHA-256 of the bytes. */
  files: ReadonlyMap<string, string>
}

export interface ProjectChanges {
  added: string[]
  changed: string[]
  removed: string[]
}

/**
 * Items are named by key, files by path (`Bin/MyExt.dll`); each list in the package's order. A
 * `<File>` or `<PerTenantFile>` item and the file it names are one entry, named by the path:
 * counted once, changed when either changes.
 */
export function compareContent(
  stored: ProjectContent | undefined,
  next: ProjectContent
): ProjectChanges {
  const changes: ProjectChanges = { added: [], changed: [], removed: [] }
  const after = fileEntriesOf(next)
  const before = stored ? fileEntriesOf(stored) : undefined
  // Items of the stored project matched by an item of the package.
  const matched = new Uint8Array(stored?.items.size ?? 0)
  walk(next, after, {
    item: index => {
      const at = stored ? stored.items.indexOfKeyIn(next.items, index) : -1
      if (at < 0 || before!.inFile.has(at)) changes.added.push(next.items.keyAt(index))
      else {
        matched[at] = 1
        if (!stored!.items.sameDigest(at, next.items, index)) {
          changes.changed.push(next.items.keyAt(index))
        }
      }
    },
    file: (path, digest) => {
      const was = before?.entries.get(path)
      if (was === undefined) changes.added.push(path)
      else if (was !== digest) changes.changed.push(path)
    }
  })
  if (stored && before) {
    walk(stored, before, {
      item: index => {
        if (!matched[index]) changes.removed.push(stored.items.keyAt(index))
      },
      file: path => {
        if (!after.entries.has(path)) changes.removed.push(path)
      }
    })
  }
  return changes
}

/** The items that name a file of the package (`File#Bin\A.dll`): their key's path part. */
const FILE_ITEM = /^(?:File|PerTenantFile)#(.+)$/

interface FileEntries {
  /** Path -> digest of every file, joined with the digests of the items naming it. */
  entries: Map<string, string>
  /** Index of each item that names a file -> the file's path. */
  inFile: Map<number, string>
}

/**
 * The file entries: an item naming a file of the package takes the file's path and both digests
 * (paths match in any letter case and with either slash, as on the instance's disk).
 */
function fileEntriesOf(content: ProjectContent): FileEntries {
  const files = new Map<string, { path: string; digest: string }>()
  for (const [path, digest] of content.files) files.set(path.toLowerCase(), { path, digest })
  const entries = new Map<string, string>()
  const inFile = new Map<number, string>()
  const { items } = content
  for (let index = 0; index < items.size; index++) {
    if (!items.keyStartsWith(index, 'File#') && !items.keyStartsWith(index, 'PerTenantFile#')) {
      continue
    }
    const key = items.keyAt(index)
    const itemPath = FILE_ITEM.exec(key)?.[1].replaceAll('\\', '/').toLowerCase()
    const file = itemPath === undefined ? undefined : files.get(itemPath)
    if (file === undefined) continue
    inFile.set(index, file.path)
    // File and PerTenantFile on one path: one entry holding both items and the bytes.
    const earlier = entries.get(file.path) ?? file.digest
    entries.set(file.path, `${earlier}:${key}=${items.digestAt(index).toString('hex')}`)
  }
  for (const file of files.values())
    if (!entries.has(file.path)) entries.set(file.path, file.digest)
  return { entries, inFile }
}

/**
 * The entries of one side in its order: items, each file named by items where its first item is,
 * then the files no item names.
 */
function walk(
  content: ProjectContent,
  fileEntries: FileEntries,
  visit: { item(index: number): void; file(path: string, digest: string): void }
): void {
  const { entries, inFile } = fileEntries
  const seen = new Set<string>()
  for (let index = 0; index < content.items.size; index++) {
    const path = inFile.get(index)
    if (path === undefined) visit.item(index)
    else if (!seen.has(path)) {
      seen.add(path)
      visit.file(path, entries.get(path)!)
    }
  }
  for (const [path, digest] of entries) if (!seen.has(path)) visit.file(path, digest)
}

export function hasChanges(changes: ProjectChanges): boolean {
  return changes.added.length + changes.changed.length + changes.removed.length > 0
}
