// The inventory (acumatica-instances.yml, docs/fleet.md): the instances a fleet deploys to, each
// with its ring. Read with the `yaml` package's failsafe schema (every scalar is text as written:
// `tenant: 010` stays "010", `name: no` stays "no") and its LineCounter, so that every error
// names the file, the line and the field before anything is sent to any instance.
import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Node, type Pair } from 'yaml'
import { InputError } from '../inputs/input-error.js'
import { parseProjectLines } from '../inputs/project-lines.js'
import { parseWindow } from '../inputs/window.js'
import { resultFileName } from './result-file.js'
import type { Inventory, InventoryInstance } from '../shared/fleet-shapes.js'

export type { Inventory, InventoryInstance }

/** A file larger than this is no inventory (a thousand instances take about 200 KiB). */
export const MAX_INVENTORY_BYTES = 4 * 1024 * 1024

const FIELDS = [
  'name',
  'url',
  'url-variable',
  'environment',
  'ring',
  'tenant',
  'projects',
  'window',
  'username',
  'password-env'
] as const
type Field = (typeof FIELDS)[number]
interface FieldValue {
  text: string
  line: number
  /** A list of projects: each entry's line. */
  lines?: number[]
}
type Fail = (line: number | undefined, message: string) => never

const NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/
const VARIABLE = /^[A-Za-z_][A-Za-z0-9_]{0,199}$/
const DEFAULT_PASSWORD_ENV = 'ACUMATICA_PASSWORD'

/** What the inventory's reader needs of the run: whether each instance must name its environment. */
export interface InventoryRules {
  /** The workflow's plan: each ring job runs in the instance's environment. */
  requireEnvironment?: boolean
}

/**
 * Reads the inventory's text. Throws an InputError naming the `inventory` input, the file, the
 * line and the field.
 */
export function parseInventory(text: string, file: string, rules: InventoryRules = {}): Inventory {
  const lineCounter = new LineCounter()
  const fail: Fail = (line, message) => {
    throw new InputError(
      'inventory',
      `(${file})${line === undefined ? '' : ` line ${line}`}: ${message}`
    )
  }
  if (Buffer.byteLength(text) > MAX_INVENTORY_BYTES) {
    fail(
      undefined,
      `is larger than ${MAX_INVENTORY_BYTES / 1024 / 1024} MiB: that is no inventory.`
    )
  }
  const doc = parseDocument(text, { lineCounter, schema: 'failsafe', prettyErrors: false })
  const lineOf = (node: { range?: [number, number, number] | null } | null | undefined) =>
    node?.range ? lineCounter.linePos(node.range[0]).line : undefined
  const [syntax] = doc.errors
  if (syntax) {
    const at = syntax.linePos?.[0]?.line ?? lineCounter.linePos(syntax.pos[0]).line
    fail(at, `is not valid YAML: ${syntax.message.split('\n')[0]}`)
  }
  let list: Node | null = doc.contents as Node | null
  if (isMap(list)) {
    for (const pair of list.items) {
      const key = keyText(pair)
      if (key !== 'instances') {
        fail(
          lineOf(pair.key as Node),
          `unknown key "${key}": the file holds \`instances:\`, a list of instances.`
        )
      }
    }
    const instancesPair = list.items.find(pair => keyText(pair) === 'instances')
    list = (instancesPair?.value as Node | null | undefined) ?? null
  }
  if (!isSeq(list)) {
    fail(
      lineOf(list) ?? 1,
      'must be a list of instances (or `instances:` holding that list), each with name, url (or url-variable), environment and ring.'
    )
  }
  const seq = list as Extract<Node, { items: unknown[] }> & { items: unknown[] }
  if (seq.items.length === 0) fail(lineOf(seq) ?? 1, 'lists no instance.')

  const instances: InventoryInstance[] = []
  const seen = { names: new Map<string, number>(), files: new Map<string, string>() }
  for (const item of seq.items as Node[]) {
    const line = lineOf(item) ?? 1
    if (!isMap(item)) {
      fail(line, 'each instance is a mapping of fields (name:, url:, environment:, ring:, …).')
    }
    instances.push(instanceFrom(fieldsOf(item, line, lineOf, fail), line, rules, seen, fail))
  }
  checkRings(instances, fail)
  return { file, instances }
}

/** An instance's fields as text, each with its line (a list of projects: each entry's line). */
function fieldsOf(
  item: Node,
  line: number,
  lineOf: (node: Node | null | undefined) => number | undefined,
  fail: Fail
): Map<Field, FieldValue> {
  const map = item as Extract<Node, { items: Pair[] }>
  const values = new Map<Field, FieldValue>()
  for (const pair of map.items as Pair[]) {
    const key = keyText(pair)
    const keyLine = lineOf(pair.key as Node) ?? line
    if (!(FIELDS as readonly string[]).includes(key)) {
      fail(keyLine, `unknown field "${key}": an instance has ${FIELDS.join(', ')}.`)
    }
    const field = key as Field
    const value = pair.value as Node | null
    if (field === 'projects' && isSeq(value)) {
      const entries = value.items as Node[]
      const lines = entries.map(entry => {
        if (!isScalar(entry))
          fail(lineOf(entry) ?? keyLine, 'projects: each entry is one line, `Name=path` or `path`.')
        return String((entry as { value: unknown }).value).trim()
      })
      // Each entry's own line, for a message about one of them.
      const entryLines = entries.map(entry => lineOf(entry) ?? keyLine)
      values.set(field, { text: lines.join('\n'), line: keyLine, lines: entryLines })
      continue
    }
    if (value !== null && !isScalar(value)) {
      fail(lineOf(value) ?? keyLine, `${field} must be one value, not a list or a mapping.`)
    }
    const text = value === null ? '' : String((value as { value: unknown }).value).trim()
    values.set(field, { text, line: lineOf(value) ?? keyLine })
  }
  return values
}

/** One instance from its fields, every field checked (`seen`: the names so far, by line). */
function instanceFrom(
  values: Map<Field, FieldValue>,
  line: number,
  rules: InventoryRules,
  seen: { names: Map<string, number>; files: Map<string, string> },
  fail: Fail
): InventoryInstance {
  const { names, files } = seen
  const get = (field: Field): string => values.get(field)?.text ?? ''
  const at = (field: Field): number => values.get(field)?.line ?? line

  const name = get('name')
  if (name === '')
    fail(line, 'an instance has no name: give `name:` (letters, digits, `.`, `_`, `-`).')
  if (!NAME.test(name)) {
    fail(
      at('name'),
      `name "${name}" must be letters, digits, ".", "_" and "-" (at most 100, starting with a letter or digit): it names the result file and the artifact.`
    )
  }
  const label = `instance ${name}`
  const before = names.get(name.toLowerCase())
  if (before !== undefined)
    fail(at('name'), `name "${name}" is used twice (first on line ${before}).`)
  names.set(name.toLowerCase(), at('name'))
  const resultName = resultFileName(name).toLowerCase()
  const sameFile = files.get(resultName)
  if (sameFile !== undefined) {
    fail(at('name'), `name "${name}" gives the same result file as "${sameFile}": rename one.`)
  }
  files.set(resultName, name)

  const url = get('url')
  const urlVariable = get('url-variable')
  if ((url === '') === (urlVariable === '')) {
    fail(
      url === '' ? line : at('url-variable'),
      `${label}: give url (the instance's address) or url-variable (the variable that holds it), one of them.`
    )
  }
  if (url !== '') checkUrl(url, message => fail(at('url'), `${label}: url ${message}`))
  if (urlVariable !== '' && !VARIABLE.test(urlVariable)) {
    fail(
      at('url-variable'),
      `${label}: url-variable "${urlVariable}" is not a variable name (letters, digits and "_").`
    )
  }

  const environment = get('environment')
  if (environment === '' && rules.requireEnvironment) {
    fail(
      line,
      `${label}: no environment: give the GitHub environment that holds its secrets (its ring job runs in it).`
    )
  }

  const ringText = values.has('ring') ? get('ring') : '0'
  if (!/^\d{1,4}$/.test(ringText)) {
    fail(
      at('ring'),
      `${label}: ring must be a whole number, 0 for the first ring, got "${ringText}".`
    )
  }

  const projects = get('projects')
  for (const projectLine of parseProjectLines(projects)) {
    if (projectLine.path === '' || projectLine.name === '') {
      const entryLine = values.get('projects')?.lines?.[projectLine.line - 1]
      fail(
        entryLine ?? at('projects'),
        `${label}: projects line "${projectLine.text}" must be \`Name=path\` or \`path\`.`
      )
    }
  }

  const window = get('window')
  try {
    parseWindow(window)
  } catch (error) {
    fail(
      at('window'),
      `${label}: ${(error as Error).message.replace(/^Input 'window' /, 'window ')}`
    )
  }

  const passwordEnv = get('password-env') || DEFAULT_PASSWORD_ENV
  if (!VARIABLE.test(passwordEnv)) {
    fail(
      at('password-env'),
      `${label}: password-env "${passwordEnv}" is not a variable name (letters, digits and "_").`
    )
  }

  return {
    name,
    url,
    urlVariable,
    environment,
    ring: Number(ringText),
    tenant: get('tenant'),
    projects,
    window,
    username: get('username'),
    passwordEnv,
    line
  }
}

function keyText(pair: Pair): string {
  const key = pair.key as Node | null
  return isScalar(key) ? String(key.value) : String(key)
}

function checkUrl(url: string, fail: (message: string) => never): void {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return fail(
      `"${url}" is not a URL: give the address with its scheme, e.g. https://erp.example.com/AcumaticaERP.`
    )
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    fail(`"${url}" must start with https:// (or http:// inside your network).`)
  }
  if (parsed.username || parsed.password) {
    fail(
      'must not carry a user name or password: the password comes from the environment (password-env, secrets).'
    )
  }
}

/** Rings are 0, 1, 2, … without gaps: the workflow's ring jobs run them in that order. */
function checkRings(
  instances: readonly InventoryInstance[],
  fail: (line: number | undefined, message: string) => never
): void {
  const present = new Set(instances.map(instance => instance.ring))
  for (const instance of [...instances].sort((a, b) => a.ring - b.ring || a.line - b.line)) {
    for (let ring = 0; ring < instance.ring; ring++) {
      if (!present.has(ring)) {
        fail(
          instance.line,
          `instance ${instance.name}: ring ${instance.ring}, and no instance is in ring ${ring}: rings are numbered 0, 1, 2, … without gaps (the workflow runs ring jobs in that order).`
        )
      }
    }
  }
}

/** The ring numbers, in order. */
export function ringsOf(inventory: Inventory): number[] {
  return [...new Set(inventory.instances.map(instance => instance.ring))].sort((a, b) => a - b)
}
