// Base64 text in (any chunking), bytes out. The alphabet and the padding are checked as the text
// arrives; the 0-3 characters that do not fill a 4-character group wait for the next chunk, so a
// 1 GB payload is decoded without being held whole.

import { Transform, type TransformCallback } from 'node:stream'

/** The answer is not bare base64, a quoted base64 string, or a JSON object holding one. */
export class Base64PayloadError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'Base64PayloadError'
  }
}

const NOT_BASE64 = /[^A-Za-z0-9+/=]/
const WHITESPACE = /\s+/g

export class Base64Decode extends Transform {
  decodedBytes = 0
  /** Base64 characters seen (whitespace left out), padding included. */
  charsSeen = 0
  private rest = ''
  private dataChars = 0
  private padding = 0

  constructor() {
    super({ decodeStrings: false })
  }

  override _transform(chunk: Buffer | string, _enc: string, done: TransformCallback): void {
    try {
      const text = typeof chunk === 'string' ? chunk : chunk.toString('latin1')
      this.decode(text.replace(WHITESPACE, ''))
      done()
    } catch (error) {
      done(error as Error)
    }
  }

  override _flush(done: TransformCallback): void {
    const left = this.dataChars % 4
    if (left === 1) {
      return done(
        new Base64PayloadError(
          'invalid base64: the payload length is not possible (one character too many or too few)'
        )
      )
    }
    if (this.padding > 0 && this.padding !== 4 - left) {
      return done(new Base64PayloadError('invalid base64: wrong padding at the end of the payload'))
    }
    if (this.rest) this.output(Buffer.from(this.rest, 'base64'))
    done()
  }

  private decode(text: string): void {
    if (!text) return
    const bad = NOT_BASE64.exec(text)
    if (bad) {
      throw new Base64PayloadError(
        `invalid base64: ${describeChar(bad[0])} at character ${this.charsSeen + bad.index + 1} of the payload`
      )
    }
    this.charsSeen += text.length
    let data = text
    const pad = this.padding > 0 ? 0 : text.indexOf('=')
    if (pad >= 0) {
      const tail = text.slice(pad)
      if (tail.replaceAll('=', '') !== '') {
        throw new Base64PayloadError('invalid base64: data after the padding (=)')
      }
      this.padding += tail.length
      if (this.padding > 2) {
        throw new Base64PayloadError('invalid base64: more than two padding characters')
      }
      data = text.slice(0, pad)
    }
    this.dataChars += data.length
    const all = this.rest + data
    const cut = all.length - (all.length % 4)
    this.rest = all.slice(cut)
    if (cut > 0) this.output(Buffer.from(cut === all.length ? all : all.slice(0, cut), 'base64'))
  }

  private output(bytes: Buffer): void {
    this.decodedBytes += bytes.length
    this.push(bytes)
  }
}

export function describeChar(c: string): string {
  const code = c.codePointAt(0) ?? 0
  if (code >= 0x21 && code < 0x7f) return `'${c}'`
  return `character U+${code.toString(16).toUpperCase().padStart(4, '0')}`
}
