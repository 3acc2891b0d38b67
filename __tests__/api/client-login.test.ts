// CustomizationClient against nock: login (retries, errors never retried, cookies) and the
// session (re-login, a lost session on every call).
import { describe, expect, it } from '@jest/globals'
import nock from 'nock'
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { CustomizationClient } from '../../src/api/client.js'
import {
  AccountLockedError,
  BadCredentialsError,
  LoginLimitError,
  SessionLostError,
  TransientError,
  UnreachableError
} from '../../src/api/errors.js'
import type { LoginRetryInfo } from '../../src/api/types.js'
import {
  ORIGIN,
  ROOT,
  BASE,
  PASSWORD,
  SESSION,
  AUTH,
  CREDENTIALS,
  seen,
  waits,
  dir,
  on,
  drop,
  newClient,
  LOGIN_COOKIES,
  COOKIE_HEADER,
  loggedIn,
  zipOf,
  failure,
  PUBLISH,
  IMPORT,
  useApiWire
} from '../../test-support/api-wire.js'

useApiWire()

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
    // A user of another tenant is refused the same way: the message names tenant too.
    expect(error.message).toMatch(/and tenant \(on a site with several tenants/)
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

  it('retries a request timeout at login, once the address has answered', async () => {
    const client = newClient(0.2)
    // The first answer (before it, a request waits up to first-answer-timeout instead).
    on('/entity/auth/login', [503, ''])
    nock(ORIGIN).post(`${ROOT}/entity/auth/login`).delay(1000).reply(200, 'late')
    on('/entity/auth/login', [204, '', { 'Set-Cookie': 'a=1' }])
    const retries: LoginRetryInfo[] = []
    await client.login(CREDENTIALS, { attempts: 3, delaySeconds: 1, onRetry: i => retries.push(i) })
    expect(retries.map(r => r.reason)).toEqual([
      'HTTP 503',
      'no answer within 0.2 s (request-timeout)'
    ])
    expect(client.sessionCookie).toBe('a=1')
  })

  it('a 404 under a base-url ending in /Main says to leave the page out', async () => {
    const client = new CustomizationClient({
      baseUrl: `${BASE.replace(/\/+$/, '')}/Main`,
      requestTimeoutSeconds: 5,
      sleep: async () => undefined
    })
    nock(ORIGIN).post(`${ROOT}/Main/entity/auth/login`).reply(404, 'Not Found')
    const error = await failure(client.login(CREDENTIALS, { attempts: 5, delaySeconds: 15 }))
    expect(error.message).toMatch(
      /HTTP 404: Not Found; base-url ends in \/Main, a page of the site: give the site's address without it/
    )
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
