// Users locked out (all but administrators) through the team's Apply Updates endpoint while the
// packages go in: scheduled after the backups and before the first Import (a removal: before its
// publish), stopped once the verification, the rollback or the restore has ended.
//
// From the moment scheduleLockoutCommand is sent the lockout is *possibly on*, whatever comes
// back (a 202 whose status poll fails, a proxy's 5xx or a reset on the POST, a timeout): only a
// stop that succeeded clears it. A stop when no lockout exists does no harm, so a schedule the
// instance refused is stopped too. The saved flag (ports.lockoutChanged) tells the post step (or
// the command line's exit) to stop a lockout the run could not; see src/commands/post.ts.
import {
  AccountLockedError,
  BadCredentialsError,
  MaintenanceError,
  PasswordChangeError,
  UnknownTenantError
} from '../api/errors.js'
import type { MaintenanceApi } from '../api/types.js'
import type { Settings } from '../inputs/settings.js'
import { causeOf, DeployStop } from './stop.js'
import type { DeployPorts, DeployResult } from './types.js'

/** How long a stop waits for a restarting site when the settings do not say (verify-timeout's default). */
const STOP_TIMEOUT_SECONDS = 600

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
  // Possibly on from here: saved first, so a kill while the call is on its way ends in a stop.
  result.lockout = {
    endpoint: maintenance.endpoint,
    reason,
    sentAt: ports.now(),
    ...(pending ? { startsAt: at } : {})
  }
  ports.lockoutChanged?.(true)
  try {
    await maintenance.scheduleLockoutCommand(reason, new Date(at))
  } catch (error) {
    const cause = causeOf(error)
    result.lockout.scheduleFailed = cause.message
    // Refused by the instance itself: most likely no one is locked out, but the stop still goes.
    result.lockout.scheduleRefused = error instanceof MaintenanceError && error.answer === 'refused'
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
 * Lets users back in while the lockout is possibly on: the stop waits for a restarting site up
 * to verify-timeout. A failure is recorded (the run fails, naming Apply Updates) and the saved
 * flag stays on, so the post step tries once more.
 */
export async function letUsersBackIn(
  settings: Settings,
  ports: DeployPorts,
  result: DeployResult,
  login: () => Promise<void>
): Promise<void> {
  const lockout = result.lockout
  const maintenance = ports.maintenance
  if (!lockout || lockout.unlockedAt !== undefined || !maintenance) return
  const timeoutSeconds = settings.lockout?.stopTimeoutSeconds ?? STOP_TIMEOUT_SECONDS
  try {
    await stopLockout(
      { maintenance, login, sleep: ms => ports.sleep(ms), now: () => ports.now() },
      {
        timeoutSeconds,
        intervalSeconds: settings.pollIntervalSeconds,
        onWaiting: reason =>
          ports.log.event({
            kind: 'lockout-stop-waiting',
            endpoint: maintenance.endpoint,
            reason,
            timeoutSeconds
          })
      }
    )
  } catch (error) {
    lockout.stopFailed = causeOf(error).message
    ports.lockoutChanged?.(true, true)
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
    seconds:
      (lockout.unlockedAt - (lockout.lockedAt ?? lockout.sentAt ?? lockout.unlockedAt)) / 1000,
    ...(lockout.lockedAt === undefined ? { unconfirmed: true } : {})
  })
}

/** What one stop needs: the endpoint, a login for when the site ended the session, a clock. */
interface StopPorts {
  maintenance: MaintenanceApi
  /** A new session (the old one logged out first) when the instance no longer knows the run's. */
  login(): Promise<void>
  sleep(ms: number): Promise<void>
  now(): number
}

interface StopOptions {
  /** Seconds the stop may wait for the site in all (verify-timeout). */
  timeoutSeconds: number
  /** Seconds between two tries (poll-interval). */
  intervalSeconds: number
  /** Told once, when the first try met a restarting site: why the stop waits. */
  onWaiting?(reason: string): void
}

// A login the instance refuses for good: waiting for the site does not change it.
const FINAL_LOGIN_ERRORS = [
  BadCredentialsError,
  AccountLockedError,
  PasswordChangeError,
  UnknownTenantError
]

/**
 * stopLockoutCommand until it succeeds. A site restarting (no answer, 5xx, a redirect, a web
 * page) is waited for and tried again until `timeoutSeconds`; a session it ended is replaced by a
 * new login. A refusal of the instance (4xx) is final. Throws the last error when it gives up.
 */
export async function stopLockout(ports: StopPorts, options: StopOptions): Promise<void> {
  const deadline = ports.now() + options.timeoutSeconds * 1000
  const intervalMs = Math.max(10, options.intervalSeconds * 1000)
  let needLogin = false
  let told = false
  for (;;) {
    let loggedInNow = false
    try {
      if (needLogin) {
        await ports.login()
        needLogin = false
        loggedInNow = true
      }
      await ports.maintenance.stopLockoutCommand()
      return
    } catch (error) {
      if (FINAL_LOGIN_ERRORS.some(kind => error instanceof kind)) throw error
      const answer = error instanceof MaintenanceError ? error.answer : 'unconfirmed'
      if (answer === 'refused') throw error
      // A lost session is replaced at once the first time; after a fresh login, the site waits.
      const atOnce = answer === 'session-lost' && !loggedInNow
      if (answer === 'session-lost') needLogin = true
      if (atOnce) continue
      if (ports.now() + intervalMs > deadline) throw error
      if (!told) {
        told = true
        options.onWaiting?.(causeOf(error).message)
      }
      await ports.sleep(intervalMs)
    }
  }
}
