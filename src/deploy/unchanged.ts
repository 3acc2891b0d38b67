// skip-unchanged: deploy nothing when every project of the run is stored with the stamp of the
// package built now and published, with everything it is published with. One missing fact is
// enough to deploy as usual: a skip that should not have happened leaves an old version running.
import { readStamp } from '../changes/description-stamp.js'
import { STAMP_DIGITS } from '../changes/package-digest.js'
import type { Settings } from '../inputs/settings.js'
import type { DeployPorts, DeployReason, ProjectResult } from './types.js'

export type SkipDecision =
  | { skip: true; projects: Array<{ name: string; stamp: string }> }
  | { skip: false; reason: DeployReason }

/**
 * `published` is getPublished's list (undefined when the instance has no such call). Reads the
 * stored description from each downloaded backup's project.xml root.
 */
export async function decideSkip(
  settings: Settings,
  projects: readonly ProjectResult[],
  published: readonly string[] | undefined,
  ports: Pick<DeployPorts, 'packageDetails'>
): Promise<SkipDecision> {
  if (settings.validateOnly) return { skip: false, reason: { kind: 'validation' } }
  if (settings.tenantMode !== 'Current') {
    return { skip: false, reason: { kind: 'tenant-mode', tenantMode: settings.tenantMode } }
  }
  if (published === undefined) return { skip: false, reason: { kind: 'published-unknown' } }
  const isPublished = (name: string): boolean =>
    published.some(p => p.toLowerCase() === name.toLowerCase())
  const stamps: Array<{ name: string; stamp: string }> = []
  for (const project of projects) {
    const backup = project.backup
    if (backup.status === 'first-deploy') {
      return { skip: false, reason: { kind: 'first-deploy', project: project.name } }
    }
    if (backup.status !== 'downloaded') {
      return { skip: false, reason: { kind: 'no-backup', project: project.name } }
    }
    const now = project.digest!.slice(0, STAMP_DIGITS)
    const stored = readStamp((await ports.packageDetails(backup.path)).description ?? '')
    if (stored !== now) {
      return { skip: false, reason: { kind: 'stamp-differs', project: project.name, stored, now } }
    }
    if (!isPublished(project.name)) {
      return { skip: false, reason: { kind: 'not-published', project: project.name } }
    }
    stamps.push({ name: project.name, stamp: now })
  }
  for (const name of settings.publishWith) {
    if (!isPublished(name)) return { skip: false, reason: { kind: 'not-published', project: name } }
  }
  return { skip: true, projects: stamps }
}
