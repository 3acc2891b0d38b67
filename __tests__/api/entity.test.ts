// The contract-API reads of a verified deploy: the pure readers of GET /entity (both forms,
// hostile values dropped), releases, and the client's two GET calls over nock (no session for
// GET /entity, the session for an entity read, bounded reading, the errors each answer gives).
import { afterAll, afterEach, describe, expect, it } from '@jest/globals'
import nock from 'nock'
import { CustomizationClient } from '../../src/api/client.js'
import { ApiError, SessionLostError, TransientError } from '../../src/api/errors.js'
import {
  compareVersions,
  newestEndpoint,
  readEntityIndex,
  releaseOf,
  twoPartsOf
} from '../../src/api/entity-answers.js'

const ORIGIN = 'http://erp.test'
const ROOT = '/AcumaticaERP'
const REAL_26 =
  '{"version":{"acumaticaBuildVersion":"26.101.0225","databaseVersion":"26.101.0225"},"endpoints":[{"name":"Default","version":"25.200.001","href":"http://erp.test/AcumaticaERP/entity/Default/25.200.001/"}]}'

// This file's nock stops intercepting at its end: the next file jest runs in this process has
// a nock of its own, and two interceptors at once abort each other's requests.
afterAll(() => nock.restore())
afterEach(() => {
  nock.cleanAll()
})

function client(): CustomizationClient {
  // A generous request-timeout: under a loaded machine a nock answer can take seconds.
  return new CustomizationClient({ baseUrl: `${ORIGIN}${ROOT}`, requestTimeoutSeconds: 60 })
}

describe('GET /entity readers', () => {
  it('reads the 26.x object form word for word', () => {
    expect(readEntityIndex(REAL_26)).toEqual({
      build: '26.101.0225',
      endpoints: [{ name: 'Default', version: '25.200.001' }]
    })
  })

  it('reads the bare endpoints array of older builds: no build', () => {
    expect(readEntityIndex('[{"name":"Default","version":"18.200.001"}]')).toEqual({
      endpoints: [{ name: 'Default', version: '18.200.001' }]
    })
  })

  it('drops a build or an endpoint that is not digits and names (instance text)', () => {
    const hostile = JSON.stringify({
      version: { acumaticaBuildVersion: '24.2\n::warning::x' },
      endpoints: [
        { name: '../auth', version: '1.0' },
        { name: 'Default', version: '24.200.001/../../x' },
        { name: 'Default', version: '24.200.001' }
      ]
    })
    expect(readEntityIndex(hostile)).toEqual({
      endpoints: [{ name: 'Default', version: '24.200.001' }]
    })
  })

  it('is undefined for a page, an error object or nothing', () => {
    expect(readEntityIndex('<html><title>Service Unavailable</title></html>')).toBeUndefined()
    expect(readEntityIndex('{"message":"An error has occurred."}')).toBeUndefined()
    expect(readEntityIndex('')).toBeUndefined()
  })

  it('chooses the newest Default endpoint, comparing versions as numbers', () => {
    const endpoints = [
      { name: 'Default', version: '9.200.001' },
      { name: 'Default', version: '24.200.001' },
      { name: 'Default', version: '23.200.001' },
      { name: 'Manufacturing', version: '25.200.001' }
    ]
    expect(newestEndpoint(endpoints, 'Default')).toEqual({ name: 'Default', version: '24.200.001' })
    expect(newestEndpoint([], 'Default')).toBeUndefined()
    expect(compareVersions('24.200.001', '24.200')).toBeGreaterThan(0)
  })

  it('releases: first part and the first digit of the second', () => {
    expect(releaseOf('23.106')).toBe('23.1')
    expect(releaseOf('24.208.0012')).toBe('24.2')
    expect(releaseOf('24.205')).toBe(releaseOf('24.208'))
    expect(releaseOf('24')).toBeUndefined()
    expect(twoPartsOf('24.208.0012')).toBe('24.208')
  })
})

describe('the client over the wire', () => {
  it('GET /entity goes without a session cookie and reads the build', async () => {
    let cookie: string | undefined = 'not seen'
    nock(ORIGIN)
      .get(`${ROOT}/entity`)
      .reply(async (request: Request) => {
        cookie = request.headers.get('cookie') ?? undefined
        return [200, REAL_26, { 'Content-Type': 'application/json' }]
      })
    await expect(client().readInstance()).resolves.toMatchObject({ build: '26.101.0225' })
    expect(cookie).toBeUndefined()
  })

  it('GET /entity: a 503 page or a 200 web page is "not yet" (TransientError)', async () => {
    nock(ORIGIN).get(`${ROOT}/entity`).reply(503, '<html><title>Service Unavailable</title></html>')
    await expect(client().readInstance()).rejects.toThrow(TransientError)
    nock(ORIGIN)
      .get(`${ROOT}/entity`)
      .reply(200, '<html>login</html>', { 'Content-Type': 'text/html' })
    await expect(client().readInstance()).rejects.toThrow(
      'GET /entity answered a web page, HTTP 200 text/html: "login"'
    )
  })

  it('GET /entity reads at most 1 MiB: a huge answer is not held, and is not taken for JSON', async () => {
    const huge = `[${'{"name":"Default","version":"24.200.001"},'.repeat(80_000)}{}]`
    expect(huge.length).toBeGreaterThan(3 * 1024 * 1024)
    nock(ORIGIN).get(`${ROOT}/entity`).reply(200, huge)
    await expect(client().readInstance()).rejects.toThrow(TransientError)
  })

  it('an entity read sends the session, encodes the path and accepts a JSON array', async () => {
    const api = client()
    api.useSession('ASP.NET_SessionId=abc123456; .ASPXAUTH=def456789')
    let cookie: string | undefined
    nock(ORIGIN)
      .get(`${ROOT}/entity/Default/24.200.001/SalesOrder`)
      .query({ $top: '1' })
      .reply(async (request: Request) => {
        cookie = request.headers.get('cookie') ?? undefined
        return [200, '[{"id":"x"}]']
      })
    await api.readEntity({ endpoint: 'Default', version: '24.200.001', entity: 'SalesOrder' })
    expect(cookie).toBe('ASP.NET_SessionId=abc123456; .ASPXAUTH=def456789')
  })

  it('an entity read: 500 carries the exceptionMessage (retryable), 401 is a lost session, 404 is final', async () => {
    const api = client()
    api.useSession('ASP.NET_SessionId=abc123456; .ASPXAUTH=def456789')
    const target = { endpoint: 'Default', version: '24.200.001', entity: 'SalesOrder' }
    const path = `${ROOT}/entity/Default/24.200.001/SalesOrder`
    nock(ORIGIN).get(path).query(true).reply(500, {
      message: 'An error has occurred.',
      exceptionMessage: 'Object reference not set to an instance of an object.'
    })
    const error = await api.readEntity(target).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(TransientError)
    expect((error as ApiError).message).toBe(
      'reading Default/24.200.001/SalesOrder is not live: HTTP 500 application/json: "Object reference not set to an instance of an object."'
    )
    expect((error as ApiError).serverMessages).toEqual([
      'Object reference not set to an instance of an object.'
    ])
    nock(ORIGIN).get(path).query(true).reply(401, '{"message":"Authorization has been denied."}')
    await expect(api.readEntity(target)).rejects.toThrow(SessionLostError)
    nock(ORIGIN).get(path).query(true).reply(404, '{"message":"No HTTP resource was found."}')
    const notFound = await api.readEntity(target).catch((e: unknown) => e)
    expect(notFound).toBeInstanceOf(ApiError)
    expect(notFound).not.toBeInstanceOf(TransientError)
    nock(ORIGIN).get(path).query(true).reply(200, '{"value":[]}')
    await expect(api.readEntity(target)).rejects.toThrow(/\(not a JSON array of rows\)$/)
  })
})
