// Shapes of the deploy flow: what it is handed (ports), what it reports (the result). The flow
// knows no HTTP and no @actions/core; main.ts maps these onto the runner.
import type { CustomizationApi, LogEntry, MaintenanceApi } from '../api/types.js'
import type { ProjectChanges, ProjectContent } from '../changes/compare.js'
import type { ProjectSettings } from '../inputs/settings.js'
import type { DeployLedger } from '../ledger/types.js'
import type { PackageInfo } from '../package/index.js'
import type {
  InstanceReport,
  PlanReport,
  RollbackReport,
  VerificationReport,
  VerifyEvent,
  VerifyProblem,
  VersionCheckReport
} from './verify-types.js'

export type * from './verify-types.js'
export type * from './shared-types.js'
export type * from './fleet-types.js'
import type { BusyReport, LockoutReport, RemovalReport, SharedEvent } from './shared-types.js'
import type {
  DriftProject,
  DriftReport,
  FleetEvent,
  RunOrigin,
  WindowReport
} from './fleet-types.js'

export type PhaseName =
  | 'Package'
  | 'Log in'
  | 'Back up'
  | 'List published projects'
  | 'Upload backups'
  | 'Import'
  | 'Publish'
  | 'Validate'
  | 'Restore'
  | 'Check unchanged'
  | 'Record deploy'
  | 'Verify'
  | 'Roll back'
  /** restart-when-needed: Apply Updates' restartApplicationCommand. */
  | 'Restart'
  | 'Wait for another publish'
  | 'Lock users out'
  | 'Let users back in'
  | 'Remove'
  | 'Wait for the lockout notice'
  | 'Check drift'
  /** The rehearsal: the published set read (the source's, or the target's own) and stored. */
  | 'Read the set'
  | 'Store the set'

/** `unchanged`: skip-unchanged found the instance running these packages already. */
export type Outcome =
  | 'published'
  | 'validated'
  | 'unchanged'
  | 'failed'
  | 'timed-out'
  | 'cancelled'
  /** Verified deploys: the publish completed and the verification failed (then rolled back). */
  | 'unverified'
  | 'rolled-back'
  /**
   * The publish completed and its projects are listed, but the reads answer as a site that
   * needs one more application restart, and none was made (or it did not help).
   */
  | 'needs-restart'
  /** A dry run: nothing written. */
  | 'planned'
  /** Another publish ran past busy-timeout: nothing was imported. */
  | 'busy'
  /** `remove`: the named projects are no longer published. */
  | 'removed'
  /** `window`: the run came outside every window and sent nothing (not a failure). */
  | 'outside-window'
  /** on-drift: fail, and the project on the instance changed since this action deployed it. */
  | 'drift'

/** A real publish, or a validation only (isOnlyValidation). */
export type Mode = 'publish' | 'validation'

export type BackupOutcome =
  | {
      status: 'stored'
      path: string
      size: number
      /** The artifact's name: the backup's file name, `<backup-artifact-name>.zip`. */
      artifactName: string
      artifactId: string
      artifactUrl: string
      digest: string
      /** A file of the command line's backup folder (artifactName its path); unset: an artifact. */
      kind?: 'artifact' | 'file'
    }
  | { status: 'kept-on-runner'; path: string; size: number; reason: string }
  /** Downloaded and not uploaded (yet): skip-unchanged uploads only when it deploys. */
  | { status: 'downloaded'; path: string; size: number }
  | { status: 'first-deploy'; message: string }
  | { status: 'disabled' }
  | { status: 'not-taken' }

export type { BackupStoreResult } from '../shared/stored-backup.js'
import type { BackupStoreResult, StoredBackup } from '../shared/stored-backup.js'

/**
 * What a restore did for one project: the backup imported again, the project this run created
 * deleted, nothing needed (the failed Import stored nothing), nothing possible (no backup), or
 * a failure the user has to mend by hand (`cause`).
 */
export type RestoreOutcome =
  | { status: 'reimported' | 'deleted' | 'not-needed' | 'not-possible' }
  | { status: 'failed'; cause: Cause }

/** An error as data, read when it was caught: what happened and what the instance said. */
export interface Cause {
  message: string
  /** The instance's own messages (ApiError), when it gave any. */
  serverMessages: string[]
}

/**
 * Why a deploy did not succeed, for the report to put into words. `mode` (publish or
 * validation) and the project names are in the result.
 */
export type Failure =
  | { kind: 'cancelled'; whilePublishing?: boolean }
  /** Login found no instance at base-url (refused, unknown host, TLS, no answer). */
  | { kind: 'login-unreachable'; cause: Cause }
  /** Any other refusal or fault: login refused, Import refused, publishBegin refused, ... */
  | { kind: 'error'; cause: Cause }
  | { kind: 'published-not-listed'; cause: Cause }
  | {
      kind: 'backup-download'
      project: string
      cause: Cause
      /** Set when the backup was over the size cap (backup-max-size) or the runner's free disk. */
      tooLarge?: { limit: 'cap' | 'disk'; maxMiB: number }
    }
  /**
   * getProject said the project is not found, but getPublished lists it (no `cause`), or
   * getPublished, asked to confirm it, failed (`cause`): not a first deploy.
   */
  | { kind: 'first-deploy-unconfirmed'; project: string; notFound: string; cause?: Cause }
  | { kind: 'backup-upload'; project: string; path: string; cause: Cause }
  /** publishEnd said the publish (or validation) failed: the publish log says why. */
  | { kind: 'publish-failed' }
  /** publishBegin got no answer and publishEnd did not confirm a running publish. */
  | { kind: 'publish-not-started'; beginFault: string; cause: Cause }
  | { kind: 'publish-timeout'; timeoutSeconds: number }
  /** version-check: fail, and a package made for another release than the instance's. */
  | { kind: 'version-mismatch'; report: VersionCheckReport }
  /** The publish completed but the site does not run it as it should (see result.verification). */
  | { kind: 'unverified'; problem: VerifyProblem }
  /** Another publish ran on the instance past busy-timeout; `lastMessage` is its last log line. */
  | { kind: 'busy'; timeoutSeconds: number; lastMessage?: string }
  /** scheduleLockoutCommand failed: nothing was imported. */
  | { kind: 'lockout-failed'; endpoint: string; cause: Cause }
  /** `remove` names projects getPublished does not list: nothing was changed. */
  | { kind: 'not-published'; names: string[]; published: string[] }
  /** `remove` on an instance without getPublished: the others cannot be known. */
  | { kind: 'published-unavailable' }
  /** on-drift: fail: these projects changed on the instance since their last verified deploy. */
  | { kind: 'drift'; projects: Array<Extract<DriftProject, { status: 'drifted' }>> }

/** Where the instance stands after the run (or where it stood when the run stopped). */
export type InstanceState =
  | { kind: 'unchanged' }
  /** The Import of `project` failed without a clear answer: it may have stored the package. */
  | { kind: 'import-uncertain'; project: string }
  /** The instance refused the Import of `project` (an error answer): its stored project is unchanged. */
  | { kind: 'import-refused'; project: string }
  /** Imported, not published: the previously published version still runs. */
  | { kind: 'imported' }
  /** The publish completed: the instance runs the deployed projects. */
  | { kind: 'published' }
  /** publishBegin was sent (or may have arrived) and no end was seen: it may still run. */
  | { kind: 'publish-may-run' }
  /** publishEnd reported the publish (or validation) failed. */
  | { kind: 'publish-failed' }
  /** Every imported project is back as before this run (`count` of them). */
  | { kind: 'put-back'; count: number }
  /** Some projects could not be put back (`failed`): see their restore outcomes. */
  | { kind: 'put-back-partly'; failed: string[] }
  /** The rollback published the projects of before the run again (`names`). */
  | { kind: 'rolled-back'; names: string[] }

/**
 * How far the Import of one project got. `refused`: the instance answered the Import with an
 * error (in-band, or HTTP 4xx), so as far as the run knows it stored nothing.
 */
type ImportState = 'not-imported' | 'maybe-imported' | 'refused' | 'imported'

export interface ProjectResult {
  name: string
  package?: PackageInfo
  backup: BackupOutcome
  importState: ImportState
  /** Set when a restore ran (or would have run but could not). */
  restore?: RestoreOutcome
  /** SHA-256 of the package's content and level: its name in the ledger of completed deploys. */
  digest?: string
  /**
   * The digest of its items and files as the Changes comparison sees them, and the level
   * (changes/content-digest.ts): the ledger's proof for a package whose bytes differ from the
   * deployed one's but not its content (a folder written back by the export, built again).
   */
  contentDigest?: string
  /** What this deploy changes in the stored project; set when a backup was taken (or a first deploy). */
  changes?: ProjectChanges
  /**
   * Whether getPublished listed this project before the run imported anything; undefined when
   * it was not asked (or failed). A first deploy is never published.
   */
  publishedBefore?: boolean
}

/** Why skip-unchanged deploys after all (the first reason found). */
export type DeployReason =
  | { kind: 'validation' }
  | { kind: 'tenant-mode'; tenantMode: string }
  | { kind: 'published-unknown' }
  /** The run has no ledger (outside GitHub Actions). */
  | { kind: 'no-ledger' }
  | { kind: 'first-deploy'; project: string }
  /** The stored project could not be compared with the package. */
  | { kind: 'content-unknown'; project: string }
  /** The stored project differs from the package (`differences` items and files). */
  | { kind: 'content-differs'; project: string; differences: number }
  | { kind: 'not-published'; project: string }
  /** The cache service did not answer the lookup. */
  | { kind: 'ledger-unavailable'; project: string; cause: string }
  /** No completed deploy of this project to this instance and tenant is recorded. */
  | { kind: 'no-ledger-entry'; project: string }
  /** The newest completed deploy recorded is of another package (`newest`), not this one (`now`). */
  | { kind: 'ledger-newer'; project: string; newest: string; now: string }

export interface PhaseTiming {
  name: PhaseName
  seconds: number
}

export interface DeployResult {
  outcome: Outcome
  mode: Mode
  /** The names sent to publishBegin (the deployed projects first). */
  projectNames: string[]
  /** One per deployed project, in import order. */
  projects: ProjectResult[]
  phases: PhaseTiming[]
  /** Log of the last publishEnd answer. */
  publishLog: LogEntry[]
  /** True when the run put stored projects back (a backup imported again, or a project deleted). */
  restored: boolean
  /** What went wrong; set for every outcome but success. */
  failure?: Failure
  /** Where the instance stands (nothing changed, imported but not published, put back, ...). */
  instanceState: InstanceState
  /**
   * Projects that were imported but not put back because the publish may still be running:
   * the report says how to put each back by hand once it has ended.
   */
  notPutBack: string[]
  /** `GET /entity` before the deploy. */
  instance?: InstanceReport
  versionCheck?: VersionCheckReport
  /** Set when a verification ran after the publish. */
  verification?: VerificationReport
  rollback?: RollbackReport
  /** Set by a dry run. */
  plan?: PlanReport
  /** What the probe for another publish found (not in a dry run). */
  busy?: BusyReport
  /** Set when users were (to be) locked out through Apply Updates. */
  lockout?: LockoutReport
  /** Set by a removal (`remove`). */
  removal?: RemovalReport
  /** Set when a window was given: where the run stood against it. */
  window?: WindowReport
  /** Set when the drift check ran (not in a dry run, nor for a removal). */
  drift?: DriftReport
  /** What getPublished listed before anything was imported, when it was asked. */
  published?: string[]
}

/**
 * What the flow tells as it goes, as data: src/report/progress-text.ts words each event and
 * says whether it is an info line, a notice or a warning.
 */
export type FlowEvent =
  | { kind: 'packaged'; project: string; package: PackageInfo; seconds: number }
  | { kind: 'login-retry'; attempt: number; attempts: number; waitSeconds: number; reason: string }
  | { kind: 'logged-in'; baseUrl: string; user: string }
  /** No answer yet from an address never answered in this run (told every 30 s). */
  | { kind: 'first-answer-wait'; baseUrl: string; waitedSeconds: number; timeoutSeconds: number }
  /** getProject found no such project: nothing to back up. */
  | { kind: 'first-deploy'; project: string; message: string }
  | { kind: 'backup-downloaded'; project: string; size: number; sha256: string }
  | { kind: 'backup-stored'; project: string; stored: StoredBackup }
  /** The artifact service is not available (GHES): the backup stays on the runner. */
  | { kind: 'backup-kept-on-runner'; project: string; path: string; reason: string }
  | { kind: 'published-listed'; published: string[]; together: string[] }
  /** The instance has no getPublished: only these names are published together. */
  | { kind: 'published-unknown'; names: string[] }
  | { kind: 'imported'; project: string; size: number; seconds: number }
  | { kind: 'publish-started'; mode: Mode; names: string[] }
  /** publishBegin got no usable answer: publishEnd is asked whether it started. */
  | { kind: 'publish-begin-fault'; mode: Mode; reason: string }
  /** The publish started after all, despite the publishBegin fault. */
  | { kind: 'publish-confirmed'; mode: Mode }
  | { kind: 'poll-fault'; reason: string }
  | { kind: 'session-lost'; reason: string }
  | { kind: 'logged-in-again' }
  | { kind: 'publish-ended'; mode: Mode; state: 'completed' | 'failed'; seconds: number }
  /** What this deploy changes in one stored project. */
  | { kind: 'changes'; project: string; changes: ProjectChanges; firstDeploy: boolean }
  /** The stored project or the package could not be compared: the deploy goes on. */
  | { kind: 'changes-unknown'; project: string; reason: string }
  /** skip-unchanged: every project runs its package already; nothing is imported. */
  | { kind: 'unchanged'; projects: Array<{ name: string; digest: string }> }
  /** The completed deploy of one project was recorded in the ledger (or could not be). */
  | { kind: 'ledger-recorded'; project: string; key: string }
  | { kind: 'ledger-not-recorded'; project: string; reason: string }
  /** skip-unchanged deploys after all, and why. */
  | { kind: 'deploying-changed'; reason: DeployReason }
  /** What a restore did for one project (a warning when it needs the user). */
  | { kind: 'restored'; project: ProjectResult }
  | VerifyEvent
  | SharedEvent
  | FleetEvent

/** The flow's view of the log; main.ts maps it onto @actions/core. */
export interface FlowLog {
  phase<T>(name: PhaseName, work: () => Promise<T>): Promise<T>
  /** One step of the deploy, told as it happens. */
  event(event: FlowEvent): void
  /** One publish log entry, shown once, as it arrives. */
  publishLogEntry(entry: LogEntry, phase: PhaseName): void
}

export interface DeployPorts {
  api: CustomizationApi
  /** Builds (or inspects) the package of one project on disk. */
  makePackage(project: ProjectSettings, productVersion?: string): Promise<PackageInfo>
  /**
   * Checks a source-control folder without building it (its build waits for the instance's
   * release), so a malformed fragment still fails before any request. Optional for fakes.
   */
  checkSource?(project: ProjectSettings): Promise<void>
  /** Where getProject writes the backup zip of one project. */
  backupPath(project: ProjectSettings): string
  storeBackup(zipPath: string, project: ProjectSettings): Promise<BackupStoreResult>
  /** SHA-256 of a package's content (entries by name) and the Import's level (the ledger's digest). */
  packageDigest(zipPath: string, level: number): Promise<string>
  /** The items and files of a package zip (the backup or the package), to compare them. */
  projectContent(zipPath: string, what: string): Promise<ProjectContent>
  /** The level and description a package zip gives itself (its project.xml root), for a restore. */
  packageDetails(
    zipPath: string
  ): Promise<{ level?: number; description?: string; productVersion?: string }>
  /**
   * The ledger of completed deploys (GitHub's Actions cache in the action); absent where there
   * is none: then nothing is recorded and skip-unchanged always deploys.
   */
  ledger?: DeployLedger
  /** Called whenever a session starts (login and re-login): save it for the post step, mask it. */
  sessionStarted(cookieHeader: string): void
  /** The Apply Updates endpoint (maintenance-endpoint); absent without it. */
  maintenance?: MaintenanceApi
  /**
   * Told before the lockout is scheduled (true: possibly on) and once a stop succeeded (false),
   * so the post step (or the command line's exit) stops a lockout the run left on; `stopTried`:
   * the run's own stop gave up after waiting for the site (the post step tries once more).
   */
  lockoutChanged?(on: boolean, stopTried?: boolean): void
  /** Where the package came from (the stamp); absent: no stamp. */
  origin?: RunOrigin
  log: FlowLog
  sleep(ms: number, signal?: AbortSignal): Promise<void>
  now(): number
  signal?: AbortSignal
  /**
   * After a phase that streamed a whole project through this process (a package built, a
   * stored project downloaded or uploaded) and before each Import: the host gives back what it
   * left.
   */
  settleMemory?(): void
}
