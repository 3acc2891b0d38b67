// Settings of a deploy among many instances (docs/fleet.md): its inventory name, where its
// result file goes, its window, the lockout notice, the stamp and what drift does. A leaf
// module: the flow and the report import these types only.
import type { DeployWindow } from './window.js'

export type OnDrift = 'fail' | 'warn' | 'overwrite'

/** What readSettings adds to Settings for these features (all optional: hand-made settings). */
export interface FleetOptions {
  /** `instance-name`: the instance's inventory name (default: base-url's host). */
  instanceName?: string
  /** `result-file` as given ('' or unset: the default place, see fleet/result-file.ts). */
  resultFile?: string
  /** `window`: outside it nothing is sent and the run ends `outside-window`. */
  window?: DeployWindow
  /** `lockout-notice-minutes`: the lockout scheduled this many minutes ahead (0: at once). */
  lockoutNoticeMinutes?: number
  /** `stamp`: the Import's projectDescription says where the package came from. */
  stamp?: boolean
  /** `on-drift` (default fail). */
  onDrift?: OnDrift
}
