// After a publish that completed (and, with verify, passed its verification): one new ledger
// entry per project, so that a later skip-unchanged can prove what this instance runs. Nothing
// else records one. A ledger that cannot be written is told, never a failed deploy: the
// instance runs the new packages whatever the cache says.
import { contentDigest } from '../changes/content-digest.js'
import type { Settings } from '../inputs/settings.js'
import { ledgerScope } from './unchanged.js'
import type { DeployPorts, DeployResult, PhaseName } from './types.js'

export async function recordDeploys(
  settings: Settings,
  ports: DeployPorts,
  result: DeployResult,
  timed: <T>(name: PhaseName, work: () => Promise<T>) => Promise<T>
): Promise<void> {
  const ledger = ports.ledger
  if (!ledger) return
  await timed('Record deploy', async () => {
    for (const [index, project] of settings.projects.entries()) {
      const projectResult = result.projects[index]
      try {
        projectResult.digest ??= await ports.packageDigest(
          projectResult.package!.path,
          project.level
        )
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error)
        ports.log.event({ kind: 'ledger-not-recorded', project: project.name, reason })
        continue
      }
      try {
        projectResult.contentDigest ??= contentDigest(
          await ports.projectContent(projectResult.package!.path, `the package of ${project.name}`),
          project.level
        )
      } catch {
        // The package digest alone still proves a later run of the same zip.
      }
      const written = await ledger.record(
        ledgerScope(settings, project.name),
        projectResult.digest,
        projectResult.contentDigest
      )
      ports.log.event(
        written.recorded
          ? { kind: 'ledger-recorded', project: project.name, key: written.key }
          : { kind: 'ledger-not-recorded', project: project.name, reason: written.reason }
      )
    }
  })
}
