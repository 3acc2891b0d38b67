// End to end over dist/cli/: what a new user meets in the first hour with the command line. A
// host that accepts the connection and never answers fails naming base-url once a short
// --first-answer-timeout has passed; skip-unchanged with a ledger file, also after an export wrote the same content
// back with other bytes; `build` writes what `deploy` imports when it is given the instance; a
// cancelled `export` exits 130. The action's cases (the silent host, the input errors' summary)
// run the steps in-process: __tests__/flows/first-hour.test.ts.
import { describe, expect, it } from '@jest/globals'
import { cp, mkdtemp, readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { useWorld } from '../../test-support/e2e-world.js'
import { silentPort } from '../../test-support/ports.js'
import { runCli, waitForOutput, type CliRun } from '../../test-support/run-cli.js'
import {
  API,
  PROJECT,
  SAMPLE_IN_WORKSPACE,
  USER,
  calls,
  sampleProjectPath,
  type World
} from '../../test-support/world.js'

const { start } = useWorld({ projects: {} })

const PASSWORD_ENV = { ACUMATICA_PASSWORD: USER.password }
const sourceControlFixture = fileURLToPath(
  new URL('../fixtures/source-control-project', import.meta.url)
)

async function folderWith(source: string, name: string): Promise<string> {
  const cwd = await mkdtemp(path.join(tmpdir(), 'acu-first-hour-'))
  await cp(source, path.join(cwd, name), { recursive: true })
  return cwd
}

function cliDeploy(world: World, cwd: string, folder: string, flags: string[]): Promise<CliRun> {
  return runCli(
    [
      'deploy',
      '--base-url',
      world.sim.url,
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
  it('fails the command line once a short --first-answer-timeout has passed, naming base-url', async () => {
    const silent = await silentPort()
    try {
      const baseUrl = `http://127.0.0.1:${silent.port}/AcumaticaERP`
      const cwd = await folderWith(sampleProjectPath, SAMPLE_IN_WORKSPACE)
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
          SAMPLE_IN_WORKSPACE,
          '--first-answer-timeout',
          '2'
        ],
        { cwd, env: PASSWORD_ENV, timeoutMs: 120_000 }
      )
      expect(run.code).toBe(1)
      expect(run.durationMs).toBeLessThan(30_000)
      expect(run.stderr).toContain(
        `GET /entity: no answer from ${baseUrl} within 2 s (first-answer-timeout)`
      )
      expect(run.stderr).toContain(`No answer from ${baseUrl} within 2 s (first-answer-timeout)`)
      expect(run.stderr).toContain('check base-url')
    } finally {
      await silent.close()
    }
  }, 130_000)

  it('a cancelled export in the command line exits 130', async () => {
    const silent = await silentPort()
    try {
      const run = await runCli(
        [
          'export',
          '--base-url',
          `http://127.0.0.1:${silent.port}/AcumaticaERP`,
          '--username',
          USER.name,
          '--project-name',
          PROJECT,
          '--path',
          'customization/Sample'
        ],
        {
          env: PASSWORD_ENV,
          interruptWhen: output => waitForOutput(output, /Export from/),
          timeoutMs: 60_000
        }
      )
      expect(run.code).toBe(130)
      expect(run.stderr).toMatch(/Received SIGINT/)
      expect(run.stdout + run.stderr).toMatch(/cancelled/)
    } finally {
      await silent.close()
    }
  }, 70_000)
})

describe('skip-unchanged in the command line', () => {
  it('the export-then-deploy round trip skips: the ledger knows the content, not only the zip', async () => {
    const world = await start()
    // A package folder: the export writes back the project.xml the instance rebuilt (items
    // sorted, CRLF, its own indentation), the same content in other bytes.
    const cwd = await folderWith(sampleProjectPath, SAMPLE_IN_WORKSPACE)
    const ledger = path.join(cwd, 'ci-cache', 'ledger.json')
    const named = ['--project-name', PROJECT, '--ledger', ledger]
    const first = await cliDeploy(world, cwd, SAMPLE_IN_WORKSPACE, named)
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
    const exported = await runCli(
      [
        'export',
        '--base-url',
        world.sim.url,
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

    const imports = world.sim.imported.length
    const publishes = (): number =>
      calls(world.sim).filter(call => call === `POST ${API.publishBegin}`).length
    const publishedBefore = publishes()
    const again = await cliDeploy(world, cwd, SAMPLE_IN_WORKSPACE, [
      '--skip-unchanged',
      'true',
      ...named
    ])
    expect(again.code).toBe(0)
    expect(resultOf(again)).toBe('unchanged')
    expect(world.sim.imported).toHaveLength(imports)
    expect(publishes()).toBe(publishedBefore)
    // The package built from the exported folder is another zip: only its content proves it.
    const sha = (run: CliRun): string =>
      (JSON.parse(run.stdout) as Record<string, string>)['package-sha256']
    expect(sha(again)).not.toBe(sha(first))
  })
})

describe('build writes what deploy imports', () => {
  it('with --base-url the same bytes; without it, the default product-version, said', async () => {
    const world = await start()
    const cwd = await folderWith(sourceControlFixture, 'AcmeTracking')
    const deployed = await cliDeploy(world, cwd, 'AcmeTracking', [])
    expect(resultOf(deployed)).toBe('published')
    const imported = await readFile(world.sim.imported[0].zipPath)

    const build = (flags: string[]): Promise<CliRun> =>
      runCli(['build', '--project-path', 'AcmeTracking', ...flags], { cwd })
    const withInstance = await build(['--base-url', world.sim.url, '--output', 'with.zip'])
    expect(withInstance.code).toBe(0)
    expect(withInstance.stderr).toContain(
      `product-version 24.210: the release of ${world.sim.url} (build 24.210.0016).`
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
