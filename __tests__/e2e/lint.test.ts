// End to end over dist/lint/ and dist/cli/: the lint action as a runner runs it (annotations on the
// item's file and line, outputs, the SARIF file, fail-on), and the command line's lint and its exit
// codes. The deploy's lint before login runs in-process: __tests__/flows/deploy-lint.test.ts.
import { beforeAll, describe, expect, it } from '@jest/globals'
import { createRequire } from 'node:module'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { distLintMain, lintActionYml, runAction } from '../../test-support/run-action.js'
import { runCli } from '../../test-support/run-cli.js'
import { annotations, requireDist } from '../../test-support/world.js'

const require = createRequire(import.meta.url)
expect.extend(require('@microsoft/jest-sarif') as Parameters<typeof expect.extend>[0])
declare module 'expect' {
  interface Matchers<R> {
    toBeValidSarifLog(): R
  }
}

beforeAll(requireDist)

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

/** The same project with the file there and the script guarded: nothing to report. */
async function cleanProject(workspace: string, folder = 'acme'): Promise<void> {
  await mkdir(path.join(workspace, folder, 'Bin'), { recursive: true })
  await writeFile(path.join(workspace, folder, 'Bin', 'Acme.dll'), 'MZ')
  await writeFile(
    path.join(workspace, folder, 'project.xml'),
    `<Customization level="0" description="Acme" product-version="24.210">\n    <File AppRelativePath="Bin\\Acme.dll" />\n</Customization>\n`
  )
}

function runLintAction(inputs: Record<string, string>, prepare = brokenProject) {
  return runAction({
    inputs,
    actionYml: lintActionYml,
    mainScript: distLintMain,
    skipPost: true,
    timeoutMs: 30_000,
    prepareWorkspace: workspace => prepare(workspace)
  })
}

describe('the lint action', () => {
  it('annotates each finding on its project.xml line, writes SARIF and fails on an error', async () => {
    const run = await runLintAction({ 'project-path': 'acme', sarif: 'out/lint.sarif' })
    expect(run.main.exitCode).toBe(1)
    expect(run.outputs['errors']).toBe('1')
    expect(run.outputs['warnings']).toBe('1')
    // @actions/core writes the properties as title, file, line: the runner reads them by name.
    const commands = run.main.stdout.split(/\r?\n/).filter(line => /^::(error|warning) /.test(line))
    expect(commands.map(line => line.slice(0, line.indexOf('::', 2)))).toEqual([
      '::error title=ACU002,file=acme/project.xml,line=2',
      '::warning title=ACU003,file=acme/project.xml,line=4'
    ])
    const findings = JSON.parse(run.outputs['findings-json']) as { rule: string; line: number }[]
    expect(findings.map(f => [f.rule, f.line])).toEqual([
      ['ACU002', 2],
      ['ACU003', 4]
    ])
    const sarifPath = run.outputs['sarif-path']
    expect(sarifPath).toBe(path.join(run.workspace, 'out', 'lint.sarif'))
    const sarif = JSON.parse(await readFile(sarifPath, 'utf8'))
    expect(sarif).toBeValidSarifLog()
    expect(sarif.runs[0].results[0].locations[0].physicalLocation.artifactLocation.uri).toBe(
      'acme/project.xml'
    )
    expect(annotations(run.main.stdout, 'error').at(-1)).toContain(
      '1 error-level finding (fail-on: error)'
    )
    expect(run.summary).toContain('| ACU003 | warning | 1 |')
  })

  // fail-on never and warning, a clean project: in-process, __tests__/commands/lint.test.ts.
})

describe('the command line lint', () => {
  async function cli(args: string[], prepare = brokenProject) {
    const { mkdtemp } = await import('node:fs/promises')
    const { tmpdir } = await import('node:os')
    const cwd = await mkdtemp(path.join(tmpdir(), 'acu-lint-'))
    await prepare(cwd)
    return runCli(['lint', '--project-path', 'acme', ...args], { cwd })
  }

  it('exits 1 when fail-on is met, 0 otherwise, 2 on a wrong command line', async () => {
    const failing = await cli([])
    expect(failing.code).toBe(1)
    expect(failing.stderr).toContain('error (ACU002): acme/project.xml:2:')
    expect((await cli(['--fail-on', 'never'])).code).toBe(0)
    expect((await cli(['--fail-on', 'warning', '--disable', 'ACU002'])).code).toBe(1)
    expect((await cli(['--disable', 'ACU002'])).code).toBe(0)
    expect((await cli([], cleanProject)).code).toBe(0)
    expect((await cli(['--no-such-flag', 'x'])).code).toBe(2)
  })

  it('prints the outputs as JSON with --json', async () => {
    const run = await cli(['--json', '--fail-on', 'never'])
    const outputs = JSON.parse(run.stdout) as Record<string, unknown>
    expect(outputs['errors']).toBe(1)
    expect(outputs['findings-json']).toHaveLength(2)
  })
})

// The deploy's lint before login: in-process, __tests__/flows/deploy-lint.test.ts.
