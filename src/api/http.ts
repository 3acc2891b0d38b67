// The transport under the client: one POST (or GET), its failures turned into the errors of errors.ts.
// Each request has one deadline for the whole exchange (connection, headers and body): an
// answer that trickles a byte a second cannot hold a step, which an idle or socket timeout
// (reset by every byte) would allow. The deadline aborts the request, freeing its socket.

import { HttpClient } from '@actions/http-client'
import { Agent, type IncomingHttpHeaders, type IncomingMessage } from 'node:http'
import type { Socket } from 'node:net'
import type { Readable } from 'node:stream'
import {
  ApiError,
  NoFirstAnswerError,
  RequestTimeoutError,
  TransientError,
  type ApiCall
} from './errors.js'
import { cutMasked } from '../redact/known-secrets.js'

export interface PostBody {
  /** JSON text, or '' for an empty body (logout: `Content-Length: 0`). */
  text?: string
  /** A streamed body with its exact length (Import). */
  stream?: Readable
  contentLength?: number
}

export interface Answer {
  url: string
  status: number
  headers: IncomingHttpHeaders
  message: IncomingMessage
  /** The request's deadline, still running while the body is read. */
  deadline: Deadline
}

/** How long a request may take: request-timeout, or less when the caller has less time left. */
export interface RequestLimit {
  /** At most this many ms (the rest of publish-timeout, for example). */
  ms?: number
  /** The input that limits it, for the message. */
  input?: string
  /**
   * A request that may be the first the address answers in this run (GET /entity before the
   * deploy, a login): until the address has answered once, it waits up to what is left of
   * first-answer-timeout (an idle instance starts its application on the first request), telling
   * the wait every 30 s, and its timeout names base-url.
   */
  firstAnswer?: boolean
}

/** first-answer-timeout's default, in seconds: an idle instance can take minutes to start. */
const DEFAULT_FIRST_ANSWER_TIMEOUT_SECONDS = 300

/** How often a wait for the first answer is told, in seconds. */
const FIRST_ANSWER_TICK_SECONDS = 30

/** A wait for the first answer, told every FIRST_ANSWER_TICK_SECONDS while no answer came. */
export interface FirstAnswerWait {
  /** The address waited for (base-url). */
  baseUrl: string
  /** Seconds since the first request of the run was sent. */
  waitedSeconds: number
  /** first-answer-timeout, in seconds. */
  timeoutSeconds: number
}

export interface FirstAnswerOptions {
  /** first-answer-timeout in seconds (default 300). */
  timeoutSeconds?: number
  /** Told every FIRST_ANSWER_TICK_SECONDS while the first answer has not come. */
  onWait?: (wait: FirstAnswerWait) => void
}

interface Deadline {
  signal: AbortSignal
  error: RequestTimeoutError
  clear(): void
}

/** Network failures worth another login attempt (the instance may be restarting or busy). */
export class ConnectionError extends TransientError {
  /** The failure in words (`connection refused`), for retry logs. */
  readonly reason: string
  /** The system's code (`ECONNREFUSED`), or CONNECT_TIMEOUT. */
  readonly code: string
  constructor(call: ApiCall, message: string, reason: string, cause: unknown, code = '') {
    super(call, message, { cause })
    this.reason = reason
    this.code = code
  }
}

/** The code of a connection that was not established within the connect timeout. */
export const CONNECT_TIMEOUT = 'CONNECT_TIMEOUT'

/** Default connect timeout: a host that drops packets never refuses, it only stays silent. */
const DEFAULT_CONNECT_TIMEOUT_SECONDS = 30

const NETWORK_REASONS: Record<string, string> = {
  ECONNREFUSED: 'connection refused',
  ECONNRESET: 'connection reset',
  ETIMEDOUT: 'connection timed out',
  ECONNABORTED: 'connection aborted',
  EPIPE: 'connection closed while sending',
  EHOSTUNREACH: 'host unreachable',
  ENETUNREACH: 'network unreachable',
  EAI_AGAIN: 'name lookup failed (temporary)',
  UND_ERR_SOCKET: 'connection closed'
}

const TLS_CODES = /CERT|SSL|TLS|SELF_SIGNED|UNABLE_TO_(VERIFY|GET)/

export class Transport {
  readonly timeoutMs: number
  private readonly connectTimeoutMs: number
  /** Whether the address has answered anything (any status) in this run. */
  answered = false
  readonly firstAnswerTimeoutSeconds: number
  private readonly onFirstAnswerWait: ((wait: FirstAnswerWait) => void) | undefined
  /** When the first request that waited for the first answer was sent (Date.now()). */
  private firstAnswerSince: number | undefined

  constructor(
    readonly baseUrl: string,
    readonly timeoutSeconds: number,
    private readonly userAgent: string,
    readonly connectTimeoutSeconds = DEFAULT_CONNECT_TIMEOUT_SECONDS,
    firstAnswer: FirstAnswerOptions = {}
  ) {
    this.timeoutMs = Math.max(1, Math.round(timeoutSeconds * 1000))
    this.connectTimeoutMs = Math.max(1, Math.round(connectTimeoutSeconds * 1000))
    this.firstAnswerTimeoutSeconds =
      firstAnswer.timeoutSeconds ?? DEFAULT_FIRST_ANSWER_TIMEOUT_SECONDS
    this.onFirstAnswerWait = firstAnswer.onWait
  }

  /** A client whose request carries `signal` (the deadline aborts it), idle for at most `socketMs`. */
  private client(signal: AbortSignal, socketMs = this.timeoutMs): HttpClient {
    const handler = {
      prepareRequest: (options: { signal?: AbortSignal; agent?: unknown }) => {
        options.signal = signal
        if (options.agent instanceof Agent) this.boundConnect(options.agent)
      },
      canHandleAuthentication: () => false,
      handleAuthentication: () => Promise.reject(new Error('not handled'))
    }
    return new HttpClient(this.userAgent, [handler as never], {
      socketTimeout: socketMs,
      // We decide what is retried (login only), and a redirect of a POST is never followed:
      // it means a login page or a wrong base-url, which the caller reports.
      allowRetries: false,
      allowRedirects: false,
      keepAlive: false
    })
  }

  /**
   * A connection must be established within the connect timeout, apart from request-timeout
   * (which is for slow answers): an address that swallows packets otherwise holds every attempt
   * for the whole request-timeout. The agent is this request's own (keepAlive is off); a proxy's
   * tunnel agent is not an http.Agent and keeps request-timeout alone.
   */
  private boundConnect(agent: Agent): void {
    const ms = this.connectTimeoutMs
    const seconds = this.connectTimeoutSeconds
    const original = (agent as unknown as { createConnection: (...args: unknown[]) => Socket })
      .createConnection
    Object.assign(agent, {
      createConnection: (...args: unknown[]): Socket => {
        const socket = original.apply(agent, args)
        const timer = setTimeout(() => {
          const error = Object.assign(new Error(`no connection within ${seconds} s`), {
            code: CONNECT_TIMEOUT
          })
          socket.destroy(error)
        }, ms).unref()
        const stop = (): void => clearTimeout(timer)
        socket.once('connect', stop)
        socket.once('close', stop)
        return socket
      }
    })
  }

  private deadline(call: ApiCall, limit: RequestLimit): Deadline {
    if (limit.firstAnswer && !this.answered) return this.firstAnswerDeadline(call)
    const ms = Math.max(1, Math.min(this.timeoutMs, Math.round(limit.ms ?? Infinity)))
    const error =
      ms < this.timeoutMs && limit.input
        ? this.timeoutError(call, ms / 1000, `what was left of ${limit.input}`)
        : this.timeoutError(call)
    return this.deadlineIn(ms, error)
  }

  private deadlineIn(ms: number, error: ApiError): Deadline {
    const controller = new AbortController()
    // Unref'd: a request in flight keeps the process up through its socket; a deadline left
    // behind by an answer never read must not keep the step alive for request-timeout.
    const timer = setTimeout(() => controller.abort(error), ms).unref()
    return { signal: controller.signal, error, clear: () => clearTimeout(timer) }
  }

  /**
   * Until the address has answered once, a request waits for what is left of first-answer-timeout
   * (counted from the run's first request), not request-timeout: IIS holds the first requests to
   * an idle application until it has started. The wait is told every 30 s.
   */
  private firstAnswerDeadline(call: ApiCall): Deadline {
    const since = (this.firstAnswerSince ??= Date.now())
    const timeoutMs = Math.max(1, Math.round(this.firstAnswerTimeoutSeconds * 1000))
    const ms = Math.max(1, since + timeoutMs - Date.now())
    const error = this.noFirstAnswerError(call)
    const deadline = this.deadlineIn(ms, error)
    const onWait = this.onFirstAnswerWait
    if (!onWait) return deadline
    const tickMs = FIRST_ANSWER_TICK_SECONDS * 1000
    // Ticks on whole multiples of 30 s since the first request, also across a second attempt.
    let next = since + tickMs * (Math.floor((Date.now() - since) / tickMs) + 1)
    let tick: NodeJS.Timeout | undefined
    const schedule = (): void => {
      if (next >= since + timeoutMs) return
      tick = setTimeout(
        () => {
          if (this.answered || deadline.signal.aborted) return
          onWait({
            baseUrl: this.baseUrl,
            waitedSeconds: Math.round((next - since) / 1000),
            timeoutSeconds: this.firstAnswerTimeoutSeconds
          })
          next += tickMs
          schedule()
        },
        Math.max(0, next - Date.now())
      ).unref()
    }
    schedule()
    return {
      ...deadline,
      clear: () => {
        clearTimeout(tick)
        deadline.clear()
      }
    }
  }

  private noFirstAnswerError(call: ApiCall): NoFirstAnswerError {
    return new NoFirstAnswerError(
      call,
      `no answer from ${this.baseUrl} within ${this.firstAnswerTimeoutSeconds} s (first-answer-timeout): an instance idle for a while answers its first request only once its application has started, which can take minutes, but a wrong base-url or a proxy that never answers looks the same: check base-url; if the instance is only slow to start, raise first-answer-timeout`
    )
  }

  url(path: string): string {
    return `${this.baseUrl.replace(/\/+$/, '')}${path}`
  }

  post(
    call: ApiCall,
    path: string,
    body: PostBody,
    headers: Record<string, string>,
    limit: RequestLimit = {}
  ): Promise<Answer> {
    return this.exchange('POST', call, this.url(path), body, headers, limit)
  }

  /** A GET without a body (`GET /entity` and the contract-API reads of a verification). */
  get(
    call: ApiCall,
    path: string,
    headers: Record<string, string>,
    limit: RequestLimit = {}
  ): Promise<Answer> {
    return this.exchange('GET', call, this.url(path), {}, headers, limit)
  }

  /**
   * A GET of a whole address (a redirect of a screen the caller followed). The caller checks
   * that it is on the instance's origin before it sends the session there.
   */
  getAt(
    call: ApiCall,
    url: string,
    headers: Record<string, string>,
    limit: RequestLimit = {}
  ): Promise<Answer> {
    return this.exchange('GET', call, url, {}, headers, limit)
  }

  private async exchange(
    method: 'GET' | 'POST',
    call: ApiCall,
    url: string,
    body: PostBody,
    headers: Record<string, string>,
    limit: RequestLimit
  ): Promise<Answer> {
    const waitsFirstAnswer = limit.firstAnswer === true && !this.answered
    const deadline = this.deadline(call, limit)
    const all: Record<string, string | number> = { accept: 'application/json', ...headers }
    let data: string | Readable | null
    if (method === 'GET') {
      data = null
    } else if (body.stream) {
      all['content-type'] = 'application/json'
      all['content-length'] = body.contentLength ?? 0
      data = body.stream
    } else {
      if (body.text) all['content-type'] = 'application/json'
      data = body.text ?? ''
    }
    try {
      // A request waiting for the first answer may be silent longer than request-timeout.
      const socketMs = waitsFirstAnswer
        ? Math.max(this.timeoutMs, Math.round(this.firstAnswerTimeoutSeconds * 1000) + 1000)
        : this.timeoutMs
      const requestPromise = this.client(deadline.signal, socketMs).request(method, url, data, all)
      const response = await (body.stream
        ? failWithStream(requestPromise, body.stream)
        : requestPromise)
      const message = response.message
      this.answered = true
      // A server that answers before reading the whole body (an early 401) gets no more of it.
      if (body.stream && !body.stream.readableEnded) body.stream.destroy()
      // The first answer came: its body has request-timeout, as every answer after it.
      const bodyDeadline = waitsFirstAnswer ? this.deadline(call, {}) : deadline
      if (waitsFirstAnswer) deadline.clear()
      return {
        url,
        status: message.statusCode ?? 0,
        headers: message.headers,
        message,
        deadline: bodyDeadline
      }
    } catch (error) {
      deadline.clear()
      body.stream?.destroy()
      if (deadline.signal.aborted) throw deadline.error
      if (error instanceof BodyStreamError) {
        throw new ApiError(call, `${call} was not sent completely: ${error.message}`, {
          cause: error
        })
      }
      throw this.failure(call, url, error)
    }
  }

  /** The answer as text (at most `limitBytes`; the rest is read and dropped), with the idle timeout. */
  async readText(call: ApiCall, answer: Answer, limitBytes = 16 * 1024 * 1024): Promise<string> {
    const parts: Buffer[] = []
    let size = 0
    for await (const chunk of this.guard(call, answer)) {
      if (size >= limitBytes) continue
      const piece = chunk.subarray(0, limitBytes - size)
      parts.push(piece)
      size += piece.length
    }
    return Buffer.concat(parts).toString('utf8')
  }

  /** The answer body, failing with RequestTimeoutError when the request's deadline passes. */
  async *guard(call: ApiCall, answer: Answer): AsyncGenerator<Buffer> {
    const { message, deadline } = answer
    const iterator = message[Symbol.asyncIterator]() as AsyncIterator<Buffer>
    // The client's socket timeout (the same request-timeout) may close a stalled answer just
    // before the deadline: that is a timeout too, not a lost connection.
    let socketTimedOut = false
    const onSocketTimeout = (): void => {
      socketTimedOut = true
    }
    message.socket?.once('timeout', onSocketTimeout)
    // One abort listener per piece, removed once the piece arrives. (A race against one
    // long-lived "expired" promise kept a reaction, and with it the piece, for every piece read:
    // a 1 GB getProject answer stayed whole in memory.)
    const nextPiece = (): Promise<IteratorResult<Buffer>> =>
      new Promise((resolve, reject) => {
        if (deadline.signal.aborted) return reject(deadline.error)
        const onAbort = (): void => reject(deadline.error)
        deadline.signal.addEventListener('abort', onAbort, { once: true })
        iterator.next().then(
          value => {
            deadline.signal.removeEventListener('abort', onAbort)
            resolve(value)
          },
          (error: unknown) => {
            deadline.signal.removeEventListener('abort', onAbort)
            reject(error)
          }
        )
      })
    try {
      for (;;) {
        let next: IteratorResult<Buffer>
        try {
          next = await nextPiece()
        } catch (error) {
          if (error instanceof ApiError) throw error
          if (socketTimedOut || deadline.signal.aborted) throw deadline.error
          throw this.failure(call, answer.url, error)
        }
        if (next.done) return
        yield typeof next.value === 'string' ? Buffer.from(next.value) : next.value
      }
    } finally {
      message.socket?.off('timeout', onSocketTimeout)
      // Frees the socket when the reader stops early (error, timeout, enough read).
      this.release(answer)
    }
  }

  /**
   * Ends an answer read in part or not at all: its deadline stops and, unless it came whole, its
   * socket is closed. Safe to call twice; every path that takes an answer ends with it.
   */
  release(answer: Answer): void {
    answer.deadline.clear()
    if (!answer.message.complete) answer.message.destroy()
  }

  timeoutError(
    call: ApiCall,
    seconds = this.timeoutSeconds,
    input = 'request-timeout'
  ): RequestTimeoutError {
    const advice =
      input === 'request-timeout'
        ? 'raise request-timeout for big packages or check the instance'
        : `raise ${input.replace(/^what was left of /, '')} or check the instance`
    return new RequestTimeoutError(
      call,
      `no answer from ${call} within ${Math.round(seconds * 100) / 100} s (${input}); ${advice}`
    )
  }

  /** A thrown request error as an ApiError: timeout, connection (retryable), TLS, other. */
  failure(call: ApiCall, url: string, error: unknown): ApiError {
    if (error instanceof ApiError) return error
    const err = error as NodeJS.ErrnoException
    const text = err?.message ?? String(error)
    if (/^Request timeout/i.test(text) || err?.code === 'ESOCKETTIMEDOUT')
      return this.timeoutError(call)
    const code = err?.code ?? ''
    if (code === CONNECT_TIMEOUT) {
      const reason = `no connection within ${this.connectTimeoutSeconds} s`
      return new ConnectionError(call, `${call} failed: ${reason} (${url})`, reason, error, code)
    }
    if (code === 'ENOTFOUND') {
      return new ApiError(
        call,
        `${call} failed: the host of ${url} is not known (DNS lookup failed); check base-url`,
        { cause: error }
      )
    }
    if (TLS_CODES.test(code)) {
      return new ApiError(
        call,
        `${call} failed: the TLS certificate of ${url} is not trusted (${code}); fix the certificate or give the runner its CA (NODE_EXTRA_CA_CERTS)`,
        { cause: error }
      )
    }
    const reason =
      NETWORK_REASONS[code] ??
      (/socket hang up/i.test(text)
        ? 'connection closed'
        : /^aborted$/i.test(text)
          ? 'connection closed before the answer was complete'
          : '')
    if (reason) {
      return new ConnectionError(call, `${call} failed: ${reason} (${url})`, reason, error, code)
    }
    return new TransientError(call, `${call} failed: ${cutMasked(text, 200).shown} (${url})`, {
      cause: error
    })
  }
}

/** A read error of the body stream (the package file) fails the request instead of hanging it. */
function failWithStream<T>(request: Promise<T>, stream: Readable): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onError = (error: Error): void => reject(new BodyStreamError(error.message))
    stream.once('error', onError)
    request.then(
      value => {
        stream.off('error', onError)
        resolve(value)
      },
      (error: unknown) => {
        stream.off('error', onError)
        reject(error instanceof Error ? error : new Error(String(error)))
      }
    )
  })
}

class BodyStreamError extends Error {}
