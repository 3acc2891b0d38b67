// Comments and string literals of SQL and C# blanked out (each of their characters but line
// breaks becomes a space), so that the rules' patterns see code only and offsets and lines stay
// those of the original text. One pass, linear in the text.

export interface Syntax {
  /** What starts a comment to the end of the line. */
  lineComment: '--' | '//'
  /** Quotes that start a string literal (a doubled quote inside stays in it). */
  quotes: readonly string[]
  /** C#'s @"..." strings, where only "" is an escape (and \ is not). */
  verbatim?: boolean
}

export const SQL: Syntax = { lineComment: '--', quotes: ["'"] }
export const CSHARP: Syntax = { lineComment: '//', quotes: ['"', "'"], verbatim: true }

export function blankCommentsAndStrings(text: string, syntax: Syntax): string {
  // Pieces of the result: code as it is, comments and strings as spaces (line breaks kept).
  const pieces: string[] = []
  let kept = 0
  const blank = (from: number, to: number): void => {
    const end = Math.min(to, text.length)
    pieces.push(text.slice(kept, from), text.slice(from, end).replace(/[^\r\n]/g, ' '))
    kept = end
  }
  let i = 0
  while (i < text.length) {
    const char = text[i]
    if (text.startsWith(syntax.lineComment, i)) {
      const end = text.indexOf('\n', i)
      const stop = end < 0 ? text.length : end
      blank(i, stop)
      i = stop
    } else if (text.startsWith('/*', i)) {
      const end = text.indexOf('*/', i + 2)
      const stop = end < 0 ? text.length : end + 2
      blank(i, stop)
      i = stop
    } else if (syntax.verbatim && char === '@' && text[i + 1] === '"') {
      let k = i + 2
      while (k < text.length && !(text[k] === '"' && text[k + 1] !== '"')) {
        k += text[k] === '"' ? 2 : 1
      }
      blank(i, k + 1)
      i = k + 1
    } else if (syntax.quotes.includes(char)) {
      let k = i + 1
      while (k < text.length) {
        if (text[k] === '\\' && syntax.lineComment === '//') k += 2
        else if (text[k] === char && text[k + 1] === char && syntax.lineComment === '--') k += 2
        else if (text[k] === char || text[k] === '\n') break
        else k++
      }
      blank(i, k + 1)
      i = k + 1
    } else {
      i++
    }
  }
  pieces.push(text.slice(kept))
  return pieces.join('')
}

/**
 * The line of an offset in `text` (0-based), by a binary search over the line starts: each
 * look-up costs log(lines), so many findings in one large script stay linear.
 */
export function lineFinder(text: string): (offset: number) => number {
  const starts = [0]
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) starts.push(i + 1)
  return offset => {
    let low = 0
    let high = starts.length - 1
    while (low < high) {
      const middle = (low + high + 1) >> 1
      if (starts[middle] <= offset) low = middle
      else high = middle - 1
    }
    return low
  }
}

// Each blank run is read one way only: `[ \t]*:?[ \t]*` would split a long run every way
// (quadratic in its length).
const SILENCE = /acu-lint[ \t]*(?::[ \t]*)?disable[ \t]*(?:[=:][ \t]*)?((?:ACU\d{3}[ \t,]*)+)/gi

/**
 * The rules an item silences in its own text: a comment `acu-lint disable ACU003` (SQL `--`,
 * C# `//`), which travels with the script or class and changes nothing on the instance.
 */
export function silencedRules(text: string): Set<string> {
  const rules = new Set<string>()
  for (const match of text.matchAll(SILENCE)) {
    for (const id of match[1].match(/ACU\d{3}/gi) ?? []) rules.add(id.toUpperCase())
  }
  return rules
}
