// The fleet action's and the command line's fleet in words (docs/fleet.md): the plan's rings, the
// gate between two rings, and the report of what runs where. src/fleet/ gives the data.
import { code, codeNames, quote, type Block, type Line, type Summary } from '../shared/summary.js'
import type {
  FleetPlan,
  FleetReport,
  FleetRow,
  Inventory,
  InventoryInstance,
  RingGate,
  Standing
} from '../shared/fleet-shapes.js'

const STANDING_WORDS: Record<Standing, string> = {
  ok: 'ok',
  waiting: 'outside its window (deploys in a later run)',
  drift: 'drift: changed on the instance, nothing imported',
  failed: 'failed',
  missing: 'did not report',
  halted: 'not deployed: halted',
  unreadable: 'result file unreadable',
  'locked-out': 'users may still be locked out'
}

function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`
}

function where(instance: InventoryInstance): Line {
  return instance.url ? [quote(instance.url)] : ['variable ', code(instance.urlVariable)]
}

export function planSummary(plan: FleetPlan, inventory: Inventory): Summary {
  const blocks: Block[] = [
    { kind: 'heading', level: 2, text: ['Fleet plan'] },
    {
      kind: 'paragraph',
      text: [
        `${plural(inventory.instances.length, 'instance')} of `,
        code(inventory.file),
        ` in ${plural(plan.rings.length, 'ring')}, deployed one ring after the other.`
      ]
    }
  ]
  for (const ring of plan.rings) {
    const instances = inventory.instances.filter(instance => instance.ring === ring)
    blocks.push({
      kind: 'heading',
      level: 3,
      text: [`Ring ${ring}: ${plural(instances.length, 'instance')}`]
    })
    blocks.push({
      kind: 'table',
      head: ['Instance', 'Address', 'Environment', 'Tenant', 'Window'],
      rows: instances.map(instance => [
        [code(instance.name)],
        where(instance),
        instance.environment ? [code(instance.environment)] : ['—'],
        instance.tenant ? [code(instance.tenant)] : ['—'],
        instance.window ? [code(instance.window)] : ['any time']
      ])
    })
  }
  return { blocks }
}

/** The log's line of one ring's plan. */
export function planLine(plan: FleetPlan): string {
  return plan.rings
    .map(ring => {
      const names = plan.matrices.get(ring)?.include.map(entry => entry.name) ?? []
      return `ring ${ring}: ${names.join(', ')}`
    })
    .join('; ')
}

export function gateText(gate: RingGate & { next: boolean }, haltAfter: number): string {
  const failed = `Ring ${gate.ring} failed on ${plural(gate.failed, 'instance')} (failed or did not report; halt-after: ${haltAfter})`
  if (!gate.next) return `${failed}; it is the last ring.`
  return gate.failed <= haltAfter
    ? `${failed}: ring ${gate.ring + 1} goes on.`
    : `${failed}: ring ${gate.ring + 1} and the rings after it are not deployed.`
}

export function gateSummary(gate: RingGate & { next: boolean }, haltAfter: number): Summary {
  return {
    blocks: [
      { kind: 'heading', level: 2, text: [`Fleet gate after ring ${gate.ring}`] },
      { kind: 'paragraph', text: [gateText(gate, haltAfter)] }
    ]
  }
}

function projectsCell(row: FleetRow): Line {
  const projects = row.result?.projects ?? []
  if (projects.length === 0) return ['—']
  return projects.flatMap((project, index) => [
    ...(index === 0 ? [] : [', ']),
    code(project.name, true),
    ...(project.digest ? [` ${project.digest.slice(0, 8)}`] : [])
  ])
}

function commitCell(row: FleetRow): Line {
  // What the instance runs: this run's commit once it published (or found it there already).
  const runs = row.result && ['published', 'unchanged'].includes(row.result.result)
  if (!runs || !row.result?.commit) return ['—']
  return [code(row.result.commit.slice(0, 7), true)]
}

function resultCell(row: FleetRow): Line {
  if (row.result) {
    return row.standing === 'ok' ? [code(row.result.result, true)] : [resultWord(row)]
  }
  return [STANDING_WORDS[row.standing]]
}

function resultWord(row: FleetRow): string {
  const word = row.result?.result ?? ''
  if (row.standing === 'waiting') return `${word} (deploys in a later run)`
  if (row.standing === 'locked-out') return `${word}; ${STANDING_WORDS['locked-out']}`
  return word
}

/** One line per count, for the log and the failure. */
export function reportCounts(report: FleetReport): string {
  const count = (standing: Standing): number =>
    report.rows.filter(row => row.standing === standing).length
  const parts = [
    `${count('ok')} ok`,
    ...(count('waiting') ? [`${count('waiting')} outside their window`] : []),
    ...(count('drift') ? [`${count('drift')} drift`] : []),
    ...(count('failed') + count('unreadable')
      ? [`${count('failed') + count('unreadable')} failed`]
      : []),
    ...(count('missing') ? [`${count('missing')} did not report`] : []),
    ...(count('locked-out') ? [`${count('locked-out')} with users maybe still locked out`] : []),
    ...(count('halted') ? [`${count('halted')} halted`] : [])
  ]
  return `${plural(report.rows.length, 'instance')}: ${parts.join(', ')}`
}

export function reportFailure(report: FleetReport): string | undefined {
  if (report.passed) return undefined
  const halted =
    report.haltedAfter === undefined
      ? ''
      : ` Ring ${report.haltedAfter} failed on more than halt-after (${report.haltAfter}) instances, so the rings after it were not deployed.`
  const drift = report.rows.some(row => row.standing === 'drift')
    ? ' A drift (the project changed on the instance) is settled with the export action or a deploy with on-drift: overwrite (docs/fleet.md).'
    : ''
  const lockedOut = report.rows.some(row => row.standing === 'locked-out')
    ? ' On an instance marked "users may still be locked out" no stop of its lockout succeeded: end it on its Apply Updates screen (Stop Lockout).'
    : ''
  return `The fleet did not deploy everywhere: ${reportCounts(report)}.${halted}${drift}${lockedOut} Each instance's row says what it ended with; its job (or log lines) say why.`
}

export function reportSummary(report: FleetReport): Summary {
  const blocks: Block[] = [
    { kind: 'heading', level: 2, text: ['Fleet report'] },
    { kind: 'paragraph', text: [`${reportCounts(report)}.`] }
  ]
  const failure = reportFailure(report)
  if (failure) blocks.push({ kind: 'note', lines: [[failure]] })
  blocks.push({
    kind: 'table',
    head: ['Ring', 'Instance', 'Result', 'Projects', 'Runs commit', 'Duration'],
    rows: report.rows.map(row => [
      [String(row.instance.ring)],
      [code(row.instance.name)],
      resultCell(row),
      projectsCell(row),
      commitCell(row),
      [row.seconds === undefined ? '—' : `${row.seconds} s`]
    ])
  })
  const unreadable = report.rows.filter(row => row.unreadable)
  if (unreadable.length > 0) {
    blocks.push({
      kind: 'list',
      items: unreadable.map(row => [code(row.instance.name), ': ', quote(row.unreadable ?? '')])
    })
  }
  const others = report.rows.filter(row => row.others.length > 0)
  if (others.length > 0) {
    blocks.push({
      kind: 'heading',
      level: 3,
      text: ['Published there, not deployed by this repository']
    })
    blocks.push({
      kind: 'table',
      head: ['Instance', 'Projects'],
      rows: others.map(row => [[code(row.instance.name)], codeNames(row.others, 20)])
    })
  }
  if (report.strangers.length > 0) {
    blocks.push({
      kind: 'paragraph',
      text: [
        'Result files of instances the inventory does not list (left out): ',
        ...codeNames(report.strangers, 20),
        '.'
      ]
    })
  }
  return { blocks }
}

/** `report-json`: one object per instance. */
export function reportJson(report: FleetReport): string {
  return JSON.stringify(
    report.rows.map(row => ({
      instance: row.instance.name,
      ring: row.instance.ring,
      standing: row.standing,
      result: row.result?.result ?? null,
      projects: row.result?.projects ?? [],
      commit: row.result?.commit ?? null,
      seconds: row.seconds ?? null,
      others: row.others
    }))
  )
}
