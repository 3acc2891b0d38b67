// The job summary of a run stopped by an input check: the README sends people to the summary
// first, so it says what the log's error says, and that nothing reached the instance.
import { core } from '../host/core.js'
import * as log from '../action/log.js'
import { quote, type Summary } from './summary.js'

export function inputErrorSummary(title: string, message: string): Summary {
  return {
    blocks: [
      { kind: 'heading', level: 2, text: [`${title}: stopped at the input check`] },
      { kind: 'paragraph', text: [quote(message)] },
      {
        kind: 'paragraph',
        text: ['Nothing was sent to the instance. Fix the input the message names and run again.']
      }
    ]
  }
}

/** Fails the step with the input check's message and writes the short summary. */
export async function failInputCheck(title: string, message: string): Promise<void> {
  log.fail(message)
  try {
    await core.summary.add(inputErrorSummary(title, message)).write()
  } catch (error) {
    log.warning(`Could not write the job summary: ${String(error)}`)
  }
}
