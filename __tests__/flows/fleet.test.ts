// Many instances, the deploy step in-process against the simulator (docs/fleet.md): the result
// file every deploy and removal writes whatever its end, and the window (nothing sent outside it,
// the step not failed, the summary saying when the next window opens).
import { describe, expect, it } from '@jest/globals'
import { existsSync } from 'node:fs'
import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { expectExitCode, useStepWorld, type StepRun } from '../../test-support/step-world.js'
import { PROJECT } from '../../test-support/world.js'

const steps = useStepWorld({ publishEndScript: [{ text: 'true' }] })

const HEX64 = /^[0-9a-f]{64}$/
const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/

/** The result file the step wrote (its output), parsed. */
async function resultFile(run: StepRun): Promise<Record<string, unknown>> {
  const file = run.result.outputs['result-file']
  expect(file).toBeDefined()
  return JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>
}

/** A window that is closed now: half an hour, twelve hours from now (UTC). */
function closedWindow(): string {
  const hour = String((new Date().getUTCHours() + 12) % 24).padStart(2, '0')
  return `daily ${hour}:00-${hour}:30 UTC`
}

describe('the result file', () => {
  it('published: instance, url, result, projects with content digests, commit, run, times, what else is published', async () => {
    const world = await steps.startWorld({ published: ['OtherVendor'] })
    const run = await steps.deployIn(
      world,
      {},
      { env: { GITHUB_SERVER_URL: 'https://github.com' } }
    )
    expectExitCode(run, 0)
    const file = run.result.outputs['result-file']
    // The default place: acumatica-results/ in the runner's temp folder, named for the host.
    const host = new URL(world.sim.url).host
    expect(path.basename(file)).toBe(`result-${host.replace(':', '-')}.json`)
    expect(path.basename(path.dirname(file))).toBe('acumatica-results')
    const content = await resultFile(run)
    expect(content).toMatchObject({
      format: 'acumatica-deploy-result-v1',
      instance: host,
      url: `${world.sim.url}`,
      result: 'published',
      commit: '0123456789abcdef0123456789abcdef01234567',
      run: { id: '4242424242' },
      published: ['OtherVendor']
    })
    const projects = content.projects as Array<{ name: string; digest: string }>
    expect(projects).toHaveLength(1)
    expect(projects[0].name).toBe(PROJECT)
    expect(projects[0].digest).toMatch(HEX64)
    expect(content.started).toMatch(ISO)
    expect(content.ended).toMatch(ISO)
    expect(Date.parse(content.ended as string)).toBeGreaterThanOrEqual(
      Date.parse(content.started as string)
    )
    // No secret in it.
    expect(await readFile(file, 'utf8')).not.toContain('ASP.NET_SessionId')
  })

  it('failed (a refused login): written, the step failed', async () => {
    const sim = await steps.start()
    const run = await steps.deploy(sim, { password: 'wrong-password-1', 'login-attempts': '1' })
    expectExitCode(run, 1)
    const content = await resultFile(run)
    expect(content).toMatchObject({
      result: 'failed',
      commit: null,
      run: { id: 'local', url: null }
    })
    expect(content.projects).toEqual([{ name: PROJECT, digest: expect.stringMatching(HEX64) }])
    expect(content.published).toBeNull()
  })

  it('an input error once the name is known: written, with instance-name and a result-file path of the workflow', async () => {
    const sim = await steps.start()
    const run = await steps.deploy(sim, {
      'poll-interval': 'soon',
      'instance-name': 'Contoso / prod',
      'result-file': 'results/here.json'
    })
    expectExitCode(run, 1)
    expect(run.result.outputs['result-file']).toBe(path.join(run.workspace, 'results', 'here.json'))
    expect(await resultFile(run)).toMatchObject({
      instance: 'Contoso / prod',
      result: 'failed',
      projects: []
    })
    expect(sim.requests).toEqual([])
  })

  it('an input error before the name is known (base-url): no file, nothing sent', async () => {
    const sim = await steps.start()
    const run = await steps.deploy(sim, { 'base-url': 'not a url' })
    expectExitCode(run, 1)
    expect(run.result.outputs['result-file']).toBeUndefined()
    expect(run.result.failure).toContain('base-url')
  })

  it('a result file that cannot be written fails the step, and result still says what the deploy did', async () => {
    const sim = await steps.start()
    const run = await steps.deploy(
      sim,
      { 'result-file': 'taken/result.json' },
      { prepareWorkspace: workspace => writeFile(path.join(workspace, 'taken'), 'a file') }
    )
    expectExitCode(run, 1)
    expect(run.result.outputs.result).toBe('published')
    expect(run.result.outputs['result-file']).toBeUndefined()
    expect(run.result.failure).toMatch(/^The result file could not be written: /)
  })

  it('the default file name is safe for any file system and artifact name', async () => {
    const sim = await steps.start()
    const run = await steps.deploy(sim, { 'instance-name': '../Contoso: prod*' })
    expectExitCode(run, 0)
    expect(path.basename(run.result.outputs['result-file'])).toBe('result-Contoso-prod-.json')
    expect((await resultFile(run)).instance).toBe('../Contoso: prod*')
  })

  it('cancelled: written with the result cancelled', async () => {
    const sim = await steps.start()
    const run = await steps.deploy(
      sim,
      {},
      { beforeRun: runner => (runner.cancelAt = { group: 'Import', signal: 'SIGTERM' }) }
    )
    expect(run.result.outputs.result).toBe('cancelled')
    expect((await resultFile(run)).result).toBe('cancelled')
  })

  it('unchanged (skip-unchanged) and removed: written too', async () => {
    const world = await steps.startWorld()
    expectExitCode(await steps.deployIn(world, { 'skip-unchanged': 'true' }), 0)
    const again = await steps.deployIn(
      world,
      { 'skip-unchanged': 'true' },
      { env: { GITHUB_RUN_ID: '4242424243' } }
    )
    expect(again.result.outputs.result).toBe('unchanged')
    expect(await resultFile(again)).toMatchObject({
      result: 'unchanged',
      run: { id: '4242424243' }
    })

    const removed = await steps.deploy(world.sim, {
      remove: PROJECT,
      'project-name': '',
      'project-path': ''
    })
    expectExitCode(removed, 0)
    expect(await resultFile(removed)).toMatchObject({
      result: 'removed',
      projects: [{ name: PROJECT, digest: null }]
    })
  })
})

describe('the window', () => {
  it('outside: no request at all, result outside-window, not a failure, the next opening in the summary and the file', async () => {
    const sim = await steps.start()
    const window = closedWindow()
    const run = await steps.deploy(sim, { window })
    expectExitCode(run, 0)
    expect(run.result.outputs.result).toBe('outside-window')
    expect(sim.requests).toEqual([])
    expect(run.markdown).toContain(`Outside the deploy window (${window})`)
    expect(run.markdown).toMatch(/The next window opens \w{3} \d{4}-\d\d-\d\d \d\d:00 UTC/)
    expect(run.warnings).toEqual([])
    expect(await resultFile(run)).toMatchObject({
      result: 'outside-window',
      projects: [{ name: PROJECT }]
    })
    // Nothing started: the post step has no session to release.
    expect(run.postGroups).toEqual([])
  })

  it('inside: deploys as usual', async () => {
    const sim = await steps.start()
    const run = await steps.deploy(sim, { window: 'daily 00:00-24:00 UTC' })
    expectExitCode(run, 0)
    expect(run.result.outputs.result).toBe('published')
  })

  it('a malformed window or an unknown zone: an input error naming window, nothing sent', async () => {
    const sim = await steps.start()
    for (const window of ['Mon-Fri 22:00-05:00 Mars/Olympus', 'weeknights']) {
      const run = await steps.deploy(sim, { window })
      expectExitCode(run, 1)
      expect(run.result.failure).toMatch(/^Input 'window' /)
      expect(sim.requests).toEqual([])
      expect(existsSync(run.result.outputs['result-file'])).toBe(true)
    }
  })
})
