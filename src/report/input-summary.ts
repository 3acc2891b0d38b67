// The job summary of a run stopped by an input check: the README sends people to the summary
// first, so it says what the log's error says, and that nothing reached the instance.
import { core } from '../host/core.js'
import * as log from '../action/log.js'
import { summaryText } from './safe-text.js'

export function inputErrorSummary(title: string, message: string): string {
  return [
    `## ${title}: stopped at the input check`,
    '',
    summaryText(message),
    '',
    'Nothing was sent to the instance. Fix the input the message names and run again.',
    ''
  ].join('\n')
}

/** Fails the step with the input check's message and writes the short summary. */
export async function failInputCheck(title: string, message: string): Promise<void> {
  log.fail(message)
  try {
    await core.summary.addRaw(inputErrorSummary(title, message)).write()
  } catch (error) {
    log.warning(`Could not write the job summary: ${String(error)}`)
  }
}
