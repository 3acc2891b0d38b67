// The simulator's own reader of an Import body: a JSON object whose package field holds the
// base64 of a zip that may reach 1 GB. The package string is decoded to a sink as it arrives;
// only the other (small) fields are kept as text and parsed at the end. Written for the
// simulator alone: a test double that shared the action's reader would hide the bugs both had.
import { once } from 'node:events'
import { StringDecoder } from 'node:string_decoder'

export interface ImportBodyReading {
  /** The other fields of the object; undefined when the body is valid JSON but not an object. */
  fields: Record<string, unknown> | undefined
  /** The package field held a string (streamed to the sink); its key is left out of `fields`. */
  contentPresent: boolean
  /** Base64 characters of that string, padding included. */
  base64Chars: number
  decodedBytes: number
}

/** The body is not JSON, or its package string is not base64. */
export class ImportBodyError extends Error {}

const MAX_OTHER_TEXT = 1024 * 1024
const NOT_BASE64 = /[^A-Za-z0-9+/=]/

/** Reads `body`, writing the decoded package to `sink` (not ended here) with backpressure. */
export async function readImportBody(
  body: AsyncIterable<Buffer | string>,
  sink: NodeJS.WritableStream,
  fieldName: string
): Promise<ImportBodyReading> {
  const reader = new ImportBodyReader(fieldName.toLowerCase())
  const utf8 = new StringDecoder('utf8')
  for await (const chunk of body) {
    const bytes = reader.push(typeof chunk === 'string' ? chunk : utf8.write(chunk))
    if (bytes.length > 0 && !sink.write(bytes)) await once(sink, 'drain')
  }
  const last = reader.end(utf8.end())
  if (last.length > 0 && !sink.write(last)) await once(sink, 'drain')
  return reader.reading()
}

class ImportBodyReader {
  /** The JSON text outside the package string (which is replaced by `""`). */
  private outside = ''
  private scanned = 0
  private inPayload = false
  private inString = false
  private escaped = false
  private depth = 0
  private expectKey = false
  private keyStart = -1
  private key: string | undefined
  private valueOf: string | undefined
  private contentPresent = false
  private readonly base64 = new StreamedBase64()
  private pendingBackslash = false

  constructor(private readonly fieldName: string) {}

  push(text: string): Buffer {
    const out: Buffer[] = []
    let rest = text
    while (rest.length > 0) {
      if (this.inPayload) rest = this.payload(rest, out)
      else rest = this.json(rest)
    }
    return Buffer.concat(out)
  }

  end(text: string): Buffer {
    const bytes = this.push(text)
    if (this.inPayload) throw new ImportBodyError('the body ended inside the package string')
    return Buffer.concat([bytes, this.base64.end()])
  }

  reading(): ImportBodyReading {
    let parsed: unknown
    try {
      parsed = JSON.parse(this.outside)
    } catch (error) {
      throw new ImportBodyError(`the body is not valid JSON (${(error as Error).message})`)
    }
    let fields: Record<string, unknown> | undefined
    if (parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)) {
      fields = parsed as Record<string, unknown>
      if (this.contentPresent) {
        for (const name of Object.keys(fields)) {
          if (name.toLowerCase() === this.fieldName) delete fields[name]
        }
      }
    }
    return {
      fields,
      contentPresent: this.contentPresent,
      base64Chars: this.base64.chars,
      decodedBytes: this.base64.bytes
    }
  }

  /** Scans JSON outside the package string; returns the text left once the package string opens. */
  private json(text: string): string {
    this.outside += text
    if (this.outside.length > MAX_OTHER_TEXT) {
      throw new ImportBodyError(`the fields besides the package exceed ${MAX_OTHER_TEXT} bytes`)
    }
    for (let i = this.scanned; i < this.outside.length; i++) {
      const c = this.outside[i]
      if (this.inString) {
        if (this.escaped) this.escaped = false
        else if (c === '\\') this.escaped = true
        else if (c === '"') {
          this.inString = false
          if (this.keyStart >= 0) {
            this.key = JSON.parse(this.outside.slice(this.keyStart, i + 1)) as string
            this.keyStart = -1
          }
        }
        continue
      }
      if (c === ' ' || c === '\t' || c === '\r' || c === '\n') continue
      if (this.valueOf !== undefined) {
        const isPayload = this.valueOf.toLowerCase() === this.fieldName && c === '"'
        this.valueOf = undefined
        if (isPayload) {
          const after = this.outside.slice(i + 1)
          this.outside = this.outside.slice(0, i) + '""'
          this.scanned = this.outside.length
          this.inPayload = true
          this.contentPresent = true
          return after
        }
      }
      if (c === '"') {
        this.inString = true
        if (this.depth === 1 && this.expectKey) this.keyStart = i
        this.expectKey = false
      } else if (c === '{' || c === '[') {
        this.depth++
        this.expectKey = c === '{' && this.depth === 1
      } else if (c === '}' || c === ']') {
        this.depth--
      } else if (c === ',' && this.depth === 1) {
        this.expectKey = true
      } else if (c === ':' && this.depth === 1 && this.key !== undefined) {
        this.valueOf = this.key
        this.key = undefined
      }
    }
    this.scanned = this.outside.length
    return ''
  }

  /** Inside the package string: decodes up to the closing quote; returns the text after it. */
  private payload(text: string, out: Buffer[]): string {
    const quote = text.indexOf('"')
    let content = quote >= 0 ? text.slice(0, quote) : text
    if (this.pendingBackslash) {
      content = '\\' + content
      this.pendingBackslash = false
    }
    if (content.includes('\\')) {
      if (quote >= 0 && /(^|[^\\])(\\\\)*\\$/.test(content)) {
        throw new ImportBodyError('the package string holds an escaped quote, not base64')
      }
      if (quote < 0 && content.endsWith('\\')) {
        this.pendingBackslash = true
        content = content.slice(0, -1)
      }
      content = unescape(content)
    }
    const bytes = this.base64.push(content)
    if (bytes.length > 0) out.push(bytes)
    if (quote < 0) return ''
    this.inPayload = false
    return text.slice(quote + 1)
  }
}

/** JSON escapes a serializer may put in base64: `\/`, and `\r` `\n` of wrapped lines. */
function unescape(content: string): string {
  return content.replace(/\\(.)/g, (_escape: string, what: string) => {
    if (what === '/') return '/'
    if (what === 'r' || what === 'n') return ''
    throw new ImportBodyError(`the package string holds the escape \\${what}, not base64`)
  })
}

/** Base64 text in any chunking to bytes; the alphabet and the padding are checked. */
class StreamedBase64 {
  chars = 0
  bytes = 0
  private carry = ''
  private padded = false

  push(text: string): Buffer {
    if (text.length === 0) return Buffer.alloc(0)
    const bad = NOT_BASE64.exec(text)
    if (bad) {
      throw new ImportBodyError(
        `the package string is not base64: ${JSON.stringify(bad[0])} at character ${this.chars + bad.index + 1}`
      )
    }
    const pad = text.indexOf('=')
    if (
      (this.padded && text.length > 0 && /[^=]/.test(text)) ||
      (pad >= 0 && /[^=]/.test(text.slice(pad)))
    ) {
      throw new ImportBodyError('the package string has data after its padding (=)')
    }
    if (pad >= 0) this.padded = true
    this.chars += text.length
    const all = this.carry + text
    const whole = all.length - (all.length % 4)
    this.carry = all.slice(whole)
    if (whole === 0) return Buffer.alloc(0)
    const bytes = Buffer.from(all.slice(0, whole), 'base64')
    this.bytes += bytes.length
    return bytes
  }

  end(): Buffer {
    if (this.carry.length > 0) {
      throw new ImportBodyError(
        `the package string is ${this.chars} characters long, not a multiple of 4: base64 is padded`
      )
    }
    return Buffer.alloc(0)
  }
}
