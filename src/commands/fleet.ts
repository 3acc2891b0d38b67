// The fleet action's main step (fleet/action.yml) and the command line's `fleet` (docs/fleet.md):
// `plan` (the inventory -> one matrix per ring), `gate` (whether ring N+1 may start after ring N),
// `report` (the result files -> what runs where), and on the command line `deploy`, the rings one
// after the other, each instance's deploy run in-process by the deployer the command line gives.
import { mkdtemp } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { InputError } from '../inputs/input-error.js'
import { readNumber } from '../inputs/values.js'
import type { Inventory, InventoryInstance } from '../fleet/inventory.js'
import { checkMatrixSizes, planFleet, planOutputs, readInventory } from '../fleet/plan.js'
import { fleetReport, readResults, ringGate, type FleetReport } from '../fleet/report.js'
import { rollOut, type InstanceDeploy } from '../fleet/rollout.js'
import {
  gateSummary,
  gateText,
  planLine,
  planSummary,
  reportCounts,
  reportFailure,
  reportJson,
  reportSummary
} from '../report/fleet-report-text.js'
import type { Command, Kit } from '../runner/command.js'
import type { CommandResult } from '../runner/runner.js'
import { messageOf } from '../shared/message-of.js'

type FleetVerb = 'plan' | 'gate' | 'report' | 'deploy'

export interface FleetSettings {
  verb: FleetVerb
  inventory: Inventory
  /** The plan's projects lines for instances that give none. */
  projects: string
  /** The results folder (absolute); '' : the command line's deploy makes one. */
  results: string
  haltAfter: number
  /** gate: the ring that just ran. */
  ring: number
  /** deploy: deploys at once. */
  parallel: number
}

/** What the command line gives for `fleet deploy`: each instance's deploy, in-process. */
export interface FleetDeployer {
  /** Checks every instance can be deployed (its password's variable set, …) before any deploy. */
  check(instances: readonly InventoryInstance[]): void
  /** The deploy of one instance, its result file written into `results`. */
  deploy(results: string): InstanceDeploy
}

const VERBS: FleetVerb[] = ['plan', 'gate', 'report', 'deploy']

/** The fleet command; with a deployer (the command line), `deploy` too. */
export function fleetCommandWith(deployer?: FleetDeployer): Command<FleetSettings> {
  return {
    async readSettings(runner) {
      const input = (name: string): string => runner.getInput(name)
      const raw = input('command').toLowerCase() || (deployer ? 'deploy' : '')
      const verb = VERBS.find(v => v === raw)
      if (verb === undefined || (verb === 'deploy' && !deployer)) {
        throw new InputError(
          'command',
          `("${raw}") must be plan, gate or report${deployer ? ' or deploy' : ' (in a workflow the deploys run in the ring jobs; the command line has fleet deploy)'}.`
        )
      }
      const workspace = runner.env.workspace
      const inventory = await readInventory(input('inventory'), workspace, {
        // A ring job runs in the instance's environment, where its secrets are.
        requireEnvironment: verb === 'plan' && runner.host !== 'cli'
      })
      const haltAfter = readNumber(input, 'halt-after', { integer: true, min: 0, fallback: 0 })
      const ring = verb === 'gate' ? readNumber(input, 'ring', { integer: true, min: 0 }) : 0
      if (verb === 'gate' && !inventory.instances.some(instance => instance.ring === ring)) {
        throw new InputError(
          'ring',
          `(${ring}) is no ring of ${inventory.file}: give the ring whose jobs just ran.`
        )
      }
      const parallel =
        verb === 'deploy'
          ? readNumber(input, 'parallel', { integer: true, min: 1, max: 64, fallback: 1 })
          : 1
      const resultsInput = input('results')
      if ((verb === 'report' || verb === 'gate') && resultsInput === '') {
        throw new InputError(
          'results',
          'is empty: give the folder the result files were downloaded to.'
        )
      }
      if (verb === 'deploy') deployer?.check(inventory.instances)
      return {
        verb,
        inventory,
        projects: input('projects'),
        results: resultsInput === '' ? '' : path.resolve(workspace, resultsInput),
        haltAfter,
        ring,
        parallel
      }
    },
    notStarted: failure => ({ result: 'failed', outputs: {}, failure }),
    run: kit => fleetRun(kit, deployer)
  }
}

/** The fleet action's command (plan, gate, report). */
export const fleetCommand: Command<FleetSettings> = fleetCommandWith()

async function fleetRun(kit: Kit<FleetSettings>, deployer?: FleetDeployer): Promise<CommandResult> {
  const { settings, log } = kit
  try {
    switch (settings.verb) {
      case 'plan': {
        const plan = planFleet(settings.inventory, settings.projects)
        checkMatrixSizes(plan, settings.inventory.file)
        log.info(`Fleet plan: ${planLine(plan)}.`)
        return {
          result: 'planned',
          outputs: planOutputs(plan),
          summary: planSummary(plan, settings.inventory)
        }
      }
      case 'gate': {
        const results = await readResults(settings.results, settings.inventory)
        const gate = ringGate(settings.inventory, results, settings.ring, settings.haltAfter)
        log.info(gateText(gate, settings.haltAfter))
        return {
          result: gate.proceed ? 'proceed' : 'halt',
          outputs: { proceed: String(gate.proceed), failed: String(gate.failed) },
          summary: gateSummary(gate, settings.haltAfter)
        }
      }
      case 'report': {
        const results = await readResults(settings.results, settings.inventory)
        return reported(fleetReport(settings.inventory, results, settings.haltAfter), kit)
      }
      case 'deploy': {
        if (!deployer) throw new Error('fleet deploy without a deployer')
        const folder =
          settings.results || (await mkdtemp(path.join(os.tmpdir(), 'acumatica-fleet-')))
        log.info(`Fleet: ${planLine(planFleet(settings.inventory))}; result files in ${folder}.`)
        const rollout = await rollOut(settings.inventory, {
          parallel: settings.parallel,
          haltAfter: settings.haltAfter,
          deploy: deployer.deploy(folder),
          signal: kit.cancel.signal,
          events: {
            ringStarts: (ring, instances) =>
              log.info(
                `Ring ${ring}: ${instances.length === 1 ? '1 instance' : `${instances.length} instances`}, ${Math.min(settings.parallel, instances.length)} at once.`
              ),
            instanceEnds: (instance, { file, lockoutOn }) =>
              log.info(
                `${instance.name}: ${file === undefined ? 'no result file' : 'unreadable' in file ? file.unreadable : file.result}${lockoutOn ? '; users may still be locked out' : ''}.`
              ),
            gate: gate => log.info(gateText(gate, settings.haltAfter))
          }
        })
        const report = fleetReport(settings.inventory, rollout.results, settings.haltAfter)
        if (kit.cancel.received()) {
          return { ...reported(report, kit), result: 'cancelled' }
        }
        return reported(report, kit)
      }
    }
  } catch (error) {
    // A ring larger than a matrix (an InputError), a results folder that cannot be read.
    return { result: 'failed', outputs: {}, failure: messageOf(error) }
  }
}

function reported(report: FleetReport, { log }: Kit<FleetSettings>): CommandResult {
  const failure = reportFailure(report)
  const missing = report.rows.filter(
    row => row.standing === 'missing' || row.standing === 'halted'
  ).length
  const failed = report.rows.filter(row =>
    ['failed', 'unreadable', 'drift'].includes(row.standing)
  ).length
  log.info(`Fleet report: ${reportCounts(report)}.`)
  return {
    result: report.passed ? 'passed' : 'failed',
    outputs: {
      'report-json': reportJson(report),
      failed: String(failed),
      missing: String(missing)
    },
    summary: reportSummary(report),
    ...(failure === undefined ? {} : { failure })
  }
}
