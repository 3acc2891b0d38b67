// End to end over dist/cli, where a process is the point: users are always let back in from the
// command line. A deploy whose stderr is piped into a reader that goes away (`2>&1 | head`) meets
// EPIPE between the schedule and the stop: it must end as a cancellation does (the lockout
// stopped, logged out, its temp folder removed), never die. And a stop that fails for good makes
// the command fail (exit 1, `--json` says `"lockout": "on"`) whatever the deploy's result.
import { describe, expect, it } from '@jest/globals'
import { spawn } from 'node:child_process'
import { cp, readdir } from 'node:fs/promises'
import path from 'node:path'
import { useWorld } from '../../test-support/e2e-world.js'
import { tempFolder } from '../../test-support/temp-folders.js'
import { distCli, runCli } from '../../test-support/run-cli.js'
import {
  PROJECT,
  SAMPLE_IN_WORKSPACE,
  USER,
  sampleProjectPath,
  waitForCalls,
  type World
} from '../../test-support/world.js'

const { start } = useWorld({ projects: {}, publishEndScript: [{ text: 'true' }] })

const ENDPOINT = { endpoint: 'Lock', version: '1', entity: 'ApplyUpdate' }
const SCHEDULE = '/entity/Lock/1/ApplyUpdate/scheduleLockoutCommand'

function deployArgs(world: World): string[] {
  return [
    'deploy',
    '--base-url',
    world.sim.url,
    '--username',
    USER.name,
    '--project-name',
    PROJECT,
    '--project-path',
    SAMPLE_IN_WORKSPACE,
    '--maintenance-endpoint',
    'Lock/1/ApplyUpdate',
    '--poll-interval',
    '0.2',
    '--login-retry-delay',
    '0.05',
    '--backup-dir',
    'backups'
  ]
}

async function workspace(): Promise<string> {
  const cwd = await tempFolder('acu-cli-lockout-')
  await cp(sampleProjectPath, path.join(cwd, SAMPLE_IN_WORKSPACE), { recursive: true })
  return cwd
}

describe('the command line lets users back in', () => {
  it('a closed stderr pipe between the schedule and the stop: stopped, logged out, temp folder removed', async () => {
    const world = await start({ applyUpdates: ENDPOINT, publishTakesMs: 1500 })
    const cwd = await workspace()
    const runnerTemp = await tempFolder('acu-cli-temp-')
    const child = spawn(process.execPath, [distCli, ...deployArgs(world)], {
      cwd,
      env: {
        PATH: process.env.PATH ?? '',
        ACUMATICA_PASSWORD: USER.password,
        RUNNER_TEMP: runnerTemp,
        XDG_STATE_HOME: runnerTemp
      },
      stdio: ['ignore', 'pipe', 'pipe']
    })
    let stdout = ''
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()))
    child.stderr.resume()
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000)
    const exited = new Promise<[number | null, NodeJS.Signals | null]>(resolve =>
      child.on('exit', (code, signal) => resolve([code, signal]))
    )
    // As `| head` does once it has read its lines: the reader goes away while users are locked out.
    await waitForCalls(world.sim, SCHEDULE, 1)
    child.stderr.destroy()
    const [code, signal] = await exited
    clearTimeout(timer)

    // Ended as a cancellation does (exit 130), not killed by its own output (exit 1, a signal).
    expect({ code, signal }).toEqual({ code: 130, signal: null })
    expect(world.sim.lockout.state).toBe('Unlocked')
    expect(world.sim.openSessions()).toBe(0)
    expect((await readdir(runnerTemp)).filter(f => f.startsWith('acumatica-cli-'))).toEqual([])
    expect(stdout).toMatch(/^🚫 Cancelled: /m)
  }, 70_000)

  it('a stop that fails for good: exit 1 and "lockout": "on", whatever the deploy published', async () => {
    const world = await start({
      applyUpdates: { ...ENDPOINT, answers: { stopLockoutCommand: { status: 503 } } }
    })
    const cwd = await workspace()
    const run = await runCli([...deployArgs(world), '--verify-timeout', '0.5', '--json'], {
      cwd,
      env: { ACUMATICA_PASSWORD: USER.password },
      timeoutMs: 60_000
    })

    expect(run.code).toBe(1)
    const json = JSON.parse(run.stdout) as Record<string, unknown>
    expect(json).toMatchObject({ result: 'published', lockout: 'on' })
    expect(run.stderr).toContain('Users may still be locked out')
    expect(run.stderr).toContain(
      'A person ends it on the instance: Apply Updates (SM203510), Stop Lockout.'
    )
    expect(world.sim.lockout.state).toBe('Locked')
    expect(world.sim.openSessions()).toBe(0)
  }, 70_000)
})
