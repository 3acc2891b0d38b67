// The command line: the commands of src/commands/ run with the command line's runner
// (cli-runner.ts), each result turned into the exit code, the summary as text or the
// outputs as JSON; plus `build` (the package of a folder, no instance). Flags are the actions'
// inputs; see docs/cli.md. The log goes to stderr and stdout holds only the result, so that
// `> result.json` or a pipe gets the result alone.
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { cleanup } from '../../commands/post.js'
import { fleetCommandWith } from '../../commands/fleet.js'
import { runBuild } from '../../commands/build.js'
import { hideSecrets } from '../../runner/secrets.js'
import { runCommand } from '../../runner/command.js'
import { plainText } from '../../redact/safe-text.js'
import { CliRunner } from './cli-runner.js'
import { cliFleetDeployer } from './fleet-deployer.js'
import type { CommandResult } from '../../runner/runner.js'
import { envName } from './action-inputs.js'
import { defaultBackupDir } from './backup-dir.js'
import { originOfCheckout } from '../../fleet/origin.js'
import { COMMANDS, commandNamed, type CommandSpec } from './commands.js'
import { COMMAND, commandHelp, overviewHelp } from './help.js'
import { packageVersion } from './version.js'
import { EXIT, exitCodeOf } from './exit-codes.js'
import { readPassword } from './password.js'
import { renderText } from '../../report/plain-text.js'
import { jsonForTerminal, terminalText } from './terminal-text.js'

export { COMMAND }

export interface CliIo {
  stdout(text: string): void
  stderr(text: string): void
  env: NodeJS.ProcessEnv
  stdin?: NodeJS.ReadStream
}

const defaultIo: CliIo = {
  stdout: text => process.stdout.write(text),
  stderr: text => process.stderr.write(text),
  env: process.env
}

class UsageError extends Error {}

/** Runs one command; resolves to the exit code. */
export async function main(argv: string[], io: CliIo = defaultIo): Promise<number> {
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
  const options: Record<string, { type: 'string' | 'boolean'; short?: string }> = {
    json: { type: 'boolean' },
    help: { type: 'boolean', short: 'h' }
  }
  for (const input of inputs)
    if (input.name !== 'password') options[input.name] = { type: 'string' }
  for (const flag of spec.flags) options[flag.name] = { type: flag.value ? 'string' : 'boolean' }
  let values: Record<string, string | boolean | undefined>
  let positionals: string[]
  try {
    const parsed = parseArgs({
      args: rest,
      options,
      strict: true,
      allowPositionals: spec.args !== undefined
    })
    values = parsed.values
    positionals = parsed.positionals
  } catch (error) {
    throw new UsageError((error as Error).message)
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
  const json = values.json === true
  const defaults = new Map(inputs.map(input => [input.name, input.default]))
  let password = ''
  const input = (inputName: string): string => {
    if (inputName === 'password') return password
    const flag = values[inputName]
    if (typeof flag === 'string') return flag
    return io.env[envName(inputName)] ?? defaults.get(inputName) ?? ''
  }
  // Every log line on stderr, with or without --json: stdout is the result's alone.
  const write = (line: string): void => io.stderr(`${terminalText(line)}\n`)
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
      ...(ledger ? { ledgerFile: path.resolve(ledger) } : {}),
      // A cancellation whose request is still in flight: log out, report, and leave.
      onAbandon: result => void finish(result).then(code => process.exit(code))
    })
  if (which === 'build') {
    const output = values.output
    if (typeof output !== 'string' || output === '') {
      throw new UsageError('build needs --output FILE: the package file to write')
    }
    const runner = makeRunner(os.tmpdir())
    const built = await runBuild(runner, output)
    if (built.oneProjectNeeded) throw new UsageError(built.failure ?? '')
    if (built.failure !== undefined) {
      runner.fail(built.failure)
      return EXIT.failed
    }
    if (json) io.stdout(`${JSON.stringify(built.package, null, 2)}\n`)
    return EXIT.ok
  }
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
            ...(ledger ? { ledgerFile: path.resolve(ledger) } : {})
          })
        )
      : spec.command
  if (run === undefined) throw new Error(`no command module for ${which}`)
  if (!spec.logsIn) {
    const runner = makeRunner(os.tmpdir())
    const result = await runCommand(run, runner)
    failOnce(runner, result, json)
    return report(spec, result, io, json)
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
        if (!spec.logsOutItself) await cleanup(runner)
        return report(spec, result, io, json)
      } finally {
        await rm(temp, { recursive: true, force: true })
      }
    })())

  return finish(await runCommand(run, runner))
}

/**
 * The failure as the log's last error line, unless the summary printed next already says it in
 * the same words (an input error): a message read twice looks like two problems.
 */
function failOnce(runner: CliRunner, result: CommandResult, json: boolean): void {
  if (result.failure === undefined) return
  const failure = plainText(result.failure)
  if (!json && result.summary && renderText(result.summary).includes(failure)) return
  runner.fail(failure)
}

/** The summary as text (or the outputs as JSON) and the exit code, from the command's result. */
function report(spec: CommandSpec, result: CommandResult, io: CliIo, json: boolean): number {
  const code = spec.exitByResult
    ? exitCodeOf(result.result)
    : result.result === 'cancelled'
      ? EXIT.cancelled
      : result.failure !== undefined
        ? EXIT.failed
        : EXIT.ok
  if (json) {
    const outputs: Record<string, unknown> = {}
    for (const [name, value] of Object.entries(result.outputs)) {
      // The publish-log file goes with the run's folder; the log and the summary show the entries.
      if (name === 'publish-log') continue
      outputs[name] = name.endsWith('-json') ? parseOr(value) : value
    }
    // Masked as the log is, and with the controls a terminal acts on written as \u escapes.
    io.stdout(`${jsonForTerminal(hideSecrets(JSON.stringify(outputs, null, 2)))}\n`)
  } else if (result.summary) {
    const text = renderText(result.summary)
    if (text !== '') io.stdout(`${terminalText(text)}\n`)
  }
  return code
}

function parseOr(text: string): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch {
    return text
  }
}
