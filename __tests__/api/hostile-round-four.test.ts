// Hostile round four, over the wire (nock): a screen's redirects carry the session cookie only
// under base-url (its origin and its path, as the maintenance client's status poll), and the
// address a screen ended at is masked before it is cut (a cut through the password leaves a
// piece no mask recognises).
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals'
import nock from 'nock'
import { CustomizationClient } from '../../src/api/client.js'
import { ApiError } from '../../src/api/errors.js'
import { pathUnderBaseUrl } from '../../src/api/cookies.js'
import { addPassword } from '../../src/runner/secrets.js'

const ORIGIN = 'http://erp.test'
const ROOT = '/AcumaticaERP'
const COOKIE = 'ASP.NET_SessionId=abc123456; .ASPXAUTH=def456789'
const HTML = { 'Content-Type': 'text/html; charset=utf-8' }
// Characters a URL object writes back its own way in a query (`'` as %27, `@` and `/` kept).
const PASSWORD = "Hx7@Qm/2 Rv'Lp9"

/** Every 6-character run of the password in the forms a redirect's address can show it in. */
function passwordRuns(): string[] {
  const forms = [PASSWORD, new URL(`http://h/?${PASSWORD}`).search.slice(1)]
  return forms.flatMap(form =>
    Array.from({ length: form.length - 5 }, (_, at) => form.slice(at, at + 6))
  )
}

beforeAll(() => addPassword({ setSecret: () => undefined }, PASSWORD))
afterAll(() => nock.restore())
afterEach(() => {
  nock.cleanAll()
})

function client(): CustomizationClient {
  const api = new CustomizationClient({ baseUrl: `${ORIGIN}${ROOT}`, requestTimeoutSeconds: 60 })
  api.useSession(COOKIE)
  return api
}

async function open(id: string): Promise<unknown> {
  return client()
    .readScreen(id)
    .then(() => 'opens')
    .catch((e: unknown) => e)
}

const main = (id: string): string => `${ROOT}/Main?ScreenId=${id}`
const page = (id: string): string => `<html><head><title>${id}</title></head><body></body></html>`

describe("a screen's redirects go only under base-url", () => {
  it.each([
    ['another application on the same origin', '/Other/Main?ScreenId=SO301000'],
    ["a folder whose name starts with base-url's", `${ROOT}2/Main?ScreenId=SO301000`],
    ['the origin root', '/Main?ScreenId=SO301000'],
    ['a way out with ..', `${ROOT}/../Other/Main?ScreenId=SO301000`]
  ])('%s: not followed, no cookie sent there, the screen fails', async (_what, location) => {
    const cookies: string[] = []
    const outside = nock(ORIGIN)
      .get(/^\/(?!AcumaticaERP\/)/)
      .reply(async (request: Request) => {
        cookies.push(request.headers.get('cookie') ?? '')
        return [200, page('SO301000'), HTML]
      })
    nock(ORIGIN).get(main('SO301000')).reply(302, '', { Location: location })
    const error = (await open('SO301000')) as ApiError
    expect(error).toBeInstanceOf(ApiError)
    expect(error.message).toMatch(
      new RegExp(
        `^SO301000 does not open: HTTP 302 to .*: outside base-url \\(${ORIGIN}${ROOT}\\), not followed$`
      )
    )
    expect(outside.isDone()).toBe(false)
    expect(cookies).toEqual([])
  })

  it('a redirect under base-url is followed with the cookie', async () => {
    let cookie = ''
    nock(ORIGIN)
      .get(main('SO301000'))
      .reply(302, '', { Location: `Main?ScreenId=SO301000&CompanyID=2` })
      .get(`${ROOT}/Main?ScreenId=SO301000&CompanyID=2`)
      .reply(async (request: Request) => {
        cookie = request.headers.get('cookie') ?? ''
        return [200, page('SO301000'), HTML]
      })
    expect(await open('SO301000')).toBe('opens')
    expect(cookie).toBe(COOKIE)
  })

  it('pathUnderBaseUrl: the part below base-url, or undefined elsewhere', () => {
    const base = `${ORIGIN}${ROOT}/`
    expect(pathUnderBaseUrl(new URL(`${ORIGIN}${ROOT}/a/b?c=1`), base)).toBe('/a/b?c=1')
    expect(pathUnderBaseUrl(new URL(`${ORIGIN}${ROOT}`), base)).toBe('')
    expect(pathUnderBaseUrl(new URL(`${ORIGIN}${ROOT}X/a`), base)).toBeUndefined()
    expect(pathUnderBaseUrl(new URL(`https://erp.test${ROOT}/a`), base)).toBeUndefined()
    expect(pathUnderBaseUrl(new URL('http://erp.test:8080/x'), 'http://erp.test:8080')).toBe('/x')
  })
})

describe('the address a screen ended at is masked before it is cut', () => {
  // The password straddles the cut (157 characters of the path): `before` of its characters
  // (as the address writes it) stand before the cut.
  it.each([3, 6, 9, 12, 15, 18])(
    'a password cut after %i characters shows no 6-character run of it',
    async before => {
      const prefix = `${ROOT}/Main?x=`
      const pad = 'p'.repeat(157 - before - prefix.length - '&pw='.length)
      const final = `${prefix}${pad}&pw=${PASSWORD}&more=${'m'.repeat(40)}`
      nock(ORIGIN)
        .get(main('SO301000'))
        .reply(302, '', { Location: final })
        .get(/^\/AcumaticaERP\/Main\?x=/)
        .reply(200, page(''), HTML)
      const error = (await open('SO301000')) as ApiError
      expect(error.message).toContain('the site sent it to an address without ScreenId=SO301000')
      for (const run of passwordRuns()) expect(error.message).not.toContain(run)
    }
  )
})
