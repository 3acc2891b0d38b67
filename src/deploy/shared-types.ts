// Shapes of a shared instance's part of a deploy: another publish running (busy), the lockout
// through Apply Updates, and a removal. What the flow records as data for the report to word
// (src/report/shared-text.ts).

/** What the probe before the first Import found, and how long the run waited. */
export interface BusyReport {
  /** `running`: another publish was running at the probe; `idle`; `unknown`: the probe got no usable answer. */
  found: 'running' | 'idle' | 'unknown'
  /** Seconds the run waited for the other publish to end. */
  waitedSeconds: number
  /** The running publish's last log message (instance text), when there was one. */
  lastMessage?: string
  /** Why the probe could not tell (`publishEnd answered HTTP 500`), when `found` is `unknown`. */
  reason?: string
}

/** The lockout of users (Apply Updates) around the deploy. */
export interface LockoutReport {
  /** The endpoint, as maintenance-endpoint names it. */
  endpoint: string
  reason: string
  /** With lockout-notice-minutes: when the scheduled lockout starts (ms since the epoch). */
  startsAt?: number
  /**
   * When scheduleLockoutCommand was sent (ms since the epoch): from then on the lockout is
   * possibly on, whatever came back, until a stop succeeded (`unlockedAt`).
   */
  sentAt?: number
  /** When the instance confirmed the lockout, and when a stop succeeded (ms since the epoch). */
  lockedAt?: number
  unlockedAt?: number
  /** Why scheduling or stopping it failed. */
  scheduleFailed?: string
  /** The instance itself refused the schedule (a 4xx of the POST): most likely no one was locked out. */
  scheduleRefused?: boolean
  stopFailed?: string
}

/** A removal (`remove`): what it took out, what stays published. */
export interface RemovalReport {
  /** The projects removed (unpublished), as getPublished spelled them. */
  removed: string[]
  /** The projects published again without them (empty: unpublishAll). */
  kept: string[]
  /** True when nothing stayed published (unpublishAll). */
  unpublishedAll: boolean
}

/** Events of this part of the flow, worded by src/report/shared-text.ts. */
export type SharedEvent =
  | { kind: 'busy-idle' }
  /** The probe could not tell (404, 5xx, HTML, no answer): one notice, the deploy goes on. */
  | { kind: 'busy-unknown'; reason: string }
  | { kind: 'busy-waiting'; timeoutSeconds: number; lastMessage?: string; waitedSeconds: number }
  | { kind: 'busy-ended'; waitedSeconds: number; state: 'completed' | 'failed' | 'idle' }
  | { kind: 'busy-poll-fault'; reason: string }
  | { kind: 'lockout-scheduled'; endpoint: string; reason: string }
  /** `unconfirmed`: the schedule was never confirmed; the stop was sent to be sure. */
  | { kind: 'lockout-stopped'; endpoint: string; seconds: number; unconfirmed?: true }
  /** The stop met a restarting site: it waits and tries again up to `timeoutSeconds`. */
  | { kind: 'lockout-stop-waiting'; endpoint: string; reason: string; timeoutSeconds: number }
  | { kind: 'lockout-stop-failed'; endpoint: string; reason: string }
  | { kind: 'remove-planned'; removed: string[]; kept: string[] }

const SHARED_EVENTS: ReadonlySet<string> = new Set<SharedEvent['kind']>([
  'busy-idle',
  'busy-unknown',
  'busy-waiting',
  'busy-ended',
  'busy-poll-fault',
  'lockout-scheduled',
  'lockout-stopped',
  'lockout-stop-waiting',
  'lockout-stop-failed',
  'remove-planned'
])

export function isSharedEvent(event: { kind: string }): event is SharedEvent {
  return SHARED_EVENTS.has(event.kind)
}
