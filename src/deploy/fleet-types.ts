// Shapes of a deploy among many instances (docs/fleet.md): the window, the lockout notice, the
// stamp and drift. What the flow records as data for the report to word (src/report/fleet-text.ts).
import type { ProjectChanges } from '../changes/compare.js'
import type { OnDrift } from '../inputs/fleet-settings.js'

/** Where the package came from, for the stamp and the result file. */
export interface RunOrigin {
  /** `owner/repo`, when known. */
  repository?: string
  /** The full commit id of the checkout, when known. */
  commit?: string
  /** The workflow run's id (`local` off a runner). */
  runId: string
  /** The workflow run's page, when there is one. */
  runUrl?: string
}

/** The window check: inside (the run went on) or outside (nothing was sent). */
export interface WindowReport {
  /** The window as written. */
  window: string
  /** When it was checked (ms since the epoch). */
  checkedAt: number
  open: boolean
  /** Outside: when the next window opens (ms), and in the window's own zone's words. */
  nextOpening?: number
  nextOpeningText?: string
}

/** Drift of one project: the stored project against the newest verified deploy of it here. */
export type DriftProject =
  /** The same; `holdsPackage`: the stored project already holds this run's package. */
  | { project: string; status: 'same'; holdsPackage?: boolean }
  /** The stored project differs; `changes` from the deployed version to it when the ledger kept the items. */
  | { project: string; status: 'drifted'; changes?: ProjectChanges }
  /** Not checked: no ledger entry, no stored project, an entry older than drift, no ledger answer. */
  | {
      project: string
      status: 'unchecked'
      why:
        | 'no-entry'
        | 'no-ledger'
        | 'no-backup'
        | 'first-deploy'
        | 'old-entry'
        | 'unavailable'
        | 'unreadable'
      reason?: string
    }

export interface DriftReport {
  onDrift: OnDrift
  projects: DriftProject[]
}

/** Events of this part of the flow, worded by src/report/fleet-text.ts. */
export type FleetEvent =
  | { kind: 'window-open'; window: string }
  | { kind: 'window-closed'; report: WindowReport }
  | { kind: 'lockout-pending'; endpoint: string; reason: string; minutes: number; startsAt: number }
  | { kind: 'lockout-notice-over'; minutes: number }
  | { kind: 'drift-checked'; project: DriftProject; onDrift: OnDrift }
  | { kind: 'stamp-unknown'; missing: string }

const FLEET_EVENTS: ReadonlySet<string> = new Set<FleetEvent['kind']>([
  'window-open',
  'window-closed',
  'lockout-pending',
  'lockout-notice-over',
  'drift-checked',
  'stamp-unknown'
])

export function isFleetEvent(event: { kind: string }): event is FleetEvent {
  return FLEET_EVENTS.has(event.kind)
}
