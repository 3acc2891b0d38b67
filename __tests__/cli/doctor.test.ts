// The command line in-process (main(argv, io)): `doctor` as a user runs it, the password in the
// environment or on stdin. Exit 0 with an `ok` line a check on stdout when all pass; exit 1 with
// the FAIL line when one fails; exit 2 for a wrong command line. The session is released and
// nothing that changes the instance is called, read from the simulator's log.
import { describe, expect, it } from '@jest/globals'
import { useCliWorld } from './run-main.js'
import { runMain } from './run-main.js'
import { USER, cookieValues, type World } from '../../test-support/world.js'

const { start } = useCliWorld({ projects: {} })

const READS = [
  'POST /entity/auth/login',
  'POST /entity/auth/logout',
  'POST /CustomizationApi/getPublished',
  'POST /CustomizationApi/getProject'
]

function expectOnlyReads(world: World): void {
  expect(world.sim.openSessions()).toBe(0)
  for (const request of world.sim.requests) {
    const call = `${request.method} ${request.path}`
    if (!(request.method === 'GET' && /^\/entity(\/(?!auth\/)|$)/.test(request.path))) {
      expect(READS).toContain(call)
    }
  }
  expect(world.sim.imported).toEqual([])
  expect(world.sim.publishState).toBe('idle')
  expect(world.sim.lockout.state).toBe('Unlocked')
}

describe('doctor, in-process', () => {
  it('all pass: exit 0, one ok line a check on stdout, logged out; --json gives checks-json', async () => {
    const world = await start({
      applyUpdates: { endpoint: 'Lock', version: '1', entity: 'ApplyUpdate' }
    })
    const args = [
      'doctor',
      '--base-url',
      world.sim.url,
      '--username',
      USER.name,
      '--maintenance-endpoint',
      'Lock/1/ApplyUpdate'
    ]
    const run = await runMain(args, { env: { ACUMATICA_PASSWORD: USER.password } })
    expect(run.code).toBe(0)
    const lines = run.stdout.split('\n').filter(line => /^(ok|FAIL|skipped) /.test(line))
    expect(lines.map(line => line.split(' ')[0])).toEqual(['ok', 'ok', 'ok', 'ok', 'ok', 'ok'])
    expect(lines[0]).toBe(`ok ${world.sim.url} answers GET /entity (build 24.210.0016)`)
    expect(lines.at(-1)).toBe('ok logout: the API session is released')
    expect(world.sim.requests.filter(r => r.path === '/entity/auth/logout')).toHaveLength(1)

    // The password on stdin, the outputs as JSON on stdout.
    const json = await runMain([...args, '--json'], { stdin: `${USER.password}\n` })
    expect(json.code).toBe(0)
    const outputs = JSON.parse(json.stdout) as Record<string, unknown>
    expect(outputs.result).toBe('passed')
    expect(outputs['instance-version']).toBe('24.210.0016')
    expect((outputs['checks-json'] as { status: string }[]).map(c => c.status)).toEqual([
      'ok',
      'ok',
      'ok',
      'ok',
      'ok',
      'ok'
    ])
    for (const secret of [USER.password, ...cookieValues(world.sim)]) {
      expect(run.stdout + run.stderr + json.stdout + json.stderr).not.toContain(secret)
    }
    expectOnlyReads(world)
  })

  it('a wrong password: exit 1, the FAIL line names what to check, the rest skipped', async () => {
    const world = await start()
    const run = await runMain(
      ['doctor', '--base-url', world.sim.url, '--username', USER.name, '--login-attempts', '1'],
      { env: { ACUMATICA_PASSWORD: 'not-the-password' } }
    )
    expect(run.code).toBe(1)
    expect(run.stdout).toMatch(
      /^FAIL login as deployer: the instance refused the credentials \(HTTP 401\)\. Check username, the password/m
    )
    expect(run.stdout).toMatch(/^skipped getPublished: needs a login$/m)
    expect(run.stdout + run.stderr).not.toContain('not-the-password')
    expect(world.sim.sessionsCreated).toBe(0)
    expectOnlyReads(world)
  })

  it('a user without the Customizer role: exit 1, logged out', async () => {
    // The simulator's 403 for such a user is an assumed form (no source quotes a real answer).
    const world = await start({ users: [{ ...USER, customizer: false }] })
    const run = await runMain(['doctor', '--base-url', world.sim.url, '--username', USER.name], {
      env: { ACUMATICA_PASSWORD: USER.password }
    })
    expect(run.code).toBe(1)
    expect(run.stdout).toMatch(/^FAIL the Customization API \(getPublished\): .*Customizer role/m)
    expect(world.sim.requests.filter(r => r.path === '/entity/auth/logout')).toHaveLength(1)
    expectOnlyReads(world)
  })

  it('a flag doctor does not take: exit 2, nothing sent', async () => {
    const world = await start()
    const run = await runMain(
      ['doctor', '--base-url', world.sim.url, '--username', USER.name, '--project-name', 'X'],
      { env: { ACUMATICA_PASSWORD: USER.password } }
    )
    expect(run.code).toBe(2)
    expect(run.stderr).toMatch(/project-name/)
    expect(world.sim.requests).toEqual([])
  })
})
