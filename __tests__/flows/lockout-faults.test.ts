// Users are always let back in: the deploy step and the post step in-process against the
// simulator, with a proxy in front of it as production sites have. Once scheduleLockoutCommand is
// sent the lockout is possibly on, whatever comes back: a status poll answered 502/500/404/401/302
// after the instance applied it, a proxy's 504 or a reset on the POST the instance applied, the
// restart after the publish (verify false and true), a cancel while a slow schedule is in flight,
// a stop that fails for good. The invariant in each: at the end either the simulator's lockout is
// off, or the run failed saying where a person ends it; never "not locked out"; no session left.
// (A closed stderr pipe of the command line is a process's: e2e/cli-lockout.test.ts.)
import { afterEach, describe, expect, it } from '@jest/globals'
import type { ServerResponse } from 'node:http'
import type { Simulator } from '../../simulator/index.js'
import { cleanup } from '../../src/commands/post.js'
import {
  doneThen,
  doneThenReset,
  json,
  slow,
  startHostileProxy,
  type HostileAnswer,
  type HostileProxy
} from '../../test-support/hostile-proxy.js'
import {
  expectCleanDeploy,
  expectExitCode,
  useStepWorld,
  type StepRun
} from '../../test-support/step-world.js'
import { API, calls } from '../../test-support/world.js'

const steps = useStepWorld({ projects: {}, publishEndScript: [{ text: 'true' }] })

const ENDPOINT = { endpoint: 'Lock', version: '1', entity: 'ApplyUpdate' }
const LOCK = '/entity/Lock/1/ApplyUpdate'
const SCHEDULE = `POST ${LOCK}/scheduleLockoutCommand`
const STOP = `POST ${LOCK}/stopLockoutCommand`
const LOCKOUT = { 'maintenance-endpoint': 'Lock/1/ApplyUpdate' }
const BY_HAND = 'Apply Updates (SM203510), Stop Lockout'

let proxy: HostileProxy | undefined
afterEach(async () => {
  await proxy?.close()
  proxy = undefined
})

/** The simulator's calls without the status polls' ids. */
function callsOf(sim: Simulator): string[] {
  return calls(sim).map(call => call.replace(/\/status\/[^/]+$/, '/status'))
}

/**
 * The invariant: the lockout is off at the end, or the run failed saying users may still be
 * locked out and where a person ends it; never "not locked out"; no session left open.
 */
function expectUsersLetBackIn(sim: Simulator, run: StepRun): void {
  const said = `${run.markdown}\n${run.output}\n${run.postOutput}`
  expect(said).not.toMatch(/not locked out/i)
  if (sim.lockout.state === 'Locked') {
    expect(run.result.failure).toContain(BY_HAND)
    expect(run.markdown).toContain('users may still be locked out')
  }
  expectCleanDeploy(sim, run)
}

describe('a lockout whose schedule got no clear answer is stopped all the same', () => {
  /** The instance answers the status poll (and applies the lockout); the proxy answers `fault`. */
  const pollFaults: Array<[string, (base: string) => HostileAnswer]> = [
    ['502', () => doneThen(502)],
    ['500', () => doneThen(500)],
    ['404', () => doneThen(404)],
    [
      '401',
      () => async (res: ServerResponse, _body: string, forward: () => Promise<number>) => {
        await forward()
        json(401, { message: 'Authorization has been denied for this request.' })(res)
      }
    ],
    ['302 to /ui/error', base => doneThen(302, { location: `${base}/ui/error` })]
  ]

  it.each(pollFaults)('a status poll answered %s', async (_name, fault) => {
    const sim = await steps.start({
      applyUpdates: { ...ENDPOINT, answers: { scheduleLockoutCommand: { status: 202, polls: 0 } } }
    })
    proxy = await startHostileProxy(sim.url, {
      [`${LOCK}/scheduleLockoutCommand/status`]: fault(new URL(sim.url).pathname)
    })
    const run = await steps.deploy(sim, { ...LOCKOUT, 'base-url': proxy.url })

    expectExitCode(run, 1)
    expect(run.result.outputs.result).toBe('failed')
    const all = callsOf(sim)
    expect(all).not.toContain(`POST ${API.import}`)
    // The instance applied it: the stop comes after the poll, before the logout.
    expect(all.slice(all.indexOf(SCHEDULE))).toEqual([
      SCHEDULE,
      `GET ${LOCK}/scheduleLockoutCommand/status`,
      STOP,
      `POST ${API.logout}`
    ])
    expect(sim.lockout.state).toBe('Unlocked')
    expect(run.markdown).toMatch(/lockout not confirmed: .*stopped at .* to be sure/)
    expectUsersLetBackIn(sim, run)
  })

  it.each([
    ['a proxy 504', doneThen(504)],
    ['a reset', doneThenReset()]
  ])('the POST answered with %s after the instance applied it', async (_name, fault) => {
    const sim = await steps.start({ applyUpdates: ENDPOINT })
    proxy = await startHostileProxy(sim.url, { [`${LOCK}/scheduleLockoutCommand`]: fault })
    const run = await steps.deploy(sim, { ...LOCKOUT, 'base-url': proxy.url })

    expectExitCode(run, 1)
    expect(callsOf(sim)).not.toContain(`POST ${API.import}`)
    expect(callsOf(sim).slice(-3)).toEqual([SCHEDULE, STOP, `POST ${API.logout}`])
    expect(sim.lockout.state).toBe('Unlocked')
    expectUsersLetBackIn(sim, run)
  })

  it('a schedule the instance refused (HTTP 400 of the POST): stopped too, and said refused', async () => {
    const sim = await steps.start({
      applyUpdates: { ...ENDPOINT, answers: { scheduleLockoutCommand: { status: 400 } } }
    })
    const run = await steps.deploy(sim, LOCKOUT)

    expectExitCode(run, 1)
    expect(callsOf(sim).slice(-3)).toEqual([SCHEDULE, STOP, `POST ${API.logout}`])
    expect(run.markdown).toContain('the instance refused the lockout')
    expectUsersLetBackIn(sim, run)
  })
})

describe('the stop meets the restart after the publish', () => {
  it('verify: false: the stop waits for the site (503), logs in again (the session ended) and lets users back in', async () => {
    const sim = await steps.start({ applyUpdates: ENDPOINT, restartDownMs: 1500 })
    const run = await steps.deploy(sim, {
      ...LOCKOUT,
      verify: 'false',
      'poll-interval': '0.2',
      'verify-timeout': '20'
    })

    expectExitCode(run, 0)
    expect(run.result.outputs.result).toBe('published')
    const stops = sim.requests.filter(r => r.path.endsWith('/stopLockoutCommand'))
    // 503 while the site restarts, then the old session is gone (401), then a new login's stop.
    expect(stops.map(r => r.status)).toEqual([...stops.slice(0, -2).map(() => 503), 401, 204])
    expect(stops.length).toBeGreaterThanOrEqual(3)
    expect(sim.lockout.state).toBe('Unlocked')
    expect(run.warnings).toEqual([])
    expectUsersLetBackIn(sim, run)
  })

  it('verify: true: the verification waits for the site; the stop then goes through at once', async () => {
    const sim = await steps.start({ applyUpdates: ENDPOINT, restartDownMs: 1500 })
    const run = await steps.deploy(sim, { ...LOCKOUT, 'poll-interval': '0.2' })

    expectExitCode(run, 0)
    expect(run.result.outputs.result).toBe('published')
    expect(sim.lockout.state).toBe('Unlocked')
    expectUsersLetBackIn(sim, run)
  })
})

describe('a cancel while the schedule is in flight', () => {
  it('waits for its answer before the stop: the stop never comes before the lockout lands', async () => {
    const sim = await steps.start({ applyUpdates: ENDPOINT })
    // Longer than the grace time a cancelled step gets before it is abandoned (3 s).
    proxy = await startHostileProxy(sim.url, { [`${LOCK}/scheduleLockoutCommand`]: slow(4000) })
    const run = await steps.deploy(
      sim,
      { ...LOCKOUT, 'base-url': proxy.url },
      {
        beforeRun: runner => {
          runner.cancelAt = { group: 'Lock users out', signal: 'SIGINT' }
          // As the command line does: an abandoned step runs the post step at once.
          runner.abandon = result => {
            runner.abandoned = result
            void cleanup(runner)
          }
        }
      }
    )

    expect(run.result.outputs.result).toBe('cancelled')
    expect(run.runner.abandoned).toBeUndefined()
    const all = callsOf(sim)
    expect(all.indexOf(STOP)).toBeGreaterThan(all.indexOf(SCHEDULE))
    expect(all).not.toContain(`POST ${API.import}`)
    expect(sim.lockout.state).toBe('Unlocked')
    expectUsersLetBackIn(sim, run)
  }, 20_000)
})

describe('a stop that fails for good', () => {
  it('fails the run saying users may still be locked out and where a person ends it', async () => {
    const sim = await steps.start({
      applyUpdates: { ...ENDPOINT, answers: { stopLockoutCommand: { status: 503 } } }
    })
    const run = await steps.deploy(sim, {
      ...LOCKOUT,
      'poll-interval': '0.1',
      'verify-timeout': '0.5'
    })

    expectExitCode(run, 1)
    expect(sim.lockout.state).toBe('Locked')
    // The run waited for the site, tried again, then gave up; the post step tried once more.
    const stops = callsOf(sim).filter(c => c === STOP)
    expect(stops.length).toBeGreaterThanOrEqual(3)
    expect(run.result.failure).toMatch(
      /Users may still be locked out: stopping the lockout through Apply Updates \(Lock\/1\/ApplyUpdate\) failed: .*HTTP 503.* A person ends it on the instance: Apply Updates \(SM203510\), Stop Lockout\./
    )
    expect(run.postErrors.join('\n')).toContain(BY_HAND)
    expect(run.runner.getState('lockout')).not.toBe('')
    expectUsersLetBackIn(sim, run)
  })
})
