// The backup of one project before Import: getProject to disk, then the workflow artifact.
// A project not on the instance yet (the instance's own not-found answer, and not listed by
// getPublished) is a first deploy; any other failure stops the deploy before Import, so that
// the deployed version is never lost. Then what the deploy changes in it: the backup against the
// package.
import { BackupTooLargeError } from '../api/errors.js'
import { compareContent } from '../changes/compare.js'
import { contentDigest } from '../changes/content-digest.js'
import type { ProjectSettings } from '../inputs/settings.js'
import { messageOf } from '../shared/message-of.js'
import { causeOf, DeployStop } from './stop.js'
import type { BackupOutcome, BackupStoreResult, DeployPorts, ProjectResult } from './types.js'

export interface BackupOptions {
  maxBytes: number
  /** getPublished, asked once per run (the flow lists the published projects with it too). */
  listPublished: () => Promise<string[] | undefined>
}

/** Records on each project whether getPublished lists it (what the report says runs). */
export function notePublished(
  projects: ProjectResult[],
  names: string[] | undefined
): string[] | undefined {
  if (names === undefined) return names
  const listed = new Set(names.map(name => name.toLowerCase()))
  for (const project of projects) project.publishedBefore = listed.has(project.name.toLowerCase())
  return names
}

/** Downloads the backup, then uploads it as a workflow artifact. */
export async function backUpProject(
  project: ProjectSettings,
  ports: DeployPorts,
  options: BackupOptions
): Promise<BackupOutcome> {
  const downloaded = await downloadBackup(project, ports, options)
  return downloaded.status === 'downloaded' ? storeBackup(project, downloaded, ports) : downloaded
}

/** getProject to disk: the deployed project, or a first deploy (confirmed by getPublished). */
export async function downloadBackup(
  project: ProjectSettings,
  ports: DeployPorts,
  options: BackupOptions
): Promise<Extract<BackupOutcome, { status: 'downloaded' | 'first-deploy' }>> {
  const { maxBytes } = options
  const { api, log } = ports
  let download
  try {
    download = await api.getProject(project.name, ports.backupPath(project), { maxBytes })
  } catch (error) {
    const tooLarge =
      error instanceof BackupTooLargeError
        ? { limit: error.limit, maxMiB: maxBytes / 1024 ** 2 }
        : undefined
    throw new DeployStop({
      kind: 'backup-download',
      project: project.name,
      cause: causeOf(error),
      tooLarge
    })
  }
  ports.settleMemory?.()
  if (!download.found) {
    // Only a project the instance does not hold is a first deploy (the restore deletes what a
    // first deploy imported): a published project said to be missing is a wrong answer.
    let published: string[] | undefined
    try {
      published = await options.listPublished()
    } catch (error) {
      throw new DeployStop({
        kind: 'first-deploy-unconfirmed',
        project: project.name,
        notFound: download.message,
        cause: causeOf(error)
      })
    }
    if (published?.some(name => name.toLowerCase() === project.name.toLowerCase())) {
      throw new DeployStop({
        kind: 'first-deploy-unconfirmed',
        project: project.name,
        notFound: download.message
      })
    }
    log.event({ kind: 'first-deploy', project: project.name, message: download.message })
    return { status: 'first-deploy', message: download.message }
  }
  log.event({
    kind: 'backup-downloaded',
    project: project.name,
    size: download.size,
    sha256: download.sha256
  })
  return { status: 'downloaded', path: download.path, size: download.size }
}

/** Uploads a downloaded backup as a workflow artifact (kept on the runner where there are none). */
export async function storeBackup(
  project: ProjectSettings,
  download: Extract<BackupOutcome, { status: 'downloaded' }>,
  ports: DeployPorts
): Promise<BackupOutcome> {
  const { log } = ports
  let stored: BackupStoreResult
  try {
    stored = await ports.storeBackup(download.path, project)
  } catch (error) {
    // A cancelled run stops the upload: that is the cancellation, not a failed backup.
    if (ports.signal?.aborted) throw error
    throw new DeployStop({
      kind: 'backup-upload',
      project: project.name,
      path: download.path,
      cause: causeOf(error)
    })
  }
  ports.settleMemory?.()
  if ('unavailable' in stored) {
    log.event({
      kind: 'backup-kept-on-runner',
      project: project.name,
      path: download.path,
      reason: stored.unavailable
    })
    return {
      status: 'kept-on-runner',
      path: download.path,
      size: download.size,
      reason: stored.unavailable
    }
  }
  log.event({ kind: 'backup-stored', project: project.name, stored: stored.stored })
  return { status: 'stored', path: download.path, size: download.size, ...stored.stored }
}

/**
 * What the deploy changes in the stored project: the backup against the package. Told, never
 * fatal: a stored project that cannot be read is compared by nobody, and the deploy goes on.
 */
export async function compareWithBackup(
  project: ProjectResult,
  ports: DeployPorts,
  level: number
): Promise<void> {
  const backup = project.backup
  const firstDeploy = backup.status === 'first-deploy'
  const storedPath =
    backup.status === 'downloaded' ||
    backup.status === 'stored' ||
    backup.status === 'kept-on-runner'
      ? backup.path
      : undefined
  if (!project.package || (storedPath === undefined && !firstDeploy)) return
  try {
    const stored = storedPath
      ? await ports.projectContent(storedPath, `the stored ${project.name}`)
      : undefined
    const next = await ports.projectContent(project.package.path, `the package of ${project.name}`)
    project.changes = compareContent(stored, next)
    project.contentDigest = contentDigest(next, level)
    ports.log.event({
      kind: 'changes',
      project: project.name,
      changes: project.changes,
      firstDeploy
    })
  } catch (error) {
    ports.log.event({
      kind: 'changes-unknown',
      project: project.name,
      reason: messageOf(error)
    })
  }
}
