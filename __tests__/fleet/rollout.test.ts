// The command line's rollout (src/fleet/rollout.ts) with a stand-in deploy: at most --parallel at
// once, the rings in order, the gate between them, and two entries on one instance one at a time.
import { describe, expect, it } from '@jest/globals'
import { parseInventory, type InventoryInstance } from '../../src/fleet/inventory.js'
import { eachLimited, rollOut } from '../../src/fleet/rollout.js'
import { RESULT_FILE_FORMAT, type ResultFile } from '../../src/fleet/result-file.js'

const pause = (ms: number): Promise<void> => new Promise(resolve => setTimeout(resolve, ms))

function resultOf(instance: InventoryInstance, word: string): ResultFile {
  return {
    format: RESULT_FILE_FORMAT,
    instance: instance.name,
    url: instance.url,
    result: word,
    projects: [],
    commit: null,
    run: { id: 'local', url: null },
    started: new Date().toISOString(),
    ended: new Date().toISOString(),
    published: null
  }
}

/** A deploy that takes a few ms and records what ran at once. */
function standIn(fails: string[] = []) {
  const log: string[] = []
  let active = 0
  let most = 0
  const activeByUrl = new Map<string, number>()
  let mostOnOneUrl = 0
  const deploy = async (instance: InventoryInstance) => {
    active++
    most = Math.max(most, active)
    activeByUrl.set(instance.url, (activeByUrl.get(instance.url) ?? 0) + 1)
    mostOnOneUrl = Math.max(mostOnOneUrl, activeByUrl.get(instance.url) ?? 0)
    log.push(`start ${instance.name}`)
    await pause(15)
    log.push(`end ${instance.name}`)
    active--
    activeByUrl.set(instance.url, (activeByUrl.get(instance.url) ?? 1) - 1)
    return { file: resultOf(instance, fails.includes(instance.name) ? 'failed' : 'published') }
  }
  return { deploy, log, most: () => most, mostOnOneUrl: () => mostOnOneUrl }
}

const inventory = parseInventory(
  Array.from(
    { length: 10 },
    (_, i) => `- {name: i${i}, url: "https://i${i}.example/ERP", ring: ${i < 2 ? 0 : 1}}\n`
  ).join(''),
  'i.yml'
)

describe('the rollout', () => {
  it('runs at most --parallel deploys at once, ring 0 wholly before ring 1', async () => {
    const run = standIn()
    const rollout = await rollOut(inventory, { parallel: 3, haltAfter: 0, deploy: run.deploy })
    expect(run.most()).toBe(3)
    expect(rollout.ringsRun).toEqual([0, 1])
    const lastOfRing0 = Math.max(run.log.indexOf('end i0'), run.log.indexOf('end i1'))
    const firstOfRing1 = run.log.findIndex(line => /^start i[2-9]$/.test(line))
    expect(firstOfRing1).toBeGreaterThan(lastOfRing0)
    expect(rollout.results.byInstance.size).toBe(10)
  })

  it('stops after a ring that failed on more than halt-after instances', async () => {
    const run = standIn(['i1'])
    const rollout = await rollOut(inventory, { parallel: 8, haltAfter: 0, deploy: run.deploy })
    expect(rollout.ringsRun).toEqual([0])
    expect(run.log.filter(line => line.startsWith('start'))).toHaveLength(2)
  })

  it('two entries on one instance (two tenants) deploy one after the other, even in parallel', async () => {
    const shared = parseInventory(
      [
        '- {name: a-sales, url: "https://erp.example/ERP", tenant: Sales}',
        '- {name: a-retail, url: "https://erp.example/ERP", tenant: Retail}',
        '- {name: b, url: "https://b.example/ERP"}'
      ].join('\n'),
      'i.yml'
    )
    const run = standIn()
    await rollOut(
      {
        ...shared,
        instances: shared.instances.map(i => ({ ...i, url: i.url.replace(/\/$/, '') }))
      },
      { parallel: 3, haltAfter: 0, deploy: run.deploy }
    )
    expect(run.mostOnOneUrl()).toBe(1)
    expect(run.most()).toBe(2)
  })

  it('eachLimited keeps to the limit and to the order of the list', async () => {
    const started: number[] = []
    let active = 0
    let most = 0
    await eachLimited([1, 2, 3, 4, 5], 2, async n => {
      started.push(n)
      active++
      most = Math.max(most, active)
      await pause(5)
      active--
    })
    expect(started).toEqual([1, 2, 3, 4, 5])
    expect(most).toBe(2)
  })
})
