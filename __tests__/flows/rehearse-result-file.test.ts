// The rehearsal's result file (docs/fleet.md, docs/upgrade.md), in-process against two simulators:
// written in every outcome as the deploy's is (rehearsed, failed on the target, failed before the
// target was touched, an input error once the target's name is known, cancelled, cancelled with a
// request in flight), named for the target, with the set's projects and their content digests
// and what else the target publishes.
import { afterEach, describe, expect, it } from '@jest/globals'
import { existsSync, readFileSync } from 'node:fs'
import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { failedPublishScript } from '../../simulator/publish-errors.js'
import { zipBuffer } from '../../simulator/testing.js'
import { contentDigest } from '../../src/changes/content-digest.js'
import { readProjectContent } from '../../src/changes/project-content.js'
import { startHostileProxy, type HostileProxy } from '../../test-support/hostile-proxy.js'
import {
  rehearseInputs,
  useRehearseWorld,
  type Rehearsal
} from '../../test-support/rehearse-world.js'
import { API, PROJECT, previousVersionZip } from '../../test-support/world.js'

const world = useRehearseWorld()
let proxy: HostileProxy | undefined
afterEach(async () => {
  await proxy?.close()
  proxy = undefined
})

const HEX64 = /^[0-9a-f]{64}$/
const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/

/** A project of the source's set, level 5: its digest is checked against its own content. */
const ACME = 'AcmeCore'
const acmeZip = (): Promise<Buffer> =>
  zipBuffer({
    'project.xml': Buffer.from(
      [
        '<Customization level="5" description="Acme core" product-version="24.210">',
        '  <Graph ClassName="AcmeCoreExt" Source="#CDATA" IsNew="True" FileType="NewGraph">',
        '    <CDATA name="Source"><![CDATA[namespace Acme { public class AcmeCoreExt { } }]]></CDATA>',
        '  </Graph>',
        '</Customization>'
      ].join('\r\n')
    )
  })

async function productionSource() {
  return world.source({
    projects: { [PROJECT]: await previousVersionZip(), [ACME]: await acmeZip() },
    published: [PROJECT, ACME]
  })
}

/** A target of the next release publishing one project of its own. */
async function stagingTarget(options: Parameters<typeof world.target>[0] = {}) {
  return world.target({
    projects: { StagingOnly: await acmeZip() },
    published: ['StagingOnly'],
    ...options
  })
}

/** The result file the step wrote (its output), parsed. */
function resultFile(result: { outputs: Record<string, string> }): Record<string, unknown> {
  const file = result.outputs['result-file']
  expect(file).toBeDefined()
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>
}

/** The content digest of a package as the deploy computes it (changes/content-digest.ts). */
async function digestOf(zip: Buffer, level: number, folder: string): Promise<string> {
  const file = path.join(folder, `digest-${level}.zip`)
  await writeFile(file, zip)
  return contentDigest(await readProjectContent(file, 'the test package'), level)
}

const host = (url: string): string => new URL(url).host

describe("the rehearsal's result file", () => {
  it('rehearsed: named for the target, the set with its content digests, the target’s other published projects, the run', async () => {
    const source = await productionSource()
    const target = await stagingTarget()
    const run = await world.rehearse(rehearseInputs(target, source), {
      env: { commit: 'fedcba9876543210fedcba9876543210fedcba98', runId: '777', runUrl: 'u' }
    })
    expect(run.result.result).toBe('rehearsed')

    const file = run.result.outputs['result-file']
    // The default place, as the deploy's: acumatica-results/ in the runner's temp folder.
    expect(path.basename(file)).toBe(`result-${host(target.url).replace(':', '-')}.json`)
    expect(path.basename(path.dirname(file))).toBe('acumatica-results')
    const content = resultFile(run.result)
    expect(content).toMatchObject({
      format: 'acumatica-deploy-result-v1',
      instance: host(target.url),
      url: target.url,
      result: 'rehearsed',
      commit: 'fedcba9876543210fedcba9876543210fedcba98',
      run: { id: '777', url: 'u' },
      // getPublished on the target listed StagingOnly, which the set does not hold.
      published: ['StagingOnly']
    })
    const projects = content.projects as Array<{ name: string; digest: string }>
    expect(projects.map(p => p.name)).toEqual([PROJECT, ACME])
    expect(projects[0].digest).toMatch(HEX64)
    // The source's package went in as it is: its digest is its own content's, at its level.
    expect(projects[1].digest).toBe(await digestOf(await acmeZip(), 5, run.workspace))
    expect(content.started).toMatch(ISO)
    expect(content.ended).toMatch(ISO)
    // Nothing of the source's login in it.
    const text = await readFile(file, 'utf8')
    expect(text).not.toContain(source.url)
    expect(text).not.toContain('ASP.NET_SessionId')
  })

  it('instance-name and result-file name it as for the deploy', async () => {
    const source = await productionSource()
    const target = await stagingTarget()
    const run = await world.rehearse(
      rehearseInputs(target, source, {
        'instance-name': 'Contoso staging',
        'result-file': 'out/rehearsal.json'
      })
    )
    expect(run.result.outputs['result-file']).toBe(
      path.join(run.workspace, 'out', 'rehearsal.json')
    )
    expect(resultFile(run.result)).toMatchObject({
      instance: 'Contoso staging',
      result: 'rehearsed'
    })
  })

  it('failed on the target: result failed, the set with its digests', async () => {
    const source = await productionSource()
    const target = await stagingTarget({
      publishEndScript: failedPublishScript('compile', [PROJECT, ACME])
    })
    const run = await world.rehearse(rehearseInputs(target, source))
    expect(run.result.result).toBe('failed')
    expect(run.result.failure).toMatch(/^The rehearsal failed on the target/)
    const content = resultFile(run.result)
    expect(content).toMatchObject({ result: 'failed', published: ['StagingOnly'] })
    expect(content.projects).toEqual([
      { name: PROJECT, digest: expect.stringMatching(HEX64) },
      { name: ACME, digest: expect.stringMatching(HEX64) }
    ])
  })

  it('failed before the target was touched (a refused source login): this repository’s projects, nothing known of the target', async () => {
    const source = await productionSource()
    const target = await stagingTarget()
    const run = await world.rehearse(
      rehearseInputs(target, source, { 'source-password': 'Wrong-91c3e5a7' })
    )
    expect(run.result.result).toBe('failed')
    expect(target.requests).toEqual([])
    expect(resultFile(run.result)).toMatchObject({
      instance: host(target.url),
      result: 'failed',
      projects: [{ name: PROJECT, digest: null }],
      published: null
    })
  })

  it('an input error once the target is named: written, nothing sent', async () => {
    const source = await productionSource()
    const target = await stagingTarget()
    const run = await world.rehearse(
      rehearseInputs(target, source, {
        publish: 'yes',
        'instance-name': 'Contoso staging',
        'result-file': 'results/here.json'
      })
    )
    expect(run.result.failure).toMatch(/^Input 'publish' /)
    expect(run.result.outputs['result-file']).toBe(path.join(run.workspace, 'results', 'here.json'))
    expect(resultFile(run.result)).toMatchObject({
      instance: 'Contoso staging',
      url: target.url,
      result: 'failed',
      projects: [],
      published: null
    })
    expect(source.requests).toEqual([])
    expect(target.requests).toEqual([])
  })

  it('an input error before the target is named (base-url): no file', async () => {
    const source = await productionSource()
    const target = await stagingTarget()
    const run = await world.rehearse(rehearseInputs(target, source, { 'base-url': 'not a url' }))
    expect(run.result.failure).toContain('base-url')
    expect(run.result.outputs['result-file']).toBeUndefined()
    expect(existsSync(path.join(run.workspace, 'acumatica-results'))).toBe(false)
  })

  it('cancelled while the set is read: result cancelled', async () => {
    const source = await productionSource()
    const target = await stagingTarget()
    const run = await world.rehearse(rehearseInputs(target, source), {
      beforeRun: runner => (runner.cancelAt = { group: 'Read the set', signal: 'SIGINT' })
    })
    expect(run.result.result).toBe('cancelled')
    expect(resultFile(run.result)).toMatchObject({
      result: 'cancelled',
      projects: [{ name: PROJECT, digest: null }]
    })
  })

  it('cancelled with a request in flight: the file is written as the step is abandoned, before the kill', async () => {
    const target = await world.target({
      projects: { [PROJECT]: await previousVersionZip() },
      published: [PROJECT]
    })
    let importArrived: () => void = () => undefined
    const arrived = new Promise<void>(resolve => (importArrived = resolve))
    // An Import slower than the grace time a cancelled step gets before it is abandoned (3 s).
    proxy = await startHostileProxy(target.url, {
      [API.import]: async () => {
        importArrived()
        await sleep(4000)
        return 'pass' as const
      }
    })
    let atAbandon: unknown
    const run: Rehearsal = await world.rehearse(
      rehearseInputs(target, undefined, { 'base-url': proxy.url }),
      {
        beforeRun: runner => {
          void arrived.then(() => runner.cancel('SIGTERM'))
          // What the file says when the runner gives up on the step: a runner kills it next.
          runner.abandon = result => {
            runner.abandoned = result
            const file = result.outputs['result-file']
            if (file && existsSync(file)) atAbandon = JSON.parse(readFileSync(file, 'utf8'))
          }
        }
      }
    )
    expect(run.runner.abandoned).toMatchObject({
      result: 'cancelled',
      failure: 'The rehearsal was cancelled (SIGTERM) while a request was in flight.'
    })
    expect(atAbandon).toMatchObject({
      instance: host(proxy.url),
      result: 'cancelled',
      projects: [{ name: PROJECT, digest: null }]
    })
    expect(run.result.result).toBe('cancelled')
  }, 20_000)
})
