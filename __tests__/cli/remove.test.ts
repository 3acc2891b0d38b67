// The command line in-process (main(argv, io)): `remove NAME...` on a shared instance unpublishes
// the projects named by publishing the others; without a name it is a usage error. (The deploy
// cancelled during its publish is a signal: __tests__/e2e/cli-shared-instance.test.ts.)
import { describe, expect, it } from '@jest/globals'
import { readdir } from 'node:fs/promises'
import path from 'node:path'
import type { CliRun } from '../../test-support/run-cli.js'
import { runMain, useCliWorld } from './run-main.js'
import { tempFolder } from '../../test-support/temp-folders.js'
import { API, USER, calls, previousVersionZip, type World } from '../../test-support/world.js'

const { start } = useCliWorld({ projects: {} })

const PASSWORD_ENV = { ACUMATICA_PASSWORD: USER.password }

function cli(world: World, cwd: string, args: string[]): Promise<CliRun> {
  return runMain(
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
    { cwd, env: PASSWORD_ENV }
  )
}

describe('remove from the command line', () => {
  it('remove NAME: unpublishes it by publishing the others, exit 0', async () => {
    const zip = await previousVersionZip()
    const world = await start({ projects: { AcmeSales: zip, 'Manufacturing.20.104.0012.31': zip } })
    const cwd = await tempFolder('acu-cli-remove-')
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
    const cwd = await tempFolder('acu-cli-remove-')
    const run = await cli(world, cwd, ['remove'])

    expect(run.code).toBe(2)
    expect(run.stderr).toContain('remove needs the names of the projects to unpublish')
    expect(world.sim.requests).toEqual([])
  })
})
