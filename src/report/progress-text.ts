// The deploy's progress in words: each event the flow tells (deploy/types.ts FlowEvent) as one
// log line, with its level. A successful deploy's events are info lines and notices; warnings
// are for what the user may have to act on.
import type { FlowEvent, Mode } from '../deploy/types.js'
import { formatSeconds, someNames } from './units.js'
import { restoreText } from './outcome-text.js'
import { changesLine, deployReasonText } from './changes-text.js'
import { isVerifyEvent, verifyLine } from './verify-text.js'
import { isSharedEvent } from '../deploy/shared-types.js'
import { sharedLine } from './shared-text.js'
import { isFleetEvent } from '../deploy/fleet-types.js'
import { fleetLine } from './fleet-text.js'
import { inputName, type Host } from './host.js'
import type { FirstAnswerWait } from '../api/http.js'

export type LineLevel = 'info' | 'notice' | 'warning'

/** Where a command's progress lines go: the safe log of src/runner/log.ts. */
type ProgressLog = Record<LineLevel, (message: string) => void>

/** One event of the flow as one line of `log`, at its level (the deploy's and verify's events). */
export function logProgress(log: ProgressLog, event: FlowEvent, host?: Host): void {
  const { level, text } = progressLine(event, host)
  log[level](text)
}

export function progressLine(
  event: FlowEvent,
  host: Host = 'actions'
): { level: LineLevel; text: string } {
  const info = (text: string) => ({ level: 'info' as const, text })
  const warning = (text: string) => ({ level: 'warning' as const, text })
  if (isVerifyEvent(event)) return verifyLine(event)
  if (isSharedEvent(event)) return sharedLine(event)
  if (isFleetEvent(event)) return fleetLine(event, host)
  switch (event.kind) {
    case 'packaged':
      return info(
        `Packaged ${event.project}: ${event.package.entries} files into ${event.package.size} bytes (sha256 ${event.package.sha256}) in ${formatSeconds(event.seconds)}.`
      )
    case 'login-retry':
      return warning(
        `Login attempt ${event.attempt} of ${event.attempts} failed: ${event.reason}. Trying again in ${formatSeconds(event.waitSeconds)}.`
      )
    case 'logged-in':
      return info(`Logged in to ${event.baseUrl} as ${event.user}.`)
    case 'first-answer-wait':
      // An info line: a cold start that ends in a deploy is a successful run.
      return info(firstAnswerWaitLine(event, host))
    case 'first-deploy':
      return {
        level: 'notice',
        text: `First deploy: ${event.project} is not on the instance yet (${event.message}), so there is nothing to back up.`
      }
    case 'backup-downloaded':
      return info(
        `Downloaded the deployed ${event.project}: ${event.size} bytes (sha256 ${event.sha256}).`
      )
    case 'backup-stored':
      if (event.stored.kind === 'file')
        return info(`Backup of ${event.project} saved to ${event.stored.artifactName}`)
      return info(
        `Backup of ${event.project} stored as artifact ${event.stored.artifactName} (id ${event.stored.artifactId}): ${event.stored.artifactUrl}`
      )
    case 'backup-kept-on-runner':
      return warning(
        `The backup of ${event.project} could not be uploaded as a workflow artifact (${event.reason}). It stays on the runner at ${event.path} (output backup-path); keep it with actions/upload-artifact@v3 in a later step, with if: always().`
      )
    case 'published-listed':
      return info(
        `Published now: ${event.published.length ? someNames(event.published) : '(none)'}. Publishing together: ${someNames(event.together)}.`
      )
    case 'published-unknown':
      return warning(
        `This instance has no getPublished call, so the projects published now cannot be listed. Publishing ${someNames(event.names)} only: any other published project not listed in publish-with will be unpublished.`
      )
    case 'imported':
      return info(
        `Imported ${event.project} (${event.size} bytes) in ${formatSeconds(event.seconds)}.`
      )
    case 'publish-started':
      return info(`${verb(event.mode)} of ${someNames(event.names)} started.`)
    case 'publish-begin-fault':
      return warning(
        `publishBegin got no usable answer (${event.reason}). The ${noun(event.mode)} may have started: asking publishEnd before deciding.`
      )
    case 'publish-confirmed':
      return info(
        `publishEnd answered: the ${noun(event.mode)} did start despite the publishBegin fault; following it.`
      )
    case 'poll-fault':
      return warning(`publishEnd: ${event.reason}; polling goes on.`)
    case 'session-lost':
      return warning(`The API session was lost while polling (${event.reason}); logging in again.`)
    case 'logged-in-again':
      return info('Logged in again; polling goes on.')
    case 'publish-ended':
      return info(
        event.state === 'failed'
          ? `${verb(event.mode)} failed after ${formatSeconds(event.seconds)}.`
          : `${verb(event.mode)} completed in ${formatSeconds(event.seconds)}.`
      )
    case 'changes':
      return info(changesLine(event.project, event.changes, event.firstDeploy))
    case 'changes-unknown':
      return warning(
        `Could not compare ${event.project} with the stored project (${event.reason}); the deploy goes on, without its Changes.`
      )
    case 'unchanged':
      return info(
        `Unchanged: the instance already runs ${event.projects.map(p => `${p.name} (sha256 ${p.digest.slice(0, 16)})`).join(', ')}. Nothing to import or publish.`
      )
    case 'ledger-recorded':
      return info(
        `Recorded the completed deploy of ${event.project} in ${ledgerWhere(host)} (${event.key}).`
      )
    case 'ledger-not-recorded':
      // The deploy succeeded; only a later skip-unchanged loses its proof (it then deploys).
      return info(
        `The completed deploy of ${event.project} was not recorded in ${ledgerWhere(host)} (${event.reason}); a later skip-unchanged run will deploy it again.`
      )
    case 'deploying-changed':
      return info(deployReasonText(event.reason, host))
    case 'restored': {
      const { text, warning: needsUser } = restoreText(event.project)
      return needsUser ? warning(text) : info(text)
    }
  }
}

/** The command line's ledger is the file of --ledger. */
function ledgerWhere(host: Host): string {
  return host === 'cli' ? 'the ledger file' : 'the Actions cache'
}

function verb(mode: Mode): string {
  return mode === 'validation' ? 'Validation' : 'Publish'
}

function noun(mode: Mode): string {
  return mode === 'validation' ? 'validation' : 'publish'
}

/** No answer yet from an address never answered in this run: what may be going on. */
export function firstAnswerWaitLine(wait: FirstAnswerWait, host: Host = 'actions'): string {
  const address = host === 'cli' ? '--base-url' : 'base-url'
  return `No answer from ${wait.baseUrl} yet (waited ${formatSeconds(wait.waitedSeconds)} of ${inputName('first-answer-timeout', host)} ${formatSeconds(wait.timeoutSeconds)}). An instance idle for a while can take minutes to start its application; a wrong ${address} or a proxy that never answers looks the same.`
}
