// The Actions runner in-process over the runner's own files and variables: GITHUB_OUTPUT,
// GITHUB_STATE and GITHUB_STEP_SUMMARY point at temp files, the run's facts and INPUT_* at the
// environment, and what it prints is read from stdout, as the runner reads it.
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { actionsRunner, finishAction } from '../../src/hosts/actions/actions-runner.js'
import { parseKeyValueFile } from '../../test-support/file-commands.js'

const VARIABLES = [
  'GITHUB_OUTPUT',
  'GITHUB_STATE',
  'GITHUB_STEP_SUMMARY',
  'RUNNER_TEMP',
  'GITHUB_WORKSPACE',
  'GITHUB_RUN_ID',
  'GITHUB_RUN_ATTEMPT',
  'INPUT_PROJECT-NAME',
  'INPUT_BASE-URL',
  'STATE_progress'
]

let folder: string
let saved: Record<string, string | undefined>
let exitCode: typeof process.exitCode
let stdout: string[]
const files = () => ({
  output: path.join(folder, 'output'),
  state: path.join(folder, 'state'),
  summary: path.join(folder, 'summary.md')
})

beforeEach(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'actions-runner-'))
  saved = Object.fromEntries(VARIABLES.map(name => [name, process.env[name]]))
  exitCode = process.exitCode
  const { output, state, summary } = files()
  // The runner creates these files before the step starts.
  await Promise.all([output, state, summary].map(file => writeFile(file, '')))
  Object.assign(process.env, {
    GITHUB_OUTPUT: output,
    GITHUB_STATE: state,
    GITHUB_STEP_SUMMARY: summary,
    RUNNER_TEMP: path.join(folder, 'temp'),
    GITHUB_WORKSPACE: path.join(folder, 'workspace'),
    GITHUB_RUN_ID: '4242',
    GITHUB_RUN_ATTEMPT: '3',
    'INPUT_PROJECT-NAME': '  AcmeProject \n',
    STATE_progress: 'Publish'
  })
  delete process.env['INPUT_BASE-URL']
  stdout = []
  jest.spyOn(process.stdout, 'write').mockImplementation(chunk => {
    stdout.push(String(chunk))
    return true
  })
})

afterEach(async () => {
  jest.restoreAllMocks()
  process.exitCode = exitCode
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name]
    else process.env[name] = value
  }
  await rm(folder, { recursive: true, force: true })
})

describe('the Actions runner', () => {
  it("reads the run's facts from its environment, else falls back", () => {
    expect(actionsRunner().env).toEqual({
      workspace: path.join(folder, 'workspace'),
      tempDir: path.join(folder, 'temp'),
      runnerTemp: path.join(folder, 'temp'),
      runId: '4242',
      runAttempt: '3'
    })
    expect(actionsRunner({}).env).toEqual({
      workspace: process.cwd(),
      tempDir: tmpdir(),
      runId: 'local',
      runAttempt: '1'
    })
  })

  it('reads inputs from INPUT_*, trimmed, and state from STATE_*; saveState writes the state file', async () => {
    const runner = actionsRunner()
    expect(runner.getInput('project-name')).toBe('AcmeProject')
    expect(runner.getInput('base-url')).toBe('')
    expect(runner.getState('progress')).toBe('Publish')
    runner.saveState('session', '{"cookie":"a=b"}')
    runner.saveState('progress', 'done: published')
    expect(parseKeyValueFile(await readFile(files().state, 'utf8'))).toEqual({
      session: '{"cookie":"a=b"}',
      progress: 'done: published'
    })
  })

  it('finishAction: the outputs to GITHUB_OUTPUT, the summary as markdown, no failure', async () => {
    await finishAction({
      result: 'published',
      outputs: { result: 'published', 'backup-path': '' },
      summary: {
        blocks: [
          { kind: 'heading', level: 3, text: ['Deploy'] },
          { kind: 'paragraph', text: ['AcmeProject is published.'] }
        ]
      }
    })
    expect(parseKeyValueFile(await readFile(files().output, 'utf8'))).toEqual({
      result: 'published',
      'backup-path': ''
    })
    const summary = await readFile(files().summary, 'utf8')
    expect(summary).toContain('### Deploy')
    expect(summary).toContain('AcmeProject is published.')
    expect(process.exitCode).toBe(exitCode)
    expect(stdout.join('')).not.toContain('::error::')
    // The same summary as text in a folded group of the log, for raw logs: no markdown there.
    const log = stdout.join('')
    const group = log.slice(log.indexOf('::group::Summary'), log.indexOf('::endgroup::'))
    expect(group).toContain('AcmeProject is published.')
    expect(group).not.toContain('###')
  })

  it('finishAction with a failure: exit code 1 and an ::error:: line, made safe', async () => {
    await finishAction({
      result: 'failed',
      outputs: { result: 'failed' },
      failure: 'The publish failed\n::set-output name=x::y'
    })
    expect(process.exitCode).toBe(1)
    const errors = stdout
      .join('')
      .split(/\r?\n/)
      .filter(line => line.startsWith('::'))
    // One line: the server's line break cannot start a workflow command of its own.
    expect(errors).toEqual(['::error::The publish failed ⏎ ::set-output name=x::y'])
    expect(parseKeyValueFile(await readFile(files().output, 'utf8'))).toEqual({
      result: 'failed'
    })
  })

  it('annotates a file and line; onCancel listens until its disposer is called', () => {
    const runner = actionsRunner()
    runner.annotate('warning', 'no guard', { title: 'ACU003', file: 'a/b.xml', line: 4 })
    expect(stdout.join('')).toContain('::warning title=ACU003,file=a/b.xml,line=4::no guard')
    const before = process.listenerCount('SIGTERM')
    const stop = runner.onCancel(() => undefined)
    expect(process.listenerCount('SIGTERM')).toBe(before + 1)
    stop()
    expect(process.listenerCount('SIGTERM')).toBe(before)
  })

  it('abandon: the outputs and the failure first, then exit 1', async () => {
    // What the runner would have read when the process ended.
    let atExit: { outputs: string; printed: string } | undefined
    const exit = jest.spyOn(process, 'exit').mockImplementation((() => {
      atExit = { outputs: readFileSync(files().output, 'utf8'), printed: stdout.join('') }
    }) as () => never)
    actionsRunner().abandon({
      result: 'cancelled',
      outputs: { result: 'cancelled' },
      failure: 'The run was cancelled (SIGINT) while a request was in flight.'
    })
    expect(exit).toHaveBeenCalledWith(1)
    expect(parseKeyValueFile(atExit?.outputs ?? '')).toEqual({ result: 'cancelled' })
    expect(atExit?.printed).toContain(
      '::error::The run was cancelled (SIGINT) while a request was in flight.'
    )
  })
})
