// The secrets of a run (the password in every form a server may echo it, the session cookie
// values) as the runner masks them, and the same masking for the text the action writes itself
// (the publish-log file, the job summary), which the runner does not mask.
import type { Runner } from './runner.js'
import { maskSecrets, rememberSecret } from '../redact/known-secrets.js'

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
  const base = [
    password,
    html('&#39;'),
    html('&#x27;'),
    html('&apos;'),
    json,
    jsonAscii.replaceAll('\\u0022', '\\"'),
    jsonAscii,
    url,
    url.replaceAll('%20', '+'),
    url.toLowerCase(),
    ...urlObjectForms(password),
    ...dotNetForms(password)
  ]
  // Error pages and excerpts collapse white space (tabs, line breaks, runs of spaces) to one.
  const forms = base.flatMap(form => [
    form,
    form.replace(/\s+/g, ' '),
    form.replace(/\s+/g, ' ').trim()
  ])
  return [...new Set(forms)].filter(form => form !== '')
}

/**
 * The password as a URL object writes it back in a path and in a query (a redirect's address in
 * a message): its own escapes (`'` as %27 in a query, `'` kept in a path), not
 * encodeURIComponent's.
 */
function urlObjectForms(password: string): string[] {
  const escaped = password.replaceAll('%', '%25').replaceAll('#', '%23')
  try {
    return [
      new URL(`http://host/?${escaped}`).search.slice(1),
      new URL(`http://host/${escaped.replaceAll('?', '%3F')}`).pathname.slice(1)
    ]
  } catch {
    return []
  }
}

/** The backslash escapes both of .NET's JSON and JavaScript string encoders write. */
const SHORT_ESCAPES: Readonly<Record<string, string>> = {
  '\\': '\\\\',
  '\n': '\\n',
  '\r': '\\r',
  '\t': '\\t',
  '\b': '\\b',
  '\f': '\\f'
}

/** The forms .NET's own encoders write. */
function dotNetForms(password: string): string[] {
  const utf8Hex = (char: string, upper: boolean): string =>
    [...Buffer.from(char, 'utf8')]
      .map(byte => `%${byte.toString(16).padStart(2, '0')}`)
      .map(hex => (upper ? hex.toUpperCase() : hex))
      .join('')
  // HttpUtility.UrlEncode: lower-case hex, `+` for a space, `!()*-._` left as they are.
  const urlEncode = password.replace(/[^A-Za-z0-9!()*\-._]/gu, char =>
    char === ' ' ? '+' : utf8Hex(char, false)
  )
  // WebUtility.UrlEncode: the same characters left, but upper-case hex (`'` is %27, `~` %7E).
  const webUrlEncode = password.replace(/[^A-Za-z0-9!()*\-._]/gu, char =>
    char === ' ' ? '+' : utf8Hex(char, true)
  )
  // Uri.EscapeDataString: upper-case hex, only `-._~` left.
  const escapeDataString = password.replace(/[^A-Za-z0-9\-._~]/gu, char => utf8Hex(char, true))
  // System.Text.Json (JavaScriptEncoder.Default): HTML-significant characters, `+`, the backtick
  // and everything outside printable ASCII as \uXXXX with upper-case hex.
  const textJson = [...password]
    .map(char => {
      const short = SHORT_ESCAPES[char]
      if (short) return short
      if (/[^\x20-\x7e]|[<>&'"+`]/.test(char)) {
        return [...char]
          .map(unit => unit.charCodeAt(0))
          .flatMap(code =>
            code > 0xffff
              ? [0xd800 + ((code - 0x10000) >> 10), 0xdc00 + ((code - 0x10000) & 0x3ff)]
              : [code]
          )
          .map(code => `\\u${code.toString(16).toUpperCase().padStart(4, '0')}`)
          .join('')
      }
      return char
    })
    .join('')
  // HttpUtility.HtmlEncode: `&<>"'` named or `&#39;`, and U+00A0 to U+00FF as decimal references.
  const htmlEncode = password
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
    .replace(/[\u00a0-\u00ff]/g, char => `&#${char.charCodeAt(0)};`)
  const htmlAllNumeric = htmlEncode.replace(
    /[\u0080-\u{10ffff}]/gu,
    char => `&#${char.codePointAt(0)};`
  )
  // HttpUtility.JavaScriptStringEncode: `"` and `\\` with a backslash, the short escapes,
  // and `'`, `<`, `>`, `&`, other controls, U+0085, U+2028 and U+2029 as \u with lower-case hex;
  // other characters (é) as they are.
  const javaScriptStringEncode = [...password]
    .map(char => {
      const short = char === '"' ? '\\"' : SHORT_ESCAPES[char]
      if (short) return short
      const code = char.charCodeAt(0)
      if (code < 0x20 || "'<>&".includes(char) || [0x85, 0x2028, 0x2029].includes(code)) {
        return `\\u${code.toString(16).padStart(4, '0')}`
      }
      return char
    })
    .join('')
  return [
    urlEncode,
    webUrlEncode,
    escapeDataString,
    textJson,
    htmlEncode,
    htmlAllNumeric,
    javaScriptStringEncode
  ]
}

/**
 * The password in base64 (a Basic authorization header, a token an instance echoes), also as it
 * shows inside a longer base64 text: starting 1 or 2 bytes into a group, the first characters
 * differ, so those forms drop them (the runner masks base64 the same way). Forms shorter than
 * 6 characters are left out: they would mask ordinary words.
 */
export function base64Forms(password: string): string[] {
  const bytes = Buffer.from(password, 'utf8')
  const forms: string[] = []
  // Alone: with and without its padding.
  const alone = bytes.toString('base64')
  forms.push(alone, alone.replace(/=+$/, ''))
  for (const offset of [0, 1, 2]) {
    const shifted = Buffer.concat([Buffer.alloc(offset), bytes]).toString('base64')
    // Inside a longer text: the characters that also hold the bytes before it (1 byte: 2
    // characters, 2 bytes: 3) and the last, partial group (it holds what follows) differ.
    const start = offset === 0 ? 0 : offset + 1
    const whole = Math.floor((offset + bytes.length) / 3) * 4
    forms.push(shifted.slice(start, whole))
  }
  return [...new Set(forms)].filter(form => form.length >= 6)
}

// The values each runner was told. The password is added more than once (the command line, then
// its step, then the post step's code): each form reaches a runner's log (`::add-mask::`) once.
const told = new WeakMap<object, Set<string>>()

/** Masks `value` in the log from now on, and in the text passed to hideSecrets. */
export function addSecret(runner: Pick<Runner, 'setSecret'>, value: string): void {
  if (value === '') return
  rememberSecret(value)
  // Each runner is told (a process may run several: the command line's commands, tests).
  let values = told.get(runner)
  if (values === undefined) told.set(runner, (values = new Set()))
  if (values.has(value)) return
  values.add(value)
  runner.setSecret(value)
}

export function addPassword(runner: Pick<Runner, 'setSecret'>, password: string): void {
  for (const form of passwordForms(password)) addSecret(runner, form)
  // The runner masks base64 forms of every secret itself; the text the action writes (the
  // summary, the publish-log file) and the command line's output need them here.
  for (const form of base64Forms(password)) rememberSecret(form)
}

/** The password input, in every form it may be printed in, hidden before anything is read. */
export function maskPasswordInput(runner: Pick<Runner, 'setSecret' | 'getInput'>): void {
  const password = runner.getInput('password')
  if (password) addPassword(runner, password)
}

/** `text` with every secret replaced by `***`, as the runner shows the log. */
export function hideSecrets(text: string): string {
  return maskSecrets(text)
}
