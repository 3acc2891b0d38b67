// One shape for every command (src/commands/), and runCommand, the opening they all share: the
// password masked before anything is read, a bad input turned into the command's failed result,
// the cancellation watched and released, the log made safe. A host (src/hosts/) only builds the
// Runner, calls runCommand and turns the result into outputs or an exit code.
import { clientFor, type CustomizationClient } from '../api/client.js'
import type { FirstAnswerWait } from '../api/http.js'
import type { Host } from '../shared/host.js'
import { InputError } from '../inputs/input-error.js'
import type { LoginSettings } from '../inputs/login-settings.js'
import { messageOf } from '../shared/message-of.js'
import { watchCancellation, type Cancellation, type CancelWords } from './cancellation.js'
import { safeLog, type SafeLog } from './log.js'
import type { CommandResult, Runner } from './runner.js'
import { maskPasswordInput } from './secrets.js'

/** What a command runs with: the runner, its safe log, its settings and the cancellation. */
export interface Kit<Settings> {
  runner: Runner
  log: SafeLog
  settings: Settings
  cancel: Cancellation
  /** The instance's client, made from the command's login settings (no request yet). */
  readonly client: CustomizationClient
  /** The second instance's client (the rehearsal's source), when sourceLogin gives one. */
  readonly sourceClient?: CustomizationClient
}

export interface Command<Settings> {
  /**
   * Reads and checks its inputs (an InputError names the input and what to do). The password is
   * masked before; the log is there for what the settings say (the deploy's instance and projects).
   */
  readSettings(runner: Runner, log: SafeLog): Settings | Promise<Settings>
  /** Its result when it could not start: `failure` is the input error's message. */
  notStarted(failure: string, runner: Runner): CommandResult | Promise<CommandResult>
  /**
   * What a cancellation says and the result when a request is still in flight after it (the
   * runner then abandons the command); unset: the signal aborts its work and it ends by itself.
   */
  cancellation?(runner: Runner): CancelWords
  /** The instance it talks to, from its settings; unset: it talks to none (kit.client throws). */
  login?(settings: Settings): LoginSettings
  /** The line told every 30 s while the instance has not answered yet (first-answer-timeout). */
  firstAnswerWait?(wait: FirstAnswerWait, host?: Host): string
  /** A second instance it only reads (the rehearsal's source); unset or undefined: none. */
  sourceLogin?(settings: Settings): LoginSettings | undefined
  run(kit: Kit<Settings>): Promise<CommandResult>
}

/** A command of any settings (the tables of commands hold several). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyCommand = Command<any>

/** Runs one command on `runner`: the opening every command needs, then its own run. */
export async function runCommand<Settings>(
  command: Command<Settings>,
  runner: Runner
): Promise<CommandResult> {
  maskPasswordInput(runner)
  const cancel = watchCancellation(runner, command.cancellation?.(runner))
  try {
    const log = safeLog(runner)
    let settings: Settings
    try {
      settings = await command.readSettings(runner, log)
    } catch (error) {
      return await command.notStarted(
        error instanceof InputError ? error.message : `Input check failed: ${messageOf(error)}`,
        runner
      )
    }
    // base-url goes from the settings to the client here, the one place (docs/design.md).
    const login = command.login?.(settings)
    // Until the instance answers once, the wait is told every 30 s in the command's words.
    const waitLine = command.firstAnswerWait
    const client =
      login &&
      clientFor({
        ...login,
        ...(waitLine ? { onFirstAnswerWait: wait => log.info(waitLine(wait, runner.host)) } : {})
      })
    const source = command.sourceLogin?.(settings)
    const sourceClient =
      source &&
      clientFor({
        ...source,
        ...(waitLine ? { onFirstAnswerWait: wait => log.info(waitLine(wait, runner.host)) } : {})
      })
    return await command.run({
      runner,
      log,
      settings,
      cancel,
      ...(sourceClient ? { sourceClient } : {}),
      get client() {
        if (client === undefined) throw new Error('kit.client without login()')
        return client
      }
    })
  } finally {
    cancel.dispose()
  }
}
