// Settings of a verified deploy, a version check and a dry run (issue: "published" means the
// site runs it). A leaf module: the flow and the report import these types only.

/** One `verify-entities` line: `Entity` (on the newest Default endpoint) or all three parts. */
export interface EntitySpec {
  entity: string
  endpoint?: string
  version?: string
  /** The line as written, for messages. */
  line: string
}

export interface VerifySettings {
  /** Seconds from the end of the publish for the whole verification. */
  timeoutSeconds: number
  entities: EntitySpec[]
  /** `verify-screens`: screen ids (upper case, once each) that must open after the publish. */
  screens: string[]
  /**
   * `restart-when-needed`: with a maintenance endpoint, restart the application once when the
   * reads answer as a site that needs one more restart, and verify again.
   */
  restartWhenNeeded: boolean
  /** Import every backup and publish the previous version when the verification fails. */
  rollback: boolean
}

export type VersionCheck = 'warn' | 'fail' | 'off'

/** What readSettings adds to Settings for these features (all set by it; absent = off). */
export interface VerifyOptions {
  /** Undefined with `verify: false`. */
  verify?: VerifySettings
  versionCheck?: VersionCheck
  dryRun?: boolean
  /**
   * product-version was set: a source-control build writes it. Otherwise the build writes the
   * instance's own two parts when `GET /entity` gives them (else the documented default).
   */
  productVersionGiven?: boolean
}
