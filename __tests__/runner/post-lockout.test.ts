// The post step with a lockout the main step left on: it lets users back in with the saved
// session, and when that session ended (a publish restarted the site) it logs in once more for
// the stop and releases that session. Run in-process with the test runner, over nock.
import { describe, expect, it } from '@jest/globals'
import nock from 'nock'
import { cleanup } from '../../src/commands/post.js'
import { TestRunner } from '../../test-support/test-runner.js'
import {
  LOGIN_COOKIES,
  ORIGIN,
  ROOT,
  drop,
  seen,
  on,
  useApiWire
} from '../../test-support/api-wire.js'

useApiWire()

const STOP = '/entity/Lock/1/ApplyUpdate/stopLockoutCommand'

function postHost(
  lockout: Record<string, unknown> = {},
  progress = 'done: failed'
): { host: TestRunner; lines: string[] } {
  const inputs: Record<string, string> = {
    'base-url': `${ORIGIN}${ROOT}`,
    username: 'admin',
    password: 'S3cret-pa55!',
    'login-attempts': '2',
    'login-retry-delay': '0'
  }
  const host = new TestRunner(inputs)
  host.saveState(
    'session',
    JSON.stringify({
      baseUrl: `${ORIGIN}${ROOT}`,
      cookie: 'ASP.NET_SessionId=old-session-1; .ASPXAUTH=old-auth-1',
      requestTimeoutSeconds: 30
    })
  )
  host.saveState('progress', progress)
  host.saveState(
    'lockout',
    JSON.stringify({
      endpoint: { endpoint: 'Lock', version: '1', entity: 'ApplyUpdate' },
      pollIntervalSeconds: 0.05,
      requestTimeoutSeconds: 30,
      stopTimeoutSeconds: 5,
      ...lockout
    })
  )
  return { host, lines: host.printed }
}

describe('the post step and a lockout left on', () => {
  it('stops it with the saved session', async () => {
    const { host, lines } = postHost()
    on(STOP, [204])
    on('/entity/auth/logout', [204])
    await cleanup(host)
    expect(seen.map(s => s.path)).toEqual([`${ROOT}${STOP}`, `${ROOT}/entity/auth/logout`])
    expect(seen[0].headers.cookie).toBe('ASP.NET_SessionId=old-session-1; .ASPXAUTH=old-auth-1')
    expect(lines).toContain(
      'Users are let back in: the lockout through Apply Updates (Lock/1/ApplyUpdate) is stopped.'
    )
    expect(host.getState('lockout')).toBe('')
  })

  it('a saved session that ended: one new login for the stop, released at once', async () => {
    const { host, lines } = postHost()
    on(STOP, [401])
    // A login first logs out the session it replaces (gone already: 401).
    on('/entity/auth/logout', [401])
    on('/entity/auth/login', [204, '', { 'Set-Cookie': LOGIN_COOKIES }])
    on(STOP, [204])
    on('/entity/auth/logout', [204])
    // The Log out group, with the saved session.
    on('/entity/auth/logout', [401])
    await cleanup(host)
    expect(seen.map(s => s.path.slice(ROOT.length))).toEqual([
      STOP,
      '/entity/auth/logout',
      '/entity/auth/login',
      STOP,
      '/entity/auth/logout',
      '/entity/auth/logout'
    ])
    expect(seen[4].headers.cookie).toContain('ASP.NET_SessionId=sess1on-VALUE-abc')
    expect(seen[3].headers.cookie).toContain('ASP.NET_SessionId=sess1on-VALUE-abc')
    expect(lines.filter(l => l.startsWith('error'))).toEqual([])
    expect(lines).toContain(
      'Users are let back in: the lockout through Apply Updates (Lock/1/ApplyUpdate) is stopped.'
    )
  })

  it('a site restarting (503, a reset, a redirect to /ui/error): the stop waits and tries again', async () => {
    const { host, lines } = postHost()
    on(STOP, [
      503,
      '<html><body>Service Unavailable</body></html>',
      { 'Content-Type': 'text/html' }
    ])
    drop(STOP, 'ECONNRESET', 'socket hang up')
    on(STOP, [302, '', { Location: `${ROOT}/ui/error` }])
    on(STOP, [204])
    on('/entity/auth/logout', [204])
    await cleanup(host)
    // 503, the redirect and the 204 (the reset is not seen: its connection failed).
    expect(seen.map(s => s.path.slice(ROOT.length))).toEqual([
      STOP,
      STOP,
      STOP,
      '/entity/auth/logout'
    ])
    expect(lines).toContain(
      'Users are let back in: the lockout through Apply Updates (Lock/1/ApplyUpdate) is stopped.'
    )
    expect(host.getState('lockout')).toBe('')
    expect(nock.pendingMocks()).toEqual([])
  })

  it('the main step killed while the schedule was on its way: the stop waits until it may have landed', async () => {
    // Sent 29.7 s ago with a request-timeout of 30 s: the schedule may land for 0.3 s more.
    const { host, lines } = postHost({ sentAt: Date.now() - 29_700 }, 'Lock users out')
    const waited: number[] = []
    on(STOP, () => {
      waited.push(Date.now())
      return [204]
    })
    on('/entity/auth/logout', [204])
    const started = Date.now()
    await cleanup(host)
    expect(lines).toContain(
      'The run ended while the lockout was being scheduled: waiting 1 s (request-timeout) so that the stop comes after it.'
    )
    // A sleep never ends early: the stop came after the schedule's bound.
    expect(waited[0] - started).toBeGreaterThanOrEqual(250)
    expect(host.getState('lockout')).toBe('')
  })

  it('a stop that fails for good is an error naming Apply Updates; the flag stays on', async () => {
    // The main step already waited for the site: one try more.
    const { host, lines } = postHost({ stopTried: true })
    on(STOP, [500, '{"exceptionMessage":"Lockout service unavailable"}'])
    on('/entity/auth/logout', [204])
    await cleanup(host)
    expect(lines.filter(l => l.startsWith('error'))).toEqual([
      'error: Users may still be locked out: stopping the lockout through Apply Updates (Lock/1/ApplyUpdate) failed: Apply Updates stopLockoutCommand (Lock/1/ApplyUpdate) failed with HTTP 500: Lockout service unavailable. A person ends it on the instance: Apply Updates (SM203510), Stop Lockout.'
    ])
    expect(host.getState('lockout')).not.toBe('')
    expect(nock.pendingMocks()).toEqual([])
  })
})
