// The command line as a newcomer meets it, in-process through main(argv, io): an input error on
// stderr (stdout stays empty) and in --json with its reason, in the command line's words (a flag,
// the current folder); each command's --help lists only its flags; a mistyped flag gets "did you
// mean"; a switch needs no value; --json types counts and switches; remove has no lint line; the
// export's download line in bytes and seconds; docs/cli.md says how to run it before npm and
// how backups are kept.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { cp, mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { startSimulator, type Simulator } from '../../simulator/index.js'
import { commandNamed } from '../../src/hosts/cli/commands.js'
import { commandHelp } from '../../src/hosts/cli/help.js'
import { main } from '../../src/hosts/cli/main.js'
import { DEFAULT_KEEP_BACKUPS } from '../../src/hosts/cli/cli-runner.js'
import { PROJECT, USER, previousVersionZip, sampleProjectPath } from '../../test-support/world.js'

let folder = ''
let sim: Simulator
const started = process.cwd()

beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'acu-newcomer-'))
  await cp(sampleProjectPath, path.join(folder, 'sample'), { recursive: true })
  sim = await startSimulator({
    users: [USER],
    projects: { [PROJECT]: await previousVersionZip() },
    published: [PROJECT]
  })
  // main() takes the current folder as the workspace.
  process.chdir(folder)
})

afterAll(async () => {
  process.chdir(started)
  await sim.close()
  await rm(folder, { recursive: true, force: true })
})

async function cli(argv: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = ''
  let stderr = ''
  const code = await main(argv, {
    stdout: text => (stdout += text),
    stderr: text => (stderr += text),
    env: {
      ACUMATICA_PASSWORD: USER.password,
      ACUMATICA_BASE_URL: sim.url,
      ACUMATICA_USERNAME: USER.name,
      ACUMATICA_POLL_INTERVAL: '0.05',
      // The deploy's result file, in this test's folder (removed after).
      ACUMATICA_RESULT_FILE: 'result.json',
      XDG_STATE_HOME: path.join(folder, 'state')
    }
  })
  return { code, stdout, stderr }
}

const WRONG_PATH = ['deploy', '--project-name', PROJECT, '--project-path', 'nope']

describe('an input error', () => {
  it('goes to stderr, in the command line words; stdout stays empty', async () => {
    const run = await cli(WRONG_PATH)
    expect(run.code).toBe(1)
    expect(run.stdout).toBe('')
    expect(run.stderr).toContain(
      '--project-path ("nope") is not a folder: give the folder that holds project.xml, or _project/ of a source-control folder (relative to the current folder).'
    )
    expect(run.stderr).toContain('Nothing was sent to the instance.')
    expect(run.stderr).not.toMatch(/Input '|repository root|workspace/)
    expect(sim.requests).toHaveLength(0)
  })

  it('of the packager or the include lines: no workflow words either', async () => {
    const run = await cli([
      'deploy',
      '--project-name',
      PROJECT,
      '--project-path',
      'sample',
      '--include',
      'missing.dll => Bin/Missing.dll'
    ])
    expect(run.code).toBe(1)
    expect(run.stderr).toContain(
      'Build it first, or fix the path (relative to the current folder).'
    )
    expect(run.stderr).toContain('Fix the flag the message names and run again.')
    expect(run.stderr).not.toMatch(/workspace|earlier step|repository root|Input '/)
    const zip = await cli(['deploy', '--project-name', PROJECT, '--package', 'nope.zip'])
    expect(zip.stderr).toContain('--package ("nope.zip") is not a file')
  })

  it('is in --json with its reason', async () => {
    const run = await cli([...WRONG_PATH, '--json'])
    expect(run.code).toBe(1)
    expect(JSON.parse(run.stdout)).toMatchObject({
      result: 'failed',
      error:
        '--project-path ("nope") is not a folder: give the folder that holds project.xml, or _project/ of a source-control folder (relative to the current folder).'
    })
    expect(run.stderr).toContain('error: --project-path ("nope")')
  })
})

describe('flags', () => {
  it('each command --help lists only its own flags', () => {
    const help = (name: string) => commandHelp(commandNamed(name)!, {})
    const flags = (name: string) => [...help(name).matchAll(/^ {2}--([\w-]+)/gm)].map(m => m[1])
    expect(flags('deploy')).toEqual(expect.arrayContaining(['project-path', 'dry-run', 'ledger']))
    expect(flags('deploy')).not.toContain('remove')
    expect(flags('remove')).toEqual(expect.arrayContaining(['base-url', 'backup-dir', 'verify']))
    for (const other of ['project-path', 'package', 'validate-only', 'dry-run', 'lint', 'remove'])
      expect(flags('remove')).not.toContain(other)
    expect(flags('build')).toEqual(
      expect.arrayContaining(['project-path', 'base-url', 'product-version', 'output'])
    )
    for (const other of ['username', 'publish-timeout', 'verify', 'backup-dir'])
      expect(flags('build')).not.toContain(other)
  })

  it('a mistyped flag gets "did you mean", before anything is sent', async () => {
    const run = await cli(['deploy', '--base-ur', 'https://erp.example.com', '--json'])
    expect(run.code).toBe(2)
    expect(run.stderr).toContain('unknown flag --base-ur for deploy; did you mean --base-url?')
    expect((await cli(['deploy', '--project-paht', 'x'])).stderr).toContain(
      'did you mean --project-path?'
    )
    // Nothing near: no guess.
    expect((await cli(['deploy', '--frobnicate'])).stderr).not.toContain('did you mean')
    expect(sim.requests).toHaveLength(0)
  })

  it('--keep-backups takes a whole number, or it is a usage error', async () => {
    const run = await cli([...WRONG_PATH, '--keep-backups', 'many'])
    expect(run.code).toBe(2)
    expect(run.stderr).toContain('--keep-backups ("many") must be a whole number of backups')
  })

  it('a switch needs no value: --dry-run alone is --dry-run true; true or false after it stay', async () => {
    for (const args of [['--dry-run'], ['--dry-run', '--json'], ['--dry-run', 'false']]) {
      const run = await cli([...WRONG_PATH, ...args])
      // The input check ran (exit 1), not a wrong command line (exit 2).
      expect(run.code).toBe(1)
      expect(run.stderr).toContain('--project-path ("nope")')
    }
    // Read as true: a dry run plans and writes nothing.
    const dry = await cli([
      'deploy',
      '--project-name',
      PROJECT,
      '--project-path',
      'sample',
      '--dry-run',
      '--json'
    ])
    expect(dry.code).toBe(0)
    expect((JSON.parse(dry.stdout) as Record<string, unknown>).result).toBe('planned')
  })
})

describe('--json', () => {
  it('gives counts as numbers and switches as booleans (remove: restored; export: changed)', async () => {
    const removal = await cli(['remove', PROJECT, '--json'])
    expect(removal.code).toBe(0)
    const outputs = JSON.parse(removal.stdout) as Record<string, unknown>
    expect(outputs.result).toBe('removed')
    expect(outputs.restored).toBe(false)
    expect(outputs['backup-artifact-id']).toBeNull()
    expect(typeof outputs['site-ready-seconds']).toBe('number')
    // A removal imports nothing: no lint line naming no project.
    expect(removal.stderr).not.toMatch(/Lint of|== Lint/)

    const exported = await cli(['export', '--project-name', PROJECT, '--path', 'out', '--json'])
    expect(exported.code).toBe(0)
    expect((JSON.parse(exported.stdout) as Record<string, unknown>).changed).toBe(true)
    // The download in bytes and seconds, and no "as auto".
    expect(exported.stderr).toMatch(
      /Downloaded SamplePriority: \d+\.\d KiB \(\d+ bytes\) in \d+(\.\d+)? s\./
    )
    expect(exported.stderr).not.toMatch(/as auto|0\.0 MB/)
  })

  it('lint: errors and warnings are numbers', async () => {
    const run = await cli(['lint', '--project-name', PROJECT, '--project-path', 'sample', '--json'])
    const outputs = JSON.parse(run.stdout) as Record<string, unknown>
    expect(typeof outputs.errors).toBe('number')
    expect(typeof outputs.warnings).toBe('number')
  })
})

describe('docs/cli.md', () => {
  const doc = readFileSync(new URL('../../docs/cli.md', import.meta.url), 'utf8').replace(
    /\s+/g,
    ' '
  )

  it('says how to run it before the package is on npm: from GitHub and from a packed tarball', () => {
    expect(doc).toContain('### Before the package is on npm')
    expect(doc).toContain('`npx -y github:<owner>/<repo> <command> ...`')
    expect(doc).toContain('`npm pack` writes `acumatica-customization-deploy-<version>.tgz`')
    // The form the npx test of the packed package runs (npm exec --package TARBALL -- NAME).
    expect(doc).toContain(
      '`npx -y --package ./acumatica-customization-deploy-<version>.tgz -- acumatica-customization-deploy <command> ...`'
    )
    const npxTest = readFileSync(new URL('../e2e/npx-package.test.ts', import.meta.url), 'utf8')
    expect(npxTest).toContain("'--package', tarball, '--', NAME")
  })

  it('documents --keep-backups with its default, as the help gives it', () => {
    expect(doc).toContain(
      `\`--keep-backups N\` (\`deploy\`, \`remove\`, default \`${DEFAULT_KEEP_BACKUPS}\`)`
    )
    expect(commandHelp(commandNamed('deploy')!, {}).replace(/\s+/g, ' ')).toContain(
      `--keep-backups N How many backups`
    )
    expect(doc).toContain('files `0600`')
  })
})
