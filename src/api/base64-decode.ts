// Base64 text in (any chunking), bytes out. The alphabet and the padding are checked as the text
// arrives; the 0-3 characters that do not fill a 4-character group wait for the next piece, so a
// 1 GB payload is decoded without being held whole. A plain object called by the stage that reads
// the text (payload-text.ts), not a stream stage of its own: the text then never waits in a
// stream's queue, where each piece (tens of KiB of heap string) would survive collections and
// make V8 grow its young generation as the answer grows; only the decoded Buffers (outside the
// heap) go on downstream.

/** The answer is not bare base64, a quoted base64 string, or a JSON object holding one. */
export class Base64PayloadError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'Base64PayloadError'
  }
}

const NOT_BASE64 = /[^A-Za-z0-9+/=]/
const WHITESPACE = /\s+/g

export class Base64Decoder {
  decodedBytes = 0
  /** Base64 characters seen (whitespace left out), padding included. */
  charsSeen = 0
  private rest = ''
  private dataChars = 0
  private padding = 0

  /** The bytes of the next piece of text (undefined: none complete yet). */
  write(text: string): Buffer | undefined {
    return this.decode(text.replace(WHITESPACE, ''))
  }

  /** The last bytes, once the text has ended; throws when the payload cannot end here. */
  end(): Buffer | undefined {
    const left = this.dataChars % 4
    if (left === 1) {
      throw new Base64PayloadError(
        'invalid base64: the payload length is not possible (one character too many or too few)'
      )
    }
    if (this.padding > 0 && this.padding !== 4 - left) {
      throw new Base64PayloadError('invalid base64: wrong padding at the end of the payload')
    }
    return this.rest ? this.output(Buffer.from(this.rest, 'base64')) : undefined
  }

  private decode(text: string): Buffer | undefined {
    if (!text) return undefined
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
    if (cut === 0) return undefined
    return this.output(Buffer.from(cut === all.length ? all : all.slice(0, cut), 'base64'))
  }

  private output(bytes: Buffer): Buffer {
    this.decodedBytes += bytes.length
    return bytes
  }
}

function describeChar(c: string): string {
  const code = c.codePointAt(0) ?? 0
  if (code >= 0x21 && code < 0x7f) return `'${c}'`
  return `character U+${code.toString(16).toUpperCase().padStart(4, '0')}`
}
