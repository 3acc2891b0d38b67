// The step after a completed publish, with verify on: the verification; when it finds a site
// that needs one more application restart, with a maintenance endpoint and restart-when-needed,
// one restart and the verification again; with rollback the previous version back when it
// fails otherwise. One call from the flow (deploy.ts), which reads only result.outcome
// afterwards: `published` (verified), `needs-restart`, `unverified` or `rolled-back`.
import type { Settings } from '../inputs/settings.js'
import { rollBack } from './rollback.js'
import type { DeployPorts, DeployResult, PhaseName } from './types.js'
import { verifyPublish } from './verify.js'

export interface VerifyContext {
  login(): Promise<void>
  /** When publishEnd said the publish completed (ports.now()): verify-timeout counts from it. */
  publishEndedAt: number
  /** getPublished's list before the Import (the rollback publishes it again). */
  publishedBefore: () => Promise<string[] | undefined>
  timed<T>(name: PhaseName, work: () => Promise<T>): Promise<T>
}

export async function verifyDeploy(
  settings: Settings,
  ports: DeployPorts,
  result: DeployResult,
  context: VerifyContext
): Promise<void> {
  const verify = settings.verify
  if (!verify || result.outcome !== 'published' || result.mode !== 'publish') return
  const run = (since: number, restarted: boolean) =>
    verifyPublish(settings, verify, result.projectNames, since, ports, {
      login: context.login,
      unreadable: result.instance?.unreadable,
      ...(restarted ? { since: 'restart' as const } : {})
    })
  let report = await context.timed('Verify', () => run(context.publishEndedAt, false))
  // restart-when-needed: one restart through the maintenance endpoint (Apply Updates).
  const maintenance = ports.maintenance
  const restart = maintenance && (() => maintenance.restartApplicationCommand())
  if (report.problem?.kind === 'needs-restart' && verify.restartWhenNeeded && restart) {
    const first = report
    const problem = report.problem
    ports.log.event({ kind: 'restart-requested', reason: problem.check.message ?? '' })
    const failed = await context.timed('Restart', async () => {
      try {
        await restart()
        return undefined
      } catch (error) {
        if (ports.signal?.aborted) throw error
        return error instanceof Error ? error.message : String(error)
      }
    })
    ports.log.event({ kind: 'restart-done', failed })
    // Verified again even when the call failed: a restart can end the very connection that
    // asked for it. verify-timeout counts again from here; site-ready-seconds counts both waits.
    report = await context.timed('Verify', () => run(ports.now(), true))
    if (first.siteReadySeconds !== undefined && report.siteReadySeconds !== undefined) {
      report.siteReadySeconds += first.siteReadySeconds
    }
    report.loggedInAgain ||= first.loggedInAgain
    report.restart = { first: problem, ...(failed === undefined ? {} : { failed }) }
  }
  result.verification = report
  if (!report.problem) return
  result.failure = { kind: 'unverified', problem: report.problem }
  // The packages are in: a restart finishes them, a rollback would put back what works.
  if (report.problem.kind === 'needs-restart') {
    result.outcome = 'needs-restart'
    return
  }
  result.outcome = 'unverified'
  if (!verify.rollback) return
  const publishedBefore = await context.publishedBefore()
  const rollback = await context.timed('Roll back', () =>
    rollBack(settings, verify, ports, result, { login: context.login, publishedBefore })
  )
  result.rollback = rollback
  if (rollback.publishState === 'completed') {
    result.outcome = 'rolled-back'
    result.instanceState = { kind: 'rolled-back', names: rollback.published }
  }
}
