// The words of a rehearsal (docs/upgrade.md): the summary (both builds, one row per project: its
// origin, its item count, `ok` or where its errors point), the rehearsal-json output, the
// failure and the log lines of the set as it was read.
import type { PublishFinding } from '../lint/publish-findings.js'
import type { RehearsalProject, RehearsalResult } from '../deploy/rehearse.js'
import type { Cause } from '../deploy/types.js'
import type { Settings } from '../inputs/settings.js'
import { plainText } from '../redact/safe-text.js'
import {
  code,
  codeNames,
  joinSummaries,
  quote,
  type Line,
  type Summary
} from '../shared/summary.js'
import type { Host } from './host.js'
import { deploySummary, failureMessage } from './report.js'

const ORIGIN_TEXT: Record<RehearsalProject['origin'], string> = {
  repository: 'this repository',
  source: 'the source',
  target: 'the target'
}

/** How many places a row names before `and N more`. */
const PLACES_SHOWN = 3

/** The log's line once the set is known. */
export function setReadLine(names: string[], from: RehearsalResult['setFrom']): string {
  const where = from.isTarget ? 'The target' : 'The source'
  const build = from.build ? ` (build ${from.build})` : ''
  const list = names.length === 0 ? 'no project' : names.map(name => plainText(name)).join(', ')
  return `${where}${build} publishes ${names.length} ${names.length === 1 ? 'project' : 'projects'}: ${list}.`
}

/** What one project's row says: `ok`, where its errors point, or why it was not validated. */
function projectVerdict(
  result: RehearsalResult,
  project: RehearsalProject,
  findings: readonly PublishFinding[]
): { status: 'ok' | 'failed' | 'not-validated'; places: string[] } {
  if (result.outcome === 'rehearsed') return { status: 'ok', places: [] }
  const mine = findings.filter(
    finding =>
      finding.level === 'error' && finding.project?.toLowerCase() === project.name.toLowerCase()
  )
  if (mine.length > 0) {
    // A package of the set is no file of the repository: its items are what to look for.
    const places = mine.map(finding =>
      project.origin === 'repository' ? placeOf(finding) : itemOf(finding)
    )
    return { status: 'failed', places }
  }
  // The validation ran and named none of this project's items: its part is not known to fail.
  const validated = result.deploy?.failure?.kind === 'publish-failed'
  return { status: validated ? 'ok' : 'not-validated', places: [] }
}

function itemOf(finding: PublishFinding): string {
  return finding.item ? `${finding.item} (${finding.rule})` : placeOf(finding)
}

function placeOf(finding: PublishFinding): string {
  const place = finding.place
  const where = place ? (place.line ? `${place.file}:${place.line}` : place.file) : finding.item
  return `${where ?? 'the project'} (${finding.rule})`
}

/** The rehearsal-json output. */
export function rehearsalJson(
  result: RehearsalResult,
  target: { baseUrl: string },
  findings: readonly PublishFinding[]
): object {
  const stored = result.stored && 'stored' in result.stored ? result.stored.stored : undefined
  return {
    result: result.outcome,
    mode: result.publish ? 'publish' : 'validation',
    source: result.setFrom.isTarget
      ? null
      : { url: result.setFrom.baseUrl, build: result.setFrom.build ?? null },
    target: { url: target.baseUrl, build: result.deploy?.instance?.build ?? null },
    set: stored ? { artifactName: stored.artifactName, artifactUrl: stored.artifactUrl } : null,
    projects: result.projects.map(project => {
      const verdict = projectVerdict(result, project, findings)
      return {
        name: project.name,
        origin: project.origin,
        items: project.items ?? null,
        result: verdict.status,
        errors: verdict.places
      }
    })
  }
}

export function rehearsalSummary(
  result: RehearsalResult,
  target: Settings,
  findings: readonly PublishFinding[],
  host: Host | undefined,
  /** The publish log's "Where it failed" section, before the target's run. */
  whereItFailed?: Summary
): Summary {
  const verdict = result.outcome === 'rehearsed' ? 'rehearsed' : result.outcome
  const mode = result.publish ? 'published' : 'validated'
  const sourceBuild = result.setFrom.build ?? 'not said'
  const targetBuild = result.deploy?.instance?.build ?? 'not said'
  const rows: Array<[Line, Line]> = [
    [
      [result.setFrom.isTarget ? 'Set read from (the target)' : 'Source'],
      [code(result.setFrom.baseUrl), `, build ${sourceBuild}`]
    ],
    [['Target'], [code(target.baseUrl), `, build ${targetBuild}`]],
    [['Mode'], [result.publish ? 'publish (publish: true)' : 'validation only']]
  ]
  const stored = result.stored
  if (stored && 'stored' in stored) {
    rows.push([
      ['The set'],
      [
        stored.stored.kind === 'file'
          ? code(stored.stored.artifactName)
          : stored.stored.artifactName
      ]
    ])
  } else if (stored && 'unavailable' in stored) {
    rows.push([['The set'], [`not stored: ${stored.unavailable}`]])
  }
  const blocks: Summary['blocks'] = [
    { kind: 'heading', level: 2, text: [`Rehearsal: ${verdict}`] },
    { kind: 'fields', rows }
  ]
  if (result.projects.length > 0) {
    blocks.push({
      kind: 'table',
      head: ['Project', 'Origin', 'Items', 'Result'],
      alignRight: [2],
      rows: result.projects.map(project => {
        const verdict = projectVerdict(result, project, findings)
        const status: Line =
          verdict.status === 'ok'
            ? [result.outcome === 'rehearsed' ? `ok (${mode})` : 'ok']
            : verdict.status === 'not-validated'
              ? ['not validated (the run stopped before)']
              : ['errors at ', ...codeNames(verdict.places, PLACES_SHOWN)]
        return [
          [code(project.name, true)],
          [ORIGIN_TEXT[project.origin]],
          [project.items === undefined ? '?' : String(project.items)],
          status
        ]
      })
    })
  }
  const unpointed = findings.filter(f => f.level === 'error' && f.project === undefined).length
  if (result.outcome !== 'rehearsed' && unpointed > 0) {
    blocks.push({
      kind: 'paragraph',
      text: [
        `${unpointed} error ${unpointed === 1 ? 'message names' : 'messages name'} no project of the set: see the publish log below.`
      ]
    })
  }
  if (result.setFailure && result.setFailure.step !== 'store') {
    blocks.push({ kind: 'note', lines: [[quote(setFailureText(result))]] })
  }
  const summary = joinSummaries({ blocks }, whereItFailed)
  if (!result.deploy) return summary
  const run = deploySummary(target, result.deploy, host)
  return joinSummaries(summary, {
    blocks: [{ kind: 'details', title: "The target's run", blocks: run.blocks }]
  })
}

/** The run's failure, or undefined when it rehearsed. */
export function rehearsalFailure(
  result: RehearsalResult,
  target: Settings,
  host: Host | undefined
): string | undefined {
  if (result.outcome === 'rehearsed') return undefined
  if (result.outcome === 'cancelled' && !result.deploy) {
    return 'The rehearsal was cancelled while the set was read; nothing was sent to the target.'
  }
  if (result.setFailure && result.setFailure.step !== 'store') return setFailureText(result)
  if (result.deploy) {
    return `The rehearsal failed on the target: ${failureMessage(target, result.deploy, host)}`
  }
  return 'The rehearsal failed before anything was sent to the target.'
}

function setFailureText(result: RehearsalResult): string {
  const failure = result.setFailure!
  const where = result.setFrom.isTarget ? 'the target' : 'the source'
  const url = result.setFrom.baseUrl
  if (failure.step === 'empty') {
    return `${where === 'the target' ? 'The target' : 'The source'} (${url}) publishes no project and this repository gives none (project-name, project-path, package, projects): nothing to rehearse, nothing was imported.`
  }
  const cause = causeText(failure.cause)
  const nothing = result.setFrom.isTarget
    ? 'Nothing was imported.'
    : 'Nothing was sent to the target.'
  switch (failure.step) {
    case 'login':
      return `Could not log in to ${where} (${url}): ${cause}. ${nothing} Check ${result.setFrom.isTarget ? 'username and password' : 'source-username and source-password'}.`
    case 'list':
      return `Could not list the projects ${where} publishes (getPublished): ${cause}. ${nothing}`
    case 'download':
      return `Could not download ${failure.project ?? 'a project'} from ${where} (getProject): ${cause}. ${nothing}`
    case 'store':
      return `The set could not be stored: ${cause}.`
  }
}

/** The store's failure: the set stays on the runner for this run. */
export function setNotStoredLine(result: RehearsalResult): string | undefined {
  const failure = result.setFailure
  if (failure?.step !== 'store') return undefined
  return `The set could not be stored as an artifact (${causeText(failure.cause)}); the rehearsal went on without it.`
}

/** A logout of the set's instance that released nothing: said, never fatal. */
export function sourceLogoutLine(result: RehearsalResult): string | undefined {
  const outcome = result.sourceLogout
  if (outcome?.kind !== 'failed') return undefined
  const where = result.setFrom.isTarget ? 'the target' : 'the source'
  return `The session on ${where} (${result.setFrom.baseUrl}) could not be released: ${plainText(outcome.reason)}. It ends at the instance's session timeout; until then it holds one API seat.`
}

function causeText(cause: Cause): string {
  const messages = cause.serverMessages.length ? ` (${cause.serverMessages.join(' | ')})` : ''
  return plainText(`${cause.message}${messages}`)
}
