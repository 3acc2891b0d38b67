import * as core from '@actions/core'
import { runExport } from '../steps/export-step.js'

try {
  await runExport()
} catch (error) {
  // runExport() reports every expected failure itself; this is the net for a bug.
  core.setFailed(
    `Unexpected error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`
  )
}
