// The command line in-process (main(argv, io)) as a CI tool expects it: each command's --help on
// stdout; the log on stderr and the result alone on stdout; none of the action's runner words
// (post step, runner, workflow artifact, job summary); no invisible character in what it prints;
// backups outside the checkout by default; an input error said once. --version from the packed
// files and a cancelled deploy (a signal) run dist/cli: __tests__/e2e/cli-native.test.ts.
import { describe, expect, it } from '@jest/globals'
import { existsSync } from 'node:fs'
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { closedPort } from '../../test-support/ports.js'
import { repoRoot } from '../../test-support/run-action.js'
import type { CliRun } from '../../test-support/run-cli.js'
import { runMain, useCliWorld, type MainOptions } from './run-main.js'
import { tempFolder } from '../../test-support/temp-folders.js'
import {
  PROJECT,
  SAMPLE_IN_WORKSPACE,
  USER,
  previousVersionZip,
  sampleProjectPath,
  type World,
  PASSWORD_ENV,
  cliDeployArgs,
  withSampleProject
} from '../../test-support/world.js'

const { start } = useCliWorld({ projects: {} })
const RUNNER_WORDS = /post step|this runner|artifact|job summary|workflow|Actions cache/i
const INVISIBLE = /[\u200b-\u200f\u2060\ufeff]/

async function cliDeploy(
  world: World,
  flags: string[] = [],
  options: MainOptions = {}
): Promise<CliRun> {
  const cwd = await withSampleProject(await tempFolder('acu-cli-native-'))
  return runMain(cliDeployArgs(world.sim, flags), {
    cwd,
    ...options,
    env: { ...PASSWORD_ENV, ...options.env }
  })
}

/** Lines of the log as the command line writes them. */
const LOG_LINE = /^(== |notice|warning|error|Logged in to|Logged out of|Packaged |Result: [a-z])/m

describe('the command line feels native', () => {
  it('<command> --help: its flags with their defaults on stdout, exit 0, backups named', async () => {
    const state = await tempFolder('acu-state-')
    const deploy = await runMain(['deploy', '--help'], { env: { XDG_STATE_HOME: state } })
    expect(deploy.code).toBe(0)
    expect(deploy.stderr).toBe('')
    expect(deploy.stdout).toMatch(/^ {2}--publish-timeout VALUE +.*\(default: 600\)$/m)
    expect(deploy.stdout).toMatch(/^ {2}--ledger FILE/m)
    expect(deploy.stdout.replace(/\s+/g, ' ')).toContain(
      `(default: ${path.join(state, 'acumatica-customization-deploy', 'backups')})`
    )
    const exported = await runMain(['export', '--help'])
    expect(exported.code).toBe(0)
    expect(exported.stdout.replace(/\s+/g, ' ')).toMatch(
      / --format VALUE auto: .*? \(default: auto\)/
    )
    expect(exported.stdout).not.toMatch(/--backup-dir/)
    // remove's help needs no project name.
    expect((await runMain(['remove', '--help'])).code).toBe(0)
    // `help deploy` is `deploy --help`.
    expect((await runMain(['help', 'deploy'], { env: { XDG_STATE_HOME: state } })).stdout).toBe(
      deploy.stdout
    )
  })

  it('a deploy: the summary alone on stdout, the log on stderr, in the command line’s words, the backup a file in the state folder', async () => {
    const previous = await previousVersionZip()
    const world = await start({ projects: { [PROJECT]: previous }, published: [PROJECT] })
    const state = await tempFolder('acu-state-')
    const run = await cliDeploy(world, [], { env: { XDG_STATE_HOME: state } })

    expect(run.code).toBe(0)
    expect(run.stdout.split('\n')[0]).toMatch(new RegExp(`^✅ Published: ${PROJECT} → `))
    expect(run.stdout).not.toMatch(LOG_LINE)
    expect(run.stderr).toContain('== Log in')
    expect(run.stderr).toContain(`Logged in to ${world.sim.url} as ${USER.name}.`)
    expect(run.stderr).toContain(`Result: published ${PROJECT}`)
    expect(run.stdout + run.stderr).not.toMatch(RUNNER_WORDS)

    // The backup is in the user's state folder, not in the folder it ran in.
    const folder = path.join(state, 'acumatica-customization-deploy', 'backups')
    const files = await readdir(folder)
    expect(files).toHaveLength(1)
    expect(await readFile(path.join(folder, files[0]))).toEqual(previous)
    expect(run.stderr).toContain(`Backup of ${PROJECT} saved to ${path.join(folder, files[0])}`)
    expect(await readdir(run.cwd)).toEqual([SAMPLE_IN_WORKSPACE.split('/')[0]])

    // `published` as text: the names alone on stdout, one a line, for a script to read.
    const listed = await runMain(
      ['published', '--base-url', world.sim.url, '--username', USER.name],
      {
        env: PASSWORD_ENV
      }
    )
    expect(listed.code).toBe(0)
    expect(listed.stdout).toBe(`${PROJECT}\n`)
    expect(listed.stderr).toContain('Logged out of')
  })

  it('without XDG_STATE_HOME the backups go under HOME/.local/state', async () => {
    const world = await start({ projects: { [PROJECT]: await previousVersionZip() } })
    const home = await tempFolder('acu-home-')
    const run = await cliDeploy(world, ['--json'], { env: { HOME: home, XDG_STATE_HOME: '' } })
    expect(run.code).toBe(0)
    const folder = path.join(home, '.local', 'state', 'acumatica-customization-deploy', 'backups')
    expect(await readdir(folder)).toHaveLength(1)
    expect(existsSync(path.join(run.cwd, 'acumatica-backups'))).toBe(false)
  })

  it('server text that would be a workflow command: no invisible character, URLs whole', async () => {
    const url = 'https://docs.example.com/help?topic=publish&x=1'
    const world = await start({
      publishEndScript: [
        { text: 'false' },
        {
          json: {
            isCompleted: true,
            log: [
              { logType: 'information', message: `##[warning]Compiled; see ${url}` },
              { logType: 'information', message: '::set-output name=x::y' },
              // Invisible characters the instance sent are shown, not hidden in the text.
              { logType: 'information', message: 'Zero\u200bwidth\ufeff and joiner\u2060' }
            ]
          }
        }
      ]
    })
    const run = await cliDeploy(world)
    expect(run.code).toBe(0)
    const all = run.stdout + run.stderr
    expect(all).not.toMatch(INVISIBLE)
    expect(run.stderr).toContain(url)
    expect(run.stdout).toContain(url)
    expect(run.stderr).toContain(`Logged in to ${world.sim.url} `)
    // Still defused for a CI log that reads commands, with a visible space.
    expect(all).not.toMatch(/##\[/)
    expect(all).not.toMatch(/^::/m)
  })

  it('an unreachable base-url fails in the command line’s words', async () => {
    const port = await closedPort()
    const run = await runMain(
      [
        'deploy',
        '--base-url',
        `http://127.0.0.1:${port}/AcumaticaERP`,
        '--username',
        USER.name,
        '--project-name',
        PROJECT,
        '--project-path',
        sampleProjectPath,
        '--login-retry-delay',
        '0.05'
      ],
      { env: PASSWORD_ENV, cwd: repoRoot }
    )
    expect(run.code).toBe(1)
    expect(run.stdout + run.stderr).toContain('as this machine reaches it')
    expect(run.stdout + run.stderr).not.toMatch(RUNNER_WORDS)
    expect(run.stdout + run.stderr).not.toMatch(INVISIBLE)
  })

  it('an input error is said once', async () => {
    const run = await runMain(['deploy', '--base-url', 'notaurl', '--project-name', 'X'], {
      env: PASSWORD_ENV
    })
    expect(run.code).toBe(1)
    const all = run.stdout + run.stderr
    expect(all.match(/is not a valid URL/g)).toHaveLength(1)
    // No result: the input error goes with the log, stdout stays empty.
    expect(run.stderr).toContain('stopped at the input check')
    expect(run.stdout).toBe('')
  })
})
