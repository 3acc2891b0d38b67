// A deploy among many instances in words (docs/fleet.md): the window, the lockout notice, the
// stamp and drift. The flow records these as data (deploy/fleet-types.ts); this words them.
import type { ProjectChanges } from '../changes/compare.js'
import type { DriftProject, FleetEvent, WindowReport } from '../deploy/fleet-types.js'
import type { DeployResult, Failure } from '../deploy/types.js'
import type { OnDrift } from '../inputs/fleet-settings.js'
import type { Host } from './host.js'
import { code, joinSpans, type Block, type Line } from '../shared/summary.js'
import { listWords } from './units.js'

type FleetLevel = 'info' | 'notice' | 'warning'

const FIRST_NAMES = 10

export function fleetLine(
  event: FleetEvent,
  host: Host = 'actions'
): { level: FleetLevel; text: string } {
  const info = (text: string) => ({ level: 'info' as const, text })
  const notice = (text: string) => ({ level: 'notice' as const, text })
  switch (event.kind) {
    case 'window-open':
      return info(`Inside the deploy window (${event.window}): the deploy goes on.`)
    case 'window-closed':
      return notice(windowText(event.report))
    case 'lockout-pending':
      return info(
        `The lockout through Apply Updates (${event.endpoint}) is scheduled ${event.minutes} min ahead, at ${new Date(event.startsAt).toISOString()}, reason "${event.reason}": users see it pending until then, and nothing is imported before it starts.`
      )
    case 'lockout-notice-over':
      return info(
        `The lockout notice of ${event.minutes} min is over: users are locked out (all but administrators).`
      )
    case 'drift-checked':
      return driftLine(event.project, event.onDrift, host)
    case 'stamp-unknown':
      return notice(
        `stamp: true, but ${event.missing} of this run is not known, so the Import's description carries no stamp (${host === 'cli' ? 'run the command line in a git checkout with a remote named origin, or set GITHUB_REPOSITORY and GITHUB_SHA' : 'the runner did not set GITHUB_REPOSITORY and GITHUB_SHA'}).`
      )
  }
}

/** Outside the window: nothing was sent, and when the next one opens. */
function windowText(report: WindowReport): string {
  const next =
    report.nextOpeningText && report.nextOpening !== undefined
      ? ` The next window opens ${report.nextOpeningText} (${new Date(report.nextOpening).toISOString()}).`
      : ''
  return `Outside the deploy window (${report.window}) at ${new Date(report.checkedAt).toISOString()}: nothing was sent to the instance.${next}`
}

function driftLine(
  project: DriftProject,
  onDrift: OnDrift,
  host: Host
): { level: FleetLevel; text: string } {
  const name = project.project
  switch (project.status) {
    case 'same':
      if (project.holdsPackage) {
        return {
          level: 'info',
          text: `No drift in ${name}: the stored project already holds this package.`
        }
      }
      return {
        level: 'info',
        text: `No drift in ${name}: the stored project is what this action last deployed and verified.`
      }
    case 'drifted': {
      const what = `${name} changed on the instance since this action last deployed it${changesWords(project.changes)}`
      if (onDrift === 'warn') {
        return {
          level: 'warning',
          text: `Drift: ${what}. on-drift: warn: the deploy goes on and replaces it (the backup keeps it). ${waysOn(host)}`
        }
      }
      if (onDrift === 'overwrite') {
        return {
          level: 'info',
          text: `Drift: ${what}; on-drift: overwrite: the deploy replaces it (the backup keeps it).`
        }
      }
      return { level: 'info', text: `Drift: ${what}.` }
    }
    case 'unchecked':
      return {
        // Nothing to compare with on a first deploy or without a backup (the user's choice).
        level: project.why === 'first-deploy' || project.why === 'no-backup' ? 'info' : 'notice',
        text: `No drift check for ${name}: ${uncheckedWhy(project, host)}.`
      }
  }
}

function uncheckedWhy(project: Extract<DriftProject, { status: 'unchecked' }>, host: Host): string {
  const ledger = host === 'cli' ? 'the ledger file' : 'the Actions cache'
  switch (project.why) {
    case 'no-entry':
      return `no verified deploy of it to this instance is recorded in ${ledger}`
    case 'no-ledger':
      return host === 'cli'
        ? 'this run keeps no ledger (give --ledger FILE)'
        : 'this run keeps no ledger of deploys'
    case 'no-backup':
      return 'the stored project was not downloaded (backup: false)'
    case 'first-deploy':
      return 'the instance does not hold it yet'
    case 'old-entry':
      return `the newest deploy recorded in ${ledger} was recorded by an older version of this action, which kept no content digest`
    case 'unavailable':
      return `${ledger} did not answer (${project.reason ?? 'no reason given'})`
    case 'unreadable':
      return `the stored project could not be read (${project.reason ?? 'no reason given'})`
  }
}

/** The two ways on after drift, in the host's words. */
function waysOn(host: Host): string {
  const exportWay = host === 'cli' ? 'the export command' : 'the export action'
  const flag = host === 'cli' ? '--on-drift overwrite' : 'on-drift: overwrite'
  return `To keep the change, export the instance's project into a pull request with ${exportWay} (docs/export.md) and deploy from there; to replace it, deploy with ${flag}.`
}

function changesWords(changes: ProjectChanges | undefined): string {
  if (!changes) return ' (the items that differ are not known: the ledger entry does not list them)'
  const part = (verb: string, names: string[]): string =>
    names.length ? `${verb} ${names.length} (${firstNames(names)})` : `${verb} 0`
  return `: ${part('added', changes.added)}, ${part('changed', changes.changed)}, ${part('removed', changes.removed)}`
}

function firstNames(names: string[]): string {
  const shown = names.slice(0, FIRST_NAMES).join(', ')
  return names.length > FIRST_NAMES ? `${shown} and ${names.length - FIRST_NAMES} more` : shown
}

/** The failure of `on-drift: fail`: which projects drifted and the two ways on. */
export function driftFailureText(
  failure: Extract<Failure, { kind: 'drift' }>,
  host: Host = 'actions'
): string {
  const names = listWords(failure.projects.map(p => p.project))
  const details = failure.projects.map(p => `${p.project}${changesWords(p.changes)}`).join('; ')
  return `Drift: ${names} changed on the instance since this action last deployed ${failure.projects.length === 1 ? 'it' : 'them'} (${details}). Nothing was imported. ${waysOn(host)}`
}

/** The summary's part of this: the window (outside), the drift table (when anything drifted). */
export function fleetBlocks(result: DeployResult, host: Host = 'actions'): Block[] {
  const blocks: Block[] = []
  if (result.window && !result.window.open) {
    blocks.push({ kind: 'paragraph', text: [windowText(result.window)] })
  }
  const drifted = result.drift?.projects.filter(
    (p): p is Extract<DriftProject, { status: 'drifted' }> => p.status === 'drifted'
  )
  if (drifted?.length) {
    const cell = (names: string[] | undefined): Line =>
      names === undefined
        ? ['not known']
        : names.length === 0
          ? ['—']
          : [
              `${names.length}: `,
              ...joinSpans(
                names.slice(0, FIRST_NAMES).map(n => [code(n, true)]),
                ', '
              ),
              ...(names.length > FIRST_NAMES ? [` and ${names.length - FIRST_NAMES} more`] : [])
            ]
    blocks.push(
      { kind: 'heading', level: 3, text: ['Drift: changed on the instance since the last deploy'] },
      {
        kind: 'table',
        html: true,
        head: ['Project', 'Added', 'Changed', 'Removed'],
        rows: drifted.map(p => [
          [code(p.project)],
          cell(p.changes?.added),
          cell(p.changes?.changed),
          cell(p.changes?.removed)
        ])
      },
      { kind: 'paragraph', text: [`on-drift: ${result.drift!.onDrift}. ${waysOn(host)}`] }
    )
  }
  return blocks
}
