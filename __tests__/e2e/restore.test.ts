// End to end over dist/: leaving the instance as found. After a failed publish or a validation
// the stored project equals the backup again (or the project this run created is gone), with one
// publishBegin; after a timeout nothing is put back and the message says how to do it by hand.
import { describe, expect, it } from '@jest/globals'
import { readFile } from 'node:fs/promises'
import {
  API,
  PROJECT,
  annotations,
  previousVersionZip,
  requestsTo,
  runDeploy
} from '../../test-support/world.js'
import { expectCleanRun, expectExitCodes } from '../../test-support/e2e-checks.js'
import { useWorld } from '../../test-support/e2e-world.js'
import { zipBuffer } from '../../simulator/testing.js'

// These tests compare stored bytes with the backups: the instance keeps each Import as sent.
const { start } = useWorld({ rebuildStoredProjects: false })

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

describe('leaving the instance as found over dist/', () => {
  it('a failed publish of an existing project: the stored project equals the backup again', async () => {
    const previous = await zipBuffer({
      'project.xml': '<Customization level="7" description="Before"><Graph /></Customization>'
    })
    const world = await start({ projects: { [PROJECT]: previous }, publishEndScript: FAILED })
    const run = await runDeploy(world)
    expectExitCodes(run, 1)
    const { sim } = world
    expect(run.outputs.result).toBe('failed')
    expect(run.outputs.restored).toBe('true')
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
    expect(JSON.parse(run.outputs['projects-json'])).toEqual([
      expect.objectContaining({ name: PROJECT, restored: true })
    ])
    expect(run.summary).toContain('<th align="left">Restored</th><td>yes: see each project</td>')
    expect(run.summary).toMatch(/Put back the stored SamplePriority: imported the backup artifact/)
    expect(run.main.stdout).toContain('::group::Restore')
    await expectCleanRun(world, run)
  })

  it('a failed first deploy: the project this run created is deleted', async () => {
    const world = await start({ projects: {}, publishEndScript: FAILED })
    const run = await runDeploy(world)
    expectExitCodes(run, 1)
    expect(run.outputs.restored).toBe('true')
    expect(requestsTo(world.sim, '/CustomizationApi/delete')).toHaveLength(1)
    expect(world.sim.storedProjectNames()).not.toContain(PROJECT)
    await expectCleanRun(world, run)
  })

  it('a validation of an existing project puts the stored project back', async () => {
    const previous = await previousVersionZip()
    const existing = await start({ projects: { [PROJECT]: previous } })
    const run = await runDeploy(existing, { 'validate-only': 'true' })
    expectExitCodes(run, 0)
    expect(run.outputs.result).toBe('validated')
    expect(run.outputs.restored).toBe('true')
    expect(existing.sim.storedProject(PROJECT)?.equals(previous)).toBe(true)
    expect(existing.sim.published).toEqual([PROJECT])
    await expectCleanRun(existing, run)
  })

  it('a validation of a new project leaves no stored project behind', async () => {
    const world = await start({ projects: {} })
    const run = await runDeploy(world, { 'validate-only': 'true' })
    expectExitCodes(run, 0)
    expect(run.outputs.restored).toBe('true')
    expect(world.sim.storedProjectNames()).toEqual([])
    await expectCleanRun(world, run)
  })

  it('a timed-out publish: nothing is put back, and the message says how to do it by hand', async () => {
    const previous = await previousVersionZip()
    const world = await start({
      projects: { [PROJECT]: previous },
      publishEndScript: [{ text: 'false' }]
    })
    const run = await runDeploy(world, { 'publish-timeout': '0.3' })
    expectExitCodes(run, 1)
    expect(run.outputs.result).toBe('timed-out')
    expect(run.outputs.restored).toBe('false')
    expect(requestsTo(world.sim, API.import)).toHaveLength(1)
    expect(requestsTo(world.sim, '/CustomizationApi/delete')).toHaveLength(0)
    expect(world.sim.storedProject(PROJECT)?.equals(previous)).toBe(false)
    const artifact = world.artifacts.artifacts[0].name
    expect(run.main.stdout).toContain(
      `Nothing was put back, as the publish may still be running. Once it has ended, if the stored projects must be as before this run: import the backup artifact ${artifact} as ${PROJECT}`
    )
    await expectCleanRun(world, run)
  })

  it('a restore that fails: a warning names the backup artifact, the result stays failed', async () => {
    const previous = await previousVersionZip()
    const world = await start({
      projects: { [PROJECT]: previous },
      publishEndScript: FAILED,
      importScript: ['ok', { error: 'The database is read-only.' }]
    })
    const run = await runDeploy(world)
    expectExitCodes(run, 1)
    expect(run.outputs.result).toBe('failed')
    expect(run.outputs.restored).toBe('false')
    const artifact = world.artifacts.artifacts[0].name
    expect(
      annotations(run.main.stdout, 'warning').filter(
        w =>
          w.startsWith(`Could not put back the stored ${PROJECT}`) &&
          w.includes('The database is read-only.') &&
          w.includes(`Import the backup artifact ${artifact} by hand`)
      )
    ).toHaveLength(1)
    expect(run.summary).toContain('Not every stored project could be put back')
    await expectCleanRun(world, run)
  })

  it('with backup: false nothing can be put back, and the log says so', async () => {
    const world = await start({
      projects: { [PROJECT]: await previousVersionZip() },
      publishEndScript: FAILED
    })
    const run = await runDeploy(world, { backup: 'false' })
    expectExitCodes(run, 1)
    expect(run.outputs.restored).toBe('false')
    expect(requestsTo(world.sim, API.import)).toHaveLength(1)
    expect(
      annotations(run.main.stdout, 'warning').some(w => w.includes('with backup: false'))
    ).toBe(true)
    await expectCleanRun(world, run)
  })
})
