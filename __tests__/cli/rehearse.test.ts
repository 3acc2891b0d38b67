// The command line's `rehearse`, in-process against two simulators: the source's password from
// ACUMATICA_SOURCE_PASSWORD (never a flag), `rehearsed` exits 0 and a failed set 1, the set kept
// as files in --backup-dir, the help.
import { afterEach, describe, expect, it } from '@jest/globals'
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { main, type CliIo } from '../../src/hosts/cli/main.js'
import { commandNamed } from '../../src/hosts/cli/commands.js'
import { commandHelp } from '../../src/hosts/cli/help.js'
import { startSimulator, type Simulator } from '../../simulator/index.js'
import { failedPublishScript } from '../../simulator/publish-errors.js'
import { SOURCE_USER } from '../../test-support/rehearse-world.js'
import { PROJECT, USER, calls, previousVersionZip } from '../../test-support/world.js'

const sims: Simulator[] = []
const folders: string[] = []
afterEach(async () => {
  await Promise.all(sims.splice(0).map(sim => sim.close()))
  await Promise.all(folders.splice(0).map(f => rm(f, { recursive: true, force: true })))
})

async function start(options: Parameters<typeof startSimulator>[0]): Promise<Simulator> {
  const sim = await startSimulator(options)
  sims.push(sim)
  return sim
}

async function twoInstances(target: Parameters<typeof startSimulator>[0] = {}) {
  const source = await start({
    users: [SOURCE_USER],
    build: '24.210.0016',
    projects: { [PROJECT]: await previousVersionZip() },
    published: [PROJECT]
  })
  const staging = await start({ users: [USER], build: '25.101.0153', ...target })
  return { source, staging }
}

/** Runs the command line in-process; the log (stderr) and the result (stdout) kept apart. */
async function cli(args: string[], env: Record<string, string>) {
  const state = await mkdtemp(path.join(tmpdir(), 'rehearse-cli-'))
  folders.push(state)
  let stdout = ''
  let stderr = ''
  const io: CliIo = {
    stdout: text => (stdout += text),
    stderr: text => (stderr += text),
    env: { XDG_STATE_HOME: state, RUNNER_TEMP: state, ...env }
  }
  const backups = path.join(state, 'backups')
  const code = await main([...args, '--backup-dir', backups], io)
  const kept = await readdir(backups).catch(() => [] as string[])
  return { code, stdout, stderr, kept }
}

const flags = (source: Simulator, target: Simulator, more: string[] = []) => [
  'rehearse',
  '--base-url',
  target.url,
  '--username',
  USER.name,
  '--source-url',
  source.url,
  '--source-username',
  SOURCE_USER.name,
  '--project-name',
  PROJECT,
  '--project-path',
  'examples/sample-project',
  '--poll-interval',
  '0.05',
  ...more
]

const passwords = {
  ACUMATICA_PASSWORD: USER.password,
  ACUMATICA_SOURCE_PASSWORD: SOURCE_USER.password
}

/** Every run of 6 characters of a password (but runs of letters alone: words of messages). */
const runsOf = (secret: string): string[] =>
  Array.from({ length: secret.length - 5 }, (_, i) => secret.slice(i, i + 6)).filter(
    run => !/^[a-z]+$/i.test(run)
  )

describe('rehearse on the command line', () => {
  it('rehearsed exits 0: the source password from ACUMATICA_SOURCE_PASSWORD, masked; the set kept as files', async () => {
    const { source, staging } = await twoInstances()
    const run = await cli(flags(source, staging), passwords)

    expect(run.stderr).not.toMatch(/^error/m)
    expect(run.code).toBe(0)
    expect(run.stdout).toContain('Rehearsal: rehearsed')
    expect(run.stdout).toContain('24.210.0016')
    expect(run.stdout).toContain('25.101.0153')
    expect(calls(source)).toEqual([
      'GET /entity',
      'POST /entity/auth/login',
      'POST /CustomizationApi/getPublished',
      'POST /CustomizationApi/getProject',
      'POST /entity/auth/logout'
    ])
    expect(run.kept.filter(name => name.startsWith('rehearsal-set-'))).toEqual([
      expect.stringMatching(
        new RegExp(`^rehearsal-set-127\\.0\\.0\\.1-\\d+-${PROJECT}-\\d{8}T\\d{6}Z\\.zip$`)
      )
    ])
    const written = run.stdout + run.stderr
    const leaks = [...runsOf(USER.password), ...runsOf(SOURCE_USER.password)].filter(secret =>
      written.includes(secret)
    )
    expect(leaks).toEqual([])
    expect(source.openSessions()).toBe(0)
    expect(staging.openSessions()).toBe(0)
  })

  it('a set that fails to validate exits 1, with --json the rehearsal-json object', async () => {
    const { source, staging } = await twoInstances({
      publishEndScript: failedPublishScript('compile', [PROJECT])
    })
    const run = await cli(flags(source, staging, ['--json']), passwords)
    expect(run.code).toBe(1)
    const outputs = JSON.parse(run.stdout) as {
      result: string
      'rehearsal-json': { projects: Array<{ name: string; result: string }> }
    }
    expect(outputs.result).toBe('failed')
    expect(outputs['rehearsal-json'].projects).toEqual([
      expect.objectContaining({ name: PROJECT, result: 'failed' })
    ])
  })

  it('--source-password is refused as a flag (exit 2) before any request', async () => {
    const { source, staging } = await twoInstances()
    const run = await cli(
      flags(source, staging, ['--source-password', SOURCE_USER.password]),
      passwords
    )
    expect(run.code).toBe(2)
    expect(run.stderr).toContain("the source's password is never a flag")
    expect(run.stderr).not.toContain(SOURCE_USER.password)
    expect(source.requests).toEqual([])
    expect(staging.requests).toEqual([])
  })

  it('without ACUMATICA_SOURCE_PASSWORD: the input error names source-password, nothing is sent', async () => {
    const { source, staging } = await twoInstances()
    const run = await cli(flags(source, staging), { ACUMATICA_PASSWORD: USER.password })
    expect(run.code).toBe(1)
    expect(run.stdout + run.stderr).toContain(
      'ACUMATICA_SOURCE_PASSWORD is empty while --source-url is set'
    )
    expect(source.requests).toEqual([])
    expect(staging.requests).toEqual([])
  })

  it('--result-file and --instance-name: the result file of the rehearsal, as a deploy writes one', async () => {
    const { source, staging } = await twoInstances()
    const folder = await mkdtemp(path.join(tmpdir(), 'rehearse-result-'))
    folders.push(folder)
    const file = path.join(folder, 'result.json')
    const run = await cli(
      flags(source, staging, ['--instance-name', 'staging-25r1', '--result-file', file, '--json']),
      passwords
    )
    expect(run.code).toBe(0)
    expect((JSON.parse(run.stdout) as Record<string, string>)['result-file']).toBe(file)
    expect(JSON.parse(await readFile(file, 'utf8'))).toMatchObject({
      instance: 'staging-25r1',
      url: staging.url,
      result: 'rehearsed',
      projects: [{ name: PROJECT, digest: expect.stringMatching(/^[0-9a-f]{64}$/) }]
    })
  })

  it('--help lists the source flags and ACUMATICA_SOURCE_PASSWORD, never a password flag', () => {
    const help = commandHelp(commandNamed('rehearse')!, { HOME: '/home/someone' })
    expect(help).toMatch(/^ {2}--source-url VALUE/m)
    expect(help).toMatch(/^ {2}--source-username VALUE/m)
    expect(help).toMatch(/^ {2}--source-tenant VALUE/m)
    expect(help).toMatch(/^ {2}--publish VALUE/m)
    expect(help).toMatch(/^ {2}--instance-name VALUE/m)
    expect(help).toMatch(/^ {2}--result-file VALUE/m)
    expect(help).not.toMatch(/--source-password|--password/)
    expect(help).toContain('ACUMATICA_SOURCE_PASSWORD')
  })
})
