// One login attempt and what it means: a session, a failure worth retrying (the API Login Limit,
// a connection that failed, an application restarting: RetryableLoginError), or a failure that
// retrying cannot fix (bad credentials, a locked account, a password to change, an unknown
// tenant; read by login-answers.ts). CustomizationClient.login retries it with retry/retry.ts.

import { excerpt, isHtml, serverMessage } from './answers.js'
import { contentType, notTheApi, statusError } from './answer-errors.js'
import { SessionCookies } from './cookies.js'
import {
  AccountLockedError,
  ApiError,
  BadCredentialsError,
  LoginLimitError,
  NoFirstAnswerError,
  PasswordChangeError,
  RequestTimeoutError,
  TransientError,
  UnknownTenantError,
  UnreachableError
} from './errors.js'
import { CONNECT_TIMEOUT, ConnectionError, type Answer, type Transport } from './http.js'
import { readLoginRefusal } from './login-answers.js'
import type { LoginCredentials } from './types.js'

export const LOGIN_PATH = '/entity/auth/login'

export type RetryableFailure =
  | { kind: 'limit'; reason: string; status: number; serverMessages: string[] }
  | { kind: 'connection'; reason: string; error: TransientError; fastFail?: FastFail }

/**
 * A connection failure that waiting will not mend: nothing listens at the address (refused, no
 * route), tried once more after a short wait; or nothing answered within the connect timeout,
 * not tried again. (An address that accepts connections and stays silent is waited for up to
 * first-answer-timeout by the transport, then not tried again.) Only the API Login Limit and a
 * busy or restarting instance earn the schedule.
 */
type FastFail = 'refused' | 'connect-timeout'

const REFUSED_CODES = new Set(['ECONNREFUSED', 'EHOSTUNREACH', 'ENETUNREACH'])

/** Refused connections: at most this many attempts, the second after at most this wait. */
export const REFUSED_ATTEMPTS = 2
export const REFUSED_MAX_WAIT_SECONDS = 2

function fastFailOf(error: ConnectionError): FastFail | undefined {
  if (error.code === CONNECT_TIMEOUT) return 'connect-timeout'
  return REFUSED_CODES.has(error.code) ? 'refused' : undefined
}

/** A login attempt that may succeed when tried again; what it was is in `failure`. */
export class RetryableLoginError extends Error {
  constructor(readonly failure: RetryableFailure) {
    super(`login failed: ${failure.reason}`)
  }
}

/** One login: the session's cookies, or a throw (RetryableLoginError when worth another try). */
export async function loginOnce(transport: Transport, body: string): Promise<SessionCookies> {
  let answer: Answer
  let text: string
  try {
    // Until the address has answered once, the attempt waits up to first-answer-timeout.
    answer = await transport.post('login', LOGIN_PATH, { text: body }, {}, { firstAnswer: true })
    text = await transport.readText('login', answer)
  } catch (error) {
    if (error instanceof ConnectionError) {
      throw new RetryableLoginError({
        kind: 'connection',
        reason: error.reason,
        error,
        fastFail: fastFailOf(error)
      })
    }
    // Waited up to first-answer-timeout already: another attempt would wait again.
    if (error instanceof NoFirstAnswerError) throw error
    if (error instanceof RequestTimeoutError) {
      const reason = `no answer within ${transport.timeoutSeconds} s (request-timeout)`
      throw new RetryableLoginError({ kind: 'connection', reason, error })
    }
    // No answer at all (unknown host, TLS refused): base-url is the first thing to check.
    if (error instanceof ApiError && error.status === undefined) {
      throw new UnreachableError('login', error.message, { cause: error })
    }
    throw error
  }
  const status = answer.status
  const message = serverMessage(text)
  const serverMessages = message ? [message] : []
  if (status >= 200 && status < 300) {
    if (isHtml(contentType(answer), text)) throw notTheApi('login', answer, text)
    const jar = SessionCookies.fromSetCookie(answer.headers['set-cookie'])
    if (jar.size === 0) {
      throw new ApiError(
        'login',
        `the instance answered login (HTTP ${status}) without a session cookie; check that base-url is the instance's address`,
        { status }
      )
    }
    return jar
  }
  const refusal = readLoginRefusal(status, text, isHtml(contentType(answer), text))
  const said = message ? `: ${message}` : ''
  switch (refusal) {
    case 'locked':
      throw new AccountLockedError(
        'login',
        `login refused: the account is locked or disabled (HTTP ${status}${said}); ask an administrator of the instance to unlock or enable it`,
        { status, serverMessages }
      )
    case 'bad-credentials':
    case 'unauthorized':
      throw new BadCredentialsError(
        'login',
        `login failed: bad credentials (HTTP ${status}): check username and password, and tenant (on a site with several tenants the user signs in to one of them: set tenant to its login name); the account may lock after more failed attempts`,
        { status, serverMessages }
      )
    case 'password-change':
      throw new PasswordChangeError(
        'login',
        `login refused: the instance wants the password of this user changed first (HTTP ${status}${said}). Sign in to the instance with a browser, set a new password, then update the password secret`,
        { status, serverMessages }
      )
    case 'unknown-tenant':
      throw new UnknownTenantError(
        'login',
        `login refused: the instance cannot tell which tenant to sign in to (HTTP ${status}${said}). Check the tenant input: on a site with several tenants it must be the login name of one of them, as the instance's sign-in page lists it`,
        { status, serverMessages }
      )
    case 'limit':
      throw new RetryableLoginError({
        kind: 'limit',
        reason: 'HTTP 500 (API Login Limit)',
        status,
        serverMessages
      })
    case 'server-error': {
      // Not the limit's words: the application may be restarting. Worth another try, but the
      // last message does not blame the session limit.
      const reason = `HTTP ${status}${message ? ` (${excerpt(message, 80)})` : ''}`
      const error = new TransientError('login', `login failed: ${reason}`, {
        status,
        serverMessages
      })
      throw new RetryableLoginError({ kind: 'connection', reason, error })
    }
  }
  if (status === 502 || status === 503 || status === 504) {
    const reason = `HTTP ${status}`
    const error = new TransientError('login', `login failed: ${reason}`, {
      status,
      serverMessages
    })
    throw new RetryableLoginError({ kind: 'connection', reason, error })
  }
  throw statusError('login', answer, text)
}

export function lastLoginError(failure: RetryableFailure, attempts: number, url: string): ApiError {
  const tries = `${attempts} of ${attempts} attempt${attempts === 1 ? '' : 's'}`
  if (failure.kind === 'limit') {
    const said =
      failure.serverMessages.length > 0 ? ` The instance said: ${failure.serverMessages[0]}.` : ''
    return new LoginLimitError(
      'login',
      `login failed after ${tries}: the API session limit of the instance is reached (HTTP 500, API Login Limit). Another API session may have to be released first (for example one left open by another tool), or wait for it to expire, before trying again.${said}`,
      { status: failure.status, serverMessages: failure.serverMessages }
    )
  }
  const cause = failure.error
  if (failure.fastFail) {
    const tried = attempts === 1 ? '1 attempt' : `${attempts} attempts`
    const why =
      failure.fastFail === 'refused'
        ? 'nothing listens at that address, which waiting does not change'
        : 'the address does not answer at all'
    return new UnreachableError(
      'login',
      `login failed after ${tried}: ${failure.reason} (${url}): ${why}`,
      { cause }
    )
  }
  // Nothing answered (refused, reset, no answer in time): the address may be wrong.
  const failed = cause.status === undefined ? UnreachableError : TransientError
  return new failed('login', `login failed after ${tries}: ${failure.reason} (${url})`, {
    status: cause.status,
    serverMessages: cause.serverMessages,
    cause
  })
}

export function loginBody(credentials: LoginCredentials): Record<string, string> {
  const body: Record<string, string> = { name: credentials.name, password: credentials.password }
  if (credentials.tenant) body.tenant = credentials.tenant
  if (credentials.branch) body.branch = credentials.branch
  if (credentials.locale) body.locale = credentials.locale
  return body
}
