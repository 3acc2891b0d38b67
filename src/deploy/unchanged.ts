// skip-unchanged: deploy nothing only on proof that this action published exactly these
// packages and nothing replaced them since. For every project: the newest ledger entry for the
// instance, tenant and project is this package's (an older one proves nothing), the stored
// project holds the package's content (the Changes comparison finds nothing), and getPublished
// lists it and every publish-with name. One missing fact is enough to deploy as usual: a skip
// that should not have happened leaves an old version running, silently.
import { contentDigest } from '../changes/content-digest.js'
import { contentRecord, type ContentRecord } from '../changes/content-record.js'
import type { LedgerScope } from '../ledger/types.js'
import type { Settings } from '../inputs/settings.js'
import type { Run } from './run.js'
import type { DeployPorts, DeployReason, ProjectResult } from './types.js'

export type SkipDecision =
  | { skip: true; projects: Array<{ name: string; digest: string }> }
  | { skip: false; reason: DeployReason }

/** The ledger's scope of one project of this run. */
export function ledgerScope(settings: Settings, project: string): LedgerScope {
  return { baseUrl: settings.baseUrl, tenant: settings.credentials.tenant ?? '', project }
}

/**
 * `published` is getPublished's list (undefined when the instance has no such call). Each
 * project's `changes` is the comparison of the stored project with the package (undefined
 * when it could not be made), and its `digest` the package digest.
 */
export async function decideSkip(
  settings: Settings,
  projects: readonly ProjectResult[],
  published: readonly string[] | undefined,
  ports: Pick<DeployPorts, 'ledger'>
): Promise<SkipDecision> {
  if (settings.validateOnly) return { skip: false, reason: { kind: 'validation' } }
  if (settings.tenantMode !== 'Current') {
    return { skip: false, reason: { kind: 'tenant-mode', tenantMode: settings.tenantMode } }
  }
  if (published === undefined) return { skip: false, reason: { kind: 'published-unknown' } }
  const ledger = ports.ledger
  if (!ledger) return { skip: false, reason: { kind: 'no-ledger' } }
  const isPublished = (name: string): boolean =>
    published.some(p => p.toLowerCase() === name.toLowerCase())
  const unchanged: Array<{ name: string; digest: string }> = []
  for (const project of projects) {
    const name = project.name
    if (project.backup.status === 'first-deploy') {
      return { skip: false, reason: { kind: 'first-deploy', project: name } }
    }
    const changes = project.changes
    if (!changes) return { skip: false, reason: { kind: 'content-unknown', project: name } }
    const differences = changes.added.length + changes.changed.length + changes.removed.length
    if (differences > 0) {
      return { skip: false, reason: { kind: 'content-differs', project: name, differences } }
    }
    if (!isPublished(name)) return { skip: false, reason: { kind: 'not-published', project: name } }
    const digest = project.digest!
    const newest = await ledger.newest(ledgerScope(settings, name))
    if ('unavailable' in newest) {
      return {
        skip: false,
        reason: { kind: 'ledger-unavailable', project: name, cause: newest.unavailable }
      }
    }
    if (!newest.found) return { skip: false, reason: { kind: 'no-ledger-entry', project: name } }
    // The same zip, or the same content built again (an export's folder): both prove it.
    const sameContent =
      newest.contentDigest !== undefined && newest.contentDigest === project.contentDigest
    if (newest.digest !== digest && !sameContent) {
      return {
        skip: false,
        reason: { kind: 'ledger-newer', project: name, newest: newest.digest, now: digest }
      }
    }
    unchanged.push({ name, digest })
  }
  for (const name of settings.publishWith) {
    if (!isPublished(name)) return { skip: false, reason: { kind: 'not-published', project: name } }
  }
  return { skip: true, projects: unchanged }
}

/**
 * After a publish that completed (and, with verify, passed its verification): one new ledger
 * entry per project, so that a later skip-unchanged can prove what this instance runs. Nothing
 * else records one. A ledger that cannot be written is told, never a failed deploy: the
 * instance runs the new packages whatever the cache says.
 */
export async function recordDeploys(run: Run): Promise<void> {
  const { settings, ports, result } = run
  const ledger = ports.ledger
  if (!ledger) return
  await run.timed('Record deploy', async () => {
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
      let deployed: ContentRecord | undefined
      try {
        const content = await ports.projectContent(
          projectResult.package!.path,
          `the package of ${project.name}`
        )
        projectResult.contentDigest ??= contentDigest(content, project.level)
        // What drift names later: the items and files this deploy put on the instance.
        deployed = contentRecord(content)
      } catch {
        // The package digest alone still proves a later run of the same zip.
      }
      const written = await ledger.record(
        ledgerScope(settings, project.name),
        projectResult.digest,
        projectResult.contentDigest,
        deployed
      )
      ports.log.event(
        written.recorded
          ? { kind: 'ledger-recorded', project: project.name, key: written.key }
          : { kind: 'ledger-not-recorded', project: project.name, reason: written.reason }
      )
    }
  })
}
