// The rehearsal of an upgrade (rehearse/action.yml, the command line's `rehearse`): the source's
// published set, this repository's projects in place of theirs, one validation (or publish) on
// the target of the new build, the target put back. The order is in src/deploy/rehearse.ts.
import { ContentReads } from '../changes/content-reads.js'
import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { uploadFiles } from '../backup/upload-backup.js'
import { rehearse, type RehearsalResult } from '../deploy/rehearse.js'
import { projectDigests, targetOfSettings, type RunRecord } from '../fleet/result-recorder.js'
import { clearTextWarning } from '../inputs/clear-text.js'
import { lintProjectOf } from '../inputs/read-lint-settings.js'
import { readRehearseSettings, type RehearseSettings } from '../inputs/read-rehearse-settings.js'
import type { Settings } from '../inputs/settings.js'
import { hostWords } from '../report/host.js'
import { inputErrorSummary } from '../report/input-summary.js'
import { PublishProblems, type PublishReport } from '../report/publish-findings-report.js'
import {
  rehearsalFailure,
  rehearsalJson,
  rehearsalSummary,
  setNotStoredLine,
  sourceLogoutLine,
  setReadLine
} from '../report/rehearsal-text.js'
import { describeKind } from '../package/index.js'
import type { Command, Kit } from '../runner/command.js'
import { maskCookieValues, saveProgress } from '../runner/state.js'
import { addPassword } from '../runner/secrets.js'
import type { BackupStoreResult } from '../shared/stored-backup.js'
import type { Summary } from '../shared/summary.js'
import { attemptName, deployPorts, workFolder } from './deploy.js'
import { SourceControlPasses } from './source-control-passes.js'
import { withResultFile, type RecordedResult, type RecordingCommand } from './result-file.js'

/** The rehearsal; it writes its result file as the deploy does (result-file.ts). */
const rehearsal: RecordingCommand<RehearseSettings> = {
  readSettings: (runner, log) =>
    runner.group('Check inputs', async () => {
      // Masked before anything is read, as runCommand masks the target's password.
      addPassword(runner, runner.getInput('source-password'))
      const read = await readRehearseSettings(name => runner.getInput(name), runner.env.workspace)
      const target = read.target
      log.info(
        `Rehearsal: ${read.source ? `the published set of ${read.source.baseUrl}` : "the target's own published set"} on ${target.baseUrl}, ${read.publish ? 'published' : 'validation only'}, ${target.projects.length} ${target.projects.length === 1 ? 'project' : 'projects'} of this repository in place of theirs${target.projects.length ? ':' : '.'}`
      )
      for (const project of target.projects) {
        log.info(
          `- ${project.name}: "${project.source.path}" is ${describeKind(project.source.kind)}.`
        )
      }
      for (const url of [read.source?.baseUrl, target.baseUrl]) {
        const clearText = url && (await clearTextWarning(url))
        if (clearText) log.warning(clearText)
      }
      return read
    }),
  notStarted: failure => ({
    result: 'failed',
    outputs: { result: 'failed' },
    failure,
    summary: inputErrorSummary('Rehearsal', failure)
  }),
  cancellation: runner => ({
    stopping: `stopping. ${hostWords(runner.host).releasesSession}`,
    inFlight: signal => ({
      result: 'cancelled',
      outputs: { result: 'cancelled' },
      failure: `The rehearsal was cancelled (${signal}) while a request was in flight.`
    })
  }),
  login: settings => settings.target,
  sourceLogin: settings => settings.source,
  run: rehearseRun
}

// The target is the instance the file reports on (the source is only read).
export const rehearseCommand: Command<RehearseSettings> = withResultFile(rehearsal, settings =>
  targetOfSettings(settings.target)
)

async function rehearseRun(kit: Kit<RehearseSettings>): Promise<RecordedResult> {
  const { runner, log, settings, cancel, client, sourceClient } = kit
  const temp = await workFolder(runner.env.tempDir)
  const problems = new PublishProblems()
  const target = settings.target
  const setName = attemptName(
    `rehearsal-set-${target.host.replace(/[":<>|*?\\/\r\n]/g, '-')}`,
    runner.env.runAttempt
  )
  const setFolder = path.join(temp, 'set')
  // Only this user reads the set (a shared temp folder on the command line).
  await mkdir(setFolder, { recursive: true, mode: 0o700 })
  // This repository's source-control folders, read once; their spools gone however it ends.
  const passes = new SourceControlPasses(temp, target.projects)
  // Each package read once: by the flow and the result file together.
  const reads = new ContentReads()
  const ports = deployPorts(
    { runner, log, settings: target, cancel, client },
    temp,
    problems,
    passes,
    reads
  )
  const result: RehearsalResult = await rehearse(settings, {
    ...ports,
    ...(sourceClient ? { source: sourceClient } : {}),
    // A file name of its own for each (the names come from the instance).
    setPath: (name, index) =>
      path.join(setFolder, `${name.replace(/[^\w.[\]-]/g, '_') || `project-${index + 1}`}.zip`),
    storeSet: files => storeSet(kit, files, setName),
    sourceSessionStarted: () => {
      if (sourceClient) maskCookieValues(runner, sourceClient.secretValues)
    },
    setRead: (names, from) => log.info(setReadLine(names, from))
  }).finally(() => passes.removeAll())
  const deployed: Settings = result.deploySettings ?? target
  const notStored = setNotStoredLine(result)
  if (notStored) log.warning(notStored)
  const released = sourceLogoutLine(result)
  if (released) log.warning(released)

  const pointAtLines = (): Promise<PublishReport> =>
    problems.report(log, {
      projects: deployed.projects.map(lintProjectOf),
      root: runner.env.workspace,
      host: runner.host,
      failed: result.outcome !== 'rehearsed',
      sarifPath: target.lint?.sarifPath
    })
  const publish =
    problems.size > 0
      ? await runner.group('Errors and warnings at the line', pointAtLines)
      : await pointAtLines()

  const outputs: Record<string, string> = {
    result: result.outcome,
    'rehearsal-json': JSON.stringify(rehearsalJson(result, target, publish.findings)),
    'publish-findings-json': publish.json,
    'instance-version': result.deploy?.instance?.build ?? ''
  }
  const summary: Summary = rehearsalSummary(
    result,
    deployed,
    publish.findings,
    runner.host,
    publish.summary
  )
  const failure = rehearsalFailure(result, deployed, runner.host)
  saveProgress(runner, `done: ${result.outcome}`)
  const record = await recordOf(result, reads)
  if (failure === undefined) {
    log.info(
      `Rehearsed: the set of ${result.projects.length} ${result.projects.length === 1 ? 'project' : 'projects'} ${result.publish ? 'published' : 'validated'} on ${target.baseUrl}.`
    )
    return { result: result.outcome, outputs, summary, record }
  }
  return { result: result.outcome, outputs, summary, failure, record }
}

/**
 * The result file of a rehearsal: the set as it went to the target with each package's content
 * digest, and what else the target published before; before the set reached the target, this
 * repository's projects (digests not known) and nothing of what it publishes (not asked).
 */
async function recordOf(result: RehearsalResult, reads: ContentReads): Promise<RunRecord> {
  const { deploy, deploySettings } = result
  if (!deploy || !deploySettings) return {}
  return {
    projects: await projectDigests(deploy, deploySettings, (zipPath, what) =>
      reads.content(zipPath, what)
    ),
    ...(deploy.published ? { published: deploy.published } : {})
  }
}

/** The set: one artifact on a runner, files in --backup-dir on the command line. */
async function storeSet(
  { runner, settings }: Kit<RehearseSettings>,
  files: Array<{ name: string; path: string }>,
  setName: string
): Promise<BackupStoreResult> {
  if (runner.storeBackup) {
    let first: BackupStoreResult | undefined
    for (const file of files) {
      const stored = await runner.storeBackup(
        file.path,
        `${setName}-${path.basename(file.path, '.zip')}`,
        undefined
      )
      first ??= stored
    }
    if (first && 'stored' in first) {
      const folder = path.dirname(first.stored.artifactName)
      return {
        stored: { ...first.stored, artifactName: path.join(folder, `${setName}-*.zip`) }
      }
    }
    return first ?? { unavailable: 'the set is empty' }
  }
  if (files.length === 0) return { unavailable: 'the set is empty' }
  return uploadFiles(
    files.map(file => file.path),
    path.dirname(files[0].path),
    setName,
    settings.target.backupRetentionDays
  )
}
