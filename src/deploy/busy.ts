// Another publish on the instance: Acumatica runs one at a time (its "logical lock"), and an
// Import during another session's publish can corrupt a project. Right after login, before the
// first getProject or Import, publishEnd is asked once: a running publish (not completed, not
// failed, with a log) is waited for, up to busy-timeout; anything the probe cannot read is an info
// line and a row of the summary, and the deploy goes on. Nothing here is decided from the instance's words.
import { ApiError, SessionLostError } from '../api/errors.js'
import type { PublishEndAnswer } from '../api/types.js'
import type { Settings } from '../inputs/settings.js'
import { Deadline } from '../retry/deadline.js'
import { causeOf, DeployStop } from './stop.js'
import type { DeployPorts } from './types.js'
import type { BusyReport } from './shared-types.js'

/** A running publish says so once a minute while the run waits. */
const SAY_EVERY_MS = 60_000

export interface BusyHooks {
  /** Logs in again: the other publish's restart ends every session. */
  login(): Promise<void>
  /** Runs the wait as a phase of its own (only when there is one). */
  phase<T>(work: () => Promise<T>): Promise<T>
}

/**
 * Waits while another publish runs. Resolves with what it found; throws DeployStop `busy` when
 * the publish outlasts busy-timeout (nothing of this run is on the instance then).
 */
export async function waitWhileBusy(
  settings: Settings,
  ports: DeployPorts,
  hooks: BusyHooks
): Promise<BusyReport> {
  const { api, log } = ports
  const timeoutSeconds = settings.busyTimeoutSeconds ?? 600
  // A publishEnd answer never takes longer than publish-timeout allows a poll, the probe's neither.
  const requestMs = Math.min(settings.requestTimeoutSeconds, settings.publishTimeoutSeconds) * 1000
  let first: PublishEndAnswer
  try {
    first = await api.publishProbe(requestMs)
  } catch (error) {
    // The status says enough; the body of an error page is not worth a notice's length.
    const reason =
      error instanceof ApiError && error.status !== undefined
        ? `publishEnd answered HTTP ${error.status}`
        : causeOf(error).message
    log.event({ kind: 'busy-unknown', reason })
    return { found: 'unknown', waitedSeconds: 0, reason }
  }
  if (!isRunning(first)) {
    log.event({ kind: 'busy-idle' })
    return { found: 'idle', waitedSeconds: 0 }
  }
  return hooks.phase(() => waitFor(first, settings, ports, hooks, timeoutSeconds, requestMs))
}

async function waitFor(
  first: PublishEndAnswer,
  settings: Settings,
  ports: DeployPorts,
  hooks: BusyHooks,
  timeoutSeconds: number,
  requestMs: number
): Promise<BusyReport> {
  const { api, log } = ports
  const started = ports.now()
  const deadline = new Deadline(started + timeoutSeconds * 1000, ports)
  let lastMessage = lastMessageOf(first)
  let saidAt = started
  const waited = (): number => (ports.now() - started) / 1000
  log.event({ kind: 'busy-waiting', timeoutSeconds, lastMessage, waitedSeconds: 0 })
  const busy = (): DeployStop =>
    new DeployStop(
      { kind: 'busy', timeoutSeconds, ...(lastMessage ? { lastMessage } : {}) },
      undefined,
      'busy'
    )
  if (timeoutSeconds === 0) throw busy()

  let sessionLost = false
  const poll = async (): Promise<'completed' | 'failed' | 'idle'> => {
    let answer: PublishEndAnswer | undefined
    try {
      answer = await api.publishProbe(Math.max(1, Math.min(requestMs, deadline.left())))
    } catch (error) {
      // The other publish's restart ends the session, and the site answers 5xx meanwhile:
      // waiting goes on (a lost session is mended before the next poll).
      if (error instanceof SessionLostError) sessionLost = true
      else log.event({ kind: 'busy-poll-fault', reason: causeOf(error).message })
    }
    if (answer !== undefined) {
      if (!isRunning(answer)) return answer.state === 'running' ? 'idle' : answer.state
      lastMessage = lastMessageOf(answer) ?? lastMessage
    }
    if (deadline.passed()) throw busy()
    if (ports.now() - saidAt >= SAY_EVERY_MS) {
      saidAt = ports.now()
      log.event({ kind: 'busy-waiting', timeoutSeconds, lastMessage, waitedSeconds: waited() })
    }
    throw new StillBusy()
  }
  let state: 'completed' | 'failed' | 'idle'
  try {
    // The probe has just answered: the first poll comes a poll-interval later.
    await deadline.pause(settings.pollIntervalSeconds * 1000)
    state = await deadline.retry(poll, {
      intervalMs: settings.pollIntervalSeconds * 1000,
      retryable: error => error instanceof StillBusy,
      onRetry: async () => {
        if (!sessionLost) return
        sessionLost = false
        await hooks.login()
      }
    })
  } catch (error) {
    if (ports.signal?.aborted && !(error instanceof DeployStop)) {
      throw new DeployStop({ kind: 'cancelled' }, undefined, 'cancelled')
    }
    throw error
  }
  log.event({ kind: 'busy-ended', waitedSeconds: waited(), state })
  // A publish that completed restarted the application: this run's session ended with it.
  await hooks.login()
  return { found: 'running', waitedSeconds: waited(), ...(lastMessage ? { lastMessage } : {}) }
}

/** Not completed, not failed, and a log: a publish is running (`{}` or `false` alone is not). */
function isRunning(answer: PublishEndAnswer): boolean {
  return answer.state === 'running' && answer.log.length > 0
}

function lastMessageOf(answer: PublishEndAnswer): string | undefined {
  const message = answer.log.at(-1)?.message.trim()
  return message ? message : undefined
}

class StillBusy extends Error {}
