// End to end over dist/cli/ against a hostile instance (test-support/hostile-server.ts): the
// command line keeps the promises the action keeps on a runner. `--json` is masked and shows
// the controls a terminal acts on as \u escapes; Ctrl-C while `published` waits for getPublished
// logs out at once; its temporary files are private and removed, also after Ctrl-C; build
// --output writes through no link a checkout holds.
import { afterEach, beforeAll, describe, expect, it } from '@jest/globals'
import { cp, mkdtemp, readdir, readFile, stat, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import {
  sendJson,
  silence,
  startHostileServer,
  type HostileServer
} from '../../test-support/hostile-server.js'
import { runCli, waitForOutput } from '../../test-support/run-cli.js'
import { requireDist, sampleProjectPath } from '../../test-support/world.js'

const PASSWORD = 'cli-Secret-7f3c9'

let server: HostileServer | undefined
beforeAll(requireDist)
afterEach(async () => {
  await server?.close()
  server = undefined
})

const env = (target: HostileServer, more: Record<string, string> = {}) => ({
  ACUMATICA_PASSWORD: PASSWORD,
  ACUMATICA_BASE_URL: target.url,
  ACUMATICA_USERNAME: 'deployer',
  ACUMATICA_LOGIN_RETRY_DELAY: '0.05',
  ...more
})

describe('published (over dist/cli)', () => {
  it('--json is masked, and a C1 control (U+009B, a terminal escape) is a \\u escape', async () => {
    server = await startHostileServer({
      getPublished: answer =>
        sendJson(answer, 200, {
          projects: [{ name: `Echo${PASSWORD}` }, { name: 'Esc\u009b31mRed' }],
          log: []
        })
    })
    const run = await runCli(['published', '--json'], { env: env(server) })

    expect(run.code).toBe(0)
    expect(run.stdout + run.stderr).not.toContain(PASSWORD)
    expect(run.stdout + run.stderr).not.toContain('\u009b')
    const parsed = JSON.parse(run.stdout) as { 'published-json': string[] }
    expect(parsed['published-json']).toEqual(['Echo***', 'Esc\u009b31mRed'])
    expect(run.stdout).toContain('Esc\\u009b31mRed')
    expect(server.openSessions()).toEqual([])
  })

  it('Ctrl-C while getPublished does not answer: logged out at once, exit 130', async () => {
    server = await startHostileServer({ getPublished: silence })
    const target = server
    const run = await runCli(['published'], {
      env: env(target, { ACUMATICA_REQUEST_TIMEOUT: '120' }),
      interruptWhen: async () => {
        while (!target.requests.some(r => r.call === 'getPublished')) {
          await new Promise(resolve => setTimeout(resolve, 25))
        }
      },
      timeoutMs: 30_000
    })

    expect(run.code).toBe(130)
    expect(run.durationMs).toBeLessThan(15_000)
    expect(run.stderr).toContain('Logged out of')
    expect(target.openSessions()).toEqual([])
  })
})

describe('deploy and build (over dist/cli)', () => {
  it('the temporary folder is private (0700) while the deploy runs and gone after Ctrl-C', async () => {
    server = await startHostileServer({
      publishEnd: answer => sendJson(answer, 200, { isCompleted: false, log: [] })
    })
    const target = server
    const temp = await mkdtemp(path.join(tmpdir(), 'acu-temp-'))
    const cwd = await mkdtemp(path.join(tmpdir(), 'acu-cli-'))
    await cp(sampleProjectPath, path.join(cwd, 'project'), { recursive: true })
    let mode = -1
    const run = await runCli(
      [
        'deploy',
        '--project-name',
        'SamplePriority',
        '--project-path',
        'project',
        '--backup',
        'false',
        '--verify',
        'false',
        '--poll-interval',
        '0.1',
        '--publish-timeout',
        '60'
      ],
      {
        cwd,
        env: env(target, { RUNNER_TEMP: temp }),
        interruptWhen: async output => {
          await waitForOutput(output, /Publish of SamplePriority started/)
          const [folder] = await readdir(temp)
          mode = (await stat(path.join(temp, folder))).mode & 0o777
        }
      }
    )

    expect(run.code).toBe(130)
    expect(mode).toBe(0o700)
    expect(await readdir(temp)).toEqual([])
    expect(target.openSessions()).toEqual([])
  })

  it('build --output through a link committed in the checkout is refused; the target is untouched', async () => {
    const cwd = await mkdtemp(path.join(tmpdir(), 'acu-cli-'))
    const outside = await mkdtemp(path.join(tmpdir(), 'acu-outside-'))
    const victim = path.join(outside, 'victim.txt')
    await writeFile(victim, 'mine')
    await cp(sampleProjectPath, path.join(cwd, 'project'), { recursive: true })
    await symlink(victim, path.join(cwd, 'package.zip'))
    await symlink(outside, path.join(cwd, 'out'))

    for (const output of ['package.zip', 'out/package.zip']) {
      const run = await runCli(
        [
          'build',
          '--project-name',
          'SamplePriority',
          '--project-path',
          'project',
          '--output',
          output
        ],
        { cwd }
      )
      expect(run.code).toBe(1)
      expect(run.stderr).toMatch(/--output: ".*" is a symbolic link/)
    }
    expect(await readFile(victim, 'utf8')).toBe('mine')
    expect(await readdir(outside)).toEqual(['victim.txt'])
  })
})
