// npm run test:live (scripts/live.ts) run against the simulator as it runs against a real
// instance: the tier itself must pass where every path works, fail where one does not, leave
// nothing published and no session open, and stay silent but for one line without its variables.
import { describe, expect, it } from '@jest/globals'
import { spawn } from 'node:child_process'
import path from 'node:path'
import { useWorld } from '../../test-support/e2e-world.js'
import { USER } from '../../test-support/world.js'
import { repoRoot } from '../../test-support/run-action.js'

const world = useWorld()

async function live(env: Record<string, string>): Promise<{ code: number | null; out: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join('scripts', 'live.ts')], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe']
  })
  let out = ''
  child.stdout.on('data', (d: Buffer) => (out += d.toString()))
  child.stderr.on('data', (d: Buffer) => (out += d.toString()))
  const code = await new Promise<number | null>(resolve => child.on('exit', resolve))
  return { code, out }
}

function liveEnv(url: string): Record<string, string> {
  return {
    ACUMATICA_LIVE_BASE_URL: url,
    ACUMATICA_LIVE_USERNAME: USER.name,
    ACUMATICA_LIVE_PASSWORD: USER.password
  }
}

describe('npm run test:live', () => {
  it('without its variables says which are missing and succeeds, running nothing', async () => {
    const run = await live({ ACUMATICA_LIVE_USERNAME: 'someone' })
    expect(run.code).toBe(0)
    expect(run.out.trim()).toBe(
      'test:live skipped: ACUMATICA_LIVE_BASE_URL, ACUMATICA_LIVE_PASSWORD not set (set them, and ' +
        'ACUMATICA_LIVE_TENANT if the instance has several tenants, to run it against a test instance).'
    )
  })

  it('passes against an instance where every path works, and leaves its project unpublished', async () => {
    const { sim } = await world.start()
    const run = await live(liveEnv(sim.url))
    expect(run.code).toBe(0)
    const project = /project (ZzLiveTest[A-Za-z0-9]{8})\n/.exec(run.out)?.[1]
    expect(project).toBeDefined()
    expect(run.out.split('\n').filter(line => line.startsWith('ok   '))).toHaveLength(5)
    expect(run.out).toContain('test:live passed')
    // It was imported and published, then unpublished; its stored copy stays (see CONTRIBUTING).
    expect(sim.imported.map(p => p.name)).toContain(project)
    expect(sim.published).not.toContain(project)
    expect(sim.openSessions()).toBe(0)
    expect(run.out).not.toContain(USER.password)
  }, 120_000)

  it('fails, with the command log, when the publish fails, and removes nothing it did not publish', async () => {
    const { sim } = await world.start({
      publishEndScript: [
        { text: 'false' },
        {
          json: {
            isFailed: true,
            log: [
              { timestamp: new Date().toISOString(), logType: 'error', message: 'Compile failed.' }
            ]
          }
        }
      ]
    })
    const run = await live(liveEnv(sim.url))
    expect(run.code).toBe(1)
    expect(run.out).toMatch(/^FAIL deploy publishes ZzLiveTest/m)
    expect(run.out).toContain('test:live: 1 check(s) failed')
    expect(run.out).not.toMatch(/remove unpublishes/)
    expect(sim.openSessions()).toBe(0)
    expect(run.out).not.toContain(USER.password)
  }, 120_000)
})
