import * as core from '@actions/core'
import { run } from '../steps/deploy-step.js'

try {
  await run()
} catch (error) {
  // run() reports every expected failure itself; this is the net for a bug.
  core.setFailed(
    `Unexpected error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`
  )
}
