// A cancelled job: the runner sends SIGINT, SIGTERM 7.5 s later, then SIGKILL. The command stops its
// work at the next safe point, says so, and leaves in time even when a request is in flight.
import type { CancelSignal, Runner, CommandResult } from './runner.js'
import { safeLog } from './log.js'

// After the signal, how long an in-flight request may keep the command alive.
const GRACE_MS = 3000

export interface Cancellation {
  /** Aborted when SIGINT, SIGTERM or SIGHUP comes. */
  signal: AbortSignal
  /** The signal that came, if one did. */
  received(): CancelSignal | undefined
  /**
   * The command has ended: its signal listeners are removed (a process may run several) and
   * a pending abandon is dropped (the command's own result stands).
   */
  dispose(): void
}

/** What a command says when a signal comes, and its result if it has not ended after the grace. */
export interface CancelWords {
  stopping: string
  inFlight: (signal: CancelSignal) => CommandResult
  /**
   * A call the command must see answered before it is abandoned (the lockout's schedule: a stop
   * sent before it lands would leave users locked out); bounded by its own request-timeout.
   */
  holdFor?: () => Promise<unknown> | undefined
}

/**
 * Listens for the runner's cancellation. `stopping` is the warning when the signal comes;
 * `inFlight` is the command's result when the grace time is over and it has not ended by
 * itself: the runner abandons the command with it. Without words, the signal only aborts.
 */
export function watchCancellation(runner: Runner, options?: CancelWords): Cancellation {
  const controller = new AbortController()
  let received: CancelSignal | undefined
  let abandon: NodeJS.Timeout | undefined
  let disposed = false
  const giveUp = (signal: CancelSignal, options: CancelWords): void => {
    const hold = options.holdFor?.()
    if (hold === undefined) {
      runner.abandon(options.inFlight(signal))
      return
    }
    // Once the call is answered the step gets its grace time again to end by itself.
    void hold.then(
      () => !disposed && (abandon = setTimeout(() => giveUp(signal, options), GRACE_MS).unref()),
      () => !disposed && (abandon = setTimeout(() => giveUp(signal, options), GRACE_MS).unref())
    )
  }
  const stopListening = runner.onCancel(signal => {
    if (received) return
    received = signal
    if (options) safeLog(runner).warning(`Received ${signal}: ${options.stopping}`)
    controller.abort()
    if (options) abandon = setTimeout(() => giveUp(signal, options), GRACE_MS).unref()
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
