// Public shapes of the Customization API simulator (see simulator/README.md).

export interface SimUser {
  name: string
  password: string
  locked?: boolean
  /**
   * Default true. false: a user without the Customizer (or Administrator) role; every
   * /CustomizationApi/ call of its session answers HTTP 403 with ASP.NET's error object
   * (assumed: no public source quotes what a real instance answers such a user).
   */
  customizer?: boolean
}

/**
 * Forced outcome of one login attempt. `ok` logs in whatever the credentials and the session
 * limit; `limit` answers HTTP 500 API Login Limit; `drop` destroys the socket; `locked` answers
 * the locked-out error (assumed wording); `unauthorized` answers 401 `Invalid credentials`;
 * `invalid-credentials-500` answers the same words with HTTP 500, as some builds do;
 * `password-change` answers HTTP 500 `You need to change your password...`; `unknown-tenant`
 * answers HTTP 500 `PXUndefinedCompanyException` (`A proper company ID cannot be determined`).
 */
export type LoginOutcome =
  | 'ok'
  | 'limit'
  | 'drop'
  | 'locked'
  | 'unauthorized'
  | 'invalid-credentials-500'
  | 'password-change'
  | 'unknown-tenant'

export type PublishEndStep =
  /** Plain text body, e.g. 'false', 'true'. */
  | { text: string; status?: number; contentType?: string }
  /** JSON body, e.g. {}, {isCompleted:true}, {isFailed:true, log:'...'}; status 400 allowed. */
  | { json: unknown; status?: number }
  /** A bare answer, e.g. 503 while the pool restarts, or a 200 text/html login page. */
  | { status: number; body?: string; contentType?: string }
  /** Destroy the socket without an answer. */
  | { drop: true }
  /** Forget the caller's session and answer 401. */
  | { sessionLost: true }
  | { delayMs: number; then: PublishEndStep }

export type PublishBeginStep =
  | 'ok'
  /** Answer this status (with an IIS-like page or `body`); the publish starts or not. */
  | { status: number; startsPublish: boolean; body?: string; contentType?: string }
  /** Destroy the socket; the publish starts or not. */
  | { drop: true; startsPublish: boolean }
  /**
   * Answer this JSON. It starts the publish when `startsPublish` says so; by default when the
   * status is below 400 and the body's `log` holds no `error` entry.
   */
  | { json: unknown; status?: number; startsPublish?: boolean }

export type NotFoundStyle = '200-log' | '400-log' | '400-error-json' | '400-text'

export type GetPublishedForm =
  'projects' | 'pascal-case' | 'nothing-published' | 'error' | 'malformed'

/** Forced outcome of one (well-formed) Import: `ok` imports; `error` refuses it in-band, storing nothing. */
export type ImportStep = 'ok' | { error: string }

/**
 * A scripted failure of an entity read: HTTP `status` (default 500) with ASP.NET's error object
 * holding `exceptionMessage`, for the first `failTimes` reads (every read when undefined).
 */
export interface EntityFault {
  failTimes?: number
  status?: number
  exceptionMessage?: string
  /**
   * Another form of a read that is not live: `html` a web page with HTTP 200; `ui-error` a 302 to
   * `<base>/ui/error` (which answers a 200 web page), as broken endpoint metadata does;
   * `error-object` ASP.NET's error object with HTTP 200. `status` is not used then.
   */
  answer?: 'html' | 'ui-error' | 'error-object'
}

/**
 * What `GET /Main?ScreenId=<id>` does for one screen (screen-calls.ts): `opens` (the default);
 * `no-screen` 302 to `ScreenId=00000000`; `lost` 302 to `/Main` without the id; `sign-in` 302 to
 * the sign-in page; `hidden-sign-in-texts` opens, its page carrying the sign-in page's hidden
 * texts; `forbidden` HTTP 403; `{ text }` opens with a page holding this text; `{ redirect }` 302
 * to this address (another origin).
 */
export type ScreenBehaviour =
  | 'opens'
  | 'no-screen'
  | 'lost'
  | 'sign-in'
  | 'hidden-sign-in-texts'
  | 'forbidden'
  | { text: string }
  | { redirect: string }

/** The Apply Updates (SM203510) actions a team maps on its endpoint. */
export type ApplyUpdatesAction =
  'scheduleLockoutCommand' | 'stopLockoutCommand' | 'restartApplicationCommand'

/**
 * How one action answers: 204 at once (default); 202 with a `Location` that answers 202 to
 * `polls` GETs (default 1), then 204; or a failure status with ASP.NET's error object.
 */
type ApplyUpdatesAnswer =
  { status: 204 } | { status: 202; polls?: number } | { status: number; exceptionMessage?: string }

/** A Web Service Endpoint over Apply Updates (there is no built-in one), e.g. Lock/1/ApplyUpdate. */
export interface ApplyUpdatesOptions {
  endpoint: string
  version: string
  entity: string
  answers?: Partial<Record<ApplyUpdatesAction, ApplyUpdatesAnswer>>
}

/** The Apply Updates screen's lockout, as the simulator's endpoint left it. */
export interface LockoutState {
  state: 'Unlocked' | 'Locked'
  reason?: string
  /** DateTime_Date as sent. */
  at?: string
  /** LockoutAll as sent. */
  all?: boolean
}

export interface SimulatorOptions {
  /** Default [{ name: 'admin', password: 'admin-password' }]. */
  users?: SimUser[]
  /** Concurrent API sessions (default 2); past it login answers HTTP 500 API Login Limit. */
  sessionLimit?: number
  /** Projects already on the instance (name -> zip bytes), for getProject and publishBegin. */
  projects?: Record<string, Buffer>
  /** Names getPublished returns (default: the keys of `projects`). */
  published?: string[]
  /** How getProject wraps the base64: bare text, a JSON string (default), or a JSON object. */
  getProjectForm?: 'bare' | 'quoted' | 'json'
  /**
   * getProject of an unknown project answers `The project is not found: <Name>`: as an error log
   * entry with HTTP 200 (`200-log`, the default, as 26.101 does), or with HTTP 400 as 24.2
   * cloud does, inside the usual log (`400-log`), inside ASP.NET's error object
   * `{"message":..., "exceptionMessage":...}` (`400-error-json`) or as plain text (`400-text`).
   */
  notFoundStyle?: NotFoundStyle
  /**
   * Forces the form of the getPublished answer. Default: `projects` while something is
   * published, else `nothing-published` (HTTP 200, one information log entry "The system does
   * not contain published projects", no `projects` key), as real instances answer.
   * `pascal-case`: `{"Projects":[{"Name":...}],"Items":[],"Log":[]}`; `error`: HTTP 200 with an
   * error log entry; `malformed`: HTTP 200 `{"items":[],"status":"unknown"}`.
   */
  getPublishedForm?: GetPublishedForm
  /** Default true; false makes getPublished answer 404, as older instances do. */
  getPublishedAvailable?: boolean
  /** Forced outcomes of successive login attempts, then normal behaviour. */
  loginScript?: LoginOutcome[]
  /** Answers of successive (valid) publishBegin calls, then normal behaviour. */
  publishBeginScript?: PublishBeginStep[]
  /** Outcomes of successive well-formed Imports, then normal behaviour. */
  importScript?: ImportStep[]
  /** publishBegin success answer: 200 with a log (default) or 204 without a body. */
  publishBeginStatus?: 200 | 204
  /**
   * Answers of successive publishEnd calls of one publish run (it restarts with each run); the
   * last one repeats. Default: 'false' as text, then a running JSON answer with a log, then
   * {isCompleted: true} with the grown log.
   */
  publishEndScript?: PublishEndStep[]
  /**
   * Stores each imported package the way a real instance gives it back with getProject:
   * project.xml rebuilt (items sorted by key, 4-space indent, CRLF, the Import's level and
   * description, this product-version). Default `{ productVersion: '24.210' }`, as an instance
   * does; `false` stores the package as sent. `imported` keeps the package as received.
   */
  rebuildStoredProjects?: { productVersion: string } | false
  /** Default true: a completed real publish (not validation) drops every session (pool restart). */
  restartDropsSessions?: boolean
  // ---- the contract API a verified deploy reads (simulator/entity-calls.ts) ----
  /** `acumaticaBuildVersion` of `GET /entity` (default 24.210.0016); null: no `version` key. */
  build?: string | null
  /** `GET /entity` as the object `{version, endpoints}` (default) or, as older builds, the bare endpoints array. */
  entityIndexForm?: 'object' | 'bare-array'
  /** Endpoints listed (default Default 23.200.001 and 24.200.001, Manufacturing 24.200.001). */
  endpoints?: Array<{ name: string; version: string }>
  /** Scripted failures of entity reads, by entity name (others answer a JSON array). */
  entityFaults?: Record<string, EntityFault>
  /**
   * After a completed real publish the site is down this long (every request answers 503, as
   * IIS does while the application pool restarts). Default 0.
   */
  restartDownMs?: number
  /** Screens of `GET /Main?ScreenId=` by id (others open). */
  screens?: Record<string, ScreenBehaviour>
  /**
   * After a completed real publish these reads answer as a site that needs one more application
   * restart (real on 26.101) until `restartApplication()` (Apply Updates' restartApplicationCommand):
   * the entities HTTP 500 `{"exceptionType":"System.NullReferenceException","exceptionMessage":"OptimizedExportProviderBuilder"}`,
   * the screens HTTP 403.
   */
  needsRestartAfterPublish?: { entities?: string[]; screens?: string[] }
  /** Names a completed publish leaves out of getPublished (a project left out of the publish). */
  unlistAfterPublish?: string[]
  // ---- a shared instance ----
  /**
   * A publish already running when the simulator starts (another session's, or an earlier run's
   * that timed out): publishEnd answers `{"isCompleted":false,"isFailed":false,"log":[...]}` to
   * any session until `forMs` have passed, then completed (the application restarts: every
   * session ends). Import and publishBegin are refused meanwhile, as for any running publish.
   */
  runningPublish?: { forMs: number; names?: string[] }
  /**
   * Every publish started with publishBegin runs this long, answering running (with a log) until
   * then, whoever asks; then completed. Default: the publishEnd script, step by step.
   */
  publishTakesMs?: number
  /**
   * What publishEnd answers before any publish ran (the probe of a deploy). Default: HTTP 500
   * with ASP.NET's error object ("No publication is in progress", an assumed wording).
   */
  publishEndWhenIdle?: PublishEndStep
  /** A Web Service Endpoint over Apply Updates (SM203510); none by default. */
  applyUpdates?: ApplyUpdatesOptions
  /** Default '/AcumaticaERP'. */
  basePath?: string
  /** Default 0: a free port. The server listens on 127.0.0.1 only. */
  port?: number
  /** Called with each request once it is answered (or dropped); the CLI prints them. */
  onRequest?: (request: RecordedRequest) => void
}

export interface RecordedRequest {
  method: string
  /** The path below the base path (`/CustomizationApi/Import`), or the whole path outside it. */
  path: string
  /** The whole request target, with any query. */
  url: string
  headers: Record<string, string | string[] | undefined>
  /** The body as text; for Import the package is replaced by a placeholder like `<base64: N chars>`. */
  body: string
  /** The parsed body when it was JSON (Import: without the content). */
  json?: unknown
  /** The parsed Cookie header. */
  cookies: Record<string, string>
  /** What the simulator answered (0 when the connection was dropped). */
  status: number
}

export interface ImportedProject {
  name: string
  description: string
  level: number
  replace: boolean
  /** The received zip on disk (removed by close()). */
  zipPath: string
  size: number
  sha256: string
  entries: string[]
}

export type SimPublishState = 'idle' | 'running' | 'completed' | 'failed'

export interface Simulator {
  /** Base url, e.g. http://127.0.0.1:PORT/AcumaticaERP */
  url: string
  requests: RecordedRequest[]
  /** Sessions alive now. */
  openSessions(): number
  sessionsCreated: number
  imported: ImportedProject[]
  /** Body of the last publishBegin. */
  lastPublishBegin: unknown
  publishState: SimPublishState
  /** Names getPublished answers now (a completed real publish replaces them with its projects). */
  published: string[]
  /** The zip stored under `name` now (the last one imported, or given in `projects`); a copy. */
  storedProject(name: string): Buffer | undefined
  /** Names of the projects stored now (imported or given in `projects`, minus deleted ones). */
  storedProjectNames(): string[]
  /** True while a completed publish waits for one more restart (needsRestartAfterPublish). */
  readonly needsRestart: boolean
  /** Restarts the application (restartApplicationCommand): sessions end, the site is whole. */
  restartApplication(): void

  /** The Apply Updates lockout (Unlocked unless the endpoint locked users out). */
  lockout: LockoutState
  /** Projects unpublishAll unpublished, with each call's tenantMode. */
  unpublishAlls: string[]
  /** Replaces publishEndScript for the publish runs that start from now on (undefined: the default). */
  setPublishEndScript(script: PublishEndStep[] | undefined): void
  /** Resolves once `count` requests to `path` (like '/CustomizationApi/publishEnd') were answered. */
  waitForRequests(path: string, count: number, timeoutMs?: number): Promise<void>
  close(): Promise<void>
}
