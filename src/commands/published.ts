// The command line's `published`: log in, list what the instance has published, log out (also on
// Ctrl-C). Nothing is changed on the instance.
import { logInForCommand } from './login.js'
import { logOut } from '../api/session.js'
import { someNames } from '../report/units.js'
import { quote } from '../shared/summary.js'
import { readLoginSettings, type LoginSettings } from '../inputs/login-settings.js'
import type { CommandResult } from '../runner/runner.js'
import type { Command, Kit } from '../runner/command.js'
import { messageOf } from '../shared/message-of.js'
import { firstAnswerWaitLine } from '../report/progress-text.js'

const failed = (failure: string): CommandResult => ({ result: 'failed', outputs: {}, failure })
const cancelled = (failure: string): CommandResult => ({
  result: 'cancelled',
  outputs: {},
  failure
})

/** `listed` (output `published-json`), `failed` or `cancelled`. */
export const publishedCommand: Command<LoginSettings> = {
  readSettings: runner => readLoginSettings(name => runner.getInput(name)),
  notStarted: failed,
  login: settings => settings,
  firstAnswerWait: firstAnswerWaitLine,
  run: listPublished
}

async function listPublished({
  runner,
  log,
  settings: login,
  cancel,
  client
}: Kit<LoginSettings>): Promise<CommandResult> {
  const { signal } = cancel
  try {
    await logInForCommand(runner, log, client, login, { signal })
  } catch (error) {
    return signal.aborted
      ? cancelled('Cancelled before the login completed: no API session was opened.')
      : failed(messageOf(error))
  }
  let result: CommandResult
  try {
    // Ctrl-C stops the wait for the answer at once (the session is logged out below).
    const stopped = new Promise<'cancelled'>(resolve =>
      signal.addEventListener('abort', () => resolve('cancelled'), { once: true })
    )
    const names = await Promise.race([client.getPublished(), stopped])
    if (names === 'cancelled' || signal.aborted) {
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
  const logout = await logOut(client)
  if (logout.kind === 'released') {
    log.info(`Logged out of ${login.baseUrl}: the API session is released.`)
  } else {
    log.warning(`The API session could not be released: ${logout.reason}`)
  }
  // The abandoned getPublished would hold the process until request-timeout.
  if (signal.aborted) runner.abandon(result)
  return result
}
