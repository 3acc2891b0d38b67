// A Web Service Endpoint over Apply Updates (SM203510), as a team creates it (no built-in one
// exists): the contract-based API's action calls `POST /entity/<Endpoint>/<Version>/<Entity>/
// <action>` with the session, answered 204 (done) or 202 with a `Location` that answers 202 to
// GET until the action is done, then 204. The screen's lockout state is kept so tests can see
// who is locked out. Failures are scripted per action.
import { aspNetError, readSmallBody, sendEmpty, sendJson } from './http-io.js'
import type { Exchange } from './exchange.js'
import type { ApplyUpdatesAction, ApplyUpdatesOptions, LockoutState } from './types.js'

const ACTIONS: ApplyUpdatesAction[] = [
  'scheduleLockoutCommand',
  'stopLockoutCommand',
  'restartApplicationCommand'
]

interface Pending {
  action: ApplyUpdatesAction
  /** GETs still answered 202. */
  left: number
  apply: () => void
}

export class ApplyUpdatesEndpoint {
  readonly lockout: LockoutState = { state: 'Unlocked' }
  restarts = 0
  private readonly pending = new Map<string, Pending>()
  private next = 0

  constructor(
    private readonly options: ApplyUpdatesOptions,
    private readonly basePath: string,
    /** The application restarts (restartApplicationCommand): every session ends. */
    private readonly restart: () => void
  ) {}

  private get prefix(): string {
    const { endpoint, version, entity } = this.options
    return `/entity/${endpoint}/${version}/${entity}/`
  }

  /** The paths this endpoint answers (below the base path). */
  matches(path: string): boolean {
    return path.startsWith(this.prefix)
  }

  async answer(ex: Exchange, hasSession: boolean): Promise<void> {
    const rest = ex.record.path.slice(this.prefix.length).split('/')
    const text = await readSmallBody(ex.req, 64 * 1024)
    ex.record.body = text
    if (!hasSession) {
      return sendJson(ex.res, 401, { message: 'Authorization has been denied for this request.' })
    }
    // GET <action>/status/<id>: the Location of a 202.
    if (ex.record.method === 'GET' && rest.length === 3 && rest[1] === 'status') {
      const pending = this.pending.get(rest[2])
      if (!pending || pending.action !== rest[0]) return notFound(ex)
      if (pending.left > 0) {
        pending.left--
        ex.res.setHeader('Location', this.statusUrl(pending.action, rest[2]))
        return sendEmpty(ex.res, 202)
      }
      this.pending.delete(rest[2])
      pending.apply()
      return sendEmpty(ex.res, 204)
    }
    // GET $adHocSchema: the entity's schema, a read that changes nothing (the doctor's check;
    // the body's shape is assumed: a JSON object of the entity's fields).
    if (ex.record.method === 'GET' && rest.length === 1 && rest[0] === '$adHocSchema') {
      return sendJson(ex.res, 200, {
        id: '00000000-0000-0000-0000-000000000000',
        rowNumber: 1,
        note: { value: '' },
        custom: {}
      })
    }
    const action = ACTIONS.find(a => a === rest[0])
    if (rest.length !== 1 || !action) return notFound(ex)
    if (ex.record.method !== 'POST') {
      ex.res.setHeader('Allow', 'POST')
      return sendJson(ex.res, 405, {
        message: `The requested resource does not support http method '${ex.record.method}'.`
      })
    }
    let body: unknown
    try {
      body = JSON.parse(text)
      ex.record.json = body
    } catch {
      return sendJson(ex.res, 400, { message: 'The request is invalid.' })
    }
    const problem = bodyProblem(action, body)
    if (problem)
      return sendJson(ex.res, 400, { message: 'The request is invalid.', modelState: problem })
    const scripted = this.options.answers?.[action] ?? { status: 204 }
    if (scripted.status !== 204 && scripted.status !== 202) {
      return sendJson(
        ex.res,
        scripted.status,
        aspNetError(
          ('exceptionMessage' in scripted ? scripted.exceptionMessage : undefined) ??
            'An error has occurred.'
        )
      )
    }
    const apply = (): void => this.apply(action, body as ActionBody)
    if (scripted.status === 204) {
      apply()
      return sendEmpty(ex.res, 204)
    }
    const id = `${++this.next}-${action.length}`
    const polls = 'polls' in scripted ? scripted.polls : undefined
    this.pending.set(id, { action, left: polls ?? 1, apply })
    ex.res.setHeader('Location', this.statusUrl(action, id))
    sendEmpty(ex.res, 202)
  }

  private statusUrl(action: ApplyUpdatesAction, id: string): string {
    return `${this.basePath}${this.prefix}${action}/status/${id}`
  }

  private apply(action: ApplyUpdatesAction, body: ActionBody): void {
    if (action === 'scheduleLockoutCommand') {
      const parameters = body.parameters ?? {}
      this.lockout.state = 'Locked'
      this.lockout.reason = String(parameters.Reason?.value ?? '')
      this.lockout.at = String(parameters.DateTime_Date?.value ?? '')
      this.lockout.all = parameters.LockoutAll?.value === true
    } else if (action === 'stopLockoutCommand') {
      this.lockout.state = 'Unlocked'
    } else {
      this.restarts++
      this.restart()
    }
  }
}

interface ActionBody {
  entity?: unknown
  parameters?: Record<string, { value?: unknown } | undefined>
}

/** The body of an action call: `{"entity": {...}, "parameters": {...}}`, the lockout's four. */
function bodyProblem(action: ApplyUpdatesAction, body: unknown): string | undefined {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return 'not an object'
  const { entity, parameters } = body as ActionBody
  if (entity === null || typeof entity !== 'object') return 'entity is required'
  if (action !== 'scheduleLockoutCommand') return undefined
  const p = parameters ?? {}
  const text = (name: string): boolean => typeof p[name]?.value === 'string'
  if (!text('DateTime_Date') || !text('DateTime_Time')) return 'DateTime_Date and DateTime_Time'
  if (Number.isNaN(Date.parse(String(p.DateTime_Date?.value)))) return 'DateTime_Date is no date'
  if (typeof p.LockoutAll?.value !== 'boolean') return 'LockoutAll'
  if (!text('Reason')) return 'Reason'
  return undefined
}

function notFound(ex: Exchange): void {
  sendJson(ex.res, 404, {
    message: `No HTTP resource was found that matches the request URI '${ex.record.url}'.`
  })
}
