// rollback: true, after a failed verification: every backup imported again (isReplaceIfExists,
// the project's own level and description), then one publish of the projects published before
// the run, with the run's other publishBegin options, then the wait for the site. A project
// this run deployed for the first time is left out (a published project cannot be deleted).
// It restores packages only: what their database scripts or plug-ins changed stays.
import type { Settings } from '../inputs/settings.js'
import type { VerifySettings } from '../inputs/verify-settings.js'
import { publish } from './publish.js'
import { onceMore } from './restore.js'
import { DeployStop } from './stop.js'
import type { DeployPorts, DeployResult } from './types.js'
import { waitForSite } from './verify.js'
import type { RollbackReport } from './verify-types.js'

export interface RollbackContext {
  login(): Promise<void>
  /** getPublished's list at the start of the run; undefined where the call does not exist. */
  publishedBefore: string[] | undefined
}

export async function rollBack(
  settings: Settings,
  verify: VerifySettings,
  ports: DeployPorts,
  result: DeployResult,
  context: RollbackContext
): Promise<RollbackReport> {
  const report: RollbackReport = { reimported: [], leftOut: [], published: [] }
  const withBackup: string[] = []
  for (const [index, project] of settings.projects.entries()) {
    const backup = result.projects[index].backup
    if (backup.status === 'first-deploy') {
      report.leftOut.push(project.name)
      continue
    }
    if (backup.status !== 'stored' && backup.status !== 'kept-on-runner') {
      // Without its backup the previous version is unknown: publishing the rest would be a
      // mixture nobody asked for.
      report.failed = { project: project.name, message: 'it has no backup (backup: false)' }
      return report
    }
    try {
      const details = await ports.packageDetails(backup.path).catch(() => ({}) as never)
      await onceMore(ports, context.login, () =>
        ports.api.importPackage({
          projectName: project.name,
          projectDescription:
            (details as { description?: string }).description ?? project.description,
          projectLevel: (details as { level?: number }).level ?? project.level,
          isReplaceIfExists: true,
          packagePath: backup.path
        })
      )
    } catch (error) {
      report.failed = {
        project: project.name,
        message: error instanceof Error ? error.message : String(error)
      }
      return report
    }
    report.reimported.push(project.name)
    withBackup.push(project.name)
    ports.log.event({ kind: 'rollback-imported', project: project.name })
  }

  const isFirst = (name: string): boolean =>
    report.leftOut.some(n => n.toLowerCase() === name.toLowerCase())
  const names = (
    context.publishedBefore ?? [
      ...withBackup,
      ...settings.publishWith.filter(n => !withBackup.includes(n))
    ]
  ).filter(name => !isFirst(name))
  report.published = names
  if (names.length === 0) {
    report.publishState = 'not-started'
    report.publishMessage = 'nothing was published before this run'
    return report
  }
  ports.log.event({ kind: 'rollback-started', names })

  // The run's publishBegin options, as a real publish of these names.
  const again: DeployResult = { ...result, projectNames: names, mode: 'publish', publishLog: [] }
  const publishSettings: Settings = { ...settings, validateOnly: false }
  try {
    const outcome = await publish(publishSettings, ports, again, {
      login: context.login,
      setInstanceState: () => undefined,
      mayBeRunning: () => undefined
    })
    report.publishState = outcome === 'published' ? 'completed' : 'failed'
  } catch (error) {
    if (ports.signal?.aborted) throw error
    report.publishState =
      error instanceof DeployStop && error.outcome === 'timed-out' ? 'timed-out' : 'not-started'
    report.publishMessage =
      error instanceof DeployStop ? error.failure.kind : error instanceof Error ? error.message : ''
  }
  result.publishLog = again.publishLog
  if (report.publishState !== 'completed') return report

  const ended = ports.now()
  const site = await waitForSite(ports, settings, ended, ended + verify.timeoutSeconds * 1000)
  if (site.info) report.siteReadySeconds = site.seconds
  return report
}
