// The verification's reads as classified over the wire (nock): an entity read is live only as
// HTTP 200 with a JSON array; everything else says what came back. A screen opens only at an
// address that keeps its ScreenId, not the sign-in page, holding none of the broken-page texts;
// redirects are followed on the instance's origin only, at most five. And the pure readers.
import { afterAll, afterEach, describe, expect, it } from '@jest/globals'
import nock from 'nock'
import { CustomizationClient } from '../../src/api/client.js'
import {
  ApiError,
  NeedsRestartError,
  SessionLostError,
  TransientError
} from '../../src/api/errors.js'
import { describeAnswer, needsRestart } from '../../src/api/read-answers.js'
import {
  brokenPageText,
  isScreenId,
  isSignInPage,
  screenIdProblem
} from '../../src/api/screen-answers.js'

const ORIGIN = 'http://erp.test'
const ROOT = '/AcumaticaERP'
const TARGET = { endpoint: 'Default', version: '24.200.001', entity: 'SalesOrder' }
const READ = `${ROOT}/entity/Default/24.200.001/SalesOrder`
// The sign-in page as real-answers describes it: its hidden texts are static markup.
const SIGN_IN = `<!DOCTYPE html><html><head><title>Sign In</title></head><body><form action="./Login.aspx"><input id="txtUser" type="text"><input id="txtPass" type="password"><div style="display:none">Last update was unsuccessful</div><div style="display:none">customization failed to apply</div></form></body></html>`
const HTML = { 'Content-Type': 'text/html; charset=utf-8' }

afterAll(() => nock.restore())
afterEach(() => {
  nock.cleanAll()
})

function client(): CustomizationClient {
  const api = new CustomizationClient({ baseUrl: `${ORIGIN}${ROOT}`, requestTimeoutSeconds: 60 })
  api.useSession('ASP.NET_SessionId=abc123456; .ASPXAUTH=def456789')
  return api
}

async function readError(reply: (scope: nock.Interceptor) => nock.Scope): Promise<ApiError> {
  reply(nock(ORIGIN).get(READ).query(true))
  const error = await client()
    .readEntity(TARGET)
    .catch((e: unknown) => e)
  expect(error).toBeInstanceOf(ApiError)
  return error as ApiError
}

describe('entity reads: live only as HTTP 200 with a JSON array', () => {
  it('a web page at 200 is not live (retried): status, content type and title', async () => {
    const error = await readError(i =>
      i.reply(200, '<html><title>Acumatica ERP</title></html>', HTML)
    )
    expect(error).toBeInstanceOf(TransientError)
    expect(error.message).toBe(
      'reading Default/24.200.001/SalesOrder is not live: HTTP 200 text/html: "Acumatica ERP" (a web page, not rows)'
    )
  })

  it('a 302 to /ui/error is not live (retried) and names the target; it is not followed', async () => {
    const error = await readError(i => i.reply(302, '', { Location: `${ROOT}/ui/error` }))
    expect(error).toBeInstanceOf(TransientError)
    expect(error).not.toBeInstanceOf(SessionLostError)
    expect(error.message).toBe(
      `reading Default/24.200.001/SalesOrder is not live: HTTP 302 to ${ROOT}/ui/error`
    )
  })

  it('a redirect to the sign-in page, or the page itself: a lost session, its hidden texts never quoted', async () => {
    const redirected = await readError(i =>
      i.reply(302, '', { Location: `${ROOT}/Frames/Login.aspx?ReturnUrl=%2f` })
    )
    expect(redirected).toBeInstanceOf(SessionLostError)
    expect(redirected.message).toContain(`HTTP 302 to ${ROOT}/Frames/Login.aspx?ReturnUrl=%2f`)
    const page = await readError(i => i.reply(200, SIGN_IN, HTML))
    expect(page).toBeInstanceOf(SessionLostError)
    expect(page.message).toContain('HTTP 200 text/html: "Sign In"')
    expect(page.message).not.toMatch(/Last update|customization failed/i)
  })

  it('an error object at 200 is not live and final (not retried)', async () => {
    const error = await readError(i =>
      i.reply(200, { message: 'An error has occurred.', exceptionMessage: 'Broken graph' })
    )
    expect(error).not.toBeInstanceOf(TransientError)
    expect(error.message).toBe(
      'reading Default/24.200.001/SalesOrder is not live: HTTP 200 application/json: "Broken graph" (not a JSON array of rows)'
    )
    expect(error.serverMessages).toEqual(['Broken graph'])
  })

  it('500 NullReferenceException with OptimizedExport, and 403: the site needs one more restart', async () => {
    const nullRef = await readError(i =>
      i.reply(500, {
        exceptionType: 'System.NullReferenceException',
        exceptionMessage: 'OptimizedExportProviderBuilder'
      })
    )
    expect(nullRef).toBeInstanceOf(NeedsRestartError)
    expect(nullRef.message).toContain('HTTP 500 application/json: "OptimizedExportProviderBuilder"')
    const forbidden = await readError(i =>
      i.reply(403, '<html><title>Forbidden</title></html>', HTML)
    )
    expect(forbidden).toBeInstanceOf(NeedsRestartError)
    // Another 500 is a 5xx, not a restart: the Invalid column name of a DAC field without its column.
    const column = await readError(i =>
      i.reply(500, { exceptionMessage: "Invalid column name '[InventoryItem].[UsrHTSCode]'" })
    )
    expect(column).toBeInstanceOf(TransientError)
    expect(column).not.toBeInstanceOf(NeedsRestartError)
    expect(column.serverMessages).toEqual(["Invalid column name '[InventoryItem].[UsrHTSCode]'"])
  })
})

describe('a call of the Customization API answered by the sign-in page says what came back', () => {
  it('getPublished: the page by its status, content type and title; a redirect by its target', async () => {
    nock(ORIGIN).post(`${ROOT}/CustomizationApi/getPublished`).reply(200, SIGN_IN, HTML)
    const page = await client()
      .getPublished()
      .catch((e: unknown) => e)
    expect(page).toBeInstanceOf(SessionLostError)
    expect((page as Error).message).toContain('(the login page: HTTP 200 text/html: "Sign In")')
    expect((page as Error).message).not.toMatch(/Last update|customization failed/i)
    nock(ORIGIN)
      .post(`${ROOT}/CustomizationApi/getPublished`)
      .reply(302, '', { Location: `${ROOT}/Frames/Login.aspx?ReturnUrl=%2f` })
    const redirect = await client()
      .getPublished()
      .catch((e: unknown) => e)
    expect((redirect as Error).message).toContain(
      `(a redirect to the login page: HTTP 302 to ${ROOT}/Frames/Login.aspx?ReturnUrl=%2f)`
    )
  })
})

describe('getPublished answered by a site that is not ready', () => {
  it('a 302 to /ui/error or a web page is not live: TransientError (the verification tries again), naming what came back', async () => {
    nock(ORIGIN)
      .post(`${ROOT}/CustomizationApi/getPublished`)
      .reply(302, '', { Location: `${ROOT}/ui/error` })
    const redirect = await client()
      .getPublished()
      .catch((e: unknown) => e)
    expect(redirect).toBeInstanceOf(TransientError)
    expect((redirect as Error).message).toContain(`redirected (HTTP 302) to ${ROOT}/ui/error`)
    nock(ORIGIN)
      .post(`${ROOT}/CustomizationApi/getPublished`)
      .reply(200, '<html><title>Something went wrong</title></html>', HTML)
    const page = await client()
      .getPublished()
      .catch((e: unknown) => e)
    expect(page).toBeInstanceOf(TransientError)
    expect((page as Error).message).toBe(
      'getPublished answered a web page instead of the API (HTTP 200 text/html: "Something went wrong"); check base-url'
    )
  })
})

describe('screens: GET /Main?ScreenId=<id>', () => {
  const main = (id: string) => `${ROOT}/Main?ScreenId=${id}`
  const page = (id: string, extra = '') =>
    `<html><head><title>${id}</title></head><body>${extra}<a href="../Frames/Login.aspx">Sign Out</a></body></html>`

  async function open(id: string): Promise<unknown> {
    return client()
      .readScreen(id)
      .then(() => 'opens')
      .catch((e: unknown) => e)
  }

  it('opens with the session (its sign-out link and the hidden sign-in texts are not the sign-in page)', async () => {
    let cookie: string | undefined
    nock(ORIGIN)
      .get(main('SO301000'))
      .reply(async (request: Request) => {
        cookie = request.headers.get('cookie') ?? undefined
        return [200, page('SO301000', 'Last update was unsuccessful'), HTML]
      })
    expect(await open('so301000')).toBe('opens')
    expect(cookie).toBe('ASP.NET_SessionId=abc123456; .ASPXAUTH=def456789')
  })

  it('follows redirects on the origin; fails at ScreenId=00000000 or without the id', async () => {
    nock(ORIGIN)
      .get(main('IN202500'))
      .reply(302, '', { Location: 'Main?ScreenId=00000000' })
      .get(main('00000000'))
      .reply(200, page('00000000'), HTML)
    const none = (await open('IN202500')) as ApiError
    expect(none.message).toBe(
      `IN202500 does not open: the site sent it to ScreenId=00000000 (no such screen): ${ROOT}/Main?ScreenId=00000000`
    )
    nock(ORIGIN)
      .get(main('IN202500'))
      .reply(302, '', { Location: `${ROOT}/Main` })
      .get(`${ROOT}/Main`)
      .reply(200, page(''), HTML)
    expect(((await open('IN202500')) as ApiError).message).toContain(
      'the site sent it to an address without ScreenId=IN202500'
    )
  })

  it('a redirect to another origin is not followed, nor is a sixth redirect', async () => {
    const other = nock('http://elsewhere.test').get(/.*/).reply(200, 'x')
    nock(ORIGIN)
      .get(main('SO301000'))
      .reply(302, '', { Location: 'http://elsewhere.test/Main?ScreenId=SO301000' })
    expect(((await open('SO301000')) as ApiError).message).toBe(
      'SO301000 does not open: HTTP 302 to http://elsewhere.test/Main?ScreenId=SO301000: another origin (http://elsewhere.test), not followed'
    )
    expect(other.isDone()).toBe(false)
    nock(ORIGIN)
      .get(main('SO301000'))
      .times(6)
      .reply(302, '', { Location: main('SO301000') })
    expect(((await open('SO301000')) as ApiError).message).toMatch(
      /^SO301000 does not open: more than 5 redirects/
    )
  })

  it('the sign-in page is a lost session; a 403 needs a restart; a 5xx is retried; a broken page fails', async () => {
    nock(ORIGIN)
      .get(main('SO301000'))
      .reply(302, '', { Location: `${ROOT}/Frames/Login.aspx` })
      .get(`${ROOT}/Frames/Login.aspx`)
      .reply(200, SIGN_IN, HTML)
    const signIn = (await open('SO301000')) as ApiError
    expect(signIn).toBeInstanceOf(SessionLostError)
    expect(signIn.message).not.toMatch(/Last update|customization failed/i)
    nock(ORIGIN).get(main('CR306000')).reply(403, '<title>Forbidden</title>', HTML)
    expect(await open('CR306000')).toBeInstanceOf(NeedsRestartError)
    nock(ORIGIN).get(main('CR306000')).reply(503, '<title>Service Unavailable</title>', HTML)
    const down = await open('CR306000')
    expect(down).toBeInstanceOf(TransientError)
    expect(down).not.toBeInstanceOf(NeedsRestartError)
    nock(ORIGIN)
      .get(main('SB501000'))
      .reply(
        200,
        page(
          'SB501000',
          "System.Web.HttpException: The file '/Pages/SB/SB501000.aspx' does not exist."
        ),
        HTML
      )
    const broken = (await open('SB501000')) as ApiError
    expect(broken).not.toBeInstanceOf(TransientError)
    expect(broken.message).toBe('SB501000 does not open: the page says "does not exist"')
  })

  it('reads at most 1 MiB of a page: a text past it is not seen', async () => {
    const big = page('SO301000', `${'x'.repeat(1024 * 1024)}Operand type clash`)
    nock(ORIGIN).get(main('SO301000')).reply(200, big, HTML)
    expect(await open('SO301000')).toBe('opens')
  })
})

describe('pure readers', () => {
  it('describeAnswer: status, media type, redirect target, first line; odd content types dropped', () => {
    expect(
      describeAnswer({
        status: 503,
        contentType: 'text/plain',
        text: '\nService Unavailable\nmore'
      })
    ).toBe('HTTP 503 text/plain: "Service Unavailable"')
    expect(describeAnswer({ status: 302, location: '/x/ui/error', text: '' })).toBe(
      'HTTP 302 to /x/ui/error'
    )
    expect(describeAnswer({ status: 200, contentType: 'text/html\r\nX: y', text: '' })).toBe(
      'HTTP 200'
    )
  })

  it('needsRestart: 403, or 500 JSON naming both NullReferenceException and OptimizedExport', () => {
    const both =
      '{"exceptionType":"System.NullReferenceException","exceptionMessage":"OptimizedExportProviderBuilder"}'
    expect(needsRestart(500, 'application/json', both)).toBe(true)
    expect(needsRestart(403, 'text/html', '')).toBe(true)
    expect(
      needsRestart(500, 'application/json', '{"exceptionType":"System.NullReferenceException"}')
    ).toBe(false)
    expect(needsRestart(502, 'application/json', both)).toBe(false)
    expect(needsRestart(500, 'text/html', `<html>${both}</html>`)).toBe(false)
  })

  it('screen ids, the id in the final address, the sign-in page, the listed texts in any case', () => {
    expect(['SO301000', 'in202500', 'XX10AB00'].every(isScreenId)).toBe(true)
    expect(['SO30100', 'SO3010000', 'Sales Orders', '00000000', 'SO301000;'].some(isScreenId)).toBe(
      false
    )
    const at = (path: string) => new URL(`http://erp.test${path}`)
    expect(screenIdProblem(at('/Main?screenid=so301000'), 'SO301000')).toBeUndefined()
    expect(screenIdProblem(at('/Main?ScreenId=00000000'), 'SO301000')).toBe('none')
    expect(screenIdProblem(at('/Main'), 'SO301000')).toBe('lost')
    expect(isSignInPage(at('/A/Frames/Login.aspx'), '')).toBe(true)
    expect(isSignInPage(at('/A/Main'), SIGN_IN)).toBe(true)
    expect(isSignInPage(at('/A/Main'), '<a href="Frames/Login.aspx">Sign out</a>')).toBe(false)
    expect(brokenPageText('... operand TYPE clash ...')).toBe('Operand type clash')
    expect(
      brokenPageText('Last update was unsuccessful customization failed to apply')
    ).toBeUndefined()
  })
})
