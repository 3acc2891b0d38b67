// The step after a completed publish, with verify on: the verification; when it finds a site
// that needs one more application restart, with a maintenance endpoint and restart-when-needed,
// one restart and the verification again; with rollback the previous version back when it
// fails otherwise. One call from the flow (deploy.ts), which reads only result.outcome
// afterwards: `published` (verified), `needs-restart`, `unverified` or `rolled-back`.
import { rollBack } from './rollback.js'
import type { Run } from './run.js'
import { verifyPublish } from './verify.js'

export async function verifyDeploy(run: Run): Promise<void> {
  const { settings, ports, result } = run
  const verify = settings.verify
  if (!verify || result.outcome !== 'published' || result.mode !== 'publish') return
  const check = (since: number, restarted: boolean) =>
    verifyPublish(settings, verify, result.projectNames, since, ports, {
      login: run.login,
      unreadable: result.instance?.unreadable,
      ...(restarted ? { since: 'restart' as const } : {})
    })
  const publishEndedAt = run.publishEndedAt ?? ports.now()
  let report = await run.timed('Verify', () => check(publishEndedAt, false))
  // restart-when-needed: one restart through the maintenance endpoint (Apply Updates).
  const maintenance = ports.maintenance
  const restart = maintenance && (() => maintenance.restartApplicationCommand())
  if (report.problem?.kind === 'needs-restart' && verify.restartWhenNeeded && restart) {
    const first = report
    const problem = report.problem
    ports.log.event({ kind: 'restart-requested', reason: problem.check.message ?? '' })
    const failed = await run.timed('Restart', async () => {
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
    report = await run.timed('Verify', () => check(ports.now(), true))
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
  // getPublished's list before the Import (the rollback publishes it again).
  const publishedBefore = await run.listPublished().catch(() => undefined)
  const rollback = await run.timed('Roll back', () =>
    rollBack(settings, verify, ports, result, { login: run.login, publishedBefore })
  )
  result.rollback = rollback
  if (rollback.publishState === 'completed') {
    result.outcome = 'rolled-back'
    result.instanceState = { kind: 'rolled-back', names: rollback.published }
  }
}
