// The order of a deploy: package every project, log in, back each up, list the published
// projects, import each in order, one publishBegin for all, poll publishEnd, and put the stored
// projects back when the deploy failed or only validated. It knows no HTTP and no
// @actions/core: the service, the packager, the backup store and the log are handed in, so
// the flow is tested with fakes.
import { backUpProject, downloadBackup, notePublished, storeBackup } from './backup-step.js'
import { compareWithBackup } from './changes-step.js'
import { publish } from './publish.js'
import { restoreProjects } from './restore.js'
import { decideSkip } from './unchanged.js'
import { recordDeploys } from './ledger-step.js'
import {
  checkVersions,
  instanceProductVersion,
  readInstanceStep,
  takesInstanceRelease
} from './instance-step.js'
import { verifyDeploy } from './verified-deploy.js'
import { planDeploy } from './dry-run.js'
import {
  ApiError,
  ServerLogError,
  SessionLostError,
  TransientError,
  UnreachableError
} from '../api/errors.js'
import { waitWhileBusy } from './busy.js'
import { letUsersBackIn, lockUsersOut } from './lockout.js'
import { causeOf, DeployStop } from './stop.js'
import type {
  DeployPorts,
  DeployResult,
  Failure,
  InstanceState,
  Outcome,
  PhaseName,
  ProjectResult
} from './types.js'
import type { ProjectSettings, Settings } from '../inputs/settings.js'

export type * from './types.js'

export async function deploy(settings: Settings, ports: DeployPorts): Promise<DeployResult> {
  const { api, log } = ports
  const deployed = settings.projects.map(p => p.name)
  const result: DeployResult = {
    outcome: 'failed',
    mode: settings.validateOnly ? 'validation' : 'publish',
    projectNames: [...deployed, ...settings.publishWith.filter(n => !includesName(deployed, n))],
    projects: settings.projects.map((p): ProjectResult => ({
      name: p.name,
      backup: settings.backup ? { status: 'not-taken' } : { status: 'disabled' },
      importState: 'not-imported'
    })),
    phases: [],
    publishLog: [],
    restored: false,
    instanceState: { kind: 'unchanged' },
    notPutBack: []
  }
  let publishMayRun = false
  let publishEndedAt: number | undefined
  const setState = (state: InstanceState): void => {
    result.instanceState = state
  }

  const timed = async <T>(name: PhaseName, work: () => Promise<T>): Promise<T> => {
    const started = ports.now()
    try {
      return await log.phase(name, work)
    } finally {
      result.phases.push({ name, seconds: (ports.now() - started) / 1000 })
    }
  }
  const checkCancelled = (): void => {
    if (ports.signal?.aborted) {
      throw new DeployStop({ kind: 'cancelled' }, undefined, 'cancelled')
    }
  }
  const login = async (): Promise<void> => {
    await api.login(settings.credentials, {
      attempts: settings.loginAttempts,
      delaySeconds: settings.loginRetryDelaySeconds,
      signal: ports.signal,
      onRetry: retry => log.event({ kind: 'login-retry', ...retry })
    })
    const cookie = api.sessionCookie
    if (cookie !== undefined) ports.sessionStarted(cookie)
  }
  // One getPublished before Import serves both the backup (to confirm a first deploy) and the
  // list of projects published together.
  let published: Promise<string[] | undefined> | undefined
  const listPublished = (): Promise<string[] | undefined> =>
    (published ??= api.getPublished().then(names => notePublished(result.projects, names)))
  const eachProject = async (
    work: (project: ProjectSettings, projectResult: ProjectResult) => Promise<void>
  ): Promise<void> => {
    for (const [index, project] of settings.projects.entries()) {
      await work(project, result.projects[index])
      checkCancelled()
    }
  }

  try {
    const build = async (
      project: ProjectSettings,
      projectResult: ProjectResult,
      productVersion?: string
    ): Promise<void> => {
      const started = ports.now()
      const info = await ports.makePackage(project, productVersion)
      projectResult.package = info
      if (settings.skipUnchanged) {
        projectResult.digest = await ports.packageDigest(info.path, project.level)
      }
      log.event({
        kind: 'packaged',
        project: project.name,
        package: info,
        seconds: (ports.now() - started) / 1000
      })
    }
    // Verified deploys: a source-control build without product-version waits for the
    // instance's release (GET /entity, no session); it is checked first, so a malformed
    // fragment still fails before any request.
    const fromInstance = new Set<string>()
    const instance = await timed('Package', async () => {
      const later: Array<[ProjectSettings, ProjectResult]> = []
      await eachProject(async (project, projectResult) => {
        if (takesInstanceRelease(settings, project) && ports.checkSource) {
          await ports.checkSource(project)
          later.push([project, projectResult])
        } else {
          await build(project, projectResult)
        }
      })
      const read = await readInstanceStep(ports)
      const version = instanceProductVersion(read)
      for (const [project, projectResult] of later) {
        if (version) fromInstance.add(project.name)
        await build(project, projectResult, version)
        checkCancelled()
      }
      return read
    })
    result.instance = instance
    result.versionCheck = await checkVersions(
      settings,
      result.projects,
      instance,
      fromInstance,
      ports
    )

    await timed('Log in', async () => {
      await login()
      log.event({ kind: 'logged-in', baseUrl: settings.baseUrl, user: settings.credentials.name })
    })
    checkCancelled()

    // Another publish (another session's, or an earlier run's that timed out) is waited for
    // before anything is read or imported. A dry run changes nothing and never asks publishEnd.
    if (!settings.dryRun) {
      result.busy = await waitWhileBusy(settings, ports, {
        login,
        phase: work => timed('Wait for another publish', work)
      })
      checkCancelled()
    }

    // skip-unchanged and dry-run read the stored projects even with backup: false.
    if (settings.backup || settings.skipUnchanged || settings.dryRun) {
      await timed('Back up', () =>
        eachProject(async (project, projectResult) => {
          const options = { maxBytes: settings.backupMaxBytes, listPublished }
          // skip-unchanged uploads the backups only once it knows it deploys.
          projectResult.backup =
            settings.skipUnchanged || settings.dryRun
              ? await downloadBackup(project, ports, options)
              : await backUpProject(project, ports, options)
          await compareWithBackup(projectResult, ports, project.level)
        })
      )
    }

    if (settings.includePublished) {
      result.projectNames = await timed('List published projects', () =>
        withPublished(result.projectNames, ports, listPublished)
      )
      checkCancelled()
    }

    if (settings.dryRun) {
      await planDeploy(settings, ports, result, listPublished)
      return result
    }

    if (settings.skipUnchanged) {
      // Without the list (no such call, or it failed) nothing is skipped.
      const list = await listPublished().catch(() => undefined)
      const decision = await timed('Check unchanged', () =>
        decideSkip(settings, result.projects, list, ports)
      )
      if (!settings.backup) {
        // Read for the check only: without a backup nothing is put back (backup: false).
        for (const projectResult of result.projects) projectResult.backup = { status: 'disabled' }
      }
      if (decision.skip) {
        result.outcome = 'unchanged'
        log.event({ kind: 'unchanged', projects: decision.projects })
        return result
      }
      log.event({ kind: 'deploying-changed', reason: decision.reason })
      if (settings.backup) {
        await timed('Upload backups', () =>
          eachProject(async (project, projectResult) => {
            const backup = projectResult.backup
            if (backup.status === 'downloaded') {
              projectResult.backup = await storeBackup(project, backup, ports)
            }
          })
        )
      }
    }

    // A rollback publishes again what was published before this run: listed before Import.
    if (settings.verify?.rollback) await listPublished().catch(() => undefined)

    if (settings.lockout && ports.maintenance) {
      await timed('Lock users out', () => lockUsersOut(settings, ports, result))
      checkCancelled()
    }

    await timed('Import', () =>
      eachProject(async (project, projectResult) => {
        const started = ports.now()
        // From here on a failure may leave this package imported: say so.
        projectResult.importState = 'maybe-imported'
        setState({ kind: 'import-uncertain', project: project.name })
        let entries
        try {
          entries = await api.importPackage({
            projectName: project.name,
            projectDescription: project.description,
            projectLevel: project.level,
            isReplaceIfExists: settings.replaceIfExists,
            packagePath: projectResult.package!.path
          })
        } catch (error) {
          // An answer that refused the Import: the step must not claim the instance holds this
          // package (it is put back all the same, below).
          if (isRefusal(error)) {
            projectResult.importState = 'refused'
            setState({ kind: 'import-refused', project: project.name })
          }
          throw error
        }
        projectResult.importState = 'imported'
        setState({ kind: 'imported' })
        for (const entry of entries) log.publishLogEntry(entry, 'Import')
        log.event({
          kind: 'imported',
          project: project.name,
          size: projectResult.package!.size,
          seconds: (ports.now() - started) / 1000
        })
      })
    )

    const publishPhase: PhaseName = settings.validateOnly ? 'Validate' : 'Publish'
    result.outcome = await timed(publishPhase, () =>
      publish(settings, ports, result, {
        login,
        setInstanceState: setState,
        mayBeRunning: running => (publishMayRun = running),
        completed: askedAt => (publishEndedAt = askedAt)
      })
    )
    if (result.outcome === 'failed') {
      result.failure = { kind: 'publish-failed' }
      setState({ kind: 'publish-failed' })
    } else {
      // A validation leaves the packages imported (until the restore below puts them back).
      setState({ kind: result.outcome === 'published' ? 'published' : 'imported' })
    }
    // Verified deploys: the site runs what was published (or, with rollback, the previous version).
    await verifyDeploy(settings, ports, result, {
      login,
      publishEndedAt: publishEndedAt ?? ports.now(),
      publishedBefore: () => listPublished().catch(() => undefined),
      timed
    })
    // The one place a completed deploy is recorded (skip-unchanged's proof): only once it is
    // known good, after the verification (a failed or rolled-back one records nothing).
    if (result.outcome === 'published') await recordDeploys(settings, ports, result, timed)
  } catch (error) {
    const aborted = ports.signal?.aborted === true
    result.outcome = error instanceof DeployStop ? error.outcome : aborted ? 'cancelled' : 'failed'
    result.failure = failureOf(error, aborted)
    if (error instanceof DeployStop && error.instanceState) setState(error.instanceState)
  }

  await putBack(settings, ports, result, publishMayRun, login, timed)
  // Users back in once the verification, the rollback or the restore has ended.
  if (result.lockout?.lockedAt !== undefined) {
    await timed('Let users back in', () => letUsersBackIn(ports, result))
  }
  return result
}

/**
 * The instance answered the Import with a refusal: an error entry in its log, or HTTP 4xx. No
 * answer, a lost session or a 5xx may have stored the package: those stay uncertain.
 */
function isRefusal(error: unknown): boolean {
  if (error instanceof ServerLogError) return true
  if (!(error instanceof ApiError) || error instanceof TransientError) return false
  if (error instanceof SessionLostError) return false
  return error.status !== undefined && error.status >= 400 && error.status < 500
}

/**
 * Leaves the instance as found: after a failure (or any end of a validation) the stored
 * projects this run imported are put back. Never while a publish may still be running.
 */
async function putBack(
  settings: Settings,
  ports: DeployPorts,
  result: DeployResult,
  publishMayRun: boolean,
  login: () => Promise<void>,
  timed: <T>(name: PhaseName, work: () => Promise<T>) => Promise<T>
): Promise<void> {
  // A refused Import is put back too: an error answer is not proof that nothing changed (an
  // Import without content deletes the stored project and then answers an error), and the
  // backup imported again is the version it held.
  const imported = result.projects.filter(p => p.importState !== 'not-imported')
  if (imported.length === 0) return
  // The publish completed: what runs is no longer what the stored backups hold.
  if (['unverified', 'rolled-back', 'needs-restart'].includes(result.outcome)) return
  const ended: Outcome[] = ['validated', 'failed']
  const afterValidation = settings.validateOnly && settings.restoreAfterValidation
  if (publishMayRun || !ended.includes(result.outcome) || ports.signal?.aborted) {
    if (result.outcome === 'published' || !(settings.restoreOnFailure || afterValidation)) return
    result.notPutBack = imported.map(p => p.name)
    return
  }
  if (!((result.outcome === 'failed' && settings.restoreOnFailure) || afterValidation)) return

  result.restored = await timed('Restore', () =>
    restoreProjects(settings.projects, result.projects, ports, login)
  )
  const failed = result.projects.filter(
    p => p.restore?.status === 'failed' || p.restore?.status === 'not-possible'
  )
  result.instanceState = failed.length
    ? { kind: 'put-back-partly', failed: failed.map(p => p.name) }
    : { kind: 'put-back', count: imported.length }
}

/** A caught error as a Failure: a stop says its own; a login that reached nothing is told apart. */
function failureOf(error: unknown, aborted: boolean): Failure {
  if (error instanceof DeployStop) return error.failure
  if (aborted) return { kind: 'cancelled' }
  if (error instanceof UnreachableError) return { kind: 'login-unreachable', cause: causeOf(error) }
  return { kind: 'error', cause: causeOf(error) }
}

async function withPublished(
  names: string[],
  ports: DeployPorts,
  listPublished: () => Promise<string[] | undefined>
): Promise<string[]> {
  let published: string[] | undefined
  try {
    published = await listPublished()
  } catch (error) {
    throw new DeployStop({ kind: 'published-not-listed', cause: causeOf(error) })
  }
  if (published === undefined) {
    ports.log.event({ kind: 'published-unknown', names })
    return names
  }
  // A set of case-folded names: linear in the (capped) list the instance gave.
  const all = [...names]
  const taken = new Set(names.map(name => name.toLowerCase()))
  for (const name of published) {
    const folded = name.toLowerCase()
    if (taken.has(folded)) continue
    taken.add(folded)
    all.push(name)
  }
  ports.log.event({ kind: 'published-listed', published, together: all })
  return all
}

function includesName(names: string[], name: string): boolean {
  return names.some(n => n.toLowerCase() === name.toLowerCase())
}
