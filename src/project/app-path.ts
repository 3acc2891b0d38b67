// AppRelativePath: the path of a customization file inside the website, as project.xml writes it
// (`Bin\MyExt.dll`, with `\`), and the zip entry name that carries it (`Bin/MyExt.dll`).
import { trimBothOf } from '../shared/trim.js'

/**
 * BuildProject's folder of per-tenant (modern UI development) files, as a zip path: a
 * PerTenantFile item's AppRelativePath is relative to it.
 */
export const DEVELOPMENT_FOLDER = 'FrontendSources/screen/src/development/'

/**
 * The longest path accepted from a project or an instance, in characters (Linux's PATH_MAX;
 * Windows without long paths takes 260). Checked before any other test, so no later step works
 * on megabytes of one name.
 */
export const MAX_PATH_CHARS = 4096

/** Why `relative` is too long to be a path, or undefined. */
export function lengthReason(relative: string): string | undefined {
  return relative.length > MAX_PATH_CHARS
    ? `is ${relative.length} characters long, more than any file system takes (at most ${MAX_PATH_CHARS})`
    : undefined
}

/** `Bin/MyExt.dll` or `Bin\MyExt.dll` -> `Bin\MyExt.dll`. */
export function toAppRelativePath(relative: string): string {
  return relative.replaceAll('/', '\\')
}

/** `Bin\MyExt.dll` -> `Bin/MyExt.dll`, without leading or trailing separators. */
export function toZipPath(appRelativePath: string): string {
  return trimBothOf(appRelativePath.replaceAll('\\', '/'), '/')
}

/** Case-insensitive, separator-insensitive identity of a path, as the instance compares them. */
export function samePathKey(relative: string): string {
  return toZipPath(relative).toLowerCase()
}

/**
 * Why `relative` cannot be a path inside the project (absolute, a drive, `..`, empty parts), or
 * undefined when it can. Windows rules apply on every OS: the instance runs on Windows.
 */
/**
 * Why a path the project names (a file's name, the AppRelativePath of a source-control fragment)
 * would put a file outside the website folder on the instance, or undefined. A Linux file name
 * may hold `\`, which is a separator once the path is a Windows one.
 */
export function escapeReason(relative: string): string | undefined {
  const long = lengthReason(relative)
  if (long) return long
  if (relative.startsWith('\\') || relative.startsWith('/')) return 'starts with \\ or /'
  if (/^[A-Za-z]:/.test(relative)) return 'starts with a drive letter'
  if (relative.split(/[\\/]/).includes('..')) return 'has a .. part'
  return undefined
}

export function outsideReason(relative: string): string | undefined {
  if (relative === '') return 'is empty'
  const long = lengthReason(relative)
  if (long) return long
  if (relative.startsWith('/') || relative.startsWith('\\') || /^[A-Za-z]:/.test(relative)) {
    return 'is absolute (give a path relative to the website root, e.g. Bin/MyExt.dll)'
  }
  const parts = relative.split(/[\\/]/)
  if (parts.includes('..')) return 'leaves the project (.. is not allowed)'
  if (parts.some(part => part === '' || part === '.')) {
    return 'has an empty or "." part (write it as Bin/MyExt.dll)'
  }
  // eslint-disable-next-line no-control-regex -- control characters are what it looks for
  if (/[<>:"|?*\u0000-\u001f]/.test(relative)) {
    return 'has a character Windows paths refuse (< > : " | ? * or a control character)'
  }
  return undefined
}
