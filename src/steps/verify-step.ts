// The verification alone, against what the instance has published now (the command line's
// `verify`, e.g. in a scheduled health check): log in, the checks a verified deploy makes after
// its publish (the site answers, the projects named are published, verify-entities answer,
// verify-screens open), result and log out (the post step, with the saved session). Nothing is
// imported or published, and no restart is made: `needs-restart` says one is due.
import { firstAnswerWaitLog, logInForStep } from './step-login.js'
import { setTimeout as sleep } from 'node:timers/promises'
import { clientFor } from '../api/client.js'
import { verifyPublish } from '../deploy/verify.js'
import { InputError } from '../inputs/input-error.js'
import { LOGIN_INPUTS, TIMER_LIMIT, readLoginSettings } from '../inputs/login-settings.js'
import { checkProjectName } from '../inputs/projects.js'
import { readVerifyOptions } from '../inputs/read-verify-settings.js'
import { MAX_TIMER_SECONDS, readNumber, splitList } from '../inputs/values.js'
import { progressLine } from '../report/progress-text.js'
import { saveProgress } from '../action/state.js'
import { verifyCheckText } from '../report/verify-text.js'
import { quote } from '../report/summary.js'
import { safeLog } from '../action/log.js'
import type { Runner, StepResult } from '../runner/runner.js'
import { addPassword } from '../action/secrets.js'
import { watchCancellation, type Cancellation } from '../action/cancellation.js'

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

/** `verified`, `unverified`, `needs-restart`, `failed` or `cancelled` (the `result` output). */
export async function runVerify(runner: Runner): Promise<StepResult> {
  const cancel = watchCancellation(runner, {
    stopping: 'stopping; the API session is released.',
    inFlight: signal => ({
      result: 'cancelled',
      outputs: { result: 'cancelled' },
      failure: `The run was cancelled (${signal}) while a request was in flight.`
    })
  })
  try {
    return await verifyStep(runner, cancel)
  } finally {
    cancel.dispose()
  }
}

async function verifyStep(runner: Runner, cancel: Cancellation): Promise<StepResult> {
  const log = safeLog(runner)
  const password = runner.getInput('password')
  if (password) addPassword(runner, password)
  let read
  try {
    read = readInputs(runner)
  } catch (error) {
    return {
      result: 'failed',
      outputs: { result: 'failed' },
      failure: error instanceof InputError ? error.message : `Input check failed: ${String(error)}`
    }
  }
  const { login, verify, names, pollIntervalSeconds } = read
  const client = clientFor({ ...login, onFirstAnswerWait: firstAnswerWaitLog(runner, log) })
  const signIn = (): Promise<void> =>
    logInForStep(runner, log, client, login, { signal: cancel.signal, keepForPost: true })

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
          event: event => {
            const { level, text } = progressLine(event, runner.host)
            if (level === 'warning') log.warning(text)
            else if (level === 'notice') log.notice(text)
            else log.info(text)
          },
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
    pollIntervalSeconds: readNumber(input, 'poll-interval', {
      min: 0,
      exclusiveMin: true,
      max: MAX_TIMER_SECONDS,
      why: TIMER_LIMIT,
      fallback: 10
    })
  }
}

/** The names of `projects` lines (`Name=path`, `Name=path@level`): only the names count here. */
function projectNames(raw: string): string[] {
  const names: string[] = []
  for (const line of raw.split(/\r?\n/).map(l => l.trim())) {
    if (line === '') continue
    const at = line.indexOf('=')
    if (at <= 0) {
      throw new InputError(
        'projects',
        `line "${line.slice(0, 80)}" names no project: the verify command reads only names; write Name=path, or give the names in project-name.`
      )
    }
    const name = line.slice(0, at).trim()
    checkProjectName('projects', name)
    names.push(name)
  }
  return names
}
