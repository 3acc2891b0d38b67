// End to end over dist/: login. The API Login Limit (HTTP 500) is retried with the configured
// waits; a dropped connection is retried; bad credentials are never retried.
import { describe, expect, it } from '@jest/globals'
import { closedPort } from '../../test-support/ports.js'
import { API, USER, annotations, calls, requestsTo, runDeploy } from '../../test-support/world.js'
import { expectCleanRun, expectExitCodes } from '../../test-support/e2e-checks.js'
import { useWorld } from '../../test-support/e2e-world.js'

// The sessions survive the publish here, so the logins counted are the deploy's own (the
// verification logs in again only when the restart ended the session).
const { start } = useWorld({
  projects: {},
  publishEndScript: [{ text: 'true' }],
  restartDropsSessions: false
})

describe('login over dist/', () => {
  it('recovers from the login limit: retries after HTTP 500 and deploys', async () => {
    const world = await start({ loginScript: ['limit', 'limit', 'ok'] })
    const { sim } = world
    const run = await runDeploy(world)

    expectExitCodes(run, 0)
    expect(run.outputs.result).toBe('published')
    const logins = requestsTo(sim, API.login)
    expect(logins.map(r => r.status)).toEqual([500, 500, 204])
    const retries = annotations(run.main.stdout, 'warning').filter(w => /attempt/i.test(w))
    expect(retries).toHaveLength(2)
    expect(retries[0]).toMatch(/1 of 5/)
    expect(retries[1]).toMatch(/2 of 5/)
    expect(sim.imported).toHaveLength(1)
    await expectCleanRun(world, run)
  })

  it('stops after login-attempts when the limit stays: says the session limit is reached', async () => {
    const world = await start({ loginScript: ['limit', 'limit', 'limit', 'limit'] })
    const { sim } = world
    const run = await runDeploy(world, { 'login-attempts': '3' })

    expectExitCodes(run, 1)
    expect(calls(sim)).toEqual([
      'GET /entity',
      `POST ${API.login}`,
      `POST ${API.login}`,
      `POST ${API.login}`
    ])
    const errors = annotations(run.main.stdout, 'error')
    expect(errors).toHaveLength(1)
    expect(errors[0]).toMatch(/limit/i)
    expect(errors[0]).toMatch(/release/i)
    // The main step never logged in: the post step has nothing to release.
    expect(requestsTo(sim, API.logout)).toHaveLength(0)
    await expectCleanRun(world, run)
  })

  it('fails at once on bad credentials: exactly one login request, no retry', async () => {
    const world = await start({})
    const { sim } = world
    const wrong = 'Wrong-password-5b8d2c'
    const run = await runDeploy(world, { password: wrong })

    expectExitCodes(run, 1)
    expect(calls(sim)).toEqual(['GET /entity', `POST ${API.login}`])
    expect(requestsTo(sim, API.login)[0].status).toBe(401)
    const errors = annotations(run.main.stdout, 'error')
    expect(errors).toHaveLength(1)
    expect(errors[0]).toMatch(/credentials/i)
    expect(run.post?.exitCode).toBe(0)
    // The wrong password is masked as well.
    expect(
      run.log.split('\n').filter(l => l.includes(wrong) && !l.startsWith('::add-mask::'))
    ).toEqual([])
    await expectCleanRun(world, run)
  })

  it('retries a login whose connection dropped', async () => {
    const world = await start({ loginScript: ['drop', 'ok'] })
    const { sim } = world
    const run = await runDeploy(world)

    expectExitCodes(run, 0)
    expect(run.outputs.result).toBe('published')
    expect(requestsTo(sim, API.login)).toHaveLength(2)
    await expectCleanRun(world, run)
  })

  it('a wrong port with the default login-attempts and login-retry-delay fails in under 10 s, naming base-url', async () => {
    const world = await start({})
    const port = await closedPort()
    const baseUrl = `http://127.0.0.1:${port}/AcumaticaERP`
    const started = Date.now()
    // The defaults (5 attempts, 15 s apart and more) spent 150 s here on waits alone.
    const run = await runDeploy(world, {
      'base-url': baseUrl,
      'login-attempts': '',
      'login-retry-delay': ''
    })
    const seconds = (Date.now() - started) / 1000

    expectExitCodes(run, 1)
    expect(seconds).toBeLessThan(10)
    const errors = annotations(run.main.stdout, 'error')
    expect(errors).toHaveLength(1)
    expect(errors[0]).toMatch(/^Login failed after 2 attempts: connection refused/)
    expect(errors[0]).toContain(`Check base-url (${baseUrl})`)
    await expectCleanRun(world, run)
  })

  it('a login that reaches nothing says, at the end, to check base-url', async () => {
    const world = await start({})
    // A port nothing listens on: the connection is refused.
    const port = await closedPort()
    const baseUrl = `http://127.0.0.1:${port}/AcumaticaERP`
    const run = await runDeploy(world, { 'base-url': baseUrl, 'login-attempts': '2' })

    expectExitCodes(run, 1)
    expect(world.sim.requests).toHaveLength(0)
    // Refused connections are retried, with a warning each.
    expect(annotations(run.main.stdout, 'warning').filter(w => /attempt/i.test(w))).toHaveLength(1)
    const errors = annotations(run.main.stdout, 'error')
    expect(errors).toHaveLength(1)
    expect(errors[0]).toMatch(/^Login failed after 2 attempts: connection refused/)
    expect(errors[0]).toContain(
      `Check base-url (${baseUrl}): its host, port and scheme (http:// or https://) must be those of the instance`
    )
    expect(errors[0]).toMatch(/The instance is unchanged: nothing was imported or published\.$/)
    // Nothing was logged in: the post step has nothing to release, and says so without a warning.
    expect(annotations(run.post?.stdout ?? '', 'warning')).toEqual([])
    await expectCleanRun(world, run)
  })

  it('sends tenant, branch and locale when set', async () => {
    const world = await start({})
    const { sim } = world
    const run = await runDeploy(world, { tenant: 'Company', branch: 'HQ', locale: 'en-US' })

    expectExitCodes(run, 0)
    expect(requestsTo(sim, API.login)[0].json).toEqual({
      name: USER.name,
      password: USER.password,
      tenant: 'Company',
      branch: 'HQ',
      locale: 'en-US'
    })
    await expectCleanRun(world, run)
  })

  it('does not retry a locked account', async () => {
    const world = await start({ loginScript: ['locked'] })
    const { sim } = world
    const run = await runDeploy(world)

    expectExitCodes(run, 1)
    expect(requestsTo(sim, API.login)).toHaveLength(1)
    expect(annotations(run.main.stdout, 'error')).toHaveLength(1)
    await expectCleanRun(world, run)
  })
})
