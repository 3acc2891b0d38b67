// Drift (on-drift, docs/fleet.md): before the first Import, the stored project (the backup the
// deploy takes anyway) against the newest verified deploy of that project to this instance in
// the ledger. When they differ, someone changed the project on the instance since (a hotfix on
// the Customization Projects screen): `fail` ends the run `drift` before any Import, naming the
// items that differ; `warn` goes on with a warning; `overwrite` goes on and says so in a line.
// No ledger entry: nothing to compare with, a notice. The description is no part of the
// content (changes/project-content.ts reads items and files only), so the stamp never drifts.
import {
  compareContent,
  hasChanges,
  type ProjectChanges,
  type ProjectContent
} from '../changes/compare.js'
import { contentDigest } from '../changes/content-digest.js'
import { contentOfRecord } from '../changes/content-record.js'
import type { ProjectSettings } from '../inputs/settings.js'
import { messageOf } from '../shared/message-of.js'
import type { DriftProject } from './fleet-types.js'
import type { Run } from './run.js'
import { DeployStop } from './stop.js'
import type { DeployPorts, ProjectResult } from './types.js'
import type { DeployLedger, LedgerLookup } from '../ledger/types.js'
import { ledgerScope } from './unchanged.js'

/**
 * The ports with a ledger that looks each scope up once per run: drift and skip-unchanged both
 * ask for the newest deploy before the Import (the Actions cache: one request each), and the
 * items come along with the first lookup.
 */
export function oneLookupPerScope(ports: DeployPorts): DeployPorts {
  const ledger = ports.ledger
  if (!ledger) return ports
  const asked = new Map<string, Promise<LedgerLookup>>()
  const memo: DeployLedger = {
    newest: scope => {
      const key = JSON.stringify([scope.baseUrl, scope.tenant, scope.project])
      let lookup = asked.get(key)
      if (!lookup) {
        lookup = ledger.newest(scope, { content: true })
        asked.set(key, lookup)
      }
      return lookup
    },
    record: (...args) => ledger.record(...args)
  }
  return { ...ports, ledger: memo }
}

export async function checkDrift(run: Run): Promise<void> {
  const { settings, ports, result } = run
  // Without a ledger (the command line without --ledger) there is nothing to compare with.
  if (!ports.ledger) return
  const onDrift = settings.onDrift ?? 'fail'
  const projects = await run.timed('Check drift', async () => {
    const checked: DriftProject[] = []
    for (const [index, project] of settings.projects.entries()) {
      const drift = await driftOf(run, project, result.projects[index])
      checked.push(drift)
      ports.log.event({ kind: 'drift-checked', project: drift, onDrift })
    }
    return checked
  })
  result.drift = { onDrift, projects }
  const drifted = projects.filter(
    (p): p is Extract<DriftProject, { status: 'drifted' }> => p.status === 'drifted'
  )
  if (drifted.length > 0 && onDrift === 'fail') {
    throw new DeployStop({ kind: 'drift', projects: drifted }, undefined, 'drift')
  }
  run.checkCancelled()
}

async function driftOf(
  run: Run,
  project: ProjectSettings,
  projectResult: ProjectResult
): Promise<DriftProject> {
  const { ports } = run
  const name = project.name
  const backup = projectResult.backup
  if (backup.status === 'first-deploy')
    return { project: name, status: 'unchecked', why: 'first-deploy' }
  if (!('path' in backup)) return { project: name, status: 'unchecked', why: 'no-backup' }
  // The stored project already holds this very package (a validation left it, or a publish that
  // failed): the deploy replaces nothing anyone made, whatever the ledger says.
  if (projectResult.changes && !hasChanges(projectResult.changes)) {
    return { project: name, status: 'same', holdsPackage: true }
  }
  const ledger = ports.ledger
  if (!ledger) return { project: name, status: 'unchecked', why: 'no-ledger' }
  const newest = await ledger.newest(ledgerScope(run.settings, name), { content: true })
  if ('unavailable' in newest) {
    return { project: name, status: 'unchecked', why: 'unavailable', reason: newest.unavailable }
  }
  if (!newest.found) return { project: name, status: 'unchecked', why: 'no-entry' }
  let stored: ProjectContent
  try {
    stored = await ports.projectContent(backup.path, `the stored ${name}`)
  } catch (error) {
    return { project: name, status: 'unchecked', why: 'unreadable', reason: messageOf(error) }
  }
  // The items the ledger kept: compared one by one, so the differences have names.
  const deployed = newest.content ? contentOfRecord(newest.content) : undefined
  if (deployed) {
    const changes = compareContent(deployed, stored)
    return hasChanges(changes)
      ? { project: name, status: 'drifted', changes }
      : { project: name, status: 'same' }
  }
  if (newest.contentDigest === undefined)
    return { project: name, status: 'unchecked', why: 'old-entry' }
  if (contentDigest(stored, project.level) === newest.contentDigest)
    return { project: name, status: 'same' }
  return {
    project: name,
    status: 'drifted',
    ...(await namedFromPackage(run, project, projectResult, newest.digest))
  }
}

/**
 * An entry without its items (the Actions cache is read by key only): when it recorded this
 * very package, the package is what was deployed, and its comparison with the stored project
 * (made for the Changes table) names the differences, turned round.
 */
async function namedFromPackage(
  run: Run,
  project: ProjectSettings,
  projectResult: ProjectResult,
  deployedDigest: string
): Promise<{ changes?: ProjectChanges }> {
  const changes = projectResult.changes
  if (!changes || !projectResult.package) return {}
  try {
    projectResult.digest ??= await run.ports.packageDigest(
      projectResult.package.path,
      project.level
    )
  } catch {
    return {}
  }
  if (projectResult.digest !== deployedDigest) return {}
  return { changes: { added: changes.removed, changed: changes.changed, removed: changes.added } }
}
