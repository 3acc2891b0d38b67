// End to end over dist/: a cancelled run. The runner sends SIGINT (SIGTERM 7.5 s later, then
// SIGKILL); the main step must stop quickly and the post step must still release the session.
import { afterEach, beforeAll, describe, expect, it } from '@jest/globals'
import { runAction } from '../test-support/run-action.js'
import {
  API,
  annotations,
  calls,
  deployInputs,
  requestsTo,
  requireDist,
  startWorld,
  waitForCalls,
  type World
} from '../test-support/world.js'
import { expectCleanRun, expectExitCodes } from '../test-support/e2e-checks.js'

let world: World | undefined

beforeAll(requireDist)
afterEach(async () => {
  await world?.close()
  world = undefined
})

describe('cancellation over dist/', () => {
  it('during polling: the main step stops at once, the post step logs out', async () => {
    world = await startWorld({ projects: {}, publishEndScript: [{ text: 'false' }] })
    const { sim, env } = world
    const run = await runAction({
      inputs: deployInputs(sim, { 'publish-timeout': '60', 'poll-interval': '0.2' }),
      env,
      cancelWhen: () => waitForCalls(sim, API.publishEnd, 3),
      timeoutMs: 30_000
    })

    expect(run.main.cancelledAtMs).toBeDefined()
    // Ended on its own (not killed), well before the runner's SIGTERM at 7.5 s.
    expect(run.main.signal).toBeNull()
    expectExitCodes(run, 1)
    expect(run.main.durationMs - (run.main.cancelledAtMs ?? 0)).toBeLessThan(3000)
    expect(run.outputs.result).toBe('cancelled')
    expect(annotations(run.main.stdout, 'warning').some(w => w.includes('SIGINT'))).toBe(true)
    // At most the poll in flight when the signal came, and no new poll after it.
    expect(requestsTo(sim, API.publishEnd).length).toBeLessThanOrEqual(4)

    expect(calls(sim).at(-1)).toBe(`POST ${API.logout}`)
    const session = requestsTo(sim, API.publishBegin)[0].cookies
    expect(requestsTo(sim, API.logout)[0].cookies).toEqual(session)
    expect(requestsTo(sim, API.logout)[0].status).toBe(204)
    await expectCleanRun(world, run)
  })

  it('during the login retry wait: stops without logging in, the post step has nothing to do', async () => {
    world = await startWorld({ projects: {}, loginScript: ['limit', 'limit', 'limit', 'limit'] })
    const { sim, env } = world
    const run = await runAction({
      inputs: deployInputs(sim, { 'login-retry-delay': '20' }),
      env,
      cancelWhen: () => waitForCalls(sim, API.login, 1),
      timeoutMs: 30_000
    })

    expect(run.main.signal).toBeNull()
    expect(run.main.durationMs - (run.main.cancelledAtMs ?? 0)).toBeLessThan(3000)
    expect(calls(sim)).toEqual([`POST ${API.login}`])
    expectExitCodes(run, 1)
    expect(run.outputs.result).toBe('cancelled')
    await expectCleanRun(world, run)
  })
})
