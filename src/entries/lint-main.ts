import * as core from '@actions/core'
import { actionsRunner, finishAction } from '../runner/actions-runner.js'
import { runLintStep } from '../steps/lint-step.js'

try {
  await finishAction(await runLintStep(actionsRunner()))
} catch (error) {
  // runLintStep() returns every expected failure as its result; this is the net for a bug.
  core.setFailed(
    `Unexpected error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`
  )
}
