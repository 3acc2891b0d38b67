import * as core from '@actions/core'
import { actionsRunner, finishAction } from './actions-runner.js'
import { run } from '../../commands/deploy.js'

try {
  await finishAction(await run(actionsRunner()))
} catch (error) {
  // run() returns every expected failure as its result; this is the net for a bug.
  core.setFailed(
    `Unexpected error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`
  )
}
