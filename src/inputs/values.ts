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
    throw new InputError(name, `("${raw}") must be ${kind}${describeRange(rule)}.`)
  }
  return value
}

function describeRange(rule: NumberRule): string {
  if (rule.min === undefined) return ''
  const low = rule.exclusiveMin ? `greater than ${rule.min}` : `${rule.min} or more`
  return rule.max === undefined ? ` ${low}` : ` from ${rule.min} to ${rule.max}`
}
