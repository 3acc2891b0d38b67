// Turns the raw output of a step (workflow commands included) into what a person sees on the
// Actions page: groups folded into headers, annotations as `Error: ...` lines, debug and
// add-mask lines hidden, and every registered secret replaced by ***.

export interface WorkflowCommand {
  command: string
  properties: Record<string, string>
  message: string
}

// The escaping of @actions/core (utils/command.ts), undone.
function unescapeData(text: string): string {
  return text.replaceAll('%0D', '\r').replaceAll('%0A', '\n').replaceAll('%25', '%')
}

function unescapeProperty(text: string): string {
  return text
    .replaceAll('%0D', '\r')
    .replaceAll('%0A', '\n')
    .replaceAll('%3A', ':')
    .replaceAll('%2C', ',')
    .replaceAll('%25', '%')
}

/** `::command key=value,key=value::message`, or undefined for an ordinary line. */
export function parseWorkflowCommand(line: string): WorkflowCommand | undefined {
  const match = /^::([A-Za-z][\w-]*)( [^:]*)?::(.*)$/s.exec(line.trimStart())
  if (!match) return undefined
  const properties: Record<string, string> = {}
  for (const pair of (match[2] ?? '').trim().split(',')) {
    if (pair === '') continue
    const equals = pair.indexOf('=')
    if (equals > 0) properties[pair.slice(0, equals)] = unescapeProperty(pair.slice(equals + 1))
  }
  return { command: match[1].toLowerCase(), properties, message: unescapeData(match[3]) }
}

/** Values a run registered with `::add-mask::` (multi-line values register each line). */
export function collectMasks(raw: string): string[] {
  const masks = new Set<string>()
  for (const line of raw.split(/\r?\n/)) {
    const command = parseWorkflowCommand(line)
    if (command?.command !== 'add-mask') continue
    for (const part of command.message.split(/\r?\n/)) if (part.trim() !== '') masks.add(part)
  }
  return [...masks]
}

function maskText(text: string, masks: Iterable<string>): string {
  // Longest first, so a secret that contains another is replaced whole.
  const ordered = [...masks].sort((a, b) => b.length - a.length)
  let result = text
  for (const mask of ordered) result = result.replaceAll(mask, '***')
  return result
}

/**
 * Applies masks line by line in order, as the runner does: a value is hidden from the line after
 * its `::add-mask::` on (a leak before it stays visible). `::add-mask::` lines are removed.
 * `initialMasks` carries masks registered by an earlier step of the job.
 */
export function maskLog(raw: string, initialMasks: Iterable<string> = []): string {
  const masks = new Set(initialMasks)
  const out: string[] = []
  for (const line of raw.split('\n')) {
    const command = parseWorkflowCommand(line)
    if (command?.command === 'add-mask') {
      for (const part of command.message.split(/\r?\n/)) if (part.trim() !== '') masks.add(part)
      continue
    }
    out.push(maskText(line, masks))
  }
  return out.join('\n')
}

export interface ViewOptions {
  /** Show `::debug::` lines (ACTIONS_STEP_DEBUG); hidden by default, as on the page. */
  showDebug?: boolean
  initialMasks?: Iterable<string>
}

const ANNOTATION_LABEL: Record<string, string> = {
  error: 'Error',
  warning: 'Warning',
  notice: 'Notice'
}

// Commands the page never shows as text.
const HIDDEN = new Set(['add-mask', 'save-state', 'set-output', 'set-env', 'add-path', 'echo'])

/** The step's log as the Actions page renders it. */
export function viewLog(raw: string, options: ViewOptions = {}): string {
  const masks = new Set(options.initialMasks ?? [])
  const out: string[] = []
  let indent = ''
  let stopToken: string | undefined
  const emit = (text: string): void => {
    for (const part of maskText(text, masks).split(/\r?\n/)) out.push(indent + part)
  }
  const lines = raw.split('\n')
  if (lines.at(-1) === '') lines.pop()
  for (const rawLine of lines) {
    const line = rawLine.replace(/\r$/, '')
    const command = parseWorkflowCommand(line)
    if (stopToken !== undefined) {
      // Between ::stop-commands::token and ::token:: every line is plain text.
      if (command?.command === stopToken.toLowerCase()) stopToken = undefined
      else emit(line)
      continue
    }
    if (!command) {
      emit(line)
      continue
    }
    const { command: name, properties, message } = command
    if (name === 'add-mask') {
      for (const part of message.split(/\r?\n/)) if (part.trim() !== '') masks.add(part)
    } else if (name === 'stop-commands') {
      stopToken = message
    } else if (name === 'group') {
      indent = ''
      emit(`▼ ${message}`)
      indent = '  '
    } else if (name === 'endgroup') {
      indent = ''
    } else if (name === 'debug') {
      if (options.showDebug) emit(`##[debug]${message}`)
    } else if (name in ANNOTATION_LABEL) {
      const title = properties.title ? `${properties.title}: ` : ''
      emit(`${ANNOTATION_LABEL[name]}: ${title}${message}`)
    } else if (!HIDDEN.has(name)) {
      emit(line)
    }
  }
  return out.join('\n')
}
