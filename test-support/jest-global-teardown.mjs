// jest's globalTeardown (jest.config.js): a test removes the temporary folders it makes. What is
// left in the run's folder (jest-global-setup.mjs) fails the run, naming it, and the folder goes
// either way, so a run never fills the machine's temporary folder.
import { readdirSync, rmSync } from 'node:fs'

/**
 * What is kept in the temporary folder on purpose, not a test's leftovers: the tools' caches, and
 * the command line's result files (src/fleet/result-file.ts writes them to the system's
 * temporary folder; removing them after a test file would race the files still running).
 */
const KEPT = /^(jest_|node-compile-cache$|tsx-|acumatica-results$)/

export default function globalTeardown() {
  const run = globalThis.acuJestRun
  if (run === undefined) return
  for (const [name, value] of Object.entries(run.saved)) {
    if (value === undefined) delete process.env[name]
    else process.env[name] = value
  }
  const left = readdirSync(run.folder).filter(name => !KEPT.test(name))
  rmSync(run.folder, { recursive: true, force: true, maxRetries: 3 })
  if (left.length > 0) {
    throw new Error(
      `The tests left ${left.length} temporary folder(s): ${left.sort().join(', ')}. ` +
        'Remove each in the test (afterEach/afterAll) or make it with a helper that does.'
    )
  }
}
