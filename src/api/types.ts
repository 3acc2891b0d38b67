// Shapes exchanged with the Customization API client. The client knows the wire; the deploy
// flow only sees these types.

/** One entry of a server log (Import, getProject, getPublished, publishBegin, publishEnd answers). */
export interface LogEntry {
  timestamp?: string
  /** `error`, `warning`, `information`, ... as the server wrote it (compare in lower case). */
  logType: string
  message: string
}

export interface LoginCredentials {
  name: string
  password: string
  tenant?: string
  branch?: string
  locale?: string
}

export interface LoginRetryPolicy {
  /** Attempts in total (>= 1). */
  attempts: number
  /** The wait before attempt n+1 is `delaySeconds * n`. */
  delaySeconds: number
  /** Told before each wait, so the caller can log it. */
  onRetry?: (info: LoginRetryInfo) => void
  signal?: AbortSignal
}

export interface LoginRetryInfo {
  /** The attempt that just failed (1-based). */
  attempt: number
  attempts: number
  waitSeconds: number
  /** Why it failed, in words (`HTTP 500 (API Login Limit)`, `connection refused`). */
  reason: string
}

export interface ImportRequest {
  projectName: string
  projectDescription: string
  projectLevel: number
  isReplaceIfExists: boolean
  /** The package zip on disk; streamed as projectContentBase64, never held in memory. */
  packagePath: string
}

export interface PublishBeginRequest {
  isMergeWithExistingPackages: boolean
  isOnlyValidation: boolean
  isOnlyDbUpdates: boolean
  projectNames: string[]
  /** `Current`, `All` or `List`, sent as written. */
  tenantMode: string
  /** Tenant login names; sent only with tenantMode `List` (and then always, as an array). */
  tenantLoginNames?: string[]
  /** Sent (as `true`) only when true: replays database scripts that earlier publishes ran. */
  isReplayPreviouslyExecutedScripts?: boolean
}

export type PublishState = 'running' | 'completed' | 'failed'

export interface PublishEndAnswer {
  state: PublishState
  /** The whole log of this answer (servers resend earlier entries; the flow shows new ones once). */
  log: LogEntry[]
  httpStatus: number
}

export interface GetProjectOptions {
  /** The largest zip accepted, in bytes. */
  maxBytes?: number
}

export type BackupDownload =
  { found: true; path: string; size: number; sha256: string } | { found: false; message: string }

/** One endpoint `GET /entity` lists. */
export interface EntityEndpoint {
  name: string
  version: string
}

/** What `GET /entity` says: the build (2019 R2 and later) and the endpoints. */
export interface InstanceInfo {
  /** `acumaticaBuildVersion` (`24.208.0012`); undefined when the instance does not say it. */
  build?: string
  endpoints: EntityEndpoint[]
}

/** One contract-API read of a verification: `GET /entity/<endpoint>/<version>/<entity>?$top=1`. */
export interface EntityTarget {
  endpoint: string
  version: string
  entity: string
}

/** The Apply Updates (SM203510) actions as a maintenance endpoint maps them (names the contract fixes). */
export type MaintenanceAction =
  'scheduleLockoutCommand' | 'stopLockoutCommand' | 'restartApplicationCommand'

/** What the flow needs of the Apply Updates endpoint. `MaintenanceClient` implements it. */
export interface MaintenanceApi {
  /** The endpoint as the input wrote it (`Lock/1/ApplyUpdate`), for messages. */
  readonly endpoint: string
  /** Locks out every user but administrators from `at` (now), with `reason`. */
  scheduleLockoutCommand(reason: string, at?: Date): Promise<void>
  stopLockoutCommand(): Promise<void>
  restartApplicationCommand(): Promise<void>
}

/** What the deploy flow needs of the service. `CustomizationClient` implements it. */
export interface CustomizationApi {
  login(credentials: LoginCredentials, retry: LoginRetryPolicy): Promise<void>
  /** The session as a Cookie header value (`a=1; b=2`), or undefined before login. */
  readonly sessionCookie: string | undefined
  /** Restores a session saved by the main step (post step, relogin bookkeeping). */
  useSession(cookieHeader: string): void
  logout(): Promise<void>
  /**
   * Streams the deployed project into `destinationPath` (decoded zip). `found: false` only for
   * the instance's own not-found answer for this project; a zip over `maxBytes` (default
   * 2 GiB) or over the free disk throws BackupTooLargeError.
   */
  getProject(
    projectName: string,
    destinationPath: string,
    options?: GetProjectOptions
  ): Promise<BackupDownload>
  /** Names of the published projects; undefined when the instance has no getPublished (HTTP 404/405). */
  /** `withinMs`: what is left of verify-timeout, when the verification asks. */
  getPublished(withinMs?: number): Promise<string[] | undefined>
  /** Returns the non-error log entries of the answer (warnings worth showing). */
  importPackage(request: ImportRequest): Promise<LogEntry[]>
  publishBegin(request: PublishBeginRequest): Promise<LogEntry[]>
  /** `withinMs`: the answer must come within this time too (what is left of publish-timeout). */
  publishEnd(withinMs?: number): Promise<PublishEndAnswer>
  /**
   * publishEnd asked before this run publishes anything: is another publish (another session's,
   * or an earlier run's) running? The same call and reading as publishEnd.
   */
  publishProbe(withinMs?: number): Promise<PublishEndAnswer>
  /**
   * Unpublishes every project (`POST /CustomizationApi/unpublishAll` with `tenantMode`): a
   * removal of every published project. Returns the non-error log entries of the answer.
   */
  unpublishAll(tenantMode: string): Promise<LogEntry[]>
  /**
   * Deletes a stored project that is not published (`POST /CustomizationApi/delete`), e.g. the
   * one a failed first deploy imported. Returns the non-error log entries of the answer.
   */
  deleteProject(projectName: string): Promise<LogEntry[]>
  /**
   * `GET /entity` without a session: the build and the endpoints. Throws for any answer that is
   * not one of its JSON forms (while the site restarts: "not yet"). `withinMs` bounds it too.
   * `beforeDeploy`: the optional read before anything else, bounded apart from request-timeout
   * (a silent address must not hold the run before the login even starts).
   */
  readInstance(withinMs?: number, beforeDeploy?: boolean): Promise<InstanceInfo>
  /** One entity read with the session (see entity-client.ts for what it throws). */
  readEntity(target: EntityTarget, withinMs?: number): Promise<void>
  /**
   * Opens one screen (`GET /Main?ScreenId=<id>`) with the session; resolves when it opens (see
   * screen-client.ts for what it throws).
   */
  readScreen(screenId: string, withinMs?: number): Promise<void>
}
