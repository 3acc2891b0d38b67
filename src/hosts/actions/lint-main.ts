import * as core from '@actions/core'
import { actionsRunner, finishAction } from './actions-runner.js'
import { runLintStep } from '../../commands/lint.js'

try {
  await finishAction(await runLintStep(actionsRunner()))
} catch (error) {
  // runLintStep() returns every expected failure as its result; this is the net for a bug.
  core.setFailed(
    `Unexpected error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`
  )
}
