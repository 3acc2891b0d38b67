import * as core from '@actions/core'
import { runLintStep } from '../steps/lint-step.js'

try {
  await runLintStep()
} catch (error) {
  // runLintStep() reports every expected failure itself; this is the net for a bug.
  core.setFailed(
    `Unexpected error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`
  )
}
