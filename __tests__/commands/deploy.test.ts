// The deploy step in-process with the test runner against the simulator: the version check and
// the product-version of a build (moved from the e2e tests of dist/; each assertion kept, the
// exit code read as the result's failure, the annotations as the runner's warning and error lines).
import { describe, expect, it } from '@jest/globals'
import { cp } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Simulator } from '../../simulator/index.js'
import { expectCleanStepRun, useStepWorld } from '../../test-support/step-world.js'
import { PROJECT, calls, previousVersionZip } from '../../test-support/world.js'
import { readZipEntries } from '../../test-support/zip.js'
import { renderMarkdown } from '../../src/report/markdown.js'
import type { Summary } from '../../src/shared/summary.js'

/** The job summary as the Actions runner writes it. */
const markdownOf = (summary: Summary | undefined): string =>
  summary === undefined ? '' : renderMarkdown(summary)

const world = useStepWorld({ publishEndScript: [{ text: 'false' }, { text: 'true' }] })

/** A simulator whose instance stores the previous version of the project. */
async function startStored(options: Parameters<typeof world.start>[0] = {}): Promise<Simulator> {
  return world.start({ projects: { [PROJECT]: await previousVersionZip() }, ...options })
}

const fixture = fileURLToPath(new URL('../fixtures/source-control-project', import.meta.url))

/** Method and path (with the query of GET requests), in the order the simulator answered them. */
function lines(sim: Simulator): string[] {
  return sim.requests.map(
    r =>
      `${r.method} ${r.method === 'GET' ? r.url.replace(new URL(sim.url).pathname, '') : r.path} ${r.status}`
  )
}

describe('version check', () => {
  it('warn (the default): a package for another release is a warning, and the deploy goes on', async () => {
    const sim = await startStored({ build: '23.210.0010' })
    const run = await world.deploy(sim)
    expect(run.result.failure).toBeUndefined()
    expect(run.result.outputs.result).toBe('published')
    expect(run.result.outputs['instance-version']).toBe('23.210.0010')
    // (The default publish log holds a warning entry of its own.)
    expect(run.runner.messages('warning').filter(w => /release/.test(w))).toEqual([
      expect.stringContaining(
        `The instance runs release 23.2, but ${PROJECT} was made for 24.210 (release 24.2)`
      )
    ])
    expectCleanStepRun(sim, run)
  })

  it('fail: stops before login, so before any Import', async () => {
    const sim = await startStored({ build: '23.210.0010' })
    const run = await world.deploy(sim, { 'version-check': 'fail' })
    expect(run.result.outputs.result).toBe('failed')
    expect(calls(sim)).toEqual(['GET /entity'])
    expect(run.result.failure).toContain('Nothing was imported (version-check: fail)')
  })

  it('off: nothing compared, no warning', async () => {
    const sim = await startStored({ build: '23.210.0010' })
    const run = await world.deploy(sim, { 'version-check': 'off' })
    expect(run.result.failure).toBeUndefined()
    expect(run.runner.messages('warning').filter(w => /release/.test(w))).toEqual([])
    expect(run.runner.log).toContain('version-check is off.')
    expectCleanStepRun(sim, run)
  })

  it('fail with an update of the same release (24.205 instance, 24.210 package) passes', async () => {
    const sim = await startStored({ build: '24.205.0003' })
    const run = await world.deploy(sim, { 'version-check': 'fail' })
    expect(run.result.failure).toBeUndefined()
    expect(run.result.outputs.result).toBe('published')
    expectCleanStepRun(sim, run)
  })

  it('an older instance without a version: nothing checked (fail too), instance-version empty, entities on its Default endpoint', async () => {
    const sim = await startStored({ entityIndexForm: 'bare-array', build: '23.210.0010' })
    const run = await world.deploy(sim, {
      'verify-entities': 'SalesOrder',
      'verify-timeout': '10',
      'version-check': 'fail'
    })
    expect(run.result.failure).toBeUndefined()
    expect(run.result.outputs.result).toBe('published')
    expect(run.result.outputs['instance-version']).toBe('')
    expect(lines(sim)).toContain('GET /entity/Default/24.200.001/SalesOrder?$top=1 200')
    expect(markdownOf(run.result.summary)).toContain('not given by the instance')
    expectCleanStepRun(sim, run)
  })

  it("product-version of a source-control build: the instance's two parts", async () => {
    const sim = await world.start({ build: '24.208.0012' })
    const run = await world.deploy(
      sim,
      { 'project-name': '', 'project-path': 'AcmeTracking' },
      {
        prepareWorkspace: workspace =>
          cp(fixture, path.join(workspace, 'AcmeTracking'), { recursive: true })
      }
    )
    expect(run.result.failure).toBeUndefined()
    const entries = await readZipEntries(sim.imported[0].zipPath)
    expect(/product-version="([^"]*)"/.exec(entries[0].content.toString('utf8'))?.[1]).toBe(
      '24.208'
    )
  })

  it('product-version of a source-control build on an instance that does not say its build: 22.200', async () => {
    const sim = await world.start({ entityIndexForm: 'bare-array' })
    const run = await world.deploy(
      sim,
      { 'project-name': '', 'project-path': 'AcmeTracking' },
      {
        prepareWorkspace: workspace =>
          cp(fixture, path.join(workspace, 'AcmeTracking'), { recursive: true })
      }
    )
    expect(run.result.failure).toBeUndefined()
    const entries = await readZipEntries(sim.imported[0].zipPath)
    expect(entries[0].content.toString('utf8')).toMatch(/product-version="22\.200"/)
  })
})

describe('the step result', () => {
  it('a wrong input: failed with the message naming it, the short summary, nothing sent', async () => {
    const sim = await world.start()
    const run = await world.deploy(sim, { 'poll-interval': 'soon' })
    expect(run.result.result).toBe('failed')
    // The instance's name is known (base-url's host): its result file says failed.
    expect(run.result.outputs).toEqual({
      result: 'failed',
      'result-file': expect.stringMatching(/acumatica-results[/\\]result-127\.0\.0\.1-\d+\.json$/)
    })
    expect(run.result.failure).toContain('poll-interval')
    expect(markdownOf(run.result.summary)).toContain('stopped at the input check')
    expect(sim.requests).toEqual([])
    expect(run.post).toBe('no-session')
  })

  it('a cancellation as the publish starts: cancelled, no wait for its end, the backup named, the session released', async () => {
    const sim = await startStored()
    const run = await world.deploy(
      sim,
      {},
      { beforeRun: runner => (runner.cancelAt = { group: 'Publish', signal: 'SIGTERM' }) }
    )
    expect(run.result.outputs.result).toBe('cancelled')
    expect(run.runner.messages('warning')[0]).toBe(
      'Received SIGTERM: stopping. The post step will release the API session.'
    )
    expect(run.result.failure).toContain('The run was cancelled while the publish was running.')
    expect(run.result.failure).toContain(`import the backup artifact ${PROJECT}-backup-`)
    // publishBegin was sent; nothing polls its end after the signal, nothing is put back.
    expect(lines(sim).slice(-2)).toEqual([
      'POST /CustomizationApi/publishBegin 200',
      'POST /entity/auth/logout 204'
    ])
    expect(run.post).toBe('released')
    expect(sim.openSessions()).toBe(0)
  })
})
