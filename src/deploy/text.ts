// Wording shared by the flow and the report: durations with units, errors as sentences.
import { ApiError } from '../api/errors.js'

/** Seconds with a unit: `0.25 s`, `12.35 s`, `600 s` (hundredths up to 100 s, for timings). */
export function formatSeconds(seconds: number): string {
  const rounded = seconds >= 100 ? Math.round(seconds) : Math.round(seconds * 100) / 100
  return `${rounded} s`
}

/** An error in words, with what the instance said when that adds something. */
export function describeError(error: unknown, cancelled = false): string {
  if (cancelled) return 'The run was cancelled.'
  if (error instanceof ApiError) {
    const server = error.serverMessages.filter(m => !error.message.includes(m))
    const said = server.length ? ` The instance said: ${server.join(' | ')}` : ''
    return sentence(sentence(error.message) + said)
  }
  return sentence(error instanceof Error ? error.message : String(error))
}

/** Capitalised and closed with a full stop, so messages can be joined. */
export function sentence(text: string): string {
  const trimmed = text.trim()
  if (trimmed === '') return trimmed
  const capital = trimmed[0].toUpperCase() + trimmed.slice(1)
  return /[.!?]$/.test(capital) ? capital : `${capital}.`
}

/** `A`, `A and B`, `A, B and C`. */
export function listWords(items: string[]): string {
  if (items.length <= 1) return items.join('')
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`
}
