// lockout-notice-minutes (docs/fleet.md): the lockout is scheduled that many minutes ahead, so
// users see it pending with its reason, and the run waits until it starts before the first
// Import. A cancel during the wait ends the run as cancelled; the deploy then stops the lockout
// it scheduled (stopLockoutCommand), as after any other end.
import type { Settings } from '../inputs/settings.js'
import type { DeployPorts, DeployResult, PhaseName } from './types.js'

/** What of the Run (run.ts) this needs: run.ts calls it, so it is not imported from there. */
interface NoticeRun {
  settings: Settings
  ports: DeployPorts
  result: DeployResult
  timed<T>(name: PhaseName, work: () => Promise<T>): Promise<T>
  checkCancelled(): void
}

/** The lockout's start: now, or the notice's minutes ahead. */
export function lockoutStart(run: NoticeRun): number {
  return run.ports.now() + noticeMs(run)
}

function noticeMs(run: NoticeRun): number {
  return (run.settings.lockoutNoticeMinutes ?? 0) * 60_000
}

/** Waits until the scheduled lockout starts (nothing to wait without a notice). */
export async function waitForLockoutStart(run: NoticeRun): Promise<void> {
  const { ports, result, settings } = run
  const startsAt = result.lockout?.startsAt
  const minutes = settings.lockoutNoticeMinutes ?? 0
  if (result.lockout?.lockedAt === undefined || startsAt === undefined || minutes === 0) return
  await run.timed('Wait for the lockout notice', async () => {
    const left = startsAt - ports.now()
    if (left > 0) {
      try {
        await ports.sleep(left, ports.signal)
      } catch (error) {
        // An aborted sleep is the cancellation, told as one by the check below.
        if (!ports.signal?.aborted) throw error
      }
    }
    run.checkCancelled()
    ports.log.event({ kind: 'lockout-notice-over', minutes })
  })
}
