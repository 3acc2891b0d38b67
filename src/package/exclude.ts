import path from 'node:path'
// The POSIX flavour matches the same way on every OS: our paths always use `/`.
import picomatch from 'picomatch/posix.js'
import { PackageError } from './errors.js'

/** Tells whether a path inside the project folder (with `/`) is left out of the zip. */
export type ExcludeTest = (relativePath: string, isDirectory: boolean) => boolean

/**
 * Compiles the `exclude` input. Patterns are picomatch globs relative to the project folder, with
 * `dot: true` so `**` also reaches dot files. A pattern that matches a folder leaves out all of
 * it; a pattern ending in `/` matches folders only. `.git` is handled by the walker, not here.
 * `nocase`: letter case ignored, for a file system that ignores it (the export's). Unicode
 * composed and decomposed forms of a name match alike.
 */
export function compileExclude(
  patterns: string[],
  options: { nocase?: boolean } = {}
): ExcludeTest {
  const matchers = patterns
    .map(pattern => pattern.trim())
    .filter(pattern => pattern !== '')
    .map(pattern =>
      picomatch(checkedPattern(pattern).normalize('NFC'), {
        dot: true,
        nocase: options.nocase === true
      })
    )
  if (matchers.length === 0) return () => false
  // Pattern and path both composed (NFC): macOS hands out names decomposed (NFD) where the
  // pattern was typed composed, and a file `café` would slip past `café/**`.
  return (relativePath, isDirectory) => {
    const composed = relativePath.normalize('NFC')
    return matchers.some(matches => matches(composed) || (isDirectory && matches(`${composed}/`)))
  }
}

function checkedPattern(pattern: string): string {
  if (pattern.startsWith('!')) {
    throw new PackageError(
      `exclude pattern "${pattern}" is a negation, which is not supported: list only what to leave out.`
    )
  }
  const relative = pattern.startsWith('./') ? pattern.slice(2) : pattern
  if (
    relative.startsWith('/') ||
    path.win32.isAbsolute(relative) ||
    relative.split('/').includes('..')
  ) {
    throw new PackageError(
      `exclude pattern "${pattern}" must be relative to project-path (no leading /, no drive, no ..), e.g. "Bin/*.pdb" or "**/*.bak".`
    )
  }
  return relative
}
