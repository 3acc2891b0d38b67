// Between the phases that stream a whole project through the process, the host gives back what
// the phase left (docs/performance.md): after each package, each download and each upload of a
// backup, and before each Import.
import { describe, expect, it } from '@jest/globals'
import { deploy } from '../../src/deploy/deploy.js'
import { collectBetweenPhases, collectGarbage } from '../../src/shared/collect-garbage.js'
import { FakeApi, harness, project, settings } from '../../test-support/deploy-fake.js'

describe('memory given back between phases', () => {
  it('after each package, download and upload, and before each Import, in that order', async () => {
    const api = new FakeApi()
    const order: string[] = []
    const h = harness(api, {
      makePackage: async p => {
        order.push(`package ${p.name}`)
        return { path: `/tmp/${p.name}.zip`, size: 1, sha256: p.name, entries: 1 }
      },
      storeBackup: async zipPath => {
        order.push(`upload ${zipPath}`)
        return { unavailable: 'not here' }
      },
      settleMemory: () => order.push(`settle after ${api.calls.at(-1) ?? 'no call'}`)
    })
    const result = await deploy(settings({ projects: [project('A'), project('B')] }), h.ports)
    expect(result.outcome).toBe('published')
    expect(order).toEqual([
      // Both packages are built before login.
      'package A',
      'settle after no call',
      'package B',
      'settle after no call',
      // A's backup downloaded, uploaded; then B's.
      'settle after getProject',
      'upload /tmp/backup.zip',
      'settle after getProject',
      'settle after getProject',
      'upload /tmp/backup.zip',
      'settle after getProject',
      // Before each Import.
      'settle after getPublished',
      'settle after Import'
    ])
  })
})

describe('collectGarbage', () => {
  it('frees dead buffers now, once an entry asked, and prints no warning', () => {
    const warnings: unknown[] = []
    const onWarning = (warning: unknown): number => warnings.push(warning)
    process.on('warning', onWarning)
    try {
      let dead: Buffer[] | undefined = []
      for (let i = 0; i < 64; i++) dead.push(Buffer.alloc(1024 * 1024, i))
      const held = process.memoryUsage().arrayBuffers
      dead = undefined
      // Not asked yet: nothing collected (a test runner's heap is not the deploy's).
      collectGarbage()
      expect(held - process.memoryUsage().arrayBuffers).toBeLessThan(8 * 1024 * 1024)
      collectBetweenPhases()
      collectGarbage()
      expect(held - process.memoryUsage().arrayBuffers).toBeGreaterThan(60 * 1024 * 1024)
      collectGarbage()
    } finally {
      process.off('warning', onWarning)
    }
    expect(warnings).toEqual([])
  })
})
