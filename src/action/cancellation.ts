// A cancelled job: the runner sends SIGINT, SIGTERM 7.5 s later, then SIGKILL. The step stops its
// work at the next safe point, says so, and leaves in time even when a request is in flight.
import * as log from './log.js'
import { host } from '../host/host.js'

// After the signal, how long an in-flight request may keep the step alive.
const GRACE_MS = 3000

export interface Cancellation {
  /** Aborted when SIGINT, SIGTERM or SIGHUP comes. */
  signal: AbortSignal
  /** The signal that came, if one did. */
  received(): NodeJS.Signals | undefined
}

/**
 * Listens for the runner's cancellation. `stopping` is the warning when the signal comes;
 * `inFlight` reports (outputs, the failure line) when the grace time is over and the step has not
 * ended by itself, just before it exits with code 1.
 */
export function watchCancellation(options: {
  stopping: string
  inFlight: (signal: NodeJS.Signals) => void
}): Cancellation {
  const controller = new AbortController()
  let received: NodeJS.Signals | undefined
  const onSignal = (signal: NodeJS.Signals): void => {
    if (received) return
    received = signal
    log.warning(`Received ${signal}: ${options.stopping}`)
    controller.abort()
    setTimeout(() => {
      options.inFlight(signal)
      host().exit(1)
    }, GRACE_MS).unref()
  }
  process.on('SIGINT', onSignal)
  process.on('SIGTERM', onSignal)
  // A closed terminal (the command line over SSH) ends the run as a cancellation: without a
  // handler, SIGHUP would end the process with the API session still open.
  process.on('SIGHUP', onSignal)
  return { signal: controller.signal, received: () => received }
}
