// The command line's fleet deploy (docs/fleet.md): the rings one after the other, the instances of
// a ring through a small pool of at most `parallel` deploys at once, and the gate between rings
// (ring N+1 only when ring N failed on at most halt-after instances). The deploy of one instance
// is the caller's (the command line runs the deploy command in-process with its own runner); no
// scheduler, no protocol: a ring ends when its last deploy ends.
import type { Inventory, InventoryInstance } from './inventory.js'
import { ringGate, type ResultSet, type RingGate } from './report.js'
import type { ResultFile } from './result-file.js'

/** What one instance's deploy ended with: its result file (or why there is none). */
interface InstanceOutcome {
  file: ResultFile | { unreadable: string } | undefined
  /** No stop could end the lockout it scheduled: users may still be locked out. */
  lockoutOn?: boolean
}

export type InstanceDeploy = (instance: InventoryInstance) => Promise<InstanceOutcome>

export interface RolloutEvents {
  ringStarts?(ring: number, instances: readonly InventoryInstance[]): void
  instanceEnds?(instance: InventoryInstance, outcome: InstanceOutcome): void
  gate?(gate: RingGate & { next: boolean }): void
}

export interface Rollout {
  results: ResultSet
  /** The rings that ran, in order. */
  ringsRun: number[]
}

/** Runs `work` on each item, at most `limit` at once, in order of the list; stops starting new ones once `stop()`. */
export async function eachLimited<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
  stop: () => boolean = () => false
): Promise<void> {
  let next = 0
  const worker = async (): Promise<void> => {
    while (next < items.length && !stop()) {
      const item = items[next++]
      await work(item)
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker))
}

export async function rollOut(
  inventory: Inventory,
  options: {
    parallel: number
    haltAfter: number
    deploy: InstanceDeploy
    /** Aborted: no deploy starts any more (those running end as a cancellation ends them). */
    signal?: AbortSignal
    events?: RolloutEvents
  }
): Promise<Rollout> {
  const lockedOut = new Set<string>()
  const results: ResultSet = { byInstance: new Map(), strangers: [], lockedOut }
  const ringsRun: number[] = []
  const rings = [...new Set(inventory.instances.map(instance => instance.ring))].sort(
    (a, b) => a - b
  )
  const stopped = (): boolean => options.signal?.aborted === true
  // Two entries on one instance (two tenants) never deploy at once: one publish at a time.
  const sameInstance = new Map<string, Promise<unknown>>()
  const oneAtATime = <T>(instance: InventoryInstance, work: () => Promise<T>): Promise<T> => {
    const key = (instance.url || `$${instance.urlVariable}`).toLowerCase().replace(/\/+$/, '')
    const next = (sameInstance.get(key) ?? Promise.resolve()).then(work, work)
    sameInstance.set(
      key,
      next.catch(() => undefined)
    )
    return next
  }
  for (const ring of rings) {
    if (stopped()) break
    const instances = inventory.instances.filter(instance => instance.ring === ring)
    options.events?.ringStarts?.(ring, instances)
    ringsRun.push(ring)
    await eachLimited(
      instances,
      options.parallel,
      async instance => {
        let outcome: InstanceOutcome
        try {
          outcome = await oneAtATime(instance, () => options.deploy(instance))
        } catch (error) {
          outcome = {
            file: { unreadable: `the deploy ended with an error: ${(error as Error).message}` }
          }
        }
        const key = instance.name.toLowerCase()
        if (outcome.file) results.byInstance.set(key, outcome.file)
        if (outcome.lockoutOn) lockedOut.add(key)
        options.events?.instanceEnds?.(instance, outcome)
      },
      stopped
    )
    const gate = ringGate(inventory, results, ring, options.haltAfter)
    options.events?.gate?.(gate)
    if (!gate.proceed) break
  }
  return { results, ringsRun }
}
