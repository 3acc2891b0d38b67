// The upgrade rehearsal (docs/upgrade.md): the source's published set read (GET /entity, login,
// getPublished, getProject of each, logout: nothing else is ever sent to the source), stored
// together, then on the target the deploy's own phases over that set with this repository's
// projects in place of theirs: the busy probe, the backups, the Imports, one publishBegin with
// every name, the poll and, for a validation, the stored projects put back. Without a source, the
// set is the target's own published set, read the same way. It knows no HTTP: the services, the
// store and the log are handed in, as to deploy().
import * as session from '../api/session.js'
import type { CustomizationApi } from '../api/types.js'
import { backupArtifactName } from '../inputs/projects.js'
import type { RehearseSettings } from '../inputs/read-rehearse-settings.js'
import type { LoginSettings } from '../inputs/login-settings.js'
import type { ProjectSettings, Settings } from '../inputs/settings.js'
import { deploy } from './deploy.js'
import { causeOf } from './stop.js'
import type {
  BackupStoreResult,
  Cause,
  DeployPorts,
  DeployResult,
  PhaseName,
  PhaseTiming
} from './types.js'

/** The engine's rule for a project name (as the inputs check it). */
const PROJECT_NAME = /^[A-Za-z][A-Za-z0-9[\].]*$/

/** Where a project of the rehearsed set comes from. */
type Origin = 'repository' | 'source' | 'target'

export interface RehearsalProject {
  name: string
  origin: Origin
  /** Top-level items of its project.xml; unset when its package could not be read. */
  items?: number
}

type RehearsalOutcome = 'rehearsed' | 'failed' | 'cancelled'

export interface RehearsalResult {
  outcome: RehearsalOutcome
  /** true: published on the target; false: validated. */
  publish: boolean
  /** The instance whose set was read: the source, or the target itself. */
  setFrom: { baseUrl: string; build?: string; isTarget: boolean }
  /** The set as it went to the target, in import order. */
  projects: RehearsalProject[]
  /** The set stored together (an artifact `rehearsal-set-…`, or files on the command line). */
  stored?: BackupStoreResult
  /** Why reading or storing the set failed (nothing was sent to the target then). */
  setFailure?:
    | { step: 'login' | 'list' | 'download' | 'store'; project?: string; cause: Cause }
    /** The set holds no project, and this repository gives none. */
    | { step: 'empty' }
  /** The logout of the source: a failure is said, never fatal. */
  sourceLogout?: session.LogoutOutcome
  /** The deploy's phases on the target; unset when the set could not be read. */
  deploy?: DeployResult
  /** The settings the target's deploy ran with: the set as its projects. */
  deploySettings?: Settings
  phases: PhaseTiming[]
}

export interface RehearsePorts extends DeployPorts {
  /** The source's client; unset: the set is the target's own (read with `api`). */
  source?: CustomizationApi
  /** Where the set's zip of one project is written (a file of the run's own folder). */
  setPath(name: string, index: number): string
  /** Stores the set's zips together (one artifact whose name starts with `rehearsal-set`). */
  storeSet(files: Array<{ name: string; path: string }>): Promise<BackupStoreResult>
  /** A session of the source started: its cookies masked (the post step never gets it). */
  sourceSessionStarted(cookieHeader: string): void
  /** What the set holds, once read: the command says it. */
  setRead?(names: string[], from: RehearsalResult['setFrom']): void
}

export async function rehearse(
  settings: RehearseSettings,
  ports: RehearsePorts
): Promise<RehearsalResult> {
  const reading = settings.source ?? settings.target
  const result: RehearsalResult = {
    outcome: 'failed',
    publish: settings.publish,
    setFrom: { baseUrl: reading.baseUrl, isTarget: settings.source === undefined },
    projects: [],
    phases: []
  }
  const timed = async <T>(name: PhaseName, work: () => Promise<T>): Promise<T> => {
    const started = ports.now()
    try {
      return await ports.log.phase(name, work)
    } finally {
      result.phases.push({ name, seconds: (ports.now() - started) / 1000 })
    }
  }

  const set = await timed('Read the set', () => readSet(settings, ports, result))
  if (ports.signal?.aborted) {
    // What a cancel broke is no failure of the instance's.
    delete result.setFailure
    result.outcome = 'cancelled'
    return result
  }
  if (set === undefined) return result
  result.stored = await timed('Store the set', async () => {
    try {
      return await ports.storeSet(set)
    } catch (error) {
      // The set stays on the runner for this run; the rehearsal goes on (the target's backups
      // are what a restore needs).
      result.setFailure = { step: 'store', cause: causeOf(error) }
      return undefined
    }
  })

  const target = await targetSettings(settings, set, ports, result)
  if (target.projects.length === 0) {
    // Nothing to import or validate: the target is not touched.
    result.setFailure = { step: 'empty' }
    return result
  }
  const deployed = await deploy(target, ports)
  result.deploy = deployed
  result.deploySettings = target
  result.phases.push(...deployed.phases)
  await countItems(result, deployed, ports)
  result.outcome =
    deployed.outcome === 'validated' || deployed.outcome === 'published'
      ? 'rehearsed'
      : deployed.outcome === 'cancelled'
        ? 'cancelled'
        : 'failed'
  return result
}

/**
 * GET /entity, login, getPublished, getProject of each published project, logout: the set's zips
 * on disk, or undefined (result.setFailure says why). The logout runs whatever happened.
 */
async function readSet(
  settings: RehearseSettings,
  ports: RehearsePorts,
  result: RehearsalResult
): Promise<Array<{ name: string; path: string }> | undefined> {
  const api = ports.source ?? ports.api
  const login: LoginSettings = settings.source ?? settings.target
  // A cancellation logs out at once, beside a download still in flight: the runner abandons the
  // command after a short grace, and the post step knows only the target's session.
  let loggedOut: Promise<session.LogoutOutcome> | undefined
  const logOut = (): Promise<session.LogoutOutcome> => (loggedOut ??= session.logOut(api))
  let loggedIn = false
  const onAbort = (): void => {
    if (loggedIn) void logOut()
  }
  ports.signal?.addEventListener('abort', onAbort, { once: true })
  try {
    const info = await api.readInstance(undefined, true)
    if (info.build) result.setFrom.build = info.build
  } catch {
    // The build is for the summary; an instance that does not say it still has a set.
  }
  try {
    await session.logIn(api, login, {
      signal: ports.signal,
      onRetry: retry => ports.log.event({ kind: 'login-retry', ...retry }),
      onSession: cookie =>
        settings.source ? ports.sourceSessionStarted(cookie) : ports.sessionStarted(cookie)
    })
  } catch (error) {
    ports.signal?.removeEventListener('abort', onAbort)
    result.setFailure = { step: 'login', cause: causeOf(error) }
    return undefined
  }
  loggedIn = true
  try {
    if (ports.signal?.aborted) return undefined
    let names: string[] | undefined
    try {
      names = await api.getPublished()
    } catch (error) {
      result.setFailure = { step: 'list', cause: causeOf(error) }
      return undefined
    }
    if (names === undefined) {
      result.setFailure = {
        step: 'list',
        cause: {
          message:
            'the instance has no getPublished (HTTP 404 or 405): its published set cannot be read',
          serverMessages: []
        }
      }
      return undefined
    }
    // The instance is untrusted: a name the engine would refuse is never sent to the target,
    // and a name listed twice is taken once.
    const bad = names.find(name => !PROJECT_NAME.test(name))
    if (bad !== undefined) {
      result.setFailure = {
        step: 'list',
        cause: {
          message: `getPublished listed "${bad.slice(0, 200)}", which is not a project name (letters, digits, [, ] and ., starting with a letter)`,
          serverMessages: []
        }
      }
      return undefined
    }
    const seen = new Set<string>()
    names = names.filter(name => !seen.has(name.toLowerCase()) && seen.add(name.toLowerCase()))
    ports.setRead?.(names, result.setFrom)
    const files: Array<{ name: string; path: string }> = []
    for (const [index, name] of names.entries()) {
      if (ports.signal?.aborted) return undefined
      try {
        const download = await api.getProject(name, ports.setPath(name, index), {
          maxBytes: settings.target.backupMaxBytes
        })
        if (!download.found) {
          throw new Error(`getPublished lists it, but getProject answers: ${download.message}`)
        }
        files.push({ name, path: download.path })
      } catch (error) {
        result.setFailure = { step: 'download', project: name, cause: causeOf(error) }
        return undefined
      }
    }
    return files
  } finally {
    ports.signal?.removeEventListener('abort', onAbort)
    result.sourceLogout = await logOut()
  }
}

/**
 * The deploy's settings on the target: the set's projects as ready-made packages in their order,
 * each of this repository's projects in place of the one of the same name (or after them when
 * the set has none of that name).
 */
async function targetSettings(
  settings: RehearseSettings,
  set: Array<{ name: string; path: string }>,
  ports: RehearsePorts,
  result: RehearsalResult
): Promise<Settings> {
  const target = settings.target
  const ours = new Map(target.projects.map(project => [project.name.toLowerCase(), project]))
  const origin: Origin = settings.source ? 'source' : 'target'
  const projects: ProjectSettings[] = []
  for (const entry of set) {
    const mine = ours.get(entry.name.toLowerCase())
    if (mine) {
      projects.push(mine)
      ours.delete(entry.name.toLowerCase())
      result.projects.push({ name: mine.name, origin: 'repository' })
      continue
    }
    // Its level and description as its own project.xml gives them (a restore reads them so too).
    const details = await ports.packageDetails(entry.path).catch(() => ({}))
    projects.push({
      name: entry.name,
      source: { kind: 'package', path: entry.path },
      description: 'description' in details ? (details.description ?? '') : '',
      level: 'level' in details ? (details.level ?? 0) : 0,
      backupArtifactName: backupArtifactName('', entry.name, target.host)
    })
    result.projects.push({ name: entry.name, origin })
  }
  for (const mine of ours.values()) {
    projects.push(mine)
    result.projects.push({ name: mine.name, origin: 'repository' })
  }
  return { ...target, projects }
}

/** Each project's item count, from the package the run imported (or would have). */
async function countItems(
  result: RehearsalResult,
  deployed: DeployResult,
  ports: RehearsePorts
): Promise<void> {
  for (const [index, project] of result.projects.entries()) {
    const path = deployed.projects[index]?.package?.path
    if (path === undefined) continue
    try {
      project.items = (await ports.projectContent(path, project.name)).items.size
    } catch {
      // Left unset: the summary says the count is not known.
    }
  }
}
