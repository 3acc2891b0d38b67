// What the phases of one run (a deploy or a removal) share, in one object rather than closures:
// the settings, the ports, the result they fill in, and what one phase leaves for a later one
// (a publish that may still run, when publishEnd said it ended, the published list asked once).
import { UnreachableError } from '../api/errors.js'
import * as session from '../api/session.js'
import type { ProjectSettings, Settings } from '../inputs/settings.js'
import { notePublished } from './backup.js'
import { waitWhileBusy } from './busy.js'
import { letUsersBackIn, lockUsersOut } from './lockout.js'
import { lockoutStart, waitForLockoutStart } from './notice.js'
import { causeOf, DeployStop } from './stop.js'
import type {
  DeployPorts,
  DeployResult,
  Failure,
  InstanceState,
  PhaseName,
  ProjectResult
} from './types.js'

export class Run {
  /** publishBegin was sent and publishEnd has not said the publish ended: nothing is put back. */
  publishMayRun = false
  /** When publishEnd said the publish completed (ports.now()): verify-timeout counts from it. */
  publishEndedAt: number | undefined
  private published: Promise<string[] | undefined> | undefined

  constructor(
    readonly settings: Settings,
    readonly ports: DeployPorts,
    readonly result: DeployResult
  ) {}

  /** One phase: grouped in the log, its seconds recorded whatever its end. */
  async timed<T>(name: PhaseName, work: () => Promise<T>): Promise<T> {
    const started = this.ports.now()
    try {
      return await this.ports.log.phase(name, work)
    } finally {
      this.result.phases.push({ name, seconds: (this.ports.now() - started) / 1000 })
    }
  }

  /** Between two steps: a cancellation ends the run as cancelled. */
  checkCancelled(): void {
    if (this.ports.signal?.aborted) {
      throw new DeployStop({ kind: 'cancelled' }, undefined, 'cancelled')
    }
  }

  /** The first login and every login again (the old session is logged out first). */
  readonly login = async (): Promise<void> => {
    const { api, log } = this.ports
    await session.logIn(api, this.settings, {
      signal: this.ports.signal,
      onRetry: retry => log.event({ kind: 'login-retry', ...retry }),
      onSession: cookie => this.ports.sessionStarted(cookie)
    })
  }

  /**
   * A new session for the lockout's stop when the site ended the run's: one attempt each time
   * (the stop itself waits and tries again), and not given the cancellation, which must not
   * keep users locked out.
   */
  readonly loginForStop = async (): Promise<void> => {
    await session.logIn(
      this.ports.api,
      { ...this.settings, loginAttempts: 1 },
      { onSession: cookie => this.ports.sessionStarted(cookie) }
    )
  }

  /** A phase threw: the outcome, the Failure and where the instance stands. */
  stoppedBy(error: unknown): void {
    const { result } = this
    const aborted = this.ports.signal?.aborted === true
    result.outcome = error instanceof DeployStop ? error.outcome : aborted ? 'cancelled' : 'failed'
    result.failure = failureOf(error, aborted)
    if (error instanceof DeployStop && error.instanceState) this.setState(error.instanceState)
  }

  setState(state: InstanceState): void {
    this.result.instanceState = state
  }

  /**
   * getPublished, asked once before the Import: it confirms a first deploy (the backup), lists
   * the projects published together, and is what a rollback publishes again.
   */
  readonly listPublished = (): Promise<string[] | undefined> =>
    (this.published ??= this.ports.api.getPublished().then(names => {
      if (names) this.result.published = names
      return notePublished(this.result.projects, names)
    }))

  /** `work` for each project in order, a cancellation checked after each. */
  async eachProject(
    work: (project: ProjectSettings, projectResult: ProjectResult) => Promise<void>
  ): Promise<void> {
    for (const [index, project] of this.settings.projects.entries()) {
      await work(project, this.result.projects[index])
      this.checkCancelled()
    }
  }
}

/** A caught error as a Failure: a stop says its own; a login that reached nothing is told apart. */
function failureOf(error: unknown, aborted: boolean): Failure {
  if (error instanceof DeployStop) return error.failure
  if (aborted) return { kind: 'cancelled' }
  if (error instanceof UnreachableError) return { kind: 'login-unreachable', cause: causeOf(error) }
  return { kind: 'error', cause: causeOf(error) }
}

// The phases a deploy and a removal both run, in this order.

export async function logIn(run: Run): Promise<void> {
  const { settings } = run
  await run.timed('Log in', async () => {
    await run.login()
    run.ports.log.event({
      kind: 'logged-in',
      baseUrl: settings.baseUrl,
      user: settings.credentials.name
    })
  })
  run.checkCancelled()
}

/**
 * Another publish (another session's, or an earlier run's that timed out) is waited for before
 * anything is read or imported. A dry run changes nothing and never asks publishEnd.
 */
export async function waitForOtherPublish(run: Run): Promise<void> {
  run.result.busy = await waitWhileBusy(run.settings, run.ports, {
    login: run.login,
    phase: work => run.timed('Wait for another publish', work)
  })
  run.checkCancelled()
}

export async function lockOut(run: Run): Promise<void> {
  if (!run.settings.lockout || !run.ports.maintenance) return
  await run.timed('Lock users out', () =>
    lockUsersOut(run.settings, run.ports, run.result, lockoutStart(run))
  )
  run.checkCancelled()
  await waitForLockoutStart(run)
}

/**
 * Users back in once the verification, the rollback or the restore has ended, whenever the
 * schedule was sent (possibly on), whatever the run's end.
 */
export async function unlock(run: Run): Promise<void> {
  const lockout = run.result.lockout
  if (!lockout || lockout.unlockedAt !== undefined) return
  await run.timed('Let users back in', () =>
    letUsersBackIn(run.settings, run.ports, run.result, run.loginForStop)
  )
}
