// The simulator's shared instance: a publish another session runs (timed), publishes that take a
// set time, unpublishAll, and the Apply Updates endpoint a team creates (204, 202 + Location,
// failures, the contract body checked, the lockout state).
import { describe, expect, it } from '@jest/globals'
import { projectZip } from '../../simulator/testing.js'
import { useSimulator } from '../../test-support/simulator-per-test.js'

const { loggedIn } = useSimulator()

const ENDPOINT = { endpoint: 'Lock', version: '1', entity: 'ApplyUpdate' }
const SCHEDULE = {
  entity: {},
  parameters: {
    DateTime_Date: { value: '2026-11-27T09:00:00.000Z' },
    DateTime_Time: { value: '2026-11-27T09:00:00.000Z' },
    LockoutAll: { value: false },
    Reason: { value: 'Deploying A' }
  }
}

describe('a publish another session runs', () => {
  it('answers running with both flags and a log until its time is up, then completed; Import is refused meanwhile', async () => {
    const { sim, client } = await loggedIn({
      projects: { A: await projectZip() },
      runningPublish: { forMs: 1500 }
    })
    const running = (await client.publishEnd()).json() as Record<string, unknown>
    expect(running).toMatchObject({ isCompleted: false, isFailed: false })
    expect((running.log as unknown[]).length).toBeGreaterThan(0)
    const refused = await client.importProject('A', await projectZip())
    expect(refused.text).toMatch(/cannot be imported while a publication is in progress/)
    await new Promise(resolve => setTimeout(resolve, 1600))
    expect((await client.publishEnd()).json()).toMatchObject({ isCompleted: true })
    // The restart of a completed publish ends every session.
    expect(sim.openSessions()).toBe(0)
    expect(sim.publishState).toBe('completed')
  })

  it('publishTakesMs: a publish started with publishBegin runs that long', async () => {
    const { client } = await loggedIn({ projects: { A: await projectZip() }, publishTakesMs: 200 })
    expect((await client.publishBegin(['A'])).status).toBe(200)
    expect((await client.publishEnd()).json()).toMatchObject({ isCompleted: false })
    await new Promise(resolve => setTimeout(resolve, 250))
    expect((await client.publishEnd()).json()).toMatchObject({ isCompleted: true })
  })

  it('publishEnd with no publish ever run: a JSON error status, or publishEndWhenIdle', async () => {
    const idle = await loggedIn()
    const answer = await idle.client.publishEnd()
    expect(answer.status).toBe(500)
    expect(answer.json()).toMatchObject({ message: 'An error has occurred.' })
    const scripted = await loggedIn({ publishEndWhenIdle: { json: {} } })
    const empty = await scripted.client.publishEnd()
    expect([empty.status, empty.text]).toEqual([200, '{}'])
  })
})

describe('unpublishAll', () => {
  it('needs tenantMode, unpublishes everything and answers its log', async () => {
    const { sim, client } = await loggedIn({ projects: { A: await projectZip() } })
    expect((await client.post('/CustomizationApi/unpublishAll', {})).status).toBe(400)
    const answer = await client.post('/CustomizationApi/unpublishAll', { tenantMode: 'All' })
    expect(answer.status).toBe(200)
    expect(answer.json()).toMatchObject({
      log: [{ message: 'Unpublish Company' }, { message: 'Cleaning up the database' }]
    })
    expect(sim.published).toEqual([])
    expect(sim.unpublishAlls).toEqual(['All'])
    expect(sim.storedProjectNames()).toEqual(['A'])
  })
})

describe('the Apply Updates endpoint', () => {
  it('204: schedules and stops the lockout with the session; the body is checked', async () => {
    const { sim, client } = await loggedIn({ applyUpdates: ENDPOINT })
    const path = '/entity/Lock/1/ApplyUpdate'
    expect(
      (await client.post(`${path}/scheduleLockoutCommand`, SCHEDULE, { cookie: 'x=1' })).status
    ).toBe(401)
    const bad = { entity: {}, parameters: { ...SCHEDULE.parameters, LockoutAll: { value: 'no' } } }
    expect((await client.post(`${path}/scheduleLockoutCommand`, bad)).status).toBe(400)
    expect((await client.post(`${path}/scheduleLockoutCommand`, SCHEDULE)).status).toBe(204)
    expect(sim.lockout).toEqual({
      state: 'Locked',
      reason: 'Deploying A',
      at: '2026-11-27T09:00:00.000Z',
      all: false
    })
    expect(
      (await client.post(`${path}/stopLockoutCommand`, { entity: {}, parameters: {} })).status
    ).toBe(204)
    expect(sim.lockout.state).toBe('Unlocked')
    expect((await client.post(`${path}/noSuchCommand`, { entity: {} })).status).toBe(404)
  })

  it('202: a Location on the instance answers 202 to GET until the action is done, then 204', async () => {
    const { sim, client } = await loggedIn({
      applyUpdates: { ...ENDPOINT, answers: { scheduleLockoutCommand: { status: 202, polls: 2 } } }
    })
    const first = await client.post('/entity/Lock/1/ApplyUpdate/scheduleLockoutCommand', SCHEDULE)
    expect(first.status).toBe(202)
    const location = first.headers.get('location')!
    expect(location).toMatch(
      /^\/AcumaticaERP\/entity\/Lock\/1\/ApplyUpdate\/scheduleLockoutCommand\/status\//
    )
    const origin = new URL(sim.url).origin
    const get = () => fetch(origin + location, { headers: { Cookie: client.cookie } })
    expect((await get()).status).toBe(202)
    expect(sim.lockout.state).toBe('Unlocked')
    expect((await get()).status).toBe(202)
    expect((await get()).status).toBe(204)
    expect(sim.lockout.state).toBe('Locked')
  })

  it("a scripted failure answers its status with ASP.NET's error object", async () => {
    const { client } = await loggedIn({
      applyUpdates: {
        ...ENDPOINT,
        answers: { stopLockoutCommand: { status: 500, exceptionMessage: 'No lockout' } }
      }
    })
    const answer = await client.post('/entity/Lock/1/ApplyUpdate/stopLockoutCommand', {
      entity: {}
    })
    expect(answer.status).toBe(500)
    expect(answer.json()).toMatchObject({ exceptionMessage: 'No lockout' })
  })

  it('restartApplicationCommand ends every session', async () => {
    const { sim, client } = await loggedIn({ applyUpdates: ENDPOINT })
    expect(
      (await client.post('/entity/Lock/1/ApplyUpdate/restartApplicationCommand', { entity: {} }))
        .status
    ).toBe(204)
    expect(sim.openSessions()).toBe(0)
  })
})
