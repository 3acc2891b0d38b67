// The command line in-process (main(argv, io)) against a hostile instance
// (test-support/hostile-server.ts): it keeps the promises the action keeps on a runner. `--json`
// is masked and shows the controls a terminal acts on as \u escapes; build --output writes
// through no link a checkout holds. Ctrl-C (a signal) runs dist/cli:
// __tests__/e2e/cli-hostile.test.ts.
import { afterEach, describe, expect, it } from '@jest/globals'
import { cp, readdir, readFile, symlink, writeFile } from 'node:fs/promises'
import path from 'node:path'
import {
  sendJson,
  startHostileServer,
  type HostileServer
} from '../../test-support/hostile-server.js'
import { runMain } from './run-main.js'
import { tempFolder } from '../../test-support/temp-folders.js'
import { sampleProjectPath } from '../../test-support/world.js'

const PASSWORD = 'cli-Secret-7f3c9'

let server: HostileServer | undefined
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

describe('published', () => {
  it('--json is masked, and a C1 control (U+009B, a terminal escape) is a \\u escape', async () => {
    server = await startHostileServer({
      getPublished: answer =>
        sendJson(answer, 200, {
          projects: [{ name: `Echo${PASSWORD}` }, { name: 'Esc\u009b31mRed' }],
          log: []
        })
    })
    const run = await runMain(['published', '--json'], { env: env(server) })

    expect(run.code).toBe(0)
    expect(run.stdout + run.stderr).not.toContain(PASSWORD)
    expect(run.stdout + run.stderr).not.toContain('\u009b')
    const parsed = JSON.parse(run.stdout) as { 'published-json': string[] }
    expect(parsed['published-json']).toEqual(['Echo***', 'Esc\u009b31mRed'])
    expect(run.stdout).toContain('Esc\\u009b31mRed')
    expect(server.openSessions()).toEqual([])
  })
})

describe('build', () => {
  it('build --output through a link committed in the checkout is refused; the target is untouched', async () => {
    const cwd = await tempFolder('acu-cli-')
    const outside = await tempFolder('acu-outside-')
    const victim = path.join(outside, 'victim.txt')
    await writeFile(victim, 'mine')
    await cp(sampleProjectPath, path.join(cwd, 'project'), { recursive: true })
    await symlink(victim, path.join(cwd, 'package.zip'))
    await symlink(outside, path.join(cwd, 'out'))

    for (const output of ['package.zip', 'out/package.zip']) {
      const run = await runMain(
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
