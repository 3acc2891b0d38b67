// The job summary of a run stopped by an input check: the README sends people to the summary
// first, so it says what the log's error says, and that nothing reached the instance.
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
