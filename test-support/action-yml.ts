// Reads the inputs of action.yml and their defaults. No YAML library is installed, and action.yml
// keeps a simple, fixed shape (two-space indents, one scalar per line), so a small reader will do.
import { readFileSync } from 'node:fs'

export interface ActionInput {
  name: string
  required: boolean
  /** undefined when action.yml gives no default (the runner then passes an empty string). */
  default: string | undefined
}

/** The scalar of a `key: value` line: quoted ('' and "" forms) or bare. */
export function parseScalar(raw: string): string {
  const text = raw.trim()
  if (text.startsWith("'") && text.endsWith("'") && text.length >= 2) {
    return text.slice(1, -1).replaceAll("''", "'")
  }
  if (text.startsWith('"') && text.endsWith('"') && text.length >= 2) {
    return JSON.parse(text) as string
  }
  // A bare scalar ends where a comment starts.
  return text.replace(/\s+#.*$/, '')
}

export function parseActionInputs(yaml: string): ActionInput[] {
  const inputs: ActionInput[] = []
  let inInputs = false
  let current: ActionInput | undefined
  for (const line of yaml.split(/\r?\n/)) {
    if (/^\S/.test(line)) {
      inInputs = /^inputs:\s*$/.test(line)
      current = undefined
      continue
    }
    if (!inInputs) continue
    const inputHeader = /^ {2}([^\s:#][^:]*):\s*$/.exec(line)
    if (inputHeader) {
      current = { name: inputHeader[1], required: false, default: undefined }
      inputs.push(current)
      continue
    }
    const property = /^ {4}(required|default):\s*(.*)$/.exec(line)
    if (property && current) {
      const value = parseScalar(property[2])
      if (property[1] === 'default') current.default = value
      else current.required = value === 'true'
    }
  }
  return inputs
}

export function readActionInputs(actionYmlPath: string): ActionInput[] {
  return parseActionInputs(readFileSync(actionYmlPath, 'utf8'))
}
