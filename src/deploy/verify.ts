// The verification after a completed publish: the site answers `GET /entity` again, the
// projects of the publish are listed by getPublished (with a new session when the restart ended
// the run's one: the old one logged out first, so that a run never holds two API seats), each
// verify-entities read answers rows and each verify-screens screen opens. Reads that answer as
// a site that needs one more restart until the deadline make the problem `needs-restart`.
// Everything within verify-timeout, counted from the end of the publish (or from a restart, or
// from the start of the command line's check). It records a VerificationReport; it never
// imports, publishes or restarts.
import { newestEndpoint, type InstanceInfo } from '../api/entity-answers.js'
import {
  ApiError,
  NeedsRestartError,
  RequestTimeoutError,
  SessionLostError,
  TransientError
} from '../api/errors.js'
import type { EntityTarget } from '../api/types.js'
import { Deadline } from '../retry/deadline.js'
import type { EntitySpec, VerifySettings } from '../inputs/verify-settings.js'
import type { Settings } from '../inputs/settings.js'
import type { DeployPorts } from './types.js'
import type { EntityCheck, VerificationReport } from './verify-types.js'

/** What the verification needs of the flow's ports (the CLI's verify command gives only these). */
export type VerifyPorts = Pick<DeployPorts, 'api' | 'log' | 'sleep' | 'now' | 'signal'>

/** What the verification needs of the settings. */
export type VerifyTiming = Pick<Settings, 'pollIntervalSeconds'>

export interface SiteWait {
  info?: InstanceInfo
  seconds: number
  lastAnswer: string
}

/**
 * Polls `GET /entity` every poll-interval until it answers JSON of either form, or `deadline`.
 * Everything else (refused, reset, 5xx, a web page, no answer in time) means "not yet".
 */
export async function waitForSite(
  ports: VerifyPorts,
  settings: VerifyTiming,
  since: number,
  deadline: number
): Promise<SiteWait> {
  const until = new Deadline(deadline, ports)
  const seconds = (): number => (ports.now() - since) / 1000
  let lastAnswer = 'no answer yet'
  let told = false
  for (;;) {
    if (until.passed()) return { seconds: seconds(), lastAnswer }
    try {
      const info = await ports.api.readInstance(until.left())
      return { info, seconds: seconds(), lastAnswer }
    } catch (error) {
      if (ports.signal?.aborted) throw error
      lastAnswer = error instanceof Error ? error.message : String(error)
      if (!told) ports.log.event({ kind: 'site-waiting', reason: lastAnswer })
      told = true
    }
    await until.pause(settings.pollIntervalSeconds * 1000)
  }
}

export interface VerifyHooks {
  login(): Promise<void>
  /** What `since` is, for the words: the end of the publish (default), a restart, a check's start. */
  since?: 'restart' | 'check'
}

export async function verifyPublish(
  settings: VerifyTiming,
  verify: VerifySettings,
  projectNames: readonly string[],
  publishEndedAt: number,
  ports: VerifyPorts,
  hooks: VerifyHooks & {
    /** Why GET /entity gave nothing before the deploy (then it is not waited for now). */
    unreadable?: string
  }
): Promise<VerificationReport> {
  const { api, log } = ports
  const deadline = new Deadline(publishEndedAt + verify.timeoutSeconds * 1000, ports)
  const report: VerificationReport = {
    loggedInAgain: false,
    entities: verify.entities.map((spec): EntityCheck => ({
      line: spec.line,
      state: 'not-read',
      attempts: 0
    })),
    screens: verify.screens.map((id): EntityCheck => ({
      line: id,
      target: id,
      state: 'not-read',
      attempts: 0
    }))
  }

  // An instance (or a proxy in front of it) that never answered GET /entity cannot be waited
  // for with it: the published list, retried until the deadline, then stands for the site.
  const site: SiteWait = hooks.unreadable
    ? { info: { endpoints: [] }, seconds: NaN, lastAnswer: hooks.unreadable }
    : await waitForSite(ports, settings, publishEndedAt, deadline.at)
  if (hooks.unreadable) {
    report.siteCheckSkipped = hooks.unreadable
    log.event({ kind: 'site-check-skipped', reason: hooks.unreadable })
  } else if (!site.info) {
    report.problem = {
      kind: 'site-not-ready',
      timeoutSeconds: verify.timeoutSeconds,
      lastAnswer: site.lastAnswer
    }
    return report
  }
  const info = site.info!
  if (!hooks.unreadable) {
    report.siteReadySeconds = site.seconds
    if (info.build) report.build = info.build
    log.event({
      kind: 'site-ready',
      seconds: site.seconds,
      build: info.build,
      ...(hooks.since ? { since: hooks.since } : {})
    })
  }

  /** The run's session, or one new login after the old one is logged out. */
  const withSession = async <T>(call: () => Promise<T>): Promise<T> => {
    try {
      return await call()
    } catch (error) {
      if (!(error instanceof SessionLostError)) throw error
      log.event({ kind: 'verify-session-ended', reason: error.message })
      // The client's login releases the old session first: never two API seats at once.
      await hooks.login()
      report.loggedInAgain = true
      return call()
    }
  }

  let listed: string[] | undefined
  try {
    // Retried every poll-interval while it fails transiently (5xx, no answer), until the deadline.
    listed = await deadline.retry(
      () => withSession(() => api.getPublished(Math.max(1, deadline.left()))),
      {
        intervalMs: settings.pollIntervalSeconds * 1000,
        retryable: error =>
          error instanceof TransientError && !deadline.passed() && !ports.signal?.aborted
      }
    )
  } catch (error) {
    report.problem = {
      kind: 'error',
      message: error instanceof Error ? error.message : String(error)
    }
    return report
  }
  if (listed === undefined) {
    report.publishedUnavailable = true
    log.event({ kind: 'verify-published-unavailable' })
  } else {
    report.listed = listed
    const missing = projectNames.filter(
      name => !listed!.some(l => l.toLowerCase() === name.toLowerCase())
    )
    if (missing.length > 0) {
      report.problem = { kind: 'not-listed', names: missing }
      return report
    }
    if (projectNames.length > 0) log.event({ kind: 'verify-listed', names: [...projectNames] })
  }

  for (const [index, spec] of verify.entities.entries()) {
    const check = report.entities[index]
    const target = targetOf(spec, info)
    if (!target) {
      report.problem = { kind: 'no-endpoint', line: spec.line, endpoint: 'Default' }
      return report
    }
    check.target = `${target.endpoint}/${target.version}/${target.entity}`
    const timedOut = await readUntilAnswered(ports, settings, deadline, check, hooks, report, {
      kind: 'entity',
      read: withinMs => api.readEntity(target, withinMs)
    })
    if (check.state !== 'answered') {
      report.problem = check.needsRestart
        ? { kind: 'needs-restart', check, screen: false }
        : { kind: 'entity-failed', check, timedOut }
      return report
    }
  }

  for (const check of report.screens) {
    const timedOut = await readUntilAnswered(ports, settings, deadline, check, hooks, report, {
      kind: 'screen',
      read: withinMs => api.readScreen(check.line, withinMs)
    })
    if (check.state !== 'answered') {
      report.problem = check.needsRestart
        ? { kind: 'needs-restart', check, screen: true }
        : { kind: 'screen-failed', check, timedOut }
      return report
    }
  }
  // No GET /entity, no getPublished, no entity to read and no screen to open: `verify: true`
  // checked nothing.
  if (
    hooks.unreadable &&
    listed === undefined &&
    verify.entities.length === 0 &&
    verify.screens.length === 0
  ) {
    report.checkedNothing = true
    log.event({ kind: 'verify-checked-nothing' })
  }
  return report
}

/** The endpoint of one line: as written, or the newest Default the instance lists. */
function targetOf(spec: EntitySpec, info: InstanceInfo): EntityTarget | undefined {
  if (spec.endpoint && spec.version) {
    return { endpoint: spec.endpoint, version: spec.version, entity: spec.entity }
  }
  const endpoint = newestEndpoint(info.endpoints, 'Default')
  return endpoint && { endpoint: endpoint.name, version: endpoint.version, entity: spec.entity }
}

/**
 * One entity read or screen, retried through 401 (a new login, the old session logged out
 * first) and 5xx, no answer or an answer of a site that needs one more restart, until the
 * deadline. A screen that shows the sign-in page again after the new login fails. Returns true
 * when it ran out of time.
 */
async function readUntilAnswered(
  ports: VerifyPorts,
  settings: VerifyTiming,
  deadline: Deadline,
  check: EntityCheck,
  hooks: VerifyHooks,
  report: VerificationReport,
  what: { kind: 'entity' | 'screen'; read: (withinMs: number) => Promise<void> }
): Promise<boolean> {
  const { log } = ports
  // One new login per read at most: a read that keeps answering 401 is then only retried.
  let loggedIn = false
  for (;;) {
    check.attempts++
    try {
      await what.read(Math.max(1, deadline.left()))
      check.state = 'answered'
      delete check.needsRestart
      log.event(
        what.kind === 'entity'
          ? { kind: 'entity-answered', target: check.target! }
          : { kind: 'screen-opened', target: check.target! }
      )
      return false
    } catch (error) {
      if (ports.signal?.aborted) throw error
      // A read cut short by the end of verify-timeout says nothing new of the entity: the
      // failure an earlier attempt got (the instance's own words) is the one to report.
      if (
        error instanceof RequestTimeoutError &&
        check.message !== undefined &&
        deadline.passed()
      ) {
        return true
      }
      check.state = 'failed'
      check.message = error instanceof Error ? error.message : String(error)
      const said = error instanceof ApiError ? error.serverMessages[0] : undefined
      if (said) check.serverMessage = said
      else delete check.serverMessage
      if (error instanceof NeedsRestartError) check.needsRestart = true
      else delete check.needsRestart
      const retryable = error instanceof SessionLostError || error instanceof TransientError
      if (!retryable) return false
      if (what.kind === 'screen' && error instanceof SessionLostError && loggedIn) return false
      if (deadline.passed()) return true
      log.event({
        kind: what.kind === 'entity' ? 'entity-retry' : 'screen-retry',
        target: check.target!,
        attempt: check.attempts,
        reason: check.message
      })
      if (error instanceof SessionLostError && !loggedIn) {
        loggedIn = true
        log.event({ kind: 'verify-session-ended', reason: error.message })
        await hooks.login()
        report.loggedInAgain = true
      } else {
        await deadline.pause(settings.pollIntervalSeconds * 1000)
      }
      if (deadline.passed()) return true
    }
  }
}
