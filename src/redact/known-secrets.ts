// The secrets of a run (every form of the password, the session's tokens), known to every layer
// that quotes text from the instance, so that a quote is masked before it is collapsed or cut:
// the runner masks only the exact text it was given, and half a password is no longer that.
// A leaf: every cut of instance or user text goes through cutMasked (the API client's excerpts
// through endsInSecret), action/secrets.ts fills it.

const known = new Set<string>()
let ordered: string[] = []

/** Adds a secret; false when it was known already. */
export function rememberSecret(value: string): boolean {
  if (value === '' || known.has(value)) return false
  known.add(value)
  // Longest first, so a secret that contains another is replaced whole.
  ordered = [...known].sort((a, b) => b.length - a.length)
  return true
}

/** `text` with every secret replaced by `***`, as the runner shows the log. */
export function maskSecrets(text: string): string {
  let result = text
  for (const secret of ordered) result = result.replaceAll(secret, '***')
  return result
}

/** The shortest start of a secret that counts as a piece of it at a cut. */
const PIECE = 4

/** How many characters at the end of `text` are the start of a secret (a few at least), or 0. */
function secretStartAtEnd(text: string): number {
  let longest = 0
  for (const secret of ordered) {
    for (let length = Math.min(secret.length - 1, text.length); length > longest; length--) {
      if (length >= PIECE && text.endsWith(secret.slice(0, length))) longest = length
    }
  }
  return longest
}

/**
 * True when `text` ends with the start of a secret (at least a few characters of it): cutting the
 * text there would print a piece of the secret that no mask recognises.
 */
export function endsInSecret(text: string): boolean {
  return secretStartAtEnd(text) > 0
}

/** Text past this far beyond a cut is not read (a secret is far shorter). */
const CUT_SLACK = 64 * 1024

/**
 * At most `max` characters of `text` (instance or user text in a message), its secrets masked
 * before the cut: a cut through a password leaves a piece that no mask recognises (the runner's
 * included). A start of a secret left at the cut is dropped too. `cut`: something was left out,
 * `left` characters (of the masked text).
 */
export function cutMasked(
  text: string,
  max: number
): { shown: string; cut: boolean; left: number } {
  const read = text.length > max + CUT_SLACK ? text.slice(0, max + CUT_SLACK) : text
  const masked = maskSecrets(read)
  if (masked.length <= max && read.length === text.length) {
    return { shown: masked, cut: false, left: 0 }
  }
  const head = masked.slice(0, max)
  const shown = head.slice(0, head.length - secretStartAtEnd(head))
  return { shown, cut: true, left: masked.length - shown.length + (text.length - read.length) }
}
