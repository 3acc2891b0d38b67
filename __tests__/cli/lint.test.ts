// The command line's lint in-process (main(argv, io)): its exit codes (fail-on met or not, a
// wrong command line) and the outputs as JSON. The lint action over dist/lint/ is
// __tests__/e2e/lint.test.ts.
import { describe, expect, it } from '@jest/globals'
import { brokenProject, cleanProject } from '../../test-support/lint-projects.js'
import { runMain } from './run-main.js'
import { tempFolder } from '../../test-support/temp-folders.js'

describe('the command line lint', () => {
  async function cli(args: string[], prepare = brokenProject) {
    const cwd = await tempFolder('acu-lint-')
    await prepare(cwd)
    return runMain(['lint', '--project-path', 'acme', ...args], { cwd })
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
