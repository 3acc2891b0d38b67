// Verified deploys, the version check, the rollback and the dry run in words: log lines, the
// failure and state sentences, and the summary's "Verification" section. Every text the
// instance gave (messages, builds) goes into the summary through summaryText.
import type { DeployResult, ProjectResult } from '../deploy/types.js'
import type {
  VerificationReport,
  VerifyEvent,
  VerifyProblem,
  VersionCheckReport
} from '../deploy/verify-types.js'
import { VERIFY_EVENT_KINDS } from '../deploy/verify-types.js'
import { code, quote, type Block, type Line, type Span } from '../shared/summary.js'
import { formatSeconds, listWords } from './units.js'

export type LineLevel = 'info' | 'notice' | 'warning'

export function isVerifyEvent(event: { kind: string }): event is VerifyEvent {
  return (VERIFY_EVENT_KINDS as readonly string[]).includes(event.kind)
}

export function verifyLine(event: VerifyEvent): { level: LineLevel; text: string } {
  const info = (text: string) => ({ level: 'info' as const, text })
  switch (event.kind) {
    case 'instance-read': {
      const i = event.instance
      if (i.unreadable) {
        return {
          level: 'notice',
          text: `Skipped reading the instance's build (GET /entity: ${i.unreadable}); nothing is checked against it.`
        }
      }
      return info(
        i.build
          ? `Instance build ${i.build} (GET /entity).`
          : 'The instance does not say its build (GET /entity lists endpoints only); nothing is checked against it.'
      )
    }
    case 'version-checked':
      if (event.report.mismatched.length === 0) return info(versionLine(event.report))
      // With fail, the step's error says it (and that nothing was imported).
      return event.report.mode === 'warn'
        ? { level: 'warning', text: mismatchText(event.report) }
        : info(mismatchText(event.report))
    case 'site-waiting':
      return info(`Waiting for the site to answer again (${event.reason}).`)
    case 'site-check-skipped':
      return {
        level: 'notice',
        text: `GET /entity did not answer before the deploy either (${event.reason}), so the check that the site answers again is left out; getPublished is retried until verify-timeout instead.`
      }
    case 'site-ready': {
      const build = event.build ? ` (build ${event.build})` : ''
      if (event.since === 'check') return info(`The site answers${build}.`)
      return info(
        `The site answered again ${formatSeconds(event.seconds)} after the ${event.since ?? 'publish'}${build}.`
      )
    }
    case 'verify-session-ended':
      return info(
        `The restart ended the API session (${event.reason}); it is logged out and a new one opened.`
      )
    case 'verify-listed':
      return info(`getPublished lists ${listWords(event.names)}.`)
    case 'verify-published-unavailable':
      return {
        level: 'notice',
        text: 'This instance has no getPublished call (HTTP 404): the check that every project is published was left out.'
      }
    case 'verify-checked-nothing':
      return {
        level: 'warning',
        text: 'verify: true checked nothing: GET /entity never answered, this instance has no getPublished call, and verify-entities is empty. The publish completed, but nothing confirmed that the site runs it: list an entity in verify-entities (docs/verify.md).'
      }
    case 'entity-retry':
      return info(
        `Reading ${event.target}: attempt ${event.attempt} failed (${event.reason}); trying again.`
      )
    case 'entity-answered':
      return info(`Read ${event.target}: it answers.`)
    case 'screen-retry':
      return info(
        `Opening screen ${event.target}: attempt ${event.attempt} failed (${event.reason}); trying again.`
      )
    case 'screen-opened':
      return info(`Screen ${event.target} opens.`)
    case 'restart-requested':
      return info(
        'The site answers as one that needs one more application restart: restarting it once (Apply Updates, restartApplicationCommand; restart-when-needed), then verifying again.'
      )
    case 'restart-done':
      return event.failed === undefined
        ? info('The application restart was accepted; waiting for the site.')
        : {
            level: 'warning',
            text: `The application restart (restartApplicationCommand) failed: ${event.failed}. Verifying again in case it restarted all the same.`
          }
    case 'rollback-imported':
      return info(`Rollback: imported the backup of ${event.project} again.`)
    case 'rollback-started':
      return info(`Rollback: publishing ${listWords(event.names)} as they were before this run.`)
    case 'planned': {
      const p = event.plan
      const skip =
        p.wouldSkip === undefined
          ? ''
          : p.wouldSkip
            ? ' skip-unchanged would skip it: the instance runs these packages already.'
            : ` skip-unchanged would deploy (${p.skipReason}).`
      return info(
        `Dry run: nothing was imported or published. A deploy would publish ${listWords(p.wouldPublish)}.${skip}`
      )
    }
  }
}

function versionLine(report: VersionCheckReport): string {
  if (report.mode === 'off') return 'version-check is off.'
  if (!report.instanceRelease)
    return 'Version check: the instance does not say its release; nothing checked.'
  return `Version check: no package is made for another release than the instance's (${report.instanceRelease}).`
}

function mismatchText(report: VersionCheckReport): string {
  const list = report.mismatched.map(
    m => `${m.project} was made for ${m.productVersion} (release ${m.release})`
  )
  return `The instance runs release ${report.instanceRelease}, but ${listWords(list)}. Build the package for the instance's release, or set version-check: off if that is intended.`
}

/** Why a run with these failures did not succeed; undefined for the other failures. */
export function verifyFailureText(
  result: DeployResult,
  baseUrl = '<base-url>'
): string | undefined {
  const failure = result.failure
  if (failure?.kind === 'version-mismatch') {
    return `${mismatchText(failure.report).replace('set version-check: off', 'set version-check: warn or off')} Nothing was imported (version-check: fail).`
  }
  if (failure?.kind !== 'unverified') return undefined
  const problem = problemText(failure.problem)
  if (result.outcome === 'needs-restart' && result.verification) {
    return needsRestartText(result.projectNames, result.verification, problem, baseUrl)
  }
  const rollback = result.rollback
  if (result.outcome === 'rolled-back') {
    return `The publish completed but the verification failed: ${problem} Rolled back: ${listWords(rollback?.published ?? [])} published again as before this run. ${DB_NOTE}`
  }
  const backups = backupList(result.projects)
  const rollbackFailed = rollback
    ? ` The rollback did not complete: ${rollback.failed ? `${rollback.failed.project}: ${rollback.failed.message}` : `the publish ${rollback.publishState}${rollback.publishMessage ? ` (${rollback.publishMessage})` : ''}`}.`
    : ''
  return `The publish completed but the verification failed: ${problem}${rollbackFailed} The instance runs the new version. To go back, import ${backups} and publish ${backups.includes(' and ') ? 'them' : 'it'} (or re-run with rollback: true).`
}

const DB_NOTE =
  'A rollback restores the packages, not the database changes their scripts or plug-ins made.'

/**
 * A site that needs one more restart: what was seen, that nothing was rolled back, how to
 * restart, and the command that verifies again.
 */
function needsRestartText(
  projectNames: readonly string[],
  report: VerificationReport,
  problem: string,
  baseUrl: string
): string {
  const restart = report.restart
  const tried = restart
    ? restart.failed
      ? ` The restart (restart-when-needed) failed: ${restart.failed}; the verification after it failed too.`
      : ' It still does after one restart (restart-when-needed).'
    : ''
  return `The publish completed${report.listed ? ' and its projects are listed' : ''}, but the site needs one more application restart: ${problem}${tried} Nothing was rolled back: the packages are in, and a restart finishes them. Restart the application (Apply Updates (SM203510) → Restart Application, or recycle the application pool), then verify again: ${verifyCommand(projectNames, report, baseUrl)}`
}

/** The command line that runs this verification alone (docs/cli.md). */
function verifyCommand(
  projectNames: readonly string[],
  v: VerificationReport,
  baseUrl: string
): string {
  const quote = (text: string): string => (/^[\w.:/@=,-]+$/.test(text) ? text : `'${text}'`)
  const parts = [
    'acumatica-customization-deploy verify',
    `--base-url ${quote(baseUrl)}`,
    '--username <user>'
  ]
  if (projectNames.length) parts.push(`--projects ${quote(projectNames.join(','))}`)
  const entities = v.entities.map(e => e.line)
  if (entities.length) parts.push(`--verify-entities ${quote(entities.join(','))}`)
  const screens = v.screens.map(s => s.line)
  if (screens.length) parts.push(`--verify-screens ${quote(screens.join(','))}`)
  return `${parts.join(' ')} (the password in ACUMATICA_PASSWORD).`
}

function problemText(problem: VerifyProblem, check = false): string {
  switch (problem.kind) {
    case 'site-not-ready':
      return `the site did not answer GET /entity within verify-timeout (${formatSeconds(problem.timeoutSeconds)}); last: ${problem.lastAnswer}.`
    case 'not-listed':
      return `getPublished does not list ${listWords(problem.names)}${check ? '' : ' after the publish'}.`
    case 'no-endpoint':
      return `the instance lists no ${problem.endpoint} endpoint for verify-entities line "${problem.line}": write it as Endpoint/Version/Entity.`
    case 'entity-failed': {
      const c = problem.check
      const said = c.serverMessage ? ` The instance said: ${c.serverMessage}` : ''
      const when = problem.timedOut ? ' until verify-timeout' : ''
      return `reading ${c.target ?? c.line} failed${when} after ${c.attempts} attempt${c.attempts === 1 ? '' : 's'}: ${c.message ?? 'no answer'}.${said}`
    }
    case 'screen-failed': {
      const c = problem.check
      const when = problem.timedOut ? ' until verify-timeout' : ''
      return `screen ${c.line} did not open${when} after ${c.attempts} attempt${c.attempts === 1 ? '' : 's'}: ${c.message ?? 'no answer'}.`
    }
    case 'needs-restart': {
      const c = problem.check
      const what = problem.screen ? `screen ${c.line}` : `reading ${c.target ?? c.line}`
      return `${what} answered until verify-timeout as a site that needs one more restart does (HTTP 403, or HTTP 500 naming NullReferenceException with OptimizedExport), ${c.attempts} attempt${c.attempts === 1 ? '' : 's'}; last: ${c.message ?? 'no answer'}.`
    }
    case 'error':
      return `${problem.message}.`
  }
}

function backupList(projects: ProjectResult[]): string {
  const names = projects.map(p => {
    const b = p.backup
    if (b.status === 'stored')
      return `${b.kind === 'file' ? 'the backup file' : 'the backup artifact'} ${b.artifactName}`
    if (b.status === 'kept-on-runner') return `the backup ${b.path}`
    if (b.status === 'first-deploy') return `nothing for ${p.name} (first deploy)`
    return `${p.name}'s previous version (no backup)`
  })
  return listWords(names)
}

/** The summary's Verification section (instance build, ready time, what was checked). */
export function verifyBlocks(result: DeployResult): Block[] {
  const rows: Array<[Line, Line]> = []
  const attempts = (count: number): string => ` (${count} attempt${count === 1 ? '' : 's'})`
  const instance = result.instance
  if (instance) {
    rows.push([
      ['Instance build'],
      instance.build ? [code(instance.build, true)] : ['not given by the instance']
    ])
  }
  const check = result.versionCheck
  if (check && check.mode !== 'off') {
    rows.push([
      ['Version check'],
      !check.instanceRelease
        ? ['nothing checked']
        : check.mismatched.length
          ? ['⚠️ ', quote(mismatchText(check))]
          : ['✅ release ', quote(check.instanceRelease)]
    ])
  }
  const v = result.verification
  if (v) {
    rows.push([
      ['Site ready'],
      [
        v.siteCheckSkipped !== undefined
          ? 'not checked (GET /entity did not answer before the deploy)'
          : v.siteReadySeconds === undefined
            ? '❌ did not answer'
            : `✅ after ${formatSeconds(v.siteReadySeconds)}`
      ]
    ])
    rows.push([
      ['Published projects'],
      v.publishedUnavailable
        ? ['not checked (no getPublished)']
        : v.listed
          ? v.problem?.kind === 'not-listed'
            ? ['❌ missing ', quote(listWords(v.problem.names))]
            : ['✅ all listed']
          : ['—']
    ])
    for (const e of v.entities) {
      const state: Line =
        e.state === 'answered'
          ? ['✅ answers']
          : e.state === 'failed'
            ? [`${e.needsRestart ? '🔁' : '❌'} `, quote(e.serverMessage ?? e.message ?? 'failed')]
            : ['not read']
      rows.push([
        ['Entity ', code(e.target ?? e.line, true)],
        [...state, attempts(e.attempts)]
      ])
    }
    for (const screen of v.screens) {
      const state: Line =
        screen.state === 'answered'
          ? ['✅ opens']
          : screen.state === 'failed'
            ? [`${screen.needsRestart ? '🔁' : '❌'} `, quote(screen.message ?? 'failed')]
            : ['not opened']
      rows.push([
        ['Screen ', code(screen.line, true)],
        [...state, attempts(screen.attempts)]
      ])
    }
    if (v.restart) {
      rows.push([
        ['Restart'],
        [
          '🔁 the site needed one more restart (',
          quote(problemText(v.restart.first)),
          '): ',
          ...(v.restart.failed
            ? ['restartApplicationCommand failed (', quote(v.restart.failed), ')']
            : ['restarted once']),
          ', verified again'
        ]
      ])
    }
    if (v.loggedInAgain)
      rows.push([['Session'], ['ended by the restart: logged out, one new login']])
  }
  const r = result.rollback
  if (r) {
    const names = (list: string[]): Span => (list.length ? quote(listWords(list)) : 'nothing')
    rows.push([
      ['Rollback'],
      [
        `${r.publishState === 'completed' ? '✅' : '❌'} re-imported `,
        names(r.reimported),
        '; published ',
        names(r.published),
        ` (${r.publishState ?? 'not started'})${r.siteReadySeconds === undefined ? '' : `, site ready after ${formatSeconds(r.siteReadySeconds)}`}. ${DB_NOTE}`
      ]
    ])
  }
  const plan = result.plan
  if (plan) {
    rows.push([['Dry run'], ['a deploy would publish ', quote(listWords(plan.wouldPublish))]])
    if (plan.wouldSkip !== undefined) {
      rows.push([
        ['skip-unchanged'],
        plan.wouldSkip ? ['would skip'] : ['would deploy (', quote(plan.skipReason ?? ''), ')']
      ])
    }
  }
  if (rows.length === 0) return []
  return [
    { kind: 'heading', level: 3, text: ['Verification'] },
    { kind: 'fields', rows }
  ]
}

/**
 * The command line's `verify` (a check of what is published now, no publish before it): its
 * result and the sentence that ends its log.
 */
export function verifyCheckText(
  projectNames: readonly string[],
  report: VerificationReport,
  baseUrl: string
): { result: 'verified' | 'needs-restart' | 'unverified'; text: string } {
  const problem = report.problem
  if (!problem) {
    const checked = [
      projectNames.length ? `${listWords([...projectNames])} published` : '',
      report.entities.length
        ? `${report.entities.length} entit${report.entities.length === 1 ? 'y answers' : 'ies answer'}`
        : '',
      report.screens.length
        ? `${report.screens.length} screen${report.screens.length === 1 ? ' opens' : 's open'}`
        : ''
    ].filter(Boolean)
    return {
      result: 'verified',
      text: `Verified ${baseUrl}: the site answers${checked.length ? `, ${listWords(checked)}` : ''}.`
    }
  }
  if (problem.kind === 'needs-restart') {
    return {
      result: 'needs-restart',
      text: `The site needs one more application restart: ${problemText(problem, true)} Restart the application (Apply Updates (SM203510) → Restart Application, or recycle the application pool), then verify again: ${verifyCommand(projectNames, report, baseUrl)}`
    }
  }
  return { result: 'unverified', text: `The verification failed: ${problemText(problem, true)}` }
}
