// The main step: inputs in; outputs, state, log and job summary out. The order of the deploy is
// in deploy.ts, the wire in api/.
import * as core from '@actions/core'
import { randomBytes } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import v8 from 'node:v8'
import { CustomizationClient } from './api/client.js'
import type { LogEntry } from './api/types.js'
import { backupFileName, uploadBackup } from './backup/upload-backup.js'
import { deploy, type DeployResult, type FlowLog, type PhaseName } from './deploy/deploy.js'
import { InputError, kindOf, readSettings, type Settings } from './inputs/read-settings.js'
import { describeKind, packageProject, readProjectDefaults } from './package/index.js'
import {
  entryLine,
  failureMessage,
  finalLine,
  isSuccess,
  projectsJson,
  publishLogText,
  summaryMarkdown
} from './action/report.js'
import { progressLine } from './action/progress-text.js'
import { maskCookieValues, saveProgress, saveSession } from './action/state.js'

// After a cancellation signal, how long an in-flight request may keep the step alive.
const CANCEL_GRACE_MS = 3000

export async function run(): Promise<void> {
  // Zipping thousands of files leaves enough survivors for V8 to double its young generation
  // now and then, and the Import's garbage then fills the bigger one: the peak memory grew with
  // the number of files (+18 MiB at 4,844 files, `npm run bench`). A young generation that does
  // not grow keeps it flat; scavenging a small one is cheap.
  v8.setFlagsFromString('--semi-space-growth-factor=1')

  const cancel = new AbortController()
  const onSignal = (signal: NodeJS.Signals): void => {
    if (cancel.signal.aborted) return
    core.warning(`Received ${signal}: stopping. The post step will release the API session.`)
    cancel.abort()
    // A request in flight cannot be aborted: leave before the runner's kill, the state is saved.
    setTimeout(() => process.exit(1), CANCEL_GRACE_MS).unref()
  }
  process.on('SIGINT', onSignal)
  process.on('SIGTERM', onSignal)

  const password = process.env['INPUT_PASSWORD']?.trim()
  if (password) core.setSecret(password)

  let settings: Settings
  try {
    settings = await core.group('Check inputs', async () => {
      const workspace = process.env['GITHUB_WORKSPACE'] || process.cwd()
      const read = await readSettings(name => core.getInput(name), workspace)
      core.info(
        `Instance ${read.baseUrl}, ${read.validateOnly ? 'validation only' : 'publish'}, ${read.projects.length} ${read.projects.length > 1 ? 'projects' : 'project'}:`
      )
      for (const project of read.projects) {
        core.info(
          `- ${project.name}: "${project.source.path}" is ${describeKind(kindOf(project.source))}.`
        )
      }
      return read
    })
  } catch (error) {
    core.setOutput('result', 'failed')
    core.setFailed(
      error instanceof InputError ? error.message : `Input check failed: ${String(error)}`
    )
    return
  }

  const temp = await workFolder()
  const client = new CustomizationClient({
    baseUrl: settings.baseUrl,
    requestTimeoutSeconds: settings.requestTimeoutSeconds
  })

  const result = await deploy(settings, {
    api: client,
    makePackage: async project => {
      const source = project.source
      const built = await packageProject(source.path, kindOf(source), {
        outputPath: path.join(temp, `${project.name}.zip`),
        exclude: source.kind === 'package' ? [] : source.exclude,
        include: source.kind === 'package' ? [] : source.include,
        productVersion: source.kind === 'package' ? '' : source.productVersion,
        // The root's level stays ProjectMetadata.xml's, as the engine writes it (empty stays
        // empty); project-level goes to the Import's own projectLevel field.
        description: project.description
      })
      for (const warning of built.warnings) core.warning(warning)
      return built
    },
    // Named as the artifact will be: an upload of the file as it is takes its name.
    backupPath: project => path.join(temp, 'backup', backupFileName(project.backupArtifactName)),
    packageDetails: zipPath => readProjectDefaults(zipPath, 'package-zip'),
    storeBackup: (zipPath, project) =>
      uploadBackup(zipPath, project.backupArtifactName, settings.backupRetentionDays),
    sessionStarted: cookie => {
      maskCookieValues(client.secretValues)
      saveSession({
        baseUrl: settings.baseUrl,
        cookie,
        requestTimeoutSeconds: settings.requestTimeoutSeconds
      })
    },
    log: actionsLog(),
    sleep: (ms, signal) => sleep(ms, undefined, { signal }),
    now: () => Date.now(),
    signal: cancel.signal
  })

  await report(settings, result, temp)
  saveProgress(`done: ${result.outcome}`)
}

function actionsLog(): FlowLog {
  return {
    phase: <T>(name: PhaseName, work: () => Promise<T>) => {
      saveProgress(name)
      return core.group(name, work)
    },
    event: event => {
      const { level, text } = progressLine(event)
      if (level === 'warning') core.warning(text)
      else if (level === 'notice') core.notice(text)
      else core.info(text)
    },
    publishLogEntry: (entry: LogEntry, phase: PhaseName) => {
      // Each entry once: errors and warnings as annotations titled with the phase.
      const line = entryLine(entry)
      const type = entry.logType.toLowerCase()
      const annotation = entry.timestamp ? `${entry.timestamp} ${entry.message}` : entry.message
      if (type === 'error') core.error(annotation, { title: phase })
      else if (type === 'warning') core.warning(annotation, { title: phase })
      else core.info(line)
    }
  }
}

async function report(settings: Settings, result: DeployResult, temp: string): Promise<void> {
  core.setOutput('result', result.outcome)
  core.setOutput('restored', String(result.restored))
  core.setOutput('projects-json', JSON.stringify(projectsJson(result)))
  // The single-valued outputs describe the first project.
  const first = result.projects[0]
  if (first.package) {
    core.setOutput('package-size', String(first.package.size))
    core.setOutput('package-sha256', first.package.sha256)
  }
  const backup = first.backup
  if (backup.status === 'stored' || backup.status === 'kept-on-runner') {
    core.setOutput('backup-path', backup.path)
  }
  if (backup.status === 'stored') {
    core.setOutput('backup-artifact-id', backup.artifactId)
    core.setOutput('backup-artifact-url', backup.artifactUrl)
    core.setOutput('backup-artifact-digest', backup.digest)
  }
  if (result.publishLog.length) {
    const file = path.join(temp, 'publish-log.txt')
    await writeFile(file, publishLogText(result.publishLog))
    core.setOutput('publish-log', file)
  }

  try {
    await core.summary.addRaw(summaryMarkdown(settings, result)).write()
  } catch (error) {
    core.warning(`Could not write the job summary: ${String(error)}`)
  }

  if (isSuccess(result)) core.info(finalLine(settings, result))
  else core.setFailed(failureMessage(settings, result))
}

/** A private folder for the package, the backup and the publish log (RUNNER_TEMP on runners). */
async function workFolder(): Promise<string> {
  const base = process.env['RUNNER_TEMP'] || os.tmpdir()
  const folder = path.join(base, `acumatica-deploy-${randomBytes(4).toString('hex')}`)
  await mkdir(path.join(folder, 'backup'), { recursive: true })
  return folder
}
