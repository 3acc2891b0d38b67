// dry-run: true: everything a deploy reads, nothing it writes. The flow has logged in, read
// `GET /entity`, built and checked the packages, run the version check and downloaded each
// stored project (no artifact) with its Changes; this lists the published projects (even with
// include-published: false) and says what a publish would send and whether skip-unchanged
// would skip. No Import, publishBegin, publishEnd or delete.
import type { Settings } from '../inputs/settings.js'
import type { DeployPorts, DeployResult, DeployReason } from './types.js'
import { decideSkip } from './unchanged.js'
import type { PlanReport } from './verify-types.js'

export async function planDeploy(
  settings: Settings,
  ports: DeployPorts,
  result: DeployResult,
  listPublished: () => Promise<string[] | undefined>
): Promise<void> {
  const published = await listPublished()
  const names = [...result.projectNames]
  if (settings.includePublished && published) {
    for (const name of published) {
      if (!names.some(n => n.toLowerCase() === name.toLowerCase())) names.push(name)
    }
  }
  const plan: PlanReport = { wouldPublish: settings.validateOnly ? result.projectNames : names }
  if (settings.skipUnchanged) {
    const decision = await decideSkip(
      { ...settings, dryRun: false },
      result.projects,
      published,
      ports
    )
    plan.wouldSkip = decision.skip
    if (!decision.skip) plan.skipReason = reasonKind(decision.reason)
  }
  result.projectNames = plan.wouldPublish
  result.plan = plan
  result.outcome = 'planned'
  ports.log.event({ kind: 'planned', plan })
}

function reasonKind(reason: DeployReason): string {
  return 'project' in reason ? `${reason.kind}: ${reason.project}` : reason.kind
}
