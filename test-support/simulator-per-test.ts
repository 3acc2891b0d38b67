// The jest lifecycle of the tests that drive the simulator directly: every simulator a test
// starts is closed after it, pass or fail, so no server outlives its test.
import { afterEach, expect } from '@jest/globals'
import { startSimulator, type Simulator, type SimulatorOptions } from '../simulator/index.js'
import { SimClient } from '../simulator/testing.js'

export interface SimulatorPerTest {
  /** Starts a simulator with `options` and a client without a session. */
  start(options?: SimulatorOptions): Promise<{ sim: Simulator; client: SimClient }>
  /** Starts a simulator with `options` and a client logged in as the default user. */
  loggedIn(options?: SimulatorOptions): Promise<{ sim: Simulator; client: SimClient }>
}

/** Registers the hooks (call it at the top level of the test file). */
export function useSimulator(): SimulatorPerTest {
  const started: Simulator[] = []
  afterEach(async () => {
    await Promise.all(started.splice(0).map(sim => sim.close()))
  })
  async function start(options: SimulatorOptions = {}) {
    const sim = await startSimulator(options)
    started.push(sim)
    return { sim, client: new SimClient(sim.url) }
  }
  return {
    start,
    async loggedIn(options = {}) {
      const running = await start(options)
      expect((await running.client.login()).status).toBe(204)
      return running
    }
  }
}
