// One error family for "the server (or the network to it) said no". Each carries the call, the
// HTTP status when there was one, and the server's own messages, so the user sees what happened.

export type ApiCall =
  | 'login'
  | 'logout'
  | 'Import'
  | 'getProject'
  | 'getPublished'
  | 'publishBegin'
  | 'publishEnd'
  | 'delete'
  /** `POST /CustomizationApi/unpublishAll`: a removal of every published project. */
  | 'unpublishAll'
  /** `GET /entity`: the instance's build and endpoints, without a session. */
  | 'entity'
  /** `GET /entity/<Endpoint>/<Version>/<Entity>?$top=1`: a contract-API read of a verification. */
  | 'entityRead'
  /** `GET /Main?ScreenId=<id>`: a screen of `verify-screens`, opened with the session. */
  | 'screen'
  /** `POST /entity/<Endpoint>/<Version>/<Entity>/<action>`: an Apply Updates (SM203510) action. */
  | 'applyUpdates'

export class ApiError extends Error {
  readonly call: ApiCall
  readonly status: number | undefined
  readonly serverMessages: string[]
  constructor(
    call: ApiCall,
    message: string,
    options: { status?: number; serverMessages?: string[]; cause?: unknown } = {}
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause })
    this.name = new.target.name
    this.call = call
    this.status = options.status
    this.serverMessages = options.serverMessages ?? []
  }
}

/** HTTP 401 at login: never retried (retrying bad passwords locks accounts). */
export class BadCredentialsError extends ApiError {}

/** The account is locked or disabled: never retried. */
export class AccountLockedError extends ApiError {}

/** The instance wants the user's password changed before any sign-in: never retried. */
export class PasswordChangeError extends ApiError {}

/** The instance cannot tell which tenant the login is for (the tenant input): never retried. */
export class UnknownTenantError extends ApiError {}

/** HTTP 500 at login on every attempt: the API Login Limit. */
export class LoginLimitError extends ApiError {}

/** A call made with a session the server no longer knows (HTTP 401, or a login page instead of the API answer). */
export class SessionLostError extends ApiError {}

/** Connection errors, HTTP 5xx without a usable body, an answer that is not one the API gives. */
export class TransientError extends ApiError {}

/**
 * Login found no instance to talk to: connection refused or reset, unknown host, TLS refused,
 * no answer in time. The address in base-url (host, port, scheme) is the first thing to check.
 */
export class UnreachableError extends TransientError {}

/**
 * Nothing answered within first-answer-timeout since the run's first request: an idle instance
 * still starting, a wrong base-url or a proxy that holds requests. Not tried again.
 */
export class NoFirstAnswerError extends UnreachableError {}

/**
 * An answer real sites give after a completed publish until one more application restart: HTTP
 * 500 whose JSON names `NullReferenceException` with `OptimizedExport` (custom endpoints on
 * 26.101), or HTTP 403 (feature-gated screens). Retried like a 5xx until verify-timeout.
 */
export class NeedsRestartError extends TransientError {}

/** The request outlasted `request-timeout`. */
export class RequestTimeoutError extends TransientError {}

/** HTTP 200 whose JSON `log` holds an entry with `logType` `error`: the call failed in-band. */
export class ServerLogError extends ApiError {}

/**
 * A getProject answer larger than the backup may be (`limit: 'cap'`), or than the free disk
 * of the folder it is written to (`limit: 'disk'`). Nothing of it is kept.
 */
export class BackupTooLargeError extends ApiError {
  constructor(
    message: string,
    readonly limit: 'cap' | 'disk',
    readonly limitBytes: number
  ) {
    super('getProject', message)
  }
}

/**
 * What an Apply Updates action's failure says about the action: `refused` (the instance answered
 * the POST itself with a 4xx other than 401: it did nothing), `session-lost` (401 or the sign-in
 * page: it did nothing, a new login may help), `unconfirmed` (no answer, a 5xx, a redirect, a web
 * page, or a 202 whose status could not be read: it may have been done, or may be done later).
 */
export type ActionAnswer = 'refused' | 'session-lost' | 'unconfirmed'

/** An Apply Updates action that failed: the action, the HTTP status and the instance's message. */
export class MaintenanceError extends ApiError {
  readonly action: 'scheduleLockoutCommand' | 'stopLockoutCommand' | 'restartApplicationCommand'
  readonly endpoint: string
  readonly answer: ActionAnswer
  constructor(
    action: MaintenanceError['action'],
    endpoint: string,
    message: string,
    options: {
      status?: number
      serverMessages?: string[]
      cause?: unknown
      answer?: ActionAnswer
    } = {}
  ) {
    super('applyUpdates', message, options)
    this.action = action
    this.endpoint = endpoint
    this.answer = options.answer ?? 'unconfirmed'
  }
}
