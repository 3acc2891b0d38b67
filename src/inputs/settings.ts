// The settings a run works with: what the input reader produces and the deploy flow reads. A
// leaf module, so the flow and the report depend on these types, not on the reader.
import type { LoginCredentials } from '../api/types.js'
import type { IncludeFile } from '../package/index.js'
import type { VerifyOptions } from './verify-settings.js'
import type { MaintenanceOptions } from './maintenance-settings.js'
import type { FleetOptions } from './fleet-settings.js'
import type { ProjectKind } from '../package/project-kind.js'
import type { RuleId } from '../lint/rules.js'
import type { LintProject } from '../lint/types.js'

/**
 * Where the package comes from: a package folder (zipped as it is), a source-control folder
 * (the package is built from it) or a ready-made zip.
 */
export type PackageSource =
  | {
      kind: Exclude<ProjectKind, 'package'>
      path: string
      exclude: string[]
      include: IncludeFile[]
      productVersion: string
    }
  | { kind: Extract<ProjectKind, 'package'>; path: string }

/** One project to deploy: where its package comes from and how it is imported. */
export interface ProjectSettings {
  name: string
  source: PackageSource
  description: string
  level: number
  /** The backup artifact's name (the uploaded file is this plus `.zip`). */
  backupArtifactName: string
}

export type TenantMode = 'Current' | 'All' | 'List'

export interface Settings extends VerifyOptions, MaintenanceOptions, FleetOptions {
  /** Instance address without a trailing `/`. */
  baseUrl: string
  /** Host (and port) of the instance, for names and the summary. */
  host: string
  credentials: LoginCredentials
  /** The projects to import, in order, then publish together (at least one). */
  projects: ProjectSettings[]
  replaceIfExists: boolean
  validateOnly: boolean
  publishWith: string[]
  includePublished: boolean
  mergeWithExisting: boolean
  dbUpdatesOnly: boolean
  tenantMode: TenantMode
  /** Tenant login names for tenantMode List (empty otherwise). */
  tenants: string[]
  replayDbScripts: boolean
  /** Deploy nothing when the ledger, the stored projects and getPublished prove the instance runs these packages. */
  skipUnchanged: boolean
  restoreOnFailure: boolean
  restoreAfterValidation: boolean
  backup: boolean
  backupRetentionDays: number | undefined
  /** The largest backup zip getProject may write, in bytes (input backup-max-size, in MiB). */
  backupMaxBytes: number
  pollIntervalSeconds: number
  publishTimeoutSeconds: number
  requestTimeoutSeconds: number
  /** How long the run waits for the instance's first answer (first-answer-timeout), in seconds. */
  firstAnswerTimeoutSeconds?: number
  loginAttempts: number
  loginRetryDelaySeconds: number
  /** The lint before login (absent: off, as in tests that build settings by hand). */
  lint?: DeployLintSettings
}

export type FailOn = 'error' | 'warning' | 'never'
export type LintMode = 'warn' | 'fail' | 'off'

/** What the rules need besides the projects (the deploy's lint has these too). */
export interface LintRuleSettings {
  isvPrefix: string
  disable: Set<RuleId>
  /** Where to write the SARIF log (absolute), or undefined. */
  sarifPath: string | undefined
}

export interface LintSettings extends LintRuleSettings {
  projects: LintProject[]
  failOn: FailOn
  tenantMode: TenantMode
}

/** The deploy's lint: the mode and the rule settings. */
interface DeployLintSettings extends LintRuleSettings {
  mode: LintMode
}
