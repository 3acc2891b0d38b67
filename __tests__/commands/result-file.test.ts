// withResultFile (src/commands/result-file.ts), the result file as a part of the command layer,
// over a command of its own: the file at the end of the run with what the run recorded, on an
// input error once base-url names the instance, at once when a cancel abandons the run, a fresh
// record for each run on one runner, and a write that fails failing the command with its own
// result kept.
import { afterEach, describe, expect, it } from '@jest/globals'
import { existsSync, readFileSync } from 'node:fs'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { withResultFile, type RecordingCommand } from '../../src/commands/result-file.js'
import { InputError } from '../../src/inputs/input-error.js'
import { runCommand } from '../../src/runner/command.js'
import type { CommandResult } from '../../src/runner/runner.js'
import { TestRunner } from '../../test-support/test-runner.js'

interface Settings {
  name: string
  url: string
}

const folders: string[] = []
afterEach(async () => {
  await Promise.all(folders.splice(0).map(f => rm(f, { recursive: true, force: true })))
})

async function runnerWith(inputs: Record<string, string>): Promise<TestRunner> {
  const folder = await mkdtemp(path.join(tmpdir(), 'result-file-'))
  folders.push(folder)
  return new TestRunner(
    { 'base-url': 'https://erp.example.com/ERP', ...inputs },
    { workspace: folder, tempDir: folder, runnerTemp: folder, runId: '9' }
  )
}

/** A command that ends `ending` (a failure when given), recording two projects. */
function command(
  ending: Partial<CommandResult> = {},
  parts: Partial<RecordingCommand<Settings>> = {}
): RecordingCommand<Settings> {
  return {
    readSettings: runner => {
      if (runner.getInput('bad') !== '') throw new InputError('bad', 'is bad: leave it empty.')
      return { name: runner.getInput('instance-name') || 'erp', url: runner.getInput('base-url') }
    },
    notStarted: failure => ({ result: 'failed', outputs: { result: 'failed' }, failure }),
    run: () =>
      Promise.resolve({
        result: 'done',
        outputs: { result: 'done' },
        ...ending,
        record: {
          projects: [
            { name: 'Alpha', digest: 'a1' },
            { name: 'Beta', digest: null }
          ],
          published: ['alpha', 'Other']
        }
      }),
    ...parts
  }
}

const wrapped = (inner: RecordingCommand<Settings>) =>
  withResultFile(inner, (settings: Settings) => ({
    instance: settings.name,
    url: settings.url,
    resultFile: '',
    projects: ['Alpha', 'Beta']
  }))

const read = (file: string): Record<string, unknown> =>
  JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>

describe('withResultFile', () => {
  it('writes what the run recorded as it ends, its path the output result-file; the record stays out of the result', async () => {
    const runner = await runnerWith({})
    const result = await runCommand(wrapped(command()), runner)
    const file = result.outputs['result-file']
    expect(file).toBe(path.join(runner.env.runnerTemp!, 'acumatica-results', 'result-erp.json'))
    expect(read(file)).toMatchObject({
      instance: 'erp',
      url: 'https://erp.example.com/ERP',
      result: 'done',
      projects: [
        { name: 'Alpha', digest: 'a1' },
        { name: 'Beta', digest: null }
      ],
      run: { id: '9' },
      // What else the instance publishes: its own projects left out, whatever their case.
      published: ['Other']
    })
    expect(result).toEqual({ result: 'done', outputs: { result: 'done', 'result-file': file } })
  })

  it('an input error: the inner result, and a file once base-url names the instance', async () => {
    const named = await runnerWith({ bad: 'x', 'instance-name': 'Contoso' })
    const refused = await runCommand(wrapped(command()), named)
    expect(refused.failure).toBe("Input 'bad' is bad: leave it empty.")
    expect(read(refused.outputs['result-file'])).toMatchObject({
      instance: 'Contoso',
      result: 'failed',
      projects: [],
      published: null
    })

    const unnamed = await runnerWith({ bad: 'x', 'base-url': 'not a url' })
    const none = await runCommand(wrapped(command()), unnamed)
    expect(none.outputs['result-file']).toBeUndefined()
    expect(existsSync(path.join(unnamed.env.runnerTemp!, 'acumatica-results'))).toBe(false)
  })

  it('each run on one runner has its own start', async () => {
    const runner = await runnerWith({})
    const step = wrapped(command())
    const first = read((await runCommand(step, runner)).outputs['result-file'])
    await sleep(20)
    const between = Date.now()
    const second = read((await runCommand(step, runner)).outputs['result-file'])
    expect(Date.parse(first.started as string)).toBeLessThan(between)
    expect(Date.parse(second.started as string)).toBeGreaterThanOrEqual(between)
  })

  it('a file that cannot be written fails the command; its result and its own failure stay', async () => {
    const runner = await runnerWith({})
    // The folder of the default file is taken by a file.
    await writeFile(path.join(runner.env.runnerTemp!, 'acumatica-results'), 'a file')
    const ok = await runCommand(wrapped(command()), runner)
    expect(ok.result).toBe('done')
    expect(ok.outputs).toEqual({ result: 'done' })
    expect(ok.failure).toMatch(/^The result file could not be written: /)

    const failed = await runCommand(wrapped(command({ failure: 'It broke.' })), runner)
    expect(failed.failure).toMatch(/^It broke\. The result file could not be written: /)
  })

  it('a cancel that abandons the run writes the file at once, the inner words kept', async () => {
    const runner = await runnerWith({})
    let abandonedWith: Record<string, unknown> | undefined
    runner.abandon = result => {
      runner.abandoned = result
      abandonedWith = read(result.outputs['result-file'])
    }
    const step = wrapped(
      command(
        {},
        {
          cancellation: () => ({
            stopping: 'stopping.',
            inFlight: signal => ({
              result: 'cancelled',
              outputs: { result: 'cancelled' },
              failure: `Cancelled (${signal}).`
            })
          }),
          // A request that never answers the signal: the runner abandons the run after 3 s.
          run: async () => {
            runner.cancel('SIGTERM')
            await sleep(3500)
            return { result: 'cancelled', outputs: { result: 'cancelled' } }
          }
        }
      )
    )
    const result = await runCommand(step, runner)
    expect(runner.abandoned).toMatchObject({
      result: 'cancelled',
      failure: 'Cancelled (SIGTERM).',
      outputs: { result: 'cancelled', 'result-file': result.outputs['result-file'] }
    })
    expect(abandonedWith).toMatchObject({
      result: 'cancelled',
      projects: [
        { name: 'Alpha', digest: null },
        { name: 'Beta', digest: null }
      ]
    })
  }, 10_000)

  it('a command without cancellation words stays without them', () => {
    expect(wrapped(command()).cancellation).toBeUndefined()
  })
})
