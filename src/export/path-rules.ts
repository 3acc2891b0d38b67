// The export's names, compared the way the file systems of runners compare them. The instance
// chooses the paths the export writes, and a name that Linux keeps apart may be one file on
// Windows or macOS: `.GIT`, `.git.` and `GIT~1` are the checkout's `.git` there (a `config`
// written into it runs the instance's command at the next git call), `CON.xml` is a device, and
// `README.md` and `readme.md` are one file. So the names that are refused are refused on every
// runner (the folder goes into a repository that Windows and macOS users check out too), and
// only the matching of `exclude`, `clean` and overlapping folders follows the runner's platform.
// Every test here scans (no regular expression that backtracks over a name the instance chose),
// and a path longer than MAX_PATH_CHARS is refused before any other test.
import { lengthReason } from '../project/app-path.js'
import { trimEndOf } from '../shared/trim.js'

/** Windows and macOS (their default file systems) see `Readme.md` and `README.md` as one file. */
export function caseInsensitivePlatform(platform: NodeJS.Platform = process.platform): boolean {
  return platform === 'win32' || platform === 'darwin'
}

// Characters macOS (HFS+, APFS lookups) ignores in names, as git's protectHFS lists them.
const HFS_IGNORED = /[\u200c-\u200f\u202a-\u202e\u206a-\u206f\ufeff]/g

/**
 * The key under which a case-insensitive file system files `part` (one name): Unicode composed
 * (macOS compares decomposed and composed forms as one), lower case, without the trailing dots
 * and spaces Windows drops.
 */
export function foldName(part: string): string {
  const folded = part.normalize('NFC').replace(HFS_IGNORED, '').toLowerCase()
  return trimEndOf(folded, '. ')
}

/** A relative path (`/` between parts) as a case-insensitive file system keys it. */
export function foldPath(relative: string): string {
  return relative.split('/').map(foldName).join('/')
}

/**
 * True when Windows or macOS may take `part` for `.git`: any letter case, trailing dots or
 * spaces, ignorable characters, an NTFS stream (`.git::$INDEX_ALLOCATION`), or an 8.3 short
 * name (`GIT~1`, `GIT~2`, `GI7EB6~1`).
 */
export function isGitName(part: string): boolean {
  const colon = part.indexOf(':')
  const name = foldName(colon < 0 ? part : part.slice(0, colon))
  // GIT~1 (GIT~2 ... when other names share the start) and GI7EB6~1, the hashed form NTFS uses
  // once several such names exist; git refuses both.
  return name === '.git' || /^(git|gi7eb6)~\d+$/.test(name)
}

const DEVICES = /^(con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³]|conin\$|conout\$)$/

/** True for a Windows device name (`CON`, `nul.txt`, `COM1.xml`, `lpt1 .log`): never a file. */
export function isDeviceName(part: string): boolean {
  const dot = part.indexOf('.')
  const stem = trimEndOf(dot < 0 ? part : part.slice(0, dot), ' ').toLowerCase()
  return DEVICES.test(stem)
}

/**
 * Why the relative path (`/` between parts) may not be written by the export, or undefined.
 * Checked on every platform, for every name the instance gives.
 */
export function writeRefusal(relative: string): string | undefined {
  const long = lengthReason(relative)
  if (long) return long
  for (const part of relative.split('/')) {
    if (isGitName(part)) {
      return `has a part "${part}" that Windows or macOS takes for .git (the checkout's own folder)`
    }
    if (isDeviceName(part)) return `has a part "${part}" that is a Windows device name`
    if (/[. ]$/.test(part))
      return `has a part "${part}" ending in a dot or space (Windows drops it)`
  }
  return undefined
}

/** True when the path (`/` between parts) has a `.git` part, as any file system spells it. */
export function insideGit(relative: string): boolean {
  return relative.split(/[\\/]/).some(isGitName)
}

/**
 * The names one export writes, checked as they come: a name equal to an earlier one under case
 * folding, or a file where another name needs a folder (`a` and `A/b`), is one file on Windows and
 * macOS and would overwrite the other.
 */
export class FoldedNames {
  /** Folded path -> the name as first given; folders end with `/`. */
  private readonly taken = new Map<string, string>()

  /** Takes `relative`; returns the earlier name it collides with, or undefined. */
  add(relative: string): string | undefined {
    const folded = foldPath(relative)
    const asFile = this.taken.get(folded) ?? this.taken.get(`${folded}/`)
    if (asFile !== undefined) return asFile
    const parts = folded.split('/')
    for (let n = 1; n < parts.length; n++) {
      const folder = parts.slice(0, n).join('/')
      const file = this.taken.get(folder)
      if (file !== undefined) return file
    }
    this.taken.set(folded, relative)
    const given = relative.split('/')
    for (let n = 1; n < parts.length; n++) {
      const key = `${parts.slice(0, n).join('/')}/`
      if (!this.taken.has(key)) this.taken.set(key, given.slice(0, n).join('/'))
    }
    return undefined
  }
}
