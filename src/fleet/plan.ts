// The plan (docs/fleet.md): one GitHub Actions matrix per ring, each ready for
// `strategy.matrix: ${{ fromJSON(needs.plan.outputs.ring-N) }}`. A matrix given as JSON is an
// object whose `include` lists one object per job; every entry carries the same keys ('' when the
// inventory leaves a field out), so the workflow's `${{ matrix.tenant }}` is always defined.
import { readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import { InputError } from '../inputs/input-error.js'
import {
  MAX_INVENTORY_BYTES,
  parseInventory,
  ringsOf,
  type Inventory,
  type InventoryRules
} from './inventory.js'
import type { FleetPlan, MatrixEntry } from '../shared/fleet-shapes.js'

export type { FleetPlan }

/** GitHub runs at most this many jobs of one matrix (and of one workflow run). */
const MAX_JOBS = 256

/**
 * The matrices. `projects`: the projects lines of the instances that give none (the plan's
 * `projects` input), so that every job deploys the same way.
 */
export function planFleet(inventory: Inventory, projects = ''): FleetPlan {
  const rings = ringsOf(inventory)
  const matrices = new Map<number, { include: MatrixEntry[] }>()
  for (const ring of rings) {
    const include = inventory.instances
      .filter(instance => instance.ring === ring)
      .map(instance => ({
        name: instance.name,
        url: instance.url,
        'url-variable': instance.urlVariable,
        environment: instance.environment,
        ring,
        tenant: instance.tenant,
        projects: instance.projects || projects,
        window: instance.window
      }))
    matrices.set(ring, { include })
  }
  return { rings, matrices }
}

/** The workflow's plan: a ring GitHub could not run as one matrix is an error of the inventory. */
export function checkMatrixSizes(plan: FleetPlan, file: string): void {
  for (const [ring, { include }] of plan.matrices) {
    if (include.length > MAX_JOBS) {
      throw new InputError(
        'inventory',
        `(${file}): ring ${ring} holds ${include.length} instances, and a matrix runs at most ${MAX_JOBS} jobs: move some into another ring (docs/fleet.md).`
      )
    }
  }
}

/** The plan's outputs: `rings` and `ring-N` for each ring. */
export function planOutputs(plan: FleetPlan): Record<string, string> {
  const outputs: Record<string, string> = { rings: JSON.stringify(plan.rings) }
  for (const [ring, matrix] of plan.matrices) outputs[`ring-${ring}`] = JSON.stringify(matrix)
  return outputs
}

/** Reads the inventory file (relative to the workspace); an InputError names `inventory`. */
export async function readInventory(
  given: string,
  workspace: string,
  rules: InventoryRules = {}
): Promise<Inventory> {
  const file = given || 'acumatica-instances.yml'
  const full = path.resolve(workspace, file)
  const info = await stat(full).catch(() => undefined)
  if (!info?.isFile()) {
    throw new InputError(
      'inventory',
      `("${file}") is not a file: give the path of the inventory (acumatica-instances.yml, docs/fleet.md), relative to the workspace.`
    )
  }
  if (info.size > MAX_INVENTORY_BYTES) {
    throw new InputError(
      'inventory',
      `("${file}") is larger than ${MAX_INVENTORY_BYTES / 1024 / 1024} MiB: that is no inventory.`
    )
  }
  return parseInventory(await readFile(full, 'utf8'), file, rules)
}
