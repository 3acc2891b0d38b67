// Users are always let back in, over random fault plans: the deploy flow (fake service, fake
// clock) with the real Apply Updates client over a transport that answers from a plan drawn by
// fast-check: each answer of the schedule, its status polls and the stop is a success, a 5xx, a
// reset, a timeout, a redirect (or a 401, a 4xx refusal, a 202 still running), and for a fault,
// whether the instance applied the call all the same. After the run and the post step's one more
// try, the model instance's lockout is off, or the run failed saying where a person ends it; the
// words never say "not locked out". Hundreds of plans in about a second (in-memory, no waiting).
import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import type { IncomingMessage } from 'node:http'
import type { ApiCall } from '../../src/api/errors.js'
import { Transport, type Answer, type PostBody, type RequestLimit } from '../../src/api/http.js'
import { MaintenanceClient } from '../../src/api/maintenance-client.js'
import { deploy } from '../../src/deploy/deploy.js'
import { stopLockout } from '../../src/deploy/lockout.js'
import { failureMessage, isSuccess, summaryMarkdown } from '../../src/report/report.js'
import { FakeApi, harness, settings } from '../../test-support/deploy-fake.js'

type Fault = 'ok' | '5xx' | 'reset' | 'timeout' | 'redirect' | '401' | 'refused'
interface Step {
  fault: Fault
  /** For a fault: the instance did the call all the same (a proxy's answer, a lost answer). */
  applied: boolean
  /** For a success: 202 and a status to poll, rather than 204. */
  accepted: boolean
}
type Poll = 'ok' | 'still' | '5xx' | 'reset' | 'timeout' | 'redirect' | '401' | '404'
interface Plan {
  schedule: Step
  stops: Step[]
  polls: Poll[]
}

const BASE = 'https://erp.example.com/AcumaticaERP'
const PREFIX = '/entity/Lock/1/ApplyUpdate/'

/** The instance behind the endpoint: the lockout and the sessions it knows. */
class Instance {
  locked = false
  readonly sessions = new Set<string>()
  private readonly pending = new Map<string, () => void>()
  private next = 0
  constructor(readonly plan: Plan) {}

  private apply(action: string): void {
    if (action === 'scheduleLockoutCommand') this.locked = true
    if (action === 'stopLockoutCommand') this.locked = false
  }

  post(action: string, cookie: string): Reply {
    const step =
      action === 'scheduleLockoutCommand'
        ? this.plan.schedule
        : (this.plan.stops.shift() ?? { fault: 'ok', applied: true, accepted: false })
    if (!this.sessions.has(cookie)) return { status: 401, text: DENIED }
    if (step.fault === 'ok') {
      this.apply(action)
      if (!step.accepted) return { status: 204 }
      const id = String(++this.next)
      this.pending.set(id, () => undefined)
      return { status: 202, location: `${BASE}${PREFIX}${action}/status/${id}` }
    }
    if (step.fault === '401') {
      // The site restarted: the session is gone, and the call with it.
      this.sessions.delete(cookie)
      return { status: 401, text: DENIED }
    }
    if (step.fault === 'refused')
      return { status: 400, text: '{"message":"The request is invalid."}' }
    if (step.applied) this.apply(action)
    return faultReply(step.fault)
  }

  poll(path: string, cookie: string): Reply {
    const fault = this.plan.polls.shift() ?? 'ok'
    if (!this.sessions.has(cookie)) return { status: 401, text: DENIED }
    switch (fault) {
      case 'ok':
        return { status: 204 }
      case 'still':
        return { status: 202, location: `${BASE}${path}` }
      case '404':
        return { status: 404, text: '{"message":"No HTTP resource was found."}' }
      case '401':
        this.sessions.delete(cookie)
        return { status: 401, text: DENIED }
      default:
        return faultReply(fault)
    }
  }
}

const DENIED = '{"message":"Authorization has been denied for this request."}'

type Reply = { status: number; text?: string; location?: string } | 'reset' | 'timeout'

function faultReply(fault: '5xx' | 'reset' | 'timeout' | 'redirect'): Reply {
  if (fault === '5xx') return { status: 503, text: '<html><body>Service Unavailable</body></html>' }
  if (fault === 'redirect') return { status: 302, location: '/AcumaticaERP/ui/error' }
  return fault
}

/** The wire as the client meets it: answers from the instance, failures as http.ts makes them. */
class PlannedTransport extends Transport {
  private readonly texts = new WeakMap<Answer, string>()
  constructor(private readonly instance: Instance) {
    super(BASE, 10, 'test')
  }

  private answer(call: ApiCall, path: string, reply: Reply): Answer {
    const url = this.url(path)
    if (reply === 'timeout') throw this.timeoutError(call)
    if (reply === 'reset') {
      throw this.failure(
        call,
        url,
        Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' })
      )
    }
    const html = reply.text?.startsWith('<') ?? false
    const answer: Answer = {
      url,
      status: reply.status,
      headers: {
        ...(reply.location ? { location: reply.location } : {}),
        'content-type': html ? 'text/html' : 'application/json'
      },
      message: {} as IncomingMessage,
      deadline: { signal: new AbortController().signal, error: this.timeoutError(call), clear() {} }
    }
    this.texts.set(answer, reply.text ?? '')
    return answer
  }

  override async post(
    call: ApiCall,
    path: string,
    _body: PostBody,
    headers: Record<string, string>,
    _limit?: RequestLimit
  ): Promise<Answer> {
    const action = path.slice(PREFIX.length)
    return this.answer(call, path, this.instance.post(action, headers.cookie ?? ''))
  }

  override async get(
    call: ApiCall,
    path: string,
    headers: Record<string, string>,
    _limit?: RequestLimit
  ): Promise<Answer> {
    return this.answer(call, path, this.instance.poll(path, headers.cookie ?? ''))
  }

  override async readText(_call: ApiCall, answer: Answer): Promise<string> {
    return this.texts.get(answer) ?? ''
  }
}

const faults: Fault[] = ['ok', '5xx', 'reset', 'timeout', 'redirect']
const step = (extra: Fault[] = []): fc.Arbitrary<Step> =>
  fc.record({
    fault: fc.constantFrom(...faults, ...extra),
    applied: fc.boolean(),
    accepted: fc.boolean()
  })
const plans: fc.Arbitrary<Plan> = fc.record({
  schedule: step(['401', 'refused']),
  stops: fc.array(step(['401', 'refused']), { maxLength: 10 }),
  polls: fc.array(
    fc.constantFrom<Poll>('ok', 'still', '5xx', 'reset', 'timeout', 'redirect', '401', '404'),
    { maxLength: 6 }
  )
})

/** One deploy with the lockout against the plan, then the post step's one more try. */
async function runPlan(plan: Plan) {
  const instance = new Instance(plan)
  const api = new FakeApi()
  const login = api.login.bind(api)
  // Each login is a session the instance knows.
  api.login = async (credentials, retry) => {
    await login(credentials, retry)
    instance.sessions.add(api.sessionCookie ?? '')
  }
  const maintenance = new MaintenanceClient(
    new PlannedTransport(instance),
    () => api.sessionCookie,
    { endpoint: 'Lock', version: '1', entity: 'ApplyUpdate' },
    { pollIntervalSeconds: 1, timeoutSeconds: 30, sleep: async () => undefined }
  )
  let saved: { on: boolean; stopTried?: boolean } = { on: false }
  const h = harness(api, {
    maintenance,
    lockoutChanged: (on, stopTried) => (saved = { on, stopTried })
  })
  const locking = settings({
    lockout: { reason: 'Deploying MyProject', stopTimeoutSeconds: 5 },
    pollIntervalSeconds: 1
  })
  const result = await deploy(locking, h.ports)
  // The post step: a lockout still flagged gets one more try (the run already waited).
  let postStopped = false
  if (saved.on) {
    try {
      await stopLockout(
        {
          maintenance,
          login: () => api.login(locking.credentials, { attempts: 1, delaySeconds: 0 }),
          sleep: h.ports.sleep,
          now: h.ports.now
        },
        { timeoutSeconds: saved.stopTried ? 0 : 5, intervalSeconds: 1 }
      )
      postStopped = true
    } catch {
      // Said by the post step as an error naming Apply Updates.
    }
  }
  return { instance, result, locking, saved, postStopped }
}

describe('users are always let back in, whatever the maintenance endpoint answers', () => {
  it('the lockout is off at the end, or the run failed saying where a person ends it (400 plans)', async () => {
    await fc.assert(
      fc.asyncProperty(plans, async plan => {
        const { instance, result, locking, saved, postStopped } = await runPlan(
          structuredClone(plan)
        )
        const summary = summaryMarkdown(locking, result)
        const failed = !isSuccess(result) || result.lockout?.stopFailed !== undefined
        const message = failed ? failureMessage(locking, result) : ''
        // Never "not locked out" of a lockout that may have been applied.
        expect(`${summary}\n${message}`).not.toMatch(/not locked out/i)
        // The schedule was sent: a stop was sent, and only a stop that succeeded cleared the flag.
        expect(result.lockout?.sentAt).toBeDefined()
        if (instance.locked) {
          expect(postStopped).toBe(false)
          expect(saved.on).toBe(true)
          expect(failed).toBe(true)
          expect(message).toContain('Users may still be locked out')
          expect(message).toContain('Apply Updates (SM203510), Stop Lockout')
          expect(summary).toContain('users may still be locked out')
        }
        // A run that says users are back in is right about it.
        if (result.lockout?.unlockedAt !== undefined) {
          expect(instance.locked).toBe(false)
          expect(saved.on).toBe(false)
        }
      }),
      { numRuns: 400 }
    )
  })

  it('the plans reach every end: stopped by the run, by the post step, and left on', async () => {
    // The property above is only as strong as the plans it meets: each end occurs.
    const ends = new Set<string>()
    await fc.assert(
      fc.asyncProperty(plans, async plan => {
        const { instance, result, postStopped } = await runPlan(structuredClone(plan))
        ends.add(
          instance.locked
            ? 'left on'
            : result.lockout?.unlockedAt !== undefined
              ? 'run'
              : postStopped
                ? 'post step'
                : 'never on'
        )
      }),
      { numRuns: 400 }
    )
    expect([...ends].sort()).toEqual(expect.arrayContaining(['left on', 'post step', 'run']))
  })
})
