// The exit code of a run, from its result: 0 for the results that leave nothing to do
// (published, validated, unchanged, planned), one code per other known result, and 1 for a
// failure or any result this version does not know.
export const EXIT = {
  ok: 0,
  failed: 1,
  usage: 2,
  timedOut: 3,
  rolledBack: 4,
  unverified: 5,
  busy: 6,
  needsRestart: 7,
  /** Outside the deploy window: nothing was sent (not a failure; the next run deploys). */
  outsideWindow: 8,
  /** on-drift: fail found the project changed on the instance: nothing was imported. */
  drift: 9,
  cancelled: 130
} as const

// `verified`: the command line's verify passed; `rehearsed`: the rehearsal's set validated.
const SUCCESS = new Set([
  'published',
  'validated',
  'unchanged',
  'planned',
  'removed',
  'verified',
  'rehearsed'
])

export function exitCodeOf(result: string | undefined): number {
  if (result !== undefined && SUCCESS.has(result)) return EXIT.ok
  switch (result) {
    case 'timed-out':
      return EXIT.timedOut
    case 'rolled-back':
      return EXIT.rolledBack
    case 'unverified':
      return EXIT.unverified
    case 'needs-restart':
      return EXIT.needsRestart
    case 'busy':
      return EXIT.busy
    case 'outside-window':
      return EXIT.outsideWindow
    case 'drift':
      return EXIT.drift
    case 'cancelled':
      return EXIT.cancelled
    default:
      return EXIT.failed
  }
}
