// The deploy step in-process (moved from the e2e tests of dist/; the backup stored in the
// artifact service stand-in through @actions/artifact, as dist/ does): leaving the instance as found. After a failed publish or a validation
// the stored project equals the backup again (or the project this run created is gone), with one
// publishBegin; after a timeout nothing is put back and the message says how to do it by hand.
import { describe, expect, it } from '@jest/globals'
import { readFile } from 'node:fs/promises'
import { API, PROJECT, previousVersionZip, requestsTo } from '../../test-support/world.js'
import { expectCleanDeploy, expectExitCode, useStepWorld } from '../../test-support/step-world.js'
import { zipBuffer } from '../../simulator/testing.js'

// These tests compare stored bytes with the backups: the instance keeps each Import as sent.
const steps = useStepWorld({ rebuildStoredProjects: false })
const start = steps.startWorld
/** The deploy step and the post step with the Actions services of `world`. */
const runDeploy = steps.deployIn

const FAILED = [
  { text: 'false' },
  {
    json: {
      isFailed: true,
      log: [
        { timestamp: '10:00:03', logType: 'error', message: 'CS0103: The name Foo does not exist.' }
      ]
    }
  }
]

describe('leaving the instance as found', () => {
  it('a failed publish of an existing project: the stored project equals the backup again', async () => {
    const previous = await zipBuffer({
      'project.xml': '<Customization level="7" description="Before"><Graph /></Customization>'
    })
    const world = await start({ projects: { [PROJECT]: previous }, publishEndScript: FAILED })
    const run = await runDeploy(world)
    expectExitCode(run, 1)
    const { sim } = world
    expect(run.result.outputs.result).toBe('failed')
    expect(run.result.outputs.restored).toBe('true')
    expect(requestsTo(sim, API.publishBegin)).toHaveLength(1)
    // The new package, then the backup again, after the publish ended.
    const imports = requestsTo(sim, API.import)
    expect(imports).toHaveLength(2)
    expect(imports[1].json).toMatchObject({ projectName: PROJECT, isReplaceIfExists: true })
    // With the level and description of the project as it was (its project.xml root).
    expect(imports[1].json).toMatchObject({ projectLevel: 7, projectDescription: 'Before' })
    expect(imports[0].json).toMatchObject({ projectLevel: 0 })
    expect(sim.storedProject(PROJECT)?.equals(previous)).toBe(true)
    const backup = await readFile(world.artifacts.artifacts[0].path)
    expect(backup.equals(previous)).toBe(true)
    expect(JSON.parse(run.result.outputs['projects-json'])).toEqual([
      expect.objectContaining({ name: PROJECT, restored: true })
    ])
    expect(run.markdown).toContain('<th align="left">Restored</th><td>yes: see each project</td>')
    expect(run.markdown).toMatch(/Put back the stored SamplePriority: imported the backup artifact/)
    expect(run.runner.groups).toContain('Restore')
    expectCleanDeploy(world.sim, run)
  })

  it('a failed first deploy: the project this run created is deleted', async () => {
    const world = await start({ projects: {}, publishEndScript: FAILED })
    const run = await runDeploy(world)
    expectExitCode(run, 1)
    expect(run.result.outputs.restored).toBe('true')
    expect(requestsTo(world.sim, '/CustomizationApi/delete')).toHaveLength(1)
    expect(world.sim.storedProjectNames()).not.toContain(PROJECT)
    expectCleanDeploy(world.sim, run)
  })

  it('a validation of an existing project puts the stored project back', async () => {
    const previous = await previousVersionZip()
    const existing = await start({ projects: { [PROJECT]: previous } })
    const run = await runDeploy(existing, { 'validate-only': 'true' })
    expectExitCode(run, 0)
    expect(run.result.outputs.result).toBe('validated')
    expect(run.result.outputs.restored).toBe('true')
    expect(existing.sim.storedProject(PROJECT)?.equals(previous)).toBe(true)
    expect(existing.sim.published).toEqual([PROJECT])
    expectCleanDeploy(existing.sim, run)
  })

  it('a validation of a new project leaves no stored project behind', async () => {
    const world = await start({ projects: {} })
    const run = await runDeploy(world, { 'validate-only': 'true' })
    expectExitCode(run, 0)
    expect(run.result.outputs.restored).toBe('true')
    expect(world.sim.storedProjectNames()).toEqual([])
    expectCleanDeploy(world.sim, run)
  })

  it('a timed-out publish: nothing is put back, and the message says how to do it by hand', async () => {
    const previous = await previousVersionZip()
    const world = await start({
      projects: { [PROJECT]: previous },
      publishEndScript: [{ text: 'false' }]
    })
    const run = await runDeploy(world, { 'publish-timeout': '0.3' })
    expectExitCode(run, 1)
    expect(run.result.outputs.result).toBe('timed-out')
    expect(run.result.outputs.restored).toBe('false')
    expect(requestsTo(world.sim, API.import)).toHaveLength(1)
    expect(requestsTo(world.sim, '/CustomizationApi/delete')).toHaveLength(0)
    expect(world.sim.storedProject(PROJECT)?.equals(previous)).toBe(false)
    const artifact = world.artifacts.artifacts[0].name
    expect(run.output).toContain(
      `Nothing was put back, as the publish may still be running. Once it has ended, if the stored projects must be as before this run: import the backup artifact ${artifact} as ${PROJECT}`
    )
    expectCleanDeploy(world.sim, run)
  })

  it('a restore that fails: a warning names the backup artifact, the result stays failed', async () => {
    const previous = await previousVersionZip()
    const world = await start({
      projects: { [PROJECT]: previous },
      publishEndScript: FAILED,
      importScript: ['ok', { error: 'The database is read-only.' }]
    })
    const run = await runDeploy(world)
    expectExitCode(run, 1)
    expect(run.result.outputs.result).toBe('failed')
    expect(run.result.outputs.restored).toBe('false')
    const artifact = world.artifacts.artifacts[0].name
    expect(
      run.warnings.filter(
        w =>
          w.startsWith(`Could not put back the stored ${PROJECT}`) &&
          w.includes('The database is read-only.') &&
          w.includes(`Import the backup artifact ${artifact} by hand`)
      )
    ).toHaveLength(1)
    expect(run.markdown).toContain('Not every stored project could be put back')
    expectCleanDeploy(world.sim, run)
  })

  it('with backup: false nothing can be put back, and the log says so', async () => {
    const world = await start({
      projects: { [PROJECT]: await previousVersionZip() },
      publishEndScript: FAILED
    })
    const run = await runDeploy(world, { backup: 'false' })
    expectExitCode(run, 1)
    expect(run.result.outputs.restored).toBe('false')
    expect(requestsTo(world.sim, API.import)).toHaveLength(1)
    expect(run.warnings.some(w => w.includes('with backup: false'))).toBe(true)
    expectCleanDeploy(world.sim, run)
  })
})
