// The secrets of a run (every form of the password, the session's tokens), known to every layer
// that quotes text from the instance, so that a quote is masked before it is collapsed or cut:
// the runner masks only the exact text it was given, and half a password is no longer that.
// A leaf: the API client uses it for its excerpts, action/secrets.ts fills it.

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

/**
 * True when `text` ends with the start of a secret (at least a few characters of it): cutting the
 * text there would print a piece of the secret that no mask recognises.
 */
export function endsInSecret(text: string): boolean {
  for (const secret of ordered) {
    for (let length = Math.min(secret.length - 1, text.length); length >= PIECE; length--) {
      if (text.endsWith(secret.slice(0, length))) return true
    }
  }
  return false
}
