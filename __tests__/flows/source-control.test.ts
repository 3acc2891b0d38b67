// The deploy step in-process (moved from the e2e tests of dist/; the Actions services are the
// artifact stand-in and its cache, through the libraries dist/ uses): a source-control folder
// (_project/ as Acumatica's Source Control screen saves it) deploys with project-path alone; the
// instance receives a package built from it, with the metadata's name, level and description.
import { describe, expect, it } from '@jest/globals'
import { cp, mkdtemp, readFile, rm, utimes, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { API, calls, requestsTo } from '../../test-support/world.js'
import { expectExitCode, useStepWorld } from '../../test-support/step-world.js'
import { readZipEntries } from '../../test-support/zip.js'

const fixture = fileURLToPath(new URL('../fixtures/source-control-project', import.meta.url))
const steps = useStepWorld()
const start = steps.startWorld
/** The deploy step and the post step with the Actions services of `world`. */
const runDeploy = steps.deployIn

/** The inputs of a deploy from `folder` with no project-name, description or level. */
function sourceControlInputs(folder: string): Record<string, string> {
  return { 'project-name': '', 'project-path': folder }
}

describe('deploy from a source-control folder', () => {
  it('deploys with project-path alone: metadata name, level and description; project.xml first', async () => {
    const world = await start()
    const { sim } = world
    // The action packages only what is in the workspace: the fixture is copied there.
    const run = await runDeploy(world, sourceControlInputs('AcmeTracking'), {
      prepareWorkspace: workspace =>
        cp(fixture, path.join(workspace, 'AcmeTracking'), { recursive: true })
    })

    expectExitCode(run, 0)
    expect(run.result.outputs.result).toBe('published')
    expect(run.output).toMatch(/is a source-control folder \(_project\/ProjectMetadata\.xml\)/)
    expect(calls(sim)).toContain(`POST ${API.import}`)
    const importBody = requestsTo(sim, API.import)[0].json as Record<string, unknown>
    expect(importBody).toMatchObject({
      projectName: 'AcmeTracking',
      projectDescription: 'Acme: tracking numbers on sales orders & a tracking screen',
      projectLevel: 5,
      isReplaceIfExists: true
    })
    expect(sim.imported).toHaveLength(1)
    const imported = sim.imported[0]
    expect(imported).toMatchObject({ name: 'AcmeTracking', level: 5 })
    expect(imported.entries).toEqual([
      'project.xml',
      'Pages/AC/AC301000.aspx',
      'Pages/AC/AC301000.aspx.cs',
      'screens/AC/AC301000/AC301000.html'
    ])
    expect(imported.sha256).toBe(run.result.outputs['package-sha256'])
    const entries = await readZipEntries(imported.zipPath)
    const projectXml = entries[0].content.toString('utf8')
    expect(projectXml).toMatch(/^<Customization level="5" description="Acme: tracking/)
    // The instance's release (build 24.210.0016) in Acumatica's two-part form; items at depth 1, CRLF.
    expect(projectXml).toMatch(/ product-version="24\.210">\r\n {4}</)
    expect(projectXml).toContain('\r\n    <Graph ClassName="SOOrderEntry_Extension"')
    expect(projectXml).toContain(
      '<PerTenantFile AppRelativePath="screens\\AC\\AC301000\\AC301000.html" ScreenId="AC301000" />'
    )
    // publishBegin names the project from the metadata.
    expect(requestsTo(sim, API.publishBegin)[0].json).toMatchObject({
      projectNames: ['AcmeTracking']
    })
  })

  it('gives the same package-sha256 for copies with other file times, and adds include files', async () => {
    const work = await mkdtemp(path.join(os.tmpdir(), 'e2e-source-'))
    try {
      const first = path.join(work, 'one', 'AcmeTracking')
      const second = path.join(work, 'two', 'AcmeTracking')
      await cp(fixture, first, { recursive: true })
      await cp(fixture, second, { recursive: true })
      const old = new Date('1999-12-31T23:59:59Z')
      await utimes(path.join(second, '_project', 'Code_SOOrderEntry_Extension.xml'), old, old)
      await utimes(path.join(second, 'Pages', 'AC', 'AC301000.aspx.cs'), old, old)
      const world = await start()
      const a = await runDeploy(
        world,
        { ...sourceControlInputs(first), backup: 'false' },
        { workspace: work }
      )
      const b = await runDeploy(
        world,
        { ...sourceControlInputs(second), backup: 'false' },
        { workspace: work }
      )
      expectExitCode(a, 0)
      expectExitCode(b, 0)
      expect(b.result.outputs['package-sha256']).toBe(a.result.outputs['package-sha256'])

      await writeFile(path.join(work, 'AcmeTracking.dll'), 'MZ built by an earlier step')
      const c = await runDeploy(
        world,
        {
          ...sourceControlInputs(first),
          backup: 'false',
          include: 'AcmeTracking.dll => Bin/AcmeTracking.dll'
        },
        { workspace: work }
      )
      expectExitCode(c, 0)
      const withDll = world.sim.imported.at(-1)!
      expect(withDll.entries).toContain('Bin/AcmeTracking.dll')
      const projectXml = (await readZipEntries(withDll.zipPath))[0].content.toString('utf8')
      expect(projectXml).toContain('<File AppRelativePath="Bin\\AcmeTracking.dll" />')
    } finally {
      await rm(work, { recursive: true, force: true })
    }
  })

  it('fails before any request on a malformed fragment, naming the file and line', async () => {
    const work = await mkdtemp(path.join(os.tmpdir(), 'e2e-source-'))
    try {
      const folder = path.join(work, 'AcmeTracking')
      await cp(fixture, folder, { recursive: true })
      const sql = path.join(folder, '_project', 'Sql_AcmeTrackingNbr.xml')
      await writeFile(sql, (await readFile(sql, 'utf8')).replace('</CDATA>', '</CDATA'))
      const world = await start()
      const run = await runDeploy(world, sourceControlInputs(folder), { workspace: work })
      expect(run.result.outputs.result).toBe('failed')
      expect(run.result.failure).toBeDefined()
      expect(run.output).toMatch(/_project\/Sql_AcmeTrackingNbr\.xml:\d+:\d+: .*not well-formed/)
      expect(world.sim.requests).toHaveLength(0)
    } finally {
      await rm(work, { recursive: true, force: true })
    }
  })

  it('fails before any request on a comment outside a fragment or an unknown element', async () => {
    const work = await mkdtemp(path.join(os.tmpdir(), 'e2e-source-'))
    try {
      const world = await start()
      for (const [file, text, message] of [
        [
          'Sql_AcmeTrackingNbr.xml',
          null,
          /_project\/Sql_AcmeTrackingNbr\.xml has a comment outside its root element <Sql>/
        ],
        ['Odd.xml', '<Oddity />', /_project\/Odd\.xml holds a <Oddity> element/]
      ] as const) {
        const folder = path.join(work, file, 'AcmeTracking')
        await cp(fixture, folder, { recursive: true })
        const fragment = path.join(folder, '_project', file)
        await writeFile(fragment, text ?? `${await readFile(fragment, 'utf8')}\r\n<!-- by hand -->`)
        const run = await runDeploy(world, sourceControlInputs(folder), { workspace: work })
        expect(run.result.outputs.result).toBe('failed')
        expect(run.output).toMatch(message)
        expect(world.sim.requests).toHaveLength(0)
      }
    } finally {
      await rm(work, { recursive: true, force: true })
    }
  })
})
