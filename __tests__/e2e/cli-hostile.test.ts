// End to end over dist/cli/ against a hostile instance (test-support/hostile-server.ts), what
// only a process shows: Ctrl-C while `published` waits for getPublished logs out at once; the
// temporary files are private and removed, also after Ctrl-C. The masked `--json` and build
// --output through a link run in-process: __tests__/cli/hostile.test.ts.
import { afterEach, beforeAll, describe, expect, it } from '@jest/globals'
import { cp, readdir, stat } from 'node:fs/promises'
import path from 'node:path'
import {
  sendJson,
  silence,
  startHostileServer,
  type HostileServer
} from '../../test-support/hostile-server.js'
import { runCli, waitForOutput } from '../../test-support/run-cli.js'
import { tempFolder } from '../../test-support/temp-folders.js'
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
    const temp = await tempFolder('acu-temp-')
    const cwd = await tempFolder('acu-cli-')
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
})
