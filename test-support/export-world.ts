// The inputs of the export action (export/action.yml) against a simulator.
import type { Simulator } from '../simulator/index.js'
import { USER } from './world.js'

/** Inputs of a fast export; `overrides` win. */
export function exportInputs(sim: Simulator, overrides: Record<string, string> = {}) {
  return {
    'base-url': sim.url,
    username: USER.name,
    password: USER.password,
    'login-retry-delay': '0.05',
    'request-timeout': '30',
    ...overrides
  }
}
