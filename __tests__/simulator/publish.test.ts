// The simulator's publishBegin and publishEnd: field checks, the default growing log, every kind
// of scripted step, and the application-pool restart after a real publish.
import { describe, expect, it } from '@jest/globals'
import type { PublishEndStep, SimulatorOptions } from '../../simulator/index.js'
import { projectZip, SimClient } from '../../simulator/testing.js'
import { useSimulator } from '../../test-support/simulator-per-test.js'

const { loggedIn } = useSimulator()

/** A simulator with the projects Sample and Other already deployed, and a logged-in client. */
async function deployed(options: SimulatorOptions = {}): ReturnType<typeof loggedIn> {
  return loggedIn({
    projects: { Sample: await projectZip(), Other: await projectZip() },
    ...options
  })
}

interface Entry {
  timestamp: string
  logType: string
  message: string
}

describe('publishBegin', () => {
  it('answers 400 naming the problem unless exactly the five fields are right', async () => {
    const { sim, client } = await deployed()
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ isOnlyValidation: 'false' }, /isOnlyValidation must be a boolean/],
      [{ isMergeWithExistingPackages: undefined }, /isMergeWithExistingPackages is missing/],
      [{ isOnlyDbUpdates: 0 }, /isOnlyDbUpdates must be a boolean/],
      [{ projectNames: [] }, /projectNames must be a non-empty array/],
      [{ projectNames: 'Sample' }, /projectNames must be a non-empty array/],
      [{ tenantMode: 'current' }, /tenantMode must be one of/],
      [{ projectName: 'Sample' }, /projectName is not a field of this call/]
    ]
    for (const [fields, message] of cases) {
      const res = await client.publishBegin(['Sample'], fields)
      expect({ fields, status: res.status }).toEqual({ fields, status: 400 })
      expect(res.text).toMatch(message)
    }
    expect(sim.publishState).toBe('idle')
  })

  it('reports unknown projects and a second publish in-band', async () => {
    const { sim, client } = await deployed()
    const unknown = await client.publishBegin(['Sample', 'Missing'])
    expect(unknown.status).toBe(200)
    expect(unknown.json()).toMatchObject({
      // The answer of publishBegin naming an unknown project is assumed: getProject's words.
      log: [{ logType: 'error', message: 'The project is not found: Missing' }]
    })
    expect(sim.publishState).toBe('idle')
    expect((await client.publishBegin(['Sample', 'Other'])).status).toBe(200)
    expect(sim.publishState).toBe('running')
    expect(sim.lastPublishBegin).toMatchObject({ projectNames: ['Sample', 'Other'] })
    const again = await client.publishBegin(['Sample'])
    expect(again.json()).toMatchObject({
      log: [{ logType: 'error', message: expect.stringMatching(/in progress/) }]
    })
  })

  it('can answer 204 without a body', async () => {
    const { sim, client } = await deployed({ publishBeginStatus: 204 })
    const res = await client.publishBegin(['Sample'])
    expect(res.status).toBe(204)
    expect(res.text).toBe('')
    expect(sim.publishState).toBe('running')
  })

  it('follows its script: a 5xx or a drop that did not start the publish, then one that did', async () => {
    const { sim, client } = await deployed({
      publishBeginScript: [
        { status: 503, startsPublish: false },
        { drop: true, startsPublish: false },
        { json: { log: [{ logType: 'error', message: 'Compilation lock held' }] } },
        { drop: true, startsPublish: true }
      ]
    })
    const unavailable = await client.publishBegin(['Sample'])
    expect(unavailable.status).toBe(503)
    expect(unavailable.headers.get('content-type')).toMatch(/text\/html/)
    expect(sim.publishState).toBe('idle')
    // Nothing runs: publishEnd says so.
    const end = await client.publishEnd()
    expect(end.status).toBe(500)
    expect(end.text).toMatch(/No publication is in progress/)

    await expect(client.publishBegin(['Sample'])).rejects.toThrow()
    expect(sim.publishState).toBe('idle')
    const inBand = await client.publishBegin(['Sample'])
    expect(inBand.status).toBe(200)
    expect(sim.publishState).toBe('idle')
    await expect(client.publishBegin(['Sample'])).rejects.toThrow()
    expect(sim.publishState).toBe('running')
    expect(
      sim.requests.filter(r => r.path === '/CustomizationApi/publishBegin').map(r => r.status)
    ).toEqual([503, 0, 200, 0])
  })
})

describe('publishEnd', () => {
  it('by default answers plain false, then a growing JSON log, then isCompleted; then the pool restarts', async () => {
    const { sim, client } = await deployed({ published: ['Other'] })
    const other = new SimClient(sim.url)
    await other.login()
    await client.publishBegin(['Sample'])
    const first = await client.publishEnd()
    expect(first.text).toBe('false')
    const second = await client.publishEnd()
    const running = second.json() as { log: Entry[]; isCompleted?: boolean }
    expect(running.isCompleted).toBeUndefined()
    expect(running.log.length).toBeGreaterThan(0)
    expect(sim.openSessions()).toBe(2)
    const third = await client.publishEnd()
    const completed = third.json() as { log: Entry[]; isCompleted: boolean }
    expect(completed.isCompleted).toBe(true)
    // The log grows: earlier entries are sent again, unchanged, with new ones after them.
    expect(completed.log.slice(0, running.log.length)).toEqual(running.log)
    expect(completed.log.length).toBeGreaterThan(running.log.length)
    for (const entry of completed.log) {
      expect(Number.isNaN(Date.parse(entry.timestamp))).toBe(false)
      expect(['information', 'warning']).toContain(entry.logType)
    }
    expect(sim.publishState).toBe('completed')
    // Application-pool restart: every session is gone, and the published set is the new one.
    expect(sim.openSessions()).toBe(0)
    expect((await client.publishEnd()).status).toBe(401)
    expect((await other.logout()).status).toBe(401)
    expect(sim.published).toEqual(['Sample'])
  })

  it('keeps sessions after a validation-only run, which publishes nothing', async () => {
    const { sim, client } = await deployed({ published: ['Other'] })
    await client.publishBegin(['Sample'], { isOnlyValidation: true })
    let answer = ''
    for (let i = 0; i < 5 && !answer.includes('isCompleted'); i++)
      answer = (await client.publishEnd()).text
    expect(answer).toMatch(/Validation finished/)
    expect(sim.publishState).toBe('completed')
    expect(sim.openSessions()).toBe(1)
    expect(sim.published).toEqual(['Other'])
    // A finished run keeps giving its final answer.
    expect((await client.publishEnd()).text).toBe(answer)
    expect((await client.logout()).status).toBe(204)
  })

  it('answers each kind of scripted step', async () => {
    const login = '<html><body><form action="Login.aspx">Sign in</form></body></html>'
    const script: PublishEndStep[] = [
      { json: {} },
      { status: 503 },
      { status: 200, body: login, contentType: 'text/html' },
      { drop: true },
      { delayMs: 150, then: { text: 'false' } },
      { json: { isCompleted: true }, status: 400 }
    ]
    const { sim, client } = await deployed({
      publishEndScript: script,
      restartDropsSessions: false
    })
    await client.publishBegin(['Sample'])
    const empty = await client.publishEnd()
    expect([empty.status, empty.text]).toEqual([200, '{}'])
    expect((await client.publishEnd()).status).toBe(503)
    const page = await client.publishEnd()
    expect([page.status, page.headers.get('content-type'), page.text]).toEqual([
      200,
      'text/html',
      login
    ])
    await expect(client.publishEnd()).rejects.toThrow()
    const started = Date.now()
    const slow = await client.publishEnd()
    expect(Date.now() - started).toBeGreaterThanOrEqual(140)
    expect(slow.text).toBe('false')
    expect(sim.publishState).toBe('running')
    const done = await client.publishEnd()
    expect([done.status, done.json()]).toEqual([400, { isCompleted: true }])
    expect(sim.publishState).toBe('completed')
    // restartDropsSessions: false keeps the session alive after the real publish.
    expect(sim.openSessions()).toBe(1)
    expect(
      sim.requests.filter(r => r.path === '/CustomizationApi/publishEnd').map(r => r.status)
    ).toEqual([200, 503, 200, 0, 200, 400])
  })

  it('forgets the caller session on a sessionLost step; the run goes on after a new login', async () => {
    const { sim, client } = await deployed({
      publishEndScript: [{ sessionLost: true }, { text: 'true' }]
    })
    await client.publishBegin(['Sample'])
    expect((await client.publishEnd()).status).toBe(401)
    expect(sim.openSessions()).toBe(0)
    expect((await client.publishEnd()).status).toBe(401)
    await client.login()
    expect((await client.publishEnd()).text).toBe('true')
    expect(sim.publishState).toBe('completed')
  })

  it('ends the run on isFailed (which wins over isCompleted) and repeats the last step', async () => {
    const failed = {
      isFailed: true,
      isCompleted: true,
      log: 'error CS0103: UsrPriorty does not exist'
    }
    const { sim, client } = await deployed({
      publishEndScript: [{ text: 'false' }, { json: failed }]
    })
    await client.publishBegin(['Sample'])
    expect((await client.publishEnd()).text).toBe('false')
    expect((await client.publishEnd()).json()).toEqual(failed)
    expect(sim.publishState).toBe('failed')
    expect((await client.publishEnd()).json()).toEqual(failed)
    expect(sim.openSessions()).toBe(1)
    expect(sim.published).toEqual(['Sample', 'Other'])
    // A failed run frees the way for the next publishBegin, which starts the script again.
    await client.publishBegin(['Sample'])
    expect(sim.publishState).toBe('running')
    expect((await client.publishEnd()).text).toBe('false')
  })

  it('repeats the last step of a script while the publish runs', async () => {
    const { sim, client } = await deployed({ publishEndScript: [{ text: 'false' }] })
    await client.publishBegin(['Sample'])
    for (let i = 0; i < 3; i++) expect((await client.publishEnd()).text).toBe('false')
    expect(sim.publishState).toBe('running')
  })

  it('wants a JSON object body and a live session', async () => {
    const { client } = await deployed()
    await client.publishBegin(['Sample'])
    expect((await client.post('/CustomizationApi/publishEnd', [])).status).toBe(400)
    expect(
      (
        await client.post('/CustomizationApi/publishEnd', undefined, {
          raw: '{}',
          contentType: 'text/plain'
        })
      ).status
    ).toBe(415)
    expect((await client.post('/CustomizationApi/publishEnd', {}, { cookie: '' })).status).toBe(401)
  })
})
