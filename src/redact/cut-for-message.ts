// A text the instance chose, cut for a message after its secrets are masked.
import { cutMasked } from './known-secrets.js'

/**
 * At most `max` characters of `text` for a message, saying how long it is: masked before the cut
 * (the instance chose the text; half a password is no longer what a mask recognises).
 */
export function cutForMessage(text: string, max = 200): string {
  const { shown, cut } = cutMasked(text, max)
  return cut ? `${shown}… (${text.length} characters)` : shown
}
