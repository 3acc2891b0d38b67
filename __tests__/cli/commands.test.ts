// The command line in-process (main(argv, io), test-support/run-main.ts) against the simulator,
// as a user runs it (its own folder, the password in the environment or on stdin): the same
// outcomes as the actions, an exit code per result, the summary as text or the outputs as JSON,
// and the API session released at the end. `build` gives the bytes the action imports;
// `published` lists what the instance runs. What only a process shows (signals, the bundled bin)
// stays in __tests__/e2e/cli.test.ts.
import { describe, expect, it } from '@jest/globals'
import { existsSync } from 'node:fs'
import { cp, readdir, readFile, symlink } from 'node:fs/promises'
import path from 'node:path'
import type { Simulator } from '../../simulator/index.js'
import { closedPort } from '../../test-support/ports.js'
import type { CliRun } from '../../test-support/run-cli.js'
import { repoRoot } from '../../test-support/run-action.js'
import { runMain, type MainOptions } from './run-main.js'
import { useStepWorld } from '../../test-support/step-world.js'
import { tempFolder } from '../../test-support/temp-folders.js'
import {
  API,
  PROJECT,
  SAMPLE_IN_WORKSPACE,
  USER,
  calls,
  cookieValues,
  previousVersionZip,
  requestsTo,
  sampleProjectPath,
  PASSWORD_ENV,
  cliDeployArgs,
  withSampleProject
} from '../../test-support/world.js'
import { readTree } from '../../test-support/zip.js'

const world = useStepWorld({ projects: {} })
const start = world.start

/** A deploy of the sample project with the command line, from a folder holding it. */
async function cliDeploy(
  sim: Simulator,
  flags: string[] = [],
  options: MainOptions = {}
): Promise<CliRun> {
  const cwd = await withSampleProject(options.cwd ?? (await tempFolder('acu-cli-')))
  return runMain(cliDeployArgs(sim, flags), {
    ...options,
    cwd,
    env: { ...PASSWORD_ENV, ...options.env }
  })
}

/** What every run must show: no workflow command, no secret, no session left open. */
function expectClean(sim: Simulator, run: CliRun): void {
  const all = run.stdout + run.stderr
  expect(all).not.toMatch(/^::/m)
  expect(all).not.toContain(USER.password)
  for (const cookie of cookieValues(sim)) expect(all).not.toContain(cookie)
  expect(sim.openSessions()).toBe(0)
}

describe('command line, in-process', () => {
  it('deploy over a previous version: published, exit 0, the backup kept in the backup folder, the summary as text', async () => {
    const previous = await previousVersionZip()
    const sim = await start({ projects: { [PROJECT]: previous }, published: [PROJECT] })
    const run = await cliDeploy(sim, ['--backup-dir', 'backups'])

    expect(run.code).toBe(0)
    expect(run.stderr).toContain(`Result: published ${PROJECT}`)
    // The summary, as plain text: the result alone on stdout.
    expect(run.stdout).toMatch(/Published: SamplePriority/)
    expect(run.stdout).not.toMatch(/<t[dhr]>/)
    // Named as the artifact, plus when it was taken: a later run never replaces it.
    const name = `${PROJECT}-backup-${new URL(sim.url).host.replace(':', '-')}`
    const files = await readdir(path.join(run.cwd, 'backups'))
    expect(files).toHaveLength(1)
    expect(files[0]).toMatch(new RegExp(`^${name}-\\d{8}T\\d{6}Z\\.zip$`))
    expect(await readFile(path.join(run.cwd, 'backups', files[0]))).toEqual(previous)
    expect(sim.imported).toHaveLength(1)
    expect(calls(sim).at(-1)).toBe(`POST ${API.logout}`)
    expectClean(sim, run)
  })

  it('--json: the outputs as one JSON object on stdout, the log on stderr; the password from stdin', async () => {
    const sim = await start()
    const run = await cliDeploy(sim, ['--json', '--validate-only', 'true'], {
      env: { ACUMATICA_PASSWORD: '' },
      stdin: `${USER.password}\n`
    })

    expect(run.code).toBe(0)
    const outputs = JSON.parse(run.stdout) as Record<string, unknown>
    expect(outputs.result).toBe('validated')
    expect(outputs['projects-json']).toMatchObject([{ name: PROJECT }])
    expect(outputs['package-sha256']).toBe(sim.imported[0].sha256)
    expect(run.stderr).toContain('== Log in')
    expectClean(sim, run)
  })

  it('inputs as environment variables: ACUMATICA_ and the name in capitals', async () => {
    const sim = await start()
    const run = await cliDeploy(sim, ['--username', 'ignored-because-env-is-below-flags'], {
      env: { ACUMATICA_VALIDATE_ONLY: 'true' }
    })
    // The flag won over nothing (no ACUMATICA_USERNAME) and was wrong: 401, exit 1.
    expect(run.code).toBe(1)
    expect(run.stdout + run.stderr).toMatch(/bad credentials/)
    const second = await cliDeploy(sim, [], { env: { ACUMATICA_VALIDATE_ONLY: 'true' } })
    expect(second.code).toBe(0)
    expect(second.stdout).toMatch(/validat/i)
    expect(requestsTo(sim, API.publishBegin)[0].json).toMatchObject({
      isOnlyValidation: true
    })
    expectClean(sim, second)
  })

  it('a failed publish: exit 1, the stored project put back, the same error as the action', async () => {
    const previous = await previousVersionZip()
    const failure = 'error CS0103: The name "UsrPriorty" does not exist in the current context'
    const sim = await start({
      projects: { [PROJECT]: previous },
      published: [PROJECT],
      // The stored bytes as imported, to compare with the backup.
      rebuildStoredProjects: false,
      publishEndScript: [{ text: 'false' }, { json: { isFailed: true, log: failure } }]
    })
    const run = await cliDeploy(sim, ['--json'])
    expect(run.code).toBe(1)
    const outputs = JSON.parse(run.stdout) as Record<string, unknown>
    expect(outputs.result).toBe('failed')
    expect(outputs.restored).toBe(true)
    expect(run.stderr).toContain(failure)
    expect(sim.storedProject(PROJECT)).toEqual(previous)
    expectClean(sim, run)
  })

  it('a publish that outlasts publish-timeout: exit 3 (timed-out)', async () => {
    const sim = await start({ publishEndScript: [{ text: 'false' }] })
    const run = await cliDeploy(sim, ['--publish-timeout', '1', '--poll-interval', '0.2'])
    expect(run.code).toBe(3)
    expect(run.stdout).toMatch(/publish-timeout/)
    expectClean(sim, run)
  })

  it('skip-unchanged: refused without --ledger; with a ledger file the second run is unchanged', async () => {
    const sim = await start()
    // Without a ledger nothing proves what the instance runs: one line, nothing sent.
    const refused = await cliDeploy(sim, [], { env: { ACUMATICA_SKIP_UNCHANGED: 'true' } })
    expect(refused.code).toBe(2)
    expect(refused.stderr).toMatch(/skip-unchanged needs --ledger FILE/)
    expect(sim.requests).toHaveLength(0)

    const ledger = path.join(await tempFolder('acu-ledger-'), 'ledger.json')
    const flags = ['--skip-unchanged', 'true', '--ledger', ledger, '--json']
    const first = await cliDeploy(sim, flags)
    expect(first.code).toBe(0)
    expect((JSON.parse(first.stdout) as Record<string, string>).result).toBe('published')
    expect(existsSync(ledger)).toBe(true)
    const second = await cliDeploy(sim, flags)
    expect(second.code).toBe(0)
    expect((JSON.parse(second.stdout) as Record<string, string>).result).toBe('unchanged')
    expect(sim.imported).toHaveLength(1)
    expectClean(sim, second)
  })

  it('a wrong port fails in under 10 s with the default login retries, naming base-url', async () => {
    const sim = await start()
    const port = await closedPort()
    const baseUrl = `http://127.0.0.1:${port}/AcumaticaERP`
    const run = await runMain(
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
    expect(sim.requests).toHaveLength(0)
  })

  it('the password is never a flag; an unknown flag or command is a usage error (exit 2)', async () => {
    for (const args of [
      ['deploy', '--password', 'x'],
      ['deploy', '--no-such-input', 'x'],
      ['launch']
    ]) {
      const run = await runMain(args, { env: PASSWORD_ENV })
      expect(run.code).toBe(2)
      expect(run.stderr).toMatch(/--help/)
    }
    expect((await runMain(['deploy', '--password', 'x'])).stderr).toMatch(/ACUMATICA_PASSWORD/)
  })

  it('build: the same bytes as the package the action imports, with no instance', async () => {
    const sim = await start()
    const action = await world.deploy(sim)
    expect(action.result.outputs.result).toBe('published')
    const imported = await readFile(sim.imported[0].zipPath)

    const cwd = await tempFolder('acu-build-')
    await cp(sampleProjectPath, path.join(cwd, SAMPLE_IN_WORKSPACE), { recursive: true })
    const requestsBefore = sim.requests.length
    const run = await runMain(
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
      sha256: action.result.outputs['package-sha256']
    })
    expect(sim.requests.length).toBe(requestsBefore)
  })

  it('build: no --output, or two projects, is a wrong command line (exit 2), nothing written', async () => {
    const cwd = await tempFolder('acu-build-')
    await cp(sampleProjectPath, path.join(cwd, SAMPLE_IN_WORKSPACE), { recursive: true })
    const noOutput = await runMain(
      ['build', '--project-name', PROJECT, '--project-path', SAMPLE_IN_WORKSPACE, '--json'],
      { cwd }
    )
    expect(noOutput.code).toBe(2)
    expect(noOutput.stderr).toContain('build needs --output FILE: the package file to write')
    expect(noOutput.stdout).toBe('')
    const two = await runMain(
      [
        'build',
        '--projects',
        `${PROJECT}=${SAMPLE_IN_WORKSPACE}\nOther=${SAMPLE_IN_WORKSPACE}`,
        '--output',
        'out/pkg.zip'
      ],
      { cwd }
    )
    expect(two.code).toBe(2)
    expect(two.stderr).toMatch(/build writes one package[^\n]*\n\nRun .* --help/)
    expect(existsSync(path.join(cwd, 'out'))).toBe(false)
  })

  it('export: the same folder as the export action writes; published lists what the instance runs', async () => {
    const sim = await start()
    expect((await cliDeploy(sim)).code).toBe(0)
    const action = await world.export(sim, {
      'project-name': PROJECT,
      path: 'customization/Sample'
    })
    expect(action.result.outputs.changed).toBe('true')

    const cwd = await tempFolder('acu-export-')
    const run = await runMain(
      [
        'export',
        '--base-url',
        sim.url,
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
    expectClean(sim, run)

    const listed = await runMain(
      ['published', '--base-url', sim.url, '--username', USER.name, '--json'],
      { env: PASSWORD_ENV }
    )
    expect(listed.code).toBe(0)
    expect(JSON.parse(listed.stdout)).toEqual({ 'published-json': [PROJECT] })
    expect(calls(sim).slice(-3)).toEqual([
      `POST ${API.login}`,
      `POST ${API.getPublished}`,
      `POST ${API.logout}`
    ])
    expectClean(sim, listed)
  })
})

describe('round three: the command line as careful as the action', () => {
  it('a --backup-dir that is a link committed in the checkout is refused; nothing outside written', async () => {
    const sim = await start({ projects: { [PROJECT]: await previousVersionZip() } })
    const outside = await tempFolder('acu-outside-')
    const temp = await tempFolder('acu-temp-')
    const cwd = await tempFolder('acu-cli-')
    await symlink(outside, path.join(cwd, 'acumatica-backups'))
    const run = await cliDeploy(sim, ['--backup-dir', 'acumatica-backups'], {
      cwd,
      env: { ...PASSWORD_ENV, RUNNER_TEMP: temp }
    })

    expect(run.code).toBe(1)
    expect(run.stderr).toMatch(/--backup-dir: ".*acumatica-backups" is a symbolic link/)
    expect(await readdir(outside)).toEqual([])
    expect(sim.imported).toHaveLength(0)
    // The private temporary folder is gone.
    expect(await readdir(temp)).toEqual([])
  })
})
