// The order of a deploy: package, log in, back up, list the published projects, Import,
// publishBegin, poll publishEnd. It knows no HTTP and no @actions/core: the service, the
// packager, the backup store and the log are handed in, so the flow is tested with fakes.
import { ApiError, SessionLostError, TransientError } from './api/errors.js'
import type { CustomizationApi, LogEntry, PublishEndAnswer } from './api/types.js'
import type { Settings } from './inputs.js'
import type { PackageInfo } from './package/index.js'

export type PhaseName =
  'Package' | 'Log in' | 'Back up' | 'List published projects' | 'Import' | 'Publish' | 'Validate'

export type Outcome = 'published' | 'validated' | 'failed' | 'timed-out' | 'cancelled'

export type BackupOutcome =
  | {
      status: 'stored'
      path: string
      size: number
      /** The artifact's name: the backup's file name, `<backup-artifact-name>.zip`. */
      artifactName: string
      artifactId: string
      artifactUrl: string
      digest: string
    }
  | { status: 'kept-on-runner'; path: string; size: number; reason: string }
  | { status: 'first-deploy'; message: string }
  | { status: 'disabled' }
  | { status: 'not-taken' }

export interface StoredBackup {
  artifactName: string
  artifactId: string
  artifactUrl: string
  digest: string
}

export type BackupStoreResult = { stored: StoredBackup } | { unavailable: string }

export interface PhaseTiming {
  name: PhaseName
  seconds: number
}

export interface DeployResult {
  outcome: Outcome
  mode: 'publish' | 'validation'
  projectNames: string[]
  package?: PackageInfo
  backup: BackupOutcome
  phases: PhaseTiming[]
  /** Log of the last publishEnd answer. */
  publishLog: LogEntry[]
  /** What went wrong and what the user can do; set for every outcome but success. */
  error?: string
  /** Where the instance stands after a failure (nothing changed, imported but not published, ...). */
  instanceState?: string
}

/** The flow's view of the log; main.ts maps it onto @actions/core. */
export interface FlowLog {
  phase<T>(name: PhaseName, work: () => Promise<T>): Promise<T>
  info(message: string): void
  notice(message: string): void
  warning(message: string): void
  /** One publish log entry, shown once, as it arrives. */
  publishLogEntry(entry: LogEntry, phase: PhaseName): void
}

export interface DeployPorts {
  api: CustomizationApi
  /** Builds (or inspects) the package on disk. */
  makePackage(): Promise<PackageInfo>
  /** Where getProject writes the backup zip. */
  backupPath: string
  storeBackup(zipPath: string): Promise<BackupStoreResult>
  /** Called whenever a session starts (login and re-login): save it for the post step, mask it. */
  sessionStarted(cookieHeader: string): void
  log: FlowLog
  sleep(ms: number, signal?: AbortSignal): Promise<void>
  now(): number
  signal?: AbortSignal
}

/** Raised inside the flow to stop it with a user-facing message and the instance's state. */
class DeployStop extends Error {
  constructor(
    message: string,
    readonly instanceState: string,
    readonly outcome: Outcome = 'failed'
  ) {
    super(message)
  }
}

const UNCHANGED = 'The instance is unchanged: nothing was imported or published.'
const IMPORTED_ONLY =
  'The package was imported but not published: the instance still runs the previously published version.'
const STILL_VALIDATING = 'A validation may still be running; nothing is published by a validation.'
// After publishBegin fails without an answer, how many publishEnd answers to wait for before
// concluding the publish did not start.
const START_CONFIRMATION_POLLS = 3

export async function deploy(settings: Settings, ports: DeployPorts): Promise<DeployResult> {
  const { api, log } = ports
  const mode = settings.validateOnly ? 'validation' : 'publish'
  const publishPhase: PhaseName = settings.validateOnly ? 'Validate' : 'Publish'
  const result: DeployResult = {
    outcome: 'failed',
    mode,
    projectNames: [
      settings.projectName,
      ...settings.publishWith.filter(n => !sameName(n, settings.projectName))
    ],
    backup: settings.backup ? { status: 'not-taken' } : { status: 'disabled' },
    phases: [],
    publishLog: []
  }
  let instanceState = UNCHANGED

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
      throw new DeployStop('The run was cancelled.', instanceState, 'cancelled')
    }
  }
  const login = async (): Promise<void> => {
    await api.login(settings.credentials, {
      attempts: settings.loginAttempts,
      delaySeconds: settings.loginRetryDelaySeconds,
      signal: ports.signal,
      onRetry: retry =>
        log.warning(
          `Login attempt ${retry.attempt} of ${retry.attempts} failed: ${retry.reason}. Trying again in ${formatSeconds(retry.waitSeconds)}.`
        )
    })
    const cookie = api.sessionCookie
    if (cookie !== undefined) ports.sessionStarted(cookie)
  }

  try {
    result.package = await timed('Package', async () => {
      const started = ports.now()
      const info = await ports.makePackage()
      log.info(
        `Packaged ${info.entries} files into ${info.size} bytes (sha256 ${info.sha256}) in ${formatSeconds((ports.now() - started) / 1000)}.`
      )
      return info
    })
    checkCancelled()

    await timed('Log in', async () => {
      await login()
      log.info(`Logged in to ${settings.baseUrl} as ${settings.credentials.name}.`)
    })
    checkCancelled()

    if (settings.backup) {
      result.backup = await timed('Back up', () => backUp(settings, ports))
      checkCancelled()
    }

    if (settings.includePublished) {
      result.projectNames = await timed('List published projects', () =>
        withPublished(result.projectNames, ports)
      )
      checkCancelled()
    }

    await timed('Import', async () => {
      const started = ports.now()
      // From here on a failure may leave the new package imported: say so.
      instanceState =
        'The Import may or may not have completed: check the Customization Projects screen. Nothing was published.'
      const entries = await api.importPackage({
        projectName: settings.projectName,
        projectDescription: settings.projectDescription,
        projectLevel: settings.projectLevel,
        isReplaceIfExists: settings.replaceIfExists,
        packagePath: result.package!.path
      })
      instanceState = IMPORTED_ONLY
      for (const entry of entries) log.publishLogEntry(entry, 'Import')
      log.info(
        `Imported ${settings.projectName} (${result.package!.size} bytes) in ${formatSeconds((ports.now() - started) / 1000)}.`
      )
    })
    checkCancelled()

    result.outcome = await timed(publishPhase, () =>
      publish(settings, ports, result, login, state => (instanceState = state))
    )
    if (result.outcome === 'failed') {
      result.error = settings.validateOnly
        ? `Validation of ${settings.projectName} failed: see the publish log.`
        : `Publishing ${settings.projectName} failed: see the publish log.`
      result.instanceState = settings.validateOnly
        ? 'Nothing was published: the instance still runs the previously published version.'
        : 'The instance reported the publish as failed; it normally keeps the previously published version. Check the Customization Projects screen.'
    }
  } catch (error) {
    result.outcome =
      error instanceof DeployStop ? error.outcome : ports.signal?.aborted ? 'cancelled' : 'failed'
    result.error = describe(error, ports.signal?.aborted === true)
    result.instanceState = error instanceof DeployStop ? error.instanceState : instanceState
  }
  return result
}

async function backUp(settings: Settings, ports: DeployPorts): Promise<BackupOutcome> {
  const { api, log } = ports
  let download
  try {
    download = await api.getProject(settings.projectName, ports.backupPath)
  } catch (error) {
    throw new DeployStop(
      `Backup failed: getProject could not download ${settings.projectName}: ${describe(error, false)} The deploy stopped before Import so that the deployed version is not lost; fix the cause, or set backup: false to deploy without a backup.`,
      UNCHANGED
    )
  }
  if (!download.found) {
    log.notice(
      `First deploy: ${settings.projectName} is not on the instance yet (${download.message}), so there is nothing to back up.`
    )
    return { status: 'first-deploy', message: download.message }
  }
  log.info(
    `Downloaded the deployed ${settings.projectName}: ${download.size} bytes (sha256 ${download.sha256}).`
  )
  let stored: BackupStoreResult
  try {
    stored = await ports.storeBackup(download.path)
  } catch (error) {
    throw new DeployStop(
      `Backup failed: the deployed project was downloaded to ${download.path} but could not be uploaded as a workflow artifact: ${describe(error, false)} The deploy stopped before Import; set backup-artifact-name to a unique name if the name is taken, or backup: false to deploy without a backup.`,
      UNCHANGED
    )
  }
  if ('unavailable' in stored) {
    log.warning(
      `The backup could not be uploaded as a workflow artifact (${stored.unavailable}). It stays on the runner at ${download.path} (output backup-path); keep it with actions/upload-artifact@v3 in a later step, with if: always().`
    )
    return {
      status: 'kept-on-runner',
      path: download.path,
      size: download.size,
      reason: stored.unavailable
    }
  }
  log.info(
    `Backup stored as artifact ${stored.stored.artifactName} (id ${stored.stored.artifactId}): ${stored.stored.artifactUrl}`
  )
  return { status: 'stored', path: download.path, size: download.size, ...stored.stored }
}

async function withPublished(names: string[], ports: DeployPorts): Promise<string[]> {
  let published: string[] | undefined
  try {
    published = await ports.api.getPublished()
  } catch (error) {
    throw new DeployStop(
      `Could not list the published projects: ${describe(error, false)} Set include-published: false and list the projects to keep in publish-with to go on without it.`,
      UNCHANGED
    )
  }
  if (published === undefined) {
    ports.log.warning(
      `This instance has no getPublished call, so the projects published now cannot be listed. Publishing ${names.join(', ')} only: any other published project not listed in publish-with will be unpublished.`
    )
    return names
  }
  const all = [...names]
  for (const name of published) if (!all.some(n => sameName(n, name))) all.push(name)
  ports.log.info(
    `Published now: ${published.length ? published.join(', ') : '(none)'}. Publishing together: ${all.join(', ')}.`
  )
  return all
}

async function publish(
  settings: Settings,
  ports: DeployPorts,
  result: DeployResult,
  login: () => Promise<void>,
  setInstanceState: (state: string) => void
): Promise<Outcome> {
  const { api, log } = ports
  const verb = settings.validateOnly ? 'Validation' : 'Publish'
  const phase: PhaseName = settings.validateOnly ? 'Validate' : 'Publish'
  let beginFault: string | undefined
  try {
    const entries = await api.publishBegin({
      isMergeWithExistingPackages: settings.mergeWithExisting,
      isOnlyValidation: settings.validateOnly,
      isOnlyDbUpdates: settings.dbUpdatesOnly,
      projectNames: result.projectNames,
      tenantMode: settings.tenantMode
    })
    for (const entry of entries) log.publishLogEntry(entry, phase)
    log.info(`${verb} of ${result.projectNames.join(', ')} started.`)
  } catch (error) {
    if (!(error instanceof TransientError)) throw error
    // The instance may have started the publish before the answer was lost: never send
    // publishBegin twice; ask publishEnd what is going on.
    beginFault = error.message
    log.warning(
      `publishBegin got no usable answer (${error.message}). The ${verb.toLowerCase()} may have started: asking publishEnd before deciding.`
    )
  }
  setInstanceState(
    settings.validateOnly
      ? STILL_VALIDATING
      : 'The publish may still be running on the instance: check the Customization Projects screen before deploying again.'
  )

  const started = ports.now()
  const deadline = started + settings.publishTimeoutSeconds * 1000
  let shown = 0
  let unconfirmed = 0
  for (;;) {
    if (ports.signal?.aborted) {
      throw new DeployStop(
        `The run was cancelled while the ${verb.toLowerCase()} was running.`,
        settings.validateOnly
          ? 'A validation may still be running on the instance; nothing is published by a validation.'
          : 'The publish may still be running on the instance and will finish there: check the Customization Projects screen before deploying again.',
        'cancelled'
      )
    }
    let answer: PublishEndAnswer | undefined
    try {
      answer = await api.publishEnd()
    } catch (error) {
      if (error instanceof SessionLostError) {
        log.warning(`The API session was lost while polling (${error.message}); logging in again.`)
        await login()
        log.info('Logged in again; polling goes on.')
      } else {
        const transient = error instanceof TransientError
        if (!transient && beginFault === undefined) throw error
        if (transient) log.warning(`publishEnd: ${error.message}; polling goes on.`)
        // After a publishBegin fault, a refusal of publishEnd, or no answer in a few polls,
        // means the publish did not start.
        if (beginFault !== undefined && (!transient || ++unconfirmed >= START_CONFIRMATION_POLLS)) {
          throw new DeployStop(
            `publishBegin failed (${beginFault}) and publishEnd did not confirm a running ${verb.toLowerCase()} (${describe(error, false)}): the ${verb.toLowerCase()} did not start. Re-run the workflow to publish.`,
            IMPORTED_ONLY
          )
        }
      }
    }
    if (answer !== undefined) {
      if (beginFault !== undefined) {
        log.info(
          `publishEnd answered: the ${verb.toLowerCase()} did start despite the publishBegin fault; following it.`
        )
        beginFault = undefined
      }
      if (answer.log.length < shown) shown = 0 // a new log (the server restarted it): show it whole
      for (const entry of answer.log.slice(shown)) log.publishLogEntry(entry, phase)
      shown = answer.log.length
      result.publishLog = answer.log
      if (answer.state === 'failed') {
        log.info(`${verb} failed after ${formatSeconds((ports.now() - started) / 1000)}.`)
        return 'failed'
      }
      if (answer.state === 'completed') {
        log.info(`${verb} completed in ${formatSeconds((ports.now() - started) / 1000)}.`)
        return settings.validateOnly ? 'validated' : 'published'
      }
    }
    if (ports.now() >= deadline) {
      throw new DeployStop(
        `The ${verb.toLowerCase()} did not end within publish-timeout (${formatSeconds(settings.publishTimeoutSeconds)}). The instance may still be publishing: check the Customization Projects screen, then re-run, or raise publish-timeout.`,
        settings.validateOnly
          ? STILL_VALIDATING
          : 'The publish may still be running and may yet complete or fail on the instance.',
        'timed-out'
      )
    }
    try {
      await ports.sleep(
        Math.min(settings.pollIntervalSeconds * 1000, Math.max(0, deadline - ports.now())),
        ports.signal
      )
    } catch {
      // Aborted: the loop's first check reports the cancellation.
    }
  }
}

function sameName(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase()
}

/** Seconds with a unit: `0.25 s`, `12.35 s`, `600 s` (hundredths up to 100 s, for timings). */
export function formatSeconds(seconds: number): string {
  const rounded = seconds >= 100 ? Math.round(seconds) : Math.round(seconds * 100) / 100
  return `${rounded} s`
}

function describe(error: unknown, cancelled: boolean): string {
  if (cancelled) return 'The run was cancelled.'
  if (error instanceof ApiError) {
    const server = error.serverMessages.filter(m => !error.message.includes(m))
    const said = server.length ? ` The instance said: ${server.join(' | ')}` : ''
    return sentence(sentence(error.message) + said)
  }
  return sentence(error instanceof Error ? error.message : String(error))
}

/** Capitalised and closed with a full stop, so messages can be joined. */
function sentence(text: string): string {
  const trimmed = text.trim()
  if (trimmed === '') return trimmed
  const capital = trimmed[0].toUpperCase() + trimmed.slice(1)
  return /[.!?]$/.test(capital) ? capital : `${capital}.`
}
