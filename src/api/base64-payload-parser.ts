// The synchronous core of the base64 payload extraction: answer text in (any chunking), decoded
// bytes out, for the three forms servers give: bare base64, the same in double quotes (a JSON
// string), or a JSON object holding it in a field (any letter case). Only the small other
// fields of an object are kept, as text.

import { StringDecoder } from 'node:string_decoder'
import { Base64Decoder, Base64PayloadError, describeChar, EMPTY } from './base64-decoder.js'
import { backslashesBefore, describeValue, RawValue, skipWhitespace } from './json-scan.js'

export interface Base64PayloadResult {
  form: 'bare' | 'quoted' | 'json'
  decodedBytes: number
  /** The other top-level fields of a JSON object body (the payload field omitted); null for bare/quoted. */
  otherFields: Record<string, unknown> | null
  /** True when no payload was there: an empty body, `""`, or an object whose field is null, empty or missing. */
  empty: boolean
  /** For a JSON object: whether it had the payload field at all (null/empty counts). True for bare/quoted. */
  fieldPresent: boolean
}

export interface Base64PayloadOptions {
  /** The object field holding the payload, matched in any letter case (e.g. projectContentBase64). */
  fieldName: string
  /** Cap on the text of the other fields of an object; more is an error. Default 1 MiB. */
  maxOtherFieldBytes?: number
}

const DEFAULT_MAX_OTHER = 1024 * 1024
const NEEDS_CLEANING = /[\s\\]/
const WHITESPACE = /\s+/g

/** The synchronous core: text in, decoded bytes out. Exported for tests and for callers without streams. */
export class Base64PayloadParser {
  private readonly fieldName: string
  private readonly maxOther: number
  private readonly utf8 = new StringDecoder('utf8')
  private readonly decoder = new Base64Decoder()
  private state: State = 'start'
  private form: Base64PayloadResult['form'] = 'bare'
  /** An escape (`\`, `\u00`) cut by a chunk boundary inside the payload string. */
  private pendingEscape = ''
  private keyRaw = ''
  private keyIsPayload = false
  private fieldSeen = false
  private readonly other: string[] = []
  private otherSize = 0
  private value: RawValue | undefined

  constructor(options: Base64PayloadOptions) {
    this.fieldName = options.fieldName.toLowerCase()
    this.maxOther = options.maxOtherFieldBytes ?? DEFAULT_MAX_OTHER
  }

  push(chunk: Buffer | string): Buffer {
    const text = typeof chunk === 'string' ? chunk : this.utf8.write(chunk)
    return this.consume(text)
  }

  finish(): { bytes: Buffer; result: Base64PayloadResult } {
    const tail = this.consume(this.utf8.end())
    switch (this.state) {
      case 'start':
      case 'bare':
      case 'trailing':
        break
      case 'string':
        throw new Base64PayloadError('the answer ended inside the base64 string (no closing quote)')
      default:
        throw new Base64PayloadError('the answer ended before its JSON object was complete')
    }
    const last = this.decoder.end()
    const bytes = tail.length === 0 ? last : Buffer.concat([tail, last])
    const decodedBytes = this.decoder.decodedBytes
    let otherFields: Record<string, unknown> | null = null
    if (this.form === 'json') {
      try {
        otherFields = JSON.parse(`{${this.other.join(',')}}`) as Record<string, unknown>
      } catch (error) {
        throw new Base64PayloadError(
          `the answer is not valid JSON: ${shorten(error instanceof Error ? error.message : String(error))}`
        )
      }
    }
    return {
      bytes,
      result: {
        form: this.form,
        decodedBytes,
        otherFields,
        empty: decodedBytes === 0 && this.decoder.charsSeen === 0,
        fieldPresent: this.form !== 'json' || this.fieldSeen
      }
    }
  }

  private consume(text: string): Buffer {
    const out: Buffer[] = []
    let pos = 0
    while (pos < text.length) {
      switch (this.state) {
        case 'start': {
          pos = skipWhitespace(text, pos, true)
          if (pos >= text.length) break
          const c = text[pos]
          if (c === '"') {
            this.form = 'quoted'
            this.state = 'string'
            pos++
          } else if (c === '{') {
            this.form = 'json'
            this.state = 'keyOrEnd'
            pos++
          } else {
            this.form = 'bare'
            this.state = 'bare'
          }
          break
        }
        case 'bare': {
          let piece = pos === 0 ? text : text.slice(pos)
          if (NEEDS_CLEANING.test(piece)) piece = piece.replace(WHITESPACE, '')
          pushIfAny(out, this.decoder.push(piece))
          pos = text.length
          break
        }
        case 'string':
          pos = this.consumeString(text, pos, out)
          break
        case 'trailing':
          pos = skipWhitespace(text, pos, false)
          if (pos < text.length) {
            throw new Base64PayloadError(
              `unexpected ${describeChar(text[pos])} after the end of the ${this.form === 'json' ? 'JSON object' : 'quoted base64 string'}`
            )
          }
          break
        case 'keyOrEnd':
        case 'key': {
          pos = skipWhitespace(text, pos, false)
          if (pos >= text.length) break
          const c = text[pos]
          if (c === '}' && this.state === 'keyOrEnd') {
            this.state = 'trailing'
          } else if (c === '"') {
            this.keyRaw = ''
            this.state = 'keyText'
          } else {
            throw new Base64PayloadError(
              `expected a field name in the JSON object, found ${describeChar(c)}`
            )
          }
          pos++
          break
        }
        case 'keyText':
          pos = this.consumeKey(text, pos)
          break
        case 'colon': {
          pos = skipWhitespace(text, pos, false)
          if (pos >= text.length) break
          if (text[pos] !== ':') {
            throw new Base64PayloadError(
              `expected ':' after a field name, found ${describeChar(text[pos])}`
            )
          }
          this.state = 'valueStart'
          pos++
          break
        }
        case 'valueStart': {
          pos = skipWhitespace(text, pos, false)
          if (pos >= text.length) break
          if (this.keyIsPayload && text[pos] === '"') {
            this.state = 'string'
            pos++
          } else {
            this.value = new RawValue()
            this.state = 'value'
          }
          break
        }
        case 'value': {
          const value = this.value as RawValue
          pos = value.consume(text, pos)
          if (value.text.length + this.otherSize > this.maxOther) {
            throw new Base64PayloadError(
              `the other fields of the answer exceed ${this.maxOther} bytes; is this the expected answer?`
            )
          }
          if (value.done) this.endValue(value.text)
          break
        }
        case 'afterValue': {
          pos = skipWhitespace(text, pos, false)
          if (pos >= text.length) break
          const c = text[pos]
          if (c === ',') this.state = 'key'
          else if (c === '}') this.state = 'trailing'
          else
            throw new Base64PayloadError(
              `expected ',' or '}' in the JSON object, found ${describeChar(c)}`
            )
          pos++
          break
        }
      }
    }
    return out.length === 0 ? EMPTY : out.length === 1 ? out[0] : Buffer.concat(out)
  }

  /** Inside the payload string: hand everything up to the closing quote to the decoder. */
  private consumeString(text: string, pos: number, out: Buffer[]): number {
    let piece = text.slice(pos)
    if (this.pendingEscape) {
      piece = this.pendingEscape + piece
      this.pendingEscape = ''
    }
    const quote = piece.indexOf('"')
    let end = piece.length
    if (quote >= 0) {
      if (backslashesBefore(piece, quote) % 2 === 1) {
        throw new Base64PayloadError('invalid base64: an escaped quote (\\") inside the payload')
      }
      end = quote
    }
    let content = quote >= 0 ? piece.slice(0, end) : piece
    if (quote < 0) {
      const cut = incompleteEscapeStart(content)
      if (cut >= 0) {
        this.pendingEscape = content.slice(cut)
        content = content.slice(0, cut)
      }
    }
    if (NEEDS_CLEANING.test(content)) content = unescapeBase64(content)
    pushIfAny(out, this.decoder.push(content))
    if (quote < 0) return text.length
    this.state = this.form === 'json' ? 'afterValue' : 'trailing'
    // `pos` indexes `text`; the quote was found in `pendingEscape + text.slice(pos)`.
    return text.length - (piece.length - quote) + 1
  }

  private consumeKey(text: string, pos: number): number {
    let i = pos
    while (i < text.length) {
      const c = text[i]
      if (
        c === '"' &&
        backslashesBefore(this.keyRaw + text.slice(pos, i), this.keyRaw.length + i - pos) % 2 === 0
      ) {
        this.keyRaw += text.slice(pos, i)
        this.endKey()
        return i + 1
      }
      i++
    }
    this.keyRaw += text.slice(pos)
    if (this.keyRaw.length > this.maxOther) {
      throw new Base64PayloadError(`a field name of the answer exceeds ${this.maxOther} bytes`)
    }
    return text.length
  }

  private endKey(): void {
    let key: string
    try {
      key = JSON.parse(`"${this.keyRaw}"`) as string
    } catch {
      throw new Base64PayloadError(
        'the answer is not valid JSON: a field name holds an invalid escape'
      )
    }
    this.keyIsPayload = key.toLowerCase() === this.fieldName
    if (this.keyIsPayload) {
      if (this.fieldSeen) {
        throw new Base64PayloadError(`the answer holds the field ${key} twice`)
      }
      this.fieldSeen = true
    }
    this.state = 'colon'
  }

  private endValue(raw: string): void {
    this.value = undefined
    this.state = 'afterValue'
    if (this.keyIsPayload) {
      if (raw !== 'null') {
        throw new Base64PayloadError(
          `the field ${this.fieldName} holds ${describeValue(raw)}, not a base64 string`
        )
      }
      return
    }
    const entry = `"${this.keyRaw}":${raw}`
    this.otherSize += entry.length + 1
    if (this.otherSize > this.maxOther) {
      throw new Base64PayloadError(
        `the other fields of the answer exceed ${this.maxOther} bytes; is this the expected answer?`
      )
    }
    this.other.push(entry)
  }
}

type State =
  | 'start'
  | 'bare'
  | 'string'
  | 'trailing'
  | 'keyOrEnd'
  | 'key'
  | 'keyText'
  | 'colon'
  | 'valueStart'
  | 'value'
  | 'afterValue'

function pushIfAny(out: Buffer[], bytes: Buffer): void {
  if (bytes.length > 0) out.push(bytes)
}

/** Where an escape cut by the end of the chunk starts (`\` or `\u12`), or -1. */
function incompleteEscapeStart(text: string): number {
  const last = text.lastIndexOf('\\')
  if (last < 0 || last < text.length - 6) return -1
  if (backslashesBefore(text, last + 1) % 2 === 0) return -1
  if (last === text.length - 1) return last
  if (text[last + 1] === 'u' && text.length - last < 6) return last
  return -1
}

/** JSON escapes a serializer may put in base64 (`\/`, `\r\n` line wrapping, `\u002F`) and whitespace. */
function unescapeBase64(text: string): string {
  return text
    .replace(/\\(u[0-9a-fA-F]{4}|[^u])/g, (escape: string, what: string) => {
      if (what.length === 5) return String.fromCharCode(parseInt(what.slice(1), 16))
      switch (what) {
        case '/':
          return '/'
        case 'n':
        case 'r':
        case 't':
          return ''
        default:
          // `\\`, `\b`, ... cannot stand for a base64 character: let the alphabet check name it.
          return escape
      }
    })
    .replace(WHITESPACE, '')
}

function shorten(text: string): string {
  const line = text.replace(/\s+/g, ' ')
  return line.length > 200 ? `${line.slice(0, 200)}...` : line
}
