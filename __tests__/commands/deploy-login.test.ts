// The deploy step's login in-process with the test runner: the API Login Limit (HTTP 500) is
// retried with the configured waits; a dropped connection is retried; a locked account is never
// retried. Moved from the e2e tests of dist/ (each assertion kept: the exit code as the result's
// failure, the error annotation as that failure); the masking of a wrong password in a real
// process stays there.
import { describe, expect, it } from '@jest/globals'
import { closedPort } from '../../test-support/ports.js'
import { expectCleanStepRun, useStepWorld } from '../../test-support/step-world.js'
import { API, USER, calls, requestsTo } from '../../test-support/world.js'

// The sessions survive the publish here, so the logins counted are the deploy's own (the
// verification logs in again only when the restart ended the session).
const world = useStepWorld({
  projects: {},
  publishEndScript: [{ text: 'true' }],
  restartDropsSessions: false
})

describe('the deploy step logging in', () => {
  it('recovers from the login limit: retries after HTTP 500 and deploys', async () => {
    const sim = await world.start({ loginScript: ['limit', 'limit', 'ok'] })
    const run = await world.deploy(sim)

    expect(run.result.failure).toBeUndefined()
    expect(run.result.outputs.result).toBe('published')
    const logins = requestsTo(sim, API.login)
    expect(logins.map(r => r.status)).toEqual([500, 500, 204])
    const retries = run.runner.messages('warning').filter(w => /attempt/i.test(w))
    expect(retries).toHaveLength(2)
    expect(retries[0]).toMatch(/1 of 5/)
    expect(retries[1]).toMatch(/2 of 5/)
    expect(sim.imported).toHaveLength(1)
    expectCleanStepRun(sim, run)
  })

  it('stops after login-attempts when the limit stays: says the session limit is reached', async () => {
    const sim = await world.start({ loginScript: ['limit', 'limit', 'limit', 'limit'] })
    const run = await world.deploy(sim, { 'login-attempts': '3' })

    expect(run.result.result).toBe('failed')
    expect(calls(sim)).toEqual([
      'GET /entity',
      `POST ${API.login}`,
      `POST ${API.login}`,
      `POST ${API.login}`
    ])
    expect(run.runner.messages('error')).toEqual([])
    expect(run.result.failure).toMatch(/limit/i)
    expect(run.result.failure).toMatch(/release/i)
    // The main step never logged in: the post step has nothing to release.
    expect(requestsTo(sim, API.logout)).toHaveLength(0)
    expect(run.post).toBe('no-session')
    expectCleanStepRun(sim, run)
  })

  it('retries a login whose connection dropped', async () => {
    const sim = await world.start({ loginScript: ['drop', 'ok'] })
    const run = await world.deploy(sim)

    expect(run.result.failure).toBeUndefined()
    expect(run.result.outputs.result).toBe('published')
    expect(requestsTo(sim, API.login)).toHaveLength(2)
    expectCleanStepRun(sim, run)
  })

  it('a wrong port with the default login-attempts and login-retry-delay fails in under 10 s, naming base-url', async () => {
    const sim = await world.start({})
    const port = await closedPort()
    const baseUrl = `http://127.0.0.1:${port}/AcumaticaERP`
    const started = Date.now()
    // The defaults (5 attempts, 15 s apart and more) spent 150 s here on waits alone.
    const run = await world.deploy(sim, {
      'base-url': baseUrl,
      'login-attempts': '',
      'login-retry-delay': ''
    })
    const seconds = (Date.now() - started) / 1000

    expect(run.result.result).toBe('failed')
    expect(seconds).toBeLessThan(10)
    expect(run.runner.messages('error')).toEqual([])
    expect(run.result.failure).toMatch(/^Login failed after 2 attempts: connection refused/)
    expect(run.result.failure).toContain(`Check base-url (${baseUrl})`)
    expectCleanStepRun(sim, run)
  })

  it('a login that reaches nothing says, at the end, to check base-url', async () => {
    const sim = await world.start({})
    // A port nothing listens on: the connection is refused.
    const port = await closedPort()
    const baseUrl = `http://127.0.0.1:${port}/AcumaticaERP`
    const run = await world.deploy(sim, { 'base-url': baseUrl, 'login-attempts': '2' })

    expect(run.result.result).toBe('failed')
    expect(sim.requests).toHaveLength(0)
    // Refused connections are retried, with a warning each; the post step adds none.
    const warnings = run.runner.messages('warning')
    expect(warnings.filter(w => /attempt/i.test(w))).toHaveLength(1)
    expect(warnings).toHaveLength(1)
    expect(run.runner.messages('error')).toEqual([])
    expect(run.result.failure).toMatch(/^Login failed after 2 attempts: connection refused/)
    expect(run.result.failure).toContain(
      `Check base-url (${baseUrl}): its host, port and scheme (http:// or https://) must be those of the instance`
    )
    expect(run.result.failure).toMatch(
      /The instance is unchanged: nothing was imported or published\.$/
    )
    // Nothing was logged in: the post step has nothing to release.
    expect(run.post).toBe('no-session')
    expectCleanStepRun(sim, run)
  })

  it('sends tenant, branch and locale when set', async () => {
    const sim = await world.start({})
    const run = await world.deploy(sim, { tenant: 'Company', branch: 'HQ', locale: 'en-US' })

    expect(run.result.failure).toBeUndefined()
    expect(requestsTo(sim, API.login)[0].json).toEqual({
      name: USER.name,
      password: USER.password,
      tenant: 'Company',
      branch: 'HQ',
      locale: 'en-US'
    })
    expectCleanStepRun(sim, run)
  })

  it('does not retry a locked account', async () => {
    const sim = await world.start({ loginScript: ['locked'] })
    const run = await world.deploy(sim)

    expect(run.result.result).toBe('failed')
    expect(requestsTo(sim, API.login)).toHaveLength(1)
    expect(run.runner.messages('error')).toEqual([])
    expect(run.result.failure).toBeDefined()
    expectCleanStepRun(sim, run)
  })
})
