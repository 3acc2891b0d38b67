// The order of a deploy, one named phase after the other: check and package every project, log
// in, wait while another publish runs, back each up, list the published projects, lock users
// out, import each in order, one publishBegin for all, poll publishEnd, verify, and put the
// stored projects back (or roll back) when the deploy failed or only validated. The phases
// share one Run (run.ts), never closures. It knows no HTTP and no @actions/core: the service,
// the packager, the backup store and the log are handed in, so the flow is tested with fakes.
import { ApiError, ServerLogError, SessionLostError, TransientError } from '../api/errors.js'
import type { ProjectSettings, Settings } from '../inputs/settings.js'
import { backUpProject, compareWithBackup, downloadBackup, storeBackup } from './backup.js'
import {
  checkVersions,
  instanceProductVersion,
  readInstance,
  takesInstanceRelease
} from './instance.js'
import { publish } from './publish.js'
import { restoreProjects } from './restore.js'
import { lockOut, logIn, Run, unlock, waitForOtherPublish } from './run.js'
import { causeOf, DeployStop } from './stop.js'
import type {
  DeployPorts,
  DeployReason,
  DeployResult,
  Outcome,
  PhaseName,
  ProjectResult
} from './types.js'
import { decideSkip, recordDeploys } from './unchanged.js'
import { checkDrift, oneLookupPerScope } from './drift.js'
import { importDescriber } from './stamp-step.js'
import { outsideWindow } from './window-step.js'
import { verifyDeploy } from './verified-deploy.js'
import type { PlanReport } from './verify-types.js'

export type * from './types.js'

export async function deploy(settings: Settings, ports: DeployPorts): Promise<DeployResult> {
  const run = new Run(settings, oneLookupPerScope(ports), startResult(settings))
  try {
    // Outside its window a run sends nothing at all, not even GET /entity.
    if (outsideWindow(run)) return run.result
    await checkAndPackage(run)
    await logIn(run)
    if (!settings.dryRun) await waitForOtherPublish(run)
    await backUp(run)
    await listPublishedTogether(run)
    if (settings.dryRun) {
      await plan(run)
      return run.result
    }
    // Before anything is imported: a hotfix made on the instance is never replaced unsaid.
    await checkDrift(run)
    if (settings.skipUnchanged && (await skipUnchanged(run))) return run.result
    // A rollback publishes again what was published before this run: listed before Import.
    if (settings.verify?.rollback) await run.listPublished().catch(() => undefined)
    await lockOut(run)
    await importPackages(run)
    await publishPackages(run)
    // Verified deploys: the site runs what was published (or, with rollback, the previous version).
    await verifyDeploy(run)
    // The one place a completed deploy is recorded (skip-unchanged's proof): only once it is
    // known good, after the verification (a failed or rolled-back one records nothing).
    if (run.result.outcome === 'published') await recordDeploys(run)
  } catch (error) {
    run.stoppedBy(error)
  }
  try {
    await putBack(run)
  } finally {
    // Users are let back in whatever the restore did.
    await unlock(run)
  }
  return run.result
}

/** The result before anything ran: failed until a phase says otherwise, nothing changed. */
function startResult(settings: Settings): DeployResult {
  const deployed = settings.projects.map(p => p.name)
  return {
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
}

/**
 * Check and package: every package built (or inspected), the instance's release read
 * (`GET /entity`, no session), the version check. A source-control build without
 * product-version waits for the instance's release; its folder is checked first, so a malformed
 * fragment still fails before any request.
 */
async function checkAndPackage(run: Run): Promise<void> {
  const { settings, ports, result } = run
  const fromInstance = new Set<string>()
  result.instance = await run.timed('Package', async () => {
    const later: Array<[ProjectSettings, ProjectResult]> = []
    await run.eachProject(async (project, projectResult) => {
      if (takesInstanceRelease(settings, project) && ports.checkSource) {
        await ports.checkSource(project)
        later.push([project, projectResult])
      } else {
        await buildPackage(run, project, projectResult)
      }
    })
    const read = await readInstance(ports)
    const version = instanceProductVersion(read)
    for (const [project, projectResult] of later) {
      if (version) fromInstance.add(project.name)
      await buildPackage(run, project, projectResult, version)
      run.checkCancelled()
    }
    return read
  })
  result.versionCheck = await checkVersions(
    settings,
    result.projects,
    result.instance,
    fromInstance,
    ports
  )
}

async function buildPackage(
  run: Run,
  project: ProjectSettings,
  projectResult: ProjectResult,
  productVersion?: string
): Promise<void> {
  const { ports } = run
  const started = ports.now()
  const info = await ports.makePackage(project, productVersion)
  projectResult.package = info
  if (run.settings.skipUnchanged) {
    projectResult.digest = await ports.packageDigest(info.path, project.level)
  }
  ports.log.event({
    kind: 'packaged',
    project: project.name,
    package: info,
    seconds: (ports.now() - started) / 1000
  })
  ports.settleMemory?.()
}

/**
 * Back up: each stored project downloaded (and, unless skip-unchanged or a dry run waits to know
 * it deploys, uploaded) and compared with its package. skip-unchanged and dry-run read the
 * stored projects even with backup: false.
 */
async function backUp(run: Run): Promise<void> {
  const { settings, ports } = run
  if (!(settings.backup || settings.skipUnchanged || settings.dryRun)) return
  await run.timed('Back up', () =>
    run.eachProject(async (project, projectResult) => {
      const options = { maxBytes: settings.backupMaxBytes, listPublished: run.listPublished }
      projectResult.backup =
        settings.skipUnchanged || settings.dryRun
          ? await downloadBackup(project, ports, options)
          : await backUpProject(project, ports, options)
      await compareWithBackup(projectResult, ports, project.level)
    })
  )
}

/** include-published: the projects getPublished lists are published together with these. */
async function listPublishedTogether(run: Run): Promise<void> {
  if (!run.settings.includePublished) return
  run.result.projectNames = await run.timed('List published projects', () =>
    withPublished(run.result.projectNames, run.ports, run.listPublished)
  )
  run.checkCancelled()
}

/**
 * dry-run: true: everything a deploy reads, nothing it writes. The phases before have logged in,
 * read `GET /entity`, built and checked the packages, run the version check and downloaded each
 * stored project (no artifact) with its Changes; this lists the published projects (even with
 * include-published: false) and says what a publish would send and whether skip-unchanged
 * would skip. No Import, publishBegin, publishEnd or delete.
 */
async function plan(run: Run): Promise<void> {
  const { settings, result } = run
  const published = await run.listPublished()
  const names = [...result.projectNames]
  if (settings.includePublished && published) {
    for (const name of published) {
      if (!includesName(names, name)) names.push(name)
    }
  }
  const report: PlanReport = { wouldPublish: settings.validateOnly ? result.projectNames : names }
  if (settings.skipUnchanged) {
    const decision = await decideSkip(
      { ...settings, dryRun: false },
      result.projects,
      published,
      run.ports
    )
    report.wouldSkip = decision.skip
    if (!decision.skip) report.skipReason = reasonKind(decision.reason)
  }
  result.projectNames = report.wouldPublish
  result.plan = report
  result.outcome = 'planned'
  run.ports.log.event({ kind: 'planned', plan: report })
}

function reasonKind(reason: DeployReason): string {
  return 'project' in reason ? `${reason.kind}: ${reason.project}` : reason.kind
}

/**
 * skip-unchanged: true when nothing is deployed (the outcome is `unchanged`); otherwise the
 * backups held back until now are uploaded and the deploy goes on.
 */
async function skipUnchanged(run: Run): Promise<boolean> {
  const { settings, ports, result } = run
  // Without the list (no such call, or it failed) nothing is skipped.
  const list = await run.listPublished().catch(() => undefined)
  const decision = await run.timed('Check unchanged', () =>
    decideSkip(settings, result.projects, list, ports)
  )
  if (!settings.backup) {
    // Read for the check only: without a backup nothing is put back (backup: false).
    for (const projectResult of result.projects) projectResult.backup = { status: 'disabled' }
  }
  if (decision.skip) {
    result.outcome = 'unchanged'
    ports.log.event({ kind: 'unchanged', projects: decision.projects })
    return true
  }
  ports.log.event({ kind: 'deploying-changed', reason: decision.reason })
  if (settings.backup) {
    await run.timed('Upload backups', () =>
      run.eachProject(async (project, projectResult) => {
        const backup = projectResult.backup
        if (backup.status === 'downloaded') {
          projectResult.backup = await storeBackup(project, backup, ports)
        }
      })
    )
  }
  return false
}

/** Import: each package in order; from its first byte on, the instance may hold it. */
async function importPackages(run: Run): Promise<void> {
  const { settings, ports } = run
  const description = importDescriber(settings, ports)
  await run.timed('Import', () =>
    run.eachProject(async (project, projectResult) => {
      ports.settleMemory?.()
      const started = ports.now()
      // From here on a failure may leave this package imported: say so.
      projectResult.importState = 'maybe-imported'
      run.setState({ kind: 'import-uncertain', project: project.name })
      let entries
      try {
        entries = await ports.api.importPackage({
          projectName: project.name,
          projectDescription: description(project),
          projectLevel: project.level,
          isReplaceIfExists: settings.replaceIfExists,
          packagePath: projectResult.package!.path
        })
      } catch (error) {
        // An answer that refused the Import: the step must not claim the instance holds this
        // package (it is put back all the same, after the failure).
        if (isRefusal(error)) {
          projectResult.importState = 'refused'
          run.setState({ kind: 'import-refused', project: project.name })
        }
        throw error
      }
      projectResult.importState = 'imported'
      run.setState({ kind: 'imported' })
      for (const entry of entries) ports.log.publishLogEntry(entry, 'Import')
      ports.log.event({
        kind: 'imported',
        project: project.name,
        size: projectResult.package!.size,
        seconds: (ports.now() - started) / 1000
      })
    })
  )
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

/** Publish (or validate): one publishBegin for all, publishEnd until it ends. */
async function publishPackages(run: Run): Promise<void> {
  const { settings, ports, result } = run
  const phase: PhaseName = settings.validateOnly ? 'Validate' : 'Publish'
  result.outcome = await run.timed(phase, () =>
    publish(settings, ports, result, {
      login: run.login,
      setInstanceState: state => run.setState(state),
      mayBeRunning: running => (run.publishMayRun = running),
      completed: askedAt => (run.publishEndedAt = askedAt)
    })
  )
  if (result.outcome === 'failed') {
    result.failure = { kind: 'publish-failed' }
    run.setState({ kind: 'publish-failed' })
  } else {
    // A validation leaves the packages imported (until the restore puts them back).
    run.setState({ kind: result.outcome === 'published' ? 'published' : 'imported' })
  }
}

/**
 * Restore: leaves the instance as found: after a failure (or any end of a validation) the
 * stored projects this run imported are put back. Never while a publish may still be running.
 */
async function putBack(run: Run): Promise<void> {
  const { settings, ports, result } = run
  // A refused Import is put back too: an error answer is not proof that nothing changed (an
  // Import without content deletes the stored project and then answers an error), and the
  // backup imported again is the version it held.
  const imported = result.projects.filter(p => p.importState !== 'not-imported')
  if (imported.length === 0) return
  // The publish completed: what runs is no longer what the stored backups hold.
  if (['unverified', 'rolled-back', 'needs-restart'].includes(result.outcome)) return
  const ended: Outcome[] = ['validated', 'failed']
  const afterValidation = settings.validateOnly && settings.restoreAfterValidation
  if (run.publishMayRun || !ended.includes(result.outcome) || ports.signal?.aborted) {
    if (result.outcome === 'published' || !(settings.restoreOnFailure || afterValidation)) return
    result.notPutBack = imported.map(p => p.name)
    return
  }
  if (!((result.outcome === 'failed' && settings.restoreOnFailure) || afterValidation)) return

  result.restored = await run.timed('Restore', () =>
    restoreProjects(settings.projects, result.projects, ports, run.login)
  )
  const failed = result.projects.filter(
    p => p.restore?.status === 'failed' || p.restore?.status === 'not-possible'
  )
  run.setState(
    failed.length
      ? { kind: 'put-back-partly', failed: failed.map(p => p.name) }
      : { kind: 'put-back', count: imported.length }
  )
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
