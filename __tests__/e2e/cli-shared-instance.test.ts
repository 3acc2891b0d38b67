// End to end over dist/cli: a shared instance from the command line. A deploy cancelled during
// its publish, then a second deploy at once: the second waits for the first's publish instead of
// importing into it, and the first run's backup file still holds the previous version. (The
// `remove NAME...` command runs in-process: __tests__/cli/remove.test.ts.)
import { describe, expect, it } from '@jest/globals'
import { cp, readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { useWorld } from '../../test-support/e2e-world.js'
import { runCli, type CliRun } from '../../test-support/run-cli.js'
import { tempFolder } from '../../test-support/temp-folders.js'
import {
  API,
  PROJECT,
  SAMPLE_IN_WORKSPACE,
  USER,
  previousVersionZip,
  requestsTo,
  sampleProjectPath,
  waitForCalls,
  type World
} from '../../test-support/world.js'

const { start } = useWorld({ projects: {} })

const PASSWORD_ENV = { ACUMATICA_PASSWORD: USER.password }

function cli(
  world: World,
  cwd: string,
  args: string[],
  options: Parameters<typeof runCli>[1] = {}
): Promise<CliRun> {
  return runCli(
    [
      ...args,
      '--base-url',
      world.sim.url,
      '--username',
      USER.name,
      '--poll-interval',
      '0.2',
      '--login-retry-delay',
      '0.05',
      '--publish-timeout',
      '30',
      '--backup-dir',
      'backups'
    ],
    { cwd, timeoutMs: 60_000, ...options, env: { ...PASSWORD_ENV, ...options.env } }
  )
}

describe('a shared instance from the command line', () => {
  it('a deploy cancelled during its publish, then another at once: the second waits; no backup is overwritten', async () => {
    const previous = await previousVersionZip()
    const world = await start({
      projects: { [PROJECT]: previous },
      published: [PROJECT],
      publishTakesMs: 2500
    })
    const cwd = await tempFolder('acu-cli-shared-')
    await cp(sampleProjectPath, path.join(cwd, SAMPLE_IN_WORKSPACE), { recursive: true })
    const deploy = ['deploy', '--project-name', PROJECT, '--project-path', SAMPLE_IN_WORKSPACE]

    // The probe and one poll of the publish, then Ctrl-C: the publish goes on on the instance.
    const first = await cli(world, cwd, deploy, {
      interruptWhen: () => waitForCalls(world.sim, API.publishEnd, 2)
    })
    expect(first.code).toBe(130)
    expect(world.sim.publishState).toBe('running')

    const second = await cli(world, cwd, deploy)
    expect(second.code).toBe(0)
    expect(second.stderr).toMatch(
      /notice: Another publish is running on the instance; its last log line: "/
    )
    expect(second.stderr).toContain('Result: published')
    // One Import each; the second only after the first run's publish had ended.
    expect(requestsTo(world.sim, API.import).map(r => r.status)).toEqual([200, 200])
    expect(world.sim.imported).toHaveLength(2)

    // Both backups are there: the first still holds the version before either run.
    const files = (await readdir(path.join(cwd, 'backups'))).sort()
    expect(files).toHaveLength(2)
    const contents = await Promise.all(files.map(f => readFile(path.join(cwd, 'backups', f))))
    expect(contents[0]).toEqual(previous)
    expect(contents[1]).not.toEqual(previous)
    expect(world.sim.openSessions()).toBe(0)
  })
})
