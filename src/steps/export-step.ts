// The export action's main step (export/action.yml): inputs in; each project downloaded with
// getProject and written into its folder; outputs, log and job summary out. Its only calls are
// login and getProject; the post step (post.ts) logs out.
import { core } from '../host/core.js'
import { randomBytes } from 'node:crypto'
import { rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { CustomizationClient } from '../api/client.js'
import { UnreachableError } from '../api/errors.js'
import * as log from '../action/log.js'
import { addPassword } from '../action/secrets.js'
import { watchCancellation } from '../action/cancellation.js'
import { maskCookieValues, saveProgress, saveSession } from '../action/state.js'
import { prepareExport, type PreparedExport } from '../export/export-project.js'
import { changeLine, exportProjectsJson, exportSummary } from '../report/export-text.js'
import type { ProjectExport } from '../export/types.js'
import { layoutFor } from '../export/folder-layout.js'
import { clearTextWarning } from '../inputs/clear-text.js'
import { InputError } from '../inputs/input-error.js'
import { failInputCheck } from '../report/input-summary.js'
import { EmptyProjectError } from '../export/stage-source-control.js'
import { readExportSettings, type ExportSettings } from '../inputs/read-export-settings.js'
import { messageOf } from '../shared/message-of.js'

export async function runExport(): Promise<void> {
  let phase = ''
  const cancel = watchCancellation({
    stopping:
      'stopping before the next project folder is written. The post step will release the API session.',
    inFlight: signal => {
      // The command line reads it for its exit code (130, as for any cancelled run).
      saveProgress('done: cancelled')
      log.fail(
        phase === 'Write'
          ? `The export was cancelled (${signal}) while the project folders were written: some files may be new and others old. Run the export again.`
          : `The export was cancelled (${signal}) while a request was in flight: no project folder was written.`
      )
    }
  })
  const progress = (name: string): void => {
    phase = name
    saveProgress(name)
  }
  const password = process.env['INPUT_PASSWORD']?.trim()
  if (password) addPassword(password)
  core.setOutput('changed', 'false')

  let settings: ExportSettings
  try {
    const workspace = process.env['GITHUB_WORKSPACE'] || process.cwd()
    settings = await readExportSettings(name => core.getInput(name), workspace)
  } catch (error) {
    await failInputCheck(
      'Export',
      error instanceof InputError ? error.message : `Input check failed: ${String(error)}`
    )
    return
  }
  const { login } = settings
  const clearText = await clearTextWarning(login.baseUrl)
  if (clearText) log.warning(clearText)
  log.info(
    `Export from ${login.baseUrl} as ${settings.format}: ${settings.projects.map(p => `${p.name} -> "${p.path}"`).join(', ')}.`
  )

  const work = path.join(
    process.env['RUNNER_TEMP'] || os.tmpdir(),
    `acumatica-export-${randomBytes(4).toString('hex')}`
  )
  const client = new CustomizationClient({
    baseUrl: login.baseUrl,
    requestTimeoutSeconds: login.requestTimeoutSeconds
  })
  const prepared: PreparedExport[] = []
  const exports: ProjectExport[] = []
  try {
    progress('Log in')
    await core.group('Log in', async () => {
      await client.login(login.credentials, {
        attempts: login.loginAttempts,
        delaySeconds: login.loginRetryDelaySeconds,
        signal: cancel.signal,
        onRetry: retry =>
          log.warning(
            `Login attempt ${retry.attempt} of ${retry.attempts} failed: ${retry.reason}. Trying again in ${retry.waitSeconds} s.`
          )
      })
      const cookie = client.sessionCookie
      if (cookie !== undefined) {
        maskCookieValues(client.secretValues)
        saveSession({
          baseUrl: login.baseUrl,
          cookie,
          requestTimeoutSeconds: login.requestTimeoutSeconds
        })
      }
      log.info(`Logged in to ${login.baseUrl}.`)
    })

    // Every project is downloaded and checked before any folder is written. An empty stored
    // project among several is left out, named, and the others are written (a scheduled export
    // of many projects must not stop at one that was emptied on the instance).
    const empty: EmptyProjectError[] = []
    progress('Download')
    await core.group('Download', async () => {
      for (const project of settings.projects) {
        cancel.signal.throwIfAborted()
        const started = Date.now()
        const seconds = (): string => ((Date.now() - started) / 1000).toFixed(1)
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
                log.info(
                  `Downloaded ${project.name}: ${(bytes / 1e6).toFixed(1)} MB in ${seconds()} s.`
                )
            }
          )
        } catch (error) {
          if (!(error instanceof EmptyProjectError) || settings.projects.length === 1) throw error
          empty.push(error)
          continue
        }
        prepared.push(ready)
        for (const warning of ready.warnings) log.warning(warning)
        log.info(`Read ${project.name} into its ${format} form in ${seconds()} s in all.`)
      }
    })

    if (prepared.length === 0 && empty.length > 0) throw empty[0]
    progress('Write')
    await core.group('Write', async () => {
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
    core.setOutput('changed', String(anyChange(exports)))
    core.setOutput('projects-json', JSON.stringify(exportProjectsJson(exports)))
    try {
      await core.summary
        .add(
          exportSummary(
            login.host,
            exports,
            empty.map(e => e.projectName)
          )
        )
        .write()
    } catch (error) {
      log.warning(`Could not write the job summary: ${String(error)}`)
    }
    saveProgress('done: exported')
  } catch (error) {
    const signal = cancel.received()
    if (signal) {
      // Folders written before the signal stay written: the outputs say so.
      const written = exports.map(project => project.name)
      core.setOutput('changed', String(anyChange(exports)))
      log.fail(
        `The export was cancelled (${signal}): ${written.length > 0 ? `${written.join(', ')} written before it; ` : ''}no other project folder was changed.`
      )
      saveProgress('done: cancelled')
    } else if (error instanceof UnreachableError) {
      log.fail(
        `${error.message}. Check base-url (${login.baseUrl}): its host, port and scheme (http:// or https://) must be those of the instance as this runner reaches it.`
      )
      saveProgress('done: failed')
    } else {
      log.fail(messageOf(error))
      saveProgress('done: failed')
    }
  } finally {
    await Promise.all(prepared.map(ready => ready.dispose()))
    await rm(work, { recursive: true, force: true })
  }
}

function anyChange(exports: readonly ProjectExport[]): boolean {
  return exports.some(p => p.added.length + p.changed.length + p.removed.length > 0)
}
