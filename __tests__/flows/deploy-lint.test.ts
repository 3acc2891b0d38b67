// The deploy step in-process (moved from e2e/lint.test.ts, which keeps the lint action and the
// command line's lint as processes: their workflow commands and exit codes): the deploy's lint
// before login. `lint: fail` stops with no request sent; `lint: warn` annotates and deploys.
import { describe, expect, it } from '@jest/globals'
import { mkdir, mkdtemp, readFile, readdir, rm, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { SAMPLE_IN_WORKSPACE, calls } from '../../test-support/world.js'
import { useStepWorld } from '../../test-support/step-world.js'

const steps = useStepWorld({ projects: {} })
const start = steps.startWorld
/** The deploy step and the post step with the Actions services of `world`. */
const runDeploy = steps.deployIn

/** A package folder with an unguarded script (ACU003) and a listed file that is missing (ACU002). */
async function brokenProject(workspace: string, folder = 'acme'): Promise<void> {
  await mkdir(path.join(workspace, folder), { recursive: true })
  await writeFile(
    path.join(workspace, folder, 'project.xml'),
    [
      '<Customization level="0" description="Acme" product-version="24.210">',
      '    <File AppRelativePath="Bin\\Acme.dll" />',
      '    <Sql TableName="AcmeTable" CustomScript="#CDATA">',
      '        <CDATA name="CustomScript"><![CDATA[CREATE TABLE AcmeTable (CompanyID int NOT NULL)]]></CDATA>',
      '    </Sql>',
      '</Customization>',
      ''
    ].join('\n')
  )
}

describe("the deploy's lint", () => {
  it('lint: fail stops on an error-level finding before any request', async () => {
    const world = await start()
    const run = await runDeploy(
      world,
      { 'project-path': 'acme', lint: 'fail' },
      { prepareWorkspace: workspace => brokenProject(workspace) }
    )
    expect(run.result.outputs['result']).toBe('failed')
    expect(calls(world.sim)).toEqual([])
    expect(run.errors.at(-1)).toContain('nothing was sent to the instance')
  })

  it('lint: warn reports and deploys; the summary gets the lint after the run', async () => {
    const world = await start()
    const run = await runDeploy(
      world,
      {},
      {
        // The sample project with an unguarded script added (ACU003, a warning).
        prepareWorkspace: async workspace => {
          const file = path.join(workspace, SAMPLE_IN_WORKSPACE, 'project.xml')
          const xml = await readFile(file, 'utf8')
          await writeFile(
            file,
            xml.replace(
              '</Customization>',
              '    <Sql TableName="AcmeLog" CustomScript="#CDATA"><CDATA name="CustomScript"><![CDATA[CREATE TABLE AcmeLog (X int)]]></CDATA></Sql>\n</Customization>'
            )
          )
        }
      }
    )
    expect(run.result.outputs['result']).toBe('published')
    expect(run.groups).toContain('Lint')
    // (The simulator's publish log adds a warning of its own.) The one annotation with a rule's
    // title: what dist/ writes as `::warning title=ACU003,file=...,line=...::...`.
    expect(run.runner.lines.filter(line => line.title?.startsWith('ACU'))).toEqual([
      {
        level: 'warning',
        title: 'ACU003',
        file: 'sample-project/project.xml',
        line: expect.any(Number),
        message: expect.stringMatching(/^Sql#AcmeLog: CREATE TABLE AcmeLog has no existence guard/)
      }
    ])
    // Notes of the deploy's lint stay in the log.
    expect(run.notices.join('\n')).not.toContain('ACU007')
    expect(run.markdown.indexOf('## ✅ Published')).toBeLessThan(run.markdown.indexOf('### Lint'))
  })
})

describe("the deploy's SARIF file", () => {
  it('is refused through a linked folder, naming the input, before any request', async () => {
    const world = await start()
    const outside = await mkdtemp(path.join(tmpdir(), 'deploy-sarif-outside-'))
    try {
      const run = await runDeploy(
        world,
        { 'project-path': 'acme', sarif: 'out/lint.sarif' },
        {
          prepareWorkspace: async workspace => {
            await brokenProject(workspace)
            await symlink(outside, path.join(workspace, 'out'), 'dir')
          }
        }
      )
      expect(run.result.outputs['result']).toBe('failed')
      expect(run.result.failure).toMatch(/^Input 'sarif' .* leads through a symbolic link/)
      expect(calls(world.sim)).toEqual([])
      expect(await readdir(outside)).toEqual([])
    } finally {
      await rm(outside, { recursive: true, force: true })
    }
  })
})
