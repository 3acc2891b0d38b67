// End to end over dist/: on a live, shared instance, what only a process shows: a cancel (the
// runner's signal) while a request hangs leaves the lockout through Apply Updates to the post
// step, which lets users back in. The other shared-instance cases run the steps in-process:
// __tests__/flows/shared-instance.test.ts.
import { describe, expect, it } from '@jest/globals'
import { useWorld } from '../../test-support/e2e-world.js'
import { API, calls, runDeploy, waitForCalls, type World } from '../../test-support/world.js'

// A publish whose log holds no warning: a successful run then prints none.
const { start } = useWorld({ projects: {}, publishEndScript: [{ text: 'true' }] })

const LOCK = '/entity/Lock/1/ApplyUpdate'
const ENDPOINT = { endpoint: 'Lock', version: '1', entity: 'ApplyUpdate' }
const STOP = `POST ${LOCK}/stopLockoutCommand`

/** The calls to the Apply Updates endpoint and the Customization API, without the status polls' ids. */
function callsOf(world: World): string[] {
  return calls(world.sim).map(call => call.replace(/\/status\/[^/]+$/, '/status'))
}

describe('the lockout through Apply Updates', () => {
  const lockout = { 'maintenance-endpoint': 'Lock/1/ApplyUpdate' }

  it('a cancel while a request hangs: the post step stops the lockout', async () => {
    const world = await start({
      applyUpdates: ENDPOINT,
      publishEndScript: [{ text: 'false' }, { delayMs: 20_000, then: { text: 'true' } }]
    })
    const run = await runDeploy(
      world,
      { ...lockout, 'publish-timeout': '60', 'poll-interval': '0.1' },
      {
        // The probe and the first poll answered; the cancel comes while the second poll hangs,
        // so the main step leaves (after its grace) without reaching its own stop.
        cancelWhen: async () => {
          await waitForCalls(world.sim, API.publishEnd, 2)
          await new Promise(resolve => setTimeout(resolve, 600))
        }
      }
    )

    expect(run.outputs.result).toBe('cancelled')
    expect(run.post?.exitCode).toBe(0)
    expect(run.post?.stdout).toContain('Users are let back in')
    expect(callsOf(world).filter(c => c === STOP)).toHaveLength(1)
    expect(world.sim.lockout.state).toBe('Unlocked')
  })
})
