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

interface LogLine {
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
  // The lines of a publish that works on a real instance (25.201), word for word; a
  // validation-only run stops after the validation.
  const log = [
    line(0, `Compiled projects: ${names.join(',')}`),
    line(1, 'Validation finished successfully.'),
    ...(validationOnly
      ? []
      : [
          line(2, 'Cleaning up the database'),
          line(2, 'Removing previous Modern UI files'),
          line(3, 'Updating website files'),
          line(3, 'Starting the website'),
          line(4, 'Website updated.'),
          line(4, 'Customization project published successfully.')
        ])
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
