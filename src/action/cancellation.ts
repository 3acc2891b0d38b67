// A cancelled job: the runner sends SIGINT, SIGTERM 7.5 s later, then SIGKILL. The step stops its
// work at the next safe point, says so, and leaves in time even when a request is in flight.
import type { CancelSignal, Runner, StepResult } from '../runner/runner.js'
import { safeLog } from './log.js'

// After the signal, how long an in-flight request may keep the step alive.
const GRACE_MS = 3000

export interface Cancellation {
  /** Aborted when SIGINT, SIGTERM or SIGHUP comes. */
  signal: AbortSignal
  /** The signal that came, if one did. */
  received(): CancelSignal | undefined
  /**
   * The step has ended: its signal listeners are removed (a process may run several steps) and
   * a pending abandon is dropped (the step's own result stands).
   */
  dispose(): void
}

/**
 * Listens for the runner's cancellation. `stopping` is the warning when the signal comes;
 * `inFlight` is the step's result when the grace time is over and the step has not ended by
 * itself: the runner abandons the step with it.
 */
export function watchCancellation(
  runner: Runner,
  options: {
    stopping: string
    inFlight: (signal: CancelSignal) => StepResult
    /**
     * A call the step must see answered before it is abandoned (the lockout's schedule: a stop
     * sent before it lands would leave users locked out); bounded by its own request-timeout.
     */
    holdFor?: () => Promise<unknown> | undefined
  }
): Cancellation {
  const controller = new AbortController()
  let received: CancelSignal | undefined
  let abandon: NodeJS.Timeout | undefined
  let disposed = false
  const giveUp = (signal: CancelSignal): void => {
    const hold = options.holdFor?.()
    if (hold === undefined) {
      runner.abandon(options.inFlight(signal))
      return
    }
    // Once the call is answered the step gets its grace time again to end by itself.
    void hold.then(
      () => !disposed && (abandon = setTimeout(() => giveUp(signal), GRACE_MS).unref()),
      () => !disposed && (abandon = setTimeout(() => giveUp(signal), GRACE_MS).unref())
    )
  }
  const stopListening = runner.onCancel(signal => {
    if (received) return
    received = signal
    safeLog(runner).warning(`Received ${signal}: ${options.stopping}`)
    controller.abort()
    abandon = setTimeout(() => giveUp(signal), GRACE_MS).unref()
  })
  return {
    signal: controller.signal,
    received: () => received,
    dispose: () => {
      disposed = true
      stopListening()
      clearTimeout(abandon)
    }
  }
}
