// A summary as data: sections, tables, lines and links, built once by the report's words and
// rendered twice, as the job summary's markdown (markdown.ts) and as the command line's text
// (plain-text.ts). What a piece of text is decides how it is shown: the action's own words as
// written, text from the instance or a file never as markup.

/**
 * One piece of a line. A string is the action's own words or a setting of the user (shown as
 * written, HTML-escaped in the job summary); `quote` is text from the instance or a file (one safe
 * line, no markdown or HTML, no secret).
 */
export type Span =
  | string
  | { quote: string }
  | { code: string; quoted?: boolean }
  | { strong: Span[] }
  | { link: string; text: string }

export type Line = Span[]

export type Block =
  | { kind: 'heading'; level: 2 | 3; text: Line }
  | { kind: 'paragraph'; text: Line }
  /** Lines set apart (a quote block in markdown): what went wrong, what to do. */
  | { kind: 'note'; lines: Line[] }
  | { kind: 'list'; items: Line[] }
  /** Rows of a name and its value. */
  | { kind: 'fields'; rows: Array<[Line, Line]> }
  /** Columns with a heading each; `html` for cells that hold tables' worth of names. */
  | { kind: 'table'; head: string[]; rows: Line[][]; html?: boolean; alignRight?: number[] }
  /** A section shown folded (the job summary) or after its title (text). */
  | { kind: 'details'; title: string; blocks: Block[] }
  /**
   * Lines of the instance as its log has them, as many as the summary's bytes left hold, then
   * `… and N more <rest>`.
   */
  | { kind: 'log'; title: string; lines: string[]; rest: string }

export interface Summary {
  blocks: Block[]
}

export function quote(text: string): Span {
  return { quote: text }
}

export function code(text: string, quoted = false): Span {
  return quoted ? { code: text, quoted } : { code: text }
}

export function strong(...spans: Span[]): Span {
  return { strong: spans }
}

export function link(href: string, text: string): Span {
  return { link: href, text }
}

/** Spans joined by a separator, as `Array.join` does for strings. */
export function joinSpans(parts: Span[][], separator: string): Span[] {
  return parts.flatMap((part, index) => (index === 0 ? part : [separator, ...part]))
}

/** `a, b, c` or, past `limit`, `a, b and 38 more`, each name as code from outside. */
export function codeNames(names: readonly string[], limit: number): Span[] {
  const shown = joinSpans(
    names.slice(0, limit).map(name => [code(name, true)]),
    ', '
  )
  return names.length > limit ? [...shown, ` and ${names.length - limit} more`] : shown
}

/** Summaries one after the other (the deploy's and its lint's). */
export function joinSummaries(...summaries: Array<Summary | undefined>): Summary {
  return { blocks: summaries.flatMap(summary => summary?.blocks ?? []) }
}
