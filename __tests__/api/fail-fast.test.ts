// Fail fast where waiting changes nothing: a refused connection is tried once more after a short
// wait (not the API Login Limit's schedule), and an address that never completes a connection is
// given up after the connect timeout, apart from request-timeout. Real sockets on loopback only.
import { afterEach, describe, expect, it } from '@jest/globals'
import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { connect, type AddressInfo, type Socket } from 'node:net'
import { CustomizationClient } from '../../src/api/client.js'
import { UnreachableError } from '../../src/api/errors.js'
import type { LoginRetryInfo } from '../../src/api/types.js'
import { closedPort } from '../../test-support/ports.js'

const CREDENTIALS = { name: 'admin', password: 'secret' }

const children: ChildProcess[] = []
const fillers: Socket[] = []
afterEach(() => {
  for (const filler of fillers.splice(0)) filler.destroy()
  for (const child of children.splice(0)) child.kill()
})

/**
 * A loopback port whose listening socket never accepts, with a backlog of 0: once one connection
 * waits in its queue, the kernel drops further SYNs and a connect neither succeeds nor fails.
 * (Node accepts every connection itself, so the listener is a small Python process.)
 */
async function blackHole(): Promise<number> {
  const child = spawn(
    'python3',
    [
      '-c',
      [
        'import socket, sys',
        's = socket.socket()',
        "s.bind(('127.0.0.1', 0))",
        's.listen(0)',
        'print(s.getsockname()[1], flush=True)',
        'sys.stdin.read()'
      ].join('\n')
    ],
    { stdio: ['pipe', 'pipe', 'inherit'] }
  )
  children.push(child)
  const port = await new Promise<number>((resolve, reject) => {
    child.once('error', reject)
    child.once('exit', () => reject(new Error('the black-hole listener ended before it listened')))
    child.stdout?.once('data', data => resolve(Number(String(data).trim())))
  })
  // Fill the queue: this connection completes, and is never accepted. It listens for 'error'
  // from the start: when the listener dies before the connection completes (killed by afterEach
  // once the test timed out, on a loaded machine), the reset would otherwise be an unhandled
  // 'error' event that ends the whole in-band jest run. once() still fails this call with it.
  const filler = connect(port, '127.0.0.1')
  filler.on('error', () => undefined)
  fillers.push(filler)
  await once(filler, 'connect')
  return port
}

describe('login that reaches nothing', () => {
  it('a refused connection is tried twice, a short wait apart, not on the login-limit schedule', async () => {
    const port = await closedPort()
    const client = new CustomizationClient({
      baseUrl: `http://127.0.0.1:${port}/AcumaticaERP`,
      requestTimeoutSeconds: 300
    })
    const retries: LoginRetryInfo[] = []
    const started = Date.now()
    // The defaults: 5 attempts, 15 s apart and more (150 s in all before this change).
    const error = await client
      .login(CREDENTIALS, { attempts: 5, delaySeconds: 15, onRetry: r => retries.push(r) })
      .then(
        () => undefined,
        (e: unknown) => e
      )
    const seconds = (Date.now() - started) / 1000
    expect(error).toBeInstanceOf(UnreachableError)
    expect((error as Error).message).toBe(
      `login failed after 2 attempts: connection refused (http://127.0.0.1:${port}/AcumaticaERP/entity/auth/login): nothing listens at that address, which waiting does not change`
    )
    expect(retries).toEqual([
      { attempt: 1, attempts: 2, waitSeconds: 2, reason: 'connection refused' }
    ])
    expect(seconds).toBeLessThan(5)
  })

  it('a connection that is never established ends at the connect timeout, not request-timeout', async () => {
    const port = await blackHole()
    const client = new CustomizationClient({
      baseUrl: `http://127.0.0.1:${port}/AcumaticaERP`,
      requestTimeoutSeconds: 300,
      connectTimeoutSeconds: 1
    })
    const retries: LoginRetryInfo[] = []
    const started = Date.now()
    const error = await client
      .login(CREDENTIALS, { attempts: 5, delaySeconds: 15, onRetry: r => retries.push(r) })
      .then(
        () => undefined,
        (e: unknown) => e
      )
    const seconds = (Date.now() - started) / 1000
    expect(error).toBeInstanceOf(UnreachableError)
    expect((error as Error).message).toBe(
      `login failed after 1 attempt: no connection within 1 s (http://127.0.0.1:${port}/AcumaticaERP/entity/auth/login): the address does not answer at all`
    )
    // Not tried again: the connect timeout was already the wait.
    expect(retries).toEqual([])
    expect(seconds).toBeGreaterThanOrEqual(0.9)
    expect(seconds).toBeLessThan(5)
    // Generous: starting the listener (a Python process) is slow on a loaded machine; the bound
    // that matters is the login's own duration above.
  }, 90_000)

  it('the connect timeout does not cut a slow answer on an established connection', async () => {
    // A server that accepts at once and answers after 1.5 s: longer than the connect timeout.
    const { createServer: createHttp } = await import('node:http')
    const server = createHttp((_request, response) => {
      setTimeout(() => {
        response.writeHead(204, { 'Set-Cookie': 'ASP.NET_SessionId=slow-but-fine' })
        response.end()
      }, 1500)
    })
    await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
    try {
      const { port } = server.address() as AddressInfo
      const client = new CustomizationClient({
        baseUrl: `http://127.0.0.1:${port}/AcumaticaERP`,
        requestTimeoutSeconds: 10,
        connectTimeoutSeconds: 0.5
      })
      await client.login(CREDENTIALS, { attempts: 1, delaySeconds: 0 })
      expect(client.sessionCookie).toBe('ASP.NET_SessionId=slow-but-fine')
    } finally {
      server.closeAllConnections()
      await new Promise<void>(resolve => server.close(() => resolve()))
    }
  })
})
