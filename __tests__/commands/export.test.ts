// The export step in-process with the test runner against the simulator (moved from the e2e
// tests of dist/export/; each assertion kept, the exit code read as the result's failure).
import { describe, expect, it } from '@jest/globals'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { zipBuffer } from '../../simulator/testing.js'
import { expectCleanStepRun, useStepWorld } from '../../test-support/step-world.js'
import { PROJECT } from '../../test-support/world.js'
import { readTree } from '../../test-support/zip.js'
import { renderMarkdown } from '../../src/report/markdown.js'
import type { Summary } from '../../src/shared/summary.js'

/** The job summary as the Actions runner writes it. */
const markdownOf = (summary: Summary | undefined): string =>
  summary === undefined ? '' : renderMarkdown(summary)

const world = useStepWorld({ rebuildStoredProjects: { productVersion: '24.210' } })

const ALPHA =
  '<Customization level="1" description="A" product-version="24.210">\r\n    <Sql TableName="AlphaTable" />\r\n</Customization>'

describe('the export step', () => {
  it('several projects, one of them empty on the instance: the others are written, the empty one named', async () => {
    const sim = await world.start({
      projects: {
        Alpha: await zipBuffer({ 'project.xml': ALPHA }),
        Hollow: await zipBuffer({
          'project.xml': '<Customization level="0" description="" product-version="24.210" />'
        })
      }
    })
    const run = await world.export(sim, { projects: 'Hollow=custom/hollow\nAlpha=custom/alpha' })
    expect(run.result.failure).toBeUndefined()
    expect(run.result.result).toBe('exported')
    const alpha = await readTree(path.join(run.workspace, 'custom', 'alpha'))
    expect([...alpha.keys()].sort()).toEqual([
      '_project/ProjectMetadata.xml',
      '_project/Sql_AlphaTable.xml'
    ])
    expect(existsSync(path.join(run.workspace, 'custom', 'hollow'))).toBe(false)
    const warnings = run.runner.messages('warning')
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toMatch(
      /Hollow was left out of the export: on the instance it holds no items .* the other projects were written/
    )
    expect(markdownOf(run.result.summary)).toMatch(/Left out, empty on the instance .*: Hollow\./)
    expect(run.result.outputs.changed).toBe('true')
    expectCleanStepRun(sim, run)
  })

  it('refuses a path outside the workspace before any request', async () => {
    const sim = await world.start()
    const run = await world.export(sim, { 'project-name': PROJECT, path: '../elsewhere' })
    expect(run.result.result).toBe('failed')
    expect(run.result.failure).toContain(
      `Input 'path' ("../elsewhere") is outside the workspace: give a folder inside it`
    )
    expect(markdownOf(run.result.summary)).toContain('stopped at the input check')
    expect(sim.requests).toEqual([])
    expect(existsSync(path.join(run.workspace, '..', 'elsewhere'))).toBe(false)
  })

  it('a project that does not exist: a clear error, nothing written (not even the projects before it)', async () => {
    const sim = await world.start({
      projects: { Alpha: await zipBuffer({ 'project.xml': ALPHA }) }
    })
    const run = await world.export(sim, { projects: 'Alpha=alpha\nMissing=missing' })
    expect(run.result.result).toBe('failed')
    expect(run.result.failure).toContain('Project Missing is not on the instance')
    expect(run.result.failure).toContain('nothing was written')
    expect(await readTree(run.workspace)).toEqual(new Map())
    expect(run.result.outputs.changed).toBe('false')
    expect(sim.openSessions()).toBe(0)
    expect(run.runner.state.get('progress')).toBe('done: failed')
  })
})
