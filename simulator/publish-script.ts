// What a scripted publishEnd answer means for the publish run, and the default script.
import type { PublishEndStep } from './types.js'

export type StepOutcome = 'running' | 'completed' | 'failed' | 'unchanged'

/** The run state a step's answer reports; bare statuses, drops and lost sessions report none. */
export function stepOutcome(step: PublishEndStep): StepOutcome {
  if ('delayMs' in step) return stepOutcome(step.then)
  if ('text' in step) {
    const text = step.text.trim().toLowerCase()
    return text === 'true' ? 'completed' : text === 'false' ? 'running' : 'unchanged'
  }
  if ('json' in step) return jsonOutcome(step.json)
  return 'unchanged'
}

function jsonOutcome(value: unknown): StepOutcome {
  if (value === true) return 'completed'
  if (value === false) return 'running'
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return 'unchanged'
  const answer = value as Record<string, unknown>
  // isFailed wins over isCompleted, as the contract reads it.
  if (answer.isFailed === true) return 'failed'
  if (answer.isCompleted === true) return 'completed'
  return 'running'
}

export interface LogLine {
  timestamp: string
  logType: string
  message: string
}

/**
 * Plain `false`, then a running JSON answer, then the completed answer; the JSON logs resend
 * the earlier entries and add new ones, as real servers do.
 */
export function defaultPublishEndScript(
  names: string[],
  validationOnly: boolean
): PublishEndStep[] {
  const start = Date.now()
  const line = (second: number, message: string, logType = 'information'): LogLine => ({
    timestamp: new Date(start - (5 - second) * 1000).toISOString(),
    logType,
    message
  })
  const list = names.map(n => `'${n}'`).join(', ')
  const log = [
    line(0, `${validationOnly ? 'Validation' : 'Publication'} started for ${list}.`),
    line(1, 'Merging the customization projects.'),
    line(2, 'The website is being compiled.'),
    line(3, 'No database scripts were found in the projects.', 'warning'),
    line(
      4,
      validationOnly
        ? 'Validation finished successfully.'
        : 'The website has been updated. Publication finished successfully.'
    )
  ]
  return [
    { text: 'false' },
    { json: { log: log.slice(0, 2) } },
    { json: { isCompleted: true, log } }
  ]
}

/** True when a JSON answer's `log` holds an entry whose logType is `error`. */
export function hasErrorLogEntry(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return false
  const log = (value as Record<string, unknown>).log
  return (
    Array.isArray(log) &&
    log.some(
      e =>
        e !== null &&
        typeof e === 'object' &&
        String((e as Record<string, unknown>).logType).toLowerCase() === 'error'
    )
  )
}
