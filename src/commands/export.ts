// The export action's main step (export/action.yml): inputs in; each project downloaded with
// getProject and written into its folder; outputs, log and job summary out. Its only calls are
// login and getProject; the post step (post.ts) logs out.
import { logInForCommand } from './login.js'
import { randomBytes } from 'node:crypto'
import { rm } from 'node:fs/promises'
import path from 'node:path'
import { UnreachableError } from '../api/errors.js'
import type { Runner, CommandResult } from '../runner/runner.js'
import type { Command, Kit } from '../runner/command.js'
import { saveProgress } from '../runner/state.js'
import { prepareExport, type PreparedExport } from '../export/export-project.js'
import { changeLine, exportProjectsJson, exportSummary } from '../report/export-text.js'
import type { ProjectExport } from '../export/types.js'
import { layoutFor } from '../export/folder-layout.js'
import { clearTextWarning } from '../inputs/clear-text.js'
import { inputErrorSummary } from '../report/input-summary.js'
import { hostWords } from '../report/host.js'
import { formatBytes } from '../report/report.js'
import { formatSeconds } from '../report/units.js'
import { EmptyProjectError } from '../export/stage-source-control.js'
import { readExportSettings, type ExportSettings } from '../inputs/read-export-settings.js'
import { messageOf } from '../shared/message-of.js'
import { firstAnswerWaitLine } from '../report/progress-text.js'

/** `exported`, `failed` or `cancelled`; outputs `changed` and `projects-json`. */
export const exportCommand: Command<ExportSettings> = {
  readSettings: runner => readExportSettings(name => runner.getInput(name), runner.env.workspace),
  notStarted: failure => ({
    result: 'failed',
    outputs: { changed: 'false' },
    failure,
    summary: inputErrorSummary('Export', failure)
  }),
  cancellation: runner => ({
    stopping: `stopping before the next project folder is written. ${hostWords(runner.host).releasesSession}`,
    inFlight: signal => {
      // How far the export got: the result of an abandon tells the phase and the folders written.
      const soFar = progressOf.get(runner) ?? { phase: '', exports: [] }
      saveProgress(runner, 'done: cancelled')
      return {
        result: 'cancelled',
        outputs: { changed: String(anyChange(soFar.exports)) },
        failure:
          soFar.phase === 'Write'
            ? `The export was cancelled (${signal}) while the project folders were written: some files may be new and others old. Run the export again.`
            : `The export was cancelled (${signal}) while a request was in flight: no project folder was written.`
      }
    }
  }),
  login: settings => settings.login,
  firstAnswerWait: firstAnswerWaitLine,
  run: exportRun
}

interface SoFar {
  phase: string
  exports: ProjectExport[]
}

// Each run's progress, for its cancellation's result (a process may run several exports).
const progressOf = new WeakMap<Runner, SoFar>()

async function exportRun({
  runner,
  log,
  settings,
  cancel,
  client
}: Kit<ExportSettings>): Promise<CommandResult> {
  const soFar: SoFar = { phase: '', exports: [] }
  progressOf.set(runner, soFar)
  const { exports } = soFar
  const progress = (name: string): void => {
    soFar.phase = name
    saveProgress(runner, name)
  }
  const { login } = settings
  const clearText = await clearTextWarning(login.baseUrl)
  if (clearText) log.warning(clearText)
  log.info(
    `Export from ${login.baseUrl}${settings.format === 'auto' ? '' : ` in the ${settings.format} form`}: ${settings.projects.map(p => `${p.name} -> "${p.path}"`).join(', ')}.`
  )

  const work = path.join(runner.env.tempDir, `acumatica-export-${randomBytes(4).toString('hex')}`)
  const prepared: PreparedExport[] = []
  try {
    progress('Log in')
    await runner.group('Log in', async () => {
      await logInForCommand(runner, log, client, login, {
        signal: cancel.signal,
        keepForPost: true
      })
      log.info(`Logged in to ${login.baseUrl}.`)
    })

    // Every project is downloaded and checked before any folder is written. An empty stored
    // project among several is left out, named, and the others are written (a scheduled export
    // of many projects must not stop at one that was emptied on the instance).
    const empty: EmptyProjectError[] = []
    progress('Download')
    await runner.group('Download', async () => {
      for (const project of settings.projects) {
        cancel.signal.throwIfAborted()
        const started = Date.now()
        const seconds = (): string => formatSeconds((Date.now() - started) / 1000)
        // format: auto keeps the folder's own layout (a package folder stays one).
        const format = await layoutFor(settings.format, project.folder)
        let ready: PreparedExport
        try {
          ready = await prepareExport(
            client,
            {
              ...project,
              format,
              clean: settings.clean,
              exclude: settings.exclude,
              maxUnpackedBytes: settings.maxUnpackedBytes
            },
            work,
            {
              downloaded: bytes =>
                log.info(`Downloaded ${project.name}: ${formatBytes(bytes)} in ${seconds()}.`)
            }
          )
        } catch (error) {
          if (!(error instanceof EmptyProjectError) || settings.projects.length === 1) throw error
          empty.push(error)
          continue
        }
        prepared.push(ready)
        for (const warning of ready.warnings) log.warning(warning)
        log.info(`Read ${project.name} into its ${format} form in ${seconds()} in all.`)
      }
    })

    if (prepared.length === 0 && empty.length > 0) throw empty[0]
    progress('Write')
    await runner.group('Write', async () => {
      for (const ready of prepared) {
        const result = await ready.write(cancel.signal)
        exports.push(result)
        log.info(changeLine(result))
      }
    })
    for (const project of empty) {
      log.warning(
        `${project.projectName} was left out of the export: on the instance it ${project.what}, and a source-control folder of it would hold only _project/ProjectMetadata.xml, which the deploy refuses. Its folder is unchanged; the other projects were written. Add items to it on the instance, or take it out of projects.`
      )
    }
    saveProgress(runner, 'done: exported')
    return {
      result: 'exported',
      outputs: {
        changed: String(anyChange(exports)),
        'projects-json': JSON.stringify(exportProjectsJson(exports))
      },
      summary: exportSummary(
        login.host,
        exports,
        empty.map(e => e.projectName)
      )
    }
  } catch (error) {
    const signal = cancel.received()
    // Folders written before a signal stay written: the outputs say so.
    const outputs = { changed: String(anyChange(exports)) }
    if (signal) {
      const written = exports.map(project => project.name)
      saveProgress(runner, 'done: cancelled')
      return {
        result: 'cancelled',
        outputs,
        failure: `The export was cancelled (${signal}): ${written.length > 0 ? `${written.join(', ')} written before it; ` : ''}no other project folder was changed.`
      }
    }
    saveProgress(runner, 'done: failed')
    return {
      result: 'failed',
      outputs,
      failure:
        error instanceof UnreachableError
          ? `${error.message}. Check base-url (${login.baseUrl}): its host, port and scheme (http:// or https://) must be those of the instance as ${hostWords(runner.host).machine} reaches it.`
          : messageOf(error)
    }
  } finally {
    await Promise.all(prepared.map(ready => ready.dispose()))
    await rm(work, { recursive: true, force: true })
  }
}

function anyChange(exports: readonly ProjectExport[]): boolean {
  return exports.some(p => p.added.length + p.changed.length + p.removed.length > 0)
}
