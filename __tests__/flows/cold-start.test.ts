// An instance idle overnight: IIS holds the first requests until the application has started (a
// minute or more). The deploy step in-process, with the defaults of the inputs that bound that
// wait, against the simulator behind a proxy that holds every connection for the first 90 s of a
// fake clock (real sockets, fake timers): it waits, says so every 30 s in info lines, and
// deploys, with no warning and no skipped read of the instance's build.
import { describe, expect, it, jest } from '@jest/globals'
import { createServer, connect, type Server, type Socket } from 'node:net'
import type { AddressInfo } from 'node:net'
import type { Simulator } from '../../simulator/index.js'
import { expectCleanDeploy, expectExitCode, useStepWorld } from '../../test-support/step-world.js'

const steps = useStepWorld()

/** action.yml's defaults of the inputs that bound the first answer (deployInputs lowers some). */
const WAIT_DEFAULTS = {
  'request-timeout': '300',
  'first-answer-timeout': '300',
  'login-attempts': '5',
  'login-retry-delay': '15',
  // The clock runs ahead of the simulator's real work below: the default leaves room.
  'publish-timeout': '600'
}

/** A TCP proxy to `sim` that holds every connection (what it was sent stays buffered) until release(). */
async function coldProxy(
  sim: Simulator
): Promise<{ url: string; held(): number; release(): void; close(): Promise<void> }> {
  const target = new URL(sim.url)
  const waiting: Array<() => void> = []
  const sockets = new Set<Socket>()
  let started = false
  const server: Server = createServer(client => {
    sockets.add(client)
    client.on('error', () => undefined)
    const pass = (): void => {
      const upstream = connect(Number(target.port), target.hostname)
      sockets.add(upstream)
      upstream.on('error', () => client.destroy())
      client.pipe(upstream)
      upstream.pipe(client)
    }
    if (started) pass()
    else waiting.push(pass)
  })
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as AddressInfo).port
  return {
    url: `http://127.0.0.1:${port}${target.pathname}`,
    held: () => waiting.length,
    release: () => {
      started = true
      for (const pass of waiting.splice(0)) pass()
    },
    close: async () => {
      for (const socket of sockets) socket.destroy()
      await new Promise<void>(resolve => server.close(() => resolve()))
    }
  }
}

/** One turn of the real event loop: sockets get their events between fake-clock steps. */
const turn = (): Promise<void> => new Promise(resolve => setImmediate(resolve))

describe('a cold start: the first answer after 90 s', () => {
  it('deploys with the defaults, telling the wait every 30 s, without a warning', async () => {
    const sim = await steps.start()
    const proxy = await coldProxy(sim)
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] })
    try {
      let done = false
      const running = steps.deploy(sim, { 'base-url': proxy.url, ...WAIT_DEFAULTS }).finally(() => {
        done = true
      })
      for (let i = 0; i < 200_000 && proxy.held() === 0; i++) await turn()
      expect(proxy.held()).toBe(1)
      // The application starts: 90 s on the clock, nothing answered.
      for (let second = 0; second < 90; second++) {
        await jest.advanceTimersByTimeAsync(1000)
        await turn()
      }
      expect(done).toBe(false)
      proxy.release()
      for (let i = 0; i < 200_000 && !done; i++) {
        await jest.advanceTimersByTimeAsync(5)
        await turn()
      }
      const run = await running
      expectExitCode(run, 0)
      expect(run.result.outputs.result).toBe('published')
      const waits = run.output.split('\n').filter(line => line.startsWith('No answer from'))
      expect(waits).toEqual(
        [30, 60, 90].map(
          s =>
            `No answer from ${proxy.url} yet (waited ${s} s of first-answer-timeout 300 s). An instance idle for a while can take minutes to start its application; a wrong base-url or a proxy that never answers looks the same.`
        )
      )
      expect(run.warnings).toEqual([])
      // GET /entity waited for the start too: the build was read, not skipped.
      expect(run.notices.join('\n')).not.toContain("Skipped reading the instance's build")
      expectCleanDeploy(sim, run)
    } finally {
      jest.useRealTimers()
      await proxy.close()
    }
  })
})
