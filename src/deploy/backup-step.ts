// The backup of one project before Import: getProject to disk, then the workflow artifact.
// A project not on the instance yet is a first deploy; any other failure stops the deploy
// before Import, so that the deployed version is never lost.
import type { ProjectSettings } from '../inputs/settings.js'
import { causeOf, DeployStop } from './stop.js'
import type { BackupOutcome, BackupStoreResult, DeployPorts } from './types.js'

export async function backUpProject(
  project: ProjectSettings,
  ports: DeployPorts
): Promise<BackupOutcome> {
  const { api, log } = ports
  let download
  try {
    download = await api.getProject(project.name, ports.backupPath(project))
  } catch (error) {
    throw new DeployStop({ kind: 'backup-download', project: project.name, cause: causeOf(error) })
  }
  if (!download.found) {
    log.notice(
      `First deploy: ${project.name} is not on the instance yet (${download.message}), so there is nothing to back up.`
    )
    return { status: 'first-deploy', message: download.message }
  }
  log.info(
    `Downloaded the deployed ${project.name}: ${download.size} bytes (sha256 ${download.sha256}).`
  )
  let stored: BackupStoreResult
  try {
    stored = await ports.storeBackup(download.path, project)
  } catch (error) {
    throw new DeployStop({
      kind: 'backup-upload',
      project: project.name,
      path: download.path,
      cause: causeOf(error)
    })
  }
  if ('unavailable' in stored) {
    log.warning(
      `The backup of ${project.name} could not be uploaded as a workflow artifact (${stored.unavailable}). It stays on the runner at ${download.path} (output backup-path); keep it with actions/upload-artifact@v3 in a later step, with if: always().`
    )
    return {
      status: 'kept-on-runner',
      path: download.path,
      size: download.size,
      reason: stored.unavailable
    }
  }
  log.info(
    `Backup of ${project.name} stored as artifact ${stored.stored.artifactName} (id ${stored.stored.artifactId}): ${stored.stored.artifactUrl}`
  )
  return { status: 'stored', path: download.path, size: download.size, ...stored.stored }
}
