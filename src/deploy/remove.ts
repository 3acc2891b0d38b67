// Removing projects (`remove`). There is no call that unpublishes one project: Acumatica's
// documented way is to publish all the others without it. So: log in, wait for another publish,
// list what is published (a name to remove that is not published stops the run before anything
// changes), back up every published project, lock users out, then publishBegin with the others
// and merge off (or unpublishAll when none stays), poll, and verify that the removed projects
// are no longer listed and the others are. Nothing is deleted: the projects stay stored.
import { backupArtifactName } from '../inputs/projects.js'
import type { ProjectSettings, Settings } from '../inputs/settings.js'
import { backUpProject } from './backup.js'
import { publish } from './publish.js'
import { lockOut, logIn, Run, unlock, waitForOtherPublish } from './run.js'
import { causeOf, DeployStop } from './stop.js'
import type { DeployPorts, DeployResult, ProjectResult } from './types.js'
import { verifyPublish } from './verify.js'
import { outsideWindow } from './window-step.js'

export async function removeProjects(
  settings: Settings,
  ports: DeployPorts
): Promise<DeployResult> {
  const run = new Run(settings, ports, {
    outcome: 'failed',
    mode: 'publish',
    projectNames: [],
    projects: [],
    phases: [],
    publishLog: [],
    restored: false,
    instanceState: { kind: 'unchanged' },
    notPutBack: []
  })
  const { result } = run
  try {
    if (outsideWindow(run)) return result
    await logIn(run)
    await waitForOtherPublish(run)
    const published = await listPublished(run)
    const { removed, kept } = planRemoval(run, published)
    await backUpPublished(run, published)
    await lockOut(run)
    const endedAt = await publishWithout(run, kept)
    if (result.outcome === 'failed') {
      result.failure = { kind: 'publish-failed' }
      run.setState({ kind: 'publish-failed' })
    } else {
      run.setState({ kind: 'published' })
      await verifyRemoval(run, removed, endedAt)
    }
  } catch (error) {
    run.stoppedBy(error)
  }
  await unlock(run)
  return result
}

/** What is published now; without the list nothing can be removed safely. */
function listPublished(run: Run): Promise<string[]> {
  return run.timed('List published projects', async () => {
    let names: string[] | undefined
    try {
      names = await run.ports.api.getPublished()
    } catch (error) {
      throw new DeployStop({ kind: 'published-not-listed', cause: causeOf(error) })
    }
    if (names === undefined) throw new DeployStop({ kind: 'published-unavailable' })
    return names
  })
}

/** The names to remove as getPublished spells them, and the others; one not published stops. */
function planRemoval(run: Run, published: string[]): { removed: string[]; kept: string[] } {
  const toRemove = run.settings.remove ?? []
  const wanted = new Set(toRemove.map(name => name.toLowerCase()))
  const missing = toRemove.filter(
    name => !published.some(listed => listed.toLowerCase() === name.toLowerCase())
  )
  if (missing.length > 0) {
    throw new DeployStop({ kind: 'not-published', names: missing, published })
  }
  // As getPublished spells them: publishBegin is sent the instance's own names.
  const removed = published.filter(name => wanted.has(name.toLowerCase()))
  const kept = published.filter(name => !wanted.has(name.toLowerCase()))
  run.result.projectNames = kept
  run.result.removal = { removed, kept, unpublishedAll: kept.length === 0 }
  run.ports.log.event({ kind: 'remove-planned', removed, kept })
  return { removed, kept }
}

/**
 * Every published project is backed up, as for a deploy: the removed ones to put back, the
 * others because the publish rewrites the site from them.
 */
async function backUpPublished(run: Run, published: string[]): Promise<void> {
  const { settings, ports, result } = run
  const backups: ProjectSettings[] = published.map(name => ({
    name,
    source: { kind: 'package', path: '' },
    description: '',
    level: 0,
    backupArtifactName: backupArtifactName(
      settings.backupArtifactTemplate ?? '',
      name,
      settings.host
    )
  }))
  result.projects = backups.map((project): ProjectResult => ({
    name: project.name,
    backup: settings.backup ? { status: 'not-taken' } : { status: 'disabled' },
    importState: 'not-imported',
    publishedBefore: true
  }))
  if (!settings.backup) return
  await run.timed('Back up', async () => {
    for (const [index, project] of backups.entries()) {
      result.projects[index].backup = await backUpProject(project, ports, {
        maxBytes: settings.backupMaxBytes,
        listPublished: async () => published
      })
      run.checkCancelled()
    }
  })
}

/**
 * Publishes the others, merge off (or unpublishAll when none stays). Returns when the publish
 * ended (verify-timeout counts from it).
 */
async function publishWithout(run: Run, kept: string[]): Promise<number> {
  const { settings, ports, result } = run
  let endedAt = ports.now()
  await run.timed('Remove', async () => {
    if (kept.length === 0) {
      run.setState({ kind: 'publish-may-run' })
      const entries = await ports.api.unpublishAll(settings.tenantMode)
      for (const entry of entries) ports.log.publishLogEntry(entry, 'Remove')
      result.publishLog = entries
      endedAt = ports.now()
      result.outcome = 'removed'
      return
    }
    // The others, and nothing merged in: what is not named is unpublished.
    const removal = {
      ...settings,
      mergeWithExisting: false,
      validateOnly: false,
      dbUpdatesOnly: false
    }
    result.outcome = await publish(removal, ports, result, {
      login: run.login,
      setInstanceState: state => run.setState(state),
      mayBeRunning: () => undefined,
      completed: askedAt => (endedAt = askedAt)
    })
    if (result.outcome === 'published') result.outcome = 'removed'
  })
  return endedAt
}

/** The removed projects are no longer listed, the others are (with verify on). */
async function verifyRemoval(run: Run, removed: string[], endedAt: number): Promise<void> {
  const { settings, ports, result } = run
  const verify = settings.verify
  if (!verify) return
  const report = await run.timed('Verify', () =>
    verifyPublish(settings, verify, result.projectNames, endedAt, ports, { login: run.login })
  )
  result.verification = report
  const still = removed.filter(name =>
    report.listed?.some(listed => listed.toLowerCase() === name.toLowerCase())
  )
  const problem =
    report.problem ??
    (still.length > 0
      ? {
          kind: 'error' as const,
          message: `getPublished still lists ${still.join(', ')} after the publish without ${still.length > 1 ? 'them' : 'it'}`
        }
      : undefined)
  if (!problem) return
  result.verification.problem = problem
  result.outcome = 'unverified'
  result.failure = { kind: 'unverified', problem }
}
