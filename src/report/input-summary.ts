// The job summary of a run stopped by an input check: the README sends people to the summary
// first, so it says what the log's error says, and that nothing reached the instance.
import { quote, type Summary } from '../shared/summary.js'

const STOPPED = 'stopped at the input check'

/** Whether `summary` is an input error's (the command line prints it with the log). */
export function isInputErrorSummary(summary: Summary): boolean {
  const first = summary.blocks[0]
  return (
    first?.kind === 'heading' &&
    first.text.some(part => typeof part === 'string' && part.endsWith(`: ${STOPPED}`))
  )
}

export function inputErrorSummary(title: string, message: string): Summary {
  return {
    blocks: [
      { kind: 'heading', level: 2, text: [`${title}: ${STOPPED}`] },
      { kind: 'paragraph', text: [quote(message)] },
      {
        kind: 'paragraph',
        text: ['Nothing was sent to the instance. Fix the input the message names and run again.']
      }
    ]
  }
}
