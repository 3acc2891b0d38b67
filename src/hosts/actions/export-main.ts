import * as core from '@actions/core'
import { actionsRunner, finishAction } from './actions-runner.js'
import { runExport } from '../../commands/export.js'

try {
  await finishAction(await runExport(actionsRunner()))
} catch (error) {
  // runExport() returns every expected failure as its result; this is the net for a bug.
  core.setFailed(
    `Unexpected error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`
  )
}
