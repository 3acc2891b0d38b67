// The `projects` input: one project a line, `Name=path` or just `path` (a source-control folder
// that names itself), either with `@level` at the end. Pure text handling; inputs.ts checks the
// paths and names.

export interface ProjectLine {
  /** 1-based line number in the input, for messages. */
  line: number
  /** The line as written (trimmed). */
  text: string
  /** The name before `=`, when given. */
  name?: string
  path: string
  /** The Import's level, from `@level` at the end of the line. */
  level?: number
}

// `@` and digits at the very end: a level. A folder may hold `@` elsewhere (`@scope/x`).
const LEVEL = /@(\d{1,9})$/

/** Lines of `projects`, without blank lines and `#` comments. */
export function parseProjectLines(raw: string): ProjectLine[] {
  const lines: ProjectLine[] = []
  for (const [index, rawLine] of raw.split(/\r?\n/).entries()) {
    const text = rawLine.trim()
    if (text === '' || text.startsWith('#')) continue
    // Project names never hold `=`, so the first one ends the name; a path may hold more.
    const level = LEVEL.exec(text)
    const body = level ? text.slice(0, level.index).trim() : text
    const equals = body.indexOf('=')
    lines.push({
      line: index + 1,
      text,
      ...(equals === -1
        ? { path: body }
        : { name: body.slice(0, equals).trim(), path: body.slice(equals + 1).trim() }),
      ...(level ? { level: Number(level[1]) } : {})
    })
  }
  return lines
}

/** How a message names one line: `line 2 ("B=projects/b")`. */
export function lineLabel(line: ProjectLine): string {
  return `line ${line.line} ("${line.text}")`
}
