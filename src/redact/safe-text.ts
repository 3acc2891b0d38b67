// Text from the instance (project names, publish log entries, error bodies) made harmless to
// print. The runner carries out a workflow command at the start of any line it reads
// (`::add-mask::`, `::stop-commands::`, `::save-state` ...), after leading spaces, and the
// older `##[command]` form anywhere in a line; a server that slips a line break into a message
// could otherwise command the runner. Every line, annotation and summary text of the action
// goes through safeText; summaryText also keeps markdown and HTML from being rendered.
import { maskSecrets as hideSecrets } from './known-secrets.js'

// Every character .NET or a terminal may take for the end of a line.
const LINE_BREAKS = /\r\n|[\n\r\v\f\u0085\u2028\u2029]/g
// Other control characters (terminal escapes among them); tab stays.
// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u0008\u000e-\u001f\u007f-\u0084\u0086-\u009f]/g
// Bidirectional-text controls (U+202E and its kin) reorder what a reader sees after them: a
// name or message could show other text than it holds.
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g
const ZERO_WIDTH_SPACE = '\u200b'

/** One line that the runner reads as text: secrets hidden, no line break, no command. */
export function safeText(text: string): string {
  let line = hideSecrets(String(text))
    .replace(LINE_BREAKS, ' ⏎ ')
    .replace(CONTROLS, '\ufffd')
    .replace(BIDI_CONTROLS, '\ufffd')
    .replaceAll('##[', `#${ZERO_WIDTH_SPACE}#[`)
  const start = line.length - line.trimStart().length
  if (line.startsWith('::', start)) {
    line = `${line.slice(0, start)}:${ZERO_WIDTH_SPACE}${line.slice(start + 1)}`
  }
  return line
}

// Markdown and HTML punctuation as character references: shown as typed, never as a link,
// image, emphasis, heading, table cell, math or tag.
const MARKDOWN = /[&<>"'`*_[\]()!#|~$\\{}]/g
const NAMED: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }

/**
 * Server text for the job summary: one safe line, shown as text, not rendered. Character
 * references alone do not stop what GitHub finds in the text after decoding them (addresses
 * and e-mail addresses become links, `:name:` an emoji image), so those get a zero-width space.
 */
export function summaryText(text: string): string {
  return (
    safeText(text)
      .replace(MARKDOWN, char => NAMED[char] ?? `&#${char.charCodeAt(0)};`)
      // Bare addresses and e-mail addresses become links in GitHub's markdown.
      .replace(/:\/\//g, `&#58;${ZERO_WIDTH_SPACE}//`)
      .replace(/www\./gi, match => `${match.slice(0, 3)}${ZERO_WIDTH_SPACE}&#46;`)
      .replaceAll('@', `&#64;${ZERO_WIDTH_SPACE}`)
      // `:shipit:` is an image.
      .replace(/:(?=[A-Za-z0-9+-][\w+-]*:)/g, `:${ZERO_WIDTH_SPACE}`)
      // At the start of a list item or a line: no list marker, no heading or rule underline,
      // no indented code.
      .replace(/^[ \t]+/, space => '&#32;'.repeat(space.length))
      .replace(/^([-+=]|\d+(?=\.))/, (mark: string) =>
        /^\d/.test(mark)
          ? `${mark.slice(0, -1)}&#${mark.charCodeAt(mark.length - 1)};`
          : `&#${mark.charCodeAt(0)};`
      )
  )
}

/** A publish log entry's texts (src/api/types.ts's LogEntry): redact/ sits below the API. */
interface LogEntry {
  timestamp?: string
  logType: string
  message: string
}

/** A publish log entry with each of its texts made safe (for the log, the file, the summary). */
export function safeLogEntry(entry: LogEntry): LogEntry {
  return {
    logType: safeText(entry.logType),
    message: safeText(entry.message),
    ...(entry.timestamp === undefined ? {} : { timestamp: safeText(entry.timestamp) })
  }
}

/**
 * Text from outside for the command line's text: one line, secrets hidden, controls replaced, and
 * what the runner would take for a command (the command line runs in CI logs too) broken by a
 * visible space, not an invisible character: the text copies as it reads.
 */
export function plainText(text: string): string {
  const line = hideSecrets(String(text))
    .replace(LINE_BREAKS, ' ⏎ ')
    .replace(CONTROLS, '\ufffd')
    .replace(BIDI_CONTROLS, '\ufffd')
    .replaceAll('##[', '# #[')
  const start = line.length - line.trimStart().length
  return line.startsWith('::', start) ? `${line.slice(0, start)}: ${line.slice(start + 1)}` : line
}
