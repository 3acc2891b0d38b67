// The deploy's state in words: why it failed, where the instance stands, what each restore did
// and how to put a project back by hand. The flow records these as data (deploy/types.ts);
// this is the one place that words them, for the log, the final line and the summary.
import type { Cause, DeployResult, Failure, InstanceState, ProjectResult } from '../deploy/types.js'
import { formatSeconds, listWords } from './units.js'
import { verifyFailureText } from './verify-text.js'
import { sharedFailureText } from './shared-text.js'
import { driftFailureText } from './fleet-text.js'
import { hostWords, type Host } from './host.js'

/** Capitalised and closed with a full stop, so messages can be joined. */
function sentence(text: string): string {
  const trimmed = text.trim()
  if (trimmed === '') return trimmed
  const capital = trimmed[0].toUpperCase() + trimmed.slice(1)
  return /[.!?]$/.test(capital) ? capital : `${capital}.`
}

/** An error in words, with what the instance said when that adds something. */
function describeCause(cause: Cause): string {
  const server = cause.serverMessages.filter(m => !cause.message.includes(m))
  const said = server.length ? ` The instance said: ${server.join(' | ')}` : ''
  return sentence(sentence(cause.message) + said)
}

/** What went wrong and what the user can do; empty for a run that succeeded. */
export function failureText(result: DeployResult, baseUrl: string, host: Host = 'actions'): string {
  const text = result.failure ? failureWords(result, result.failure, baseUrl, host) : ''
  if (result.notPutBack.length === 0) return text
  const steps = result.projects.filter(p => result.notPutBack.includes(p.name))
  return `${text} Nothing was put back, as the ${verb(result)} may still be running. Once it has ended, if the stored projects must be as before this run: ${steps.map(p => byHand(result, p)).join(' ')}`.trim()
}

const BACKUP_STOPPED = 'The deploy stopped before Import so that the deployed version is not lost'

function failureWords(result: DeployResult, failure: Failure, baseUrl: string, host: Host): string {
  const what = verb(result)
  const words = hostWords(host)
  switch (failure.kind) {
    case 'cancelled':
      return failure.whilePublishing
        ? `The run was cancelled while the ${what} was running.`
        : 'The run was cancelled.'
    case 'login-unreachable':
      return `${describeCause(failure.cause)} Check base-url (${baseUrl}): its host, port and scheme (http:// or https://) must be those of the instance as ${words.machine} reaches it.`
    case 'error':
      return describeCause(failure.cause)
    case 'published-not-listed':
      return `Could not list the published projects: ${describeCause(failure.cause)} Set include-published: false and list the projects to keep in publish-with to go on without it.`
    case 'backup-download': {
      const fix = !failure.tooLarge
        ? 'fix the cause'
        : failure.tooLarge.limit === 'cap'
          ? `raise backup-max-size (now ${failure.tooLarge.maxMiB} MiB) if the project is that large`
          : host === 'cli'
            ? 'free disk space on this machine'
            : 'free disk space on the runner (or use a runner with a larger disk)'
      return `Backup failed: getProject could not download ${failure.project}: ${describeCause(failure.cause)} ${BACKUP_STOPPED}; ${fix}, or set backup: false to deploy without a backup.`
    }
    case 'first-deploy-unconfirmed': {
      const why = failure.cause
        ? `and getPublished, which would confirm it, failed: ${describeCause(failure.cause)}`
        : 'but getPublished lists it as published.'
      const fix = failure.cause ? 'fix the cause' : 'check the project name and the instance'
      return `Backup failed: getProject said ${failure.project} is not on the instance (${failure.notFound}), ${why} ${BACKUP_STOPPED}; ${fix}, or set backup: false to deploy without a backup.`
    }
    case 'backup-upload':
      return host === 'cli'
        ? `Backup failed: the deployed ${failure.project} was downloaded to ${failure.path} but could not be saved in the backup folder: ${describeCause(failure.cause)} The deploy stopped before Import; fix the cause or choose another --backup-dir, or set --backup false to deploy without a backup.`
        : `Backup failed: the deployed ${failure.project} was downloaded to ${failure.path} but could not be uploaded as a workflow artifact: ${describeCause(failure.cause)} The deploy stopped before Import; set backup-artifact-name to a unique name if the name is taken, or backup: false to deploy without a backup.`
    case 'publish-failed': {
      const names = listWords(result.projects.map(p => p.name))
      return result.mode === 'validation'
        ? `Validation of ${names} failed: see the publish log.`
        : `Publishing ${names} failed: see the publish log.`
    }
    case 'publish-not-started':
      return `publishBegin failed (${failure.beginFault}) and publishEnd did not confirm a running ${what} (${describeCause(failure.cause)}): the ${what} did not start. ${words.runAgain} to publish.`
    case 'version-mismatch':
    case 'unverified':
      return verifyFailureText(result, baseUrl) ?? ''
    case 'busy':
    case 'lockout-failed':
    case 'not-published':
    case 'published-unavailable':
      return sharedFailureText(failure) ?? ''
    case 'drift':
      return driftFailureText(failure, host)
    case 'publish-timeout':
      return `The ${what} did not end within publish-timeout (${formatSeconds(failure.timeoutSeconds)}). The instance may still be publishing: check the Customization Projects screen, then re-run, or raise publish-timeout.`
  }
}

/** Where the instance stands, in one or two sentences. */
export function instanceStateText(result: DeployResult): string {
  const text = stateWords(result, result.instanceState)
  // A validation that ended well says so first: nothing of this run is left on the instance.
  return result.outcome === 'validated' && result.instanceState.kind.startsWith('put-back')
    ? `Validation only: ${text[0].toLowerCase()}${text.slice(1)}`
    : text
}

const STILL_RUNS = 'the instance still runs the previously published version'

/** Never published before this run, as getPublished said (a first deploy never was). */
function neverPublished(project: ProjectResult): boolean {
  return project.publishedBefore === false || project.backup.status === 'first-deploy'
}

/**
 * What the instance runs of the deployed projects once nothing of this run was published: the
 * version published before, or, for a project getPublished did not list, no version at all.
 */
function stillRuns(result: DeployResult): string {
  const none = result.projects.filter(neverPublished).map(p => p.name)
  if (none.length === 0) return STILL_RUNS
  const others = result.projects.filter(p => !neverPublished(p)).map(p => p.name)
  const noVersion = `no version of ${listWords(none)}, which ${none.length > 1 ? 'were' : 'was'} not published before this run`
  return others.length === 0
    ? `the instance runs ${noVersion}`
    : `the instance still runs the previously published version of ${listWords(others)}, and ${noVersion}`
}

function stateWords(result: DeployResult, state: InstanceState): string {
  const validation = result.mode === 'validation'
  const runs = stillRuns(result)
  switch (state.kind) {
    case 'unchanged':
      return 'The instance is unchanged: nothing was imported or published.'
    case 'import-uncertain':
      return `The Import of ${state.project} may or may not have completed: check the Customization Projects screen. Nothing was published.`
    case 'import-refused':
      return `The instance refused the Import of ${state.project}: its stored ${state.project} is unchanged as far as this run knows, and ${runs}. Nothing was published.`
    case 'imported':
      return `The package was imported but not published: ${runs}.`
    case 'published':
      return `The instance runs the published ${listWords(result.projectNames)}.`
    case 'publish-may-run':
      return validation
        ? 'A validation may still be running on the instance; nothing is published by a validation.'
        : 'The publish may still be running on the instance and may yet complete or fail there: check the Customization Projects screen before deploying again.'
    case 'publish-failed':
      return validation
        ? `Nothing was published: ${runs}.`
        : runs === STILL_RUNS
          ? 'The instance reported the publish as failed; it normally keeps the previously published version. Check the Customization Projects screen.'
          : `The instance reported the publish as failed; it normally keeps what it ran before: ${runs}. Check the Customization Projects screen.`
    case 'put-back':
      return `The stored ${state.count > 1 ? 'projects were' : 'project was'} put back as before this run, and ${runs}.`
    case 'rolled-back':
      return `The instance runs the projects published before this run again (${listWords(state.names)}).`
    case 'put-back-partly':
      return `Not every stored project could be put back (${listWords(state.failed)}): see the warnings. Nothing was published, so ${runs}.`
  }
}

/** What the restore of one project did, and whether it needs the user (a warning). */
export function restoreText(project: ProjectResult): { text: string; warning: boolean } {
  const outcome = project.restore
  const name = project.name
  const backup = project.backup
  if (outcome === undefined) return { text: '', warning: false }
  switch (outcome.status) {
    case 'reimported':
      return {
        text: `Put back the stored ${name}: imported ${backupWhere(project)} again, so it is the version it was before this run. Nothing was published.`,
        warning: false
      }
    case 'deleted':
      return {
        text: `Deleted ${name}, which this run created: the instance has no stored ${name} again, as before this run.`,
        warning: false
      }
    case 'not-needed':
      return {
        text: `Nothing to put back for ${name}: the failed Import did not store it.`,
        warning: false
      }
    case 'not-possible':
      return {
        text: `The stored ${name} cannot be put back: with backup: false the previous version is unknown, so it ${holds(project)} (${neverPublished(project) ? `no version of it runs on the instance: it was not published before this run` : STILL_RUNS}). Import the previous version by hand, or set backup: true so that a failed deploy is undone.`,
        warning: true
      }
    case 'failed':
      return {
        text:
          backup.status === 'first-deploy'
            ? `Could not delete ${name}, which this run created: ${describeCause(outcome.cause)} Delete it by hand on the Customization Projects screen (it is not published).`
            : `Could not put back the stored ${name}: ${describeCause(outcome.cause)} It ${holds(project)}. Import ${backupWhere(project)} by hand (Customization Projects screen, Import), without publishing it.`,
        warning: true
      }
  }
}

/** What the stored project holds after this run's Import, as far as the run saw it answered. */
function holds(project: ProjectResult): string {
  switch (project.importState) {
    case 'imported':
      return 'now holds the package this run imported'
    case 'refused':
      return "should hold what it held before this run, as the instance refused this run's Import"
    default:
      return 'may hold the package this run imported (its Import got no clear answer)'
  }
}

function backupWhere(project: ProjectResult): string {
  const backup = project.backup
  if (backup.status === 'stored') return `${storedWord(backup)} ${backup.artifactName}`
  if (backup.status === 'kept-on-runner') return `the backup on the runner at ${backup.path}`
  return 'its backup'
}

/** How to put one project back by hand, once a publish that may still run has ended. */
function byHand(result: DeployResult, project: ProjectResult): string {
  const backup = project.backup
  switch (backup.status) {
    case 'stored':
      return `import ${storedWord(backup)} ${backup.artifactName} as ${project.name} (Customization Projects screen, Import), without publishing it.`
    case 'kept-on-runner':
      return `import the backup ${backup.path} as ${project.name}, without publishing it.`
    case 'first-deploy':
      return `delete ${project.name}, which this run created, if the ${verb(result)} did not publish it.`
    default:
      return `${project.name} has no backup (backup: false): import its previous version by hand.`
  }
}

/** A stored backup as its kind: a workflow artifact, or a file of the command line's folder. */
function storedWord(backup: { kind?: 'artifact' | 'file' }): string {
  return backup.kind === 'file' ? 'the backup file' : 'the backup artifact'
}

function verb(result: DeployResult): string {
  return result.mode === 'validation' ? 'validation' : 'publish'
}
