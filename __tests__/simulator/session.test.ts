// The simulator's routing and sessions: POST only, case-sensitive paths, login outcomes and the
// cookies real servers send.
import { describe, expect, it } from '@jest/globals'
import { connect } from 'node:net'
import { Cookie } from 'tough-cookie'
import { SimClient } from '../../simulator/testing.js'
import { useSimulator } from '../../test-support/simulator-per-test.js'

const { start } = useSimulator()

describe('routing', () => {
  it('answers 405 to methods other than POST on API paths, 404 elsewhere', async () => {
    const { sim } = await start()
    const get = await fetch(`${sim.url}/entity/auth/login`)
    expect(get.status).toBe(405)
    expect(get.headers.get('allow')).toBe('POST')
    const put = await fetch(`${sim.url}/CustomizationApi/Import`, { method: 'PUT', body: '{}' })
    expect(put.status).toBe(405)
    expect(
      (await fetch(`${sim.url}/CustomizationApi/nothing`, { method: 'POST', body: '' })).status
    ).toBe(404)
    expect(
      (
        await fetch(sim.url.replace('/AcumaticaERP', '/Other/entity/auth/login'), {
          method: 'POST',
          body: ''
        })
      ).status
    ).toBe(404)
  })

  it('is case-sensitive about paths, as the spec requires', async () => {
    const { sim, client } = await start()
    await client.login()
    for (const wrong of [
      '/CustomizationApi/import',
      '/customizationapi/Import',
      '/CustomizationApi/PublishBegin',
      '/CustomizationApi/PublishEnd',
      '/CustomizationApi/GetProject',
      '/Entity/Auth/Login'
    ]) {
      expect({ wrong, status: (await client.post(wrong, {})).status }).toEqual({
        wrong,
        status: 404
      })
    }
    expect((await client.post('/CustomizationApi/getPublished', {})).status).toBe(200)
    expect(sim.requests.map(r => r.path)).toContain('/CustomizationApi/import')
  })

  it('answers 411 to a POST with neither Content-Length nor Transfer-Encoding, as IIS does', async () => {
    const { sim } = await start()
    const url = new URL(`${sim.url}/entity/auth/logout`)
    // A raw socket: node's own client always declares a length.
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(url.port), url.hostname, () => {
        socket.write(
          `POST ${url.pathname} HTTP/1.1\r\nHost: ${url.host}\r\nConnection: close\r\n\r\n`
        )
      })
      let text = ''
      socket.on('data', d => (text += d.toString()))
      socket.on('end', () => resolve(text))
      socket.on('error', reject)
    })
    const status = Number(answer.split(' ')[1])
    expect(status).toBe(411)
  })
})

describe('login', () => {
  it('answers 204 with several Set-Cookie headers in the styles real servers send', async () => {
    const { sim, client } = await start()
    const res = await client.login()
    expect(res.status).toBe(204)
    const setCookies = res.headers.getSetCookie()
    const cookies = setCookies.map(c => Cookie.parse(c))
    expect(cookies.every(c => c !== undefined)).toBe(true)
    const byName = Object.fromEntries(cookies.map(c => [c!.key, c!]))
    expect(Object.keys(byName)).toEqual(
      expect.arrayContaining([
        'ASP.NET_SessionId',
        '.ASPXAUTH',
        'UserBranch',
        'Locale',
        'requestid'
      ])
    )
    expect(byName['ASP.NET_SessionId'].httpOnly).toBe(true)
    expect(byName['ASP.NET_SessionId'].sameSite).toBe('lax')
    expect(byName['.ASPXAUTH'].secure).toBe(false)
    // The Locale cookie carries `=` and `&` in its value and an Expires date with a comma.
    expect(byName.Locale.value).toBe('Culture=en-US&TimeZone=GMTM0800A')
    expect(setCookies.find(c => c.startsWith('Locale='))).toMatch(
      /expires=\w{3}, \d{2}-\w{3}-\d{4} /
    )
    expect(byName.Locale.expires).toBeInstanceOf(Date)
    expect(sim.openSessions()).toBe(1)
    expect(sim.sessionsCreated).toBe(1)
  })

  it('answers 401 to bad credentials and a locked-out error to a locked user', async () => {
    const { client } = await start({
      users: [
        { name: 'admin', password: 'right' },
        { name: 'locked', password: 'pw', locked: true }
      ]
    })
    expect((await client.login('admin', 'wrong')).status).toBe(401)
    expect((await client.login('nobody', 'right')).status).toBe(401)
    const locked = await client.login('locked', 'pw')
    expect(locked.status).toBe(500)
    expect(JSON.stringify(locked.json())).toMatch(/locked out/)
    expect((await client.login('ADMIN', 'right')).status).toBe(204)
  })

  it('sends the tenant, branch and locale back in cookies', async () => {
    const { client } = await start()
    const res = await client.post('/entity/auth/login', {
      name: 'admin',
      password: 'admin-password',
      tenant: 'Company B',
      branch: 'HQ',
      locale: 'fr-CA'
    })
    expect(res.status).toBe(204)
    const text = res.headers.getSetCookie().join('\n')
    expect(text).toContain('CompanyID=Company%20B;')
    expect(text).toContain('UserBranch=HQ;')
    expect(text).toContain('Locale=Culture=fr-CA&')
  })

  it('refuses a login body that is not JSON or has unknown fields', async () => {
    const { client } = await start()
    const form = await client.post('/entity/auth/login', undefined, {
      raw: 'name=admin&password=admin-password',
      contentType: 'application/x-www-form-urlencoded'
    })
    expect(form.status).toBe(415)
    const wrong = await client.post('/entity/auth/login', { username: 'admin', password: 'x' })
    expect(wrong.status).toBe(400)
    expect(wrong.text).toMatch(/name is missing/)
    expect(wrong.text).toMatch(/username is not a field/)
  })

  it('answers HTTP 500 API Login Limit past the session limit, and lets in again after a logout', async () => {
    const { sim } = await start({ sessionLimit: 2 })
    const a = new SimClient(sim.url)
    const b = new SimClient(sim.url)
    const c = new SimClient(sim.url)
    expect((await a.login()).status).toBe(204)
    expect((await b.login()).status).toBe(204)
    const refused = await c.login()
    expect(refused.status).toBe(500)
    expect(refused.json()).toMatchObject({
      message: 'An error has occurred.',
      exceptionMessage: 'API Login Limit'
    })
    expect(sim.openSessions()).toBe(2)
    expect((await a.logout()).status).toBe(204)
    expect(sim.openSessions()).toBe(1)
    expect((await c.login()).status).toBe(204)
    expect(sim.sessionsCreated).toBe(3)
  })

  it('follows a login script, then behaves normally', async () => {
    const { sim, client } = await start({
      sessionLimit: 1,
      loginScript: ['limit', 'drop', 'locked', 'unauthorized', 'ok', 'ok']
    })
    expect((await client.login()).status).toBe(500)
    await expect(client.login()).rejects.toThrow()
    const locked = await client.login()
    expect(locked.status).toBe(500)
    expect(locked.text).toMatch(/locked out/)
    expect((await client.login()).status).toBe(401)
    // `ok` is forced: it logs in even with a wrong password and past the limit.
    expect((await client.login('admin', 'wrong')).status).toBe(204)
    expect((await client.login()).status).toBe(204)
    expect(sim.openSessions()).toBe(2)
    // The script is used up: the limit of 1 applies again.
    expect((await client.login()).status).toBe(500)
    const statuses = sim.requests.filter(r => r.path === '/entity/auth/login').map(r => r.status)
    expect(statuses).toEqual([500, 0, 500, 401, 204, 204, 500])
  })
})

describe('sessions', () => {
  it('authenticates a call only when both ASP.NET_SessionId and .ASPXAUTH match a live session', async () => {
    const { client } = await start()
    await client.login()
    const pairs = Object.fromEntries(
      client.cookie.split('; ').map(p => p.split(/=(.*)/s).slice(0, 2))
    )
    const only = (names: string[]): string =>
      names.map(n => `${n}=${pairs[n] as string}`).join('; ')
    const call = (cookie: string): Promise<number> =>
      client.post('/CustomizationApi/getPublished', {}, { cookie }).then(r => r.status)
    expect(await call(client.cookie)).toBe(200)
    expect(await call(only(['ASP.NET_SessionId', '.ASPXAUTH']))).toBe(200)
    expect(await call(only(['ASP.NET_SessionId']))).toBe(401)
    expect(await call(only(['.ASPXAUTH']))).toBe(401)
    expect(await call(`ASP.NET_SessionId=${pairs['ASP.NET_SessionId']}; .ASPXAUTH=0ABC`)).toBe(401)
    expect(await call('')).toBe(401)
  })

  it('logout answers 204 once and 401 when no session is alive', async () => {
    const { sim, client } = await start()
    await client.login()
    expect((await client.logout()).status).toBe(204)
    expect(sim.openSessions()).toBe(0)
    expect((await client.logout()).status).toBe(401)
    expect((await client.post('/CustomizationApi/getPublished', {})).status).toBe(401)
  })

  it('records every request with its cookies and answer status', async () => {
    const { sim, client } = await start()
    await client.login()
    await client.post('/CustomizationApi/getPublished', {})
    await sim.waitForRequests('/CustomizationApi/getPublished', 1)
    const last = sim.requests.at(-1)!
    expect(last).toMatchObject({
      method: 'POST',
      path: '/CustomizationApi/getPublished',
      status: 200
    })
    expect(last.cookies['ASP.NET_SessionId']).toHaveLength(24)
    expect(last.cookies['.ASPXAUTH']).toMatch(/^[0-9A-F]+$/)
    expect(last.json).toEqual({})
    await expect(sim.waitForRequests('/CustomizationApi/Import', 1, 50)).rejects.toThrow(
      /waited 50 ms for 1 request\(s\) to \/CustomizationApi\/Import, saw 0/
    )
  })
})
