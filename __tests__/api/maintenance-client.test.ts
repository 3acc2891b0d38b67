// The Apply Updates endpoint client against nock: the action call's path and body, the session,
// 204 at once, 202 + Location polled with GET until 204 (bounded), and the failures it reports
// with the action, the status and the instance's message.
import { describe, expect, it } from '@jest/globals'
import nock from 'nock'
import { MaintenanceError, type MaintenanceClient } from '../../src/api/maintenance-client.js'
import {
  COOKIE_HEADER,
  ORIGIN,
  ROOT,
  failure,
  loggedIn,
  newClient,
  on,
  seen,
  useApiWire
} from '../../test-support/api-wire.js'

useApiWire()

const TARGET = { endpoint: 'Lock', version: '1', entity: 'ApplyUpdate' }
const ACTION_PATH = '/entity/Lock/1/ApplyUpdate'
const STATUS = `${ROOT}/entity/Lock/1/ApplyUpdate/scheduleLockoutCommand/status/6f1c`

async function maintenance(
  options: { timeoutSeconds?: number; sleeps?: number[]; clock?: { now: number } } = {}
): Promise<MaintenanceClient> {
  const client = await loggedIn(60)
  const clock = options.clock
  return client.maintenance(TARGET, {
    pollIntervalSeconds: 2,
    timeoutSeconds: options.timeoutSeconds ?? 60,
    sleep: async ms => {
      options.sleeps?.push(ms)
      if (clock) clock.now += ms
    },
    ...(clock ? { now: () => clock.now } : {})
  })
}

/** GETs of the status address, answered in turn with `statuses`; records the cookie each sent. */
function statusPolls(statuses: number[], cookies: string[]): nock.Scope {
  let scope = nock(ORIGIN)
  for (const status of statuses) {
    scope = scope.get(STATUS).reply(async (request: Request) => {
      cookies.push(request.headers.get('cookie') ?? '')
      return status === 202 ? [202, '', { Location: STATUS }] : [status, '']
    })
  }
  return scope
}

describe('Apply Updates action calls', () => {
  it('scheduleLockoutCommand: POSTs the contract body with the session; 204 is done', async () => {
    const api = await maintenance()
    on(`${ACTION_PATH}/scheduleLockoutCommand`, [204])
    await api.scheduleLockoutCommand('Deploying AcmeSalesExt', new Date('2026-11-27T09:00:00Z'))
    expect(seen).toHaveLength(1)
    expect(seen[0].path).toBe(`${ROOT}${ACTION_PATH}/scheduleLockoutCommand`)
    expect(seen[0].headers.cookie).toBe(COOKIE_HEADER)
    expect(JSON.parse(seen[0].body)).toEqual({
      entity: {},
      parameters: {
        DateTime_Date: { value: '2026-11-27T09:00:00.000Z' },
        DateTime_Time: { value: '2026-11-27T09:00:00.000Z' },
        LockoutAll: { value: false },
        Reason: { value: 'Deploying AcmeSalesExt' }
      }
    })
  })

  it('stopLockoutCommand and restartApplicationCommand: their own paths, no parameters', async () => {
    const api = await maintenance()
    on(`${ACTION_PATH}/stopLockoutCommand`, [204])
    on(`${ACTION_PATH}/restartApplicationCommand`, [204])
    await api.stopLockoutCommand()
    await api.restartApplicationCommand()
    expect(seen.map(s => s.path)).toEqual([
      `${ROOT}${ACTION_PATH}/stopLockoutCommand`,
      `${ROOT}${ACTION_PATH}/restartApplicationCommand`
    ])
    for (const request of seen)
      expect(JSON.parse(request.body)).toEqual({ entity: {}, parameters: {} })
  })

  it('202 + Location: GETs the Location with the session every poll interval until 204', async () => {
    const sleeps: number[] = []
    const api = await maintenance({ sleeps })
    on(`${ACTION_PATH}/scheduleLockoutCommand`, [202, '', { Location: STATUS }])
    const cookies: string[] = []
    const polls = statusPolls([202, 202, 204], cookies)
    await api.scheduleLockoutCommand('r')
    expect(polls.isDone()).toBe(true)
    expect(cookies).toEqual([COOKIE_HEADER, COOKIE_HEADER, COOKIE_HEADER])
    expect(sleeps).toEqual([2000, 2000, 2000])
  })

  it('a relative Location is read against the action address', async () => {
    const api = await maintenance()
    on(`${ACTION_PATH}/stopLockoutCommand`, [202, '', { Location: 'stopLockoutCommand/status/1' }])
    const poll = nock(ORIGIN)
      .get(`${ROOT}/entity/Lock/1/ApplyUpdate/stopLockoutCommand/status/1`)
      .reply(204)
    await api.stopLockoutCommand()
    expect(poll.isDone()).toBe(true)
  })

  it('a 202 that never ends fails within timeoutSeconds, naming the action and the screen', async () => {
    const clock = { now: 0 }
    const api = await maintenance({ timeoutSeconds: 5, clock })
    on(`${ACTION_PATH}/scheduleLockoutCommand`, [202, '', { Location: STATUS }])
    statusPolls([202, 202], [])
    const error = await failure(api.scheduleLockoutCommand('r'))
    expect(error).toBeInstanceOf(MaintenanceError)
    expect((error as MaintenanceError).action).toBe('scheduleLockoutCommand')
    expect(error.status).toBe(202)
    expect(error.message).toBe(
      'Apply Updates scheduleLockoutCommand (Lock/1/ApplyUpdate) had not finished after 4 s (still HTTP 202; request-timeout is 5 s); see the Apply Updates screen (SM203510) on the instance'
    )
  })

  it('a Location on another origin is refused: the session never leaves the instance', async () => {
    const api = await maintenance()
    on(`${ACTION_PATH}/stopLockoutCommand`, [202, '', { Location: 'http://evil.test/steal' }])
    const error = await failure(api.stopLockoutCommand())
    expect(error.message).toContain('answered HTTP 202 with a Location outside the instance')
    expect(seen).toHaveLength(1)
  })

  it('a 202 without a Location fails', async () => {
    const api = await maintenance()
    on(`${ACTION_PATH}/stopLockoutCommand`, [202])
    const error = await failure(api.stopLockoutCommand())
    expect(error.message).toContain('answered HTTP 202 without a Location')
  })
})

describe('Apply Updates failures carry the call, the status and the message', () => {
  it('HTTP 404: the endpoint is not there; says to check maintenance-endpoint', async () => {
    const api = await maintenance()
    on(`${ACTION_PATH}/scheduleLockoutCommand`, [
      404,
      '{"message":"The requested resource was not found."}'
    ])
    const error = await failure(api.scheduleLockoutCommand('r'))
    expect(error).toBeInstanceOf(MaintenanceError)
    expect(error.call).toBe('applyUpdates')
    expect(error.status).toBe(404)
    expect(error.message).toBe(
      'Apply Updates scheduleLockoutCommand (Lock/1/ApplyUpdate) failed with HTTP 404: The requested resource was not found.; check maintenance-endpoint: the instance needs a Web Service Endpoint Lock/1/ApplyUpdate over Apply Updates (SM203510) with the action scheduleLockoutCommand mapped'
    )
  })

  it("HTTP 500 with Acumatica's error object: its exceptionMessage", async () => {
    const api = await maintenance()
    on(`${ACTION_PATH}/stopLockoutCommand`, [
      500,
      '{"message":"An error has occurred.","exceptionMessage":"Lockout is not active","exceptionType":"PX.Data.PXException"}'
    ])
    const error = await failure(api.stopLockoutCommand())
    expect(error.status).toBe(500)
    expect(error.serverMessages).toEqual(['Lockout is not active'])
    expect(error.message).toBe(
      'Apply Updates stopLockoutCommand (Lock/1/ApplyUpdate) failed with HTTP 500: Lockout is not active'
    )
  })

  it('a failing status poll fails with its status', async () => {
    const api = await maintenance()
    on(`${ACTION_PATH}/scheduleLockoutCommand`, [202, '', { Location: STATUS }])
    nock(ORIGIN).get(STATUS).reply(500, '{"exceptionMessage":"boom"}')
    const error = await failure(api.scheduleLockoutCommand('r'))
    expect(error.status).toBe(500)
    expect(error.message).toContain('failed with HTTP 500: boom')
  })

  it('HTTP 401: the session is gone, said as such', async () => {
    const api = await maintenance()
    on(`${ACTION_PATH}/stopLockoutCommand`, [401])
    const error = await failure(api.stopLockoutCommand())
    expect(error.status).toBe(401)
    expect(error.message).toContain('Apply Updates stopLockoutCommand (Lock/1/ApplyUpdate): ')
    expect(error.message).toContain('no longer knows this session')
  })

  it('a connection failure names the action', async () => {
    const api = await maintenance()
    nock(ORIGIN)
      .post(`${ROOT}${ACTION_PATH}/stopLockoutCommand`)
      .replyWithError(Object.assign(new Error('reset'), { code: 'ECONNRESET' }))
    const error = await failure(api.stopLockoutCommand())
    expect(error).toBeInstanceOf(MaintenanceError)
    expect(error.message).toMatch(
      /^Apply Updates stopLockoutCommand \(Lock\/1\/ApplyUpdate\) failed: .*connection reset/
    )
  })

  it('without a session nothing is sent', async () => {
    const api = newClient().maintenance(TARGET, { pollIntervalSeconds: 1, timeoutSeconds: 5 })
    const error = await failure(api.stopLockoutCommand())
    expect(error.message).toBe('stopLockoutCommand needs a session: log in first')
    expect(seen).toHaveLength(0)
  })
})

describe('what a failure tells of the action (the lockout is possibly on unless refused)', () => {
  const answerOf = (error: Error): string => (error as MaintenanceError).answer

  it("the POST's own 4xx (not 401) is a refusal: the instance did nothing", async () => {
    const api = await maintenance()
    on(`${ACTION_PATH}/scheduleLockoutCommand`, [400, '{"message":"The request is invalid."}'])
    expect(answerOf(await failure(api.scheduleLockoutCommand('r')))).toBe('refused')
  })

  it('a status poll answered 404 leaves it unconfirmed: the instance had accepted it', async () => {
    const api = await maintenance()
    on(`${ACTION_PATH}/scheduleLockoutCommand`, [202, '', { Location: STATUS }])
    nock(ORIGIN).get(STATUS).reply(404, '{"message":"No HTTP resource was found."}')
    expect(answerOf(await failure(api.scheduleLockoutCommand('r')))).toBe('unconfirmed')
  })

  const unconfirmedReplies: Array<[string, [number, string, Record<string, string>]]> = [
    ['a 5xx', [502, '<html><body>Bad Gateway</body></html>', { 'Content-Type': 'text/html' }]],
    ['a redirect to /ui/error', [302, '', { Location: `${ROOT}/ui/error` }]],
    [
      "a proxy's 408",
      [408, '<html><body>Request Timeout</body></html>', { 'Content-Type': 'text/html' }]
    ]
  ]
  it.each(unconfirmedReplies)('%s of the POST leaves it unconfirmed', async (_name, reply) => {
    const api = await maintenance()
    on(`${ACTION_PATH}/scheduleLockoutCommand`, reply)
    expect(answerOf(await failure(api.scheduleLockoutCommand('r')))).toBe('unconfirmed')
  })

  it('a reset leaves it unconfirmed; a 401 or the sign-in page is a lost session', async () => {
    const api = await maintenance()
    nock(ORIGIN)
      .post(`${ROOT}${ACTION_PATH}/scheduleLockoutCommand`)
      .replyWithError(Object.assign(new Error('reset'), { code: 'ECONNRESET' }))
    expect(answerOf(await failure(api.scheduleLockoutCommand('r')))).toBe('unconfirmed')
    on(`${ACTION_PATH}/stopLockoutCommand`, [401])
    expect(answerOf(await failure(api.stopLockoutCommand()))).toBe('session-lost')
  })

  it('a web page at HTTP 200 (a proxy, the sign-in page) is not a stop that succeeded', async () => {
    const api = await maintenance()
    on(`${ACTION_PATH}/stopLockoutCommand`, [
      200,
      '<!DOCTYPE html><html><body>Maintenance</body></html>',
      { 'Content-Type': 'text/html' }
    ])
    const error = await failure(api.stopLockoutCommand())
    expect(answerOf(error)).toBe('unconfirmed')
    expect(error.message).toContain('failed with HTTP 200 (a web page)')
  })
})
