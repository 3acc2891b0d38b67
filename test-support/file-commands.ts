// Reads the files a step writes through GITHUB_OUTPUT and GITHUB_STATE, as the runner does:
// `name<<delimiter` blocks (what @actions/core writes) and plain `name=value` lines.
import { readFileSync, existsSync } from 'node:fs'

export function parseKeyValueFile(text: string): Record<string, string> {
  const values: Record<string, string> = {}
  const lines = text.split(/\r?\n/)
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]
    if (line === '') continue
    const heredoc = /^([^=]+?)<<(.+)$/.exec(line)
    const equals = line.indexOf('=')
    if (heredoc && (equals < 0 || heredoc[1].length < equals)) {
      const [, name, delimiter] = heredoc
      const body: string[] = []
      index++
      while (index < lines.length && lines[index] !== delimiter) body.push(lines[index++])
      if (index >= lines.length) {
        throw new Error(`Invalid file command: no closing delimiter for ${name}`)
      }
      values[name] = body.join('\n')
    } else if (equals > 0) {
      values[line.slice(0, equals)] = line.slice(equals + 1)
    } else {
      throw new Error(`Invalid file command line: ${JSON.stringify(line)}`)
    }
  }
  return values
}

export function readKeyValueFile(path: string): Record<string, string> {
  return existsSync(path) ? parseKeyValueFile(readFileSync(path, 'utf8')) : {}
}
