// The jest lifecycle of the end-to-end tests, in one place: dist/ must exist before any test
// runs, and every simulator and artifact stand-in a test starts is closed after it, pass or
// fail, so no server outlives its test and keeps jest from exiting.
import { afterEach, beforeAll } from '@jest/globals'
import type { SimulatorOptions } from '../simulator/index.js'
import type { ArtifactServiceOptions } from '../simulator/artifact-service.js'
import { requireDist, startWorld, type World } from './world.js'

export interface WorldPerTest {
  /** Starts this test's world with `options` over the file's defaults. */
  start(options?: SimulatorOptions, artifactOptions?: ArtifactServiceOptions): Promise<World>
}

/**
 * Registers the hooks for a file whose tests each start their own world (call it at the top
 * level of the test file). `defaults` are the simulator options every test of the file shares.
 */
export function useWorld(defaults: SimulatorOptions = {}): WorldPerTest {
  let current: World | undefined
  beforeAll(requireDist)
  afterEach(async () => {
    const started = current
    current = undefined
    await started?.close()
  })
  return {
    async start(options = {}, artifactOptions = {}) {
      // A second world would be left running when the test ends.
      if (current) throw new Error('useWorld: this test has already started its world')
      current = await startWorld({ ...defaults, ...options }, artifactOptions)
      return current
    }
  }
}
