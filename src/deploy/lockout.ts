// Users locked out (all but administrators) through the team's Apply Updates endpoint while the
// packages go in: scheduled after the backups and before the first Import (a removal: before its
// publish), stopped once the verification, the rollback or the restore has ended. The post step
// (or the command line's exit) stops a lockout the run left on; see steps/post-step.ts.
import { ApiError } from '../api/errors.js'
import type { Settings } from '../inputs/settings.js'
import { causeOf, DeployStop } from './stop.js'
import type { DeployPorts, DeployResult } from './types.js'

/** Locks users out, or stops the run (`lockout-failed`) before anything is imported. */
export async function lockUsersOut(
  settings: Settings,
  ports: DeployPorts,
  result: DeployResult,
  /** When the lockout starts (ms): later than now with lockout-notice-minutes (notice.ts). */
  at: number = ports.now()
): Promise<void> {
  const maintenance = ports.maintenance
  if (!settings.lockout || !maintenance) return
  const { reason } = settings.lockout
  const pending = at > ports.now()
  result.lockout = { endpoint: maintenance.endpoint, reason, ...(pending ? { startsAt: at } : {}) }
  // Saved first: a kill while the call is on its way must still end in a stop.
  ports.lockoutChanged?.(true)
  try {
    await maintenance.scheduleLockoutCommand(reason, new Date(at))
  } catch (error) {
    const cause = causeOf(error)
    result.lockout.scheduleFailed = cause.message
    // An answer that refused it locked no one out. Without an answer it may have: the saved
    // flag stays on, and the post step stops it.
    if (error instanceof ApiError && error.status !== undefined && error.status !== 202) {
      ports.lockoutChanged?.(false)
    }
    throw new DeployStop({ kind: 'lockout-failed', endpoint: maintenance.endpoint, cause })
  }
  result.lockout.lockedAt = ports.now()
  ports.log.event(
    pending
      ? {
          kind: 'lockout-pending',
          endpoint: maintenance.endpoint,
          reason,
          minutes: settings.lockoutNoticeMinutes ?? 0,
          startsAt: at
        }
      : { kind: 'lockout-scheduled', endpoint: maintenance.endpoint, reason }
  )
}

/**
 * Lets users back in when this run locked them out. A failure is recorded (the step fails,
 * naming Apply Updates) and the saved flag stays on, so the post step tries once more.
 */
export async function letUsersBackIn(ports: DeployPorts, result: DeployResult): Promise<void> {
  const lockout = result.lockout
  const maintenance = ports.maintenance
  if (!lockout || lockout.lockedAt === undefined || lockout.unlockedAt !== undefined) return
  if (!maintenance) return
  try {
    await maintenance.stopLockoutCommand()
  } catch (error) {
    lockout.stopFailed = causeOf(error).message
    ports.log.event({
      kind: 'lockout-stop-failed',
      endpoint: maintenance.endpoint,
      reason: lockout.stopFailed
    })
    return
  }
  lockout.unlockedAt = ports.now()
  ports.lockoutChanged?.(false)
  ports.log.event({
    kind: 'lockout-stopped',
    endpoint: maintenance.endpoint,
    seconds: (lockout.unlockedAt - lockout.lockedAt) / 1000
  })
}
