// The fleet's report and gate over result files (docs/fleet.md): one row per instance, those that
// did not report, a failed one failing the report, drift and outside-window counted as documented,
// projects published elsewhere, and the command line's `fleet report --results DIR`.
import { afterEach, describe, expect, it } from '@jest/globals'
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { parseInventory } from '../../src/fleet/inventory.js'
import { fleetReport, readResults, ringGate } from '../../src/fleet/report.js'
import { RESULT_FILE_FORMAT, resultFileName, type ResultFile } from '../../src/fleet/result-file.js'
import { main } from '../../src/hosts/cli/main.js'
import { renderText } from '../../src/report/plain-text.js'
import { reportSummary } from '../../src/report/fleet-report-text.js'

const folders: string[] = []
afterEach(async () => {
  await Promise.all(folders.splice(0).map(f => rm(f, { recursive: true, force: true })))
})

const INVENTORY = `instances:
  - { name: alpha, url: "https://alpha.example/ERP", ring: 0 }
  - { name: beta, url: "https://beta.example/ERP", ring: 0 }
  - { name: gamma, url: "https://gamma.example/ERP", ring: 1 }
  - { name: delta, url: "https://delta.example/ERP", ring: 1 }
  - { name: epsilon, url: "https://epsilon.example/ERP", ring: 2 }
`
const inventory = parseInventory(INVENTORY, 'acumatica-instances.yml')
const COMMIT = '0123456789abcdef0123456789abcdef01234567'

function result(instance: string, word: string, more: Partial<ResultFile> = {}): ResultFile {
  return {
    format: RESULT_FILE_FORMAT,
    instance,
    url: `https://${instance}.example/ERP`,
    result: word,
    projects: [{ name: 'AcmeCore', digest: 'ab'.repeat(32) }],
    commit: COMMIT,
    run: { id: '42', url: null },
    started: '2026-12-06T04:00:00.000Z',
    ended: '2026-12-06T04:02:30.000Z',
    published: [],
    ...more
  }
}

async function folderWith(files: Record<string, unknown>): Promise<string> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'fleet-report-'))
  folders.push(folder)
  for (const [name, content] of Object.entries(files)) {
    await writeFile(
      path.join(folder, name),
      typeof content === 'string' ? content : JSON.stringify(content)
    )
  }
  return folder
}

describe('the fleet report', () => {
  it('a failed and a missing instance fail it; each row says the result, projects, commit and duration', async () => {
    const folder = await folderWith({
      [resultFileName('alpha')]: result('alpha', 'published', {
        published: ['VendorTools', 'AcmeCore']
      }),
      [resultFileName('beta')]: result('beta', 'unchanged'),
      [resultFileName('gamma')]: result('gamma', 'failed'),
      // delta did not report; epsilon neither.
      'result-stranger.json': result('stranger', 'published')
    })
    const report = fleetReport(inventory, await readResults(folder, inventory), 1)
    expect(report.passed).toBe(false)
    expect(report.rows.map(row => [row.instance.name, row.standing])).toEqual([
      ['alpha', 'ok'],
      ['beta', 'ok'],
      ['gamma', 'failed'],
      ['delta', 'missing'],
      // Ring 1 failed on 2 instances (failed, did not report) > halt-after 1: ring 2 was halted.
      ['epsilon', 'halted']
    ])
    expect(report.haltedAfter).toBe(1)
    expect(report.rows[0]).toMatchObject({ seconds: 150, others: ['VendorTools'] })
    // A project the inventory gives an instance is this repository's, reported or not.
    const withProjects = parseInventory(
      INVENTORY.replace('ring: 2 }', 'ring: 2, projects: [VendorTools=customization/vendor] }'),
      'acumatica-instances.yml'
    )
    expect(
      fleetReport(withProjects, await readResults(folder, withProjects), 1).rows[0].others
    ).toEqual([])
    expect(report.strangers).toEqual(['stranger'])
    const text = renderText(reportSummary(report))
    expect(text).toContain('5 instances: 2 ok, 1 failed, 1 did not report, 1 halted')
    expect(text).toMatch(/0 \| alpha \| published \| AcmeCore abababab \| 0123456 \| 150 s/)
    // A failed deploy runs no new commit.
    expect(text).toMatch(/1 \| gamma \| failed \| AcmeCore abababab \| — \| 150 s/)
    expect(text).toMatch(/1 \| delta \| did not report \| — \| — \| —/)
    expect(text).toContain('VendorTools')
    expect(text).toContain('stranger')
  })

  it('outside-window is no failure; drift fails the report but not the gate; every ok passes', async () => {
    const all = (word: (name: string) => string) =>
      Object.fromEntries(
        inventory.instances.map(i => [resultFileName(i.name), result(i.name, word(i.name))])
      )
    const waiting = await folderWith(
      all(name => (name === 'gamma' ? 'outside-window' : 'published'))
    )
    const waitingReport = fleetReport(inventory, await readResults(waiting, inventory), 0)
    expect(waitingReport.passed).toBe(true)
    expect(waitingReport.rows.find(r => r.instance.name === 'gamma')?.standing).toBe('waiting')

    const drift = await folderWith(all(name => (name === 'alpha' ? 'drift' : 'published')))
    const driftResults = await readResults(drift, inventory)
    expect(fleetReport(inventory, driftResults, 0).passed).toBe(false)
    expect(ringGate(inventory, driftResults, 0, 0)).toEqual({
      ring: 0,
      failed: 0,
      proceed: true,
      next: true
    })
  })

  it('the gate: ring N+1 only when ring N failed on at most halt-after instances, and only when it exists', async () => {
    const folder = await folderWith({
      [resultFileName('alpha')]: result('alpha', 'failed'),
      [resultFileName('beta')]: result('beta', 'published'),
      [resultFileName('epsilon')]: result('epsilon', 'published'),
      // Not a result file: counted as failed for its instance (named by the file's name).
      [resultFileName('gamma')]: '{"truncated": ',
      [resultFileName('delta')]: result('delta', 'published')
    })
    const results = await readResults(folder, inventory)
    expect(ringGate(inventory, results, 0, 0)).toMatchObject({ failed: 1, proceed: false })
    expect(ringGate(inventory, results, 0, 1)).toMatchObject({ failed: 1, proceed: true })
    expect(ringGate(inventory, results, 1, 0)).toMatchObject({ failed: 1, proceed: false })
    // The last ring: nothing comes after it.
    expect(ringGate(inventory, results, 2, 5)).toEqual({
      ring: 2,
      failed: 0,
      proceed: false,
      next: false
    })
    const report = fleetReport(inventory, results, 5)
    expect(report.rows.find(r => r.instance.name === 'gamma')).toMatchObject({
      standing: 'unreadable'
    })
  })

  it('a results folder that does not exist: nobody reported', async () => {
    const results = await readResults(
      path.join(os.tmpdir(), 'no-such-fleet-results-folder'),
      inventory
    )
    const report = fleetReport(inventory, results, 0)
    expect(report.rows.map(r => r.standing)).toEqual([
      'missing',
      'missing',
      'halted',
      'halted',
      'halted'
    ])
  })
})

describe('fleet report on the command line', () => {
  it('reads --results DIR with the inventory, prints the report and exits 1 for a failed and a missing instance', async () => {
    const folder = await folderWith({
      [resultFileName('alpha')]: result('alpha', 'published'),
      [resultFileName('beta')]: result('beta', 'failed')
    })
    const inventoryFile = path.join(folder, 'inv', 'acumatica-instances.yml')
    await mkdir(path.dirname(inventoryFile))
    await writeFile(inventoryFile, INVENTORY)
    let out = ''
    let err = ''
    const run = (extra: string[]) =>
      main(['fleet', 'report', '--inventory', inventoryFile, '--results', folder, ...extra], {
        stdout: text => void (out += text),
        stderr: text => void (err += text),
        env: {}
      })
    expect(await run([])).toBe(1)
    expect(out).toContain('5 instances: 1 ok, 1 failed, 3 halted')
    expect(out).toContain('The fleet did not deploy everywhere')
    expect(err).toContain('Fleet report: 5 instances')
    out = ''
    expect(await run(['--json'])).toBe(1)
    const outputs = JSON.parse(out) as {
      'report-json': Array<{ instance: string; standing: string }>
    }
    expect(outputs['report-json'].map(r => `${r.instance}:${r.standing}`)).toEqual([
      'alpha:ok',
      'beta:failed',
      'gamma:halted',
      'delta:halted',
      'epsilon:halted'
    ])
  })
})
