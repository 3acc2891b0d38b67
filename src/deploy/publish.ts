// publishBegin once, then publishEnd until the publish (or validation) ends, fails or outlasts
// publish-timeout. publishBegin is never sent twice: a publish that may have started is asked
// about, not started again.
import { SessionLostError, TransientError } from '../api/errors.js'
import type { PublishBeginRequest, PublishEndAnswer } from '../api/types.js'
import type { Settings } from '../inputs/settings.js'
import { DeployStop, IMPORTED_ONLY } from './stop.js'
import { describeError, formatSeconds } from './text.js'
import type { DeployPorts, DeployResult, Outcome, PhaseName } from './types.js'

const STILL_VALIDATING = 'A validation may still be running; nothing is published by a validation.'
// After publishBegin fails without an answer, how many publishEnd answers to wait for before
// concluding the publish did not start.
const START_CONFIRMATION_POLLS = 3

export interface PublishHooks {
  login(): Promise<void>
  /** Told where the instance stands as the publish goes on. */
  setInstanceState(state: string): void
  /** Told whether a publish may be running on the instance now (no restore while it may). */
  mayBeRunning(running: boolean): void
}

export function publishBeginRequest(
  settings: Settings,
  projectNames: string[]
): PublishBeginRequest {
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
  const verb = settings.validateOnly ? 'Validation' : 'Publish'
  const phase: PhaseName = settings.validateOnly ? 'Validate' : 'Publish'
  let beginFault: string | undefined
  try {
    const entries = await api.publishBegin(publishBeginRequest(settings, result.projectNames))
    for (const entry of entries) log.publishLogEntry(entry, phase)
    log.info(`${verb} of ${result.projectNames.join(', ')} started.`)
  } catch (error) {
    // Refused: nothing started.
    if (!(error instanceof TransientError)) throw error
    // The instance may have started the publish before the answer was lost: never send
    // publishBegin twice; ask publishEnd what is going on.
    beginFault = error.message
    log.warning(
      `publishBegin got no usable answer (${error.message}). The ${verb.toLowerCase()} may have started: asking publishEnd before deciding.`
    )
  }
  hooks.mayBeRunning(true)
  hooks.setInstanceState(
    settings.validateOnly
      ? STILL_VALIDATING
      : 'The publish may still be running on the instance: check the Customization Projects screen before deploying again.'
  )

  const started = ports.now()
  const deadline = started + settings.publishTimeoutSeconds * 1000
  let shown = 0
  let unconfirmed = 0
  for (;;) {
    if (ports.signal?.aborted) {
      throw new DeployStop(
        `The run was cancelled while the ${verb.toLowerCase()} was running.`,
        settings.validateOnly
          ? 'A validation may still be running on the instance; nothing is published by a validation.'
          : 'The publish may still be running on the instance and will finish there: check the Customization Projects screen before deploying again.',
        'cancelled'
      )
    }
    let answer: PublishEndAnswer | undefined
    try {
      answer = await api.publishEnd()
    } catch (error) {
      if (error instanceof SessionLostError) {
        log.warning(`The API session was lost while polling (${error.message}); logging in again.`)
        await hooks.login()
        log.info('Logged in again; polling goes on.')
      } else {
        const transient = error instanceof TransientError
        if (!transient && beginFault === undefined) throw error
        if (transient) log.warning(`publishEnd: ${error.message}; polling goes on.`)
        // After a publishBegin fault, a refusal of publishEnd, or no answer in a few polls,
        // means the publish did not start.
        if (beginFault !== undefined && (!transient || ++unconfirmed >= START_CONFIRMATION_POLLS)) {
          hooks.mayBeRunning(false)
          throw new DeployStop(
            `publishBegin failed (${beginFault}) and publishEnd did not confirm a running ${verb.toLowerCase()} (${describeError(error)}): the ${verb.toLowerCase()} did not start. Re-run the workflow to publish.`,
            IMPORTED_ONLY
          )
        }
      }
    }
    if (answer !== undefined) {
      if (beginFault !== undefined) {
        log.info(
          `publishEnd answered: the ${verb.toLowerCase()} did start despite the publishBegin fault; following it.`
        )
        beginFault = undefined
      }
      if (answer.log.length < shown) shown = 0 // a new log (the server restarted it): show it whole
      for (const entry of answer.log.slice(shown)) log.publishLogEntry(entry, phase)
      shown = answer.log.length
      result.publishLog = answer.log
      if (answer.state !== 'running') hooks.mayBeRunning(false)
      if (answer.state === 'failed') {
        log.info(`${verb} failed after ${formatSeconds((ports.now() - started) / 1000)}.`)
        return 'failed'
      }
      if (answer.state === 'completed') {
        log.info(`${verb} completed in ${formatSeconds((ports.now() - started) / 1000)}.`)
        return settings.validateOnly ? 'validated' : 'published'
      }
    }
    if (ports.now() >= deadline) {
      throw new DeployStop(
        `The ${verb.toLowerCase()} did not end within publish-timeout (${formatSeconds(settings.publishTimeoutSeconds)}). The instance may still be publishing: check the Customization Projects screen, then re-run, or raise publish-timeout.`,
        settings.validateOnly
          ? STILL_VALIDATING
          : 'The publish may still be running and may yet complete or fail on the instance.',
        'timed-out'
      )
    }
    try {
      await ports.sleep(
        Math.min(settings.pollIntervalSeconds * 1000, Math.max(0, deadline - ports.now())),
        ports.signal
      )
    } catch {
      // Aborted: the loop's first check reports the cancellation.
    }
  }
}
