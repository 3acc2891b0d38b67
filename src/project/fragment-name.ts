// File names of the fragments in _project/, as the Source Control screen names them: the item's
// key with every run of characters other than letters, digits and `_` replaced by `_`, and `_`
// trimmed at both ends (`Code#SOOrderEntry_Extension` -> `Code_SOOrderEntry_Extension.xml`,
// `~/pages/so/so301000.aspx` -> `pages_so_so301000_aspx.xml`).
import { trimBothOf } from '../shared/trim.js'

export function fragmentBaseName(key: string): string {
  // Trimmed by scanning: /_+$/ backtracks over a long run of `_` (quadratic).
  const name = trimBothOf(key.replace(/[^\p{L}\p{N}_]+/gu, '_'), '_')
  return name === '' ? 'Item' : name
}

/**
 * Hands out fragment names for one project. Two keys can give the same name (`Code#A.B` and
 * `Code#A_B`), and Windows and macOS runners see names of other letter case as one file: a later
 * item gets `_2`, `_3`, ... in the stored order, so the names are the same on every run.
 */
export class FragmentNames {
  /** The names taken, lower case. */
  private readonly used = new Set<string>()
  /** Per base name (any case) that was taken twice, the suffix to try next. */
  private readonly nextSuffix = new Map<string, number>()

  constructor() {
    this.used.add('projectmetadata.xml')
  }

  private take(lowerName: string): boolean {
    if (this.used.has(lowerName)) return false
    this.used.add(lowerName)
    return true
  }

  next(key: string): string {
    const base = fragmentBaseName(key)
    const first = `${base}.xml`
    if (this.take(first.toLowerCase())) return first
    const lowerBase = base.toLowerCase()
    for (let n = this.nextSuffix.get(lowerBase) ?? 2; ; n++) {
      const name = `${base}_${n}.xml`
      if (this.take(name.toLowerCase())) {
        this.nextSuffix.set(lowerBase, n + 1)
        return name
      }
    }
  }
}
