// The fleet's report (docs/fleet.md): the result files of a run read against the inventory, one
// row per instance, what did not report, what was halted, and what else the instances publish.
// Data only: src/report/fleet-report-text.ts words it.
import { readdir, readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import { parseProjectLines } from '../inputs/project-lines.js'
import { messageOf } from '../shared/message-of.js'
import { RESULT_FILE_FORMAT, type ResultFile } from './result-file.js'
import type {
  FleetReport,
  FleetRow,
  Inventory,
  InventoryInstance,
  RingGate,
  Standing
} from '../shared/fleet-shapes.js'

export type { FleetReport, RingGate }

const OK_RESULTS = new Set([
  'published',
  'validated',
  'unchanged',
  'planned',
  'removed',
  'rehearsed'
])

function standingOf(result: string): Standing {
  if (OK_RESULTS.has(result)) return 'ok'
  if (result === 'outside-window') return 'waiting'
  if (result === 'drift') return 'drift'
  return 'failed'
}

/** Standings the ring gate counts against halt-after: the release may be what broke them. */
const GATE_COUNTS: ReadonlySet<Standing> = new Set([
  'failed',
  'missing',
  'unreadable',
  'locked-out'
])
/** Standings that fail the report. */
const REPORT_FAILS: ReadonlySet<Standing> = new Set([
  'locked-out',
  'drift',
  'failed',
  'missing',
  'halted',
  'unreadable'
])

/** What was read from the results folder: files by instance name (lower case). */
export interface ResultSet {
  byInstance: Map<string, ResultFile | { unreadable: string }>
  strangers: string[]
  /** The command line's fleet: instances whose lockout no stop could end (lower case). */
  lockedOut?: Set<string>
}

export function fleetReport(
  inventory: Inventory,
  results: ResultSet,
  haltAfter: number
): FleetReport {
  // What this repository deploys: every project a result names, and those the inventory names.
  const deployed = new Set<string>(
    inventory.instances.flatMap(instance =>
      parseProjectLines(instance.projects).flatMap(line =>
        line.name ? [line.name.toLowerCase()] : []
      )
    )
  )
  for (const found of results.byInstance.values()) {
    if ('projects' in found)
      for (const project of found.projects) deployed.add(project.name.toLowerCase())
  }
  const rows: FleetRow[] = inventory.instances.map(instance => {
    const row = rowOf(instance, results.byInstance.get(instance.name.toLowerCase()), deployed)
    // Whatever the deploy ended with, its users may still be locked out.
    return results.lockedOut?.has(instance.name.toLowerCase())
      ? { ...row, standing: 'locked-out' }
      : row
  })
  const gates: RingGate[] = []
  let haltedAfter: number | undefined
  const rings = [...new Set(rows.map(row => row.instance.ring))].sort((a, b) => a - b)
  for (const ring of rings) {
    const inRing = rows.filter(row => row.instance.ring === ring)
    if (haltedAfter !== undefined) {
      for (const row of inRing) if (row.standing === 'missing') row.standing = 'halted'
      continue
    }
    const failed = inRing.filter(row => GATE_COUNTS.has(row.standing)).length
    const proceed = failed <= haltAfter
    gates.push({ ring, failed, proceed })
    if (!proceed) haltedAfter = ring
  }
  return {
    rows,
    haltAfter,
    gates,
    ...(haltedAfter === undefined ? {} : { haltedAfter }),
    strangers: results.strangers,
    passed: rows.every(row => !REPORT_FAILS.has(row.standing))
  }
}

function rowOf(
  instance: InventoryInstance,
  found: ResultFile | { unreadable: string } | undefined,
  deployed: ReadonlySet<string>
): FleetRow {
  if (!found) return { instance, standing: 'missing', others: [] }
  if ('unreadable' in found) {
    return { instance, standing: 'unreadable', unreadable: found.unreadable, others: [] }
  }
  const started = Date.parse(found.started)
  const ended = Date.parse(found.ended)
  return {
    instance,
    standing: standingOf(found.result),
    result: found,
    ...(Number.isFinite(started) && Number.isFinite(ended) && ended >= started
      ? { seconds: Math.round((ended - started) / 100) / 10 }
      : {}),
    others: (found.published ?? []).filter(name => !deployed.has(name.toLowerCase()))
  }
}

/**
 * The gate between ring N and ring N+1: whether ring N failed on at most halt-after instances
 * (failed, did not report, unreadable) and ring N+1 exists.
 */
export function ringGate(
  inventory: Inventory,
  results: ResultSet,
  ring: number,
  haltAfter: number
): RingGate & { next: boolean } {
  const inRing = inventory.instances.filter(instance => instance.ring === ring)
  const report = fleetReport({ ...inventory, instances: inRing }, results, haltAfter)
  const failed = report.rows.filter(row => GATE_COUNTS.has(row.standing)).length
  const next = inventory.instances.some(instance => instance.ring === ring + 1)
  return { ring, failed, proceed: failed <= haltAfter && next, next }
}

/** A result file is a few KiB; a larger one is not ours. */
const MAX_RESULT_BYTES = 1024 * 1024

/** Reads `result-*.json` of a folder (a folder that does not exist: nothing reported). */
export async function readResults(folder: string, inventory: Inventory): Promise<ResultSet> {
  const byInstance: ResultSet['byInstance'] = new Map()
  const strangers: string[] = []
  let names: string[]
  try {
    names = await readdir(folder)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { byInstance, strangers }
    throw error
  }
  const listed = new Map(
    inventory.instances.map(instance => [instance.name.toLowerCase(), instance])
  )
  for (const name of names.filter(n => /^result-.*\.json$/.test(n)).sort()) {
    const file = path.join(folder, name)
    const read = await readResultFile(file)
    if ('unreadable' in read) {
      // Which instance it was: the name of the file says it, as resultFileName wrote it.
      const owner = inventory.instances.find(
        instance => `result-${instance.name}.json`.toLowerCase() === name.toLowerCase()
      )
      if (owner) byInstance.set(owner.name.toLowerCase(), read)
      else strangers.push(name)
      continue
    }
    const key = read.instance.toLowerCase()
    if (!listed.has(key)) {
      strangers.push(read.instance)
      continue
    }
    const before = byInstance.get(key)
    // Two files of one instance (a re-run): the one that ended last.
    if (before && 'ended' in before && before.ended > read.ended) continue
    byInstance.set(key, read)
  }
  return { byInstance, strangers }
}

export async function readResultFile(file: string): Promise<ResultFile | { unreadable: string }> {
  try {
    const info = await stat(file)
    if (!info.isFile() || info.size > MAX_RESULT_BYTES)
      return { unreadable: `${path.basename(file)} is not a result file (too large)` }
    const parsed = JSON.parse(await readFile(file, 'utf8')) as Partial<ResultFile>
    const text = (value: unknown): value is string => typeof value === 'string'
    if (
      parsed?.format !== RESULT_FILE_FORMAT ||
      !text(parsed.instance) ||
      !text(parsed.result) ||
      !text(parsed.started) ||
      !text(parsed.ended) ||
      !Array.isArray(parsed.projects)
    ) {
      return {
        unreadable: `${path.basename(file)} is not a result file of this action (${RESULT_FILE_FORMAT})`
      }
    }
    return {
      format: RESULT_FILE_FORMAT,
      instance: parsed.instance,
      url: text(parsed.url) ? parsed.url : '',
      result: parsed.result,
      projects: parsed.projects
        .filter(p => p && text(p.name))
        .map(p => ({ name: p.name, digest: text(p.digest) ? p.digest : null })),
      commit: text(parsed.commit) ? parsed.commit : null,
      run: {
        id: text(parsed.run?.id) ? parsed.run.id : '',
        url: text(parsed.run?.url) ? parsed.run.url : null
      },
      started: parsed.started,
      ended: parsed.ended,
      published: Array.isArray(parsed.published) ? parsed.published.filter(text) : null
    }
  } catch (error) {
    return { unreadable: `${path.basename(file)} could not be read: ${messageOf(error)}` }
  }
}
