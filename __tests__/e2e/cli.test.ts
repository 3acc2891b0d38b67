// End to end over dist/cli/, what only a process shows: the bundled bin, the API session released
// on Ctrl-C, SIGTERM and SIGHUP with exit 130, and the command `npm run simulator` prints run as
// printed. The command line's behaviour runs in-process in __tests__/cli/commands.test.ts.
import { describe, expect, it } from '@jest/globals'
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { useWorld } from '../../test-support/e2e-world.js'
import {
  distCli,
  repoRoot,
  runCli,
  waitForOutput,
  type CliRun
} from '../../test-support/run-cli.js'
import { tempFolder } from '../../test-support/temp-folders.js'
import {
  API,
  USER,
  calls,
  cookieValues,
  requestsTo,
  waitForCalls,
  type World,
  PASSWORD_ENV,
  cliDeployArgs,
  withSampleProject
} from '../../test-support/world.js'

const { start } = useWorld({ projects: {} })

/** A deploy of the sample project with the command line, from a folder holding it. */
async function cliDeploy(
  world: World,
  flags: string[] = [],
  options: Parameters<typeof runCli>[1] = {}
): Promise<CliRun> {
  const cwd = await withSampleProject(await tempFolder('acu-cli-'))
  return runCli(cliDeployArgs(world.sim, flags), {
    cwd,
    ...options,
    env: { ...PASSWORD_ENV, ...options.env }
  })
}

/** What every run must show: no workflow command, no secret, no session left open. */
function expectClean(world: World, run: CliRun): void {
  const all = run.stdout + run.stderr
  expect(all).not.toMatch(/^::/m)
  expect(all).not.toContain(USER.password)
  for (const cookie of cookieValues(world.sim)) expect(all).not.toContain(cookie)
  expect(world.sim.openSessions()).toBe(0)
}

describe('command line over dist/cli/', () => {
  it('is bundled, with the bin that package.json names', async () => {
    expect(existsSync(distCli)).toBe(true)
    const pkg = JSON.parse(await readFile(path.join(repoRoot, 'package.json'), 'utf8')) as {
      bin: Record<string, string>
    }
    expect(pkg.bin).toEqual({ 'acumatica-customization-deploy': 'dist/cli/index.js' })
    expect((await readFile(distCli, 'utf8')).startsWith('#!/usr/bin/env node\n')).toBe(true)
  })

  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    it(`${signal} during the publish: stops, logs out, exit 130`, async () => {
      const world = await start({ publishEndScript: [{ text: 'false' }] })
      const run = await cliDeploy(world, ['--publish-timeout', '60', '--poll-interval', '0.2'], {
        interruptWhen: () => waitForCalls(world.sim, API.publishEnd, 3),
        signal
      })
      expect(run.code).toBe(130)
      expect(run.stderr).toContain(`Received ${signal}`)
      expect(run.stderr).toContain('Logged out of')
      expect(calls(world.sim).at(-1)).toBe(`POST ${API.logout}`)
      expect(requestsTo(world.sim, API.logout)[0].status).toBe(204)
      expectClean(world, run)
    })
  }

  it('the command `npm run simulator` prints deploys to it, as printed', async () => {
    const simulator = spawn(
      process.execPath,
      ['--import', 'tsx', 'simulator/cli.ts', '--port', '0', '--quiet', '--no-artifacts'],
      {
        cwd: repoRoot,
        stdio: ['ignore', 'pipe', 'inherit']
      }
    )
    let out = ''
    simulator.stdout.on('data', (d: Buffer) => (out += d.toString()))
    try {
      await waitForOutput(() => out, /Ctrl-C stops/)
      const command = /^ {2}(ACUMATICA_PASSWORD=.*)$/m.exec(out)?.[1]
      expect(command).toBeDefined()
      expect(command).not.toContain('...')
      // The backup folder's default is the user's state folder: a temporary one here.
      const state = await tempFolder('acu-cli-state-')
      const run = spawn('sh', ['-c', command ?? 'false'], {
        cwd: repoRoot,
        env: { ...process.env, XDG_STATE_HOME: state },
        stdio: ['ignore', 'pipe', 'pipe']
      })
      let log = ''
      run.stdout.on('data', (d: Buffer) => (log += d.toString()))
      run.stderr.on('data', (d: Buffer) => (log += d.toString()))
      const code = await new Promise<number | null>(resolve => run.on('exit', c => resolve(c)))
      expect(log).toContain('Result: published SamplePriority')
      expect(code).toBe(0)
    } finally {
      simulator.kill('SIGINT')
    }
  }, 60_000)
})
