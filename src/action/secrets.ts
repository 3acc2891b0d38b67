// The secrets of a run (the password in every form a server may echo it, the session cookie
// values) as the runner masks them, and the same masking for the text the action writes itself
// (the publish-log file, the job summary), which the runner does not mask.
import { core } from '../host/core.js'

const known = new Set<string>()

/**
 * The password as typed and as an HTML page, a JSON body or a URL would carry it: the runner
 * masks only the exact text it was given.
 */
export function passwordForms(password: string): string[] {
  const html = (apostrophe: string): string =>
    password
      .replaceAll('&', '&amp;')
      .replaceAll('<', '&lt;')
      .replaceAll('>', '&gt;')
      .replaceAll('"', '&quot;')
      .replaceAll("'", apostrophe)
  const json = JSON.stringify(password).slice(1, -1)
  // .NET's serializers escape HTML-significant and non-ASCII characters as \uXXXX.
  const jsonAscii = password
    .replaceAll('\\', '\\\\')
    .replace(
      /[^\x20-\x7e]|[&<>'"]/g,
      char => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`
    )
  const url = encodeURIComponent(password)
  const forms = [
    password,
    html('&#39;'),
    html('&#x27;'),
    html('&apos;'),
    json,
    jsonAscii.replaceAll('\\u0022', '\\"'),
    jsonAscii,
    url,
    url.replaceAll('%20', '+'),
    url.toLowerCase()
  ]
  return [...new Set(forms)].filter(form => form !== '')
}

/** Masks `value` in the log from now on, and in the text passed to hideSecrets. */
export function addSecret(value: string): void {
  if (value === '' || known.has(value)) return
  known.add(value)
  core.setSecret(value)
}

export function addPassword(password: string): void {
  for (const form of passwordForms(password)) addSecret(form)
}

/** `text` with every secret replaced by `***`, as the runner shows the log. */
export function hideSecrets(text: string): string {
  // Longest first, so a secret that contains another is replaced whole.
  const ordered = [...known].sort((a, b) => b.length - a.length)
  let result = text
  for (const secret of ordered) result = result.replaceAll(secret, '***')
  return result
}
