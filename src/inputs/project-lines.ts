// The `projects` input: one project a line, `Name=path` or just `path` (a source-control folder
// that names itself). Pure text handling; inputs.ts checks the paths and names.

export interface ProjectLine {
  /** 1-based line number in the input, for messages. */
  line: number
  /** The line as written (trimmed). */
  text: string
  /** The name before `=`, when given. */
  name?: string
  path: string
}

/** Lines of `projects`, without blank lines and `#` comments. */
export function parseProjectLines(raw: string): ProjectLine[] {
  const lines: ProjectLine[] = []
  for (const [index, rawLine] of raw.split(/\r?\n/).entries()) {
    const text = rawLine.trim()
    if (text === '' || text.startsWith('#')) continue
    // Project names never hold `=`, so the first one ends the name; a path may hold more.
    const equals = text.indexOf('=')
    if (equals === -1) {
      lines.push({ line: index + 1, text, path: text })
    } else {
      lines.push({
        line: index + 1,
        text,
        name: text.slice(0, equals).trim(),
        path: text.slice(equals + 1).trim()
      })
    }
  }
  return lines
}

/** How a message names one line: `line 2 ("B=projects/b")`. */
export function lineLabel(line: ProjectLine): string {
  return `line ${line.line} ("${line.text}")`
}
