// A hostile instance for end-to-end tests: a loopback server in front of the simulator that
// answers the calls a test scripts itself (getProject, say) and passes every other request
// through unchanged, so the rest of the run meets the simulator's real behaviour.
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * Answers one intercepted call; the request body has been read (and is given as text). Returning
 * 'pass' (or a promise of it) sends the request on to the simulator instead. `forward` sends it
 * to the simulator and resolves with the simulator's status, its answer dropped: the instance
 * did the call, and the proxy answers something else (a 504, a reset).
 */
export type HostileAnswer = (
  res: ServerResponse,
  body: string,
  forward: () => Promise<number>
) => void | 'pass' | Promise<void | 'pass'>

export interface HostileProxy {
  /** The base-url to give the action (same base path as the simulator's). */
  url: string
  close(): Promise<void>
}

/** Starts a proxy to `simulatorUrl` that answers the paths ending in a key of `answers` itself. */
export async function startHostileProxy(
  simulatorUrl: string,
  answers: Record<string, HostileAnswer>
): Promise<HostileProxy> {
  const target = new URL(simulatorUrl)
  const server = createServer((req, res) => {
    const path = req.url?.split('?')[0] ?? ''
    // A key matches the path's end, or a folder of it (`.../status` for `.../status/<id>`).
    const scripted = Object.entries(answers).find(
      ([key]) => path.endsWith(key) || path.includes(`${key}/`)
    )
    if (scripted) {
      void readBody(req).then(async body => {
        const forward = (): Promise<number> => forwardOnly(req, Buffer.from(body))
        if ((await scripted[1](res, body, forward)) === 'pass') {
          forwardBody(req, res, Buffer.from(body))
        }
      })
      return
    }
    const forward = request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: target.host }
      },
      answer => {
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(res)
      }
    )
    forward.on('error', () => res.destroy())
    req.pipe(forward)
  })
  const forwardBody = (req: IncomingMessage, res: ServerResponse, body: Buffer): void => {
    const headers = { ...req.headers, host: target.host, 'content-length': String(body.length) }
    delete headers['transfer-encoding']
    const forward = request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers },
      answer => {
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(res)
      }
    )
    forward.on('error', () => res.destroy())
    forward.end(body)
  }
  const forwardOnly = (req: IncomingMessage, body: Buffer): Promise<number> =>
    new Promise((resolve, reject) => {
      const headers = { ...req.headers, host: target.host, 'content-length': String(body.length) }
      delete headers['transfer-encoding']
      const forward = request(
        { host: target.hostname, port: target.port, method: req.method, path: req.url, headers },
        answer => {
          answer.resume()
          answer.on('end', () => resolve(answer.statusCode ?? 0))
        }
      )
      forward.on('error', reject)
      forward.end(body)
    })
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}${target.pathname}`,
    close: () =>
      new Promise<void>(resolve => {
        server.closeAllConnections()
        server.close(() => resolve())
      })
  }
}

async function readBody(req: IncomingMessage): Promise<string> {
  const parts: Buffer[] = []
  for await (const chunk of req) parts.push(chunk as Buffer)
  return Buffer.concat(parts).toString('utf8')
}

/** A JSON answer with a status. */
export function json(status: number, value: unknown): (res: ServerResponse, body?: string) => void {
  return res => {
    const text = JSON.stringify(value)
    res.writeHead(status, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(text)
    })
    res.end(text)
  }
}

/** The instance does the call; the client gets `status` instead (a proxy's 504 after a slow answer). */
export function doneThen(status: number, headers: Record<string, string> = {}): HostileAnswer {
  return async (res, _body, forward) => {
    await forward()
    const text = status >= 300 && status < 400 ? '' : `<html><body>${status}</body></html>`
    res.writeHead(status, { 'content-type': 'text/html', ...headers })
    res.end(text)
  }
}

/** The instance does the call; the client's connection is reset before any answer. */
export function doneThenReset(): HostileAnswer {
  return async (res, _body, forward) => {
    await forward()
    res.socket?.destroy()
  }
}

/** The call reaches the instance only after `ms` (a slow proxy, a busy instance). */
export function slow(ms: number): HostileAnswer {
  return async (): Promise<'pass'> => {
    await new Promise(resolve => setTimeout(resolve, ms))
    return 'pass'
  }
}
