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
  const before = stored ? entriesOf(stored) : new Map<string, string>()
  const after = entriesOf(next)
  for (const [name, digest] of after) {
    const was = before.get(name)
    if (was === undefined) changes.added.push(name)
    else if (was !== digest) changes.changed.push(name)
  }
  for (const name of before.keys()) {
    if (!after.has(name)) changes.removed.push(name)
  }
  return changes
}

/** The items that name a file of the package (`File#Bin\A.dll`): their key's path part. */
const FILE_ITEM = /^(?:File|PerTenantFile)#(.+)$/

/**
 * Name -> digest of every entry: items by key, then the files no item names, by path. An item
 * naming a file of the package takes the file's path and both digests; paths match in any letter
 * case and with either slash, as on the instance's disk.
 */
function entriesOf(content: ProjectContent): Map<string, string> {
  const files = new Map<string, { path: string; digest: string }>()
  for (const [path, digest] of content.files) files.set(path.toLowerCase(), { path, digest })
  const named = new Set<string>()
  const entries = new Map<string, string>()
  for (const [key, digest] of content.items) {
    const itemPath = FILE_ITEM.exec(key)?.[1].replaceAll('\\', '/').toLowerCase()
    const file = itemPath === undefined ? undefined : files.get(itemPath)
    if (file === undefined) {
      entries.set(key, digest)
      continue
    }
    named.add(itemPath!)
    // File and PerTenantFile on one path: one entry holding both items and the bytes.
    const earlier = entries.get(file.path)
    entries.set(file.path, `${earlier === undefined ? file.digest : earlier}:${key}=${digest}`)
  }
  for (const [lower, file] of files) if (!named.has(lower)) entries.set(file.path, file.digest)
  return entries
}

export function hasChanges(changes: ProjectChanges): boolean {
  return changes.added.length + changes.changed.length + changes.removed.length > 0
}
