// Pure readers of the service's answers. Real servers vary in letter case and shape and report
// many failures in-band (HTTP 200 with an error log entry), so every reader accepts the shapes
// seen in the field and returns a defined result for any text: never throws.

import { endsInSecret, maskSecrets } from '../redact/known-secrets.js'
import type { LogEntry, PublishState } from './types.js'
import { isObject, lowerKeys } from './json-object.js'

export interface PublishEndReading {
  state: PublishState
  log: LogEntry[]
}

/**
 * publishEnd: plain `true` / `false`, or JSON with `isCompleted` / `isFailed` / `log` (`{}` means
 * still running; `isFailed` wins over `isCompleted`). Undefined when the text is neither: the
 * caller treats that as a transient fault (a proxy page, an ASP.NET error object).
 */
export function readPublishEnd(text: string): PublishEndReading | undefined {
  const trimmed = stripBom(text).trim()
  const plain = trimmed.toLowerCase()
  if (plain === 'true' || plain === '"true"') return { state: 'completed', log: [] }
  if (plain === 'false' || plain === '"false"') return { state: 'running', log: [] }
  const value = parseJson(trimmed)
  if (!isObject(value)) return undefined
  const fields = lowerKeys(value)
  const known = ['iscompleted', 'isfailed', 'log']
  if (Object.keys(fields).length > 0 && !known.some(key => key in fields)) return undefined
  const failed = isTrue(fields.isfailed)
  const state: PublishState = failed
    ? 'failed'
    : isTrue(fields.iscompleted)
      ? 'completed'
      : 'running'
  return { state, log: readLog(fields.log, failed ? 'error' : 'information') }
}

/**
 * The log of an answer of Import, getProject, getPublished or publishBegin: a JSON object with a
 * `log` (any letter case) that is an array of entries or a string. Empty for any other text.
 */
export function readServerLog(text: string): LogEntry[] {
  const value = parseJson(stripBom(text).trim())
  if (Array.isArray(value)) return readLog(value, 'information')
  if (!isObject(value)) return []
  return readLog(lowerKeys(value).log, 'information')
}

/** The messages of the error entries (logType `error`, any case): an in-band failure when not empty. */
export function errorMessages(log: LogEntry[]): string[] {
  return log.filter(isErrorEntry).map(entry => entry.message)
}

export function isErrorEntry(entry: LogEntry): boolean {
  return entry.logType.toLowerCase() === 'error'
}

/**
 * Normalises a `log` value: an array of `{timestamp, logType, message}` (any key case; strings
 * allowed as entries), one entry, or a string (one entry per non-empty line, of `defaultType`).
 */
export function readLog(value: unknown, defaultType: string): LogEntry[] {
  if (value === undefined || value === null) return []
  if (typeof value === 'string') {
    return value
      .split(/\r?\n|\r/)
      .map(line => line.trim())
      .filter(line => line.length > 0)
      .map(message => ({ logType: defaultType, message }))
  }
  const items = Array.isArray(value) ? value : [value]
  const entries: LogEntry[] = []
  for (const item of items) {
    if (item === null || item === undefined) continue
    if (!isObject(item)) {
      entries.push({ logType: defaultType, message: textOf(item) })
      continue
    }
    const fields = lowerKeys(item)
    const entry: LogEntry = {
      logType: typeof fields.logtype === 'string' && fields.logtype ? fields.logtype : defaultType,
      message: textOf(fields.message ?? fields.text ?? '')
    }
    if (fields.timestamp !== undefined && fields.timestamp !== null) {
      entry.timestamp = textOf(fields.timestamp)
    }
    entries.push(entry)
  }
  return entries
}

/** The forms of a getPublished answer (behaviour 11 of the contract). */
export type PublishedReading =
  /** A `projects` list (any key case), or a bare list of names or `{name}` objects. */
  | { form: 'projects'; names: string[] }
  /** No `projects` key, a log saying nothing is published: an empty list, not an error. */
  | { form: 'nothing-published'; message: string }
  /** The log holds an `error` entry: the call failed in-band. */
  | { form: 'error'; messages: string[] }
  /** More names than any real instance publishes (MAX_PUBLISHED_NAMES): not trusted. */
  | { form: 'too-many'; limit: number }
  /** Neither: the caller stops before Import rather than guess. */
  | { form: 'malformed' }

/**
 * getPublished: error entries first (an in-band failure wins over any list), then a list of
 * projects, then the "nothing published" log of a new instance
 * (`{"log":[{"logType":"information","message":"The system does not contain published projects"}]}`).
 */
export function readPublished(text: string): PublishedReading {
  const value = parseJson(stripBom(text).trim())
  const errors = errorMessages(isObject(value) ? readLog(lowerKeys(value).log, 'information') : [])
  if (errors.length > 0) return { form: 'error', messages: errors }
  const names = publishedNamesOf(value)
  if (names !== undefined && names.length > MAX_PUBLISHED_NAMES) {
    return { form: 'too-many', limit: MAX_PUBLISHED_NAMES }
  }
  if (names !== undefined) return { form: 'projects', names }
  if (isObject(value)) {
    const said = readLog(lowerKeys(value).log, 'information').find(entry =>
      saysNothingPublished(entry.message)
    )
    if (said) return { form: 'nothing-published', message: said.message }
  }
  return { form: 'malformed' }
}

/**
 * "The system does not contain published projects", the words real instances write (any letter
 * case, surrounding white space aside). Exact on purpose: an answer taken for "nothing
 * published" by mistake would leave every other project out of the publish, unpublishing it.
 */
export function saysNothingPublished(message: string): boolean {
  return message.trim().toLowerCase() === 'the system does not contain published projects'
}

/**
 * More published projects than any real instance has (a few hundred are many): a list longer
 * than this is not the instance's, and every step over it (the log, publishBegin) would grow
 * with it.
 */
export const MAX_PUBLISHED_NAMES = 10_000

/**
 * The names of a getPublished list: an array of names, an array of `{name}`, or an object whose
 * `projects` holds either (any key case). Undefined when the text is none of these. Names are
 * kept once (the instance compares them ignoring letter case), in order, and at most
 * MAX_PUBLISHED_NAMES + 1 are read.
 */
export function readPublishedNames(text: string): string[] | undefined {
  return publishedNamesOf(parseJson(stripBom(text).trim()))
}

function publishedNamesOf(answer: unknown): string[] | undefined {
  let value = answer
  if (isObject(value)) {
    const fields = lowerKeys(value)
    if (!('projects' in fields)) return undefined
    value = fields.projects ?? []
  }
  if (!Array.isArray(value)) return undefined
  const names: string[] = []
  // A set of case-folded names: a list of 40,000 names checked one against all the others took
  // seconds.
  const seen = new Set<string>()
  for (const item of value) {
    let name: unknown = item
    if (isObject(item)) name = lowerKeys(item).name
    if (typeof name !== 'string') return undefined
    const trimmed = name.trim()
    const folded = trimmed.toLowerCase()
    if (!trimmed || seen.has(folded)) continue
    seen.add(folded)
    names.push(trimmed)
    if (names.length > MAX_PUBLISHED_NAMES) break
  }
  return names
}

// Error pages can be large and are written by whoever stands between us and the instance:
// messages are read from their first 64 Ki characters, by scanning (indexOf), never by a regular
// expression that may backtrack over the whole page.
const MESSAGE_SCAN_CHARS = 64 * 1024

/**
 * An HTML page (the instance's login page, a proxy's or single sign-on page) where an API answer
 * was expected: an HTML content type, or a body that starts with `<` (API answers are JSON, plain
 * text or empty).
 */
export function isHtml(contentType: string | undefined, text: string): boolean {
  if (contentType && /\b(text\/html|application\/xhtml\+xml)\b/i.test(contentType)) return true
  return stripBom(text.slice(0, MESSAGE_SCAN_CHARS)).trimStart().startsWith('<')
}

/** An HTML page that is the instance's login page (the session is gone). */
export function isLoginPage(contentType: string | undefined, text: string): boolean {
  if (!isHtml(contentType, text)) return false
  const page = text.slice(0, MESSAGE_SCAN_CHARS).toLowerCase()
  if (['login.aspx', 'txtuser', 'txtpass'].some(mark => page.includes(mark))) return true
  if (/type=["']?password/.test(page)) return true
  return /\b(sign|log)\s{0,3}-?\s{0,3}in\b/.test(titleOf(page) ?? '')
}

/** The account is locked out or disabled (never retried: more attempts do not help). */
export function saysAccountLocked(text: string): boolean {
  return /\b(locked(\s+out)?|lockout|disabled|deactivated)\b/i.test(text)
}

/**
 * The readable message of an error answer: an ASP.NET error object (`exceptionMessage`,
 * `message`), the error entries of a log, or the text itself without HTML; one short line.
 */
export function serverMessage(text: string, maxLength = 200): string {
  const value = parseJson(stripBom(text).trim())
  if (isObject(value)) {
    const fields = lowerKeys(value)
    const errors = errorMessages(readLog(fields.log, 'information'))
    if (errors.length > 0) return excerpt(errors.join(' '), maxLength)
    for (const key of ['exceptionmessage', 'message', 'error', 'error_description', 'title']) {
      const field = fields[key]
      if (typeof field === 'string' && field.trim()) return excerpt(field, maxLength)
      if (isObject(field)) {
        const inner = lowerKeys(field).message
        if (typeof inner === 'string' && inner.trim()) return excerpt(inner, maxLength)
      }
    }
  } else if (typeof value === 'string') {
    return excerpt(value, maxLength)
  }
  const head = text.slice(0, MESSAGE_SCAN_CHARS)
  if (isHtml(undefined, head)) {
    const lower = head.toLowerCase()
    const title = titleOf(head, lower)
    if (title && title.trim()) return excerpt(textOfHtml(title), maxLength)
    const body = lower.indexOf('<body')
    const bodyStart = body < 0 ? -1 : lower.indexOf('>', body)
    return excerpt(textOfHtml(bodyStart < 0 ? head : head.slice(bodyStart + 1)), maxLength)
  }
  return excerpt(head, maxLength)
}

/** The text between `<title ...>` and `</title>`, found by scanning. */
function titleOf(html: string, lower = html.toLowerCase()): string | undefined {
  const open = lower.indexOf('<title')
  if (open < 0) return undefined
  const start = lower.indexOf('>', open)
  if (start < 0) return undefined
  const end = lower.indexOf('</title', start)
  return html.slice(start + 1, end < 0 ? undefined : end)
}

/**
 * One line of at most `maxLength` characters, for messages that quote an answer. The secrets of
 * the run are masked before the text is collapsed or cut (either would make an echo of the
 * password unrecognisable to the runner's mask); a cut through what may be a secret drops the
 * quote.
 */
export function excerpt(text: string, maxLength = 200): string {
  let head = text.slice(0, MESSAGE_SCAN_CHARS)
  if (head.length < text.length && endsInSecret(head)) return SECRET_CUT
  head = maskSecrets(head)
  const line = stripBom(head).replace(/\s+/g, ' ').trim()
  if (line.length <= maxLength) return line
  const cut = line.slice(0, Math.max(0, maxLength - 3))
  return endsInSecret(cut) ? SECRET_CUT : `${cut}...`
}

const SECRET_CUT = '(not quoted: the text would be cut inside a secret)'

/** The readable text of an HTML fragment: tags, scripts and styles out, common entities decoded. */
function textOfHtml(html: string): string {
  const lower = html.toLowerCase()
  let out = ''
  let at = 0
  while (at < html.length) {
    const open = html.indexOf('<', at)
    if (open < 0) {
      out += html.slice(at)
      break
    }
    out += html.slice(at, open) + ' '
    // A script or style block goes whole, up to its closing tag.
    const block = ['script', 'style'].find(name => lower.startsWith(`<${name}`, open))
    const close = block ? lower.indexOf(`</${block}`, open) : open
    const end = close < 0 ? -1 : lower.indexOf('>', close)
    if (end < 0) break
    at = end + 1
  }
  return out
    .replaceAll('&nbsp;', ' ')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&amp;', '&')
}

function parseJson(text: string): unknown {
  if (!text) return undefined
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}

function isTrue(value: unknown): boolean {
  return value === true || (typeof value === 'string' && value.trim().toLowerCase() === 'true')
}

function textOf(value: unknown): string {
  if (typeof value === 'string') return value
  if (value === null || value === undefined) return ''
  if (typeof value === 'object') {
    try {
      return JSON.stringify(value)
    } catch {
      return String(value)
    }
  }
  return String(value)
}

function stripBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text
}

/**
 * True when `text` is a body the Customization API writes: a JSON object with a `log` array (any
 * key case), as every answer of the API carries. `Service Unavailable` as text/plain, a proxy's
 * page, an empty body, and the JSON a gateway writes (`{"message":"upstream timed out"}`, `{}`,
 * `[]`) are not.
 */
export function isApiBody(text: string): boolean {
  const value = parseJson(stripBom(text).trim())
  return isObject(value) && Array.isArray(lowerKeys(value).log)
}
