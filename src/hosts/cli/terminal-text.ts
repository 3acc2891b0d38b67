// What the command line writes to a terminal: the instance's text may hold characters a terminal
// acts on (escape sequences, also the one-character C1 forms) or that reorder what follows.

// C0 controls but tab and line feed, DEL, C1 controls (U+009B starts a terminal escape as ESC [
// does), the bidirectional-text controls and the zero-width characters: what a terminal would
// act on or reorder, or what would hide inside a name or a URL that is copied.
const TERMINAL_CONTROLS =
  // eslint-disable-next-line no-control-regex -- control characters are what it looks for
  /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/g

/** Text for the terminal: the instance's text may carry controls (the log's are replaced already). */
export function terminalText(text: string): string {
  return text.replace(TERMINAL_CONTROLS, '\ufffd')
}

/** JSON for the terminal: the same controls as \u escapes, so the JSON still reads the same. */
export function jsonForTerminal(text: string): string {
  return text.replace(
    TERMINAL_CONTROLS,
    char => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`
  )
}
