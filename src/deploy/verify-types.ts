// Shapes of the instance read, the version check, the verification, the rollback and the dry
// run: what the flow records as data for the report to word (src/report/verify-text.ts).
import type { EntityEndpoint } from '../api/types.js'
import type { VersionCheck } from '../inputs/verify-settings.js'

/** What `GET /entity` said before the deploy. */
export interface InstanceReport {
  /** `acumaticaBuildVersion`; undefined when the instance does not say it (or the read failed). */
  build?: string
  endpoints: EntityEndpoint[]
  /** Why the read gave nothing (the instance could not be read); the deploy goes on. */
  unreadable?: string
}

export interface PackageRelease {
  project: string
  /** The package's `product-version` (project.xml root); undefined when it has none. */
  productVersion?: string
  /** True when the action wrote the instance's own two parts into it. */
  fromInstance: boolean
}

export interface VersionCheckReport {
  mode: VersionCheck
  /** The instance's release (`24.2`); undefined: nothing was checked. */
  instanceRelease?: string
  packages: PackageRelease[]
  /** Packages made for another release than the instance's. */
  mismatched: Array<{ project: string; productVersion: string; release: string }>
}

/** One read of the verification: a verify-entities line or a verify-screens id. */
export interface EntityCheck {
  /** The verify-entities line, or the screen id. */
  line: string
  /**
   * `Endpoint/Version/Entity` as read (undefined when no endpoint could be chosen); for a
   * screen, its id.
   */
  target?: string
  state: 'answered' | 'failed' | 'not-read'
  attempts: number
  /** The last failure in words, and the instance's own message. */
  message?: string
  serverMessage?: string
  /** The last answer is one a site gives until one more application restart (403, 500 NullReference/OptimizedExport). */
  needsRestart?: boolean
}

export type VerifyProblem =
  | { kind: 'site-not-ready'; timeoutSeconds: number; lastAnswer: string }
  | { kind: 'not-listed'; names: string[] }
  | { kind: 'no-endpoint'; line: string; endpoint: string }
  | { kind: 'entity-failed'; check: EntityCheck; timedOut: boolean }
  | { kind: 'screen-failed'; check: EntityCheck; timedOut: boolean }
  /**
   * Reads answered until verify-timeout as a site that needs one more application restart
   * (the packages are in: a restart finishes them, a rollback would be wrong).
   */
  | { kind: 'needs-restart'; check: EntityCheck; screen: boolean }
  /** getPublished or the new login failed for another reason. */
  | { kind: 'error'; message: string }

export interface VerificationReport {
  /** Seconds from the end of the publish until `GET /entity` answered again. */
  siteReadySeconds?: number
  /** GET /entity gave nothing before the deploy: the site wait was left out (why). */
  siteCheckSkipped?: string
  /** The build the site answered with once it was back. */
  build?: string
  /** The run's session had ended with the restart: it was logged out and a new one opened. */
  loggedInAgain: boolean
  /** The projects found in getPublished; undefined when it was not read (HTTP 404 or earlier failure). */
  listed?: string[]
  /** getPublished does not exist on this instance: the list check was left out. */
  publishedUnavailable?: boolean
  /** Neither GET /entity, getPublished nor an entity read was possible: nothing was verified. */
  checkedNothing?: boolean
  entities: EntityCheck[]
  /** verify-screens, in order. */
  screens: EntityCheck[]
  /**
   * restart-when-needed: the first verification found the site needed one more restart
   * (`first`), the application was restarted once (restartApplicationCommand; `failed` when that
   * call failed) and this report is of the verification after it.
   */
  restart?: { first: VerifyProblem; failed?: string }
  problem?: VerifyProblem
}

export interface RollbackReport {
  /** Projects whose backup was imported again. */
  reimported: string[]
  /** Projects whose backup could not be imported (the rollback stopped there). */
  failed?: { project: string; message: string }
  /** First deploys: left out of the publish, not deleted. */
  leftOut: string[]
  /** The names published again (the projects published before the run). */
  published: string[]
  /** How that publish ended. */
  publishState?: 'completed' | 'failed' | 'timed-out' | 'not-started'
  publishMessage?: string
  siteReadySeconds?: number
}

/** A dry run: what a deploy of these packages would do. */
export interface PlanReport {
  /** The names a publish would send (the run's projects, publish-with and the published ones). */
  wouldPublish: string[]
  /** With skip-unchanged: whether it would skip, and why not. */
  wouldSkip?: boolean
  skipReason?: string
}

/** Progress of these steps, told as it happens (words in src/report/verify-text.ts). */
export type VerifyEvent =
  | { kind: 'instance-read'; instance: InstanceReport }
  | { kind: 'version-checked'; report: VersionCheckReport }
  | { kind: 'site-waiting'; reason: string }
  /** GET /entity did not answer before the deploy either: the site wait is left out. */
  | { kind: 'site-check-skipped'; reason: string }
  /** `since`: what the seconds count from (the publish by default, the restart, or the check). */
  | { kind: 'site-ready'; seconds: number; build?: string; since?: 'restart' | 'check' }
  | { kind: 'verify-session-ended'; reason: string }
  | { kind: 'verify-listed'; names: string[] }
  | { kind: 'verify-published-unavailable' }
  | { kind: 'verify-checked-nothing' }
  | { kind: 'entity-retry'; target: string; attempt: number; reason: string }
  | { kind: 'entity-answered'; target: string }
  | { kind: 'screen-retry'; target: string; attempt: number; reason: string }
  | { kind: 'screen-opened'; target: string }
  /** The site needs one more restart: restartApplicationCommand is sent (restart-when-needed). */
  | { kind: 'restart-requested'; reason: string }
  /** The restart was asked for; `failed`: the call failed (the site is verified again anyway). */
  | { kind: 'restart-done'; failed?: string }
  | { kind: 'rollback-imported'; project: string }
  | { kind: 'rollback-started'; names: string[] }
  | { kind: 'planned'; plan: PlanReport }

export const VERIFY_EVENT_KINDS: ReadonlyArray<VerifyEvent['kind']> = [
  'instance-read',
  'version-checked',
  'site-waiting',
  'site-check-skipped',
  'site-ready',
  'verify-session-ended',
  'verify-listed',
  'verify-published-unavailable',
  'verify-checked-nothing',
  'entity-retry',
  'entity-answered',
  'screen-retry',
  'screen-opened',
  'restart-requested',
  'restart-done',
  'rollback-imported',
  'rollback-started',
  'planned'
]
