// The Apply Updates screen (SM203510) through a Web Service Endpoint the team created over it
// (`maintenance-endpoint`): the contract-based API's action call
// `POST <base-url>/entity/<Endpoint>/<Version>/<Entity>/<action>` with the run's session. The
// instance answers 204 (done) or 202 with a `Location` polled with GET until 204. It knows the
// wire and nothing of GitHub; what the actions mean for a deploy is the flow's business.

import { setTimeout as delay } from 'node:timers/promises'
import { isHtml, serverMessage } from './answers.js'
import { checkSession, contentType } from './answer-errors.js'
import { ApiError, MaintenanceError, SessionLostError, type ActionAnswer } from './errors.js'
import { pathUnderBaseUrl } from './cookies.js'
import type { Answer, RequestLimit, Transport } from './http.js'
import type { EntityTarget, MaintenanceAction, MaintenanceApi } from './types.js'

export type { MaintenanceAction } from './types.js'

export { MaintenanceError } from './errors.js'

export interface MaintenanceClientOptions {
  /** Seconds between two GETs of a 202's `Location`. */
  pollIntervalSeconds: number
  /** Seconds an action may take in all, its 202 polling included. */
  timeoutSeconds: number
  /** The input that sets `timeoutSeconds`, for the message when it runs out (request-timeout). */
  timeoutInput?: string
  /** Replaceable so tests do not wait. */
  sleep?: (ms: number) => Promise<void>
  /** Replaceable clock (ms), for the bound of the polling. */
  now?: () => number
}

// Answers are small (204, 202, or an error object): only the head is kept for the message.
const ANSWER_BYTES = 64 * 1024
// A 202 chain that never ends is cut at this many GETs even when the time allows more.
const MAX_POLLS = 10_000

export class MaintenanceClient implements MaintenanceApi {
  readonly endpoint: string
  private readonly sleep: (ms: number) => Promise<void>
  private readonly now: () => number

  constructor(
    private readonly transport: Transport,
    private readonly session: () => string | undefined,
    private readonly target: EntityTarget,
    private readonly options: MaintenanceClientOptions
  ) {
    this.endpoint = `${target.endpoint}/${target.version}/${target.entity}`
    this.sleep = options.sleep ?? (ms => delay(ms))
    this.now = options.now ?? Date.now
  }

  scheduleLockoutCommand(reason: string, at: Date = new Date()): Promise<void> {
    const when = at.toISOString()
    return this.run('scheduleLockoutCommand', {
      DateTime_Date: { value: when },
      DateTime_Time: { value: when },
      LockoutAll: { value: false },
      Reason: { value: reason }
    })
  }

  stopLockoutCommand(): Promise<void> {
    return this.run('stopLockoutCommand', {})
  }

  restartApplicationCommand(): Promise<void> {
    return this.run('restartApplicationCommand', {})
  }

  /**
   * That the endpoint and its entity are there, changing nothing (the command line's doctor):
   * `GET <base-url>/entity/<Endpoint>/<Version>/<Entity>/$adHocSchema` with the session, the
   * contract API's schema of the entity, answered 200 with a JSON object (assumed: no public
   * source quotes it; it schedules and stops nothing). Throws ApiError naming what came back.
   */
  async readSchema(): Promise<void> {
    const cookie = this.session()
    if (!cookie)
      throw new ApiError('applyUpdates', 'reading the schema needs a session: log in first')
    const path = `/entity/${[this.target.endpoint, this.target.version, this.target.entity]
      .map(encodeURIComponent)
      .join('/')}/$adHocSchema`
    const answer = await this.transport.get(
      'applyUpdates',
      path,
      { cookie },
      { ms: this.options.timeoutSeconds * 1000, input: this.options.timeoutInput }
    )
    const text = await this.transport.readText('applyUpdates', answer, ANSWER_BYTES)
    checkSession('applyUpdates', answer, text)
    const html = isHtml(contentType(answer), text)
    if (answer.status === 200 && !html && isJsonObject(text)) return
    const said = html ? '' : serverMessage(text)
    throw new ApiError(
      'applyUpdates',
      `GET ${this.endpoint}/$adHocSchema answered HTTP ${answer.status}${html ? ' (a web page)' : answer.status === 200 ? ' (not a JSON object)' : ''}${said ? `: ${said}` : ''}`,
      { status: answer.status, serverMessages: said ? [said] : [] }
    )
  }

  /** The action call, then its 202 polled until 204, all within `timeoutSeconds`. */
  private async run(action: MaintenanceAction, parameters: Record<string, unknown>): Promise<void> {
    const cookie = this.session()
    if (!cookie) {
      throw new MaintenanceError(action, this.endpoint, `${action} needs a session: log in first`)
    }
    const started = this.now()
    const deadline = started + this.options.timeoutSeconds * 1000
    const left = (): RequestLimit => ({
      ms: Math.max(1, deadline - this.now()),
      input: this.options.timeoutInput ?? 'request-timeout'
    })
    const path = `/entity/${[this.target.endpoint, this.target.version, this.target.entity, action]
      .map(encodeURIComponent)
      .join('/')}`
    const body = JSON.stringify({ entity: {}, parameters })
    let answer = await this.call(action, () =>
      this.transport.post('applyUpdates', path, { text: body }, { cookie }, left())
    )
    let text = await this.read(action, answer)
    let polls = 0
    for (; answer.status === 202; polls++) {
      const location = this.statusPath(action, answer)
      const waited = (this.now() - started) / 1000
      if (polls >= MAX_POLLS || this.now() + this.intervalMs() > deadline) {
        throw new MaintenanceError(
          action,
          this.endpoint,
          `${this.what(action)} had not finished after ${round(waited)} s (still HTTP 202; ${this.options.timeoutInput ?? 'request-timeout'} is ${this.options.timeoutSeconds} s); see the Apply Updates screen (SM203510) on the instance`,
          { status: 202, answer: 'unconfirmed' }
        )
      }
      await this.sleep(this.intervalMs())
      answer = await this.call(action, () =>
        this.transport.get('applyUpdates', location, { cookie }, left())
      )
      text = await this.read(action, answer)
    }
    // 204, or a 200 that is not a web page (a proxy's or the sign-in page at 200 did nothing).
    if (answer.status === 204) return
    if (answer.status === 200 && !isHtml(contentType(answer), text)) return
    this.fail(action, answer, text, polls === 0 ? 'post' : 'poll')
  }

  /** The answer's text; a connection lost while reading it leaves the action unconfirmed. */
  private read(action: MaintenanceAction, answer: Answer): Promise<string> {
    return this.call(action, () => this.transport.readText('applyUpdates', answer, ANSWER_BYTES))
  }

  private intervalMs(): number {
    return Math.max(0, this.options.pollIntervalSeconds * 1000)
  }

  private what(action: MaintenanceAction): string {
    return `Apply Updates ${action} (${this.endpoint})`
  }

  /** The request (or the reading of its answer), with transport errors restated as this action's failure. */
  private async call<T>(action: MaintenanceAction, send: () => Promise<T>): Promise<T> {
    try {
      return await send()
    } catch (error) {
      if (!(error instanceof ApiError)) throw error
      throw new MaintenanceError(
        action,
        this.endpoint,
        `${this.what(action)} failed: ${error.message}`,
        {
          status: error.status,
          serverMessages: error.serverMessages,
          cause: error,
          // No answer (reset, timeout, refused): the instance may have done it all the same.
          answer: 'unconfirmed'
        }
      )
    }
  }

  /**
   * The `Location` of a 202 as a path under base-url. It is instance text: it must stay on the
   * instance's origin and under its path, so the session cookie never goes anywhere else.
   */
  private statusPath(action: MaintenanceAction, answer: Answer): string {
    const raw = answer.headers.location
    const location = (Array.isArray(raw) ? raw[0] : raw) ?? ''
    let target: URL | undefined
    try {
      target = location ? new URL(location, answer.url) : undefined
    } catch {
      target = undefined
    }
    const below = target && pathUnderBaseUrl(target, this.transport.url('/'))
    if (below === undefined) {
      throw new MaintenanceError(
        action,
        this.endpoint,
        `${this.what(action)} answered HTTP 202 ${location ? 'with a Location outside the instance' : 'without a Location'}; see the Apply Updates screen (SM203510) on the instance`,
        { status: 202, answer: 'unconfirmed' }
      )
    }
    return below
  }

  /**
   * A failed answer as a MaintenanceError saying what it tells of the action: only the POST's own
   * 4xx (not 401) is a refusal; a poll's 4xx, a 5xx, a redirect or a web page leaves it unconfirmed.
   */
  private fail(
    action: MaintenanceAction,
    answer: Answer,
    text: string,
    stage: 'post' | 'poll'
  ): never {
    try {
      checkSession('applyUpdates', answer, text)
    } catch (error) {
      if (error instanceof SessionLostError) {
        throw new MaintenanceError(
          action,
          this.endpoint,
          `${this.what(action)}: ${error.message}`,
          { status: answer.status, cause: error, answer: 'session-lost' }
        )
      }
      throw error
    }
    const status = answer.status
    const html = isHtml(contentType(answer), text)
    const said = serverMessage(text)
    const hint =
      status === 404
        ? `; check maintenance-endpoint: the instance needs a Web Service Endpoint ${this.endpoint} over Apply Updates (SM203510) with the action ${action} mapped`
        : status === 403
          ? '; the user needs access to the Apply Updates screen (SM203510)'
          : ''
    // 408 and 429 are a proxy's or a busy site's "not now", not the instance's refusal.
    const refused: ActionAnswer =
      stage === 'post' && status >= 400 && status < 500 && status !== 408 && status !== 429
        ? 'refused'
        : 'unconfirmed'
    const redirect = status >= 300 && status < 400 ? ' (a redirect)' : ''
    throw new MaintenanceError(
      action,
      this.endpoint,
      `${this.what(action)} failed with HTTP ${status}${redirect}${html ? ' (a web page)' : ''}${said ? `: ${said}` : ''}${hint}`,
      { status, serverMessages: said ? [said] : [], answer: refused }
    )
  }
}

function isJsonObject(text: string): boolean {
  try {
    const value = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text) as unknown
    return typeof value === 'object' && value !== null && !Array.isArray(value)
  } catch {
    return false
  }
}

function round(seconds: number): number {
  return Math.round(seconds * 100) / 100
}
