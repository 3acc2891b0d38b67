// Property tests of every reader of server answers: any input gives a defined result or a clear
// error (never another exception, never a hang), and what is written can be read back.

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PassThrough } from 'node:stream'
import {
  errorMessages,
  excerpt,
  isHtml,
  isLoginPage,
  readPublishEnd,
  readPublishedNames,
  readServerLog,
  saysAccountLocked,
  serverMessage
} from '../../src/api/answers.js'
import { Base64PayloadError, extractBase64Payload } from '../../src/api/base64-payload.js'
import { isSessionToken } from '../../src/api/session-tokens.js'
import { SessionCookies } from '../../src/api/cookies.js'
import { saysProjectNotFound } from '../../src/api/not-found.js'
import { createImportBody } from '../../src/api/import-body.js'
import type { LogEntry } from '../../src/api/types.js'

const FIELD = 'projectContentBase64'
const RUNS = { numRuns: 300 }

/** Texts shaped like answers: random strings, JSON of anything, and near-misses of real answers. */
const answerText = fc.oneof(
  fc.string({ unit: 'binary' }),
  fc.jsonValue().map(value => JSON.stringify(value) ?? ''),
  fc.constantFrom('true', 'false', '{}', '<html>', '{"log":', '"', '[{"logType":null}]', '\ufeff'),
  fc
    .record(
      {
        isCompleted: fc.anything(),
        isFailed: fc.anything(),
        log: fc.anything(),
        projects: fc.anything()
      },
      { requiredKeys: [] }
    )
    .map(value => safeStringify(value))
)

function safeStringify(value: unknown): string {
  try {
    return JSON.stringify(value) ?? ''
  } catch {
    return String(typeof value)
  }
}

function isEntry(entry: LogEntry): boolean {
  return (
    typeof entry.logType === 'string' &&
    entry.logType.length > 0 &&
    typeof entry.message === 'string' &&
    (entry.timestamp === undefined || typeof entry.timestamp === 'string')
  )
}

/** A key spelled in a random letter case. */
function anyCase(key: string): fc.Arbitrary<string> {
  return fc
    .array(fc.boolean(), { minLength: key.length, maxLength: key.length })
    .map(upper => [...key].map((c, i) => (upper[i] ? c.toUpperCase() : c.toLowerCase())).join(''))
}

describe('answer readers never throw', () => {
  it('readPublishEnd gives a state and well-formed entries, or undefined', () => {
    fc.assert(
      fc.property(answerText, text => {
        const reading = readPublishEnd(text)
        if (reading === undefined) return
        expect(['running', 'completed', 'failed']).toContain(reading.state)
        expect(reading.log.every(isEntry)).toBe(true)
      }),
      RUNS
    )
  })

  it('the other readers give defined results for any text', () => {
    fc.assert(
      fc.property(answerText, fc.option(fc.string()), (text, contentType) => {
        const log = readServerLog(text)
        expect(log.every(isEntry)).toBe(true)
        expect(errorMessages(log).every(m => typeof m === 'string')).toBe(true)
        const names = readPublishedNames(text)
        if (names !== undefined) {
          expect(names.every(n => typeof n === 'string' && n.length > 0 && n === n.trim())).toBe(
            true
          )
          expect(new Set(names).size).toBe(names.length)
        }
        const message = serverMessage(text)
        expect(message.length).toBeLessThanOrEqual(200)
        expect(message).not.toMatch(/[\r\n]/)
        expect(excerpt(text, 50).length).toBeLessThanOrEqual(50)
        expect(typeof isHtml(contentType ?? undefined, text)).toBe('boolean')
        expect(typeof isLoginPage(contentType ?? undefined, text)).toBe('boolean')
        expect(typeof saysProjectNotFound(text, 'Pkg')).toBe('boolean')
        expect(typeof saysAccountLocked(text)).toBe('boolean')
      }),
      RUNS
    )
  })

  it('publishEnd JSON: isFailed wins, then isCompleted, else running, in any key case', () => {
    const flag = fc.oneof(fc.boolean(), fc.constantFrom('true', 'TRUE', 'false', 0, 1, null))
    const logValue = fc.oneof(
      fc.string(),
      fc.array(
        fc.record(
          {
            timestamp: fc.string(),
            logType: fc.constantFrom('error', 'warning', 'information', 'Error'),
            message: fc.string()
          },
          { requiredKeys: ['message'] }
        )
      )
    )
    fc.assert(
      fc.property(
        fc.option(flag, { nil: undefined }),
        fc.option(flag, { nil: undefined }),
        fc.option(logValue, { nil: undefined }),
        anyCase('isCompleted'),
        anyCase('isFailed'),
        anyCase('log'),
        (completed, failed, log, completedKey, failedKey, logKey) => {
          const answer: Record<string, unknown> = {}
          if (completed !== undefined) answer[completedKey] = completed
          if (failed !== undefined) answer[failedKey] = failed
          if (log !== undefined) answer[logKey] = log
          const reading = readPublishEnd(JSON.stringify(answer))
          const yes = (v: unknown): boolean =>
            v === true || (typeof v === 'string' && v.toLowerCase() === 'true')
          const state = yes(failed) ? 'failed' : yes(completed) ? 'completed' : 'running'
          expect(reading?.state).toBe(state)
          if (Array.isArray(log)) {
            expect(reading?.log.map(e => e.message)).toEqual(log.map(e => e.message))
          } else if (typeof log === 'string') {
            const lines = log
              .split(/\r?\n|\r/)
              .map(l => l.trim())
              .filter(Boolean)
            expect(reading?.log.map(e => e.message)).toEqual(lines)
            expect(
              reading?.log.every(e => e.logType === (state === 'failed' ? 'error' : 'information'))
            ).toBe(true)
          }
        }
      ),
      RUNS
    )
  })

  it('in-band errors: exactly the entries whose logType is error, in order', () => {
    const entry = fc.record({
      logType: fc.constantFrom('error', 'ERROR', 'Error', 'warning', 'information', 'errors'),
      message: fc.string()
    })
    fc.assert(
      fc.property(fc.array(entry), anyCase('log'), (log, key) => {
        const found = errorMessages(readServerLog(JSON.stringify({ [key]: log, other: 1 })))
        expect(found).toEqual(
          log.filter(e => e.logType.toLowerCase() === 'error').map(e => e.message)
        )
      }),
      RUNS
    )
  })

  it('getPublished: names in any accepted shape read back in order, once each', () => {
    const name = fc.stringMatching(/^[A-Za-z][A-Za-z0-9.[\]]{0,20}$/)
    fc.assert(
      fc.property(
        fc.array(name),
        fc.constantFrom('strings', 'objects', 'wrapped strings', 'wrapped objects'),
        anyCase('projects'),
        anyCase('name'),
        (names, shape, projectsKey, nameKey) => {
          const items = shape.endsWith('objects') ? names.map(n => ({ [nameKey]: n })) : names
          const value = shape.startsWith('wrapped') ? { [projectsKey]: items } : items
          // Once each, compared as the instance compares them (letter case ignored).
          const once = new Map<string, string>()
          for (const n of names) if (!once.has(n.toLowerCase())) once.set(n.toLowerCase(), n)
          expect(readPublishedNames(JSON.stringify(value))).toEqual([...once.values()])
        }
      ),
      RUNS
    )
  })
})

/** Splits text (as UTF-8 bytes or as a string) at the given points. */
function chunked(text: string, cuts: number[], asBytes: boolean): Array<string | Buffer> {
  const whole = asBytes ? Buffer.from(text) : text
  const points = [...new Set(cuts.map(c => c % (whole.length + 1)))].sort((a, b) => a - b)
  const parts: Array<string | Buffer> = []
  let from = 0
  for (const point of [...points, whole.length]) {
    parts.push(whole.slice(from, point))
    from = point
  }
  return parts
}

async function* source(parts: Array<string | Buffer>): AsyncGenerator<string | Buffer> {
  for (const part of parts) yield part
}

/** Runs the extractor with a deadline, so that a hang fails the property instead of the suite. */
async function extract(
  parts: Array<string | Buffer>
): Promise<{ bytes: Buffer; result: Awaited<ReturnType<typeof extractBase64Payload>> }> {
  const sink = new PassThrough()
  const got: Buffer[] = []
  sink.on('data', (d: Buffer) => got.push(d))
  let timer: NodeJS.Timeout | undefined
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('extractBase64Payload hung')), 2000)
  })
  try {
    const result = await Promise.race([
      extractBase64Payload(source(parts), sink, { fieldName: FIELD }),
      deadline
    ])
    return { bytes: Buffer.concat(got), result }
  } finally {
    clearTimeout(timer)
  }
}

/** Base64 the way servers write it: with or without padding, maybe wrapped into lines. */
const base64Text = (bytes: Uint8Array): fc.Arbitrary<string> =>
  fc.record({ pad: fc.boolean(), wrap: fc.constantFrom(0, 4, 76) }).map(({ pad, wrap }) => {
    let text = Buffer.from(bytes).toString('base64')
    if (!pad) text = text.replace(/=+$/, '')
    if (wrap > 0) text = (text.match(new RegExp(`.{1,${wrap}}`, 'g')) ?? []).join('\r\n')
    return text
  })

const otherFields = fc
  .dictionary(fc.string({ maxLength: 12 }), fc.jsonValue({ maxDepth: 3 }), { maxKeys: 5 })
  .map(fields => {
    const clean: Record<string, unknown> = {}
    for (const [key, value] of Object.entries(fields)) {
      if (key.toLowerCase() !== FIELD.toLowerCase() && key !== '__proto__') clean[key] = value
    }
    // What a JSON round trip makes of them (-0 becomes 0).
    return JSON.parse(JSON.stringify(clean)) as Record<string, unknown>
  })

describe('extractBase64Payload properties', () => {
  it('round-trips random bytes in all three forms, split at any points', async () => {
    const body = fc.uint8Array({ maxLength: 400 }).chain(bytes =>
      fc.record({
        bytes: fc.constant(bytes),
        text: base64Text(bytes),
        form: fc.constantFrom('bare', 'quoted', 'json'),
        others: otherFields,
        key: anyCase(FIELD),
        position: fc.nat(),
        escapeSlashes: fc.boolean(),
        indent: fc.constantFrom(0, 2),
        cuts: fc.array(fc.nat(), { maxLength: 12 }),
        asBytes: fc.boolean()
      })
    )
    await fc.assert(
      fc.asyncProperty(body, async b => {
        let text: string
        if (b.form === 'bare') text = ` ${b.text}\n`
        else if (b.form === 'quoted') text = JSON.stringify(b.text)
        else {
          const entries = Object.entries(b.others)
          entries.splice(b.position % (entries.length + 1), 0, [b.key, b.text])
          text = JSON.stringify(Object.fromEntries(entries), null, b.indent)
        }
        if (b.escapeSlashes && b.form !== 'bare') text = text.replace(/\//g, '\\/')
        const { bytes, result } = await extract(chunked(text, b.cuts, b.asBytes))
        expect(bytes.equals(Buffer.from(b.bytes))).toBe(true)
        expect(result.decodedBytes).toBe(b.bytes.length)
        expect(result.form).toBe(b.form)
        expect(result.empty).toBe(b.bytes.length === 0)
        expect(result.otherFields).toEqual(b.form === 'json' ? b.others : null)
      }),
      RUNS
    )
  })

  it('any body gives a result or a Base64PayloadError, never another error or a hang', async () => {
    const valid = fc
      .uint8Array({ maxLength: 60 })
      .map(bytes => Buffer.from(bytes).toString('base64'))
    const mutated = fc
      .record({
        base: fc.oneof(
          valid.map(t => `{"${FIELD}":"${t}","log":[]}`),
          valid.map(t => `"${t}"`),
          valid
        ),
        at: fc.nat(),
        insert: fc.string({ unit: 'binary', maxLength: 3 }),
        remove: fc.nat({ max: 3 })
      })
      .map(({ base, at, insert, remove }) => {
        const i = at % (base.length + 1)
        return base.slice(0, i) + insert + base.slice(i + remove)
      })
    const text = fc.oneof(fc.string({ unit: 'binary' }), fc.json(), mutated)
    await fc.assert(
      fc.asyncProperty(
        text,
        fc.array(fc.nat(), { maxLength: 8 }),
        fc.boolean(),
        async (t, cuts, asBytes) => {
          try {
            const { bytes, result } = await extract(chunked(t, cuts, asBytes))
            expect(bytes.length).toBe(result.decodedBytes)
            expect(['bare', 'quoted', 'json']).toContain(result.form)
          } catch (error) {
            expect(error).toBeInstanceOf(Base64PayloadError)
          }
        }
      ),
      { numRuns: 1000 }
    )
  })
})

describe('SessionCookies properties', () => {
  const token = fc.stringMatching(/^[A-Za-z0-9!#$%&'*+\-.^_`|~]{1,12}$/)
  const value = fc.stringMatching(/^[A-Za-z0-9!#$%&'()*+\-./:<>?@[\]^_`{|}~]{0,16}$/)
  const attributes = fc.array(
    fc.constantFrom(
      'Path=/',
      'path=/Frames',
      'Domain=other.example',
      'Secure',
      'HttpOnly',
      'SameSite=None',
      'Max-Age=0',
      'Expires=Wed, 21 Oct 2037 07:28:00 GMT',
      'expires=Thu, 01-Jan-1970 00:00:01 GMT'
    ),
    { maxLength: 4 }
  )

  it('keeps every name=value (the last of a name wins), whatever the attributes and joining', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(token, value, attributes), { minLength: 1, maxLength: 6 }),
        fc.boolean(),
        (cookies, joined) => {
          const lines = cookies.map(([n, v, attrs]) => [`${n}=${v}`, ...attrs].join('; '))
          const jar = SessionCookies.fromSetCookie(joined ? lines.join(', ') : lines)
          const expected = new Map<string, string>()
          for (const [n, v] of cookies) expected.set(n, v)
          expect(jar.header).toBe([...expected].map(([n, v]) => `${n}=${v}`).join('; '))
          // Only the session's token cookies are secrets (the others are the instance's settings).
          expect(jar.values).toEqual(
            [...expected].filter(([n, v]) => v.length > 0 && isSessionToken(n)).map(([, v]) => v)
          )
          expect(SessionCookies.fromHeader(jar.header ?? '').header).toBe(jar.header)
        }
      ),
      RUNS
    )
  })

  it('never throws on arbitrary Set-Cookie headers', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: 'binary' }), { maxLength: 5 }), headers => {
        const jar = SessionCookies.fromSetCookie(headers)
        expect(jar.header === undefined || typeof jar.header === 'string').toBe(true)
        expect(jar.values.every(v => typeof v === 'string' && v.length > 0)).toBe(true)
      }),
      RUNS
    )
  })
})

describe('Import body properties', () => {
  let dir: string
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'import-props-'))
  })
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true })
  })

  it('is JSON.stringify of the five fields with the base64 of the file, of exactly Content-Length bytes', async () => {
    let n = 0
    await fc.assert(
      fc.asyncProperty(
        fc.string({ unit: 'binary', maxLength: 20 }),
        fc.string({ unit: 'binary', maxLength: 40 }),
        fc.integer(),
        fc.boolean(),
        fc.uint8Array({ minLength: 1, maxLength: 2000 }),
        async (projectName, projectDescription, projectLevel, isReplaceIfExists, bytes) => {
          const path = join(dir, `p${n++}.zip`)
          await writeFile(path, bytes)
          const fields = { projectName, projectDescription, projectLevel, isReplaceIfExists }
          const body = await createImportBody({ ...fields, packagePath: path })
          const parts: Buffer[] = []
          for await (const chunk of body.open() as AsyncIterable<Buffer>) parts.push(chunk)
          const sent = Buffer.concat(parts)
          const expected = JSON.stringify({
            ...fields,
            projectContentBase64: Buffer.from(bytes).toString('base64')
          })
          expect(sent.equals(Buffer.from(expected))).toBe(true)
          expect(body.contentLength).toBe(sent.length)
        }
      ),
      { numRuns: 100 }
    )
  })
})
