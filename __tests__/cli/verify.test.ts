// The command line's verify in-process (main(argv, io)) with its exit codes: what users meet
// after a publish that said "completed". The action's verification cases run the steps
// in-process too: __tests__/flows/verify-live.test.ts.
import { describe, expect, it } from '@jest/globals'
import {
  API,
  PROJECT,
  USER,
  cookieValues,
  previousVersionZip,
  requestsTo,
  type World
} from '../../test-support/world.js'
import { useCliWorld } from './run-main.js'
import type { CliRun } from '../../test-support/run-cli.js'
import { runMain } from './run-main.js'
import type { SimulatorOptions } from '../../simulator/index.js'

// publishEnd completes on the second poll with no warning entry, so a run's warnings are its own.
const { start } = useCliWorld({ publishEndScript: [{ text: 'false' }, { text: 'true' }] })

async function startStored(options: SimulatorOptions = {}): Promise<World> {
  return start({ projects: { [PROJECT]: await previousVersionZip() }, ...options })
}

describe("the command line's verify", () => {
  const PASSWORD_ENV = { ACUMATICA_PASSWORD: USER.password }

  function cliVerify(world: World, flags: string[]): Promise<CliRun> {
    return runMain(
      [
        'verify',
        '--base-url',
        world.sim.url,
        '--username',
        USER.name,
        '--poll-interval',
        '0.05',
        '--verify-timeout',
        '1',
        ...flags
      ],
      { env: PASSWORD_ENV }
    )
  }

  function expectClean(world: World, run: CliRun): void {
    const all = run.stdout + run.stderr
    expect(all).not.toContain(USER.password)
    for (const cookie of cookieValues(world.sim)) expect(all).not.toContain(cookie)
    expect(world.sim.openSessions()).toBe(0)
    // Nothing is imported or published.
    expect(requestsTo(world.sim, API.import)).toHaveLength(0)
    expect(requestsTo(world.sim, API.publishBegin)).toHaveLength(0)
  }

  it('exit 0 when what is published passes: the projects listed, the entity answers, the screen opens', async () => {
    const world = await startStored()
    const run = await cliVerify(world, [
      '--project-name',
      PROJECT,
      '--verify-entities',
      'SalesOrder',
      '--verify-screens',
      'SO301000',
      '--json'
    ])
    expect(run.code).toBe(0)
    expect(JSON.parse(run.stdout)).toMatchObject({
      result: 'verified',
      'instance-version': '24.210.0016'
    })
    expect(run.stderr).toContain(`Verified ${world.sim.url}: the site answers`)
    expect(requestsTo(world.sim, API.logout)).toHaveLength(1)
    expectClean(world, run)
  })

  it('exit 5 (unverified) when a project named is not published', async () => {
    const world = await startStored()
    const run = await cliVerify(world, ['--project-name', `${PROJECT},Missing`])
    expect(run.code).toBe(5)
    expect(run.stdout).toContain('getPublished does not list Missing')
    expectClean(world, run)
  })

  it('exit 7 (needs-restart) when a screen answers 403 until verify-timeout', async () => {
    const world = await startStored({ screens: { CR306000: 'forbidden' } })
    const run = await cliVerify(world, ['--verify-screens', 'CR306000'])
    expect(run.code).toBe(7)
    expect(run.stdout).toContain('The site needs one more application restart')
    expectClean(world, run)
  })

  it('exit 2 for a flag verify does not take', async () => {
    const world = await startStored()
    const run = await cliVerify(world, ['--project-path', 'x'])
    expect(run.code).toBe(2)
    expect(world.sim.requests).toHaveLength(0)
  })
})
