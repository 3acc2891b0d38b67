// The first answer of an idle instance, the client against real sockets on a fake clock: IIS
// holds the first requests to an idle application until it has started (a minute or more), so
// until the address has answered once a request waits up to first-answer-timeout (default 300 s),
// told every 30 s; a host that never answers fails naming base-url once it has passed; a refused
// connection still fails at once.
import { afterEach, describe, expect, it, jest } from '@jest/globals'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { CustomizationClient } from '../../src/api/client.js'
import { NoFirstAnswerError, UnreachableError } from '../../src/api/errors.js'
import type { FirstAnswerWait } from '../../src/api/http.js'
import { progressLine } from '../../src/report/progress-text.js'
import { closedPort, silentPort } from '../../test-support/ports.js'

const CREDENTIALS = { name: 'admin', password: 'secret' }
/** action.yml's defaults of the inputs that bound waiting. */
const DEFAULTS = { requestTimeoutSeconds: 300, attempts: 5, delaySeconds: 15 }
const closers: Array<() => Promise<void>> = []

afterEach(async () => {
  jest.useRealTimers()
  for (const close of closers.splice(0)) await close()
})

/** Fake Date and timers only: sockets, nextTick and setImmediate stay real. */
function fakeClock(): void {
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] })
}

/** GET /entity's and login's answers (as in real-answers.md), the first requests held until `release()`. */
async function coldInstance(): Promise<{ port: number; held: () => number; release(): void }> {
  const waiting: Array<[IncomingMessage, ServerResponse]> = []
  let started = false
  const answer = (request: IncomingMessage, response: ServerResponse): void => {
    if (request.url?.endsWith('/entity/auth/login')) {
      response.writeHead(204, { 'Set-Cookie': 'ASP.NET_SessionId=abc; path=/' }).end()
    } else if (request.url?.endsWith('/entity')) {
      response
        .writeHead(200, { 'Content-Type': 'application/json' })
        .end(JSON.stringify({ version: { acumaticaBuildVersion: '24.210.0016' }, endpoints: [] }))
    } else response.writeHead(404).end()
  }
  const server: Server = createServer((request, response) => {
    request.resume()
    if (started) answer(request, response)
    else waiting.push([request, response])
  })
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  closers.push(async () => {
    server.closeAllConnections()
    await new Promise<void>(resolve => server.close(() => resolve()))
  })
  return {
    port: (server.address() as AddressInfo).port,
    held: () => waiting.length,
    release: () => {
      started = true
      for (const [request, response] of waiting.splice(0)) answer(request, response)
    }
  }
}

/** Lets real socket events run between fake-clock steps. */
async function untilTrue(check: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !check(); i++) await new Promise(resolve => setImmediate(resolve))
  expect(check()).toBe(true)
}

function client(port: number, waits: FirstAnswerWait[], firstAnswerTimeoutSeconds?: number) {
  return new CustomizationClient({
    baseUrl: `http://127.0.0.1:${port}/AcumaticaERP`,
    requestTimeoutSeconds: DEFAULTS.requestTimeoutSeconds,
    ...(firstAnswerTimeoutSeconds === undefined ? {} : { firstAnswerTimeoutSeconds }),
    onFirstAnswerWait: wait => waits.push(wait)
  })
}

describe('an instance that answers its first request after 90 s (a cold start)', () => {
  it('is waited for with the defaults, told every 30 s, and the login then succeeds', async () => {
    const instance = await coldInstance()
    fakeClock()
    const waits: FirstAnswerWait[] = []
    const api = client(instance.port, waits)
    const read = api.readInstance(undefined, true)
    await untilTrue(() => instance.held() === 1)
    // The bounds this replaces (10 s for GET /entity, 15 s a login attempt) pass here.
    await jest.advanceTimersByTimeAsync(90_000)
    instance.release()
    const info = await read
    expect(info.build).toBe('24.210.0016')
    expect(waits.map(w => w.waitedSeconds)).toEqual([30, 60, 90])
    expect(waits[0]).toEqual({
      baseUrl: `http://127.0.0.1:${instance.port}/AcumaticaERP`,
      waitedSeconds: 30,
      timeoutSeconds: 300
    })
    await api.login(CREDENTIALS, { attempts: DEFAULTS.attempts, delaySeconds: 15 })
    expect(api.sessionCookie).toBe('ASP.NET_SessionId=abc')
    // Once answered, nothing more is told.
    await jest.advanceTimersByTimeAsync(60_000)
    expect(waits).toHaveLength(3)
  })

  it('a login that is the first request waits the same way (no retry line, no warning)', async () => {
    const instance = await coldInstance()
    fakeClock()
    const waits: FirstAnswerWait[] = []
    const retries: unknown[] = []
    const api = client(instance.port, waits)
    const login = api.login(CREDENTIALS, {
      attempts: DEFAULTS.attempts,
      delaySeconds: DEFAULTS.delaySeconds,
      onRetry: retry => retries.push(retry)
    })
    await untilTrue(() => instance.held() === 1)
    await jest.advanceTimersByTimeAsync(90_000)
    instance.release()
    await login
    expect(api.sessionCookie).toBe('ASP.NET_SessionId=abc')
    expect(retries).toEqual([])
    expect(waits).toHaveLength(3)
  })

  it("the line says what may be going on, in each host's words, as an info line", () => {
    const wait = {
      baseUrl: 'https://erp.example.com/AcumaticaERP',
      waitedSeconds: 60,
      timeoutSeconds: 300
    }
    const actions = progressLine({ kind: 'first-answer-wait', ...wait }, 'actions')
    expect(actions).toEqual({
      level: 'info',
      text: 'No answer from https://erp.example.com/AcumaticaERP yet (waited 60 s of first-answer-timeout 300 s). An instance idle for a while can take minutes to start its application; a wrong base-url or a proxy that never answers looks the same.'
    })
    const cli = progressLine({ kind: 'first-answer-wait', ...wait }, 'cli').text
    expect(cli).toContain('of --first-answer-timeout 300 s')
    expect(cli).toContain('a wrong --base-url')
  })
})

describe('a host that accepts connections and never answers', () => {
  it('fails naming base-url once first-answer-timeout has passed, one budget for the whole run', async () => {
    const silent = await silentPort()
    closers.push(silent.close)
    fakeClock()
    const waits: FirstAnswerWait[] = []
    const api = client(silent.port, waits, 45)
    const read = api.readInstance(undefined, true).then(
      () => undefined,
      (e: unknown) => e
    )
    await jest.advanceTimersByTimeAsync(45_000)
    const readError = (await read) as Error
    expect(readError).toBeInstanceOf(NoFirstAnswerError)
    expect(readError.message).toContain('within 45 s (first-answer-timeout)')
    expect(readError.message).toContain('check base-url')
    expect(waits.map(w => w.waitedSeconds)).toEqual([30])
    // The login after it has no time left: it fails at once, not after another 45 s, not retried.
    const retries: unknown[] = []
    const login = api
      .login(CREDENTIALS, { attempts: 5, delaySeconds: 15, onRetry: r => retries.push(r) })
      .then(
        () => undefined,
        (e: unknown) => e
      )
    await jest.advanceTimersByTimeAsync(10)
    const error = (await login) as Error
    expect(error).toBeInstanceOf(UnreachableError)
    expect(error.message).toMatch(
      /^no answer from http:\/\/127\.0\.0\.1:\d+\/AcumaticaERP within 45 s \(first-answer-timeout\)/
    )
    expect(error.message).toContain('a wrong base-url or a proxy that never answers looks the same')
    expect(retries).toEqual([])
  })

  it('waits longer than request-timeout for the first answer', async () => {
    const instance = await coldInstance()
    fakeClock()
    const api = new CustomizationClient({
      baseUrl: `http://127.0.0.1:${instance.port}/AcumaticaERP`,
      requestTimeoutSeconds: 20
    })
    const login = api.login(CREDENTIALS, { attempts: 1, delaySeconds: 15 })
    await untilTrue(() => instance.held() === 1)
    await jest.advanceTimersByTimeAsync(90_000)
    instance.release()
    await login
    expect(api.sessionCookie).toBe('ASP.NET_SessionId=abc')
  })
})

describe('a refused connection', () => {
  it('still fails at once (one more attempt after at most 2 s), with the defaults', async () => {
    const port = await closedPort()
    const waits: FirstAnswerWait[] = []
    const sleeps: number[] = []
    const api = new CustomizationClient({
      baseUrl: `http://127.0.0.1:${port}/AcumaticaERP`,
      requestTimeoutSeconds: DEFAULTS.requestTimeoutSeconds,
      onFirstAnswerWait: wait => waits.push(wait),
      sleep: async ms => {
        sleeps.push(ms)
      }
    })
    const started = Date.now()
    const error = (await api
      .login(CREDENTIALS, { attempts: DEFAULTS.attempts, delaySeconds: DEFAULTS.delaySeconds })
      .then(
        () => undefined,
        (e: unknown) => e
      )) as Error
    expect(Date.now() - started).toBeLessThan(5_000)
    expect(error).toBeInstanceOf(UnreachableError)
    expect(error.message).toMatch(/^login failed after 2 attempts: connection refused/)
    expect(sleeps).toEqual([2000])
    expect(waits).toEqual([])
  })
})
