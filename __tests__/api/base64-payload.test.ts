import { describe, expect, it } from '@jest/globals'
import { PassThrough, Writable } from 'node:stream'
import { randomBytes } from 'node:crypto'
import {
  Base64PayloadError,
  extractBase64Payload,
  type Base64PayloadResult
} from '../../src/api/base64-payload.js'

const FIELD = 'projectContentBase64'

async function* chunks(parts: Array<string | Buffer>): AsyncGenerator<Buffer | string> {
  for (const part of parts) yield part
}

async function extract(
  parts: Array<string | Buffer>,
  maxOtherFieldBytes?: number
): Promise<{ bytes: Buffer; result: Base64PayloadResult }> {
  const sink = new PassThrough()
  const got: Buffer[] = []
  sink.on('data', (d: Buffer) => got.push(d))
  const result = await extractBase64Payload(chunks(parts), sink, {
    fieldName: FIELD,
    maxOtherFieldBytes
  })
  return { bytes: Buffer.concat(got), result }
}

/** Every way of cutting `text` in two, plus one character per chunk. */
function splits(text: string): string[][] {
  const out: string[][] = [[text], text.split('')]
  for (let i = 1; i < text.length; i++) out.push([text.slice(0, i), text.slice(i)])
  return out
}

const data = Buffer.from('PK\x03\x04 some zip bytes \xff\xfe\x00 and more/+?>', 'latin1')
const b64 = data.toString('base64')

describe('extractBase64Payload forms', () => {
  it('decodes bare base64, split anywhere', async () => {
    for (const parts of splits(b64)) {
      const { bytes, result } = await extract(parts)
      expect(bytes.equals(data)).toBe(true)
      expect(result).toEqual({
        form: 'bare',
        decodedBytes: data.length,
        otherFields: null,
        empty: false,
        fieldPresent: true
      })
    }
  })

  it('decodes base64 wrapped in double quotes with surrounding whitespace, split anywhere', async () => {
    for (const parts of splits(`\r\n "${b64}"\n`)) {
      const { bytes, result } = await extract(parts)
      expect(bytes.equals(data)).toBe(true)
      expect(result.form).toBe('quoted')
      expect(result.otherFields).toBeNull()
    }
  })

  it('decodes the field of a JSON object in any letter case and keeps the other fields', async () => {
    const body = `{"log": [{"logType":"information","message":"a } ] \\" {"}], "PROJECTcontentBASE64" : "${b64}", "projectName":"Pkg[1]", "n": -1.5e3, "ok": true, "z": null}`
    for (const parts of splits(body)) {
      const { bytes, result } = await extract(parts)
      expect(bytes.equals(data)).toBe(true)
      expect(result).toEqual({
        form: 'json',
        decodedBytes: data.length,
        otherFields: {
          log: [{ logType: 'information', message: 'a } ] " {' }],
          projectName: 'Pkg[1]',
          n: -1500,
          ok: true,
          z: null
        },
        empty: false,
        fieldPresent: true
      })
    }
  })

  it('undoes JSON escapes and line wrapping inside the string (\\/, \\r\\n, \\u002F)', async () => {
    const wrapped = (b64.match(/.{1,8}/g) ?? []).join('\\r\\n')
    const escaped = wrapped.replace(/\//g, '\\/').replace(/\+/g, '\\u002B')
    expect(escaped).toContain('\\/')
    for (const parts of splits(`"${escaped}"`)) {
      const { bytes } = await extract(parts)
      expect(bytes.equals(data)).toBe(true)
    }
    const { bytes } = await extract([`{"projectContentBase64":"${escaped}"}`])
    expect(bytes.equals(data)).toBe(true)
  })

  it('reads the payload string the same in chunks of every size (escapes cut anywhere)', async () => {
    // Plain runs of the string skip the JSON parser once the string has started: escapes and
    // its end must still be read wherever the chunks are cut.
    const escaped = b64.replace(/\//g, '\\/')
    const answer = `{"log":[],"projectContentBase64":"${escaped}","other":"x"}`
    for (let size = 1; size <= answer.length; size++) {
      const parts = answer.match(new RegExp(`[^]{1,${size}}`, 'g')) ?? []
      const { bytes, result } = await extract(parts)
      expect(bytes.equals(data)).toBe(true)
      expect(result.otherFields).toEqual({ log: [], other: 'x' })
    }
  })

  it('refuses a raw line break inside the payload string, in any chunk (JSON forbids it)', async () => {
    const answer = `{"projectContentBase64":"${b64.slice(0, 8)}\n${b64.slice(8)}"}`
    for (const parts of splits(answer)) {
      await expect(extract(parts)).rejects.toThrow(/not valid JSON/)
    }
  })

  it('ignores whitespace and line breaks in bare base64 and accepts missing padding', async () => {
    const one = Buffer.from('hello')
    const bare = one.toString('base64').replace(/=+$/, '')
    expect(bare).toBe('aGVsbG8')
    expect((await extract([bare])).bytes.toString()).toBe('hello')
    expect((await extract(['aGVs\r\n', 'bG8=\n'])).bytes.toString()).toBe('hello')
    expect((await extract(['"aGVsbG8"'])).bytes.toString()).toBe('hello')
  })

  it('handles padding split across chunks', async () => {
    const { bytes } = await extract(['aGk', '=', '='.slice(1)])
    expect(bytes.toString()).toBe('hi')
    const two = await extract(['aA', '=', '='])
    expect(two.bytes.toString()).toBe('h')
  })

  it('decodes UTF-8 other fields split inside a multi-byte character', async () => {
    const body = Buffer.from(`{"message":"Ünïcødé ✓","projectContentBase64":"${b64}"}`)
    for (let i = 1; i < body.length; i++) {
      const { bytes, result } = await extract([body.subarray(0, i), body.subarray(i)])
      expect(bytes.equals(data)).toBe(true)
      expect(result.otherFields).toEqual({ message: 'Ünïcødé ✓' })
    }
  })

  it('strips a byte order mark', async () => {
    const { bytes } = await extract([`\ufeff"${b64}"`])
    expect(bytes.equals(data)).toBe(true)
  })
})

describe('extractBase64Payload empty answers', () => {
  it.each([
    ['an empty body', [''], 'bare', true, null],
    ['only whitespace', [' \r\n'], 'bare', true, null],
    ['an empty quoted string', ['""'], 'quoted', true, null],
    ['a null field', ['{"projectContentBase64":null,"log":[]}'], 'json', true, { log: [] }],
    ['an empty field', ['{"ProjectContentBase64":""}'], 'json', true, {}],
    ['an object without the field', ['{"log":"not found"}'], 'json', false, { log: 'not found' }],
    ['an empty object', ['{ }'], 'json', false, {}]
  ])('%s gives empty', async (_name, parts, form, fieldPresent, otherFields) => {
    const { bytes, result } = await extract(parts as string[])
    expect(bytes.length).toBe(0)
    expect(result).toEqual({ form, decodedBytes: 0, empty: true, fieldPresent, otherFields })
  })
})

describe('extractBase64Payload errors', () => {
  it.each([
    ['an HTML page', ['<html><body>Login</body></html>'], /invalid base64: '<' at character 1/],
    ['a bad character mid-way', ['QUJD', 'RE*G'], /invalid base64: '\*' at character 7/],
    ['data after padding', ['aGk=aGk='], /data after the padding/],
    ['data after padding in a later chunk', ['aGk=', 'aGk'], /data after the padding/],
    ['too much padding', ['aA==='], /more than two padding/],
    ['wrong padding', ['aGk=='], /wrong padding/],
    ['an impossible length', ['aGVsb'], /length is not possible/],
    ['an unterminated quoted string', ['"aGVs'], /ended inside the base64 string/],
    ['text after the closing quote', ['"aGk=" x'], /not valid JSON: expected a value/],
    ['an escaped quote in the payload', ['"aG\\"k="'], /invalid base64: '"' at character 3/],
    ['a backslash escape in the payload', ['"aG\\\\k="'], /invalid base64: '\\'/],
    ['an unterminated object', ['{"log":"x"'], /ended before its JSON object was complete/],
    ['an object cut inside a value', ['{"log":[1,2'], /ended before its JSON object was complete/],
    ['a missing colon', ['{"log" "x"}'], /expected ':'/],
    ['a missing comma', ['{"log":"x" "a":1}'], /not valid JSON: expected ','/],
    ['a trailing comma', ['{"log":"x",}'], /not valid JSON: unexpected token '}'/],
    ['a non-string key', ['{log:1}'], /not valid JSON: expected an object key/],
    ['a bad other value', ['{"log":tru}'], /not valid JSON/],
    ['a missing value', ['{"log":}'], /not valid JSON/],
    [
      'a number in the field',
      ['{"projectContentBase64":12}'],
      /holds a number, not a base64 string/
    ],
    ['an object in the field', ['{"projectContentBase64":{"a":1}}'], /holds an object/],
    ['the field twice', ['{"projectContentBase64":"","PROJECTCONTENTBASE64":""}'], /twice/],
    [
      'text after the object',
      ['{"a":1}{'],
      /unexpected text after the end of the JSON object: an object/
    ],
    ['a bad key escape', ['{"a\\x":1}'], /not valid JSON: escaped characters/]
  ])('%s', async (_name, parts, message) => {
    const promise = extract(parts as string[])
    await expect(promise).rejects.toBeInstanceOf(Base64PayloadError)
    await expect(extract(parts as string[])).rejects.toThrow(message)
  })

  it('refuses other fields beyond maxOtherFieldBytes', async () => {
    const body = `{"log":"${'x'.repeat(200)}","projectContentBase64":"${b64}"}`
    await expect(extract([body], 100)).rejects.toThrow(
      /other fields of the answer exceed 100 bytes/
    )
    const within = await extract([body], 1000)
    expect(within.bytes.equals(data)).toBe(true)
    expect(within.result.otherFields).toEqual({ log: 'x'.repeat(200) })
    // A value that never ends is cut off at the cap too, not collected without bound.
    const endless = ['{"log":"', ...Array.from({ length: 50 }, () => 'y'.repeat(100))]
    await expect(extract(endless, 1000)).rejects.toThrow(/exceed 1000 bytes/)
  })

  it('never puts the payload in a message', async () => {
    const secret = randomBytes(300).toString('base64')
    const error = await extract([`"${secret}!"`]).catch((e: unknown) => e as Error)
    expect(error).toBeInstanceOf(Base64PayloadError)
    expect((error as Error).message).not.toContain(secret.slice(0, 20))
  })
})

describe('extractBase64Payload sink handling', () => {
  it('waits for drain: a slow sink never holds more than about one chunk', async () => {
    const payload = randomBytes(2 * 1024 * 1024)
    const text = payload.toString('base64')
    const parts: string[] = []
    for (let i = 0; i < text.length; i += 65536) parts.push(text.slice(i, i + 65536))
    const got: Buffer[] = []
    let maxBuffered = 0
    const sink = new Writable({
      highWaterMark: 16 * 1024,
      write(chunk: Buffer, _enc, done) {
        got.push(chunk)
        setImmediate(done)
      }
    })
    const written = sink.write.bind(sink)
    sink.write = ((chunk: Buffer) => {
      const ok = written(chunk)
      maxBuffered = Math.max(maxBuffered, sink.writableLength)
      return ok
    }) as typeof sink.write
    const result = await extractBase64Payload(chunks(parts), sink, { fieldName: FIELD })
    expect(result.decodedBytes).toBe(payload.length)
    await new Promise<void>(resolve => sink.end(resolve))
    expect(Buffer.concat(got).equals(payload)).toBe(true)
    // One 64 KiB base64 chunk decodes to 48 KiB; without backpressure all 2 MiB would pile up.
    expect(maxBuffered).toBeLessThanOrEqual(48 * 1024 + 16 * 1024)
  })

  it('ends the sink once every byte is written (stream.pipeline owns it)', async () => {
    const sink = new PassThrough()
    sink.resume()
    await extractBase64Payload(chunks([b64]), sink, { fieldName: FIELD })
    expect(sink.writableEnded).toBe(true)
  })

  it('reports an error of the sink', async () => {
    const sink = new Writable({
      highWaterMark: 4,
      write(_chunk, _enc, done) {
        done(new Error('disk full'))
      }
    })
    const parts = [b64.slice(0, 8), b64.slice(8, 16), b64.slice(16)]
    await expect(extractBase64Payload(chunks(parts), sink, { fieldName: FIELD })).rejects.toThrow(
      'disk full'
    )
  })

  it('reports an error of the body', async () => {
    async function* failing(): AsyncGenerator<string> {
      yield 'aGk='
      throw new Error('socket hang up')
    }
    const sink = new PassThrough()
    sink.resume()
    await expect(extractBase64Payload(failing(), sink, { fieldName: FIELD })).rejects.toThrow(
      'socket hang up'
    )
    // The pipeline tears the sink down with the rest: nothing is left half-written and open.
    expect(sink.destroyed).toBe(true)
  })
})
