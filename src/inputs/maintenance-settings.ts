// Settings of a shared instance's maintenance: the Apply Updates endpoint. A leaf module: the
// flow and the report import these types only.
import type { EntityTarget } from '../api/types.js'

/** What readSettings adds to Settings for these features (absent = off). */
export interface MaintenanceOptions {
  /**
   * `maintenance-endpoint`: the Web Service Endpoint over Apply Updates (SM203510) with the
   * actions scheduleLockoutCommand, stopLockoutCommand and restartApplicationCommand mapped.
   */
  maintenanceEndpoint?: EntityTarget
}
