// The command line's `published`: log in, list what the instance has published, log out (also on
// Ctrl-C). Nothing is changed on the instance.
import { CustomizationClient } from '../api/client.js'
import { logIn } from '../api/session.js'
import { progressLine } from '../report/progress-text.js'
import { safeLog } from '../action/log.js'
import { someNames } from '../report/units.js'
import { quote } from '../report/summary.js'
import { InputError } from '../inputs/input-error.js'
import { readLoginSettings } from '../inputs/login-settings.js'
import type { Runner, StepResult } from '../runner/runner.js'
import { messageOf } from '../shared/message-of.js'

/** `listed` (output `published-json`), `failed` or `cancelled`. */
export async function runPublished(runner: Runner): Promise<StepResult> {
  const log = safeLog(runner)
  const failed = (failure: string): StepResult => ({ result: 'failed', outputs: {}, failure })
  const cancelled = (failure: string): StepResult => ({
    result: 'cancelled',
    outputs: {},
    failure
  })
  let login
  try {
    login = readLoginSettings(name => runner.getInput(name))
  } catch (error) {
    return failed(error instanceof InputError ? error.message : String(error))
  }
  const controller = new AbortController()
  runner.onCancel(() => controller.abort())
  const client = new CustomizationClient({
    baseUrl: login.baseUrl,
    requestTimeoutSeconds: login.requestTimeoutSeconds
  })
  try {
    await logIn(client, login, {
      signal: controller.signal,
      onRetry: retry =>
        log.warning(progressLine({ kind: 'login-retry', ...retry }, runner.host).text)
    })
  } catch (error) {
    return controller.signal.aborted
      ? cancelled('Cancelled before the login completed: no API session was opened.')
      : failed(messageOf(error))
  }
  let result: StepResult
  try {
    // Ctrl-C stops the wait for the answer at once (the session is logged out below).
    const stopped = new Promise<'cancelled'>(resolve =>
      controller.signal.addEventListener('abort', () => resolve('cancelled'), { once: true })
    )
    const names = await Promise.race([client.getPublished(), stopped])
    if (names === 'cancelled' || controller.signal.aborted) {
      result = cancelled('Cancelled while waiting for getPublished: nothing was listed.')
    } else if (names === undefined) {
      result = failed(
        'This instance does not offer getPublished: the published projects cannot be listed.'
      )
    } else {
      log.info(
        names.length === 0
          ? `${login.baseUrl} has published no project.`
          : `Published on ${login.baseUrl}: ${someNames(names)}.`
      )
      result = {
        result: 'listed',
        outputs: { 'published-json': JSON.stringify(names) },
        // The command line's result on stdout: one name a line, for a script to read.
        summary: { blocks: [{ kind: 'note', lines: names.map(name => [quote(name)]) }] }
      }
    }
  } catch (error) {
    result = failed(messageOf(error))
  }
  try {
    await client.logout()
    log.info(`Logged out of ${login.baseUrl}: the API session is released.`)
  } catch (error) {
    log.warning(`The API session could not be released: ${messageOf(error)}`)
  }
  // The abandoned getPublished would hold the process until request-timeout.
  if (controller.signal.aborted) runner.abandon(result)
  return result
}
