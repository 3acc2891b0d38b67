// Settings of a shared instance: another publish (busy-timeout), the Apply Updates endpoint and
// the lockout, and a removal. A leaf module: the flow and the report import these types only.
import type { EntityTarget } from '../api/types.js'

/** What readSettings adds to Settings for these features. */
export interface MaintenanceOptions {
  /**
   * `maintenance-endpoint`: the Web Service Endpoint over Apply Updates (SM203510) with the
   * actions scheduleLockoutCommand, stopLockoutCommand and restartApplicationCommand mapped.
   */
  maintenanceEndpoint?: EntityTarget
  /** Seconds to wait while another publish runs before the first Import (0: fail at once). Default 600. */
  busyTimeoutSeconds?: number
  /**
   * Lock users out around the Import and publish (maintenance-endpoint and lockout: true, not a
   * validation or a dry run); undefined otherwise.
   */
  lockout?: {
    reason: string
    /** Seconds a stop may wait for a restarting site (verify-timeout); unset: 600. */
    stopTimeoutSeconds?: number
  }
  /** `remove`: projects to unpublish. A run with it deploys nothing (`projects` is empty). */
  remove?: string[]
  /**
   * With `remove`: backup-artifact-name as given ('' for the default), for the backups of the
   * published projects, named once getPublished lists them.
   */
  backupArtifactTemplate?: string
}
