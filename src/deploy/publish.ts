// publishBegin once, then publishEnd until the publish (or validation) ends, fails or outlasts
// publish-timeout (the polls run through retry/deadline.ts, which also logs in again when the session
// is lost). publishBegin is never sent twice: a publish that may have started is asked about,
// not started again.
import { SessionLostError, TransientError } from '../api/errors.js'
import type { PublishBeginRequest, PublishEndAnswer } from '../api/types.js'
import type { Settings } from '../inputs/settings.js'
import { Deadline } from '../retry/deadline.js'
import { causeOf, DeployStop } from './stop.js'
import type { DeployPorts, DeployResult, InstanceState, Outcome, PhaseName } from './types.js'

// After publishBegin fails without an answer, how many publishEnd answers to wait for before
// concluding the publish did not start.
const START_CONFIRMATION_POLLS = 3

export interface PublishHooks {
  login(): Promise<void>
  /** Told where the instance stands as the publish goes on. */
  setInstanceState(state: InstanceState): void
  /** Told whether a publish may be running on the instance now (no restore while it may). */
  mayBeRunning(running: boolean): void
  /**
   * Told when the publishEnd that saw the publish complete was sent (ports.now()): the restart
   * began no later than that answer, so times counted from here include the whole restart.
   */
  completed?(askedAt: number): void
}

function publishBeginRequest(settings: Settings, projectNames: string[]): PublishBeginRequest {
  return {
    isMergeWithExistingPackages: settings.mergeWithExisting,
    isOnlyValidation: settings.validateOnly,
    isOnlyDbUpdates: settings.dbUpdatesOnly,
    projectNames,
    tenantMode: settings.tenantMode,
    ...(settings.tenantMode === 'List' ? { tenantLoginNames: settings.tenants } : {}),
    ...(settings.replayDbScripts ? { isReplayPreviouslyExecutedScripts: true } : {})
  }
}

export async function publish(
  settings: Settings,
  ports: DeployPorts,
  result: DeployResult,
  hooks: PublishHooks
): Promise<Outcome> {
  const { api, log } = ports
  const mode = result.mode
  const phase: PhaseName = settings.validateOnly ? 'Validate' : 'Publish'
  let beginFault: string | undefined
  try {
    const entries = await api.publishBegin(publishBeginRequest(settings, result.projectNames))
    for (const entry of entries) log.publishLogEntry(entry, phase)
    log.event({ kind: 'publish-started', mode, names: result.projectNames })
  } catch (error) {
    // Refused: nothing started.
    if (!(error instanceof TransientError)) throw error
    // The instance may have started the publish before the answer was lost: never send
    // publishBegin twice; ask publishEnd what is going on.
    beginFault = error.message
    log.event({ kind: 'publish-begin-fault', mode, reason: error.message })
  }
  hooks.mayBeRunning(true)
  hooks.setInstanceState({ kind: 'publish-may-run' })

  const started = ports.now()
  const deadline = new Deadline(started + settings.publishTimeoutSeconds * 1000, ports)
  let shown = 0
  let unconfirmed = 0
  const timedOut = (): DeployStop =>
    new DeployStop(
      { kind: 'publish-timeout', timeoutSeconds: settings.publishTimeoutSeconds },
      undefined,
      'timed-out'
    )

  /** One publishEnd: the outcome once the publish has ended; StillRunning to ask again. */
  const poll = async (): Promise<Outcome> => {
    let answer: PublishEndAnswer | undefined
    const askedAt = ports.now()
    try {
      // Bounded by what is left of publish-timeout too: a slow answer cannot hold the publish.
      answer = await api.publishEnd(Math.max(1, deadline.left()))
    } catch (error) {
      // A lost session is mended by the retry's re-login below, until the deadline.
      if (error instanceof SessionLostError) {
        if (deadline.passed()) throw timedOut()
        throw error
      }
      const transient = error instanceof TransientError
      if (!transient && beginFault === undefined) throw error
      if (transient) log.event({ kind: 'poll-fault', reason: error.message })
      // After a publishBegin fault, a refusal of publishEnd, or no answer in a few polls,
      // means the publish did not start.
      if (beginFault !== undefined && (!transient || ++unconfirmed >= START_CONFIRMATION_POLLS)) {
        hooks.mayBeRunning(false)
        throw new DeployStop(
          { kind: 'publish-not-started', beginFault, cause: causeOf(error) },
          { kind: 'imported' }
        )
      }
    }
    if (answer !== undefined) {
      if (beginFault !== undefined) {
        log.event({ kind: 'publish-confirmed', mode })
        beginFault = undefined
      }
      // Only entries past the longest log shown so far: a log that shrinks and grows again
      // (a restarted log, or an instance that alternates) is never printed a second time, so
      // the lines printed stay within the longest log read.
      for (const entry of answer.log.slice(shown)) log.publishLogEntry(entry, phase)
      shown = Math.max(shown, answer.log.length)
      result.publishLog = answer.log
      if (answer.state !== 'running') {
        hooks.mayBeRunning(false)
        const seconds = (ports.now() - started) / 1000
        log.event({ kind: 'publish-ended', mode, state: answer.state, seconds })
        if (answer.state === 'failed') return 'failed'
        hooks.completed?.(askedAt)
        return settings.validateOnly ? 'validated' : 'published'
      }
    }
    if (deadline.passed()) throw timedOut()
    throw new StillRunning()
  }

  try {
    // Every poll-interval, and once more at the deadline.
    return await deadline.retry(poll, {
      intervalMs: settings.pollIntervalSeconds * 1000,
      retryable: error => error instanceof StillRunning || error instanceof SessionLostError,
      onRetry: async ({ error }) => {
        if (!(error instanceof SessionLostError)) return
        log.event({ kind: 'session-lost', reason: error.message })
        // The login logs the old session out first (the API client does, for every login
        // again): a 401 or a login page may come from a proxy in front of a live session.
        await hooks.login()
        log.event({ kind: 'logged-in-again' })
      }
    })
  } catch (error) {
    if (ports.signal?.aborted && !(error instanceof DeployStop)) {
      throw new DeployStop({ kind: 'cancelled', whilePublishing: true }, undefined, 'cancelled')
    }
    throw error
  }
}

/** A publishEnd that said "still running" (or gave no usable answer): ask again after a wait. */
class StillRunning extends Error {}
