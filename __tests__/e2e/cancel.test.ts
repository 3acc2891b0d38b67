// End to end over dist/: a cancelled run. The runner sends SIGINT (SIGTERM 7.5 s later, then
// SIGKILL); the main step must stop quickly and the post step must still release the session.
import { describe, expect, it } from '@jest/globals'
import {
  API,
  annotations,
  calls,
  requestsTo,
  runDeploy,
  waitForCalls
} from '../../test-support/world.js'
import { expectCleanRun, expectExitCodes } from '../../test-support/e2e-checks.js'
import { useWorld } from '../../test-support/e2e-world.js'

const { start } = useWorld({ projects: {} })

describe('cancellation over dist/', () => {
  it('during polling: the main step stops at once, the post step logs out', async () => {
    const world = await start({ publishEndScript: [{ text: 'false' }] })
    const { sim } = world
    const run = await runDeploy(
      world,
      { 'publish-timeout': '60', 'poll-interval': '0.2' },
      { cancelWhen: () => waitForCalls(sim, API.publishEnd, 3) }
    )

    // The signal went out after the third poll had been answered, while the step was running.
    expect(run.main.cancelledAtMs).toBeGreaterThan(0)
    expect(run.main.cancelledAtMs).toBeLessThan(run.main.durationMs)
    // Ended on its own (not killed), well before the runner's SIGTERM at 7.5 s.
    expect(run.main.signal).toBeNull()
    expectExitCodes(run, 1)
    expect(run.main.durationMs - (run.main.cancelledAtMs ?? 0)).toBeLessThan(3000)
    expect(run.outputs.result).toBe('cancelled')
    expect(annotations(run.main.stdout, 'warning').some(w => w.includes('SIGINT'))).toBe(true)
    // The probe, at most the poll in flight when the signal came, and no new poll after it.
    expect(requestsTo(sim, API.publishEnd).length).toBeLessThanOrEqual(5)

    expect(calls(sim).at(-1)).toBe(`POST ${API.logout}`)
    const session = requestsTo(sim, API.publishBegin)[0].cookies
    expect(requestsTo(sim, API.logout)[0].cookies).toEqual(session)
    expect(requestsTo(sim, API.logout)[0].status).toBe(204)
    await expectCleanRun(world, run)
  })

  it('during the login retry wait: stops without logging in, the post step has nothing to do', async () => {
    const world = await start({ loginScript: ['limit', 'limit', 'limit', 'limit'] })
    const { sim } = world
    const run = await runDeploy(
      world,
      { 'login-retry-delay': '20' },
      { cancelWhen: () => waitForCalls(sim, API.login, 1) }
    )

    expect(run.main.signal).toBeNull()
    // Without a cancellation time the duration check below would only bound the whole run.
    expect(run.main.cancelledAtMs).toBeGreaterThan(0)
    expect(run.main.durationMs - (run.main.cancelledAtMs ?? 0)).toBeLessThan(3000)
    expect(calls(sim)).toEqual(['GET /entity', `POST ${API.login}`])
    expectExitCodes(run, 1)
    expect(run.outputs.result).toBe('cancelled')
    await expectCleanRun(world, run)
  })
})
