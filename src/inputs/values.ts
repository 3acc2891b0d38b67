// Booleans and numbers of the inputs, with one-line messages naming the input.
import { InputError, type InputReader } from './input-error.js'

/** Comma or newline separated names, trimmed, without empties or duplicates. */
export function splitList(raw: string): string[] {
  const names = raw
    .split(/[,\r\n]/)
    .map(name => name.trim())
    .filter(name => name !== '')
  return [...new Set(names)]
}

// YAML 1.2 core schema, as core.getBooleanInput, but with a one-line message naming the input.
const TRUE = ['true', 'True', 'TRUE']
const FALSE = ['false', 'False', 'FALSE']

export function readBoolean(input: InputReader, name: string, fallback: boolean): boolean {
  const raw = input(name)
  if (raw === '') return fallback
  if (TRUE.includes(raw)) return true
  if (FALSE.includes(raw)) return false
  throw new InputError(name, `("${raw}") must be true or false.`)
}

interface NumberRule {
  integer?: boolean
  min?: number
  exclusiveMin?: boolean
  max?: number
  fallback?: number
  /** Why the range is what it is, when that is not obvious. */
  why?: string
}

export function readNumber(input: InputReader, name: string, rule: NumberRule): number {
  const raw = input(name)
  if (raw === '' && rule.fallback !== undefined) return rule.fallback
  const kind = rule.integer ? 'a whole number' : 'a number'
  // Number('') is 0 and Number('0x10') is 16: accept plain decimal notation only.
  if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(raw)) {
    throw new InputError(name, `("${raw}") must be ${kind}${describeRange(rule)}.`)
  }
  const value = Number(raw)
  const tooLow =
    rule.min !== undefined && (rule.exclusiveMin ? value <= rule.min : value < rule.min)
  const tooHigh = rule.max !== undefined && value > rule.max
  if ((rule.integer && !Number.isInteger(value)) || tooLow || tooHigh) {
    const why = rule.why ? ` (${rule.why})` : ''
    throw new InputError(name, `("${raw}") must be ${kind}${describeRange(rule)}${why}.`)
  }
  return value
}

function describeRange(rule: NumberRule): string {
  if (rule.min === undefined) return ''
  const low = rule.exclusiveMin ? `greater than ${rule.min}` : `${rule.min} or more`
  if (rule.max === undefined) return ` ${low}`
  return rule.exclusiveMin
    ? ` greater than ${rule.min} and at most ${rule.max}`
    : ` from ${rule.min} to ${rule.max}`
}

/**
 * The longest wait a Node timer holds, in whole seconds (2^31-1 ms, about 24.8 days): past it a
 * timer fires at once, so a larger poll-interval would poll without pause.
 */
export const MAX_TIMER_SECONDS = Math.floor((2 ** 31 - 1) / 1000)
