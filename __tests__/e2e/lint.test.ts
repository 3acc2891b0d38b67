// End to end over dist/lint/: the lint action as a runner runs it (annotations on the item's file
// and line, outputs, the SARIF file, fail-on). The command line's lint and its exit codes run
// in-process (__tests__/cli/lint.test.ts), and so does the deploy's lint before login
// (__tests__/flows/deploy-lint.test.ts).
import { beforeAll, describe, expect, it } from '@jest/globals'
import { createRequire } from 'node:module'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { distLintMain, lintActionYml, runAction } from '../../test-support/run-action.js'
import { brokenProject } from '../../test-support/lint-projects.js'
import { annotations, requireDist } from '../../test-support/world.js'

const require = createRequire(import.meta.url)
expect.extend(require('@microsoft/jest-sarif') as Parameters<typeof expect.extend>[0])
declare module 'expect' {
  interface Matchers<R> {
    toBeValidSarifLog(): R
  }
}

beforeAll(requireDist)

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

// The deploy's lint before login: in-process, __tests__/flows/deploy-lint.test.ts.
