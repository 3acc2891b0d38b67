// End to end over dist/: skip-unchanged against an instance that keeps what real ones keep (the
// simulator rebuilds each imported project.xml as an instance does: root description and level
// as the Import sent them, items re-indented), and the Changes a deploy shows.
import { describe, expect, it } from '@jest/globals'
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { zipBuffer } from '../simulator/testing.js'
import { expectExitCodes } from '../test-support/e2e-checks.js'
import { useWorld } from '../test-support/e2e-world.js'
import {
  API,
  PROJECT,
  annotations,
  calls,
  requestsTo,
  runDeploy,
  sampleProjectPath
} from '../test-support/world.js'

const { start } = useWorld({
  publishEndScript: [{ text: 'true' }],
  rebuildStoredProjects: { productVersion: '24.210' }
})

// A workspace of the test's own that keeps the project between runs (the action packages only
// what is in the workspace), with the sample project copied to `project/`.
async function workspaceWithSample(): Promise<{ workspace: string; folder: string }> {
  const workspace = await mkdtemp(path.join(os.tmpdir(), 'skip-unchanged-'))
  const folder = path.join(workspace, 'project')
  await cp(sampleProjectPath, folder, { recursive: true })
  return { workspace, folder }
}

const STAMP = / \[sha256:[0-9a-f]{16}\]$/

describe('skip-unchanged over dist/', () => {
  it('the same package twice: the second run imports and publishes nothing and says unchanged', async () => {
    const world = await start({ projects: {} })
    const { sim, artifacts } = world
    const inputs = { 'skip-unchanged': 'true' }

    const first = await runDeploy(world, inputs)
    expectExitCodes(first, 0)
    expect(first.outputs.result).toBe('published')
    const description = (requestsTo(sim, API.import)[0].json as { projectDescription: string })
      .projectDescription
    expect(description).toMatch(STAMP)

    const before = sim.requests.length
    const second = await runDeploy(world, inputs)
    expectExitCodes(second, 0)
    expect(second.outputs.result).toBe('unchanged')
    expect(calls(sim).slice(before)).toEqual([
      'GET /entity',
      `POST ${API.login}`,
      `POST ${API.getProject}`,
      `POST ${API.getPublished}`,
      `POST ${API.logout}`
    ])
    expect(artifacts.artifacts).toHaveLength(0)
    expect(second.outputs['backup-artifact-id'] ?? '').toBe('')
    expect(second.main.stdout).toContain(`Unchanged: the instance already runs ${PROJECT} (sha256 `)
    expect(second.summary).toContain('Unchanged')
    expect(second.summary).toContain('The instance already runs these packages')
    expect(annotations(second.main.stdout, 'warning')).toEqual([])
    expect(annotations(second.post?.stdout ?? '', 'warning')).toEqual([])
    // The instance's rebuilt project.xml compares equal to the package: no change.
    expect(JSON.parse(second.outputs['changes-json'])).toEqual([
      { name: PROJECT, added: [], changed: [], removed: [] }
    ])

    // A third run with the stamp already there and nothing changed: unchanged again, and the
    // description sent first is never stamped twice.
    const third = await runDeploy(world, inputs)
    expect(third.outputs.result).toBe('unchanged')
    expect(requestsTo(sim, API.import)).toHaveLength(1)
  })

  it('a changed file, a changed level, or a project no longer published: deployed as usual', async () => {
    const world = await start({ projects: {} })
    const { sim } = world
    const { workspace, folder } = await workspaceWithSample()
    // Each run's backup under its own name: the stand-in is one workflow run, where names are unique.
    let runs = 0
    const run = (inputs: Record<string, string>) =>
      runDeploy(world, { 'backup-artifact-name': `backup-${++runs}`, ...inputs }, { workspace })
    try {
      const inputs = { 'skip-unchanged': 'true', 'project-path': 'project' }
      expect((await run(inputs)).outputs.result).toBe('published')

      const page = path.join(folder, 'Pages', 'US', 'US101000.aspx')
      await writeFile(page, `${await readFile(page, 'utf8')}\n<%-- changed --%>\n`)
      const changed = await run(inputs)
      expect(changed.outputs.result).toBe('published')
      expect(changed.main.stdout).toContain(
        `skip-unchanged: deploying, as ${PROJECT} is stored with the stamp`
      )
      expect(JSON.parse(changed.outputs['changes-json'])[0].changed).toEqual([
        'Pages/US/US101000.aspx'
      ])

      const relevel = await run({ ...inputs, 'project-level': '5' })
      expect(relevel.outputs.result).toBe('published')
      expect(requestsTo(sim, API.import)).toHaveLength(3)

      sim.published.splice(0, sim.published.length)
      const unpublished = await run({ ...inputs, 'project-level': '5' })
      expect(unpublished.outputs.result).toBe('published')
      expect(unpublished.main.stdout).toContain(
        `skip-unchanged: deploying, as ${PROJECT} is not published.`
      )
      expect(requestsTo(sim, API.import)).toHaveLength(4)
    } finally {
      await rm(workspace, { recursive: true, force: true })
    }
  })

  it('a publish-with project that is not published: deployed as usual', async () => {
    const world = await start({ projects: {} })
    const inputs = { 'skip-unchanged': 'true' }
    expect((await runDeploy(world, inputs)).outputs.result).toBe('published')
    const again = await runDeploy(world, { ...inputs, 'publish-with': 'Helper' })
    expect(again.outputs.result).not.toBe('unchanged')
    expect(again.main.stdout).toContain('skip-unchanged: deploying, as Helper is not published.')
  })
})

describe('Changes over dist/', () => {
  it('a validation shows a modified graph extension, an added inquiry and a removed DLL', async () => {
    const { workspace, folder } = await workspaceWithSample()
    try {
      const projectXmlPath = path.join(folder, 'project.xml')
      const original = await readFile(projectXmlPath, 'utf8')
      // Stored now: the sample as it is, plus a DLL the new package no longer has.
      const files: Record<string, string | Buffer> = {
        'project.xml': original,
        'Bin/Old.dll': Buffer.from('MZ old')
      }
      for (const page of ['Pages/US/US101000.aspx', 'Pages/US/US101000.aspx.cs']) {
        files[page] = await readFile(path.join(folder, ...page.split('/')))
      }
      const world = await start({
        projects: { [PROJECT]: await zipBuffer(files) },
        published: [PROJECT]
      })
      // The package: the graph's code changed and a generic inquiry added.
      const inquiry = [
        '    <GenericInquiryScreen>',
        '        <data-set>',
        '            <relations format-version="3" relations-version="20240201" main-table="GIDesign" />',
        '            <layout><table name="GIDesign" /></layout>',
        '            <data><GIDesign><row DesignID="d1" Name="OrdersByPriority" /></GIDesign></data>',
        '        </data-set>',
        '    </GenericInquiryScreen>'
      ].join('\n')
      const next = original
        .replace('using PX.Objects.SO;', 'using PX.Objects.SO;\nusing PX.Objects.CS;')
        .replace('</Customization>', `${inquiry}\n</Customization>`)
      expect(next).not.toBe(original)
      await writeFile(projectXmlPath, next)

      const run = await runDeploy(
        world,
        { 'project-path': 'project', 'validate-only': 'true' },
        { workspace }
      )
      expectExitCodes(run, 0)
      expect(run.outputs.result).toBe('validated')
      const [changes] = JSON.parse(run.outputs['changes-json'])
      expect(changes.name).toBe(PROJECT)
      expect(changes.added).toEqual(['GenericInquiryScreen#OrdersByPriority'])
      expect(changes.changed).toEqual(['Code#SOOrderPriorityExt'])
      expect(changes.removed).toEqual(['Bin/Old.dll'])
      expect(run.summary).toContain('### Changes')
      expect(run.summary).toContain('<code>GenericInquiryScreen#OrdersByPriority</code>')
    } finally {
      await rm(workspace, { recursive: true, force: true })
    }
  })

  it('a first deploy lists everything as added; backup: false gives an empty array', async () => {
    const world = await start({ projects: {} })
    const first = await runDeploy(world)
    const [changes] = JSON.parse(first.outputs['changes-json'])
    expect(changes.added).toContain('Code#SOOrderPriorityExt')
    expect(changes.added).toContain('Pages/US/US101000.aspx')
    expect(changes.changed).toEqual([])
    const none = await runDeploy(world, { backup: 'false' })
    expect(JSON.parse(none.outputs['changes-json'])).toEqual([])
  })
})
