// The commands' login (export, verify, published, doctor; the deploy's is its flow's): session.ts's
// logIn with login-attempts, each retry a warning in the runner's words, the session's cookie
// values masked from then on and, for a step whose session the post step releases, saved for it.
import type { CustomizationClient } from '../api/client.js'
import { logIn } from '../api/session.js'
import { maskCookieValues, saveSession } from '../runner/state.js'
import type { SafeLog } from '../runner/log.js'
import type { LoginSettings } from '../inputs/login-settings.js'
import { progressLine } from '../report/progress-text.js'
import type { Runner } from '../runner/runner.js'

export interface CommandLoginOptions {
  signal: AbortSignal
  /** Save the session for the post step (a step that does not log out itself). */
  keepForPost?: boolean
  /** Called once the instance has answered with a session. */
  onSession?: () => void
}

export function logInForCommand(
  runner: Runner,
  log: SafeLog,
  client: CustomizationClient,
  login: LoginSettings,
  options: CommandLoginOptions
): Promise<void> {
  return logIn(client, login, {
    signal: options.signal,
    onRetry: retry =>
      log.warning(progressLine({ kind: 'login-retry', ...retry }, runner.host).text),
    onSession: cookie => {
      maskCookieValues(runner, client.secretValues)
      if (options.keepForPost) {
        saveSession(runner, {
          baseUrl: login.baseUrl,
          cookie,
          requestTimeoutSeconds: login.requestTimeoutSeconds
        })
      }
      options.onSession?.()
    }
  })
}
