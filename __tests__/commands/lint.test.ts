// The lint action's step in-process with the test runner (moved from the e2e tests, which keep
// what only the bundle in a real process shows: the workflow commands and the exit code).
import { runCommand } from '../../src/runner/command.js'
import { afterEach, describe, expect, it } from '@jest/globals'
import { createRequire } from 'node:module'
import { lstat, mkdir, mkdtemp, readFile, readdir, rm, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { lintCommand } from '../../src/commands/lint.js'
import { lintActionYml } from '../../test-support/run-action.js'
import { runnerForAction } from '../../test-support/test-runner.js'
import { renderMarkdown } from '../../src/report/markdown.js'
import type { Summary } from '../../src/shared/summary.js'

/** The job summary as the Actions runner writes it. */
const markdownOf = (summary: Summary | undefined): string =>
  summary === undefined ? '' : renderMarkdown(summary)

const require = createRequire(import.meta.url)
expect.extend(require('@microsoft/jest-sarif') as Parameters<typeof expect.extend>[0])
declare module 'expect' {
  interface Matchers<R> {
    toBeValidSarifLog(): R
  }
}

let workspace = ''
let outside = ''
afterEach(async () => {
  for (const folder of [workspace, outside]) {
    if (folder) await rm(folder, { recursive: true, force: true })
  }
  workspace = ''
  outside = ''
})

/** A package folder with an unguarded script (ACU003) and a listed file that is missing (ACU002). */
async function brokenProject(folder: string): Promise<void> {
  await mkdir(path.join(folder, 'acme'), { recursive: true })
  await writeFile(
    path.join(folder, 'acme', 'project.xml'),
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

/** The same project with the file there and the script guarded: nothing to report. */
async function cleanProject(folder: string): Promise<void> {
  await mkdir(path.join(folder, 'acme', 'Bin'), { recursive: true })
  await writeFile(path.join(folder, 'acme', 'Bin', 'Acme.dll'), 'MZ')
  await writeFile(
    path.join(folder, 'acme', 'project.xml'),
    `<Customization level="0" description="Acme" product-version="24.210">\n    <File AppRelativePath="Bin\\Acme.dll" />\n</Customization>\n`
  )
}

async function lint(inputs: Record<string, string>, prepare = brokenProject) {
  workspace = await mkdtemp(path.join(tmpdir(), 'lint-step-'))
  await prepare(workspace)
  const runner = runnerForAction(lintActionYml, inputs, { workspace })
  return { runner, result: await runCommand(lintCommand, runner) }
}

describe('the lint step', () => {
  it('annotates each finding on its project.xml line, writes SARIF and fails on an error', async () => {
    const { runner, result } = await lint({ 'project-path': 'acme', sarif: 'out/lint.sarif' })
    expect(result.result).toBe('failed')
    expect(result.outputs['errors']).toBe('1')
    expect(result.outputs['warnings']).toBe('1')
    const annotated = runner.lines.filter(line => line.file !== undefined)
    expect(annotated.map(a => [a.level, a.title, a.file, a.line])).toEqual([
      ['error', 'ACU002', 'acme/project.xml', 2],
      ['warning', 'ACU003', 'acme/project.xml', 4]
    ])
    const findings = JSON.parse(result.outputs['findings-json']) as { rule: string; line: number }[]
    expect(findings.map(f => [f.rule, f.line])).toEqual([
      ['ACU002', 2],
      ['ACU003', 4]
    ])
    const sarifPath = result.outputs['sarif-path']
    expect(sarifPath).toBe(path.join(workspace, 'out', 'lint.sarif'))
    const sarif = JSON.parse(await readFile(sarifPath, 'utf8'))
    expect(sarif).toBeValidSarifLog()
    expect(sarif.runs[0].results[0].locations[0].physicalLocation.artifactLocation.uri).toBe(
      'acme/project.xml'
    )
    expect(result.failure).toContain('1 error-level finding (fail-on: error)')
    expect(markdownOf(result.summary)).toContain('| ACU003 | warning | 1 |')
  })

  it('passes with fail-on: never, and fails on a warning with fail-on: warning', async () => {
    const never = await lint({ 'project-path': 'acme', 'fail-on': 'never' })
    expect(never.result.failure).toBeUndefined()
    expect(never.result.outputs['errors']).toBe('1')
    await rm(workspace, { recursive: true, force: true })
    const warning = await lint({ 'project-path': 'acme', 'fail-on': 'warning', disable: 'ACU002' })
    expect(warning.result.result).toBe('failed')
    expect(warning.result.outputs['errors']).toBe('0')
    expect(warning.result.outputs['warnings']).toBe('1')
  })

  it('passes a clean project with no annotation', async () => {
    const { runner, result } = await lint({ 'project-path': 'acme' }, cleanProject)
    expect(result.result).toBe('passed')
    expect(result.failure).toBeUndefined()
    expect(result.outputs['errors']).toBe('0')
    expect(runner.lines.filter(line => line.level !== 'info')).toEqual([])
  })

  it('a wrong input fails before any file is read, naming the input', async () => {
    const { result } = await lint({ 'project-path': 'acme', 'fail-on': 'sometimes' })
    expect(result.result).toBe('failed')
    expect(result.failure).toContain('fail-on')
    expect(result.outputs).toEqual({})
  })
})

describe('the SARIF file is never written through a symbolic link', () => {
  /** A folder outside the workspace holding a file of the user's. */
  async function outsideFolder(): Promise<string> {
    outside = await mkdtemp(path.join(tmpdir(), 'lint-outside-'))
    await writeFile(path.join(outside, 'mine.txt'), 'mine')
    return outside
  }

  it('refuses a link as the file, naming the sarif input; the file it points at is untouched', async () => {
    const target = path.join(await outsideFolder(), 'mine.txt')
    const { result } = await lint(
      { 'project-path': 'acme', sarif: 'out/lint.sarif' },
      async folder => {
        await brokenProject(folder)
        await mkdir(path.join(folder, 'out'))
        await symlink(target, path.join(folder, 'out', 'lint.sarif'))
      }
    )
    expect(result.result).toBe('failed')
    expect(result.failure).toMatch(
      /^Input 'sarif' \(".*lint\.sarif"\) leads through a symbolic link, ".*out[\\/]lint\.sarif": .*Remove the link or choose another path\.$/
    )
    expect(await readFile(target, 'utf8')).toBe('mine')
    expect((await lstat(path.join(workspace, 'out', 'lint.sarif'))).isSymbolicLink()).toBe(true)
  })

  it.each([
    ['the parent folder', 'out/lint.sarif', 'out'],
    ['a folder further up', 'reports/ci/lint.sarif', 'reports']
  ])('refuses a link as %s: nothing is written outside', async (_what, sarif, linked) => {
    const folderOutside = await outsideFolder()
    const { result } = await lint({ 'project-path': 'acme', sarif }, async folder => {
      await brokenProject(folder)
      await mkdir(path.join(folderOutside, 'ci'))
      await symlink(folderOutside, path.join(folder, linked), 'dir')
    })
    expect(result.result).toBe('failed')
    expect(result.failure).toContain("Input 'sarif'")
    expect(result.failure).toContain(`"${path.join(workspace, linked)}"`)
    expect(await readdir(folderOutside)).toEqual(['ci', 'mine.txt'])
    expect(await readdir(path.join(folderOutside, 'ci'))).toEqual([])
  })

  it('writes over an earlier SARIF file (a file, not a link), leaving no temporary file', async () => {
    const { result } = await lint({ 'project-path': 'acme', sarif: 'lint.sarif' }, async folder => {
      await brokenProject(folder)
      await writeFile(path.join(folder, 'lint.sarif'), 'old')
    })
    expect(result.outputs['sarif-path']).toBe(path.join(workspace, 'lint.sarif'))
    expect(
      JSON.parse(await readFile(path.join(workspace, 'lint.sarif'), 'utf8'))
    ).toBeValidSarifLog()
    expect((await readdir(workspace)).sort()).toEqual(['acme', 'lint.sarif'])
  })
})
