// Running the export action (export/action.yml, dist/export/) against a world's simulator.
import type { Simulator } from '../simulator/index.js'
import {
  distExportMain,
  distExportPost,
  exportActionYml,
  runAction,
  type ActionRun,
  type RunActionOptions
} from './run-action.js'
import { USER, type World } from './world.js'

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

export function runExport(
  world: World,
  overrides: Record<string, string>,
  options: Omit<RunActionOptions, 'inputs'> = {}
): Promise<ActionRun> {
  return runAction({
    timeoutMs: 60_000,
    mainScript: distExportMain,
    postScript: distExportPost,
    actionYml: exportActionYml,
    ...options,
    inputs: exportInputs(world.sim, overrides),
    env: { ...world.env, ...options.env }
  })
}
