// runCommand, the opening every command shares: the password masked before the command reads
// anything, an input error turned into the command's own failed result, the cancellation
// watched and released, the client made from the command's login settings.
import { describe, expect, it } from '@jest/globals'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { InputError } from '../../src/inputs/input-error.js'
import { runCommand, type Command } from '../../src/runner/command.js'
import { TestRunner } from '../../test-support/test-runner.js'

const PASSWORD = 'correct-horse-battery'

/** A command that records what it saw; `read` stands for its settings reader. */
function probe(read: (runner: TestRunner) => string, options: Partial<Command<string>> = {}) {
  const seen: { secretsWhenRead?: string[]; signal?: AbortSignal } = {}
  const command: Command<string> = {
    readSettings: runner => {
      seen.secretsWhenRead = [...(runner as TestRunner).secrets]
      return read(runner as TestRunner)
    },
    notStarted: failure => ({ result: 'failed', outputs: { result: 'failed' }, failure }),
    run: async ({ settings, cancel }) => {
      seen.signal = cancel.signal
      return { result: 'done', outputs: { settings } }
    },
    ...options
  }
  return { command, seen }
}

describe('runCommand', () => {
  it('masks the password before the command reads its settings, then runs it', async () => {
    const runner = new TestRunner({ password: PASSWORD, name: 'A' })
    const { command, seen } = probe(r => r.getInput('name'))
    expect(await runCommand(command, runner)).toEqual({
      result: 'done',
      outputs: { settings: 'A' }
    })
    expect(seen.secretsWhenRead).toContain(PASSWORD)
  })

  it("turns an input error into the command's failed result, naming the input", async () => {
    const runner = new TestRunner({})
    const { command, seen } = probe(() => {
      throw new InputError('name', 'is required: set it.')
    })
    expect(await runCommand(command, runner)).toEqual({
      result: 'failed',
      outputs: { result: 'failed' },
      failure: "Input 'name' is required: set it."
    })
    expect(seen.signal).toBeUndefined()
    // Another error of the reader is said as an input check that failed, never thrown on.
    const other = probe(() => {
      throw new Error('disk gone')
    })
    expect((await runCommand(other.command, runner)).failure).toBe('Input check failed: disk gone')
    expect(runner.cancelListenerCount).toBe(0)
  })

  it('aborts the signal on a cancellation, says it in the words given, and stops listening after', async () => {
    const runner = new TestRunner({})
    const { command } = probe(() => 'x', {
      cancellation: () => ({
        stopping: 'stopping now.',
        inFlight: signal => ({ result: 'cancelled', outputs: {}, failure: signal })
      }),
      run: async ({ cancel }) => {
        runner.cancel('SIGTERM')
        return { result: cancel.signal.aborted ? 'cancelled' : 'done', outputs: {} }
      }
    })
    expect((await runCommand(command, runner)).result).toBe('cancelled')
    expect(runner.messages('warning')).toEqual(['Received SIGTERM: stopping now.'])
    expect(runner.cancelListenerCount).toBe(0)
  })

  it('without words, a cancellation only aborts the signal: no line, no abandon', async () => {
    const runner = new TestRunner({})
    const { command } = probe(() => 'x', {
      run: async ({ cancel }) => {
        runner.cancel('SIGINT')
        return { result: cancel.signal.aborted ? 'cancelled' : 'done', outputs: {} }
      }
    })
    expect((await runCommand(command, runner)).result).toBe('cancelled')
    expect(runner.lines).toEqual([])
    expect(runner.abandoned).toBeUndefined()
  })

  it('a command a signal does not stop: an info line in its words, never aborted nor abandoned', async () => {
    const runner = new TestRunner({})
    const { command } = probe(() => 'x', {
      finishesOnSignal: () => 'finishing first.',
      // Words it would have otherwise: a command that finishes first says neither.
      cancellation: () => ({
        stopping: 'stopping now.',
        inFlight: signal => ({ result: 'cancelled', outputs: {}, failure: signal })
      }),
      run: async ({ cancel }) => {
        runner.cancel('SIGINT')
        runner.cancel('SIGTERM')
        // Past the grace an abandon would come after (3 s): the command is still its own.
        await new Promise(resolve => setTimeout(resolve, 3500))
        return {
          result: cancel.signal.aborted ? 'cancelled' : 'done',
          outputs: { received: cancel.received() ?? '' }
        }
      }
    })
    expect(await runCommand(command, runner)).toEqual({
      result: 'done',
      outputs: { received: 'SIGINT' }
    })
    // Each signal answered (a second Ctrl-C too); the first is the one received.
    expect(runner.messages('info')).toEqual([
      'Received SIGINT: finishing first.',
      'Received SIGTERM: finishing first.'
    ])
    expect(runner.messages('warning')).toEqual([])
    expect(runner.abandoned).toBeUndefined()
    expect(runner.cancelListenerCount).toBe(0)
  })

  it("makes the client of the command's login settings, and none for a command without", async () => {
    const asked: string[] = []
    const server = createServer((request, response) => {
      asked.push(request.url ?? '')
      response.writeHead(404).end()
    })
    await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
    try {
      const { port } = server.address() as AddressInfo
      const baseUrl = `http://127.0.0.1:${port}/AcumaticaERP`
      const runner = new TestRunner({})
      const withLogin = probe(() => 'x', {
        login: () => ({
          baseUrl,
          host: '127.0.0.1',
          credentials: { name: 'admin', password: PASSWORD },
          requestTimeoutSeconds: 30,
          loginAttempts: 1,
          loginRetryDelaySeconds: 1
        }),
        run: async ({ client }) => {
          await client.readInstance(undefined, true).catch(() => undefined)
          return { result: 'done', outputs: {} }
        }
      })
      expect((await runCommand(withLogin.command, runner)).result).toBe('done')
      expect(asked.length).toBeGreaterThan(0)
      expect(asked.every(url => url.startsWith('/AcumaticaERP/'))).toBe(true)
    } finally {
      await new Promise(resolve => server.close(resolve))
    }
    const without = probe(() => 'x', {
      run: async ({ client }) => ({ result: String(client), outputs: {} })
    })
    await expect(runCommand(without.command, new TestRunner({}))).rejects.toThrow('without login()')
  })
})
