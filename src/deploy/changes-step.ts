// What the deploy changes in each stored project: the backup against the package. Told, never
// fatal: a stored project that cannot be read is compared by nobody, and the deploy goes on.
import { compareContent } from '../changes/compare.js'
import { contentDigest } from '../changes/content-digest.js'
import type { DeployPorts, ProjectResult } from './types.js'
import { messageOf } from '../shared/message-of.js'

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
