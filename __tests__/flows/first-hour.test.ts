// What a new user meets in the first hour, in-process: the deploy and export steps as the
// action runs them, and the command line through main(argv, io). A host that accepts the
// connection and never answers fails naming base-url once first-answer-timeout has passed (the
// action with the default 300 s, on a clock the test moves, so the test takes seconds; the lines
// every 30 s: api/first-answer.test.ts); an input error writes a short job summary beside the
// error, naming the input; skip-unchanged with a ledger file, also after an export wrote the same
// content back with other bytes; `build` writes what `deploy` imports when it is given the
// instance. A cancelled `export` of the command line (a signal) stays in
// __tests__/e2e/first-hour.test.ts.
import { describe, expect, it, jest } from '@jest/globals'
import { cp, readFile } from 'node:fs/promises'
import path from 'node:path'
import { setTimeout as realDelay } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'
import type { Simulator } from '../../simulator/index.js'
import { summaryText } from '../../src/redact/safe-text.js'
import { silentPort } from '../../test-support/ports.js'
import type { CliRun } from '../../test-support/run-cli.js'
import { runMain } from '../cli/run-main.js'
import { expectExitCode, useStepWorld } from '../../test-support/step-world.js'
import { tempFolder } from '../../test-support/temp-folders.js'
import {
  API,
  PROJECT,
  SAMPLE_IN_WORKSPACE,
  USER,
  calls,
  sampleProjectPath
} from '../../test-support/world.js'

const steps = useStepWorld({ projects: {} })
const start = steps.startWorld
/** The deploy step and the post step with the Actions services of `world`. */
const runDeploy = steps.deployIn

/** The action.yml defaults of the inputs that bound waiting (the shared deployInputs lower them). */
const WAIT_DEFAULTS = {
  'request-timeout': '300',
  'login-attempts': '5',
  'login-retry-delay': '15'
}

const PASSWORD_ENV = { ACUMATICA_PASSWORD: USER.password }
const sourceControlFixture = fileURLToPath(
  new URL('../fixtures/source-control-project', import.meta.url)
)

/**
 * Runs `work` on a clock the test moves: the timers and Date are jest's fake ones (the sockets
 * and node:timers/promises stay real). Whenever the run has had 100 ms of real time to do what it
 * can, the clock jumps to its next timer: a wait of the defaults' length takes the test a moment,
 * and Date.now() says how long the run waited.
 */
async function onMovedClock<T>(work: () => Promise<T>): Promise<T> {
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] })
  try {
    let outcome: { value: T } | { error: unknown } | undefined
    void work().then(
      value => (outcome = { value }),
      (error: unknown) => (outcome = { error })
    )
    while (outcome === undefined) {
      await realDelay(100)
      if (outcome === undefined) await jest.advanceTimersToNextTimerAsync()
    }
    if ('error' in outcome) throw outcome.error
    return outcome.value
  } finally {
    jest.useRealTimers()
  }
}

async function folderWith(source: string, name: string): Promise<string> {
  const cwd = await tempFolder('acu-first-hour-')
  await cp(source, path.join(cwd, name), { recursive: true })
  return cwd
}

function cliDeploy(sim: Simulator, cwd: string, folder: string, flags: string[]): Promise<CliRun> {
  return runMain(
    [
      'deploy',
      '--base-url',
      sim.url,
      '--username',
      USER.name,
      '--project-path',
      folder,
      '--poll-interval',
      '0.05',
      '--login-retry-delay',
      '0.05',
      '--publish-timeout',
      '20',
      '--json',
      ...flags
    ],
    { cwd, env: PASSWORD_ENV }
  )
}

function resultOf(run: CliRun): string {
  return (JSON.parse(run.stdout) as Record<string, string>).result
}

describe('a host that accepts the connection and never answers', () => {
  it('fails the action and the command line once first-answer-timeout has passed, naming base-url', async () => {
    const world = await start()
    const silent = await silentPort()
    try {
      const baseUrl = `http://127.0.0.1:${silent.port}/AcumaticaERP`
      // The defaults (first-answer-timeout 300 s), on the moved clock.
      const run = await onMovedClock(() =>
        runDeploy(world, { 'base-url': baseUrl, ...WAIT_DEFAULTS })
      )
      expectExitCode(run, 1)
      // One budget for the run: GET /entity spends it, the login does not wait again.
      expect(run.mainMs).toBeGreaterThanOrEqual(300_000)
      expect(run.mainMs).toBeLessThan(310_000)
      // GET /entity is optional: skipped with a notice, and the login says what to check.
      expect(run.notices.join('\n')).toContain(
        `Skipped reading the instance's build (GET /entity: no answer from ${baseUrl} within 300 s (first-answer-timeout)`
      )
      const errors = run.errors
      expect(errors).toHaveLength(1)
      expect(errors[0]).toContain(`No answer from ${baseUrl} within 300 s (first-answer-timeout)`)
      expect(errors[0]).toContain('check base-url')
      expect(run.warnings).toEqual([])
      expect(world.sim.requests).toHaveLength(0)

      // The command line, with a short --first-answer-timeout.
      const cwd = await folderWith(sampleProjectPath, SAMPLE_IN_WORKSPACE)
      const cli = await onMovedClock(() =>
        runMain(
          [
            'deploy',
            '--base-url',
            baseUrl,
            '--username',
            USER.name,
            '--project-name',
            PROJECT,
            '--project-path',
            SAMPLE_IN_WORKSPACE,
            '--first-answer-timeout',
            '2'
          ],
          { cwd, env: PASSWORD_ENV }
        )
      )
      expect(cli.code).toBe(1)
      expect(cli.durationMs).toBeGreaterThanOrEqual(2_000)
      expect(cli.durationMs).toBeLessThan(30_000)
      expect(cli.stderr).toContain(
        `GET /entity: no answer from ${baseUrl} within 2 s (first-answer-timeout)`
      )
      expect(cli.stderr).toContain(`No answer from ${baseUrl} within 2 s (first-answer-timeout)`)
      expect(cli.stderr).toContain('check base-url')
    } finally {
      await silent.close()
    }
  })
})

describe('input errors', () => {
  it('write a short job summary beside the error, naming the input; nothing is sent', async () => {
    const world = await start()
    // A secret the job's environment does not provide arrives empty.
    const run = await runDeploy(world, { password: '' })
    expectExitCode(run, 1)
    const errors = run.errors
    expect(errors).toHaveLength(1)
    expect(errors[0]).toMatch(
      /^Input 'password' is empty: the secret the workflow passes is not set/
    )
    // The message as written, escaped as the summary shows text from outside (GitHub shows it
    // as written).
    expect(run.markdown).toContain('## Deploy: stopped at the input check')
    expect(run.markdown).toContain(summaryText(errors[0]))
    expect(run.markdown).toContain('Nothing was sent to the instance.')
    expect(world.sim.requests).toHaveLength(0)
  })

  it('of the export write one too', async () => {
    const world = await start()
    const run = await steps.export(world.sim, { 'project-name': 'Bad Name', path: 'out' })
    expectExitCode(run, 1)
    expect(run.markdown).toContain('## Export: stopped at the input check')
    expect(run.markdown).toMatch(/project-name/)
    expect(world.sim.requests).toHaveLength(0)
  })
})

describe('skip-unchanged in the command line', () => {
  it('the export-then-deploy round trip skips: the ledger knows the content, not only the zip', async () => {
    const { sim } = await start()
    // A package folder: the export writes back the project.xml the instance rebuilt (items
    // sorted, CRLF, its own indentation), the same content in other bytes.
    const cwd = await folderWith(sampleProjectPath, SAMPLE_IN_WORKSPACE)
    const ledger = path.join(cwd, 'ci-cache', 'ledger.json')
    const named = ['--project-name', PROJECT, '--ledger', ledger]
    const first = await cliDeploy(sim, cwd, SAMPLE_IN_WORKSPACE, named)
    expect(first.code).toBe(0)
    expect(resultOf(first)).toBe('published')
    const entry = Object.values(
      (JSON.parse(await readFile(ledger, 'utf8')) as { entries: Record<string, object> }).entries
    )[0]
    expect(entry).toMatchObject({
      project: PROJECT,
      digest: expect.stringMatching(/^[0-9a-f]{64}$/),
      contentDigest: expect.stringMatching(/^[0-9a-f]{64}$/)
    })

    // The scheduled export writes the stored project back into the folder: other bytes.
    const exported = await runMain(
      [
        'export',
        '--base-url',
        sim.url,
        '--username',
        USER.name,
        '--project-name',
        PROJECT,
        '--path',
        SAMPLE_IN_WORKSPACE,
        '--json'
      ],
      { cwd, env: PASSWORD_ENV }
    )
    expect(exported.code).toBe(0)
    expect((JSON.parse(exported.stdout) as Record<string, unknown>).changed).toBe(true)

    const imports = sim.imported.length
    const publishes = (): number =>
      calls(sim).filter(call => call === `POST ${API.publishBegin}`).length
    const publishedBefore = publishes()
    const again = await cliDeploy(sim, cwd, SAMPLE_IN_WORKSPACE, [
      '--skip-unchanged',
      'true',
      ...named
    ])
    expect(again.code).toBe(0)
    expect(resultOf(again)).toBe('unchanged')
    expect(sim.imported).toHaveLength(imports)
    expect(publishes()).toBe(publishedBefore)
    // The package built from the exported folder is another zip: only its content proves it.
    const sha = (run: CliRun): string =>
      (JSON.parse(run.stdout) as Record<string, string>)['package-sha256']
    expect(sha(again)).not.toBe(sha(first))
  })
})

describe('build writes what deploy imports', () => {
  it('with --base-url the same bytes; without it, the default product-version, said', async () => {
    const { sim } = await start()
    const cwd = await folderWith(sourceControlFixture, 'AcmeTracking')
    const deployed = await cliDeploy(sim, cwd, 'AcmeTracking', [])
    expect(resultOf(deployed)).toBe('published')
    const imported = await readFile(sim.imported[0].zipPath)

    const build = (flags: string[]): Promise<CliRun> =>
      runMain(['build', '--project-path', 'AcmeTracking', ...flags], { cwd })
    const withInstance = await build(['--base-url', sim.url, '--output', 'with.zip'])
    expect(withInstance.code).toBe(0)
    expect(withInstance.stderr).toContain(
      `product-version 24.210: the release of ${sim.url} (build 24.210.0016).`
    )
    expect((await readFile(path.join(cwd, 'with.zip'))).equals(imported)).toBe(true)

    const alone = await build(['--output', 'alone.zip'])
    expect(alone.code).toBe(0)
    expect(alone.stderr).toMatch(
      /product-version 22\.200 \(the default\): a deploy writes the instance's own release instead; give --base-url/
    )
    expect((await readFile(path.join(cwd, 'alone.zip'))).equals(imported)).toBe(false)
    // With the instance's release given by hand, the bytes match again.
    expect((await build(['--product-version', '24.210', '--output', 'given.zip'])).code).toBe(0)
    expect((await readFile(path.join(cwd, 'given.zip'))).equals(imported)).toBe(true)
  })
})
