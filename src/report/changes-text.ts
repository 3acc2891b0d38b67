// What a deploy changes, in words: a log line per project, the summary's "Changes" section and
// the changes-json output. The names (item keys, file paths) come from the packages, so they are
// shown as text wherever they go into the summary (summaryText: one line, no markdown, no HTML;
// a line break in a key would end the HTML table and let the rest render as markdown).
import type { ProjectChanges } from '../changes/compare.js'
import type { DeployReason, DeployResult } from '../deploy/types.js'
import { renderMarkdown } from './markdown.js'
import { code, joinSpans, type Block, type Line } from '../shared/summary.js'
import { outputWhere, type Host } from './host.js'

/** How many names of each list the log line and the summary show before "and N more". */
const FIRST_NAMES = 10

export function changesLine(
  project: string,
  changes: ProjectChanges,
  firstDeploy: boolean
): string {
  const { added, changed, removed } = changes
  if (firstDeploy)
    return `Changes in ${project}: first deploy, ${added.length} items and files added.`
  if (added.length + changed.length + removed.length === 0) {
    return `No change in ${project}: the package holds what the instance stores.`
  }
  const part = (verb: string, names: string[]): string =>
    names.length ? `${verb} ${names.length} (${firstNames(names)})` : `${verb} 0`
  return `Changes in ${project}: ${part('added', added)}, ${part('changed', changed)}, ${part('removed', removed)}.`
}

function firstNames(names: string[]): string {
  const shown = names.slice(0, FIRST_NAMES).join(', ')
  return names.length > FIRST_NAMES ? `${shown} and ${names.length - FIRST_NAMES} more` : shown
}

/** What the Changes table says of a new or changed `<Sql>` item. */
export const DATABASE_SCRIPT_NOTE =
  'database script: runs on publish; a restore or rollback does not undo it'

function isDatabaseScript(key: string): boolean {
  return key.startsWith('Sql#')
}

function scriptsFirst(names: string[]): string[] {
  return [...names.filter(isDatabaseScript), ...names.filter(name => !isDatabaseScript(name))]
}

/** The summary's "Changes" section as markdown lines; empty when no project was compared. */
export function changesMarkdown(result: DeployResult): string[] {
  const blocks = changesBlocks(result)
  return blocks.length ? renderMarkdown({ blocks }).split('\n') : []
}

/** The summary's "Changes" section; empty when no project was compared. */
export function changesBlocks(result: DeployResult, host: Host = 'actions'): Block[] {
  const compared = result.projects.filter(p => p.changes)
  if (compared.length === 0) return []
  // New or changed scripts are marked and shown first: the database keeps what they did.
  const cell = (names: string[], marked: boolean): Line =>
    names.length === 0
      ? ['—']
      : [
          `${names.length}: `,
          ...joinSpans(
            (marked ? scriptsFirst(names) : names)
              .slice(0, FIRST_NAMES)
              .map(n =>
                marked && isDatabaseScript(n)
                  ? [code(n, true), ` (${DATABASE_SCRIPT_NOTE})`]
                  : [code(n, true)]
              ),
            ', '
          ),
          ...(names.length > FIRST_NAMES ? [` and ${names.length - FIRST_NAMES} more`] : [])
        ]
  return [
    { kind: 'heading', level: 3, text: ['Changes'] },
    {
      kind: 'table',
      html: true,
      head: ['Project', 'Added', 'Changed', 'Removed'],
      rows: compared.map(project => {
        const { added, changed, removed } = project.changes!
        return [[code(project.name)], cell(added, true), cell(changed, true), cell(removed, false)]
      })
    },
    { kind: 'paragraph', text: [`Full lists: ${outputWhere('changes-json', host)}.`] }
  ]
}

/** The changes-json output: one object per compared project. */
export function changesJson(result: DeployResult): object[] {
  return result.projects.filter(p => p.changes).map(p => ({ name: p.name, ...p.changes! }))
}

/** Why skip-unchanged deploys after all. */
export function deployReasonText(reason: DeployReason, host: Host = 'actions'): string {
  const why = ((): string => {
    switch (reason.kind) {
      case 'validation':
        return 'a validation always runs'
      case 'tenant-mode':
        return `tenant-mode is ${reason.tenantMode}: the ledger only knows the login's tenant`
      case 'published-unknown':
        return 'the published projects could not be listed'
      case 'no-ledger':
        return 'this run keeps no ledger of completed deploys (it needs the Actions cache)'
      case 'first-deploy':
        return `${reason.project} is not on the instance yet`
      case 'content-unknown':
        return `the stored ${reason.project} could not be compared with the package`
      case 'content-differs':
        return `the stored ${reason.project} differs from the package (${reason.differences} ${reason.differences === 1 ? 'item or file' : 'items or files'})`
      case 'not-published':
        return `${reason.project} is not published`
      case 'ledger-unavailable':
        return `the ledger of completed deploys could not be read for ${reason.project} (${reason.cause})`
      case 'no-ledger-entry':
        return `no completed deploy of ${reason.project} to this instance is recorded in ${host === 'cli' ? 'the ledger file' : 'the Actions cache (or the cache could not be read)'}`
      case 'ledger-newer':
        return `the newest completed deploy of ${reason.project} recorded for this instance is of another package (sha256 ${reason.newest.slice(0, 16)}, this one is ${reason.now.slice(0, 16)})`
    }
  })()
  return `skip-unchanged: deploying, as ${why}.`
}
