// Putting stored projects back after a failed deploy or a validation: the backup imported again
// (isReplaceIfExists, the getProject zip unchanged), or the project this run created deleted.
// Nothing is published. Each restore is tried once; a failure is recorded (the report warns and
// says how to restore by hand), and never changes the run's result.
import { SessionLostError } from '../api/errors.js'
import { ProjectNotFoundError } from '../api/not-found.js'
import type { ProjectSettings } from '../inputs/settings.js'
import { retry } from '../retry/retry.js'
import { causeOf } from './stop.js'
import type { DeployPorts, ProjectResult, RestoreOutcome } from './types.js'

/** Restores every project whose Import ran (or may have run). Returns true when any was put back. */
export async function restoreProjects(
  projects: ProjectSettings[],
  results: ProjectResult[],
  ports: DeployPorts,
  login: () => Promise<void>
): Promise<boolean> {
  let restored = false
  for (const [index, project] of projects.entries()) {
    const result = results[index]
    if (result.importState === 'not-imported') continue
    result.restore = await restoreOne(project, result, ports, login)
    if (result.restore.status === 'reimported' || result.restore.status === 'deleted') {
      restored = true
    }
    ports.log.event({ kind: 'restored', project: result })
  }
  return restored
}

async function restoreOne(
  project: ProjectSettings,
  result: ProjectResult,
  ports: DeployPorts,
  login: () => Promise<void>
): Promise<RestoreOutcome> {
  const backup = result.backup
  const name = project.name
  if (backup.status === 'stored' || backup.status === 'kept-on-runner') {
    try {
      // The project as it was: its own level and description, not this run's.
      const details: { level?: number; description?: string } = await ports
        .packageDetails(backup.path)
        .catch(() => ({}))
      await onceMore(ports, login, () =>
        ports.api.importPackage({
          projectName: name,
          projectDescription: details.description ?? project.description,
          projectLevel: details.level ?? project.level,
          isReplaceIfExists: true,
          packagePath: backup.path
        })
      )
      return { status: 'reimported' }
    } catch (error) {
      return { status: 'failed', cause: causeOf(error) }
    }
  }
  if (backup.status === 'first-deploy') {
    try {
      await onceMore(ports, login, () => ports.api.deleteProject(name))
      return { status: 'deleted' }
    } catch (error) {
      // An Import that failed may have stored nothing: then there is nothing to delete.
      if (result.importState !== 'imported' && error instanceof ProjectNotFoundError) {
        return { status: 'not-needed' }
      }
      return { status: 'failed', cause: causeOf(error) }
    }
  }
  return { status: 'not-possible' }
}

/** Runs `call`; when the session was lost (the call did not run), logs in again and runs it once more. */
export function onceMore<T>(
  ports: DeployPorts,
  login: () => Promise<void>,
  call: () => Promise<T>
): Promise<T> {
  return retry(call, {
    attempts: 2,
    delayMs: () => 0,
    retryable: error => error instanceof SessionLostError,
    onRetry: login,
    sleep: ports.sleep
  })
}
