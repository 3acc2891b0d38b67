// The wire of the API client's unit tests: nock answers on one origin, what came over the wire,
// the waits the client asked for, and a private folder per test. useApiWire() installs the hooks.
import { afterAll, afterEach, beforeAll, beforeEach, expect } from '@jest/globals'
import nock from 'nock'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import yazl from 'yazl'
import { CustomizationClient } from '../src/api/client.js'
import { ApiError } from '../src/api/errors.js'

export const ORIGIN = 'http://erp.test'
export const ROOT = '/AcumaticaERP'
export const BASE = `${ORIGIN}${ROOT}/` // trailing slash on purpose: it must be tolerated
export const PASSWORD = 'S3cret-pa55!'
export const SESSION = 'sess1on-VALUE-abc'
export const AUTH = 'AUTH-token-XYZ'
export const CREDENTIALS = { name: 'admin', password: PASSWORD }

export interface Seen {
  path: string
  headers: Record<string, string>
  body: string
}

export let seen: Seen[] = []
export let waits: number[] = []
export let dir: string

/** Answers `path` once with `reply`, recording what came over the wire. */
export function on(
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
export function drop(path: string, code: string, message: string): nock.Scope {
  return nock(ORIGIN)
    .post(`${ROOT}${path}`)
    .replyWithError(Object.assign(new Error(message), { code }))
}

export function newClient(requestTimeoutSeconds = 5): CustomizationClient {
  return new CustomizationClient({
    baseUrl: BASE,
    requestTimeoutSeconds,
    sleep: async ms => {
      waits.push(ms)
    }
  })
}

export const LOGIN_COOKIES = [
  `ASP.NET_SessionId=${SESSION}; path=/; HttpOnly; SameSite=Lax`,
  `.ASPXAUTH=${AUTH}; expires=Wed, 21-Oct-2037 07:28:00 GMT; path=/; secure; HttpOnly`,
  'Locale=Culture=en-US&TimeZone=GMTM0500A; domain=other.example; path=/Frames'
]
export const COOKIE_HEADER = `ASP.NET_SessionId=${SESSION}; .ASPXAUTH=${AUTH}; Locale=Culture=en-US&TimeZone=GMTM0500A`

export async function loggedIn(requestTimeoutSeconds = 5): Promise<CustomizationClient> {
  const client = newClient(requestTimeoutSeconds)
  on('/entity/auth/login', [204, '', { 'Set-Cookie': LOGIN_COOKIES }])
  await client.login(CREDENTIALS, { attempts: 1, delaySeconds: 15 })
  seen = []
  return client
}

export function zipOf(files: Record<string, string>): Promise<Buffer> {
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

export async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e
  )
  expect(error).toBeInstanceOf(ApiError)
  expectNoSecrets(error)
  return error as ApiError
}

/** Forgets what came over the wire so far. */
export function clearSeen(): void {
  seen = []
}

/** Installs the hooks: no real network, a fresh record and folder per test, no mock left over. */
export function useApiWire(): void {
  beforeAll(() => {
    nock.disableNetConnect()
  })
  afterAll(() => {
    nock.enableNetConnect()
    // This file's nock stops intercepting: jest runs the next file in this process with a nock
    // of its own, and two interceptors at once abort each other's requests.
    nock.restore()
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
}

export const PUBLISH = {
  isMergeWithExistingPackages: false,
  isOnlyValidation: true,
  isOnlyDbUpdates: false,
  projectNames: ['Pkg', 'Other[2]'],
  tenantMode: 'Current'
}

export const IMPORT = {
  projectName: 'Pkg',
  projectDescription: 'Deployed by "CI" \u2713',
  projectLevel: 3,
  isReplaceIfExists: true
}
