// Small scanning helpers for the JSON around a streamed payload: the raw text of one value, and
// the whitespace and escapes between tokens.

export const JSON_WS = ' \t\r\n'

/**
 * Captures the raw text of one JSON value of an object (string, number, literal, object, array)
 * up to where it ends; JSON.parse validates it later. These values are small (log, names).
 */
export class RawValue {
  text = ''
  done = false
  private depth = 0
  private inString = false
  private escaped = false
  private started = false
  private scalar = false

  consume(text: string, pos: number): number {
    let i = pos
    for (; i < text.length; i++) {
      const c = text[i]
      if (!this.started) {
        if (c === ',' || c === '}' || c === ']') {
          // A missing value (`"a":}`): end here; JSON.parse reports it.
          this.done = true
          return i
        }
        this.started = true
        if (c === '"') this.inString = true
        else if (c === '{' || c === '[') this.depth = 1
        else this.scalar = true
        continue
      }
      if (this.inString) {
        if (this.escaped) this.escaped = false
        else if (c === '\\') this.escaped = true
        else if (c === '"') {
          this.inString = false
          if (this.depth === 0) {
            i++
            break
          }
        }
        continue
      }
      if (this.scalar) {
        if (c === ',' || c === '}' || c === ']' || JSON_WS.includes(c)) break
        continue
      }
      if (c === '"') this.inString = true
      else if (c === '{' || c === '[') this.depth++
      else if (c === '}' || c === ']') {
        this.depth--
        if (this.depth === 0) {
          i++
          break
        }
      }
    }
    this.text += text.slice(pos, i)
    if (i < text.length || (!this.scalar && !this.inString && this.depth === 0 && this.started)) {
      this.done = true
    }
    return i
  }
}

export function skipWhitespace(text: string, pos: number, allowBom: boolean): number {
  let i = pos
  while (i < text.length && (JSON_WS.includes(text[i]) || (allowBom && text[i] === '\ufeff'))) i++
  return i
}

export function backslashesBefore(text: string, index: number): number {
  let n = 0
  for (let i = index - 1; i >= 0 && text[i] === '\\'; i--) n++
  return n
}

export function describeValue(raw: string): string {
  const c = raw[0]
  if (c === '{') return 'an object'
  if (c === '[') return 'an array'
  if (raw === 'true' || raw === 'false') return 'a boolean'
  if (/^-?\d/.test(raw)) return 'a number'
  return 'a value'
}
