// The order of the entries in every package the action builds, package folder and
// source-control folder alike. Defined here once so that both builds agree, and so that the same
// files always give the same zip.

/** A zip entry as far as its place in the zip is concerned. */
export interface OrderedEntry {
  /** Path inside the zip, with `/`. */
  readonly zipPath: string
  /** Goes after every other entry (per-tenant files of a source-control folder). */
  readonly last?: boolean
}

export const PROJECT_XML = 'project.xml'

/**
 * 0 for `project.xml` (first: it is what the instance reads before anything else), 2 for an
 * entry marked `last`, 1 for the others.
 */
export function entryRank(zipPath: string, last = false): number {
  if (zipPath === PROJECT_XML) return 0
  return last ? 2 : 1
}

/**
 * `project.xml` first, then every entry by the UTF-8 bytes of its path (the same as by code
 * point: not UTF-16 units, not the locale), entries marked `last` after the others.
 */
export function compareEntries(a: OrderedEntry, b: OrderedEntry): number {
  return (
    entryRank(a.zipPath, a.last) - entryRank(b.zipPath, b.last) ||
    compareCodePoints(a.zipPath, b.zipPath)
  )
}

/** Orders two strings as their UTF-8 bytes would be ordered, without encoding them. */
export function compareCodePoints(a: string, b: string): number {
  const length = Math.min(a.length, b.length)
  for (let i = 0; i < length; i++) {
    const x = a.charCodeAt(i)
    const y = b.charCodeAt(i)
    if (x === y) continue
    // A surrogate (U+D800-DFFF) is half of a code point above U+FFFF: after any other unit,
    // U+E000-FFFF included, where UTF-16 order would put it before them.
    const surrogateX = x >= 0xd800 && x <= 0xdfff
    const surrogateY = y >= 0xd800 && y <= 0xdfff
    if (surrogateX !== surrogateY) return surrogateX ? 1 : -1
    return x - y
  }
  return a.length - b.length
}
