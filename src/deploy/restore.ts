// Putting stored projects back after a failed deploy or a validation: the backup imported again
// (isReplaceIfExists, the getProject zip unchanged), or the project this run created deleted.
// Nothing is published. Each restore is tried once; a failure is a warning that says how to
// restore by hand, and never changes the run's result.
import { ApiError, SessionLostError } from '../api/errors.js'
import type { ProjectSettings } from '../inputs/settings.js'
import { describeError } from './text.js'
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
    const { status, message } = result.restore
    if (status === 'reimported' || status === 'deleted') restored = true
    if (status === 'failed' || status === 'not-possible') ports.log.warning(message)
    else ports.log.info(message)
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
    const where =
      backup.status === 'stored'
        ? `the backup artifact ${backup.artifactName}`
        : `the backup on the runner at ${backup.path}`
    try {
      // The project as it was: its own level and description, not this run's.
      const details: { level?: number; description?: string } = await ports
        .packageDetails(backup.path)
        .catch(() => ({}))
      await onceMore(login, () =>
        ports.api.importPackage({
          projectName: name,
          projectDescription: details.description ?? project.description,
          projectLevel: details.level ?? project.level,
          isReplaceIfExists: true,
          packagePath: backup.path
        })
      )
      return {
        status: 'reimported',
        message: `Put back the stored ${name}: imported ${where} again, so it is the version it was before this run. Nothing was published.`
      }
    } catch (error) {
      return {
        status: 'failed',
        message: `Could not put back the stored ${name}: ${describeError(error)} It now holds the package this run imported. Import ${where} by hand (Customization Projects screen, Import), without publishing it.`
      }
    }
  }
  if (backup.status === 'first-deploy') {
    try {
      await onceMore(login, () => ports.api.deleteProject(name))
      return {
        status: 'deleted',
        message: `Deleted ${name}, which this run created: the instance has no stored ${name} again, as before this run.`
      }
    } catch (error) {
      // An Import that failed may have stored nothing: then there is nothing to delete.
      if (result.importState === 'maybe-imported' && saysNotFound(error)) {
        return {
          status: 'not-needed',
          message: `Nothing to put back for ${name}: the failed Import did not store it.`
        }
      }
      return {
        status: 'failed',
        message: `Could not delete ${name}, which this run created: ${describeError(error)} Delete it by hand on the Customization Projects screen (it is not published).`
      }
    }
  }
  return {
    status: 'not-possible',
    message: `The stored ${name} cannot be put back: with backup: false the previous version is unknown, so it now holds the package this run imported (the instance still runs the previously published version). Import the previous version by hand, or set backup: true so that a failed deploy is undone.`
  }
}

/** Runs `call`; when the session was lost (the call did not run), logs in again and runs it once more. */
async function onceMore<T>(login: () => Promise<void>, call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    if (!(error instanceof SessionLostError)) throw error
    await login()
    return call()
  }
}

function saysNotFound(error: unknown): boolean {
  const text =
    error instanceof ApiError
      ? [error.message, ...error.serverMessages].join(' ')
      : error instanceof Error
        ? error.message
        : String(error)
  return /not (be )?found|does not exist|doesn't exist|no such project/i.test(text)
}
