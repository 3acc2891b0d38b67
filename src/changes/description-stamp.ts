// The package digest travels in the Import's description, the one value an Import writes that
// getProject gives back (the root `description` of the stored project.xml).
import { STAMP_DIGITS } from './package-digest.js'

const OPEN = ' [sha256:'
const CLOSE = ']'
const STAMP_LENGTH = OPEN.length + STAMP_DIGITS + CLOSE.length

/** The stamp at the end of `description` (16 lower-case hex digits), or undefined when none. */
export function readStamp(description: string): string | undefined {
  if (description.length < STAMP_LENGTH - 1) return undefined
  // A description that is only the stamp was stamped from an empty one (no leading space left).
  const at = description.length - STAMP_LENGTH
  const start = at >= 0 && description.startsWith(OPEN, at) ? at : -1
  const bare = description.length === STAMP_LENGTH - 1 && description.startsWith(OPEN.slice(1))
  if (start < 0 && !bare) return undefined
  if (!description.endsWith(CLOSE)) return undefined
  const digits = description.slice(description.length - CLOSE.length - STAMP_DIGITS, -CLOSE.length)
  return /^[0-9a-f]{16}$/.test(digits) ? digits : undefined
}

/** `description` without a stamp at its end. */
export function withoutStamp(description: string): string {
  if (readStamp(description) === undefined) return description
  return description.length === STAMP_LENGTH - 1 ? '' : description.slice(0, -STAMP_LENGTH)
}

/** `description` stamped with `digest`'s first 16 hex digits; an earlier stamp is replaced. */
export function stampDescription(description: string, digest: string): string {
  const stamp = digest.slice(0, STAMP_DIGITS).toLowerCase()
  const base = withoutStamp(description)
  return base === '' ? `${OPEN.slice(1)}${stamp}${CLOSE}` : `${base}${OPEN}${stamp}${CLOSE}`
}
