// End to end over dist/cli/: the command line runs the actions' steps against the simulator as
// a user would (its own folder, the password in the environment or on stdin): the same outcomes
// as the actions, an exit code per result, the summary as text or the outputs as JSON, and the
// API session released at the end, on Ctrl-C and on SIGTERM. `build` gives the bytes the action
// imports; `published` lists what the instance runs.
import { describe, expect, it } from '@jest/globals'
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { cp, mkdtemp, readdir, readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { closedPort } from '../../test-support/ports.js'
import path from 'node:path'
import { useWorld } from '../../test-support/e2e-world.js'
import { runExport } from '../../test-support/export-world.js'
import {
  distCli,
  repoRoot,
  runCli,
  waitForOutput,
  type CliRun
} from '../../test-support/run-cli.js'
import {
  API,
  PROJECT,
  SAMPLE_IN_WORKSPACE,
  USER,
  calls,
  cookieValues,
  previousVersionZip,
  requestsTo,
  runDeploy,
  sampleProjectPath,
  waitForCalls,
  type World
} from '../../test-support/world.js'
import { readTree } from '../../test-support/zip.js'

const { start } = useWorld({ projects: {} })

const PASSWORD_ENV = { ACUMATICA_PASSWORD: USER.password }

/** A deploy of the sample project with the command line, from a folder holding it. */
async function cliDeploy(
  world: World,
  flags: string[] = [],
  options: Parameters<typeof runCli>[1] = {}
): Promise<CliRun> {
  const { mkdtemp } = await import('node:fs/promises')
  const { tmpdir } = await import('node:os')
  const cwd = await mkdtemp(path.join(tmpdir(), 'acu-cli-'))
  await cp(sampleProjectPath, path.join(cwd, SAMPLE_IN_WORKSPACE), { recursive: true })
  return runCli(
    [
      'deploy',
      '--base-url',
      world.sim.url,
      '--username',
      USER.name,
      '--project-name',
      PROJECT,
      '--project-path',
      SAMPLE_IN_WORKSPACE,
      '--poll-interval',
      '0.05',
      '--login-retry-delay',
      '0.05',
      '--publish-timeout',
      '20',
      ...flags
    ],
    { cwd, ...options, env: { ...PASSWORD_ENV, ...options.env } }
  )
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

  it('deploy over a previous version: published, exit 0, the backup kept in the backup folder, the summary as text', async () => {
    const previous = await previousVersionZip()
    const world = await start({ projects: { [PROJECT]: previous }, published: [PROJECT] })
    const run = await cliDeploy(world, ['--backup-dir', 'backups'])

    expect(run.code).toBe(0)
    expect(run.stderr).toContain(`Result: published ${PROJECT}`)
    // The summary, as plain text: the result alone on stdout.
    expect(run.stdout).toMatch(/Published: SamplePriority/)
    expect(run.stdout).not.toMatch(/<t[dhr]>/)
    // Named as the artifact, plus when it was taken: a later run never replaces it.
    const name = `${PROJECT}-backup-${new URL(world.sim.url).host.replace(':', '-')}`
    const files = await readdir(path.join(run.cwd, 'backups'))
    expect(files).toHaveLength(1)
    expect(files[0]).toMatch(new RegExp(`^${name}-\\d{8}T\\d{6}Z\\.zip$`))
    expect(await readFile(path.join(run.cwd, 'backups', files[0]))).toEqual(previous)
    expect(world.sim.imported).toHaveLength(1)
    expect(calls(world.sim).at(-1)).toBe(`POST ${API.logout}`)
    expectClean(world, run)
  })

  it('--json: the outputs as one JSON object on stdout, the log on stderr; the password from stdin', async () => {
    const world = await start()
    const run = await cliDeploy(world, ['--json', '--validate-only', 'true'], {
      env: { ACUMATICA_PASSWORD: '' },
      stdin: `${USER.password}\n`
    })

    expect(run.code).toBe(0)
    const outputs = JSON.parse(run.stdout) as Record<string, unknown>
    expect(outputs.result).toBe('validated')
    expect(outputs['projects-json']).toMatchObject([{ name: PROJECT }])
    expect(outputs['package-sha256']).toBe(world.sim.imported[0].sha256)
    expect(run.stderr).toContain('== Log in')
    expectClean(world, run)
  })

  it('inputs as environment variables: ACUMATICA_ and the name in capitals', async () => {
    const world = await start()
    const run = await cliDeploy(world, ['--username', 'ignored-because-env-is-below-flags'], {
      env: { ACUMATICA_VALIDATE_ONLY: 'true' }
    })
    // The flag won over nothing (no ACUMATICA_USERNAME) and was wrong: 401, exit 1.
    expect(run.code).toBe(1)
    expect(run.stdout + run.stderr).toMatch(/bad credentials/)
    const second = await cliDeploy(world, [], { env: { ACUMATICA_VALIDATE_ONLY: 'true' } })
    expect(second.code).toBe(0)
    expect(second.stdout).toMatch(/validat/i)
    expect(requestsTo(world.sim, API.publishBegin)[0].json).toMatchObject({
      isOnlyValidation: true
    })
    expectClean(world, second)
  })

  it('a failed publish: exit 1, the stored project put back, the same error as the action', async () => {
    const previous = await previousVersionZip()
    const failure = 'error CS0103: The name "UsrPriorty" does not exist in the current context'
    const world = await start({
      projects: { [PROJECT]: previous },
      published: [PROJECT],
      // The stored bytes as imported, to compare with the backup.
      rebuildStoredProjects: false,
      publishEndScript: [{ text: 'false' }, { json: { isFailed: true, log: failure } }]
    })
    const run = await cliDeploy(world, ['--json'])
    expect(run.code).toBe(1)
    const outputs = JSON.parse(run.stdout) as Record<string, unknown>
    expect(outputs.result).toBe('failed')
    expect(outputs.restored).toBe(true)
    expect(run.stderr).toContain(failure)
    expect(world.sim.storedProject(PROJECT)).toEqual(previous)
    expectClean(world, run)
  })

  it('a publish that outlasts publish-timeout: exit 3 (timed-out)', async () => {
    const world = await start({ publishEndScript: [{ text: 'false' }] })
    const run = await cliDeploy(world, ['--publish-timeout', '1', '--poll-interval', '0.2'])
    expect(run.code).toBe(3)
    expect(run.stdout).toMatch(/publish-timeout/)
    expectClean(world, run)
  })

  it('skip-unchanged: refused without --ledger; with a ledger file the second run is unchanged', async () => {
    const world = await start()
    // Without a ledger nothing proves what the instance runs: one line, nothing sent.
    const refused = await cliDeploy(world, [], { env: { ACUMATICA_SKIP_UNCHANGED: 'true' } })
    expect(refused.code).toBe(2)
    expect(refused.stderr).toMatch(/skip-unchanged needs --ledger FILE/)
    expect(world.sim.requests).toHaveLength(0)

    const { mkdtemp } = await import('node:fs/promises')
    const { tmpdir } = await import('node:os')
    const ledger = path.join(await mkdtemp(path.join(tmpdir(), 'acu-ledger-')), 'ledger.json')
    const flags = ['--skip-unchanged', 'true', '--ledger', ledger, '--json']
    const first = await cliDeploy(world, flags)
    expect(first.code).toBe(0)
    expect((JSON.parse(first.stdout) as Record<string, string>).result).toBe('published')
    expect(existsSync(ledger)).toBe(true)
    const second = await cliDeploy(world, flags)
    expect(second.code).toBe(0)
    expect((JSON.parse(second.stdout) as Record<string, string>).result).toBe('unchanged')
    expect(world.sim.imported).toHaveLength(1)
    expectClean(world, second)
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

  it('a wrong port fails in under 10 s with the default login retries, naming base-url', async () => {
    const world = await start()
    const port = await closedPort()
    const baseUrl = `http://127.0.0.1:${port}/AcumaticaERP`
    const run = await runCli(
      [
        'deploy',
        '--base-url',
        baseUrl,
        '--username',
        USER.name,
        '--project-name',
        PROJECT,
        '--project-path',
        sampleProjectPath
      ],
      { env: PASSWORD_ENV, cwd: repoRoot }
    )
    expect(run.code).toBe(1)
    expect(run.durationMs).toBeLessThan(10_000)
    expect(run.stdout).toContain(`Check base-url (${baseUrl})`)
    expect(world.sim.requests).toHaveLength(0)
  })

  it('the password is never a flag; an unknown flag or command is a usage error (exit 2)', async () => {
    for (const args of [
      ['deploy', '--password', 'x'],
      ['deploy', '--no-such-input', 'x'],
      ['launch']
    ]) {
      const run = await runCli(args, { env: PASSWORD_ENV })
      expect(run.code).toBe(2)
      expect(run.stderr).toMatch(/--help/)
    }
    expect((await runCli(['deploy', '--password', 'x'])).stderr).toMatch(/ACUMATICA_PASSWORD/)
  })

  it('build: the same bytes as the package the action imports, with no instance', async () => {
    const world = await start()
    const action = await runDeploy(world)
    expect(action.outputs.result).toBe('published')
    const imported = await readFile(world.sim.imported[0].zipPath)

    const { mkdtemp } = await import('node:fs/promises')
    const { tmpdir } = await import('node:os')
    const cwd = await mkdtemp(path.join(tmpdir(), 'acu-build-'))
    await cp(sampleProjectPath, path.join(cwd, SAMPLE_IN_WORKSPACE), { recursive: true })
    const requestsBefore = world.sim.requests.length
    const run = await runCli(
      [
        'build',
        '--project-name',
        PROJECT,
        '--project-path',
        SAMPLE_IN_WORKSPACE,
        '--output',
        'out/pkg.zip',
        '--json'
      ],
      { cwd }
    )
    expect(run.code).toBe(0)
    const built = await readFile(path.join(cwd, 'out', 'pkg.zip'))
    expect(built.equals(imported)).toBe(true)
    expect(JSON.parse(run.stdout)).toMatchObject({
      project: PROJECT,
      size: imported.length,
      sha256: action.outputs['package-sha256']
    })
    expect(world.sim.requests.length).toBe(requestsBefore)
  })

  it('export: the same folder as the export action writes; published lists what the instance runs', async () => {
    const world = await start()
    expect((await cliDeploy(world)).code).toBe(0)
    const action = await runExport(world, { 'project-name': PROJECT, path: 'customization/Sample' })
    expect(action.outputs.changed).toBe('true')

    const { mkdtemp } = await import('node:fs/promises')
    const { tmpdir } = await import('node:os')
    const cwd = await mkdtemp(path.join(tmpdir(), 'acu-export-'))
    const run = await runCli(
      [
        'export',
        '--base-url',
        world.sim.url,
        '--username',
        USER.name,
        '--project-name',
        PROJECT,
        '--path',
        'customization/Sample',
        '--json'
      ],
      { cwd, env: PASSWORD_ENV }
    )
    expect(run.code).toBe(0)
    expect((JSON.parse(run.stdout) as Record<string, unknown>).changed).toBe(true)
    expect(await readTree(path.join(cwd, 'customization', 'Sample'))).toEqual(
      await readTree(path.join(action.workspace, 'customization', 'Sample'))
    )
    expectClean(world, run)

    const listed = await runCli(
      ['published', '--base-url', world.sim.url, '--username', USER.name, '--json'],
      {
        env: PASSWORD_ENV
      }
    )
    expect(listed.code).toBe(0)
    expect(JSON.parse(listed.stdout)).toEqual({ 'published-json': [PROJECT] })
    expect(calls(world.sim).slice(-3)).toEqual([
      `POST ${API.login}`,
      `POST ${API.getPublished}`,
      `POST ${API.logout}`
    ])
    expectClean(world, listed)
  })

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
      const state = await mkdtemp(path.join(tmpdir(), 'acu-cli-state-'))
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

describe('round three: the command line as careful as the action (over dist/cli)', () => {
  it('a --backup-dir that is a link committed in the checkout is refused; nothing outside written', async () => {
    const { mkdtemp, symlink, readdir } = await import('node:fs/promises')
    const { tmpdir } = await import('node:os')
    const world = await start({ projects: { [PROJECT]: await previousVersionZip() } })
    const outside = await mkdtemp(path.join(tmpdir(), 'acu-outside-'))
    const temp = await mkdtemp(path.join(tmpdir(), 'acu-temp-'))
    const cwd = await mkdtemp(path.join(tmpdir(), 'acu-cli-'))
    await symlink(outside, path.join(cwd, 'acumatica-backups'))
    await cp(sampleProjectPath, path.join(cwd, SAMPLE_IN_WORKSPACE), { recursive: true })
    const run = await cliDeploy(world, ['--backup-dir', 'acumatica-backups'], {
      cwd,
      env: { ...PASSWORD_ENV, RUNNER_TEMP: temp }
    })

    expect(run.code).toBe(1)
    expect(run.stderr).toMatch(/--backup-dir: ".*acumatica-backups" is a symbolic link/)
    expect(await readdir(outside)).toEqual([])
    expect(world.sim.imported).toHaveLength(0)
    // The private temporary folder is gone.
    expect(await readdir(temp)).toEqual([])
  })
})
