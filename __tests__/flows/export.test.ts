// The export step in-process (moved from the e2e tests of dist/export/; the deploys of the round
// trip with the Actions services, through the libraries dist/ uses): the export action downloads
// stored projects with getProject and writes them into the workspace, as source-control folders or
// package folders; deploying the exported folder gives the instance the same project back.
import { describe, expect, it } from '@jest/globals'
import { cp, mkdir, readFile, writeFile } from 'node:fs/promises'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { canonicalProject } from '../../test-support/canonical-xml.js'
import {
  expectCleanDeploy,
  expectExitCode,
  useStepWorld,
  type ActionsWorld as World
} from '../../test-support/step-world.js'
import { API, calls, PROJECT } from '../../test-support/world.js'
import { readTree, readZip } from '../../test-support/zip.js'
import { zipBuffer } from '../../simulator/testing.js'

const steps = useStepWorld({ rebuildStoredProjects: { productVersion: '24.210' } })
const start = steps.startWorld
/** The deploy step and the post step with the Actions services of `world`. */
const runDeploy = steps.deployIn

/** Deploys the sample project, so the instance stores it (rebuilt, as real ones do). */
async function storeSample(world: World): Promise<Buffer> {
  const run = await runDeploy(world, { backup: 'false' })
  expectExitCode(run, 0)
  const stored = world.sim.storedProject(PROJECT)
  if (!stored) throw new Error('the sample project was not stored')
  return stored
}

/** The job summary as a reader sees it (server text is written as character references). */
function shown(summary: string): string {
  return summary
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replaceAll('&quot;', '"')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&')
}

/** Copies the workspace of an earlier run into the next one. */
function keep(workspace: string) {
  return (next: string) => cp(workspace, next, { recursive: true })
}

describe('export', () => {
  it('writes a source-control folder: metadata, one fragment per item, files at their paths; only login, getProject, logout', async () => {
    const world = await start()
    const stored = await storeSample(world)
    const before = world.sim.requests.length
    const run = await steps.export(world.sim, {
      'project-name': PROJECT,
      path: 'customization/Sample'
    })

    expectExitCode(run, 0)
    expectCleanDeploy(world.sim, run)
    expect(calls(world.sim).slice(before)).toEqual([
      `POST ${API.login}`,
      `POST ${API.getProject}`,
      `POST ${API.logout}`
    ])
    const tree = await readTree(path.join(run.workspace, 'customization', 'Sample'))
    expect([...tree.keys()].sort()).toEqual(
      [
        'Pages/US/US101000.aspx',
        'Pages/US/US101000.aspx.cs',
        '_project/Code_SOOrderEntryPriorityExt.xml',
        '_project/Code_SOOrderPriorityExt.xml',
        '_project/ProjectMetadata.xml',
        '_project/SOOrder.xml',
        '_project/SiteMapNode_7e1b0f36_2f5c_4b0a_9a4e_3d6f2c1a8b90.xml'
      ].sort()
    )
    const metadata = tree.get('_project/ProjectMetadata.xml')!.toString('utf8')
    expect(metadata).toBe(
      '\uFEFF<?xml version="1.0" encoding="utf-8"?>\r\n<project name="SamplePriority" level="0" description="Sample: order priority on Sales Orders and a small inquiry page" />'
    )
    const fragment = tree.get('_project/Code_SOOrderPriorityExt.xml')!.toString('utf8')
    expect(fragment.startsWith('\uFEFF<Graph ClassName="SOOrderPriorityExt"')).toBe(true)
    // Moved to the left margin, CRLF between tags; the CDATA as stored.
    expect(fragment).toContain('\r\n    <CDATA name="Source"><![CDATA[using PX.Data;')
    expect(fragment.endsWith('\r\n</Graph>')).toBe(true)
    const files = await readZip(stored)
    expect(tree.get('Pages/US/US101000.aspx')).toEqual(files.get('Pages/US/US101000.aspx'))

    expect(run.result.outputs.changed).toBe('true')
    const projects = JSON.parse(run.result.outputs['projects-json']) as Array<
      Record<string, unknown>
    >
    expect(projects).toEqual([
      {
        name: PROJECT,
        path: 'customization/Sample',
        items: 6,
        files: 7,
        added: [...tree.keys()].sort(),
        changed: [],
        removed: []
      }
    ])
    expect(shown(run.markdown)).toContain('### SamplePriority → customization/Sample')
    expect(run.markdown).toContain('Added (7)')
    expect(shown(run.markdown)).toContain('- _project/ProjectMetadata.xml')
  })

  it('round trip: deploying the exported folder gives the instance the same items, order, content and files; a second export changes nothing', async () => {
    const world = await start()
    const stored = await storeSample(world)
    const first = await steps.export(world.sim, { 'project-name': PROJECT, path: 'Sample' })
    expectExitCode(first, 0)

    // Deployed from a checkout that holds the exported folder.
    const deploy = await runDeploy(
      world,
      { 'project-name': '', 'project-path': 'Sample', backup: 'false' },
      { prepareWorkspace: keep(first.workspace) }
    )
    expectExitCode(deploy, 0)
    const rebuilt = await readZip(await readFile(world.sim.imported.at(-1)!.zipPath))
    const original = await readZip(stored)
    const storedXml = canonicalProject(original.get('project.xml')!)
    const builtXml = canonicalProject(rebuilt.get('project.xml')!)
    expect(builtXml.items).toEqual(storedXml.items)
    expect({ level: builtXml.root.level, description: builtXml.root.description }).toEqual({
      level: storedXml.root.level,
      description: storedXml.root.description
    })
    original.delete('project.xml')
    rebuilt.delete('project.xml')
    expect(rebuilt).toEqual(original)

    // The instance now holds the project as deployed from the folder: exporting it again into
    // the same folder changes no byte.
    const treeBefore = await readTree(first.workspace)
    const second = await steps.export(
      world.sim,
      { 'project-name': PROJECT, path: 'Sample' },
      { prepareWorkspace: keep(first.workspace) }
    )
    expectExitCode(second, 0)
    expect(second.result.outputs.changed).toBe('false')
    expect(JSON.parse(second.result.outputs['projects-json'])).toMatchObject([
      { added: [], changed: [], removed: [] }
    ])
    expect(await readTree(second.workspace)).toEqual(treeBefore)
    expect(second.markdown).toContain('no change.')
  })

  it('format package: project.xml as stored and the files', async () => {
    const world = await start()
    const stored = await storeSample(world)
    const run = await steps.export(world.sim, {
      'project-name': PROJECT,
      path: 'pkg',
      format: 'package'
    })
    expectExitCode(run, 0)
    const tree = await readTree(path.join(run.workspace, 'pkg'))
    expect(tree).toEqual(await readZip(stored))
    expect(JSON.parse(run.result.outputs['projects-json'])).toMatchObject([{ items: 6, files: 3 }])
  })

  it('several projects; clean deletes what the project no longer holds but not .git nor exclude; reports it', async () => {
    const world = await start({
      projects: {
        Alpha: await zipBuffer({
          'project.xml':
            '<Customization level="1" description="A" product-version="24.210">\r\n    <File AppRelativePath="Bin\\Alpha.dll" />\r\n    <Sql TableName="AlphaTable" />\r\n</Customization>',
          'Bin/Alpha.dll': 'MZ alpha'
        }),
        Beta: await zipBuffer({
          'project.xml':
            '<Customization level="" description="B" product-version="24.210">\r\n    <Graph ClassName="Beta" />\r\n</Customization>'
        })
      }
    })
    const run = await steps.export(
      world.sim,
      { projects: 'Alpha=custom/alpha\nBeta=custom/beta', exclude: 'README.md' },
      {
        prepareWorkspace: async workspace => {
          const alpha = path.join(workspace, 'custom', 'alpha')
          await mkdir(path.join(alpha, '.git'), { recursive: true })
          await mkdir(path.join(alpha, 'Bin', 'old'), { recursive: true })
          await writeFile(path.join(alpha, '.git', 'HEAD'), 'ref: refs/heads/main\n')
          await writeFile(path.join(alpha, 'README.md'), '# kept\n')
          await writeFile(path.join(alpha, 'Bin', 'old', 'Gone.dll'), 'old')
          await writeFile(path.join(alpha, 'Bin', 'Alpha.dll'), 'MZ older alpha')
        }
      }
    )
    expectExitCode(run, 0)
    const alpha = await readTree(path.join(run.workspace, 'custom', 'alpha'))
    expect([...alpha.keys()].sort()).toEqual([
      '.git/HEAD',
      'Bin/Alpha.dll',
      'README.md',
      '_project/ProjectMetadata.xml',
      '_project/Sql_AlphaTable.xml'
    ])
    expect(alpha.get('Bin/Alpha.dll')!.toString()).toBe('MZ alpha')
    expect(existsSync(path.join(run.workspace, 'custom', 'alpha', 'Bin', 'old'))).toBe(false)
    const beta = await readTree(path.join(run.workspace, 'custom', 'beta'))
    expect([...beta.keys()].sort()).toEqual([
      '_project/Code_Beta.xml',
      '_project/ProjectMetadata.xml'
    ])
    expect(run.result.outputs.changed).toBe('true')
    expect(JSON.parse(run.result.outputs['projects-json'])).toEqual([
      {
        name: 'Alpha',
        path: 'custom/alpha',
        items: 2,
        files: 3,
        added: ['_project/ProjectMetadata.xml', '_project/Sql_AlphaTable.xml'],
        changed: ['Bin/Alpha.dll'],
        removed: ['Bin/old/Gone.dll']
      },
      {
        name: 'Beta',
        path: 'custom/beta',
        items: 1,
        files: 2,
        added: ['_project/Code_Beta.xml', '_project/ProjectMetadata.xml'],
        changed: [],
        removed: []
      }
    ])
    expect(run.markdown).toContain('Deleted (1)')
    expect(shown(run.markdown)).toContain('- Bin/old/Gone.dll')
    expect(calls(world.sim)).toEqual([
      `POST ${API.login}`,
      `POST ${API.getProject}`,
      `POST ${API.getProject}`,
      `POST ${API.logout}`
    ])
  })

  // One project empty among several, a path outside the workspace, a project not on the
  // instance: in-process, __tests__/commands/export.test.ts.
})
