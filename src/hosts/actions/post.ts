import * as core from '@actions/core'
import { actionsRunner } from './actions-runner.js'
import { postCommand } from '../../commands/post.js'
import { runCommand } from '../../runner/command.js'
import { safeText } from '../../redact/safe-text.js'

// The post step never fails the job: what it did is in its log, and what could not be done is a
// warning there (a seat left taken ends by itself after the instance's session timeout).
try {
  const result = await runCommand(postCommand, actionsRunner())
  if (result.failure !== undefined) core.warning(safeText(result.failure))
} catch (error) {
  core.warning(
    safeText(
      `The post step could not release the API session: ${error instanceof Error ? error.message : String(error)}`
    )
  )
}
