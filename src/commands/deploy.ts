// The main step: inputs in; outputs, state, log and job summary out. The order of the deploy is
// in deploy.ts, the wire in api/.
import { randomBytes } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { ContentReads } from '../changes/content-reads.js'
import { collectGarbage } from '../shared/collect-garbage.js'
import type { LogEntry, MaintenanceApi } from '../api/types.js'
import { backupFileName, uploadBackup } from '../backup/upload-backup.js'
import { actionsCacheLedger } from '../ledger/actions-cache-ledger.js'
import {
  deploy,
  type DeployPorts,
  type DeployResult,
  type FlowLog,
  type PhaseName
} from '../deploy/deploy.js'
import { removeProjects } from '../deploy/remove.js'
import { clearTextWarning } from '../inputs/clear-text.js'
import { inputErrorSummary } from '../report/input-summary.js'
import { readSettings, type Settings } from '../inputs/read-settings.js'
import { describeKind, packageProject, readProjectDefaults } from '../package/index.js'
import {
  entryLine,
  failureMessage,
  finalLine,
  isSuccess,
  projectsJson,
  publishLogText,
  deploySummary
} from '../report/report.js'
import { firstAnswerWaitLine, logProgress } from '../report/progress-text.js'
import { hostWords, lintFullList, type Host } from '../report/host.js'
import { changesJson } from '../report/changes-text.js'
import { maskCookieValues, saveLockout, saveProgress, saveSession } from '../runner/state.js'
import type { SafeLog } from '../runner/log.js'
import type { Runner, CommandResult } from '../runner/runner.js'
import { safeLogEntry } from '../redact/safe-text.js'
import type { Command, Kit } from '../runner/command.js'
import { runLint } from '../report/lint-report.js'
import { countResult, lintSummary } from '../report/lint-text.js'
import { joinSummaries, type Summary } from '../shared/summary.js'
import { PublishProblems, type PublishReport } from '../report/publish-findings-report.js'
import type { Finding } from '../lint/lint.js'
import { lintProjectOf } from '../inputs/read-lint-settings.js'
import { lintInWorker } from '../lint/lint-worker.js'
import { InputError } from '../inputs/input-error.js'
import { messageOf } from '../shared/message-of.js'
import { projectDigests, targetOfSettings, type RunRecord } from '../fleet/result-recorder.js'
import { SourceControlPasses } from './source-control-passes.js'
import { withResultFile, type RecordedResult, type RecordingCommand } from './result-file.js'

/** The deploy (or remove): its result is the `result` output (docs: the outcomes). */
const deployParts: RecordingCommand<Settings> = {
  readSettings: (runner, log) =>
    runner.group('Check inputs', async () => {
      const read = await readSettings(name => runner.getInput(name), runner.env.workspace)
      if (read.remove) {
        log.info(`Instance ${read.baseUrl}, removing ${read.remove.join(', ')}.`)
      } else {
        log.info(
          `Instance ${read.baseUrl}, ${read.validateOnly ? 'validation only' : 'publish'}, ${read.projects.length} ${read.projects.length > 1 ? 'projects' : 'project'}:`
        )
      }
      for (const project of read.projects) {
        log.info(
          `- ${project.name}: "${project.source.path}" is ${describeKind(project.source.kind)}.`
        )
      }
      const clearText = await clearTextWarning(read.baseUrl)
      if (clearText) log.warning(clearText)
      return read
    }),
  notStarted: failure => ({
    result: 'failed',
    outputs: { result: 'failed' },
    failure,
    summary: inputErrorSummary('Deploy', failure)
  }),
  cancellation: runner => ({
    stopping: `stopping. ${hostWords(runner.host).releasesSession}`,
    // A request still in flight: leave before the runner's kill (the session is in the saved
    // state for the post step; withResultFile writes the result file at once).
    inFlight: signal => ({
      result: 'cancelled',
      outputs: { result: 'cancelled' },
      failure: `The run was cancelled (${signal}) while a request was in flight.`
    }),
    // A cancel while the schedule is on its way waits for its answer: the stop must come after.
    holdFor: () => lockoutCallOf(runner).scheduling
  }),
  login: settings => settings,
  firstAnswerWait: firstAnswerWaitLine,
  run: deployRun
}

/** The deploy writes its result file in every outcome, a cancelled run's too (docs/fleet.md). */
export const deployCommand: Command<Settings> = withResultFile(deployParts, targetOfSettings)

/** Each run's lockout schedule while it is on its way (runCommand hands every part the run's runner). */
const lockoutCalls = new WeakMap<Runner, LockoutCall>()
function lockoutCallOf(runner: Runner): LockoutCall {
  let call = lockoutCalls.get(runner)
  if (!call) lockoutCalls.set(runner, (call = {}))
  return call
}

/** The lockout's schedule while it is on its way (a cancellation waits for its answer). */
interface LockoutCall {
  scheduling?: Promise<unknown>
}

/** The Apply Updates endpoint, its schedule call kept in `call` until it is answered. */
function trackSchedule(maintenance: MaintenanceApi, call: LockoutCall): MaintenanceApi {
  return {
    endpoint: maintenance.endpoint,
    scheduleLockoutCommand: (reason, at) => {
      const scheduled = maintenance.scheduleLockoutCommand(reason, at)
      const settled = scheduled.then(
        () => undefined,
        () => undefined
      )
      call.scheduling = settled
      void settled.then(() => {
        if (call.scheduling === settled) call.scheduling = undefined
      })
      return scheduled
    },
    stopLockoutCommand: () => maintenance.stopLockoutCommand(),
    restartApplicationCommand: () => maintenance.restartApplicationCommand()
  }
}

async function deployRun({
  runner,
  log,
  settings,
  cancel,
  client
}: Kit<Settings>): Promise<RecordedResult> {
  const temp = await workFolder(runner.env.tempDir)
  // Each source-control folder is read once: by the lint, the check before any request and the
  // build together.
  const passes = new SourceControlPasses(temp, settings.projects)
  // Each package and stored project is read once: by the Changes, the drift check, the ledger
  // and the result file together.
  const reads = new ContentReads()
  let result: DeployResult
  let lint: Awaited<ReturnType<typeof lintBeforeLogin>>
  const problems = new PublishProblems()
  try {
    lint = await lintBeforeLogin(runner, log, settings, passes)
    if (lint.failure !== undefined) {
      return {
        result: 'failed',
        outputs: { result: 'failed' },
        failure: lint.failure,
        summary: lint.summary
      }
    }
    const flow = settings.remove ? removeProjects : deploy
    result = await flow(
      settings,
      deployPorts({ runner, log, settings, cancel, client }, temp, problems, passes, reads)
    )
  } finally {
    await passes.removeAll()
  }

  // The publish log's errors and warnings at the repository's lines (docs/publish-errors.md).
  const pointAtLines = (): Promise<PublishReport> =>
    problems.report(log, {
      projects: settings.projects.map(lintProjectOf),
      root: runner.env.workspace,
      host: runner.host,
      failed: !isSuccess(result),
      sarifPath: settings.lint?.sarifPath,
      lintFindings: lint.findings
    })
  const publish =
    problems.size > 0
      ? await runner.group('Errors and warnings at the line', pointAtLines)
      : await pointAtLines()
  const ended = await report(settings, result, temp, lint.summary, log, runner.host, publish)
  saveProgress(runner, `done: ${result.outcome}`)
  // The result file: each package's content digest (a removal imports none), and what else the
  // instance publishes.
  const record: RunRecord = {
    ...(settings.remove
      ? {}
      : {
          projects: await projectDigests(result, settings, (zipPath, what) =>
            reads.content(zipPath, what)
          )
        }),
    ...(result.published ? { published: result.published } : {})
  }
  return { ...ended, record }
}

/**
 * What the deploy flow runs with in this command's host (the rehearsal's too): the client, the
 * packager, the backup store, the ledger, the session saved for the post step, the log.
 */
export function deployPorts(
  {
    runner,
    log,
    settings,
    cancel,
    client
  }: Pick<Kit<Settings>, 'runner' | 'log' | 'settings' | 'cancel' | 'client'>,
  temp: string,
  problems: PublishProblems,
  passes = new SourceControlPasses(temp, settings.projects),
  reads = new ContentReads()
): DeployPorts {
  const endpoint = settings.maintenanceEndpoint
  const maintenance = endpoint
    ? trackSchedule(
        client.maintenance(endpoint, {
          pollIntervalSeconds: settings.pollIntervalSeconds,
          timeoutSeconds: settings.requestTimeoutSeconds
        }),
        lockoutCallOf(runner)
      )
    : undefined
  // When the schedule was sent: a post step after a kill waits for it before its stop.
  let lockoutSentAt: number | undefined
  return {
    api: client,
    ...(maintenance ? { maintenance } : {}),
    lockoutChanged: (on, stopTried) => {
      lockoutSentAt ??= Date.now()
      saveLockout(
        runner,
        on && endpoint
          ? {
              endpoint,
              pollIntervalSeconds: settings.pollIntervalSeconds,
              requestTimeoutSeconds: settings.requestTimeoutSeconds,
              stopTimeoutSeconds: settings.lockout?.stopTimeoutSeconds ?? 600,
              ...(stopTried ? { stopTried } : {}),
              sentAt: lockoutSentAt
            }
          : undefined
      )
    },
    makePackage: async (project, productVersion) => {
      const source = project.source
      // The root's level stays ProjectMetadata.xml's, as the engine writes it (empty stays
      // empty); project-level goes to the Import's own projectLevel field.
      const built =
        source.kind === 'source-control'
          ? await passes.build(project, {
              productVersion: productVersion ?? source.productVersion,
              description: project.description
            })
          : await packageProject(source.path, source.kind, {
              outputPath: passes.outputPath(project),
              exclude: source.kind === 'package' ? [] : source.exclude,
              include: source.kind === 'package' ? [] : source.include,
              productVersion:
                source.kind === 'package' ? '' : (productVersion ?? source.productVersion),
              description: project.description
            })
      for (const warning of built.warnings) log.warning(warning)
      reads.package(built.path, `the package of ${project.name}`, project.level)
      return built
    },
    checkSource: async project => {
      // The build's first pass (the lint's, when it ran): its warnings are told by the build.
      if (project.source.kind === 'source-control') await passes.of(project)
    },
    // Named as the artifact will be: an upload of the file as it is takes its name.
    backupPath: project => path.join(temp, 'backup', backupFileName(project.backupArtifactName)),
    packageDetails: zipPath => readProjectDefaults(zipPath, 'package'),
    packageDigest: (zipPath, level) => reads.digest(zipPath, level),
    projectContent: (zipPath, what) => reads.content(zipPath, what),
    // A workflow artifact, or where the host keeps it (the command line: a folder).
    storeBackup: (zipPath, project) => {
      const name = attemptName(project.backupArtifactName, runner.env.runAttempt)
      const args = [zipPath, name, settings.backupRetentionDays] as const
      return runner.storeBackup ? runner.storeBackup(...args) : uploadBackup(...args)
    },
    // The ledger of completed deploys (skip-unchanged's proof), in the repository's Actions
    // cache, or where the host keeps it (the command line: a file).
    ledger: runner.deployLedger
      ? runner.deployLedger()
      : actionsCacheLedger({
          run: { id: runner.env.runId, attempt: runner.env.runAttempt },
          tempDir: runner.env.runnerTemp
        }),
    sessionStarted: cookie => {
      maskCookieValues(runner, client.secretValues)
      saveSession(runner, {
        baseUrl: settings.baseUrl,
        cookie,
        requestTimeoutSeconds: settings.requestTimeoutSeconds
      })
    },
    origin: {
      runId: runner.env.runId,
      ...(runner.env.repository ? { repository: runner.env.repository } : {}),
      ...(runner.env.commit ? { commit: runner.env.commit } : {}),
      ...(runner.env.runUrl ? { runUrl: runner.env.runUrl } : {})
    },
    log: flowLog(runner, log, problems),
    sleep: (ms, signal) => sleep(ms, undefined, { signal }),
    now: () => Date.now(),
    settleMemory: collectGarbage,
    signal: cancel.signal
  }
}

/**
 * The lint before login (docs/lint.md): its findings as annotations, and the summary's section
 * when it found errors or warnings; with `lint: fail`, `pass` is false on an error-level finding,
 * so that the run stops before anything is sent (the section is written then).
 */
async function lintBeforeLogin(
  runner: Runner,
  log: SafeLog,
  settings: Settings,
  passes: SourceControlPasses
): Promise<{ failure?: string; summary?: Summary; findings?: Finding[] }> {
  const lint = settings.lint
  // A removal imports nothing: there is no package to check.
  if (lint === undefined || lint.mode === 'off' || settings.remove) return {}
  return runner.group('Lint', async () => {
    const workspace = runner.env.workspace
    const fullList = lintFullList('deploy', runner.host)
    let counts
    let summary: Summary | undefined
    let findings: Finding[] | undefined
    try {
      // A source-control folder is read by the build's first pass, the lint observing it: what
      // the build refuses, it refuses before any request with its own message (the lint then
      // leaves the packages to it rather than report the same thing first).
      const projects = settings.projects.map(lintProjectOf)
      const result = await runLint(
        projects,
        { ...lint, tenantMode: settings.tenantMode },
        workspace,
        runner,
        {
          notesInLog: true,
          fullList,
          reportedOnly: true,
          // A source-control folder: the lint watches the build's one pass, in this thread.
          // Packages only: a worker thread, whose heap goes with it (lint-worker.ts).
          ...(settings.projects.some(project => project.source.kind === 'source-control')
            ? { read: passes.lintReader(projects) }
            : { lint: lintInWorker })
        }
      )
      findings = result.findings
      counts = countResult(result)
      if (counts.errors + counts.warnings > 0) summary = lintSummary(result, fullList)
    } catch (error) {
      // A bad input (the SARIF file's path): the run stops before anything is sent.
      if (error instanceof InputError) return { summary, failure: error.message }
      // The package step meets the same problem before any request and says what to do.
      log.info(`The lint could not read the packages: ${messageOf(error)}`)
      return { summary }
    }
    if (lint.mode === 'fail' && counts.errors > 0) {
      return {
        summary,
        findings,
        failure: `The lint found ${counts.errors} error-level ${counts.errors === 1 ? 'finding' : 'findings'} (lint: fail): nothing was sent to the instance. See the annotations and docs/lint.md; lint: warn reports them without stopping.`
      }
    }
    return { summary, findings }
  })
}

function flowLog(runner: Runner, log: SafeLog, problems: PublishProblems): FlowLog {
  return {
    phase: <T>(name: PhaseName, work: () => Promise<T>) => {
      saveProgress(runner, name)
      return runner.group(name, work)
    },
    event: event => logProgress(log, event, runner.host),
    publishLogEntry: (entry: LogEntry, phase: PhaseName) => {
      // Each entry once as a line; errors and warnings become annotations after the run, on the
      // repository's lines where they point (publish-findings-report.ts).
      const type = entry.logType.toLowerCase()
      if (type === 'error' || type === 'warning') problems.add(entry, phase)
      log.info(entryLine(entry))
    }
  }
}

async function report(
  settings: Settings,
  result: DeployResult,
  temp: string,
  lint: Summary | undefined,
  log: SafeLog,
  host: Host | undefined,
  publish: PublishReport
): Promise<CommandResult> {
  const outputs: Record<string, string> = {}
  const setOutput = (name: string, value: string): void => {
    outputs[name] = value
  }
  setOutput('result', result.outcome)
  setOutput('restored', String(result.restored))
  setOutput('projects-json', JSON.stringify(projectsJson(result)))
  setOutput('changes-json', JSON.stringify(changesJson(result)))
  setOutput('instance-version', result.instance?.build ?? '')
  setOutput('publish-findings-json', publish.json)
  const ready = result.verification?.siteReadySeconds
  setOutput('site-ready-seconds', ready === undefined ? '' : String(Math.round(ready * 100) / 100))
  // The single-valued outputs describe the first project.
  const first = result.projects.at(0)
  if (first?.package) {
    setOutput('package-size', String(first.package.size))
    setOutput('package-sha256', first.package.sha256)
  }
  const backup = first?.backup
  if (backup?.status === 'stored' || backup?.status === 'kept-on-runner') {
    setOutput('backup-path', backup.path)
  }
  if (backup?.status === 'stored') {
    setOutput('backup-artifact-id', backup.artifactId)
    setOutput('backup-artifact-url', backup.artifactUrl)
    setOutput('backup-artifact-digest', backup.digest)
  }
  if (result.publishLog.length) {
    const file = path.join(temp, 'publish-log.txt')
    // The same lines as the log shows: neutralised and masked.
    await writeFile(file, publishLogText(result.publishLog.map(safeLogEntry)))
    setOutput('publish-log', file)
  }

  // The lint's section after the run's own (its heading comes first in the summary).
  const summary = withSectionFirst(
    joinSummaries(deploySummary(settings, result, host), lint),
    publish.summary
  )
  if (isSuccess(result) && !result.lockout?.stopFailed) {
    log.info(finalLine(settings, result))
    return { result: result.outcome, outputs, summary }
  }
  return {
    result: result.outcome,
    outputs,
    summary,
    failure: failureMessage(settings, result, host)
  }
}

/** `section` right after the summary's heading: what a reviewer opens the page for. */
function withSectionFirst(summary: Summary, section: Summary | undefined): Summary {
  if (!section) return summary
  const [first, ...rest] = summary.blocks
  return first?.kind === 'heading'
    ? { blocks: [first, ...section.blocks, ...rest] }
    : { blocks: [...section.blocks, ...summary.blocks] }
}

/**
 * A re-run attempt's backup gets `-attempt<N>`: artifact names are unique within a run, and the
 * first attempt's backup (the one its messages named) must stay as it is.
 */
export function attemptName(name: string, attempt: string | undefined): string {
  const number = Number(attempt)
  return Number.isInteger(number) && number > 1 ? `${name}-attempt${number}` : name
}

/** A private folder for the package, the backup and the publish log (RUNNER_TEMP on runners). */
export async function workFolder(base: string): Promise<string> {
  const folder = path.join(base, `acumatica-deploy-${randomBytes(4).toString('hex')}`)
  // Only this user reads the package and the backup (a shared temp folder on the command line).
  await mkdir(path.join(folder, 'backup'), { recursive: true, mode: 0o700 })
  return folder
}
