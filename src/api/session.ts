// An API session opened and closed the one way, by the deploy, the removal, the verification,
// the export, the command line's `published` and the post step: a login with login-attempts and
// login-retry-delay that tells each retry (the API Login Limit answers while other sessions hold
// the seats), the session handed over the moment it exists (to be masked and saved for the post
// step), and a logout that never throws: releasing a seat is worth trying, never worth failing a
// run for. It knows the client's methods only, not HTTP.
import { SessionLostError } from './errors.js'
import type { LoginCredentials, LoginRetryInfo, LoginRetryPolicy } from './types.js'
import { messageOf } from '../shared/message-of.js'

/** What of a client a session needs. */
export interface SessionApi {
  login(credentials: LoginCredentials, policy: LoginRetryPolicy): Promise<void>
  logout(): Promise<void>
  readonly sessionCookie: string | undefined
}

/** What of the settings a login needs (the deploy's, the export's and the CLI's all have it). */
export interface SessionSettings {
  credentials: LoginCredentials
  loginAttempts: number
  loginRetryDelaySeconds: number
}

export interface LogInOptions {
  /** An abort ends the waits between attempts at once. */
  signal?: AbortSignal
  /** Told before each wait, for the log line "Login attempt n of m failed: … Trying again in …". */
  onRetry?(retry: LoginRetryInfo): void
  /** Given the session cookie the moment it exists (to mask it, and to save it for the logout). */
  onSession?(cookie: string): void
}

/**
 * Logs in, retrying as login-attempts and login-retry-delay say; a login again first logs the
 * old session out (the client does), so a run never holds two seats.
 */
export async function logIn(
  api: SessionApi,
  settings: SessionSettings,
  options: LogInOptions = {}
): Promise<void> {
  await api.login(settings.credentials, {
    attempts: settings.loginAttempts,
    delaySeconds: settings.loginRetryDelaySeconds,
    signal: options.signal,
    onRetry: options.onRetry
  })
  const cookie = api.sessionCookie
  if (cookie !== undefined) options.onSession?.(cookie)
}

/**
 * How a logout ended: the seat released; the session already over (a publish restarts the
 * application, which ends every session: nothing is left to release); or not released, why.
 */
export type LogoutOutcome =
  { kind: 'released' } | { kind: 'ended'; reason: string } | { kind: 'failed'; reason: string }

/** Logs out; never throws: the caller says what the outcome means for its run. */
export async function logOut(api: Pick<SessionApi, 'logout'>): Promise<LogoutOutcome> {
  try {
    await api.logout()
    return { kind: 'released' }
  } catch (error) {
    const reason = messageOf(error)
    return error instanceof SessionLostError
      ? { kind: 'ended', reason }
      : { kind: 'failed', reason }
  }
}
