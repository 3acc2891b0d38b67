// The command line's help: the overview of the commands (`--help`) and each command's flags
// (`<command> --help`), every input with its default as action.yml gives it, from the command
// table (commands.ts). Printed on stdout.
import type { ActionInput } from './action-inputs.js'
import { envName } from './action-inputs.js'
import { defaultBackupDir } from './backup-dir.js'
import { COMMANDS, COMMON_FLAGS, type CliFlag, type CommandSpec } from './commands.js'

export const COMMAND = 'acumatica-customization-deploy'

const WIDTH = 100
const FLAG_COLUMN = 30

/** The overview: usage, the commands, what every command shares, the exit codes. */
export function overviewHelp(env: NodeJS.ProcessEnv): string {
  const commands = COMMANDS.map(command =>
    row(`${command.name}${command.args ? ` ${command.args}` : ''}`, command.summary, 16)
  )
  return `Usage: ${COMMAND} <command> [--<input> <value> ...] [--json]
       ${COMMAND} <command> --help      the command's flags and their defaults
       ${COMMAND} --version

Commands:
${commands.join('\n')}

Flags are the actions' inputs, with the same names and defaults (action.yml, export/action.yml,
lint/action.yml, rehearse/action.yml, fleet/action.yml). Each can also be an environment variable:
ACUMATICA_ and the name in capitals with _ for -, e.g. ${envName('base-url')}; a flag wins. The
password is read from ACUMATICA_PASSWORD, else from stdin (never from a flag); rehearse's source
password from ACUMATICA_SOURCE_PASSWORD.

The log goes to stderr; stdout holds only the result: the summary as text, or with --json the
outputs as one JSON object. Backups (deploy, remove) go to --backup-dir, by default outside the
checkout: ${defaultBackupDir(env)}

Exit codes: 0 published, validated, unchanged, planned, removed, rehearsed (and a successful
export, lint, build, published, verify); 1 failed or any other result; 2 a wrong command line;
3 timed-out; 4 rolled-back; 5 unverified; 6 busy; 7 needs-restart; 130 cancelled (Ctrl-C,
SIGTERM, SIGHUP: the API session is released first).
`
}

/** One command's usage and every flag it takes, with its default. */
export function commandHelp(command: CommandSpec, env: NodeJS.ProcessEnv): string {
  const inputs = command
    .inputs()
    .filter(input => input.name !== 'password' && input.name !== 'source-password')
  const lines = [
    `Usage: ${COMMAND} ${command.name}${command.args ? ` ${command.args}` : ''} [flags]`,
    '',
    ...wrap(command.summary, WIDTH),
    ''
  ]
  if (inputs.length) {
    lines.push('Inputs (a flag, or the variable ACUMATICA_<NAME>):', ...inputs.map(inputRow), '')
  }
  if (command.logsIn) {
    lines.push(
      'The password: ACUMATICA_PASSWORD, else stdin (a prompt on a terminal); never a flag.',
      ...(command.inputs().some(input => input.name === 'source-password')
        ? ["The source's password (with --source-url): ACUMATICA_SOURCE_PASSWORD; never a flag."]
        : []),
      ''
    )
  }
  lines.push(
    'Flags of the command line:',
    ...[...command.flags, ...COMMON_FLAGS].map(f => flagRow(f, env))
  )
  return `${lines.join('\n')}\n`
}

function inputRow(input: ActionInput): string {
  const text = firstSentence(input.description)
  return row(
    `--${input.name} VALUE`,
    `${text}${input.default ? ` (default: ${input.default})` : ''}`
  )
}

function flagRow(flag: CliFlag, env: NodeJS.ProcessEnv): string {
  const name = flag.name === 'help' ? '-h, --help' : `--${flag.name}`
  const fallback = flag.default?.(env)
  return row(
    `${name}${flag.value ? ` ${flag.value}` : ''}`,
    `${flag.description}${fallback ? ` (default: ${fallback})` : ''}`
  )
}

/** The description up to its first full stop that ends a sentence (not `e.g.`'s). */
export function firstSentence(description: string): string {
  const text = description.replace(/\s+/g, ' ').trim()
  for (const end of text.matchAll(/[.!?](?=\s+[A-Z(<]|$)/g)) {
    if (!/\b(e\.g|i\.e)$/.test(text.slice(0, end.index))) return text.slice(0, end.index + 1)
  }
  return text
}

/** `  name   text`, the text wrapped under its column. */
function row(name: string, text: string, column = FLAG_COLUMN): string {
  const head = `  ${name}`
  const body = wrap(text, WIDTH - column)
  const first =
    head.length <= column - 2
      ? head.padEnd(column) + body[0]
      : `${head}\n${' '.repeat(column)}${body[0]}`
  return [first, ...body.slice(1).map(line => ' '.repeat(column) + line)].join('\n')
}

function wrap(text: string, width: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(' ')) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line)
      line = word
    } else line = line ? `${line} ${word}` : word
  }
  if (line || lines.length === 0) lines.push(line)
  return lines
}
