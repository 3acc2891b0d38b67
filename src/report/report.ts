// The deploy result as people read it: the job summary (a model, summary.ts, rendered as markdown
// or text), the final log line, the error message and the publish log file. Pure builders: the
// step writes them out. The state and failure sentences come from outcome-text.ts.
import { isErrorEntry } from '../api/answers.js'
import type { LogEntry } from '../api/types.js'
import type { DeployResult, LockoutReport, Outcome, ProjectResult } from '../deploy/deploy.js'
import { LISTED_NAMES, formatSeconds, listWords, someNames } from './units.js'
import { changesBlocks } from './changes-text.js'
import { verifyBlocks } from './verify-text.js'
import { failureText, instanceStateText, restoreText } from './outcome-text.js'
import type { PackageSource, Settings } from '../inputs/settings.js'
import { cutMasked } from '../redact/known-secrets.js'
import { CONFLICT_FIX, conflictLines, LOCKOUT_BY_HAND, lockoutStopText } from './shared-text.js'
import { renderMarkdown } from './markdown.js'
import { fleetBlocks } from './fleet-text.js'
import { hostWords, type Host } from './host.js'
import {
  code,
  codeNames,
  joinSpans,
  link,
  quote,
  strong,
  type Block,
  type Line,
  type Summary
} from '../shared/summary.js'

// The instance's errors and warnings listed before the rest is left to the publish log.
const LISTED_PROBLEMS = 50
const PROBLEM_CHARS = 1000

/** Every value of the result output, with its words in the summary's title. */
export const OUTCOME_TEXT: Record<Outcome, string> = {
  published: '✅ Published',
  validated: '✅ Validated',
  unchanged: '⏭️ Unchanged',
  failed: '❌ Failed',
  'timed-out': '⏱️ Timed out',
  cancelled: '🚫 Cancelled',
  unverified: '❌ Published, not verified',
  'rolled-back': '↩️ Rolled back',
  'needs-restart': '🔁 Published, needs one more restart',
  planned: '📝 Planned (dry run)',
  busy: '⏳ Busy: another publish was running',
  removed: '🗑️ Removed',
  'outside-window': '🌙 Outside the deploy window',
  drift: '❌ Drift: changed on the instance'
}

export function isSuccess(result: DeployResult): boolean {
  // outside-window: nothing was sent, on purpose; the next scheduled run deploys.
  return ['published', 'validated', 'unchanged', 'planned', 'removed', 'outside-window'].includes(
    result.outcome
  )
}

/** The projects a run is about: those it deploys, or those it removes. */
function runNames(settings: Settings): string[] {
  return settings.remove ?? settings.projects.map(p => p.name)
}

/** The last line of the log: the result in words, and where the instance stands. */
export function finalLine(settings: Settings, result: DeployResult): string {
  const what = `${listWords(runNames(settings))} on ${settings.host}`
  const state = instanceStateText(result)
  if (result.outcome === 'outside-window') {
    const next = result.window?.nextOpeningText
    return `Result: outside the deploy window: nothing of ${what} was sent${next ? `; the next window opens ${next}` : ''}.`
  }
  if (result.removal !== undefined || settings.remove !== undefined) {
    return result.outcome === 'removed'
      ? `Result: removed ${what}: no longer published${result.removal?.kept.length ? ` (still published: ${result.removal.kept.join(', ')})` : ''}. ${REMOVAL_STAYS}`
      : `Result: removal of ${what} ${result.outcome === 'busy' ? 'not started' : 'failed'}. ${state}`
  }
  switch (result.outcome) {
    case 'busy':
      return `Result: busy: another publish was running on ${settings.host}; nothing of ${listWords(runNames(settings))} was imported.`
    case 'published':
      return `Result: published ${what} (with ${someNames(result.projectNames)}).`
    case 'validated':
      return `Result: validated ${what}; nothing was published. ${state}`
    case 'unchanged':
      return `Result: unchanged: ${what} already runs these packages, so nothing was imported or published (skip-unchanged).`
    case 'planned':
      return `Result: planned (dry run): nothing was imported or published on ${settings.host}.`
    case 'drift':
      return `Result: drift: ${what} changed on the instance since the last deploy; nothing was imported. ${state}`
    case 'unverified':
      return `Result: ${what} published, but not verified. ${state}`
    case 'rolled-back':
      return `Result: ${what} rolled back after a failed verification. ${state}`
    case 'needs-restart':
      return `Result: ${what} published, but the site needs one more application restart. ${state}`
    case 'timed-out':
      return `Result: timed out waiting for ${what}. ${state}`
    case 'cancelled':
      return `Result: cancelled while deploying ${what}. ${state}`
    default:
      return `Result: deploy of ${what} failed. ${state}`
  }
}

/** The message of a failed run (setFailed): what went wrong and what to do, then the final line. */
export function failureMessage(
  settings: Settings,
  result: DeployResult,
  host: Host = 'actions'
): string {
  // A run that did its work and could not let users back in fails for that alone.
  if (isSuccess(result)) return `${finalLine(settings, result)}${lockoutLeftOn(result)}`
  const error = failureText(result, settings.baseUrl, host) || 'The deploy failed.'
  // Conflicts first: the one failure whose fix is in the workflow (the levels).
  const conflicts = conflictLines(result.publishLog)
  const first = conflicts.length ? `${conflicts.join(' | ')}. ${CONFLICT_FIX} ` : ''
  return `${first}${error} ${finalLine(settings, result)}${lockoutLeftOn(result)}`
}

/** What a removal leaves on the instance (Acumatica's docs): said with every removal. */
const REMOVAL_STAYS =
  'Nothing was deleted: the projects stay stored, and their database changes, site map nodes, reports, access rights and integration scenarios stay on the instance.'

/** A lockout the run could not stop, in words (empty otherwise). */
function lockoutLeftOn(result: DeployResult): string {
  const lockout = result.lockout
  return lockout?.stopFailed ? ` ${lockoutStopText(lockout.endpoint, lockout.stopFailed)}` : ''
}

/** The publish log as plain text, one entry a line (for the publish-log output file). */
export function publishLogText(entries: LogEntry[]): string {
  return entries.map(entryLine).join('\n') + (entries.length ? '\n' : '')
}

export function entryLine(entry: LogEntry): string {
  const time = entry.timestamp ? `${entry.timestamp} ` : ''
  return `${time}[${entry.logType}] ${entry.message}`
}

function isWarningEntry(entry: LogEntry): boolean {
  return entry.logType.toLowerCase() === 'warning'
}

/** The job summary of a deploy as markdown (GITHUB_STEP_SUMMARY). */
export function summaryMarkdown(settings: Settings, result: DeployResult): string {
  return renderMarkdown(deploySummary(settings, result))
}

/** The job summary of a deploy, rendered as markdown or as the command line's text. */
export function deploySummary(
  settings: Settings,
  result: DeployResult,
  host: Host = 'actions'
): Summary {
  const blocks: Block[] = []
  // Where each entry stands whole: the action's publish-log output, the command line's log.
  const whole = hostWords(host).publishLog
  const mode = result.mode === 'validation' ? 'validation only' : 'publish'
  blocks.push({
    kind: 'heading',
    level: 2,
    text: [`${OUTCOME_TEXT[result.outcome]}: ${runNames(settings).join(', ')} → ${settings.host}`]
  })

  const conflicts = conflictLines(result.publishLog)
  if (conflicts.length) {
    blocks.push(
      { kind: 'heading', level: 3, text: ['Conflicts'] },
      { kind: 'list', items: conflicts.map(line => ['❌ ', quote(truncate(line, 2000, whole))]) },
      { kind: 'note', lines: [[strong(quote(CONFLICT_FIX))]] }
    )
  }
  blocks.push(...fleetBlocks(result, host))
  const leftOn = lockoutLeftOn(result)
  if (leftOn) blocks.push({ kind: 'note', lines: [[strong('⚠️ ', quote(leftOn.trim()))]] })

  // On failure the instance's own words come first: that is what people open the page for.
  if (!isSuccess(result)) {
    const problems = result.publishLog.filter(e => isErrorEntry(e) || isWarningEntry(e))
    if (problems.length) {
      const items: Line[] = problems
        .slice(0, LISTED_PROBLEMS)
        .map(entry => [
          isErrorEntry(entry) ? '❌ ' : '⚠️ ',
          quote(truncate(entry.message, PROBLEM_CHARS, whole))
        ])
      if (problems.length > LISTED_PROBLEMS) {
        items.push([
          `and ${problems.length - LISTED_PROBLEMS} more errors and warnings: see the publish log below and ${whole}`
        ])
      }
      blocks.push(
        { kind: 'heading', level: 3, text: ['Errors and warnings from the instance'] },
        { kind: 'list', items }
      )
    }
    const error = failureText(result, settings.baseUrl, host)
    const lines: Line[] = error ? [[strong(quote(error))]] : []
    lines.push([quote(instanceStateText(result))])
    blocks.push({ kind: 'note', lines })
  }

  const rows: Array<[Line, Line]> = [
    [['Instance'], [`${settings.host} (`, code(settings.baseUrl), ')']],
    // A removal of the last published projects publishes none: no empty row.
    ...(result.projectNames.length > 0
      ? [[[togetherLabel(result)], codeNames(result.projectNames, LISTED_NAMES)] as [Line, Line]]
      : []),
    [['Mode'], [mode]]
  ]
  if (result.projects.some(p => p.restore)) {
    rows.push([['Restored'], [result.restored ? 'yes: see each project' : 'no: see each project']])
  }
  rows.push(...sharedRows(result))
  rows.push([['Result'], [OUTCOME_TEXT[result.outcome]]])
  blocks.push({ kind: 'fields', rows })

  blocks.push({
    kind: 'table',
    html: true,
    head: ['Project', 'Source', 'Package', 'Backup', 'Put back'],
    rows: result.projects.map((projectResult, index) => {
      const project = settings.projects[index] as (typeof settings.projects)[number] | undefined
      return [
        [code(projectResult.name, true)],
        [project ? sourceText(project.source) : 'published on the instance'],
        projectResult.package
          ? [
              `${formatBytes(projectResult.package.size)}, ${projectResult.package.entries} files, SHA-256 `,
              code(projectResult.package.sha256)
            ]
          : ['not built'],
        backupCell(projectResult),
        projectResult.restore ? [quote(restoreText(projectResult).text)] : ['—']
      ]
    })
  })

  if (result.outcome === 'unchanged') {
    blocks.push({
      kind: 'paragraph',
      text: [
        'The instance already runs these packages (the newest completed deploy recorded for each, stored and published as they are), so nothing was imported or published and no backup was uploaded: ',
        ...joinSpans(
          result.projects.map(p => [
            code(p.name),
            ' (sha256 ',
            code(p.digest?.slice(0, 16) ?? ''),
            ')'
          ]),
          ', '
        ),
        '.'
      ]
    })
  }
  blocks.push(...verifyBlocks(result))
  blocks.push(...changesBlocks(result, host))

  if (result.phases.length) {
    const total = result.phases.reduce((sum, p) => sum + p.seconds, 0)
    blocks.push({
      kind: 'table',
      head: ['Phase', 'Duration'],
      alignRight: [1],
      rows: [
        ...result.phases.map(phase => [[phase.name], [formatSeconds(phase.seconds)]]),
        [[strong('Total')], [strong(formatSeconds(total))]]
      ]
    })
  }

  if (result.publishLog.length) {
    blocks.push({
      kind: 'log',
      title: `Publish log (${result.publishLog.length} entries)`,
      // As written: each rendering makes the line safe (truncate masks before it cuts: half a
      // password is no longer what the mask knows).
      lines: result.publishLog.map(entry => truncate(entryLine(entry), PROBLEM_CHARS, whole)),
      rest: `entries in ${whole}`
    })
  }
  return { blocks }
}

/**
 * The lockout in one line. Once the schedule was sent it may have been applied, whatever came
 * back: never "not locked out", only what the stop made of it.
 */
function lockoutLine(lockout: LockoutReport, at: (ms: number) => string): Line {
  const before: Line =
    lockout.lockedAt !== undefined
      ? // lockout-notice-minutes: announced when scheduled, locked out from its start.
        [
          lockout.startsAt === undefined
            ? `locked out at ${at(lockout.lockedAt)}`
            : `lockout announced at ${at(lockout.lockedAt)} for ${at(lockout.startsAt)}`
        ]
      : lockout.scheduleRefused
        ? ['the instance refused the lockout: ', quote(lockout.scheduleFailed ?? '')]
        : [
            'lockout not confirmed',
            ...(lockout.scheduleFailed ? [': ', quote(lockout.scheduleFailed)] : [])
          ]
  if (lockout.unlockedAt !== undefined) {
    return [
      ...before,
      lockout.lockedAt !== undefined
        ? `, let back in at ${at(lockout.unlockedAt)}`
        : `; stopped at ${at(lockout.unlockedAt)} to be sure: users are let back in`
    ]
  }
  return [...before, '; ', strong('users may still be locked out'), `: ${LOCKOUT_BY_HAND}`]
}

/** The summary's rows of a shared instance: the wait for another publish, the lockout, a removal. */
function sharedRows(result: DeployResult): Array<[Line, Line]> {
  const rows: Array<[Line, Line]> = []
  const busy = result.busy
  if (busy?.found === 'running') {
    rows.push([
      ['Another publish'],
      [
        `waited ${formatSeconds(busy.waitedSeconds)} for it`,
        ...(busy.lastMessage
          ? [' (its last log line: ', quote(truncate(busy.lastMessage, 300)), ')']
          : [])
      ]
    ])
  } else if (busy?.found === 'unknown') {
    rows.push([
      ['Another publish'],
      [`could not tell (${busy.reason ?? 'no usable answer'}); the run went on`]
    ])
  }
  const lockout = result.lockout
  if (lockout) {
    const at = (ms: number): string => new Date(ms).toISOString().replace(/\.\d+Z$/, 'Z')
    const text: Line = lockoutLine(lockout, at)
    rows.push([[`Users (${lockout.endpoint})`], text])
  }
  const removal = result.removal
  if (removal) {
    rows.push([
      ['Removed'],
      [
        ...joinSpans(
          removal.removed.map(n => [code(n, true)]),
          ', '
        ),
        `${removal.unpublishedAll ? ' (unpublishAll: nothing stays published)' : ''}. `,
        quote(REMOVAL_STAYS)
      ]
    ])
  }
  return rows
}

/** What the projects sent to publishBegin together were: only a publish that completed published them. */
function togetherLabel(result: DeployResult): string {
  if (result.outcome === 'published') return 'Published together'
  if (result.outcome === 'validated') return 'Validated together'
  return result.mode === 'validation' ? 'Validation of' : 'Publish of'
}

/** The projects-json output: one object per project, in import order. */
export function projectsJson(result: DeployResult): object[] {
  return result.projects.map(project => {
    const backup = project.backup
    return {
      name: project.name,
      packageSize: project.package?.size ?? null,
      packageSha256: project.package?.sha256 ?? null,
      backup:
        backup.status === 'stored'
          ? {
              artifactId: backup.artifactId,
              artifactUrl: backup.artifactUrl,
              digest: backup.digest,
              path: backup.path
            }
          : backup.status === 'kept-on-runner'
            ? { artifactId: null, artifactUrl: null, digest: null, path: backup.path }
            : null,
      restored: project.restore?.status === 'reimported' || project.restore?.status === 'deleted'
    }
  })
}

/** How the package was made, in words. */
function sourceText(source: PackageSource): string {
  return source.kind === 'package'
    ? 'package .zip'
    : source.kind === 'source-control'
      ? 'source-control folder'
      : 'package folder'
}

function backupCell(result: ProjectResult): Line {
  const backup = result.backup
  switch (backup.status) {
    case 'stored':
      return [
        link(backup.artifactUrl, backup.artifactName),
        ` (${formatBytes(backup.size)}, digest `,
        code(backup.digest),
        ')'
      ]
    case 'kept-on-runner':
      return ['on the runner only: ', code(backup.path), ` (${backup.reason})`]
    case 'downloaded':
      return [`downloaded, not uploaded: nothing was deployed (${formatBytes(backup.size)})`]
    case 'first-deploy':
      return ['none: first deploy of this project']
    case 'disabled':
      return ['turned off (', code('backup: false'), ')']
    default:
      return ['not taken']
  }
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  const units = ['KiB', 'MiB', 'GiB']
  let value = bytes / 1024
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit++
  }
  return `${value.toFixed(1)} ${units[unit]} (${bytes} bytes)`
}

function truncate(full: string, max: number, whole = 'the publish-log file'): string {
  // Masked before the cut: half a password is no longer what the mask recognises.
  const { shown, cut, left } = cutMasked(full, max)
  return cut ? `${shown}… (${left} more characters in ${whole})` : shown
}
