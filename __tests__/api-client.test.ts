import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import nock from 'nock'
import { createHash, randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { spawn } from 'node:child_process'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import yazl from 'yazl'
import { CustomizationClient } from '../src/api/client.js'
import {
  AccountLockedError,
  ApiError,
  BackupTooLargeError,
  BadCredentialsError,
  LoginLimitError,
  RequestTimeoutError,
  ServerLogError,
  SessionLostError,
  TransientError,
  UnreachableError
} from '../src/api/errors.js'
import { ProjectNotFoundError } from '../src/api/not-found.js'
import type { LoginRetryInfo, PublishBeginRequest } from '../src/api/types.js'

const REPO = fileURLToPath(new URL('..', import.meta.url))
const ORIGIN = 'http://erp.test'
const ROOT = '/AcumaticaERP'
const BASE = `${ORIGIN}${ROOT}/` // trailing slash on purpose: it must be tolerated
const PASSWORD = 'S3cret-pa55!'
const SESSION = 'sess1on-VALUE-abc'
const AUTH = 'AUTH-token-XYZ'
const CREDENTIALS = { name: 'admin', password: PASSWORD }

interface Seen {
  path: string
  headers: Record<string, string>
  body: string
}

let seen: Seen[] = []
let waits: number[] = []
let dir: string

/** Answers `path` once with `reply`, recording what came over the wire. */
function on(
  path: string,
  reply:
    | [number, string?, Record<string, string | string[]>?]
    | ((seen: Seen) => [number, string?, Record<string, string | string[]>?])
): nock.Scope {
  return nock(ORIGIN)
    .post(`${ROOT}${path}`)
    .reply(async (request: Request) => {
      const entry: Seen = {
        path: new URL(request.url).pathname,
        headers: Object.fromEntries(request.headers),
        body: await request.text()
      }
      seen.push(entry)
      return typeof reply === 'function' ? reply(entry) : reply
    })
}

/** The connection fails on `path` with a Node error code (nock 15 needs an Error, not an object). */
function drop(path: string, code: string, message: string): nock.Scope {
  return nock(ORIGIN)
    .post(`${ROOT}${path}`)
    .replyWithError(Object.assign(new Error(message), { code }))
}

function newClient(requestTimeoutSeconds = 5): CustomizationClient {
  return new CustomizationClient({
    baseUrl: BASE,
    requestTimeoutSeconds,
    sleep: async ms => {
      waits.push(ms)
    }
  })
}

const LOGIN_COOKIES = [
  `ASP.NET_SessionId=${SESSION}; path=/; HttpOnly; SameSite=Lax`,
  `.ASPXAUTH=${AUTH}; expires=Wed, 21-Oct-2037 07:28:00 GMT; path=/; secure; HttpOnly`,
  'Locale=Culture=en-US&TimeZone=GMTM0500A; domain=other.example; path=/Frames'
]
const COOKIE_HEADER = `ASP.NET_SessionId=${SESSION}; .ASPXAUTH=${AUTH}; Locale=Culture=en-US&TimeZone=GMTM0500A`

async function loggedIn(requestTimeoutSeconds = 5): Promise<CustomizationClient> {
  const client = newClient(requestTimeoutSeconds)
  on('/entity/auth/login', [204, '', { 'Set-Cookie': LOGIN_COOKIES }])
  await client.login(CREDENTIALS, { attempts: 1, delaySeconds: 15 })
  seen = []
  return client
}

function zipOf(files: Record<string, string>): Promise<Buffer> {
  const zip = new yazl.ZipFile()
  for (const [name, text] of Object.entries(files)) zip.addBuffer(Buffer.from(text), name)
  zip.end()
  const parts: Buffer[] = []
  return new Promise((resolve, reject) => {
    zip.outputStream.on('data', (d: Buffer) => parts.push(d))
    zip.outputStream.on('end', () => resolve(Buffer.concat(parts)))
    zip.outputStream.on('error', reject)
  })
}

/** Nothing secret in the text of an error or its causes. */
function expectNoSecrets(error: unknown): void {
  let current: unknown = error
  while (current instanceof Error) {
    for (const secret of [PASSWORD, SESSION, AUTH]) expect(current.message).not.toContain(secret)
    current = current.cause
  }
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e
  )
  expect(error).toBeInstanceOf(ApiError)
  expectNoSecrets(error)
  return error as ApiError
}

beforeAll(() => {
  nock.disableNetConnect()
})
afterAll(() => {
  nock.enableNetConnect()
})
beforeEach(async () => {
  seen = []
  waits = []
  dir = await mkdtemp(join(tmpdir(), 'api-client-'))
})
afterEach(async () => {
  const pending = nock.pendingMocks()
  nock.cleanAll()
  await rm(dir, { recursive: true, force: true })
  expect(pending).toEqual([])
})

describe('login', () => {
  it('posts {name, password} as JSON and keeps every cookie, names and values only', async () => {
    const client = newClient()
    on('/entity/auth/login', [204, '', { 'Set-Cookie': LOGIN_COOKIES }])
    await client.login(
      { ...CREDENTIALS, tenant: '', branch: '', locale: '' },
      { attempts: 5, delaySeconds: 15 }
    )
    expect(seen).toHaveLength(1)
    expect(seen[0].path).toBe('/AcumaticaERP/entity/auth/login')
    expect(seen[0].body).toBe(JSON.stringify({ name: 'admin', password: PASSWORD }))
    expect(seen[0].headers['content-type']).toBe('application/json')
    expect(seen[0].headers['accept']).toBe('application/json')
    expect(seen[0].headers['content-length']).toBe(String(Buffer.byteLength(seen[0].body)))
    expect(seen[0].headers['cookie']).toBeUndefined()
    expect(client.sessionCookie).toBe(COOKIE_HEADER)
    // The session's tokens, not the settings cookie (masking it would blank its words in the log).
    expect(client.secretValues).toEqual([SESSION, AUTH])
    expect(waits).toEqual([])
  })

  it('sends tenant, branch and locale when set', async () => {
    const client = newClient()
    on('/entity/auth/login', [204, '', { 'Set-Cookie': 'a=1' }])
    await client.login(
      { ...CREDENTIALS, tenant: 'Company', branch: 'HQ', locale: 'en-US' },
      { attempts: 1, delaySeconds: 15 }
    )
    expect(JSON.parse(seen[0].body)).toEqual({
      name: 'admin',
      password: PASSWORD,
      tenant: 'Company',
      branch: 'HQ',
      locale: 'en-US'
    })
  })

  it('sends every cookie back on later calls, without attributes', async () => {
    const client = await loggedIn()
    on('/CustomizationApi/publishEnd', [200, 'false'])
    await client.publishEnd()
    expect(seen[0].headers['cookie']).toBe(COOKIE_HEADER)
    expect(seen[0].headers['cookie']).not.toMatch(/path|domain|expires|secure|httponly/i)
  })

  it('fails at once on HTTP 401 without retrying', async () => {
    const client = newClient()
    on('/entity/auth/login', [401, '{"message":"Invalid credentials"}'])
    const retries: LoginRetryInfo[] = []
    const error = await failure(
      client.login(CREDENTIALS, { attempts: 5, delaySeconds: 15, onRetry: i => retries.push(i) })
    )
    expect(error).toBeInstanceOf(BadCredentialsError)
    expect(error.message).toMatch(/bad credentials/)
    expect(error.message).toMatch(/check username and password/)
    expect(error.status).toBe(401)
    expect(seen).toHaveLength(1)
    expect(waits).toEqual([])
    expect(retries).toEqual([])
    expect(client.sessionCookie).toBeUndefined()
  })

  it.each([
    [403, 'Forbidden'],
    [500, '{"exceptionMessage":"Your account is locked out. Please contact your administrator."}'],
    [401, '{"message":"The user account is disabled."}']
  ])('treats a locked or disabled account (HTTP %i) as final', async (status, body) => {
    const client = newClient()
    on('/entity/auth/login', [status, body])
    const error = await failure(client.login(CREDENTIALS, { attempts: 5, delaySeconds: 15 }))
    expect(error).toBeInstanceOf(AccountLockedError)
    expect(error.message).toMatch(/locked or disabled/)
    expect(seen).toHaveLength(1)
    expect(waits).toEqual([])
  })

  it('retries HTTP 500 (API Login Limit) with waits of 15, 30, 45, 60 s, then says the limit is reached', async () => {
    const client = newClient()
    for (let i = 0; i < 5; i++) on('/entity/auth/login', [500, '{"message":"API Login Limit"}'])
    const retries: LoginRetryInfo[] = []
    const error = await failure(
      client.login(CREDENTIALS, { attempts: 5, delaySeconds: 15, onRetry: i => retries.push(i) })
    )
    expect(error).toBeInstanceOf(LoginLimitError)
    expect(error.message).toMatch(/after 5 of 5 attempts/)
    expect(error.message).toMatch(/session limit of the instance is reached/)
    expect(error.message).toMatch(/another API session may have to be released/i)
    expect(seen).toHaveLength(5)
    expect(waits).toEqual([15000, 30000, 45000, 60000])
    expect(retries).toEqual([
      { attempt: 1, attempts: 5, waitSeconds: 15, reason: 'HTTP 500 (API Login Limit)' },
      { attempt: 2, attempts: 5, waitSeconds: 30, reason: 'HTTP 500 (API Login Limit)' },
      { attempt: 3, attempts: 5, waitSeconds: 45, reason: 'HTTP 500 (API Login Limit)' },
      { attempt: 4, attempts: 5, waitSeconds: 60, reason: 'HTTP 500 (API Login Limit)' }
    ])
    for (const request of seen) expect(request.body).toBe(seen[0].body)
  })

  it('logs in once the session limit frees up, after the waits so far', async () => {
    const client = newClient()
    on('/entity/auth/login', [500])
    on('/entity/auth/login', [500])
    on('/entity/auth/login', [204, '', { 'Set-Cookie': 'ASP.NET_SessionId=late' }])
    await client.login(CREDENTIALS, { attempts: 5, delaySeconds: 0.5 })
    expect(seen).toHaveLength(3)
    expect(waits).toEqual([500, 1000])
    expect(client.sessionCookie).toBe('ASP.NET_SessionId=late')
  })

  it('retries connection failures and gateway errors, then names the cause and the URL', async () => {
    const client = newClient()
    drop('/entity/auth/login', 'ECONNRESET', 'socket hang up')
    on('/entity/auth/login', [503, 'Service Unavailable'])
    drop('/entity/auth/login', 'ECONNREFUSED', 'connect ECONNREFUSED')
    const retries: LoginRetryInfo[] = []
    const error = await failure(
      client.login(CREDENTIALS, { attempts: 3, delaySeconds: 15, onRetry: i => retries.push(i) })
    )
    expect(error).toBeInstanceOf(TransientError)
    expect(error).not.toBeInstanceOf(LoginLimitError)
    // The refusal came on the third attempt: past the two a refusal earns, so not tried again.
    expect(error.message).toBe(
      'login failed after 3 attempts: connection refused (http://erp.test/AcumaticaERP/entity/auth/login): nothing listens at that address, which waiting does not change'
    )
    expect(retries.map(r => r.reason)).toEqual(['connection reset', 'HTTP 503'])
    expect(waits).toEqual([15000, 30000])
    // Nothing answered the last attempt: the address is the first thing to check.
    expect(error).toBeInstanceOf(UnreachableError)
  })

  it('a gateway that answers every attempt is not "unreachable": something is at that address', async () => {
    const client = newClient()
    on('/entity/auth/login', [502, 'Bad Gateway'])
    on('/entity/auth/login', [502, 'Bad Gateway'])
    const error = await failure(client.login(CREDENTIALS, { attempts: 2, delaySeconds: 1 }))
    expect(error).toBeInstanceOf(TransientError)
    expect(error).not.toBeInstanceOf(UnreachableError)
    expect(error.status).toBe(502)
  })

  it('an unknown host or a refused certificate fails at once as unreachable, without retrying', async () => {
    for (const [code, words] of [
      ['ENOTFOUND', 'is not known (DNS lookup failed)'],
      ['DEPTH_ZERO_SELF_SIGNED_CERT', 'TLS certificate'],
      ['ERR_SSL_WRONG_VERSION_NUMBER', 'TLS certificate']
    ]) {
      const client = newClient()
      drop('/entity/auth/login', code, `failed: ${code}`)
      const error = await failure(client.login(CREDENTIALS, { attempts: 5, delaySeconds: 1 }))
      expect(error).toBeInstanceOf(UnreachableError)
      expect(error.message).toContain(words)
    }
    expect(waits).toEqual([])
  })

  it('stops waiting when the signal aborts', async () => {
    const controller = new AbortController()
    const client = new CustomizationClient({
      baseUrl: BASE,
      requestTimeoutSeconds: 5,
      sleep: async (ms, signal) => {
        waits.push(ms)
        controller.abort(new Error('cancelled'))
        signal?.throwIfAborted()
      }
    })
    on('/entity/auth/login', [500])
    await expect(
      client.login(CREDENTIALS, { attempts: 5, delaySeconds: 15, signal: controller.signal })
    ).rejects.toThrow('cancelled')
    expect(seen).toHaveLength(1)
    expect(waits).toEqual([15000])
  })

  it('really waits with the default sleep, and the signal cuts the wait short', async () => {
    const client = new CustomizationClient({ baseUrl: BASE, requestTimeoutSeconds: 5 })
    on('/entity/auth/login', [500])
    on('/entity/auth/login', [204, '', { 'Set-Cookie': 'a=1' }])
    const started = Date.now()
    await client.login(CREDENTIALS, { attempts: 2, delaySeconds: 0.1 })
    expect(Date.now() - started).toBeGreaterThanOrEqual(90)

    on('/entity/auth/login', [500])
    const controller = new AbortController()
    setTimeout(() => controller.abort(), 50)
    const abortedAt = Date.now()
    await expect(
      client.login(CREDENTIALS, { attempts: 2, delaySeconds: 30, signal: controller.signal })
    ).rejects.toThrow(/abort/i)
    expect(Date.now() - abortedAt).toBeLessThan(5000)
  })

  it('refuses a 2xx answer without a session cookie', async () => {
    const client = newClient()
    on('/entity/auth/login', [204])
    const error = await failure(client.login(CREDENTIALS, { attempts: 5, delaySeconds: 15 }))
    expect(error.message).toMatch(/answered login \(HTTP 204\) without a session cookie/)
    expect(seen).toHaveLength(1)
  })

  it('refuses a web page in place of the login answer', async () => {
    const client = newClient()
    on('/entity/auth/login', [
      200,
      '<!DOCTYPE html><html><head><title>Welcome</title></head></html>',
      { 'Content-Type': 'text/html', 'Set-Cookie': 'x=1' }
    ])
    const error = await failure(client.login(CREDENTIALS, { attempts: 5, delaySeconds: 15 }))
    expect(error.message).toMatch(/web page instead of the API.*check base-url/)
  })

  it('reports a wrong address (HTTP 404) with a hint, without retrying', async () => {
    const client = newClient()
    on('/entity/auth/login', [404, 'Not Found'])
    const error = await failure(client.login(CREDENTIALS, { attempts: 5, delaySeconds: 15 }))
    expect(error.message).toMatch(/login failed with HTTP 404: Not Found; check that base-url/)
    expect(waits).toEqual([])
  })

  it('retries a request timeout at login', async () => {
    const client = newClient(0.2)
    nock(ORIGIN).post(`${ROOT}/entity/auth/login`).delay(1000).reply(200, 'late')
    on('/entity/auth/login', [204, '', { 'Set-Cookie': 'a=1' }])
    const retries: LoginRetryInfo[] = []
    await client.login(CREDENTIALS, { attempts: 2, delaySeconds: 1, onRetry: i => retries.push(i) })
    expect(retries[0].reason).toBe('no answer within 0.2 s (request-timeout)')
    expect(client.sessionCookie).toBe('a=1')
  })
})

describe('session', () => {
  it('useSession restores a saved session for later calls', async () => {
    const client = newClient()
    client.useSession(COOKIE_HEADER)
    expect(client.sessionCookie).toBe(COOKIE_HEADER)
    expect(client.secretValues).toContain(SESSION)
    on('/entity/auth/logout', [204])
    await client.logout()
    expect(seen[0].headers['cookie']).toBe(COOKIE_HEADER)
  })

  it('logout posts an empty body with Content-Length: 0 and forgets the session', async () => {
    const client = await loggedIn()
    on('/entity/auth/logout', [204])
    await client.logout()
    expect(seen[0].path).toBe('/AcumaticaERP/entity/auth/logout')
    expect(seen[0].body).toBe('')
    expect(seen[0].headers['content-length']).toBe('0')
    expect(seen[0].headers['content-type']).toBeUndefined()
    expect(client.sessionCookie).toBeUndefined()
  })

  it('logout throws an ApiError on a non-2xx answer', async () => {
    const client = await loggedIn()
    on('/entity/auth/logout', [500, '{"message":"Session state is gone"}'])
    const error = await failure(client.logout())
    expect(error.call).toBe('logout')
    expect(error.message).toMatch(/HTTP 500: Session state is gone/)
  })

  it('calls without a session fail before sending anything', async () => {
    const client = newClient()
    const error = await failure(client.publishEnd())
    expect(error.message).toMatch(/needs a session: log in first/)
    expect(seen).toHaveLength(0)
  })

  it.each([
    ['HTTP 401', 401, 'Unauthorized', {}],
    [
      'the login page',
      200,
      '<html><head><title>Sign In</title></head><body><form action="Login.aspx"></form></body></html>',
      { 'Content-Type': 'text/html; charset=utf-8' }
    ],
    ['a redirect to the login page', 302, '', { Location: '/AcumaticaERP/Frames/Login.aspx' }]
  ])('%s means the session is lost, on every call', async (_name, status, body, headers) => {
    const client = await loggedIn()
    const zip = join(dir, 'package.zip')
    await writeFile(zip, await zipOf({ 'project.xml': '<Customization/>' }))
    const calls: Array<[string, () => Promise<unknown>]> = [
      ['/CustomizationApi/publishEnd', () => client.publishEnd()],
      ['/CustomizationApi/publishBegin', () => client.publishBegin(PUBLISH)],
      ['/CustomizationApi/getPublished', () => client.getPublished()],
      ['/CustomizationApi/delete', () => client.deleteProject('Pkg')],
      ['/CustomizationApi/getProject', () => client.getProject('Pkg', join(dir, 'b.zip'))],
      ['/CustomizationApi/Import', () => client.importPackage({ ...IMPORT, packagePath: zip })],
      ['/entity/auth/logout', () => client.logout()]
    ]
    for (const [path, call] of calls) {
      on(path, [status, body, headers])
      const error = await failure(call())
      expect(error).toBeInstanceOf(SessionLostError)
      expect(error.message).toMatch(/no longer knows this session/)
    }
    expect(seen.map(s => s.path)).toEqual(calls.map(([path]) => `${ROOT}${path}`))
  })
})

const PUBLISH = {
  isMergeWithExistingPackages: false,
  isOnlyValidation: true,
  isOnlyDbUpdates: false,
  projectNames: ['Pkg', 'Other[2]'],
  tenantMode: 'Current'
}

const IMPORT = {
  projectName: 'Pkg',
  projectDescription: 'Deployed by "CI" \u2713',
  projectLevel: 3,
  isReplaceIfExists: true
}

describe('getProject', () => {
  let zip: Buffer
  beforeAll(async () => {
    zip = await zipOf({
      'project.xml': '<Customization level="0"/>',
      '_project/a.xml': 'x'.repeat(5000)
    })
  })

  function expectSaved(result: unknown, path: string): Promise<void> {
    expect(result).toEqual({
      found: true,
      path,
      size: zip.length,
      sha256: createHash('sha256').update(zip).digest('hex')
    })
    return readFile(path).then(bytes => expect(bytes.equals(zip)).toBe(true))
  }

  it.each([
    ['bare base64', (b64: string) => b64],
    ['quoted base64', (b64: string) => `"${b64}"`],
    [
      'a JSON object (any key case, escaped slashes)',
      (b64: string) => JSON.stringify({ log: [], ProjectContentBASE64: b64 }).replace(/\//g, '\\/')
    ]
  ])('saves the zip answered as %s, with size and sha256', async (_name, form) => {
    const client = await loggedIn()
    on('/CustomizationApi/getProject', [200, form(zip.toString('base64'))])
    const path = join(dir, 'backup.zip')
    await expectSaved(await client.getProject('Pkg', path), path)
    expect(seen[0].path).toBe('/AcumaticaERP/CustomizationApi/getProject')
    expect(seen[0].body).toBe('{"projectName":"Pkg","isAutoResolveConflicts":false}')
    expect(seen[0].headers['content-type']).toBe('application/json')
    expect(seen[0].headers['cookie']).toBe(COOKIE_HEADER)
  })

  it('streams a big answer that arrives in many chunks', async () => {
    const big = Buffer.concat([zip.subarray(0, 30), randomBytes(3 * 1024 * 1024), zip.subarray(30)])
    const client = await loggedIn()
    on('/CustomizationApi/getProject', [200, `"${big.toString('base64')}"`])
    const path = join(dir, 'big.zip')
    const result = await client.getProject('Pkg', path)
    expect(result).toMatchObject({ found: true, size: big.length })
    expect((await readFile(path)).equals(big)).toBe(true)
  })

  it.each([
    // real-answers.md, "Not found": 26.101 answers HTTP 200 with an error entry; 24.2 cloud
    // HTTP 400 with the same words (the body around them is assumed: error object, plain text).
    [
      'HTTP 200 with an error log entry (26.101)',
      200,
      '{"log":[{"timestamp":"2026-07-18T19:27:37.3327642Z","logType":"error","message":"The project is not found: Pkg"}]}',
      'The project is not found: Pkg'
    ],
    [
      "HTTP 400 in ASP.NET's error object (24.2 cloud)",
      400,
      '{"message":"An error has occurred.","exceptionMessage":"The project is not found: Pkg"}',
      'The project is not found: Pkg'
    ],
    [
      'HTTP 400 as plain text (24.2 cloud)',
      400,
      'The project is not found: PKG',
      'The project is not found: PKG'
    ]
  ])('reports a first deploy for %s', async (_name, status, body, message) => {
    const client = await loggedIn()
    on('/CustomizationApi/getProject', [status, body])
    const path = join(dir, 'backup.zip')
    expect(await client.getProject('Pkg', path)).toEqual({ found: false, message })
    expect(existsSync(path)).toBe(false)
  })

  it.each([
    [
      'HTTP 500',
      500,
      '{"exceptionMessage":"Object reference not set"}',
      ApiError,
      /HTTP 500: Object reference not set/
    ],
    [
      'HTTP 404 (an IIS page)',
      404,
      '<html><title>404 - File or directory not found.</title></html>',
      ApiError,
      /HTTP 404.*check that base-url/
    ],
    [
      'HTTP 400 not saying not found',
      400,
      'Bad project name',
      ApiError,
      /HTTP 400: Bad project name/
    ],
    ['invalid base64', 200, '"UEsDBA!!"', ApiError, /not a base64 package: invalid base64/],
    [
      'bytes that are not a zip',
      200,
      Buffer.from('not a zip at all').toString('base64'),
      ApiError,
      /16 bytes that are not a zip archive/
    ],
    [
      'an error log entry',
      200,
      '{"log":[{"logType":"Error","message":"Access denied"}]}',
      ServerLogError,
      /getProject of Pkg failed: Access denied/
    ],
    ['a gateway error', 503, 'Service Unavailable', TransientError, /HTTP 503/],
    // Issue 21: only the instance's own not-found answer for this project is a first deploy.
    ['an empty body', 200, '', ApiError, /answered no content for Pkg \(HTTP 200\)/],
    ['a null field', 200, '{"projectContentBase64":null}', ApiError, /answered no content/],
    ['an empty quoted string', 200, '""', ApiError, /answered no content/],
    [
      'an IO error saying "could not find"',
      200,
      '{"log":[{"logType":"error","message":"Could not find file \'C:\\\\Site\\\\Pkg.zip\'."}]}',
      ServerLogError,
      /getProject of Pkg failed: Could not find file/
    ],
    [
      'HTTP 400 saying another project is not found',
      400,
      '{"message":"The project is not found: Other"}',
      ApiError,
      /HTTP 400: The project is not found: Other/
    ],
    [
      'HTTP 500 saying not found',
      500,
      '{"message":"The project is not found: Pkg"}',
      ApiError,
      /HTTP 500/
    ],
    [
      'a not-found entry beside content',
      200,
      `{"log":[{"logType":"error","message":"The project is not found: Pkg"}],"projectContentBase64":"UEsFBgAAAAAAAAAAAAAAAAAAAAAAAA=="}`,
      ServerLogError,
      /getProject of Pkg failed: The project is not found: Pkg/
    ]
  ])('fails on %s and leaves no file', async (_name, status, body, type, message) => {
    const client = await loggedIn()
    on('/CustomizationApi/getProject', [status, body])
    const path = join(dir, 'backup.zip')
    const error = await failure(client.getProject('Pkg', path))
    expect(error).toBeInstanceOf(type)
    expect(error.message).toMatch(message)
    expect(existsSync(path)).toBe(false)
  })

  it('refuses an answer over the size cap before writing (announced length) or as it arrives', async () => {
    const big = Buffer.concat([zip, randomBytes(4 * 1024 * 1024)])
    const client = await loggedIn()
    const path = join(dir, 'backup.zip')
    // Announced: Content-Length says it all before a byte is written.
    const body = `"${big.toString('base64')}"`
    on('/CustomizationApi/getProject', [200, body, { 'content-length': String(body.length) }])
    let error = await failure(client.getProject('Pkg', path, { maxBytes: 1024 * 1024 }))
    expect(error).toBeInstanceOf(BackupTooLargeError)
    expect(error).toMatchObject({ limit: 'cap', limitBytes: 1024 * 1024 })
    expect(error.message).toMatch(/announces more than 1 MiB of zip, the backup size cap/)
    expect(existsSync(path)).toBe(false)
    // Chunked, no length: stopped when the bytes pass the cap.
    on('/CustomizationApi/getProject', [200, body])
    error = await failure(client.getProject('Pkg', path, { maxBytes: 1024 * 1024 }))
    expect(error).toBeInstanceOf(BackupTooLargeError)
    expect(error.message).toMatch(/holds more than 1 MiB of zip, the backup size cap/)
    expect(existsSync(path)).toBe(false)
  })

  it('fails on a connection dropped mid-answer and leaves no file', async () => {
    const client = await loggedIn()
    drop('/CustomizationApi/getProject', 'ECONNRESET', 'socket hang up')
    const path = join(dir, 'backup.zip')
    const error = await failure(client.getProject('Pkg', path))
    expect(error).toBeInstanceOf(TransientError)
    expect(error.message).toMatch(/getProject failed: connection reset \(http:\/\/erp\.test/)
    expect(existsSync(path)).toBe(false)
  })
})

describe('getPublished', () => {
  it.each([
    ['an array of names', '["Pkg","Other[2]"]'],
    ['an object with projects', '{"projects":[{"name":"Pkg"},{"Name":"Other[2]"}]}'],
    ['an object with project names in any case', '{"Projects":["Pkg","Other[2]","Pkg"]}']
  ])('reads %s', async (_name, body) => {
    const client = await loggedIn()
    on('/CustomizationApi/getPublished', [200, body])
    expect(await client.getPublished()).toEqual(['Pkg', 'Other[2]'])
    expect(seen[0].path).toBe('/AcumaticaERP/CustomizationApi/getPublished')
    expect(seen[0].body).toBe('{}')
  })

  it.each([404, 405])(
    'gives undefined when the instance has no getPublished (HTTP %i)',
    async status => {
      const client = await loggedIn()
      on('/CustomizationApi/getPublished', [status, 'Not Found'])
      expect(await client.getPublished()).toBeUndefined()
    }
  )

  it('fails on an in-band error', async () => {
    const client = await loggedIn()
    on('/CustomizationApi/getPublished', [
      200,
      '{"log":[{"logType":"error","message":"No rights"}]}'
    ])
    const error = await failure(client.getPublished())
    expect(error).toBeInstanceOf(ServerLogError)
    expect(error.serverMessages).toEqual(['No rights'])
  })

  it('fails on an answer that is not a list of projects', async () => {
    const client = await loggedIn()
    on('/CustomizationApi/getPublished', [200, '{"something":"else"}'])
    const error = await failure(client.getPublished())
    expect(error).not.toBeInstanceOf(ServerLogError)
    expect(error.message).toMatch(
      /neither a list of projects nor the "nothing published" log \(HTTP 200\): "\{"something":"else"\}"/
    )
  })

  it('reads the "nothing published" answer of a new instance as an empty list', async () => {
    const client = await loggedIn()
    on('/CustomizationApi/getPublished', [
      200,
      '{"log":[{"logType":"information","message":"The system does not contain published projects"}]}',
      { 'content-type': 'application/json; charset=utf-8' }
    ])
    expect(await client.getPublished()).toEqual([])
  })

  it('fails on an in-band error beside a list, with the server message', async () => {
    const client = await loggedIn()
    on('/CustomizationApi/getPublished', [
      200,
      '{"projects":[{"name":"A"}],"log":[{"logType":"Error","message":"Access denied"}]}'
    ])
    const error = await failure(client.getPublished())
    expect(error).toBeInstanceOf(ServerLogError)
    expect(error.message).toBe('getPublished failed: Access denied')
  })

  it('fails on a web page answered with HTTP 200', async () => {
    const client = await loggedIn()
    on('/CustomizationApi/getPublished', [
      200,
      '<html><head><title>Maintenance</title></head></html>',
      { 'content-type': 'text/html' }
    ])
    const error = await failure(client.getPublished())
    expect(error.message).toMatch(/getPublished answered a web page instead of the API/)
  })
})

describe('Import', () => {
  async function importAndCheck(size: number): Promise<void> {
    const bytes = randomBytes(size)
    const path = join(dir, `p${size}.zip`)
    await writeFile(path, bytes)
    const client = await loggedIn()
    on('/CustomizationApi/Import', [204])
    expect(await client.importPackage({ ...IMPORT, packagePath: path })).toEqual([])
    expect(seen).toHaveLength(1)
    const [request] = seen
    expect(request.path).toBe('/AcumaticaERP/CustomizationApi/Import')
    const expected = JSON.stringify({
      projectName: IMPORT.projectName,
      projectDescription: IMPORT.projectDescription,
      projectLevel: IMPORT.projectLevel,
      isReplaceIfExists: IMPORT.isReplaceIfExists,
      projectContentBase64: bytes.toString('base64')
    })
    expect(request.body === expected).toBe(true)
    expect(request.headers['content-length']).toBe(String(Buffer.byteLength(expected)))
    expect(request.headers['content-type']).toBe('application/json')
    expect(request.headers['cookie']).toBe(COOKIE_HEADER)
  }

  // Sizes around the 3-byte groups and the 192 KiB read size of the streamed body.
  it.each([1, 2, 3, 4, 5, 196607, 196608, 196609, 196610, 1000001])(
    'sends the five fields with the base64 of a %i-byte package, byte for byte',
    importAndCheck
  )

  it('refuses an empty package without sending anything', async () => {
    const path = join(dir, 'empty.zip')
    await writeFile(path, '')
    const client = await loggedIn()
    await expect(client.importPackage({ ...IMPORT, packagePath: path })).rejects.toThrow(
      /is empty; an Import without content deletes the project/
    )
    expect(seen).toHaveLength(0)
  })

  it('refuses a missing package without sending anything', async () => {
    const client = await loggedIn()
    await expect(
      client.importPackage({ ...IMPORT, packagePath: join(dir, 'none.zip') })
    ).rejects.toThrow(/cannot read the package .*none\.zip: ENOENT/)
    expect(seen).toHaveLength(0)
  })

  it('fails on error log entries and returns the other entries', async () => {
    const path = join(dir, 'p.zip')
    await writeFile(path, await zipOf({ 'project.xml': '<x/>' }))
    const client = await loggedIn()
    const log = [
      { timestamp: '1', logType: 'warning', message: 'Old field' },
      { timestamp: '2', logType: 'information', message: 'Imported' }
    ]
    on('/CustomizationApi/Import', [200, JSON.stringify({ log })])
    expect(await client.importPackage({ ...IMPORT, packagePath: path })).toEqual(log)
    on('/CustomizationApi/Import', [
      200,
      JSON.stringify({ log: [...log, { logType: 'error', message: 'Invalid project name' }] })
    ])
    const error = await failure(client.importPackage({ ...IMPORT, packagePath: path }))
    expect(error).toBeInstanceOf(ServerLogError)
    expect(error.message).toBe('Import of Pkg failed: Invalid project name')
    expect(error.serverMessages).toEqual(['Invalid project name'])
  })

  it('fails on HTTP 404 (wrong path casing on the server) with a hint', async () => {
    const path = join(dir, 'p.zip')
    await writeFile(path, 'PK')
    const client = await loggedIn()
    on('/CustomizationApi/Import', [404])
    const error = await failure(client.importPackage({ ...IMPORT, packagePath: path }))
    expect(error.status).toBe(404)
    expect(error.message).toMatch(/Import failed with HTTP 404; check that base-url/)
  })

  it('reports a request timeout in words the user can act on', async () => {
    const path = join(dir, 'p.zip')
    await writeFile(path, randomBytes(1000))
    const client = await loggedIn(0.2)
    nock(ORIGIN).post(`${ROOT}/CustomizationApi/Import`).delay(1000).reply(200, 'late')
    const error = await failure(client.importPackage({ ...IMPORT, packagePath: path }))
    expect(error).toBeInstanceOf(RequestTimeoutError)
    expect(error.message).toBe(
      'no answer from Import within 0.2 s (request-timeout); raise request-timeout for big packages or check the instance'
    )
  })
})

describe('publishBegin', () => {
  it('posts exactly the five fields in order', async () => {
    const client = await loggedIn()
    on('/CustomizationApi/publishBegin', [204])
    expect(await client.publishBegin(PUBLISH)).toEqual([])
    expect(seen[0].path).toBe('/AcumaticaERP/CustomizationApi/publishBegin')
    expect(seen[0].body).toBe(
      '{"isMergeWithExistingPackages":false,"isOnlyValidation":true,"isOnlyDbUpdates":false,"projectNames":["Pkg","Other[2]"],"tenantMode":"Current"}'
    )
    expect(seen[0].headers['content-type']).toBe('application/json')
  })

  it('leaves the optional fields out unless tenantMode is List or replay is true', async () => {
    const client = await loggedIn()
    const base =
      '{"isMergeWithExistingPackages":false,"isOnlyValidation":true,"isOnlyDbUpdates":false,"projectNames":["Pkg","Other[2]"],'
    const cases: Array<[Partial<PublishBeginRequest>, string]> = [
      [{ tenantMode: 'All', tenantLoginNames: ['t1'] }, '"tenantMode":"All"}'],
      [{ isReplayPreviouslyExecutedScripts: false }, '"tenantMode":"Current"}'],
      [
        { tenantMode: 'List', tenantLoginNames: ['Company', 'Sandbox'] },
        '"tenantMode":"List","tenantLoginNames":["Company","Sandbox"]}'
      ],
      [
        { isReplayPreviouslyExecutedScripts: true },
        '"tenantMode":"Current","isReplayPreviouslyExecutedScripts":true}'
      ],
      [
        { tenantMode: 'List', tenantLoginNames: ['T'], isReplayPreviouslyExecutedScripts: true },
        '"tenantMode":"List","tenantLoginNames":["T"],"isReplayPreviouslyExecutedScripts":true}'
      ]
    ]
    for (const [extra, tail] of cases) {
      seen = []
      on('/CustomizationApi/publishBegin', [204])
      await client.publishBegin({ ...PUBLISH, ...extra })
      expect(seen[0].body).toBe(base + tail)
    }
  })

  it('accepts HTTP 200 and fails on an in-band error', async () => {
    const client = await loggedIn()
    on('/CustomizationApi/publishBegin', [200, '{"log":[]}'])
    expect(await client.publishBegin(PUBLISH)).toEqual([])
    on('/CustomizationApi/publishBegin', [
      200,
      // The answer of publishBegin naming an unknown project is assumed: getProject's words.
      '{"log":[{"logType":"error","message":"The project is not found: Other[2]"}]}'
    ])
    const error = await failure(client.publishBegin(PUBLISH))
    expect(error).toBeInstanceOf(ServerLogError)
    expect(error.message).toBe('publishBegin failed: The project is not found: Other[2]')
  })

  it.each([
    ['HTTP 500', () => on('/CustomizationApi/publishBegin', [500, '{"message":"boom"}'])],
    ['HTTP 502', () => on('/CustomizationApi/publishBegin', [502, '<html>Bad Gateway</html>'])],
    [
      'a dropped connection',
      () => drop('/CustomizationApi/publishBegin', 'ECONNRESET', 'socket hang up')
    ]
  ])('gives a TransientError on %s and sends it once', async (_name, arrange) => {
    const client = await loggedIn()
    const scope = arrange()
    const error = await failure(client.publishBegin(PUBLISH))
    expect(error).toBeInstanceOf(TransientError)
    expect(scope.isDone()).toBe(true)
  })
})

describe('deleteProject', () => {
  it.each([
    [200, '{"log":[{"logType":"information","message":"Project Pkg deleted"}]}'],
    [204, '']
  ])(
    'posts {"projectName"} to /CustomizationApi/delete with the session (HTTP %i)',
    async (status, body) => {
      const client = await loggedIn()
      on('/CustomizationApi/delete', [status, body])
      const log = await client.deleteProject('Pkg')
      expect(log).toEqual(
        status === 200 ? [{ logType: 'information', message: 'Project Pkg deleted' }] : []
      )
      expect(seen[0].path).toBe('/AcumaticaERP/CustomizationApi/delete')
      expect(seen[0].body).toBe('{"projectName":"Pkg"}')
      expect(seen[0].headers['content-type']).toBe('application/json')
      expect(seen[0].headers.cookie).toContain(`ASP.NET_SessionId=${SESSION}`)
    }
  )

  it('fails on an in-band error entry with the server message, returning no entries', async () => {
    const client = await loggedIn()
    on('/CustomizationApi/delete', [
      200,
      '{"log":[{"logType":"information","message":"x"},{"logType":"Error","message":"The project Pkg is published and cannot be deleted."}]}'
    ])
    const error = await failure(client.deleteProject('Pkg'))
    expect(error).toBeInstanceOf(ServerLogError)
    expect(error.call).toBe('delete')
    expect(error.message).toBe(
      'delete of Pkg failed: The project Pkg is published and cannot be deleted.'
    )
    expect(error.serverMessages).toEqual(['The project Pkg is published and cannot be deleted.'])
  })

  it.each([
    // The answer of delete to an unknown project is assumed: getProject's words.
    [200, `{"log":[{"logType":"error","message":"The project is not found: Pkg"}]}`],
    [400, `{"message":"An error has occurred.","exceptionMessage":"The project is not found: Pkg"}`]
  ])(
    "tells the instance's not-found answer apart (HTTP %i): ProjectNotFoundError",
    async (status, body) => {
      const client = await loggedIn()
      on('/CustomizationApi/delete', [status, body])
      const error = await failure(client.deleteProject('Pkg'))
      expect(error).toBeInstanceOf(ProjectNotFoundError)
      expect(error.call).toBe('delete')
      expect(error.serverMessages).toEqual(['The project is not found: Pkg'])
    }
  )

  it('a delete error that merely says "could not find" is not a not-found answer', async () => {
    const client = await loggedIn()
    on('/CustomizationApi/delete', [
      200,
      `{"log":[{"logType":"error","message":"Could not find a part of the path 'C:\\\\Site\\\\Pkg'."}]}`
    ])
    const error = await failure(client.deleteProject('Pkg'))
    expect(error).toBeInstanceOf(ServerLogError)
    expect(error).not.toBeInstanceOf(ProjectNotFoundError)
  })

  it('fails on an HTTP error with the server message', async () => {
    const client = await loggedIn()
    on('/CustomizationApi/delete', [400, '{"message":"A publication is in progress."}'])
    const error = await failure(client.deleteProject('Pkg'))
    expect(error).not.toBeInstanceOf(ServerLogError)
    expect(error.status).toBe(400)
    expect(error.message).toBe('delete failed with HTTP 400: A publication is in progress.')
  })

  it('needs a session', async () => {
    const error = await failure(newClient().deleteProject('Pkg'))
    expect(error.message).toBe('delete needs a session: log in first')
  })
})

describe('publishEnd', () => {
  it.each([
    ['true', 200, 'true', 'completed', []],
    ['false', 200, 'false', 'running', []],
    ['{}', 200, '{}', 'running', []],
    [
      'completed with status 400',
      400,
      '{"isCompleted":true,"isFailed":false,"log":[]}',
      'completed',
      []
    ],
    [
      'failed with a string log',
      200,
      '{"isFailed":true,"isCompleted":true,"log":"Compilation failed\\r\\nCS0103 name x"}',
      'failed',
      [
        { logType: 'error', message: 'Compilation failed' },
        { logType: 'error', message: 'CS0103 name x' }
      ]
    ],
    [
      'running with an entry log',
      200,
      '{"IsCompleted":false,"Log":[{"Timestamp":"10:00","LogType":"information","Message":"Validating"}]}',
      'running',
      [{ timestamp: '10:00', logType: 'information', message: 'Validating' }]
    ]
  ])('reads %s', async (_name, status, body, state, log) => {
    const client = await loggedIn()
    on('/CustomizationApi/publishEnd', [status, body])
    expect(await client.publishEnd()).toEqual({ state, log, httpStatus: status })
    expect(seen[0].path).toBe('/AcumaticaERP/CustomizationApi/publishEnd')
    expect(seen[0].body).toBe('{}')
  })

  it.each([
    [
      'HTTP 500 without a publish state',
      500,
      '{"message":"An error has occurred."}',
      /HTTP 500 without a publish state/
    ],
    [
      'an HTML error page',
      502,
      `<html><body>${'Bad gateway '.repeat(100)}</body></html>`,
      /HTTP 502/
    ],
    [
      'an unexpected text',
      200,
      'maybe',
      /neither true\/false nor the publish state JSON \(HTTP 200\): "maybe"/
    ],
    ['an unexpected JSON', 400, '{"message":"Something"}', /neither true\/false/]
  ])(
    'gives a TransientError on %s, quoting a short excerpt',
    async (_name, status, body, message) => {
      const client = await loggedIn()
      on('/CustomizationApi/publishEnd', [status, body])
      const error = await failure(client.publishEnd())
      expect(error).toBeInstanceOf(TransientError)
      expect(error.message).toMatch(message)
      expect(error.message).not.toMatch(/\n/)
      expect(error.message.length).toBeLessThan(320)
    }
  )

  it('gives a TransientError on a dropped connection', async () => {
    const client = await loggedIn()
    drop('/CustomizationApi/publishEnd', 'ECONNREFUSED', 'connect ECONNREFUSED')
    const error = await failure(client.publishEnd())
    expect(error).toBeInstanceOf(TransientError)
    expect(error.message).toMatch(/connection refused/)
  })

  it('gives a RequestTimeoutError when the answer does not come in time', async () => {
    const client = await loggedIn(0.1)
    nock(ORIGIN).post(`${ROOT}/CustomizationApi/publishEnd`).delay(1000).reply(200, 'true')
    const started = Date.now()
    const error = await failure(client.publishEnd())
    expect(error).toBeInstanceOf(RequestTimeoutError)
    expect(error).toBeInstanceOf(TransientError)
    expect(error.message).toMatch(/no answer from publishEnd within 0.1 s \(request-timeout\)/)
    expect(Date.now() - started).toBeLessThan(900)
  })
})

describe('request timeout against a real socket', () => {
  let server: Server
  let base: string
  beforeAll(async () => {
    nock.enableNetConnect('127.0.0.1')
    server = createServer((request, response) => {
      request.resume()
      // /silent never answers; /stall sends the headers and part of the body, then nothing.
      if (request.url?.endsWith('/stall/CustomizationApi/getProject')) {
        response.writeHead(200, { 'Content-Type': 'application/json' })
        response.write('{"projectContentBase64":"UEsDBA')
      }
      // /big announces 8 MiB of base64 and sends the first bytes of it, then waits.
      if (request.url?.endsWith('/big/CustomizationApi/getProject')) {
        response.writeHead(200, {
          'Content-Type': 'application/json',
          'Content-Length': String(8 * 1024 * 1024)
        })
        response.write('"UEsDBA')
      }
    })
    await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(async () => {
    server.closeAllConnections()
    await new Promise(resolve => server.close(resolve))
    nock.disableNetConnect()
  })

  it('when no answer comes at all', async () => {
    const client = new CustomizationClient({
      baseUrl: `${base}/silent`,
      requestTimeoutSeconds: 0.2
    })
    client.useSession('a=1')
    const started = Date.now()
    const error = await failure(client.publishEnd())
    expect(error).toBeInstanceOf(RequestTimeoutError)
    expect(error.message).toMatch(/^no answer from publishEnd within 0.2 s/)
    expect(Date.now() - started).toBeLessThan(3000)
  })

  it.each([
    ['refused for its announced size', 'big.zip', '1048576', { limit: 'cap' }],
    ['whose file cannot be opened', 'no-such-folder/big.zip', '', { code: 'ENOENT' }]
  ])(
    'an answer %s ends at once: nothing left to hold the step up to request-timeout',
    async (_name, file, maxBytes, expected) => {
      // /big announces 8 MiB, sends a few bytes and then nothing, like a busy instance. The call
      // runs in a process of its own, which must exit by itself: a deadline timer (600 s) or a
      // socket left open would keep it up. (Counting this process's handles instead saw those of
      // other tests come and go.)
      const child = spawn(
        process.execPath,
        [
          '--import',
          'tsx',
          'test-support/get-project-once.ts',
          `${base}/big`,
          join(dir, file),
          maxBytes
        ],
        { cwd: REPO, stdio: ['ignore', 'pipe', 'pipe'] }
      )
      let out = ''
      child.stdout.on('data', (d: Buffer) => (out += d.toString()))
      child.stderr.on('data', (d: Buffer) => (out += d.toString()))
      const exited = new Promise<number | null>(resolve => child.on('exit', code => resolve(code)))
      const late = setTimeout(() => child.kill('SIGKILL'), 20_000)
      const code = await exited
      clearTimeout(late)
      expect({ code, out }).toMatchObject({ code: 0 })
      expect(JSON.parse(out.trim().split('\n').at(-1) ?? 'null')).toMatchObject(expected)
    },
    30_000
  )

  it('when the answer stops halfway, and no partial file is left', async () => {
    const client = new CustomizationClient({ baseUrl: `${base}/stall`, requestTimeoutSeconds: 0.2 })
    client.useSession('a=1')
    const path = join(dir, 'partial.zip')
    const error = await failure(client.getProject('Pkg', path))
    expect(error).toBeInstanceOf(RequestTimeoutError)
    expect(error.message).toMatch(/^no answer from getProject within 0.2 s/)
    expect(existsSync(path)).toBe(false)
  })
})
