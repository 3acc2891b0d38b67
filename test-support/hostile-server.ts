// A small instance that misbehaves on purpose, for the e2e tests of what a broken or hostile
// server cannot do to a run (SECURITY.md). It answers the Customization API well enough for a
// deploy with `backup: false` to go through, and each test replaces the answer of the calls it
// is about: text meant to become workflow commands, HTML pages with HTTP 200, answers that
// trickle one byte a second. Loopback only; no jest here.
import { expect } from '@jest/globals'
import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'

export type HostileCall =
  | 'login'
  | 'logout'
  | 'Import'
  | 'getProject'
  | 'getPublished'
  | 'publishBegin'
  | 'publishEnd'
  | 'delete'

const PATHS: Record<string, HostileCall> = {
  '/entity/auth/login': 'login',
  '/entity/auth/logout': 'logout',
  '/CustomizationApi/Import': 'Import',
  '/CustomizationApi/getProject': 'getProject',
  '/CustomizationApi/getPublished': 'getPublished',
  '/CustomizationApi/publishBegin': 'publishBegin',
  '/CustomizationApi/publishEnd': 'publishEnd',
  '/CustomizationApi/delete': 'delete'
}

interface HostileRequest {
  call: HostileCall
  /** The `.ASPXAUTH` value the request carried ('' without one). */
  session: string
  /** ms since the server started. */
  at: number
  body: string
}

/** Writes the answer of one call; `n` counts the calls of that kind (1 for the first). */
export type Handler = (answer: ServerResponse, request: HostileRequest, n: number) => unknown

export interface HostileServer {
  url: string
  requests: HostileRequest[]
  /** Sessions handed out by login and not yet logged out. */
  openSessions(): string[]
  close(): Promise<void>
}

export function sendJson(answer: ServerResponse, status: number, value: unknown): void {
  const text = JSON.stringify(value)
  answer.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text)
  })
  answer.end(text)
}

export function sendText(
  answer: ServerResponse,
  status: number,
  text: string,
  contentType = 'text/plain'
): void {
  answer.writeHead(status, {
    'content-type': contentType,
    'content-length': Buffer.byteLength(text)
  })
  answer.end(text)
}

/** Sends `text` one byte every `everyMs` (headers at once): a server that never quite stops. */
export function trickle(answer: ServerResponse, text: string, everyMs = 1000): void {
  answer.writeHead(200, { 'content-type': 'application/json' })
  answer.flushHeaders()
  let index = 0
  const timer = setInterval(() => {
    if (answer.destroyed || index >= text.length) {
      clearInterval(timer)
      if (!answer.destroyed) answer.end()
      return
    }
    answer.write(text[index++])
  }, everyMs)
  answer.on('close', () => clearInterval(timer))
}

/** Never answers (not even headers) until the client gives up. */
export function silence(answer: ServerResponse): void {
  void answer
}

export async function startHostileServer(
  handlers: Partial<Record<HostileCall, Handler>> = {}
): Promise<HostileServer> {
  const started = Date.now()
  const requests: HostileRequest[] = []
  const sessions = new Set<string>()
  const counts = new Map<HostileCall, number>()
  const sockets = new Set<Socket>()

  const defaults: Record<HostileCall, Handler> = {
    login: answer => {
      const session = randomBytes(12).toString('hex')
      sessions.add(session)
      answer.writeHead(204, { 'set-cookie': [`.ASPXAUTH=${session}; path=/; HttpOnly`] })
      answer.end()
    },
    logout: (answer, request) => {
      sessions.delete(request.session)
      answer.writeHead(204)
      answer.end()
    },
    Import: answer => sendJson(answer, 200, { log: [] }),
    // What 26.101 answers for a project it does not hold: every deploy here is a first deploy.
    getProject: (answer, request) =>
      sendJson(answer, 200, {
        log: [
          {
            logType: 'error',
            message: `The project is not found: ${projectNameOf(request.body)}`
          }
        ]
      }),
    getPublished: answer =>
      sendJson(answer, 200, {
        log: [{ logType: 'information', message: 'The system does not contain published projects' }]
      }),
    publishBegin: answer => sendJson(answer, 200, { log: [] }),
    publishEnd: answer => sendJson(answer, 200, { isCompleted: true, log: [] }),
    delete: answer => sendJson(answer, 200, { log: [] })
  }

  const server = createServer((message: IncomingMessage, answer: ServerResponse) => {
    const chunks: Buffer[] = []
    message.on('data', (chunk: Buffer) => chunks.push(chunk))
    message.on('end', () => {
      const path = new URL(message.url ?? '/', 'http://x').pathname.replace(/^\/instance/, '')
      const call = PATHS[path]
      if (!call) return sendText(answer, 404, 'not found')
      const cookie = String(message.headers.cookie ?? '')
      const session = /\.ASPXAUTH=([^;]*)/.exec(cookie)?.[1] ?? ''
      const request: HostileRequest = {
        call,
        session,
        at: Date.now() - started,
        body: Buffer.concat(chunks).toString('utf8')
      }
      requests.push(request)
      const n = (counts.get(call) ?? 0) + 1
      counts.set(call, n)
      const handler = handlers[call] ?? defaults[call]
      try {
        // Whatever the test's handler writes, the session bookkeeping of logout holds.
        if (call === 'logout') sessions.delete(session)
        void handler(answer, request, n)
      } catch (error) {
        sendText(answer, 500, String(error))
      }
    })
  })
  server.on('connection', socket => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/instance`,
    requests,
    openSessions: () => [...sessions],
    close: async () => {
      for (const socket of sockets) socket.destroy()
      await new Promise<void>(resolve => server.close(() => resolve()))
    }
  }
}

function projectNameOf(body: string): string {
  try {
    return String((JSON.parse(body) as { projectName?: unknown }).projectName ?? '')
  } catch {
    return ''
  }
}

/**
 * The publish went on in a second session, and the first was logged out before that login (a
 * proxy's answer had made the session look lost); no session is left open.
 */
export function expectReloginAfterLogout(target: HostileServer): void {
  const logins = target.requests.filter(r => r.call === 'login')
  expect(logins).toHaveLength(2)
  const first = target.requests.find(r => r.call === 'publishBegin')?.session
  const firstLogout = target.requests.findIndex(r => r.call === 'logout' && r.session === first)
  expect(firstLogout).toBeGreaterThan(-1)
  expect(firstLogout).toBeLessThan(target.requests.indexOf(logins[1]))
  expect(target.openSessions()).toEqual([])
}
