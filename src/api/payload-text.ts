// The base64 text of a getProject answer, out of any of the three forms servers give: bare
// base64, the same in double quotes (a JSON string), or a JSON object holding it in a field (any
// letter case). JSON is tokenized by stream-json with strings streamed in pieces, so the payload
// string is passed on as it arrives and never held whole; the small other fields of an object
// are assembled (up to a cap) for their log.

import { StringDecoder } from 'node:string_decoder'
import { Transform, type TransformCallback } from 'node:stream'
import { getManyValues, none } from 'stream-chain/defs.js'
import { Assembler } from 'stream-json/assembler.js'
import { jsonParser, type Token } from 'stream-json/parser.js'
import { Base64Decoder, Base64PayloadError } from './base64-decode.js'
import { messageOf } from '../shared/message-of.js'

export type PayloadForm = 'bare' | 'quoted' | 'json'

const LEADING = /^[\s\ufeff]*/
/** What ends a run of plain characters in a JSON string. */
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const STRING_STOP = /[\u0000-\u001f"\\]/
/** In the last characters given to the parser: it may be holding them, waiting for more (an
 * escape, a control character, a high surrogate). */
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const PARSER_WAITS = /[\u0000-\u001f\\\ud800-\udbff]/

export class PayloadText extends Transform {
  form: PayloadForm | undefined
  /** For a JSON object: whether it had the payload field at all (null or empty counts). */
  fieldSeen = false
  private readonly utf8 = new StringDecoder('utf8')
  private readonly field: string
  private parse: ReturnType<typeof jsonParser> | undefined
  private readonly others = new Assembler()
  private othersSize = 0
  private depth = 0
  private topDone = false
  private inPayload = false
  /** The key, string or number being read (other fields only), joined from its pieces. */
  private piece = ''
  /** The object's key whose value comes next, at depth 1. */
  private key: string | undefined
  /** The payload text of the chunk being read, decoded in one piece. */
  private out = ''
  /** Decodes the payload as it is read: Buffers go out, never text (see base64-decode.ts). */
  readonly decoder = new Base64Decoder()
  /** The last characters given to the parser (an escape it waits to end, a control character). */
  private parsedTail = ''

  constructor(
    fieldName: string,
    private readonly maxOther: number
  ) {
    super()
    this.field = fieldName.toLowerCase()
  }

  /** The other top-level fields of a JSON object (the payload field left out); null otherwise. */
  get otherFields(): Record<string, unknown> | null {
    return this.form === 'json' ? (this.others.current as Record<string, unknown>) : null
  }

  override _transform(chunk: Buffer, _enc: string, done: TransformCallback): void {
    try {
      this.readText(this.utf8.write(chunk))
      this.flushOut()
      done()
    } catch (error) {
      done(error as Error)
    }
  }

  override _flush(done: TransformCallback): void {
    try {
      this.readText(this.utf8.end())
      if (this.parse) {
        try {
          this.tokens(this.parse(none as unknown as string))
        } catch (error) {
          if (this.topDone) throw this.parseError(error)
        }
        if (!this.topDone) {
          throw new Base64PayloadError(
            this.form === 'quoted'
              ? 'the answer ended inside the base64 string (no closing quote)'
              : 'the answer is not valid JSON: it ended before its JSON object was complete'
          )
        }
      }
      this.form ??= 'bare'
      this.flushOut()
      const last = this.decoder.end()
      if (last) this.push(last)
      done()
    } catch (error) {
      done(error as Error)
    }
  }

  private readText(text: string): void {
    if (this.form === undefined) {
      const start = LEADING.exec(text)![0].length
      if (start === text.length) return
      text = text.slice(start)
      this.form = text[0] === '"' ? 'quoted' : text[0] === '{' ? 'json' : 'bare'
      // jsonStreaming: a second value after the first is a token we can name, not a parse error.
      if (this.form !== 'bare') this.parse = jsonParser({ packValues: false, jsonStreaming: true })
    }
    if (!this.parse) {
      this.out += text
      return
    }
    if (this.inPayload && !PARSER_WAITS.test(this.parsedTail)) {
      // Inside the payload string, plain characters go straight to the decoder: the parser
      // would make a token of every 256 of them, and those, alive at each young collection,
      // made V8 grow its young generation with the answer's size. The parser takes over again
      // at the string's end, an escape or a control character (which it refuses).
      const stop = text.search(STRING_STOP)
      const run = stop < 0 ? text : text.slice(0, stop)
      this.out += run
      if (stop < 0) return
      text = text.slice(stop)
    }
    this.parsedTail = (this.parsedTail + text).slice(-6)
    try {
      this.tokens(this.parse(text))
    } catch (error) {
      throw this.parseError(error)
    }
  }

  private get where(): string {
    return this.form === 'json' ? 'JSON object' : 'quoted base64 string'
  }

  private flushOut(): void {
    const bytes = this.out ? this.decoder.write(this.out) : undefined
    this.out = ''
    if (bytes) this.push(bytes)
  }

  private parseError(error: unknown): Error {
    if (error instanceof Base64PayloadError) return error
    if (this.topDone)
      return new Base64PayloadError(`unexpected text after the end of the ${this.where}`)
    const said = messageOf(error).replace(/^Parser (cannot parse input: |has )/, '')
    return new Base64PayloadError(`the answer is not valid JSON: ${said}`)
  }

  private tokens(result: ReturnType<ReturnType<typeof jsonParser>>): void {
    if (result === none) return
    const tokens = getManyValues(result)
    for (let i = 0; i < tokens.length; i++) {
      const token = tokens[i]
      // The hot path: pieces of the payload string (a 1 GB answer is millions of them).
      if (this.inPayload && token.name === 'stringChunk') this.out += token.value
      else this.token(token)
    }
  }

  private token(token: Token): void {
    if (this.topDone) {
      throw new Base64PayloadError(
        `unexpected text after the end of the ${this.where}: ${describe(token)}`
      )
    }
    if (this.inPayload) {
      // startString went before; endString closes the payload.
      if (token.name === 'endString') this.endValue()
      this.inPayload = token.name === 'startString'
      return
    }
    if (this.depth === 0 && this.form === 'quoted') {
      this.inPayload = true
      return
    }
    if (this.depth === 1 && this.key?.toLowerCase() === this.field && token.name !== 'startKey') {
      return this.payloadValue(token)
    }
    switch (token.name) {
      case 'startKey':
      case 'startString':
      case 'startNumber':
        this.piece = ''
        return
      case 'stringChunk':
      case 'numberChunk':
        this.piece += token.value
        return this.count(token.value.length)
      case 'endKey':
        return this.endKey(this.piece)
      case 'endString':
        this.feed({ name: 'stringValue', value: this.piece })
        return this.endValue()
      case 'endNumber':
        this.feed({ name: 'numberValue', value: this.piece })
        return this.endValue()
      case 'startObject':
      case 'startArray':
        this.depth++
        this.feed(token)
        return this.count(1)
      case 'endObject':
      case 'endArray':
        this.depth--
        this.feed(token)
        return this.endValue()
      default:
        this.feed(token)
        this.count(4)
        return this.endValue()
    }
  }

  private payloadValue(token: Token): void {
    if (token.name === 'startString') this.inPayload = true
    else if (token.name === 'nullValue') this.endValue()
    else
      throw new Base64PayloadError(
        `the field ${this.field} holds ${describe(token)}, not a base64 string`
      )
  }

  private endKey(key: string): void {
    if (this.depth === 1) {
      this.key = key
      if (key.toLowerCase() === this.field) {
        if (this.fieldSeen) throw new Base64PayloadError(`the answer holds the field ${key} twice`)
        this.fieldSeen = true
        return
      }
    }
    this.feed({ name: 'keyValue', value: key })
  }

  private endValue(): void {
    if (this.depth === 1) this.key = undefined
    if (this.depth === 0) this.topDone = true
  }

  private feed(token: Token): void {
    this.others.consume(token)
  }

  private count(chars: number): void {
    this.othersSize += chars
    if (this.othersSize > this.maxOther) {
      throw new Base64PayloadError(
        `the other fields of the answer exceed ${this.maxOther} bytes; is this the expected answer?`
      )
    }
  }
}

function describe(token: Token): string {
  switch (token.name) {
    case 'startObject':
      return 'an object'
    case 'startArray':
      return 'an array'
    case 'startString':
      return 'a string'
    case 'startNumber':
      return 'a number'
    case 'trueValue':
    case 'falseValue':
      return 'a boolean'
    default:
      return 'a value'
  }
}
