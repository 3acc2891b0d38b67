// Every answer of the list of what real Acumatica instances answer, word for word (the spec's
// "What real instances answer" tables, copied here as data), sent over the wire to the client
// (nock), and the decision the action takes from it. A wording changed here is a wording the
// action no longer reads as the instance writes it.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import nock from 'nock'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import yazl from 'yazl'
import { CustomizationClient } from '../../src/api/client.js'
import {
  ApiError,
  BadCredentialsError,
  LoginLimitError,
  PasswordChangeError,
  ServerLogError,
  SessionLostError,
  TransientError,
  UnknownTenantError
} from '../../src/api/errors.js'
import { ProjectNotFoundError } from '../../src/api/not-found.js'
import type { PublishState } from '../../src/api/types.js'

const ORIGIN = 'http://erp.test'
const ROOT = '/AcumaticaERP'
const NAME = 'AcmeSalesExt'
const CREDENTIALS = { name: 'admin', password: 'pw', tenant: 'Company' }
// Both timestamp forms real logs carry.
const T1 = '2023-01-04T14:21:31.827'
const T2 = '2026-07-18T19:27:37.3327642Z'

type Reply = [number, string, Record<string, string | string[]>?]
let requests: string[] = []
let dir: string

function on(path: string, reply: Reply | Error): void {
  const scope = nock(ORIGIN).post(`${ROOT}${path}`)
  if (reply instanceof Error) {
    scope.replyWithError(reply)
    return
  }
  scope.reply(() => {
    requests.push(path)
    return reply
  })
}

function client(): CustomizationClient {
  return new CustomizationClient({
    baseUrl: `${ORIGIN}${ROOT}`,
    requestTimeoutSeconds: 60,
    sleep: async () => {}
  })
}

async function loggedIn(): Promise<CustomizationClient> {
  const api = client()
  on('/entity/auth/login', [204, '', { 'Set-Cookie': ['ASP.NET_SessionId=s; path=/'] }])
  await api.login(CREDENTIALS, { attempts: 1, delaySeconds: 0 })
  requests = []
  return api
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e
  )
  expect(error).toBeInstanceOf(ApiError)
  return error as ApiError
}

function log(logType: string, message: string, timestamp = T2): string {
  return JSON.stringify({ log: [{ timestamp, logType, message }] })
}

function zipBase64(): Promise<string> {
  const zip = new yazl.ZipFile()
  zip.addBuffer(Buffer.from('<Customization level="0" />'), 'project.xml')
  zip.end()
  const parts: Buffer[] = []
  return new Promise((resolve, reject) => {
    zip.outputStream.on('data', (d: Buffer) => parts.push(d))
    zip.outputStream.on('end', () => resolve(Buffer.concat(parts).toString('base64')))
    zip.outputStream.on('error', reject)
  })
}

beforeAll(() => nock.disableNetConnect())
afterAll(() => {
  nock.enableNetConnect()
  // This file's nock stops intercepting: jest runs the next file in this process with a nock of
  // its own, and two interceptors at once abort each other's requests.
  nock.restore()
})
beforeEach(async () => {
  requests = []
  dir = await mkdtemp(join(tmpdir(), 'real-answers-'))
})
afterEach(async () => {
  const pending = nock.pendingMocks()
  nock.cleanAll()
  await rm(dir, { recursive: true, force: true })
  expect(pending).toEqual([])
})

describe('table "Not found (the first deploy, the restore\'s delete)"', () => {
  const words = `The project is not found: ${NAME}`
  it.each<[string, number, string]>([
    ['getProject of a project the instance does not hold (26.101)', 200, log('error', words)],
    // 24.2 cloud: HTTP 400 with the same words; the body around them is reported by no source,
    // so these three forms are assumed.
    ['the same on 24.2 cloud, in the usual log', 400, log('error', words, T1)],
    [
      "the same on 24.2 cloud, in Acumatica's error JSON",
      400,
      JSON.stringify({ message: 'An error has occurred.', exceptionMessage: words })
    ],
    ['the same on 24.2 cloud, as plain text', 400, words]
  ])('%s: a first deploy', async (_entry, status, body) => {
    const api = await loggedIn()
    on('/CustomizationApi/getProject', [status, body])
    expect(await api.getProject(NAME, join(dir, 'b.zip'))).toEqual({
      found: false,
      message: words
    })
  })

  it('the name after ": " as sent, in any letter case; another name is not this project', async () => {
    const api = await loggedIn()
    const name = 'CMMS[23.106.0050][0000]'
    on('/CustomizationApi/getProject', [200, log('error', `The project is not found: ${name}`)])
    expect(await api.getProject(name.toLowerCase(), join(dir, 'b.zip'))).toMatchObject({
      found: false
    })
    on('/CustomizationApi/getProject', [200, log('error', 'The project is not found: Other')])
    expect(await rejection(api.getProject(NAME, join(dir, 'b.zip')))).toBeInstanceOf(ServerLogError)
  })

  it('Import sent without projectContentBase64: the error entry fails the Import', async () => {
    // The action never sends an Import without content; were it answered so, it is a failure.
    const api = await loggedIn()
    on('/CustomizationApi/Import', [200, log('error', words)])
    const packagePath = join(dir, 'p.zip')
    await writeFile(packagePath, Buffer.from(await zipBase64(), 'base64'))
    const error = await rejection(
      api.importPackage({
        projectName: NAME,
        projectDescription: '',
        projectLevel: 0,
        isReplaceIfExists: true,
        packagePath
      })
    )
    expect(error).toBeInstanceOf(ServerLogError)
    expect(error.message).toBe(`Import of ${NAME} failed: ${words}`)
  })

  it.each([
    `Could not find file 'C:\\Program Files\\Acumatica ERP\\Site\\${NAME}.zip'.`,
    `Could not find a part of the path 'C:\\Program Files\\Acumatica ERP\\Site\\CstPublished\\${NAME}\\project.xml'.`
  ])('IO errors are not this answer: %s stops the backup', async message => {
    const api = await loggedIn()
    on('/CustomizationApi/getProject', [200, log('error', message)])
    expect(await rejection(api.getProject(NAME, join(dir, 'b.zip')))).toBeInstanceOf(ServerLogError)
    on('/CustomizationApi/getProject', [400, JSON.stringify({ exceptionMessage: message })])
    const error = await rejection(api.getProject(NAME, join(dir, 'b.zip')))
    expect(error.message).toContain('Could not find')
  })

  it('delete of a project the instance does not hold (assumed: the same words)', async () => {
    const api = await loggedIn()
    on('/CustomizationApi/delete', [200, log('error', words)])
    expect(await rejection(api.deleteProject(NAME))).toBeInstanceOf(ProjectNotFoundError)
  })
})

describe('table "Login (/entity/auth/login)"', () => {
  it('success: 204, every Set-Cookie kept', async () => {
    const api = client()
    on('/entity/auth/login', [
      204,
      '',
      {
        'Set-Cookie': [
          'ASP.NET_SessionId=abc; path=/; HttpOnly; SameSite=Lax',
          '.ASPXAUTH=def; path=/; HttpOnly',
          'UserBranch=1; path=/',
          'Locale=Culture=en-US&TimeZone=GMTM0500A; path=/'
        ]
      }
    ])
    await api.login(CREDENTIALS, { attempts: 1, delaySeconds: 0 })
    expect(api.sessionCookie).toBe(
      'ASP.NET_SessionId=abc; .ASPXAUTH=def; UserBranch=1; Locale=Culture=en-US&TimeZone=GMTM0500A'
    )
  })

  it("license's API user limit reached: 500 API Login Limit, retried, then named", async () => {
    const api = client()
    const body = JSON.stringify({
      message: 'An error has occurred.',
      exceptionMessage: 'API Login Limit',
      exceptionType: 'PX.Data.PXException'
    })
    on('/entity/auth/login', [500, body])
    on('/entity/auth/login', [500, body])
    const error = await rejection(api.login(CREDENTIALS, { attempts: 2, delaySeconds: 0 }))
    expect(error).toBeInstanceOf(LoginLimitError)
    expect(requests).toHaveLength(2)
  })

  it.each<[string, number, string]>([
    ['wrong name or password', 401, JSON.stringify({ message: 'Invalid credentials' })],
    ['wrong name or password (some builds)', 500, 'Invalid credentials']
  ])('%s (HTTP %i): bad credentials, never retried', async (_entry, status, body) => {
    const api = client()
    on('/entity/auth/login', [status, body])
    const error = await rejection(api.login(CREDENTIALS, { attempts: 5, delaySeconds: 0 }))
    expect(error).toBeInstanceOf(BadCredentialsError)
    expect(error.message).toMatch(/bad credentials.*check username and password/)
    expect(requests).toHaveLength(1)
  })

  it('password must be changed first: a clear failure, never retried', async () => {
    const api = client()
    on('/entity/auth/login', [
      500,
      'You need to change your password. Sign in by using your browser to set a new password.'
    ])
    const error = await rejection(api.login(CREDENTIALS, { attempts: 5, delaySeconds: 0 }))
    expect(error).toBeInstanceOf(PasswordChangeError)
    expect(error.message).toMatch(/set a new password, then update the password secret/)
    expect(requests).toHaveLength(1)
  })

  it.each([
    ['PXUndefinedCompanyException', 'PX.Data.PXUndefinedCompanyException'],
    ['A proper company ID cannot be determined', 'A proper company ID cannot be determined.']
  ])('unknown tenant (%s): a clear failure naming tenant, never retried', async (_e, text) => {
    const api = client()
    on('/entity/auth/login', [500, text])
    const error = await rejection(api.login(CREDENTIALS, { attempts: 5, delaySeconds: 0 }))
    expect(error).toBeInstanceOf(UnknownTenantError)
    expect(error.message).toMatch(/Check the tenant input/)
    expect(requests).toHaveLength(1)
  })

  it.each<[string, Reply | Error]>([
    [
      '500 with TargetInvocationException',
      [500, '{"exceptionType":"System.Reflection.TargetInvocationException"}']
    ],
    ['502 from IIS', [502, '<html><title>502 - Web server received an invalid response</title>']],
    ['503 from IIS', [503, '<html><title>Service Unavailable</title></html>']],
    ['500 IIS page', [500, '<html><title>Runtime Error</title></html>']],
    ['a reset connection', Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' })]
  ])('application restarting (%s): tried again, not taken for the limit', async (_e, reply) => {
    const api = client()
    on('/entity/auth/login', reply)
    on('/entity/auth/login', [204, '', { 'Set-Cookie': ['ASP.NET_SessionId=s; path=/'] }])
    await api.login(CREDENTIALS, { attempts: 2, delaySeconds: 0 })
    expect(api.sessionCookie).toBe('ASP.NET_SessionId=s')

    on('/entity/auth/login', reply)
    const error = await rejection(api.login(CREDENTIALS, { attempts: 1, delaySeconds: 0 }))
    expect(error).toBeInstanceOf(TransientError)
    expect(error).not.toBeInstanceOf(LoginLimitError)
  })
})

describe('table "Other calls"', () => {
  it('getProject, found: the zip', async () => {
    const api = await loggedIn()
    const base64 = await zipBase64()
    on('/CustomizationApi/getProject', [
      200,
      `{"projectContentBase64":"${base64}","hasConflicts":false,"log":[]}`
    ])
    expect(await api.getProject(NAME, join(dir, 'b.zip'))).toMatchObject({ found: true })
  })

  it.each([
    ['Import, new project', 200, log('information', `Create new project: ${NAME}`), true],
    ['Import, replaced', 200, log('information', `Replace project: ${NAME}`), true],
    ['Import, bad name', 500, 'Invalid project name', false]
  ])('%s: %s', async (_entry, status, body, succeeds) => {
    const api = await loggedIn()
    const packagePath = join(dir, 'p.zip')
    await writeFile(packagePath, Buffer.from(await zipBase64(), 'base64'))
    on('/CustomizationApi/Import', [status as number, body as string])
    const request = {
      projectName: NAME,
      projectDescription: '',
      projectLevel: 0,
      isReplaceIfExists: true,
      packagePath
    }
    if (succeeds) {
      expect(await api.importPackage(request)).toHaveLength(1)
    } else {
      const error = await rejection(api.importPackage(request))
      // Every HTTP 500 of Import carries the hint that another publish may be running.
      expect(error.message).toBe(
        'Import failed with HTTP 500: Invalid project name (an HTTP 500 can also mean that another publish is running on the instance: check the Customization Projects screen)'
      )
    }
  })

  it.each<[string, string, string[]]>([
    [
      'getPublished',
      `{"projects":[{"name":"${NAME}"}],"items":[{"key":"Code#X","screenId":"SO301000","type":"Graph"}],"log":[]}`,
      [NAME]
    ],
    [
      'getPublished, nothing published',
      '{"log":[{"logType":"information","message":"The system does not contain published projects"}]}',
      []
    ]
  ])('%s: the published names', async (_entry, body, names) => {
    const api = await loggedIn()
    on('/CustomizationApi/getPublished', [200, body])
    expect(await api.getPublished()).toEqual(names)
  })

  it('publishBegin: Publishing has started.', async () => {
    const api = await loggedIn()
    on('/CustomizationApi/publishBegin', [200, log('information', 'Publishing has started.')])
    const request = {
      isMergeWithExistingPackages: false,
      isOnlyValidation: false,
      isOnlyDbUpdates: false,
      projectNames: [NAME],
      tenantMode: 'Current'
    }
    expect(await api.publishBegin(request)).toEqual([
      { timestamp: T2, logType: 'information', message: 'Publishing has started.' }
    ])
    // A 500 API Login Limit was seen while the publish had in fact started: not a refusal.
    on('/CustomizationApi/publishBegin', [500, 'API Login Limit'])
    const error = await rejection(api.publishBegin(request))
    expect(error).toBeInstanceOf(TransientError)
    expect(error.message).toMatch(/may or may not have started/)
  })

  it.each<[string, number, string, PublishState]>([
    ['publishEnd, running', 200, '{"isCompleted":false,"isFailed":false,"log":[]}', 'running'],
    ['publishEnd, running (empty object)', 200, '{}', 'running'],
    ['publishEnd, done', 200, '{"isCompleted":true,"isFailed":false,"log":[]}', 'completed'],
    [
      'publishEnd, done (24.2 cloud)',
      400,
      '{"isCompleted":true,"isFailed":false,"log":[]}',
      'completed'
    ],
    [
      'publishEnd, failed',
      200,
      `{"isCompleted":true,"isFailed":true,"log":[{"timestamp":"${T1}","logType":"error","message":"CS0103"}]}`,
      'failed'
    ],
    ['publishEnd, failed (400)', 400, '{"isCompleted":false,"isFailed":true,"log":[]}', 'failed']
  ])('%s (HTTP %i): %s', async (_entry, status, body, state) => {
    const api = await loggedIn()
    on('/CustomizationApi/publishEnd', [status, body])
    expect((await api.publishEnd()).state).toBe(state)
  })

  it.each<[string, Reply | Error, new (...args: never[]) => ApiError]>([
    ['500', [500, 'Server Error'], TransientError],
    ['502', [502, '<html><title>Bad Gateway</title></html>'], TransientError],
    ['503', [503, '<html><title>Service Unavailable</title></html>'], TransientError],
    ['a reset', Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' }), TransientError],
    ['401 (session gone)', [401, ''], SessionLostError]
  ])('publishEnd during the restart (%s): not an end of the publish', async (_e, reply, type) => {
    const api = await loggedIn()
    on('/CustomizationApi/publishEnd', reply)
    expect(await rejection(api.publishEnd())).toBeInstanceOf(type)
  })

  it('delete: Delete project', async () => {
    const api = await loggedIn()
    on('/CustomizationApi/delete', [200, log('information', `Delete project: ${NAME}`)])
    expect(await api.deleteProject(NAME)).toHaveLength(1)
  })

  it('logout: 204', async () => {
    const api = await loggedIn()
    on('/entity/auth/logout', [204, ''])
    await api.logout()
    expect(api.sessionCookie).toBeUndefined()
  })

  // `GET /entity` (the instance's build) is read by the verified deploys, built apart from this.
})
