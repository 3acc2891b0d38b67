// What the simulator serves the doctor: a user without the Customizer role refused on the
// Customization API (HTTP 403; the form is assumed, no source quotes a real one) but able to log
// in and out, and the Apply Updates endpoint's $adHocSchema, a read that changes nothing.
import { describe, expect, it } from '@jest/globals'
import { useSimulator } from '../../test-support/simulator-per-test.js'

const { start } = useSimulator()

describe('a user without the Customizer role', () => {
  it('logs in and out, and gets 403 on every Customization API call; other users do not', async () => {
    const { sim, client } = await start({
      users: [
        { name: 'viewer', password: 'viewer-password', customizer: false },
        { name: 'admin', password: 'admin-password' }
      ]
    })
    expect((await client.login('viewer', 'viewer-password')).status).toBe(204)
    const published = await client.post('/CustomizationApi/getPublished', {})
    expect(published.status).toBe(403)
    expect(published.json()).toMatchObject({ exceptionMessage: expect.stringMatching(/rights/) })
    expect((await client.post('/CustomizationApi/getProject', { projectName: 'X' })).status).toBe(
      403
    )
    expect((await client.deleteProject('X')).status).toBe(403)
    expect((await client.logout()).status).toBe(204)
    expect(sim.openSessions()).toBe(0)

    expect((await client.login('admin', 'admin-password')).status).toBe(204)
    expect((await client.post('/CustomizationApi/getPublished', {})).status).toBe(200)
    await client.logout()
  })

  it('without a session the refusal is still 401, not 403', async () => {
    const { client } = await start({
      users: [{ name: 'viewer', password: 'viewer-password', customizer: false }]
    })
    expect((await client.post('/CustomizationApi/getPublished', {})).status).toBe(401)
  })
})

describe("the Apply Updates endpoint's schema", () => {
  it('GET $adHocSchema: 200 and a JSON object with a session, 401 without; nothing scheduled', async () => {
    const { sim, client } = await start({
      applyUpdates: { endpoint: 'Lock', version: '1', entity: 'ApplyUpdate' }
    })
    const url = `${sim.url}/entity/Lock/1/ApplyUpdate/$adHocSchema`
    expect((await fetch(url)).status).toBe(401)
    await client.login()
    const schema = await fetch(url, { headers: { Cookie: client.cookie } })
    expect(schema.status).toBe(200)
    const body = (await schema.json()) as unknown
    expect(typeof body === 'object' && body !== null && !Array.isArray(body)).toBe(true)
    expect(sim.lockout).toEqual({ state: 'Unlocked' })
    // Another entity of the endpoint is not there.
    const other = await fetch(`${sim.url}/entity/Lock/1/Other/$adHocSchema`, {
      headers: { Cookie: client.cookie }
    })
    expect(other.status).toBe(404)
    await client.logout()
  })
})
