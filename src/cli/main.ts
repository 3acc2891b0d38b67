// The command line: the steps of src/steps/ run with the command line's runner
// (src/runner/cli-runner.ts), each result turned into the exit code, the summary as text or the
// outputs as JSON; plus `build` (the package of a folder, no instance). Flags are the actions'
// inputs; see docs/cli.md.
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { runExport } from '../steps/export-step.js'
import { run } from '../steps/deploy-step.js'
import { runLintStep } from '../steps/lint-step.js'
import { runVerify, VERIFY_INPUTS } from '../steps/verify-step.js'
import { cleanup } from '../steps/post-step.js'
import { runPublished } from '../steps/published-step.js'
import { DOCTOR_INPUTS, runDoctor } from '../steps/doctor-step.js'
import { LOGIN_INPUTS } from '../inputs/login-settings.js'
import { runBuild } from '../steps/build-step.js'
import { addPassword, hideSecrets } from '../action/secrets.js'
import { safeText } from '../report/safe-text.js'
import { CliRunner } from '../runner/cli-runner.js'
import type { StepResult } from '../runner/runner.js'
import { actionInputs, envName, type ActionInput } from './action-inputs.js'
import { EXIT, exitCodeOf } from './exit-codes.js'
import { readPassword } from './password.js'
import { renderText } from '../report/plain-text.js'
import { jsonForTerminal, terminalText } from './terminal-text.js'

export const COMMAND = 'acumatica-customization-deploy'

const COMMANDS = [
  'deploy',
  'remove',
  'export',
  'lint',
  'build',
  'published',
  'verify',
  'doctor'
] as const
type Command = (typeof COMMANDS)[number]

const HELP = `Usage: ${COMMAND} <command> [--<input> <value> ...] [--json]

Commands:
  deploy      Package, back up, import and publish (or validate): the deploy action
  remove NAME...
              Unpublish these projects: back up every published project, publish the
              others without them (merge off), verify (the deploy action's remove input)
  export      Bring projects from the instance into folders: the export action
  lint        Check the package a deploy would import, offline: the lint action
              (exit 1 when fail-on is met; --sarif FILE writes SARIF 2.1.0)
  build       Write the package a deploy would import: --output FILE (no login; with
              --base-url, the instance's release as product-version, as deploy writes it)
  published   List the projects the instance has published
  verify      The verification alone, against what is published now: the site answers, the
              projects named (--project-name, --projects) are published, --verify-entities
              answer, --verify-screens open; nothing is imported or published
  doctor      Check the instance and the account, changing nothing: the address, the login,
              the Customization API for this user, --maintenance-endpoint; one line a check

Flags are the actions' inputs, with the same names and defaults (see action.yml and
export/action.yml, lint/action.yml), e.g. --base-url, --username, --project-name, --project-path, --projects.
Each can also be given as an environment variable: ACUMATICA_ and the name in capitals with _
for -, e.g. ACUMATICA_BASE_URL. A flag wins over the variable.
The password is read from ACUMATICA_PASSWORD, else from stdin (never from a flag).

  --json              Print the outputs as one JSON object on stdout (the log goes to stderr)
  --backup-dir DIR    deploy, remove: where backups are kept (default ./acumatica-backups),
                      each file named with the time it was taken
  --ledger FILE       deploy: the ledger of completed deploys that --skip-unchanged needs
                      (a JSON file: keep it in the CI's cache between runs, see docs/cli.md)
  --output FILE       build: the package file to write
  -h, --help          This help

Exit codes: 0 published, validated, unchanged, planned, removed (and a successful export,
lint, build, published); 1 failed or any other result; 2 a wrong command line; 3 timed-out;
4 rolled-back; 5 unverified; 6 busy (another publish ran past busy-timeout); 7 needs-restart
(the site needs one more application restart); 130 cancelled
(Ctrl-C or SIGTERM; the API session is released and a lockout stopped first).
`

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
  if (name === undefined || name === '-h' || name === '--help' || name === 'help') {
    io.stdout(HELP)
    return name === undefined ? EXIT.usage : EXIT.ok
  }
  if (!COMMANDS.includes(name as Command)) {
    throw new UsageError(`unknown command '${name}': use ${COMMANDS.join(', ')}`)
  }
  const which = name as Command
  const inputs = inputsOf(which)
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
  if (which === 'deploy' || which === 'remove') options['backup-dir'] = { type: 'string' }
  if (which === 'deploy') options.ledger = { type: 'string' }
  if (which === 'build') options.output = { type: 'string' }
  let values: Record<string, string | boolean | undefined>
  let positionals: string[]
  try {
    const parsed = parseArgs({
      args: rest,
      options,
      strict: true,
      allowPositionals: which === 'remove'
    })
    values = parsed.values
    positionals = parsed.positionals
  } catch (error) {
    throw new UsageError((error as Error).message)
  }
  if (which === 'remove') {
    if (positionals.length === 0) {
      throw new UsageError('remove needs the names of the projects to unpublish: remove NAME...')
    }
    // The names are the remove input; the flag of the same name is not needed beside them.
    values.remove = positionals.join('\n')
  }
  if (values.help) {
    io.stdout(HELP)
    return EXIT.ok
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
  const write = (line: string): void => (json ? io.stderr : io.stdout)(`${terminalText(line)}\n`)
  const ledger = typeof values.ledger === 'string' && values.ledger !== '' ? values.ledger : ''
  // Without a ledger nothing proves what the instance runs: every run would publish.
  if (which === 'deploy' && ledger === '' && /^true$/i.test(input('skip-unchanged').trim())) {
    throw new UsageError(
      'skip-unchanged needs --ledger FILE: the record of completed deploys that proves what the instance runs (keep the file in the CI cache, see docs/cli.md)'
    )
  }

  let finished: Promise<number> | undefined
  const makeRunner = (tempDir: string): CliRunner =>
    new CliRunner({
      input,
      write,
      env: { workspace: process.cwd(), tempDir, runId: 'local', runAttempt: '1' },
      backupDir: path.resolve(
        typeof values['backup-dir'] === 'string' ? values['backup-dir'] : 'acumatica-backups'
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
  if (which === 'lint') {
    const runner = makeRunner(os.tmpdir())
    const result = await runLintStep(runner)
    if (result.failure !== undefined) runner.fail(safeText(result.failure))
    return report(which, result, io, json)
  }
  password = await readPassword(io.env, io.stdin)
  if (password === '') {
    throw new UsageError('no password: set ACUMATICA_PASSWORD or pipe the password on stdin')
  }
  // The package, the backup download and the publish log go into a folder of this run that
  // only this user can read (mkdtemp: mode 0700), removed when the command ends, also after
  // Ctrl-C; the runner's RUNNER_TEMP plays that part in a workflow.
  const temp = await mkdtemp(path.join(io.env['RUNNER_TEMP'] || os.tmpdir(), 'acumatica-cli-'))
  const runner = makeRunner(temp)
  addPassword(runner, password)

  const finish = (result: StepResult): Promise<number> =>
    (finished ??= (async () => {
      try {
        if (result.failure !== undefined) runner.fail(safeText(result.failure))
        if (which !== 'published' && which !== 'doctor') await cleanup(runner)
        return report(which, result, io, json)
      } finally {
        await rm(temp, { recursive: true, force: true })
      }
    })())

  const result =
    which === 'deploy' || which === 'remove'
      ? await run(runner)
      : which === 'export'
        ? await runExport(runner)
        : which === 'verify'
          ? await runVerify(runner)
          : which === 'doctor'
            ? await runDoctor(runner)
            : await runPublished(runner)
  return finish(result)
}

function inputsOf(which: Command): ActionInput[] {
  if (which === 'export' || which === 'lint') return actionInputs(which)
  const deploy = actionInputs('deploy')
  if (which === 'verify') return deploy.filter(i => VERIFY_INPUTS.includes(i.name))
  if (which === 'doctor') return deploy.filter(i => DOCTOR_INPUTS.includes(i.name))
  return which === 'published' ? deploy.filter(i => LOGIN_INPUTS.includes(i.name)) : deploy
}

/** The summary as text (or the outputs as JSON) and the exit code, from the step's result. */
function report(which: Command, result: StepResult, io: CliIo, json: boolean): number {
  const code =
    which === 'deploy' || which === 'remove' || which === 'verify'
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
    io.stdout(`\n${terminalText(renderText(result.summary))}\n`)
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
