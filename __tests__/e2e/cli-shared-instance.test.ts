// End to end over dist/cli: a shared instance from the command line. A deploy cancelled during
// its publish, then a second deploy at once: the second waits for the first's publish instead of
// importing into it, and the first run's backup file still holds the previous version. And the
// `remove NAME...` command.
import { describe, expect, it } from '@jest/globals'
import { cp, mkdtemp, readdir, readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { useWorld } from '../../test-support/e2e-world.js'
import { runCli, type CliRun } from '../../test-support/run-cli.js'
import {
  API,
  PROJECT,
  SAMPLE_IN_WORKSPACE,
  USER,
  calls,
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
    const cwd = await mkdtemp(path.join(tmpdir(), 'acu-cli-shared-'))
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

  it('remove NAME: unpublishes it by publishing the others, exit 0', async () => {
    const zip = await previousVersionZip()
    const world = await start({ projects: { AcmeSales: zip, 'Manufacturing.20.104.0012.31': zip } })
    const cwd = await mkdtemp(path.join(tmpdir(), 'acu-cli-remove-'))
    const run = await cli(world, cwd, ['remove', 'AcmeSales', '--json'])

    expect(run.code).toBe(0)
    expect(JSON.parse(run.stdout)).toMatchObject({ result: 'removed' })
    expect(world.sim.published).toEqual(['Manufacturing.20.104.0012.31'])
    expect(await readdir(path.join(cwd, 'backups'))).toHaveLength(2)
    expect(calls(world.sim)).not.toContain(`POST ${API.import}`)
    expect(world.sim.openSessions()).toBe(0)
  })

  it('remove without a name: a usage error, nothing sent', async () => {
    const world = await start()
    const cwd = await mkdtemp(path.join(tmpdir(), 'acu-cli-remove-'))
    const run = await cli(world, cwd, ['remove'])

    expect(run.code).toBe(2)
    expect(run.stderr).toContain('remove needs the names of the projects to unpublish')
    expect(world.sim.requests).toEqual([])
  })
})
