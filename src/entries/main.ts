import * as core from '@actions/core'
import { runCompareWorker } from '../changes/compare-projects.js'
import { run } from '../steps/deploy-step.js'

try {
  // In the worker thread the deploy starts for its Changes comparison, only that.
  if (!(await runCompareWorker())) await run()
} catch (error) {
  // run() reports every expected failure itself; this is the net for a bug.
  core.setFailed(
    `Unexpected error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`
  )
}
