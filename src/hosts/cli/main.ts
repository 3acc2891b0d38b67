// The command line: the commands of src/commands/ run with the command line's runner
// (cli-runner.ts), each result turned into the exit code, the summary as text or the
// outputs as JSON; plus `build` (the package of a folder, no instance). Flags are the actions'
// inputs; see docs/cli.md. The log goes to stderr and stdout holds only the result, so that
// `> result.json` or a pipe gets the result alone.
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { postCommand } from '../../commands/post.js'
import { fleetCommandWith } from '../../commands/fleet.js'
import { hideSecrets } from '../../runner/secrets.js'
import { runCommand } from '../../runner/command.js'
import { plainText } from '../../redact/safe-text.js'
import { CliRunner } from './cli-runner.js'
import { cliFleetDeployer } from './fleet-deployer.js'
import type { CommandResult } from '../../runner/runner.js'
import { envName, type ActionInput } from './action-inputs.js'
import { readLockout } from '../../runner/state.js'
import { defaultBackupDir } from './backup-dir.js'
import { originOfCheckout } from '../../fleet/origin.js'
import { COMMANDS, commandNamed, type CommandSpec } from './commands.js'
import { COMMAND, commandHelp, overviewHelp } from './help.js'
import { nodeTooOld } from './node-version.js'
import { packageVersion } from './version.js'
import { EXIT, exitCodeOf } from './exit-codes.js'
import { readPassword } from './password.js'
import { renderText } from '../../report/plain-text.js'
import { inCliWords } from '../../report/host.js'
import { isInputErrorSummary } from '../../report/input-summary.js'
import { jsonForTerminal, terminalText } from './terminal-text.js'

export interface CliIo {
  stdout(text: string): void
  stderr(text: string): void
  env: NodeJS.ProcessEnv
  stdin?: NodeJS.ReadStream
  /** The Node version to check (tests); default process.versions.node. */
  nodeVersion?: string
  /**
   * Calls `listener` when stdout or stderr is closed (EPIPE); the returned function stops it.
   * The run then ends as a cancellation does: the lockout stopped, logged out, temp folder gone.
   */
  onClosed?(listener: () => void): () => void
}

/**
 * The process's own output. A closed pipe (`deploy ... 2>&1 | head`) is an error event on the
 * stream, which would end the process between two requests: it is caught here, later writes to
 * that stream are dropped, and the run is told, so it ends as a cancellation does.
 */
function processIo(): CliIo {
  const closed = new Set<NodeJS.WriteStream>()
  const listeners = new Set<() => void>()
  for (const stream of [process.stdout, process.stderr]) {
    stream.on('error', () => {
      if (closed.has(stream)) return
      closed.add(stream)
      for (const listener of [...listeners]) listener()
    })
  }
  const writeTo = (stream: NodeJS.WriteStream, text: string): void => {
    if (closed.has(stream) || stream.destroyed) return
    stream.write(text)
  }
  return {
    stdout: text => writeTo(process.stdout, text),
    stderr: text => writeTo(process.stderr, text),
    env: process.env,
    onClosed: listener => {
      listeners.add(listener)
      if (closed.size > 0) listener()
      return () => listeners.delete(listener)
    }
  }
}

class UsageError extends Error {}

/** Inputs never taken as flags: ACUMATICA_PASSWORD (or stdin) and ACUMATICA_SOURCE_PASSWORD. */
const SECRET_INPUTS = ['password', 'source-password']

/** Runs one command; resolves to the exit code. */
export async function main(argv: string[], io: CliIo = processIo()): Promise<number> {
  const tooOld = nodeTooOld(io.nodeVersion ?? process.versions.node)
  if (tooOld !== undefined) {
    io.stderr(`${COMMAND}: ${tooOld}\n`)
    return EXIT.usage
  }
  try {
    return await command(argv, io)
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr(`${COMMAND}: ${error.message}\n\nRun ${COMMAND} --help for the usage.\n`)
      return EXIT.usage
    }
    throw error
  }
}

async function command(argv: string[], io: CliIo): Promise<number> {
  const [name, ...rest] = argv
  if (name === undefined || name === '-h' || name === '--help') {
    io.stdout(overviewHelp(io.env))
    return name === undefined ? EXIT.usage : EXIT.ok
  }
  if (name === '--version' || name === '-V') {
    io.stdout(`${packageVersion()}\n`)
    return EXIT.ok
  }
  if (name === 'help') {
    const asked = rest[0] === undefined ? undefined : commandNamed(rest[0])
    io.stdout(asked ? commandHelp(asked, io.env) : overviewHelp(io.env))
    return EXIT.ok
  }
  const spec = commandNamed(name)
  if (spec === undefined) {
    throw new UsageError(`unknown command '${name}': use ${COMMANDS.map(c => c.name).join(', ')}`)
  }
  const which = spec.name
  const inputs = spec.inputs()
  if (rest.some(arg => arg === '--password' || arg.startsWith('--password='))) {
    throw new UsageError(
      'the password is never a flag (the process list would show it): set ACUMATICA_PASSWORD or pipe it on stdin'
    )
  }
  if (rest.some(arg => arg === '--source-password' || arg.startsWith('--source-password='))) {
    throw new UsageError(
      "the source's password is never a flag (the process list would show it): set ACUMATICA_SOURCE_PASSWORD"
    )
  }
  const options: Record<string, { type: 'string' | 'boolean'; short?: string }> = {
    json: { type: 'boolean' },
    help: { type: 'boolean', short: 'h' }
  }
  for (const input of inputs)
    if (!SECRET_INPUTS.includes(input.name)) options[input.name] = { type: 'string' }
  for (const flag of spec.flags) options[flag.name] = { type: flag.value ? 'string' : 'boolean' }
  let values: Record<string, string | boolean | undefined>
  let positionals: string[]
  try {
    const parsed = parseArgs({
      args: withSwitchValues(rest, switchInputs(inputs)),
      options,
      strict: true,
      allowPositionals: spec.args !== undefined
    })
    values = parsed.values
    positionals = parsed.positionals
  } catch (error) {
    throw new UsageError(usageMessage(error as Error, which, Object.keys(options)))
  }
  if (values.help) {
    io.stdout(commandHelp(spec, io.env))
    return EXIT.ok
  }
  if (which === 'remove') {
    if (positionals.length === 0) {
      throw new UsageError('remove needs the names of the projects to unpublish: remove NAME...')
    }
    // The names are the remove input; the flag of the same name is not needed beside them.
    values.remove = positionals.join('\n')
  }
  if (which === 'fleet') {
    if (positionals.length > 1) {
      throw new UsageError('fleet takes one of plan, deploy, report, gate (deploy when none)')
    }
    // The word is the fleet action's command input.
    if (positionals[0] !== undefined) values.command = positionals[0]
  }
  for (const flag of spec.flags) {
    const given = values[flag.name]
    if (flag.required !== undefined && (typeof given !== 'string' || given === '')) {
      throw new UsageError(
        `${which} needs --${flag.name} ${flag.value ?? 'VALUE'}: ${flag.required}`
      )
    }
  }
  const json = values.json === true
  const defaults = new Map(inputs.map(input => [input.name, input.default]))
  let password = ''
  const input = (inputName: string): string => {
    if (inputName === 'password') return password
    const flag = values[inputName]
    if (typeof flag === 'string') return flag
    return io.env[envName(inputName)] ?? defaults.get(inputName) ?? ''
  }
  // Every log line on stderr, with or without --json: stdout is the result's alone. The inputs'
  // messages are written for a workflow: said in the command line's words.
  const inputNames = inputs.map(input => input.name)
  const words = (text: string): string => inCliWords(text, inputNames)
  const write = (line: string): void => io.stderr(`${terminalText(words(line))}\n`)
  const ledger = typeof values.ledger === 'string' && values.ledger !== '' ? values.ledger : ''
  // Without a ledger nothing proves what the instance runs: every run would publish.
  if (
    (which === 'deploy' || which === 'fleet') &&
    ledger === '' &&
    /^true$/i.test(input('skip-unchanged').trim())
  ) {
    throw new UsageError(
      'skip-unchanged needs --ledger FILE: the record of completed deploys that proves what the instance runs (keep the file in the CI cache, see docs/cli.md)'
    )
  }

  const keepBackups = readKeepBackups(values['keep-backups'])

  let finished: Promise<number> | undefined
  const makeRunner = (tempDir: string): CliRunner =>
    new CliRunner({
      input,
      write,
      env: {
        workspace: process.cwd(),
        tempDir,
        runId: 'local',
        runAttempt: '1',
        // The stamp and the result file: the checkout's commit (read by a deploy or removal).
        ...(which === 'deploy' || which === 'remove' ? originOfCheckout(io.env, process.cwd()) : {})
      },
      backupDir: path.resolve(
        typeof values['backup-dir'] === 'string' && values['backup-dir'] !== ''
          ? values['backup-dir']
          : defaultBackupDir(io.env)
      ),
      ...(keepBackups === undefined ? {} : { keepBackups }),
      ...(ledger ? { ledgerFile: path.resolve(ledger) } : {}),
      ...(io.onClosed ? { onOutputClosed: io.onClosed } : {}),
      // A cancellation whose request is still in flight: log out, report, and leave.
      onAbandon: result => void finish(result).then(code => process.exit(code))
    })
  const run =
    which === 'fleet'
      ? // fleet deploy runs the deploy command for each instance, with a runner of its own.
        fleetCommandWith(
          cliFleetDeployer({
            env: io.env,
            input,
            write,
            workspace: process.cwd(),
            backupDir: path.resolve(
              typeof values['backup-dir'] === 'string' && values['backup-dir'] !== ''
                ? values['backup-dir']
                : defaultBackupDir(io.env)
            ),
            ...(ledger ? { ledgerFile: path.resolve(ledger) } : {}),
            ...(io.onClosed ? { onOutputClosed: io.onClosed } : {})
          })
        )
      : spec.command
  if (!spec.logsIn) {
    const runner = makeRunner(os.tmpdir())
    const result = await runCommand(run, runner)
    const wrong = spec.wrongCommandLine?.(result)
    if (wrong !== undefined) throw new UsageError(wrong)
    failOnce(runner, result, json)
    return report(spec, result, io, json, words)
  }
  password = await readPassword(io.env, io.stdin)
  if (password === '') {
    throw new UsageError('no password: set ACUMATICA_PASSWORD or pipe the password on stdin')
  }
  // The package, the backup download and the publish log go into a folder of this run that
  // only this user can read (mkdtemp: mode 0700), removed when the command ends, also after
  // Ctrl-C; the runner's RUNNER_TEMP plays that part in a workflow.
  const temp = await mkdtemp(path.join(io.env['RUNNER_TEMP'] || os.tmpdir(), 'acumatica-cli-'))
  // runCommand masks the password before the command reads anything.
  const runner = makeRunner(temp)

  const finish = (result: CommandResult): Promise<number> =>
    (finished ??= (async () => {
      try {
        failOnce(runner, result, json)
        if (!spec.logsOutItself) await runCommand(postCommand, runner)
        // A lockout no stop could end fails the run, whatever the deploy's result.
        return report(spec, result, io, json, words, readLockout(runner) !== undefined)
      } finally {
        await rm(temp, { recursive: true, force: true })
      }
    })())

  let result: CommandResult
  try {
    result = await runCommand(run, runner)
  } catch (error) {
    // A bug in a command still ends the run as every other end does: the lockout stopped, the
    // session released, the temp folder removed (the message then says what broke).
    const failure = `Unexpected error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`
    result = { result: 'failed', outputs: { result: 'failed' }, failure }
  }
  return finish(result)
}

/**
 * The failure as the log's last error line, unless the summary printed next already says it in
 * the same words (an input error): a message read twice looks like two problems.
 */
function failOnce(runner: CliRunner, result: CommandResult, json: boolean): void {
  if (result.failure === undefined) return
  const failure = plainText(result.failure)
  // An input error's summary goes to stderr whole (report()), the message with it.
  if (!json && result.summary && isInputErrorSummary(result.summary)) return
  if (!json && result.summary && renderText(result.summary).includes(failure)) return
  runner.fail(failure)
}

/** The summary as text (or the outputs as JSON) and the exit code, from the command's result. */
function report(
  spec: CommandSpec,
  result: CommandResult,
  io: CliIo,
  json: boolean,
  words: (text: string) => string,
  lockoutOn = false
): number {
  const code = lockoutOn
    ? EXIT.failed
    : spec.exitByResult
      ? exitCodeOf(result.result)
      : result.result === 'cancelled'
        ? EXIT.cancelled
        : result.failure !== undefined
          ? EXIT.failed
          : EXIT.ok
  const own = json ? spec.json?.(result) : undefined
  if (own !== undefined) {
    io.stdout(`${jsonForTerminal(hideSecrets(JSON.stringify(own, null, 2)))}\n`)
  } else if (json) {
    const outputs: Record<string, unknown> = {}
    for (const [name, value] of Object.entries(result.outputs)) {
      // The publish-log file goes with the run's folder; the log and the summary show the entries.
      if (name === 'publish-log') continue
      outputs[name] = typedOutput(name, value)
    }
    // Why it failed, as the log's error line says it (an input error names its flag).
    if (result.failure !== undefined) outputs.error = words(plainText(result.failure))
    // Users may still be locked out: said where a script reads the result.
    if (lockoutOn) outputs.lockout = 'on'
    // Masked as the log is, and with the controls a terminal acts on written as \u escapes.
    io.stdout(`${jsonForTerminal(hideSecrets(JSON.stringify(outputs, null, 2)))}\n`)
  } else if (result.summary) {
    const text = words(renderText(result.summary))
    // A wrong input is no result: it goes with the log, so stdout stays empty.
    const out = isInputErrorSummary(result.summary) ? io.stderr : io.stdout
    if (text !== '') out(`${terminalText(text)}\n`)
  }
  return code
}

/** --keep-backups N: a whole number, 0 or more; unset: the runner's default. */
function readKeepBackups(value: string | boolean | undefined): number | undefined {
  if (typeof value !== 'string') return undefined
  if (!/^\d+$/.test(value.trim())) {
    throw new UsageError(
      `--keep-backups ("${value}") must be a whole number of backups, 0 or more (0 keeps every one)`
    )
  }
  return Number(value.trim())
}

/** Outputs that are counts or seconds: numbers in --json ('' is null). */
const NUMBER_OUTPUTS = new Set([
  'package-size',
  'site-ready-seconds',
  'backup-artifact-id',
  'errors',
  'warnings'
])
/** Outputs that are true or false: booleans in --json. */
const BOOLEAN_OUTPUTS = new Set(['restored', 'changed'])

/** An output as --json gives it: `*-json` as JSON, counts as numbers, flags as booleans. */
function typedOutput(name: string, value: string): unknown {
  if (name.endsWith('-json')) return parseOr(value)
  if (NUMBER_OUTPUTS.has(name)) {
    const number = Number(value)
    return value.trim() === '' || !Number.isFinite(number) ? null : number
  }
  if (BOOLEAN_OUTPUTS.has(name) && /^(true|false)$/.test(value)) return value === 'true'
  return value
}

/** The inputs that are switches (their default is true or false). */
function switchInputs(inputs: readonly ActionInput[]): Set<string> {
  return new Set(
    inputs.filter(input => /^(true|false)$/i.test(input.default)).map(input => input.name)
  )
}

/** `--dry-run` alone (the next word is not true or false) as `--dry-run true`. */
function withSwitchValues(args: readonly string[], switches: ReadonlySet<string>): string[] {
  const out: string[] = []
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]
    out.push(arg)
    if (arg === '--') {
      out.push(...args.slice(i + 1))
      break
    }
    if (!arg.startsWith('--') || arg.includes('=')) continue
    if (!switches.has(arg.slice(2))) continue
    const next = args[i + 1]
    if (next === undefined || !/^(true|false)$/i.test(next)) out.push('true')
  }
  return out
}

/** parseArgs's message, with the flag meant when one was mistyped. */
function usageMessage(error: Error, command: string, flags: readonly string[]): string {
  const unknown = /^Unknown option '(--?[^']+)'/.exec(error.message)?.[1]
  if (unknown === undefined) return error.message
  const name = unknown.replace(/^--?/, '').split('=')[0]
  const near = closest(name, flags)
  const hint = near ? `; did you mean --${near}?` : ''
  return `unknown flag ${unknown} for ${command}${hint} (${command} --help lists its flags)`
}

/** The flag nearest to `name` (a typo: at most 2 edits, or a prefix of one flag). */
function closest(name: string, flags: readonly string[]): string | undefined {
  const prefixed = flags.filter(flag => flag.startsWith(name))
  if (name.length >= 3 && prefixed.length === 1) return prefixed[0]
  let best: string | undefined
  let bestDistance = 3
  for (const flag of flags) {
    const distance = editDistance(name, flag)
    if (distance < bestDistance) {
      best = flag
      bestDistance = distance
    }
  }
  return best
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(
        previous[j] + 1,
        current[j - 1] + 1,
        previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1)
      )
    }
    previous = current
  }
  return previous[b.length]
}

function parseOr(text: string): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch {
    return text
  }
}
