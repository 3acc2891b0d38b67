// The step after a completed publish, with verify on: the verification, and with rollback the
// previous version back when it fails. One call from the flow (deploy.ts), which reads only
// result.outcome afterwards: `published` (verified), `unverified` or `rolled-back`.
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
  const report = await context.timed('Verify', () =>
    verifyPublish(settings, verify, result.projectNames, context.publishEndedAt, ports, {
      login: context.login,
      unreadable: result.instance?.unreadable
    })
  )
  result.verification = report
  if (!report.problem) return
  result.outcome = 'unverified'
  result.failure = { kind: 'unverified', problem: report.problem }
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
