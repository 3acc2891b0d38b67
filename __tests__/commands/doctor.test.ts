// The doctor step (the command line's `doctor`) in-process with the test runner against the
// simulator: one line per check, the failures that name what to fix, the session released in
// every case, and nothing that changes the instance ever called (read from the simulator's log).
import { runCommand } from '../../src/runner/command.js'
import { afterEach, describe, expect, it } from '@jest/globals'
import { doctorCommand, type DoctorCheck } from '../../src/commands/doctor.js'
import { renderText } from '../../src/report/plain-text.js'
import { useStepWorld } from '../../test-support/step-world.js'
import { TestRunner } from '../../test-support/test-runner.js'
import { closedPort } from '../../test-support/ports.js'
import { startHostileProxy, type HostileAnswer } from '../../test-support/hostile-proxy.js'
import { PROJECT, USER, cookieValues, previousVersionZip } from '../../test-support/world.js'
import type { Simulator } from '../../simulator/index.js'
import type { CommandResult } from '../../src/runner/runner.js'

const world = useStepWorld()

/** A proxy in front of `sim` answering the paths of `answers` itself, closed after the test. */
const proxies: Array<{ close(): Promise<void> }> = []
afterEach(async () => {
  await Promise.all(proxies.splice(0).map(p => p.close()))
})
async function hostile(sim: Simulator, answers: Record<string, HostileAnswer>): Promise<string> {
  const proxy = await startHostileProxy(sim.url, answers)
  proxies.push(proxy)
  return proxy.url
}

function json(status: number, value: unknown): HostileAnswer {
  return res => {
    res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' })
    res.end(JSON.stringify(value))
  }
}

const LOCK = { endpoint: 'Lock', version: '1', entity: 'ApplyUpdate' }

function doctor(
  sim: Simulator,
  overrides: Record<string, string> = {}
): { runner: TestRunner; run: Promise<CommandResult> } {
  const runner = new TestRunner({
    'base-url': sim.url,
    username: USER.name,
    password: USER.password,
    'login-attempts': '1',
    'login-retry-delay': '0',
    ...overrides
  })
  return { runner, run: runCommand(doctorCommand, runner) }
}

function checksOf(result: CommandResult): Array<Pick<DoctorCheck, 'check' | 'status'>> {
  const checks = JSON.parse(result.outputs['checks-json']) as DoctorCheck[]
  return checks.map(({ check, status }) => ({ check, status }))
}

function linesOf(result: CommandResult): string[] {
  return (JSON.parse(result.outputs['checks-json']) as DoctorCheck[]).map(c => c.line)
}

/**
 * What every doctor run must leave: no open session, and only reads on the wire (GET of the
 * contract API, login, logout, getPublished, getProject): no Import, publish, delete,
 * unpublishAll or Apply Updates action; no secret in what it prints or outputs.
 */
function expectChangedNothing(sim: Simulator, runner: TestRunner, result: CommandResult): void {
  expect(sim.openSessions()).toBe(0)
  const allowed = [
    'POST /entity/auth/login',
    'POST /entity/auth/logout',
    'POST /CustomizationApi/getPublished',
    'POST /CustomizationApi/getProject'
  ]
  for (const request of sim.requests) {
    const call = `${request.method} ${request.path}`
    const read = request.method === 'GET' && /^\/entity(\/(?!auth\/)|$)/.test(request.path)
    if (!read) expect(allowed).toContain(call)
  }
  expect(sim.imported).toEqual([])
  expect(sim.publishState).toBe('idle')
  expect(sim.lockout.state).toBe('Unlocked')
  const written = `${renderText(result.summary!)}\n${JSON.stringify(result.outputs)}\n${runner.log}`
  for (const secret of [USER.password, ...cookieValues(sim)].filter(s => s !== '')) {
    expect(written).not.toContain(secret)
  }
}

describe('the doctor step', () => {
  it('all ok: one ok line a check, exit-worthy result passed, logged out, nothing changed', async () => {
    const sim = await world.start({
      projects: { [PROJECT]: await previousVersionZip() },
      applyUpdates: LOCK
    })
    const { runner, run } = doctor(sim, { 'maintenance-endpoint': 'Lock/1/ApplyUpdate' })
    const result = await run
    expect(result.result).toBe('passed')
    expect(result.failure).toBeUndefined()
    expect(checksOf(result)).toEqual([
      { check: 'address', status: 'ok' },
      { check: 'login', status: 'ok' },
      { check: 'getPublished', status: 'ok' },
      { check: 'getProject', status: 'ok' },
      { check: 'maintenance-endpoint', status: 'ok' },
      { check: 'logout', status: 'ok' }
    ])
    const lines = linesOf(result)
    expect(lines[0]).toBe(`ok ${sim.url} answers GET /entity (build 24.210.0016)`)
    expect(lines[2]).toBe(`ok the Customization API answers getPublished (published: ${PROJECT})`)
    expect(lines[3]).toMatch(
      /^ok getProject answers "not found" for a project no instance holds \(DoctorProbe[0-9a-f]{8}\)$/
    )
    expect(lines[4]).toBe('ok maintenance-endpoint Lock/1/ApplyUpdate answers')
    expect(result.outputs['instance-version']).toBe('24.210.0016')
    // The summary the command line prints: the same lines.
    expect(renderText(result.summary!)).toContain(lines.join('\n'))
    // The probe is a name no project has, sent as the not-found answer was read.
    const probe = sim.requests.find(r => r.path === '/CustomizationApi/getProject')
    expect((probe?.json as { projectName: string }).projectName).toMatch(/^DoctorProbe[0-9a-f]{8}$/)
    expect(sim.requests.filter(r => r.path === '/entity/auth/logout')).toHaveLength(1)
    expect(sim.requests.some(r => r.path === '/entity/Lock/1/ApplyUpdate/$adHocSchema')).toBe(true)
    expectChangedNothing(sim, runner, result)
  })

  it('getProject not found in the 400 form (24.2 cloud) is also ok', async () => {
    for (const notFoundStyle of ['400-log', '400-error-json', '400-text'] as const) {
      const sim = await world.start({ notFoundStyle })
      const { runner, run } = doctor(sim)
      const result = await run
      expect(checksOf(result).find(c => c.check === 'getProject')).toEqual({
        check: 'getProject',
        status: 'ok'
      })
      expect(result.result).toBe('passed')
      expectChangedNothing(sim, runner, result)
    }
  })

  it('a wrong password (HTTP 401): FAIL names username, password and tenant; the rest skipped', async () => {
    const sim = await world.start()
    const { runner, run } = doctor(sim, { password: 'not-the-password' })
    const result = await run
    expect(result.result).toBe('failed')
    expect(checksOf(result)).toEqual([
      { check: 'address', status: 'ok' },
      { check: 'login', status: 'failed' },
      { check: 'getPublished', status: 'skipped' },
      { check: 'getProject', status: 'skipped' }
    ])
    const line = linesOf(result)[1]
    expect(line).toMatch(
      new RegExp(
        `^FAIL login as ${USER.name}: the instance refused the credentials \\(HTTP 401\\)\\. Check username, the password .*and tenant`
      )
    )
    expect(linesOf(result)[2]).toBe('skipped getPublished: needs a login')
    expect(result.failure).toBe('1 of 4 checks failed: login.')
    expect(sim.sessionsCreated).toBe(0)
    expect(runner.log).not.toContain('not-the-password')
    expectChangedNothing(sim, runner, result)
  })

  it('the API Login Limit is named as such', async () => {
    const sim = await world.start({ loginScript: ['limit'] })
    const { runner, run } = doctor(sim)
    const result = await run
    expect(linesOf(result)[1]).toMatch(
      /^FAIL login as .*: the API session limit of the instance is reached \(HTTP 500, API Login Limit\)\. Release another API session/
    )
    expectChangedNothing(sim, runner, result)
  })

  it('a user without the Customizer role: FAIL names the role; logged out', async () => {
    // The simulator refuses such a user's Customization API calls with HTTP 403 (assumed form:
    // no public source quotes what a real instance answers).
    const sim = await world.start({ users: [{ ...USER, customizer: false }] })
    const { runner, run } = doctor(sim)
    const result = await run
    expect(result.result).toBe('failed')
    expect(checksOf(result)).toEqual([
      { check: 'address', status: 'ok' },
      { check: 'login', status: 'ok' },
      { check: 'getPublished', status: 'failed' },
      { check: 'getProject', status: 'skipped' },
      { check: 'logout', status: 'ok' }
    ])
    expect(linesOf(result)[2]).toMatch(
      /^FAIL the Customization API \(getPublished\): .*HTTP 403.*\. Give deployer the Customizer role \(or Administrator\); if it has one, the Customization Web API may be off/
    )
    expect(sim.requests.filter(r => r.path === '/entity/auth/logout').map(r => r.status)).toEqual([
      204
    ])
    expectChangedNothing(sim, runner, result)
  })

  it('getPublished answering an error entry fails that check; getProject still asked', async () => {
    const sim = await world.start({ getPublishedForm: 'error' })
    const { runner, run } = doctor(sim)
    const result = await run
    expect(checksOf(result).map(c => c.status)).toEqual(['ok', 'ok', 'failed', 'ok', 'ok'])
    expect(result.result).toBe('failed')
    expectChangedNothing(sim, runner, result)
  })

  it('a base-url nothing answers at: FAIL address, the rest skipped, no login tried', async () => {
    const sim = await world.start()
    const port = await closedPort()
    const { runner, run } = doctor(sim, { 'base-url': `http://127.0.0.1:${port}/AcumaticaERP` })
    const result = await run
    expect(result.result).toBe('failed')
    expect(checksOf(result)).toEqual([
      { check: 'address', status: 'failed' },
      { check: 'login', status: 'skipped' },
      { check: 'getPublished', status: 'skipped' },
      { check: 'getProject', status: 'skipped' }
    ])
    expect(linesOf(result)[0]).toMatch(
      /^FAIL address http:\/\/127\.0\.0\.1:\d+\/AcumaticaERP: .*\. Check base-url: the scheme \(https:\/\/\), host, port/
    )
    expect(linesOf(result)[1]).toBe(`skipped login as ${USER.name}: base-url must answer first`)
    expect(runner.abandoned).toBeUndefined()
  })

  it('a base-url with a wrong path (HTTP 404) or ending in /Main: FAIL address, nothing sent but GET /entity', async () => {
    const sim = await world.start()
    const wrong = await doctor(sim, { 'base-url': `${sim.url}/Wrong` }).run
    expect(linesOf(wrong)[0]).toMatch(
      /^FAIL address .*\/Wrong: GET \/entity answered .*404.*\. Check base-url/
    )
    const main = await doctor(sim, { 'base-url': `${sim.url}/Main` }).run
    expect(linesOf(main)[0]).toMatch(
      /^FAIL address .*\/Main: .*404.*\. base-url ends in a page: drop it; give the scheme/
    )
    expect(sim.requests.map(r => `${r.method} ${r.path}`)).toEqual([
      'GET /Wrong/entity',
      'GET /Main/entity'
    ])
    expect(sim.sessionsCreated).toBe(0)
  })

  it('maintenance-endpoint the instance does not have: FAIL names the endpoint to create; logged out', async () => {
    const sim = await world.start()
    const { runner, run } = doctor(sim, { 'maintenance-endpoint': 'Lock/1/ApplyUpdate' })
    const result = await run
    expect(result.result).toBe('failed')
    expect(checksOf(result).slice(-2)).toEqual([
      { check: 'maintenance-endpoint', status: 'failed' },
      { check: 'logout', status: 'ok' }
    ])
    expect(linesOf(result).at(-2)).toMatch(
      /^FAIL maintenance-endpoint Lock\/1\/ApplyUpdate: .*HTTP 404.*\. Check maintenance-endpoint: the instance needs a Web Service Endpoint Lock\/1\/ApplyUpdate over Apply Updates \(SM203510\)/
    )
    expectChangedNothing(sim, runner, result)
  })

  it('getProject answering an IO error, not the not-found words: FAIL, never read as "not found"', async () => {
    const sim = await world.start()
    // real-answers.md: `Could not find file '…'` is an IO error, not the not-found answer.
    const url = await hostile(sim, {
      '/CustomizationApi/getProject': json(200, {
        log: [
          {
            timestamp: '2026-07-18T19:27:37.3327642Z',
            logType: 'error',
            message: "Could not find file 'C:\\Program Files\\Acumatica ERP\\Site\\Probe.zip'."
          }
        ]
      })
    })
    const { runner, run } = doctor(sim, { 'base-url': url })
    const result = await run
    expect(result.result).toBe('failed')
    expect(checksOf(result).map(c => `${c.check} ${c.status}`)).toEqual([
      'address ok',
      'login ok',
      'getPublished ok',
      'getProject failed',
      'logout ok'
    ])
    expect(linesOf(result)[3]).toMatch(
      /^FAIL getProject of (DoctorProbe[0-9a-f]{8}) \(a name no project has\): .*Could not find file.*\. A first deploy and a restore need the instance's own answer "The project is not found: \1"/
    )
    expectChangedNothing(sim, runner, result)
  })

  it('getProject refused with HTTP 400 in other words, and getPublished missing (404): both FAIL', async () => {
    const sim = await world.start({ getPublishedAvailable: false })
    const url = await hostile(sim, {
      // Not the not-found words (a wording made up on purpose: it must not count).
      '/CustomizationApi/getProject': json(400, { message: 'The request is invalid.' })
    })
    const { runner, run } = doctor(sim, { 'base-url': url })
    const result = await run
    expect(checksOf(result).map(c => `${c.check} ${c.status}`)).toEqual([
      'address ok',
      'login ok',
      'getPublished failed',
      'getProject failed',
      'logout ok'
    ])
    expect(linesOf(result)[2]).toMatch(
      /HTTP 404 or 405.*The Customization Web API exists from 2022 R2 on/
    )
    expect(linesOf(result)[3]).toMatch(/HTTP 400/)
    expectChangedNothing(sim, runner, result)
  })

  it('maintenance-endpoint refused (403) or answering no object: FAIL with what to fix, logged out', async () => {
    const sim = await world.start({ applyUpdates: LOCK })
    const forbidden = await hostile(sim, {
      // ASP.NET's error object (assumed form for a user without rights to the screen).
      '/$adHocSchema': json(403, { message: 'Forbidden' })
    })
    const refused = await doctor(sim, {
      'base-url': forbidden,
      'maintenance-endpoint': 'Lock/1/ApplyUpdate'
    }).run
    expect(linesOf(refused).at(-2)).toMatch(
      /^FAIL maintenance-endpoint Lock\/1\/ApplyUpdate: .*HTTP 403.*\. Give deployer access to the Apply Updates screen \(SM203510\)/
    )
    const rows = await hostile(sim, { '/$adHocSchema': json(200, []) })
    const { runner, run } = doctor(sim, {
      'base-url': rows,
      'maintenance-endpoint': 'Lock/1/ApplyUpdate'
    })
    const result = await run
    expect(linesOf(result).at(-2)).toMatch(/HTTP 200 \(not a JSON object\)/)
    expect(checksOf(result).at(-1)).toEqual({ check: 'logout', status: 'ok' })
    expectChangedNothing(sim, runner, result)
  })

  it('an input error names the input, before anything is sent', async () => {
    const sim = await world.start()
    const result = await doctor(sim, { 'maintenance-endpoint': 'Lock' }).run
    expect(result.result).toBe('failed')
    expect(result.failure).toMatch(/maintenance-endpoint/)
    expect(sim.requests).toEqual([])
  })

  it('cancelled while the Customization API is asked: the session is still logged out', async () => {
    const sim = await world.start({ users: [USER] })
    const { runner, run } = doctor(sim)
    // Cancel the moment the login's session exists.
    void sim.waitForRequests('/entity/auth/login', 1).then(() => runner.cancel('SIGINT'))
    const result = await run
    expect(result.result).toBe('cancelled')
    expect(result.failure).toMatch(/cancelled/)
    expect(runner.abandoned?.result).toBe('cancelled')
    await sim.waitForRequests('/entity/auth/logout', 1)
    expect(sim.openSessions()).toBe(0)
    expectChangedNothing(sim, runner, result)
  })
})
