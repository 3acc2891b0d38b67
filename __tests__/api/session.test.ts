// The session helper (src/api/session.ts) over the real client against nock: the login takes
// login-attempts and login-retry-delay and tells each retry, hands the session over once it
// exists, and the logout never throws, telling a released seat from an ended session and a
// failure.
import { describe, expect, it } from '@jest/globals'
import { BadCredentialsError } from '../../src/api/errors.js'
import { logIn, logOut } from '../../src/api/session.js'
import type { LoginRetryInfo } from '../../src/api/types.js'
import {
  COOKIE_HEADER,
  CREDENTIALS,
  LOGIN_COOKIES,
  loggedIn,
  newClient,
  on,
  seen,
  useApiWire,
  waits
} from '../../test-support/api-wire.js'

useApiWire()

const SETTINGS = { credentials: CREDENTIALS, loginAttempts: 3, loginRetryDelaySeconds: 10 }

describe('logIn', () => {
  it('retries the API Login Limit as the settings say, tells each retry, then hands over the session', async () => {
    const client = newClient()
    on('/entity/auth/login', [500, '{"message":"API Login Limit"}'])
    on('/entity/auth/login', [500, '{"message":"API Login Limit"}'])
    on('/entity/auth/login', [204, '', { 'Set-Cookie': LOGIN_COOKIES }])
    const retries: LoginRetryInfo[] = []
    const sessions: string[] = []
    await logIn(client, SETTINGS, {
      onRetry: retry => retries.push(retry),
      onSession: cookie => sessions.push(cookie)
    })
    expect(waits).toEqual([10_000, 20_000])
    expect(retries).toEqual([
      { attempt: 1, attempts: 3, waitSeconds: 10, reason: 'HTTP 500 (API Login Limit)' },
      { attempt: 2, attempts: 3, waitSeconds: 20, reason: 'HTTP 500 (API Login Limit)' }
    ])
    expect(sessions).toEqual([COOKIE_HEADER])
  })

  it('hands over no session when the login is refused, and never retries bad credentials', async () => {
    const client = newClient()
    on('/entity/auth/login', [401, '{"message":"Invalid credentials"}'])
    const sessions: string[] = []
    const error = await logIn(client, SETTINGS, { onSession: cookie => sessions.push(cookie) })
      .then(() => undefined)
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(BadCredentialsError)
    expect(seen).toHaveLength(1)
    expect(sessions).toEqual([])
  })
})

describe('logOut', () => {
  it('says the seat was released', async () => {
    const client = await loggedIn()
    on('/entity/auth/logout', [204])
    expect(await logOut(client)).toEqual({ kind: 'released' })
    expect(client.sessionCookie).toBeUndefined()
  })

  it('tells a session that had already ended (401) from a logout that failed, without throwing', async () => {
    const ended = await loggedIn()
    on('/entity/auth/logout', [401])
    const gone = await logOut(ended)
    expect(gone.kind).toBe('ended')

    const refused = await loggedIn()
    on('/entity/auth/logout', [500, '{"message":"Session state is gone"}'])
    const failed = await logOut(refused)
    expect(failed.kind).toBe('failed')
    expect(failed.kind !== 'released' && failed.reason).toContain('500')
  })
})
