// The deploy step in-process (moved from the e2e tests of dist/; the backups stored in the
// artifact service stand-in through @actions/artifact): several projects in one deploy. A package folder, a source-control
// folder that names itself and a ready-made zip are backed up and imported in the order given,
// then published with one publishBegin; an Import failing in the middle puts the earlier ones
// back and publishes nothing; a tenant list reaches publishBegin.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { projectZip, zipBuffer } from '../../simulator/testing.js'
import {
  API,
  PROJECT,
  apiPath,
  previousVersionZip,
  requestsTo,
  SAMPLE_IN_WORKSPACE,
  sampleProjectPath as repoSampleProjectPath
} from '../../test-support/world.js'
import {
  expectCleanDeploy,
  expectExitCode,
  useStepWorld,
  type ActionsWorld as World
} from '../../test-support/step-world.js'

const sourceControlFixture = fileURLToPath(
  new URL('../fixtures/source-control-project', import.meta.url)
)
// These tests compare stored bytes with the backups: the instance keeps each Import as sent.
const steps = useStepWorld({ rebuildStoredProjects: false })
const start = steps.startWorld
// The workspace of every run here: the action packages nothing from outside it.
let folder: string
let sampleProjectPath: string
let sourceControl: string
let reportsZip: string
let brokenZip: string

beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'e2e-projects-'))
  sampleProjectPath = path.join(folder, SAMPLE_IN_WORKSPACE)
  await cp(repoSampleProjectPath, sampleProjectPath, { recursive: true })
  sourceControl = path.join(folder, 'source-control-project')
  await cp(sourceControlFixture, sourceControl, { recursive: true })
  reportsZip = path.join(folder, 'Reports.zip')
  await writeFile(reportsZip, await projectZip({ 'Reports/AC600000.rpx': '<Report />' }))
  brokenZip = path.join(folder, 'Broken.zip')
  await writeFile(brokenZip, await zipBuffer({ 'readme.txt': 'no project.xml here' }))
})
afterAll(async () => {
  await rm(folder, { recursive: true, force: true })
})

function runDeploy(world: World, inputs: Record<string, string>) {
  return steps.deploy(world.sim, inputs, { workspace: folder, actions: world.artifacts })
}

/** Inputs of a several-project deploy: no project-name, project-path at its default. */
function projectsInputs(lines: string[], extra: Record<string, string> = {}) {
  return { 'project-name': '', 'project-path': '.', projects: lines.join('\n'), ...extra }
}

describe('several projects', () => {
  it('three projects of the three kinds: backups, Imports in order, one publishBegin', async () => {
    const previous = await previousVersionZip()
    const world = await start({
      projects: { [PROJECT]: previous, Reports: await projectZip() },
      published: [PROJECT, 'Reports', 'Vendor']
    })
    const { sim } = world
    const run = await runDeploy(
      world,
      projectsInputs([`${PROJECT}=${sampleProjectPath}`, sourceControl, `Reports=${reportsZip}`])
    )
    expectExitCode(run, 0)
    expect(run.result.outputs.result).toBe('published')

    const order = sim.requests.map(r => apiPath(sim, r))
    const lastBackup = order.lastIndexOf(API.getProject)
    expect(lastBackup).toBeLessThan(order.indexOf(API.import))
    expect(requestsTo(sim, API.getProject).map(r => r.json)).toEqual([
      { projectName: PROJECT, isAutoResolveConflicts: false },
      { projectName: 'AcmeTracking', isAutoResolveConflicts: false },
      { projectName: 'Reports', isAutoResolveConflicts: false }
    ])
    expect(sim.imported.map(p => p.name)).toEqual([PROJECT, 'AcmeTracking', 'Reports'])
    const begins = requestsTo(sim, API.publishBegin)
    expect(begins).toHaveLength(1)
    expect(begins[0].json).toMatchObject({
      projectNames: [PROJECT, 'AcmeTracking', 'Reports', 'Vendor'],
      tenantMode: 'Current'
    })

    // projects-json says what the simulator received, project by project.
    const projects = JSON.parse(run.result.outputs['projects-json']) as Array<
      Record<string, unknown>
    >
    expect(projects).toEqual(
      sim.imported.map(imported =>
        expect.objectContaining({
          name: imported.name,
          packageSize: imported.size,
          packageSha256: imported.sha256,
          restored: false
        })
      )
    )
    expect(projects[1].backup).toBeNull() // AcmeTracking is new: a first deploy
    // One artifact per existing project, each the zip it held before.
    const host = new URL(sim.url).host.replace(':', '-')
    expect(world.artifacts.artifacts.map(a => a.name)).toEqual([
      `${PROJECT}-backup-${host}.zip`,
      `Reports-backup-${host}.zip`
    ])
    expect((await readFile(world.artifacts.artifacts[0].path)).equals(previous)).toBe(true)
    expect(projects[0].backup).toMatchObject({ artifactId: world.artifacts.artifacts[0].id })
    // The single-valued outputs describe the first project.
    expect(run.result.outputs['package-sha256']).toBe(sim.imported[0].sha256)
    // A row per project in the summary.
    for (const [name, kind] of [
      [PROJECT, 'package folder'],
      ['AcmeTracking', 'source-control folder'],
      ['Reports', 'package .zip']
    ]) {
      expect(run.markdown).toContain(`<tr><td><code>${name}</code></td><td>${kind}</td>`)
    }
    expectCleanDeploy(world.sim, run)
  })

  it('an Import failing in the middle: the earlier projects are put back, nothing is published', async () => {
    const previous = await previousVersionZip()
    const world = await start({
      projects: { [PROJECT]: previous },
      importScript: [
        'ok',
        { error: 'Reports: the report AC600000 conflicts with another project.' }
      ]
    })
    const { sim } = world
    const run = await runDeploy(
      world,
      projectsInputs([`${PROJECT}=${sampleProjectPath}`, `Reports=${reportsZip}`, sourceControl])
    )
    expectExitCode(run, 1)
    expect(run.result.outputs.result).toBe('failed')
    expect(requestsTo(sim, API.publishBegin)).toHaveLength(0)
    const imported = requestsTo(sim, API.import).map(
      r => (r.json as { projectName: string }).projectName
    )
    expect(imported).toEqual([PROJECT, 'Reports', PROJECT])
    expect(sim.storedProject(PROJECT)?.equals(previous)).toBe(true)
    expect(sim.storedProjectNames()).toEqual([PROJECT])
    expect(run.result.outputs.restored).toBe('true')
    const projects = JSON.parse(run.result.outputs['projects-json']) as Array<
      Record<string, unknown>
    >
    expect(projects.map(p => [p.name, p.restored])).toEqual([
      [PROJECT, true],
      ['Reports', false],
      ['AcmeTracking', false]
    ])
    expect(run.output).toContain('the report AC600000 conflicts with another project')
    // Reports was new and its refused Import stored nothing: nothing to delete, said plainly.
    expect(run.output).toContain('Nothing to put back for Reports')
    expectCleanDeploy(world.sim, run)
  })

  it('a package that is not a customization fails before any request, naming the file', async () => {
    const world = await start()
    const run = await runDeploy(world, projectsInputs([`Broken=${brokenZip}`]))
    expectExitCode(run, 1)
    expect(run.output).toMatch(/Broken\.zip.*project\.xml/)
    expect(world.sim.requests).toHaveLength(0)
  })

  it('tenant-mode list with three tenants sends List and the three names', async () => {
    const world = await start()
    const run = await runDeploy(world, {
      'tenant-mode': 'list',
      tenants: 'Company\nBranchA, BranchB',
      'replay-db-scripts': 'true'
    })
    expectExitCode(run, 0)
    expect(requestsTo(world.sim, API.publishBegin)[0].json).toEqual({
      isMergeWithExistingPackages: false,
      isOnlyValidation: false,
      isOnlyDbUpdates: false,
      projectNames: [PROJECT],
      tenantMode: 'List',
      tenantLoginNames: ['Company', 'BranchA', 'BranchB'],
      isReplayPreviouslyExecutedScripts: true
    })
    expectCleanDeploy(world.sim, run)
  })

  it('a bad projects line fails before any request, naming the line', async () => {
    const world = await start()
    const run = await runDeploy(
      world,
      projectsInputs([`A=${sampleProjectPath}`, 'B=does/not/exist'])
    )
    expectExitCode(run, 1)
    expect(run.output).toContain(
      `error: Input 'projects' line 2 ("B=does/not/exist") names a path that does not exist`
    )
    expect(world.sim.requests).toHaveLength(0)
  })

  it('tenant-mode Some fails before any request', async () => {
    const world = await start()
    const run = await runDeploy(world, { 'tenant-mode': 'Some' })
    expectExitCode(run, 1)
    expect(run.output).toContain('Input \'tenant-mode\' ("Some") must be Current, All or List')
    expect(world.sim.requests).toHaveLength(0)
  })
})
