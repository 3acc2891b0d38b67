// The job summary of a run stopped by an input check: the README sends people to the summary
// first, so it says what the log's error says, and that nothing reached the instance.
import { quote, type Summary } from '../shared/summary.js'

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
