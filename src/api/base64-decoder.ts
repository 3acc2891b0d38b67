// Base64 text in, bytes out, in any chunking: the alphabet and the padding are checked as the
// text arrives, so a 1 GB payload is decoded without being held whole.

/** The body is not bare base64, a quoted base64 string, or a JSON object holding one. */
export class Base64PayloadError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'Base64PayloadError'
  }
}

const NOT_BASE64 = /[^A-Za-z0-9+/=]/
export const EMPTY = Buffer.alloc(0)

/** Base64 text in (any chunking), bytes out; checks the alphabet and the padding. */
export class Base64Decoder {
  decodedBytes = 0
  /** Base64 characters seen, padding included. */
  charsSeen = 0
  private rest = ''
  private dataChars = 0
  private padding = 0

  push(text: string): Buffer {
    if (text.length === 0) return EMPTY
    const bad = NOT_BASE64.exec(text)
    if (bad) {
      throw new Base64PayloadError(
        `invalid base64: ${describeChar(bad[0])} at character ${this.charsSeen + bad.index + 1} of the payload`
      )
    }
    this.charsSeen += text.length
    let data = text
    const pad = text.indexOf('=')
    if (this.padding > 0 || pad >= 0) {
      const from = this.padding > 0 ? 0 : pad
      data = text.slice(0, from)
      const tail = text.slice(from)
      if (/[^=]/.test(tail)) {
        throw new Base64PayloadError('invalid base64: data after the padding (=)')
      }
      this.padding += tail.length
      if (this.padding > 2)
        throw new Base64PayloadError('invalid base64: more than two padding characters')
    }
    this.dataChars += data.length
    const all = this.rest + data
    const cut = all.length - (all.length % 4)
    this.rest = all.slice(cut)
    if (cut === 0) return EMPTY
    const bytes = Buffer.from(cut === all.length ? all : all.slice(0, cut), 'base64')
    this.decodedBytes += bytes.length
    return bytes
  }

  end(): Buffer {
    const left = this.dataChars % 4
    if (left === 1)
      throw new Base64PayloadError(
        'invalid base64: the payload length is not possible (one character too many or too few)'
      )
    if (this.padding > 0 && this.padding !== 4 - left) {
      throw new Base64PayloadError('invalid base64: wrong padding at the end of the payload')
    }
    if (this.rest.length === 0) return EMPTY
    const bytes = Buffer.from(this.rest, 'base64')
    this.rest = ''
    this.decodedBytes += bytes.length
    return bytes
  }
}

export function describeChar(c: string): string {
  const code = c.codePointAt(0) ?? 0
  if (code >= 0x21 && code < 0x7f) return `'${c}'`
  return `character U+${code.toString(16).toUpperCase().padStart(4, '0')}`
}
