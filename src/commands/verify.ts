// The verification alone, against what the instance has published now (the command line's
// `verify`, e.g. in a scheduled health check): log in, the checks a verified deploy makes after
// its publish (the site answers, the projects named are published, verify-entities answer,
// verify-screens open), result and log out (the post step, with the saved session). Nothing is
// imported or published, and no restart is made: `needs-restart` says one is due.
import { logInForCommand } from './login.js'
import { setTimeout as sleep } from 'node:timers/promises'
import { verifyPublish } from '../deploy/verify.js'
import { InputError } from '../inputs/input-error.js'
import { LOGIN_INPUTS, readLoginSettings, readPollInterval } from '../inputs/login-settings.js'
import { checkProjectName } from '../inputs/projects.js'
import { lineLabel, parseProjectLines } from '../inputs/project-lines.js'
import { readVerifyOptions } from '../inputs/read-verify-settings.js'
import { splitList } from '../inputs/values.js'
import { firstAnswerWaitLine, logProgress } from '../report/progress-text.js'
import { saveProgress } from '../runner/state.js'
import { verifyCheckText } from '../report/verify-text.js'
import { quote } from '../shared/summary.js'
import type { Runner, CommandResult } from '../runner/runner.js'
import type { Command, Kit } from '../runner/command.js'

/** The inputs `verify` reads (the command line offers these flags). */
export const VERIFY_INPUTS = [
  ...LOGIN_INPUTS,
  'project-name',
  'projects',
  'publish-with',
  'poll-interval',
  'verify-timeout',
  'verify-entities',
  'verify-screens'
]

type VerifySettings = ReturnType<typeof readInputs>

/** `verified`, `unverified`, `needs-restart`, `failed` or `cancelled` (the `result` output). */
export const verifyCommand: Command<VerifySettings> = {
  readSettings: runner => readInputs(runner),
  notStarted: failure => ({ result: 'failed', outputs: { result: 'failed' }, failure }),
  cancellation: () => ({
    stopping: 'stopping; the API session is released.',
    inFlight: signal => ({
      result: 'cancelled',
      outputs: { result: 'cancelled' },
      failure: `The run was cancelled (${signal}) while a request was in flight.`
    })
  }),
  login: settings => settings.login,
  firstAnswerWait: firstAnswerWaitLine,
  run: verifyRun
}

async function verifyRun({
  runner,
  log,
  settings,
  cancel,
  client
}: Kit<VerifySettings>): Promise<CommandResult> {
  const { login, verify, names, pollIntervalSeconds } = settings
  const signIn = (): Promise<void> =>
    logInForCommand(runner, log, client, login, { signal: cancel.signal, keepForPost: true })

  try {
    saveProgress(runner, 'Log in')
    await signIn()
    log.info(`Logged in to ${login.baseUrl} as ${login.credentials.name}.`)
    saveProgress(runner, 'Verify')
    const report = await verifyPublish(
      { pollIntervalSeconds },
      verify,
      names,
      Date.now(),
      {
        api: client,
        log: {
          phase: (_name, work) => work(),
          event: event => logProgress(log, event, runner.host),
          publishLogEntry: () => undefined
        },
        sleep: (ms, signal) => sleep(ms, undefined, { signal }),
        now: () => Date.now(),
        signal: cancel.signal
      },
      { login: signIn, since: 'check' }
    )
    const ready = report.siteReadySeconds
    const { result, text } = verifyCheckText(names, report, login.baseUrl)
    saveProgress(runner, `done: ${result}`)
    if (result === 'verified') log.info(text)
    return {
      result,
      outputs: {
        'instance-version': report.build ?? '',
        'site-ready-seconds': ready === undefined ? '' : String(Math.round(ready * 100) / 100),
        result
      },
      ...(result === 'verified' ? {} : { failure: text }),
      // The command line's result on stdout: the verdict in the log's words.
      summary: { blocks: [{ kind: 'paragraph', text: [quote(text)] }] }
    }
  } catch (error) {
    const cancelled = cancel.signal.aborted
    if (cancelled) saveProgress(runner, 'done: cancelled')
    const result = cancelled ? 'cancelled' : 'failed'
    return {
      result,
      outputs: { result },
      failure: cancelled
        ? 'The verification was cancelled.'
        : `The verification could not run: ${error instanceof Error ? error.message : String(error)}`
    }
  }
}

function readInputs(runner: Runner) {
  const input = (name: string): string => runner.getInput(name)
  const login = readLoginSettings(input)
  const options = readVerifyOptions(input)
  if (!options.verify) {
    throw new InputError('verify', 'is false, but the verify command does nothing else: drop it.')
  }
  const names: string[] = []
  for (const field of ['project-name', 'publish-with']) {
    for (const name of splitList(input(field))) {
      checkProjectName(field, name)
      names.push(name)
    }
  }
  names.push(...projectNames(input('projects')))
  return {
    login,
    verify: options.verify,
    names: [...new Set(names)],
    pollIntervalSeconds: readPollInterval(input)
  }
}

/** The names of `projects` lines (`Name=path`, `Name=path@level`): only the names count here. */
function projectNames(raw: string): string[] {
  return parseProjectLines(raw).map(line => {
    if (!line.name) {
      throw new InputError(
        'projects',
        `${lineLabel(line)} names no project: the verify command reads only names; write Name=path, or give the names in project-name.`
      )
    }
    checkProjectName('projects', line.name)
    return line.name
  })
}
