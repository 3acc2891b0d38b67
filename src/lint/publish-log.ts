// Reads a publish log (the `log` of publishEnd, Import or unpublish answers) into the messages a
// reviewer acts on: each entry of logType error or warning, or several entries that make one
// message (Acumatica's developer guide prints a compatibility message value by value). It decides
// only from the forms real instances and Acumatica's guides show (docs/publish-errors.md): a C#
// diagnostic naming a compiled file and a line, the five validation messages, a control conflict,
// a page error. Anything else is a message of its own, kept as it is. Pure: no file, no runner.

/** One entry of a `log` array, as the API client reads it. */
export interface PublishLogEntry {
  timestamp?: string
  logType: string
  message: string
}

type PublishMessageKind =
  | 'compile'
  | 'field-missing'
  | 'type-missing'
  | 'reference'
  | 'could-not-resolve'
  | 'control-conflict'
  | 'page-error'
  | 'other'

/** What a message asks to be found in the repository. */
type PublishTarget =
  /** A compiled file (`App_RuntimeCode\X.cs`, `App_Code\Caches\X.cs`, ...) and a line of it. */
  | { kind: 'code'; fileBase: string; line: number; column?: number }
  /** A field or type the code names (found as a whole word), in the class `from`. */
  | { kind: 'symbol'; name: string; from?: string }
  /** A DLL of the project (`Bin/<dll>`). */
  | { kind: 'dll'; name: string }
  /** A page by its virtual path (`~/pages/so/so301000.aspx`). */
  | { kind: 'page'; path: string }

export interface PublishMessage {
  level: 'error' | 'warning'
  kind: PublishMessageKind
  /** The compiler's code (`CS0103`), or the message's kind (`ReferencedFieldMissing`). */
  rule: string
  /** The message on one line: its entries joined by a space (not yet made safe). */
  text: string
  /** Indices of its entries in the log read. */
  entries: number[]
  target?: PublishTarget
}

/** The rule id of each kind of message that has no compiler code. */
const MESSAGE_RULES: Readonly<Record<Exclude<PublishMessageKind, 'compile'>, string>> = {
  'field-missing': 'ReferencedFieldMissing',
  'type-missing': 'DeclaringTypeMissing',
  reference: 'FailedToResolveReference',
  'could-not-resolve': 'CouldNotResolve',
  'control-conflict': 'ConflictControlId',
  'page-error': 'PageError',
  other: 'PublishLogMessage'
}

/**
 * Only so much of an entry is read: real messages are a few hundred characters; the rest of a
 * longer one is kept in the text (bounded later) but never matched against.
 */
const READ_CHARS = 4096

// `<any path>X.cs(L[,C])[ ]: error|warning CSnnnn: text`: the compiler's form and CodeDOM's (a
// space before the colon); the path may be absolute, start with `\App_RuntimeCode\` or be bare.
// Decided from the file name and the numbers only.
const COMPILE =
  /(?:^|[\s"'(\\/:])([^\s"'(\\/:]+)\.cs\((\d{1,9})(?:\s*,\s*(\d{1,9}))?\)\s*:\s*(error|warning)\s+(CS\d{1,6})\b(?:\s*:)?\s*(.*)$/i
const MISSING = /^(Referenced Field missing|Declaring Type missing):\s*(.*)$/i
const DLL_ALONE = /^(\S+\.dll)$/i
const REFERENCE =
  /^(?:(\S+\.dll)\s+)?(Failed to resolve (\w+) reference:|Could not resolve:)\s*(.*)$/i
const CONFLICT = /Conflict control ID:\s*(\S*) from page (~\/pages\/\S+?\.aspx)/i
const PAGE_ERROR = /An error on the page (~\/pages\/\S+?\.aspx)/i
/** A value of a message printed value by value: one word (a name, a signature has spaces). */
const WORD = /^[^\s:]+$/
/** An assembly's name (`ADODB, Version=7.0.3300.0, ...`). */
const ASSEMBLY = /^[\w.-]+(?:,|$)/

function levelOf(entry: PublishLogEntry): 'error' | 'warning' | undefined {
  const type = entry.logType.toLowerCase()
  return type === 'error' || type === 'warning' ? type : undefined
}

function head(entry: PublishLogEntry): string {
  return entry.message.slice(0, READ_CHARS).trim()
}

/** The messages of a log, in order: each error and warning once, none dropped. */
export function readPublishLog(entries: readonly PublishLogEntry[]): PublishMessage[] {
  const messages: PublishMessage[] = []
  let at = 0
  while (at < entries.length) {
    const level = levelOf(entries[at])
    if (level === undefined) {
      at++
      continue
    }
    const message = messageAt(entries, at, level)
    messages.push(message)
    at = message.entries[message.entries.length - 1] + 1
  }
  return messages
}

/** The entries after `at` that carry values of the same message (same level, in order). */
function following(entries: readonly PublishLogEntry[], at: number, level: string): string[] {
  const values: string[] = []
  for (let i = at + 1; i < entries.length && values.length < 4; i++) {
    if (levelOf(entries[i]) !== level) break
    values.push(head(entries[i]))
  }
  return values
}

function span(from: number, count: number): number[] {
  return Array.from({ length: count }, (_, i) => from + i)
}

function messageAt(
  entries: readonly PublishLogEntry[],
  at: number,
  level: 'error' | 'warning'
): PublishMessage {
  const text = head(entries[at])
  const whole = (count: number): string =>
    entries
      .slice(at, at + count)
      .map(entry => entry.message.trim())
      .join(' ')
  const make = (
    kind: PublishMessageKind,
    count: number,
    target?: PublishTarget,
    rule?: string
  ): PublishMessage => ({
    level,
    kind,
    rule: rule ?? MESSAGE_RULES[kind as Exclude<PublishMessageKind, 'compile'>],
    text: whole(count),
    entries: span(at, count),
    ...(target ? { target } : {})
  })

  const compile = COMPILE.exec(text)
  if (compile) {
    const column = compile[3] === undefined ? {} : { column: Number(compile[3]) }
    return make(
      'compile',
      1,
      { kind: 'code', fileBase: compile[1], line: Number(compile[2]), ...column },
      compile[5].toUpperCase()
    )
  }

  const missing = MISSING.exec(text)
  if (missing) {
    const kind = missing[1].toLowerCase().startsWith('referenced')
      ? 'field-missing'
      : 'type-missing'
    const rest = missing[2].trim()
    if (rest !== '') {
      // One line: `Referenced field missing: action from PX.Objects.PM.ProjectEntry`.
      const [name, from] = splitFrom(rest)
      return make(kind, 1, symbolTarget(name, from))
    }
    // Value by value: the name, `from`, the class.
    const [name, word, from] = following(entries, at, level)
    if (name === undefined || !WORD.test(name)) return make(kind, 1)
    if (word?.toLowerCase() === 'from' && from !== undefined) {
      return make(kind, 4, symbolTarget(name, from))
    }
    return make(kind, 2, symbolTarget(name, undefined))
  }

  // A DLL's name alone, then its message: `AM.Objects.dll` · `Failed to resolve ...` · ...
  const dllAlone = DLL_ALONE.exec(text)
  if (dllAlone) {
    const [next] = following(entries, at, level)
    const reference = next === undefined ? null : REFERENCE.exec(next)
    if (reference && reference[1] === undefined) {
      return referenceMessage(entries, at, level, dllAlone[1], 1, reference, make)
    }
    return make('other', 1, { kind: 'dll', name: dllAlone[1] })
  }

  const reference = REFERENCE.exec(text)
  if (reference) {
    // The DLL's name may stand alone on the entry before, logged at another level.
    const before = at > 0 ? DLL_ALONE.exec(head(entries[at - 1])) : null
    return referenceMessage(entries, at, level, reference[1] ?? before?.[1], 0, reference, make)
  }

  const conflict = CONFLICT.exec(text)
  if (conflict) return make('control-conflict', 1, { kind: 'page', path: conflict[2] })
  const page = PAGE_ERROR.exec(text)
  if (page) return make('page-error', 1, { kind: 'page', path: page[1] })
  return make('other', 1)
}

/**
 * `Failed to resolve <what> reference:` or `Could not resolve:`, on the entry `at + offset`, after
 * the DLL's name (on the same entry or the one before), with its values on the same entry or the
 * next ones (`<reference>` · `declared in` · `<assembly>`, or `<assembly>`).
 */
function referenceMessage(
  entries: readonly PublishLogEntry[],
  at: number,
  level: 'error' | 'warning',
  dll: string | undefined,
  offset: 0 | 1,
  match: RegExpExecArray,
  make: (kind: PublishMessageKind, count: number, target?: PublishTarget) => PublishMessage
): PublishMessage {
  const kind = match[2].toLowerCase().startsWith('could') ? 'could-not-resolve' : 'reference'
  const target: PublishTarget | undefined = dll ? { kind: 'dll', name: dll } : undefined
  let count = 1 + offset
  if (match[4].trim() === '') {
    const values = following(entries, at + offset, level)
    if (kind === 'could-not-resolve') {
      if (values[0] !== undefined && ASSEMBLY.test(values[0])) count++
    } else if (values[0] !== undefined && isValue(values[0])) {
      count++
      if (values[1]?.toLowerCase() === 'declared in') count += values.length > 2 ? 2 : 1
    }
  }
  return make(kind, count, target)
}

/** A value of a message, not a message of its own (a sentence ends with a period). */
function isValue(text: string): boolean {
  return (
    !/\.$/.test(text) && ![COMPILE, MISSING, DLL_ALONE, REFERENCE].some(form => form.test(text))
  )
}

/** `name from Class` as [name, Class]; a name alone as [name]. */
function splitFrom(rest: string): [string, string | undefined] {
  const match = /^(\S+)\s+from\s+(.+)$/i.exec(rest)
  return match ? [match[1], match[2].trim()] : [rest.split(/\s+/)[0], undefined]
}

function symbolTarget(name: string, from: string | undefined): PublishTarget {
  return { kind: 'symbol', name: simpleName(name), ...(from ? { from } : {}) }
}

/**
 * The name code would write: the last part of a dotted name, without a generic arity
 * (`PX.Data.PXGraphWithActionsBase`2` -> `PXGraphWithActionsBase`).
 */
function simpleName(name: string): string {
  const plain = name.replace(/[`<].*$/, '')
  const dot = plain.lastIndexOf('.')
  return dot >= 0 ? plain.slice(dot + 1) : plain
}
