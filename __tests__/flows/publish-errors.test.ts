// Publish errors at the line, the deploy step in-process against the simulator's failed
// validations (simulator/publish-errors.ts: real-answers.md's forms naming the sample project's
// code): the annotation on the project.xml line, the "Where it failed" table first in the
// summary, publish-findings-json, SARIF with the lint's run and the publish run (2.1.0 schema),
// GitHub's 10-a-level cap, a completed publish's warnings, hostile text.
import { describe, expect, it } from '@jest/globals'
import { cp, readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { expectCleanDeploy, expectExitCode, useStepWorld } from '../../test-support/step-world.js'
import { PROJECT, sampleProjectPath } from '../../test-support/world.js'
import {
  failedPublishScript,
  failedValidationLog,
  type PublishErrorForm
} from '../../simulator/publish-errors.js'

const require = createRequire(import.meta.url)
const sarifMatchers = require('@microsoft/jest-sarif') as Parameters<typeof expect.extend>[0]
expect.extend(sarifMatchers)
declare module 'expect' {
  interface Matchers<R> {
    toBeValidSarifLog(): R
  }
}

const world = useStepWorld({ projects: {} })
const FILE = 'sample-project/project.xml'
const ITEM = 'Code#SOOrderEntryPriorityExt'

/** The line of the sample's project.xml holding line `line` of the code of Graph `className`. */
async function sampleLine(className: string, line: number): Promise<number> {
  const text = await readFile(path.join(sampleProjectPath, 'project.xml'), 'utf8')
  const graph = text.indexOf(`<Graph ClassName="${className}"`)
  const start = text.indexOf('<![CDATA[', graph)
  const code = text.slice(start + '<![CDATA['.length).split(/\r?\n/)
  const at = text.slice(0, start).split('\n').length + line - 1
  expect(text.split(/\r?\n/)[at - 1].endsWith(code[line - 1])).toBe(true)
  return at
}

const entry = (logType: string, message: string) => ({
  timestamp: '2026-07-18T19:27:37.3327642Z',
  logType,
  message
})

describe('a failed validation pointed at the line', () => {
  it.each<PublishErrorForm>(['compile', 'compile-codedom', 'compile-bare'])(
    '%s: an annotation on the line, the table first in the summary, publish-findings-json',
    async form => {
      const { sim } = await world.startWorld({
        publishEndScript: failedPublishScript(form, [PROJECT])
      })
      const run = await world.deploy(sim, { 'validate-only': 'true' })
      expectExitCode(run, 1)
      const line = await sampleLine('SOOrderEntryPriorityExt', 16)
      const annotations = run.runner.lines.filter(l => l.file !== undefined)
      expect(annotations).toEqual([
        expect.objectContaining({
          level: 'error',
          file: FILE,
          line,
          title: `CS0103: ${ITEM} (${PROJECT})`,
          message: expect.stringContaining("error CS0103: The name 'UsrPriorty' does not exist")
        })
      ])
      // Printed after the run, in a group of their own.
      expect(run.groups.at(-1)).toBe('Errors and warnings at the line')
      // The run's own closing line stays an annotation without a place, once.
      expect(run.errors.filter(e => e.includes('Validation failed.'))).toHaveLength(1)
      expect(JSON.parse(run.result.outputs['publish-findings-json'])).toEqual([
        {
          project: PROJECT,
          item: ITEM,
          file: FILE,
          line,
          level: 'error',
          rule: 'CS0103',
          message: failedValidationLog(form, [PROJECT])[1].message
        }
      ])
      const lines = run.markdown.split('\n').filter(l => l.trim() !== '')
      expect(lines[0]).toMatch(/^## ❌ Failed/)
      expect(lines[1]).toBe('### Where it failed')
      expect(run.markdown).toContain(`<code>${FILE}:${line}</code>`)
      expectCleanDeploy(sim, run)
    }
  )

  it('points a field missing (several log entries) at the first line naming it', async () => {
    const { sim } = await world.startWorld({
      publishEndScript: failedPublishScript('field-missing', [PROJECT])
    })
    const run = await world.deploy(sim, { 'validate-only': 'true' })
    const text = await readFile(path.join(sampleProjectPath, 'project.xml'), 'utf8')
    const line = text.slice(0, text.search(/\bUsrPriority\b/)).split('\n').length
    const [finding] = JSON.parse(run.result.outputs['publish-findings-json'])
    expect(finding).toEqual(
      expect.objectContaining({
        item: 'Code#SOOrderPriorityExt',
        line,
        rule: 'ReferencedFieldMissing',
        message: 'Referenced Field missing: UsrPriority from PX.Objects.SO.SOOrder'
      })
    )
  })

  it('keeps a message that matches nothing: an annotation without a place, no table', async () => {
    const { sim } = await world.startWorld({
      publishEndScript: failedPublishScript('generic', [PROJECT])
    })
    const run = await world.deploy(sim, { 'validate-only': 'true' })
    expectExitCode(run, 1)
    expect(run.errors.some(e => e.startsWith('An error has occurred.'))).toBe(true)
    expect(run.runner.lines.filter(l => l.file !== undefined)).toEqual([])
    expect(run.result.outputs['publish-findings-json']).toBe('[]')
    expect(run.markdown).not.toContain('Where it failed')
    expect(run.markdown).toContain('An error has occurred.')
  })

  it('writes the lint run and the publish run to one SARIF file, valid against 2.1.0', async () => {
    const { sim } = await world.startWorld({
      publishEndScript: failedPublishScript('compile', [PROJECT])
    })
    const run = await world.deploy(sim, {
      'validate-only': 'true',
      sarif: 'out/results.sarif',
      'isv-prefix': 'ZZ'
    })
    const log = JSON.parse(await readFile(path.join(run.workspace, 'out/results.sarif'), 'utf8'))
    expect(log).toBeValidSarifLog()
    expect(log.runs.map((r: { tool: { driver: { name: string } } }) => r.tool.driver.name)).toEqual(
      ['acumatica-customization-lint', 'acumatica-publish']
    )
    // The lint's findings (the ISV prefix) kept in its run.
    expect(log.runs[0].results.length).toBeGreaterThan(0)
    const [result] = log.runs[1].results
    expect(result.ruleId).toBe('CS0103')
    expect(log.runs[1].tool.driver.rules[result.ruleIndex].id).toBe('CS0103')
    expect(result.locations[0].physicalLocation).toEqual({
      artifactLocation: { uri: FILE, uriBaseId: '%SRCROOT%' },
      region: { startLine: await sampleLine('SOOrderEntryPriorityExt', 16) }
    })
  })
})

describe('several projects', () => {
  it('points each message at the project that holds its item: a package folder and a source-control folder', async () => {
    const fixture = fileURLToPath(new URL('../fixtures/source-control-project', import.meta.url))
    const fragment = 'tracking/_project/Code_SOOrderEntry_Extension.xml'
    const log = [
      entry('information', `Compiled projects: ${PROJECT},AcmeTracking`),
      entry(
        'error',
        "\\App_RuntimeCode\\SOOrderEntry_Extension.cs(15,43) : error CS1061: 'SOOrderExt' does not contain a definition for 'UsrTrackingNbr'"
      ),
      entry('error', 'Conflict control ID:phDS_ds from page ~/pages/so/so301000.aspx'),
      entry('error', 'App_RuntimeCode\\SOOrderEntryPriorityExt.cs(3): error CS0246: x'),
      entry('error', 'Validation failed.')
    ]
    const { sim } = await world.startWorld({
      publishEndScript: [{ json: { isFailed: true, log } }]
    })
    const run = await world.deploy(
      sim,
      {
        'validate-only': 'true',
        'project-name': '',
        'project-path': '.',
        projects: `${PROJECT}=sample-project\ntracking`
      },
      {
        prepareWorkspace: workspace =>
          cp(fixture, path.join(workspace, 'tracking'), { recursive: true })
      }
    )
    expectExitCode(run, 1)
    const text = await readFile(
      path.join(fixture, '_project/Code_SOOrderEntry_Extension.xml'),
      'utf8'
    )
    const start = text.indexOf('<![CDATA[')
    const trackingLine = text.slice(0, start).split('\n').length + 14
    expect(text.split(/\r?\n/)[trackingLine - 1]).toContain('UsrTrackingNbr')
    expect(
      JSON.parse(run.result.outputs['publish-findings-json']).map(
        (f: { project: string; file: string; line: number }) => [f.project, f.file, f.line]
      )
    ).toEqual([
      ['AcmeTracking', fragment, trackingLine],
      ['AcmeTracking', 'tracking/_project/pages_so_so301000_aspx.xml', 1],
      [PROJECT, FILE, await sampleLine('SOOrderEntryPriorityExt', 3)]
    ])
    expect(
      run.runner.lines.filter(l => l.file !== undefined).map(l => `${l.file}:${l.line}`)
    ).toEqual([
      `${fragment}:${trackingLine}`,
      'tracking/_project/pages_so_so301000_aspx.xml:1',
      `${FILE}:${await sampleLine('SOOrderEntryPriorityExt', 3)}`
    ])
  })
})

describe('what GitHub shows', () => {
  it('annotates 10 errors a step, those pointed at a line first, then says where the rest are', async () => {
    const unknown = Array.from({ length: 12 }, (_, i) => entry('error', `Step ${i} broke.`))
    const compile = Array.from({ length: 12 }, (_, i) =>
      entry(
        'error',
        `App_RuntimeCode\\SOOrderEntryPriorityExt.cs(${i + 1}): error CS1002: ; expected`
      )
    )
    const { sim } = await world.startWorld({
      publishEndScript: [{ json: { isFailed: true, log: [...unknown, ...compile] } }]
    })
    const run = await world.deploy(sim, { 'validate-only': 'true' })
    const errors = run.runner.lines.filter(l => l.level === 'error')
    expect(errors).toHaveLength(10)
    expect(errors.every(l => l.file === FILE && l.line !== undefined)).toBe(true)
    expect(errors[0].line).toBe(await sampleLine('SOOrderEntryPriorityExt', 1))
    expect(run.output).toContain('14 more publish messages are not annotated')
    // Every one of them is in the log as it came.
    for (const e of [...unknown, ...compile]) expect(run.output).toContain(e.message)
    expect(JSON.parse(run.result.outputs['publish-findings-json'])).toHaveLength(12)
  })

  it('points the warnings of a completed publish, which still succeeds', async () => {
    const warnings = [
      entry(
        'warning',
        "App_RuntimeCode\\SOOrderEntryPriorityExt.cs(13,9): warning CS0618: 'Events.RowPersisting<SOOrder>' is obsolete"
      ),
      entry(
        'warning',
        "Another process has added the 'FeaturesSet' record. Your changes will be lost."
      )
    ]
    const { sim } = await world.startWorld({
      publishEndScript: [
        {
          json: { isCompleted: true, log: [...warnings, entry('information', 'Website updated.')] }
        }
      ]
    })
    const run = await world.deploy(sim)
    expectExitCode(run, 0)
    expect(run.result.outputs.result).toBe('published')
    const pointed = run.runner.lines.filter(l => l.file !== undefined)
    expect(pointed).toEqual([
      expect.objectContaining({
        level: 'warning',
        file: FILE,
        line: await sampleLine('SOOrderEntryPriorityExt', 13),
        title: `CS0618: ${ITEM} (${PROJECT})`
      })
    ])
    expect(run.markdown).toContain('### Where the publish warned')
    expect(run.markdown).not.toContain('Where it failed')
  })

  it('makes hostile messages safe: no workflow command, bounded, one line', async () => {
    const hostile = [
      entry(
        'error',
        `::add-mask::x\n::error file=.github/workflows/x.yml,line=1::App_RuntimeCode\\SOOrderEntryPriorityExt.cs(2): error CS0103: ${'y'.repeat(100_000)}`
      ),
      entry('error', `##[set-output name=result;]published ${'z'.repeat(100_000)}`)
    ]
    const { sim } = await world.startWorld({
      publishEndScript: [{ json: { isFailed: true, log: hostile } }]
    })
    const run = await world.deploy(sim, { 'validate-only': 'true' })
    expectExitCode(run, 1)
    const annotations = run.runner.lines.filter(l => l.level === 'error')
    for (const annotation of annotations) {
      expect(annotation.message.length).toBeLessThan(3000)
      expect(annotation.message).not.toMatch(/[\r\n]/)
      expect(annotation.message.trimStart().startsWith('::')).toBe(false)
      expect(annotation.message).not.toContain('##[')
    }
    // The first one still points at its line (the compile line is read past the commands).
    expect(annotations.find(l => l.file === FILE)?.line).toBe(
      await sampleLine('SOOrderEntryPriorityExt', 2)
    )
    const json = JSON.parse(run.result.outputs['publish-findings-json'])
    expect(json[0].message.length).toBeLessThan(1100)
    expect(run.result.outputs.result).toBe('failed')
  })
})
