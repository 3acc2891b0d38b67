// The digest of what a package holds, as the Changes comparison sees it: its items by key and
// canonical digest, its files by path and SHA-256, and the Import's level. Two packages with
// the same content digest are equal for compareContent, whatever their zips' bytes: a folder
// written back by an export and built again gives the digest of the package it came from.
import { createHash } from 'node:crypto'
import type { ProjectContent } from './compare.js'

const NUL = Buffer.from([0])

/** SHA-256 (lower-case hex) over the sorted items, the sorted files, then the level. */
export function contentDigest(content: ProjectContent, level: number): string {
  const hash = createHash('sha256')
  const items: Array<[string, Buffer]> = []
  for (let index = 0; index < content.items.size; index++) {
    items.push([content.items.keyAt(index), content.items.digestAt(index)])
  }
  // Byte order of the UTF-8 keys: the same on every machine, whatever its locale.
  const byBytes = (a: [string, unknown], b: [string, unknown]): number =>
    Buffer.compare(Buffer.from(a[0]), Buffer.from(b[0]))
  hash.update('items')
  hash.update(NUL)
  for (const [key, digest] of items.sort(byBytes)) {
    hash.update(key, 'utf8')
    hash.update(NUL)
    hash.update(digest)
  }
  // Paths as written, as the comparison matches files.
  const files = [...content.files]
  hash.update('files')
  hash.update(NUL)
  for (const [path, digest] of files.sort(byBytes)) {
    hash.update(path, 'utf8')
    hash.update(NUL)
    hash.update(digest, 'hex')
  }
  hash.update('level')
  hash.update(NUL)
  hash.update(String(level))
  return hash.digest('hex')
}
