// End to end over dist/cli/: what of the command line's native feel only a process shows:
// --version and -V from the bin, also from what the npm package ships (no src/), and a cancelled
// deploy (SIGINT during the publish) in the command line's words. The rest runs in-process:
// __tests__/cli/native.test.ts.
import { describe, expect, it } from '@jest/globals'
import { spawnSync } from 'node:child_process'
import { cp, readFile } from 'node:fs/promises'
import path from 'node:path'
import { useWorld } from '../../test-support/e2e-world.js'
import { repoRoot, runCli, type CliRun } from '../../test-support/run-cli.js'
import { tempFolder } from '../../test-support/temp-folders.js'
import {
  API,
  waitForCalls,
  type World,
  PASSWORD_ENV,
  cliDeployArgs,
  withSampleProject
} from '../../test-support/world.js'

const { start } = useWorld({ projects: {} })
const RUNNER_WORDS = /post step|this runner|artifact|job summary|workflow|Actions cache/i

async function cliDeploy(
  world: World,
  flags: string[] = [],
  options: Parameters<typeof runCli>[1] = {}
): Promise<CliRun> {
  const cwd = await withSampleProject(await tempFolder('acu-cli-native-'))
  return runCli(cliDeployArgs(world.sim, flags), {
    cwd,
    ...options,
    env: { ...PASSWORD_ENV, ...options.env }
  })
}

describe('the command line feels native (over dist/cli/)', () => {
  it('--version and -V print the version of package.json, exit 0', async () => {
    const pkg = JSON.parse(await readFile(path.join(repoRoot, 'package.json'), 'utf8')) as {
      version: string
    }
    for (const flag of ['--version', '-V']) {
      const run = await runCli([flag])
      expect(run.code).toBe(0)
      expect(run.stdout).toBe(`${pkg.version}\n`)
      expect(run.stderr).toBe('')
    }
    // From what the npm package ships (dist/, package.json, the action.yml files), no src/.
    const packed = await tempFolder('acu-packed-')
    for (const part of ['dist', 'package.json', 'action.yml', 'export', 'lint', 'fleet']) {
      await cp(path.join(repoRoot, part), path.join(packed, part), { recursive: true })
    }
    const child = spawnSync(process.execPath, [path.join(packed, 'dist', 'cli', 'index.js'), '-V'])
    expect(child.status).toBe(0)
    expect(child.stdout.toString()).toBe(`${pkg.version}\n`)
  })

  it('a cancelled deploy (SIGINT during the publish) in the command line’s words', async () => {
    const world = await start({ publishEndScript: [{ text: 'false' }] })
    const run = await cliDeploy(world, ['--publish-timeout', '60', '--poll-interval', '0.2'], {
      interruptWhen: () => waitForCalls(world.sim, API.publishEnd, 3)
    })
    expect(run.code).toBe(130)
    expect(run.stderr).toContain('Received SIGINT: stopping.')
    expect(run.stdout + run.stderr).not.toMatch(RUNNER_WORDS)
  })
})
