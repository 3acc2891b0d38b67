// CustomizationClient against nock: Import, publishBegin, deleteProject and publishEnd.
import { describe, expect, it } from '@jest/globals'
import nock from 'nock'
import { randomBytes } from 'node:crypto'
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { RequestTimeoutError, ServerLogError, TransientError } from '../../src/api/errors.js'
import { ProjectNotFoundError } from '../../src/api/not-found.js'
import type { PublishBeginRequest } from '../../src/api/types.js'
import {
  ORIGIN,
  ROOT,
  SESSION,
  seen,
  dir,
  on,
  drop,
  newClient,
  COOKIE_HEADER,
  loggedIn,
  zipOf,
  failure,
  clearSeen,
  PUBLISH,
  IMPORT,
  useApiWire
} from '../../test-support/api-wire.js'

useApiWire()

describe('Import', () => {
  async function importAndCheck(size: number): Promise<void> {
    const bytes = randomBytes(size)
    const path = join(dir, `p${size}.zip`)
    await writeFile(path, bytes)
    const client = await loggedIn()
    on('/CustomizationApi/Import', [204])
    expect(await client.importPackage({ ...IMPORT, packagePath: path })).toEqual([])
    expect(seen).toHaveLength(1)
    const [request] = seen
    expect(request.path).toBe('/AcumaticaERP/CustomizationApi/Import')
    const expected = JSON.stringify({
      projectName: IMPORT.projectName,
      projectDescription: IMPORT.projectDescription,
      projectLevel: IMPORT.projectLevel,
      isReplaceIfExists: IMPORT.isReplaceIfExists,
      projectContentBase64: bytes.toString('base64')
    })
    expect(request.body === expected).toBe(true)
    expect(request.headers['content-length']).toBe(String(Buffer.byteLength(expected)))
    expect(request.headers['content-type']).toBe('application/json')
    expect(request.headers['cookie']).toBe(COOKIE_HEADER)
  }

  // Sizes around the 3-byte groups and the 192 KiB read size of the streamed body.
  it.each([1, 2, 3, 4, 5, 196607, 196608, 196609, 196610, 1000001])(
    'sends the five fields with the base64 of a %i-byte package, byte for byte',
    importAndCheck
  )

  it('refuses an empty package without sending anything', async () => {
    const path = join(dir, 'empty.zip')
    await writeFile(path, '')
    const client = await loggedIn()
    await expect(client.importPackage({ ...IMPORT, packagePath: path })).rejects.toThrow(
      /is empty; an Import without content deletes the project/
    )
    expect(seen).toHaveLength(0)
  })

  it('refuses a missing package without sending anything', async () => {
    const client = await loggedIn()
    await expect(
      client.importPackage({ ...IMPORT, packagePath: join(dir, 'none.zip') })
    ).rejects.toThrow(/cannot read the package .*none\.zip: ENOENT/)
    expect(seen).toHaveLength(0)
  })

  it('fails on error log entries and returns the other entries', async () => {
    const path = join(dir, 'p.zip')
    await writeFile(path, await zipOf({ 'project.xml': '<x/>' }))
    const client = await loggedIn()
    const log = [
      { timestamp: '1', logType: 'warning', message: 'Old field' },
      { timestamp: '2', logType: 'information', message: 'Imported' }
    ]
    on('/CustomizationApi/Import', [200, JSON.stringify({ log })])
    expect(await client.importPackage({ ...IMPORT, packagePath: path })).toEqual(log)
    on('/CustomizationApi/Import', [
      200,
      JSON.stringify({ log: [...log, { logType: 'error', message: 'Invalid project name' }] })
    ])
    const error = await failure(client.importPackage({ ...IMPORT, packagePath: path }))
    expect(error).toBeInstanceOf(ServerLogError)
    expect(error.message).toBe('Import of Pkg failed: Invalid project name')
    expect(error.serverMessages).toEqual(['Invalid project name'])
  })

  it('fails on HTTP 404 (wrong path casing on the server) with a hint', async () => {
    const path = join(dir, 'p.zip')
    await writeFile(path, 'PK')
    const client = await loggedIn()
    on('/CustomizationApi/Import', [404])
    const error = await failure(client.importPackage({ ...IMPORT, packagePath: path }))
    expect(error.status).toBe(404)
    expect(error.message).toMatch(/Import failed with HTTP 404; check that base-url/)
  })

  it('reports a request timeout in words the user can act on', async () => {
    const path = join(dir, 'p.zip')
    await writeFile(path, randomBytes(1000))
    const client = await loggedIn(0.2)
    nock(ORIGIN).post(`${ROOT}/CustomizationApi/Import`).delay(1000).reply(200, 'late')
    const error = await failure(client.importPackage({ ...IMPORT, packagePath: path }))
    expect(error).toBeInstanceOf(RequestTimeoutError)
    expect(error.message).toBe(
      'no answer from Import within 0.2 s (request-timeout); raise request-timeout for big packages or check the instance'
    )
  })
})

describe('publishBegin', () => {
  it('posts exactly the five fields in order', async () => {
    const client = await loggedIn()
    on('/CustomizationApi/publishBegin', [204])
    expect(await client.publishBegin(PUBLISH)).toEqual([])
    expect(seen[0].path).toBe('/AcumaticaERP/CustomizationApi/publishBegin')
    expect(seen[0].body).toBe(
      '{"isMergeWithExistingPackages":false,"isOnlyValidation":true,"isOnlyDbUpdates":false,"projectNames":["Pkg","Other[2]"],"tenantMode":"Current"}'
    )
    expect(seen[0].headers['content-type']).toBe('application/json')
  })

  it('leaves the optional fields out unless tenantMode is List or replay is true', async () => {
    const client = await loggedIn()
    const base =
      '{"isMergeWithExistingPackages":false,"isOnlyValidation":true,"isOnlyDbUpdates":false,"projectNames":["Pkg","Other[2]"],'
    const cases: Array<[Partial<PublishBeginRequest>, string]> = [
      [{ tenantMode: 'All', tenantLoginNames: ['t1'] }, '"tenantMode":"All"}'],
      [{ isReplayPreviouslyExecutedScripts: false }, '"tenantMode":"Current"}'],
      [
        { tenantMode: 'List', tenantLoginNames: ['Company', 'Sandbox'] },
        '"tenantMode":"List","tenantLoginNames":["Company","Sandbox"]}'
      ],
      [
        { isReplayPreviouslyExecutedScripts: true },
        '"tenantMode":"Current","isReplayPreviouslyExecutedScripts":true}'
      ],
      [
        { tenantMode: 'List', tenantLoginNames: ['T'], isReplayPreviouslyExecutedScripts: true },
        '"tenantMode":"List","tenantLoginNames":["T"],"isReplayPreviouslyExecutedScripts":true}'
      ]
    ]
    for (const [extra, tail] of cases) {
      clearSeen()
      on('/CustomizationApi/publishBegin', [204])
      await client.publishBegin({ ...PUBLISH, ...extra })
      expect(seen[0].body).toBe(base + tail)
    }
  })

  it('accepts HTTP 200 and fails on an in-band error', async () => {
    const client = await loggedIn()
    on('/CustomizationApi/publishBegin', [200, '{"log":[]}'])
    expect(await client.publishBegin(PUBLISH)).toEqual([])
    on('/CustomizationApi/publishBegin', [
      200,
      // The answer of publishBegin naming an unknown project is assumed: getProject's words.
      '{"log":[{"logType":"error","message":"The project is not found: Other[2]"}]}'
    ])
    const error = await failure(client.publishBegin(PUBLISH))
    expect(error).toBeInstanceOf(ServerLogError)
    expect(error.message).toBe('publishBegin failed: The project is not found: Other[2]')
  })

  it.each([
    ['HTTP 500', () => on('/CustomizationApi/publishBegin', [500, '{"message":"boom"}'])],
    ['HTTP 502', () => on('/CustomizationApi/publishBegin', [502, '<html>Bad Gateway</html>'])],
    [
      'a dropped connection',
      () => drop('/CustomizationApi/publishBegin', 'ECONNRESET', 'socket hang up')
    ]
  ])('gives a TransientError on %s and sends it once', async (_name, arrange) => {
    const client = await loggedIn()
    const scope = arrange()
    const error = await failure(client.publishBegin(PUBLISH))
    expect(error).toBeInstanceOf(TransientError)
    expect(scope.isDone()).toBe(true)
  })
})

describe('deleteProject', () => {
  it.each([
    [200, '{"log":[{"logType":"information","message":"Project Pkg deleted"}]}'],
    [204, '']
  ])(
    'posts {"projectName"} to /CustomizationApi/delete with the session (HTTP %i)',
    async (status, body) => {
      const client = await loggedIn()
      on('/CustomizationApi/delete', [status, body])
      const log = await client.deleteProject('Pkg')
      expect(log).toEqual(
        status === 200 ? [{ logType: 'information', message: 'Project Pkg deleted' }] : []
      )
      expect(seen[0].path).toBe('/AcumaticaERP/CustomizationApi/delete')
      expect(seen[0].body).toBe('{"projectName":"Pkg"}')
      expect(seen[0].headers['content-type']).toBe('application/json')
      expect(seen[0].headers.cookie).toContain(`ASP.NET_SessionId=${SESSION}`)
    }
  )

  it('fails on an in-band error entry with the server message, returning no entries', async () => {
    const client = await loggedIn()
    on('/CustomizationApi/delete', [
      200,
      '{"log":[{"logType":"information","message":"x"},{"logType":"Error","message":"The project Pkg is published and cannot be deleted."}]}'
    ])
    const error = await failure(client.deleteProject('Pkg'))
    expect(error).toBeInstanceOf(ServerLogError)
    expect(error.call).toBe('delete')
    expect(error.message).toBe(
      'delete of Pkg failed: The project Pkg is published and cannot be deleted.'
    )
    expect(error.serverMessages).toEqual(['The project Pkg is published and cannot be deleted.'])
  })

  it.each([
    // The answer of delete to an unknown project is assumed: getProject's words.
    [200, `{"log":[{"logType":"error","message":"The project is not found: Pkg"}]}`],
    [400, `{"message":"An error has occurred.","exceptionMessage":"The project is not found: Pkg"}`]
  ])(
    "tells the instance's not-found answer apart (HTTP %i): ProjectNotFoundError",
    async (status, body) => {
      const client = await loggedIn()
      on('/CustomizationApi/delete', [status, body])
      const error = await failure(client.deleteProject('Pkg'))
      expect(error).toBeInstanceOf(ProjectNotFoundError)
      expect(error.call).toBe('delete')
      expect(error.serverMessages).toEqual(['The project is not found: Pkg'])
    }
  )

  it('a delete error that merely says "could not find" is not a not-found answer', async () => {
    const client = await loggedIn()
    on('/CustomizationApi/delete', [
      200,
      `{"log":[{"logType":"error","message":"Could not find a part of the path 'C:\\\\Site\\\\Pkg'."}]}`
    ])
    const error = await failure(client.deleteProject('Pkg'))
    expect(error).toBeInstanceOf(ServerLogError)
    expect(error).not.toBeInstanceOf(ProjectNotFoundError)
  })

  it('fails on an HTTP error with the server message', async () => {
    const client = await loggedIn()
    on('/CustomizationApi/delete', [400, '{"message":"A publication is in progress."}'])
    const error = await failure(client.deleteProject('Pkg'))
    expect(error).not.toBeInstanceOf(ServerLogError)
    expect(error.status).toBe(400)
    expect(error.message).toBe('delete failed with HTTP 400: A publication is in progress.')
  })

  it('needs a session', async () => {
    const error = await failure(newClient().deleteProject('Pkg'))
    expect(error.message).toBe('delete needs a session: log in first')
  })
})

describe('publishEnd', () => {
  it.each([
    ['true', 200, 'true', 'completed', []],
    ['false', 200, 'false', 'running', []],
    ['{}', 200, '{}', 'running', []],
    [
      'completed with status 400',
      400,
      '{"isCompleted":true,"isFailed":false,"log":[]}',
      'completed',
      []
    ],
    [
      'failed with a string log',
      200,
      '{"isFailed":true,"isCompleted":true,"log":"Compilation failed\\r\\nCS0103 name x"}',
      'failed',
      [
        { logType: 'error', message: 'Compilation failed' },
        { logType: 'error', message: 'CS0103 name x' }
      ]
    ],
    [
      'running with an entry log',
      200,
      '{"IsCompleted":false,"Log":[{"Timestamp":"10:00","LogType":"information","Message":"Validating"}]}',
      'running',
      [{ timestamp: '10:00', logType: 'information', message: 'Validating' }]
    ]
  ])('reads %s', async (_name, status, body, state, log) => {
    const client = await loggedIn()
    on('/CustomizationApi/publishEnd', [status, body])
    expect(await client.publishEnd()).toEqual({ state, log, httpStatus: status })
    expect(seen[0].path).toBe('/AcumaticaERP/CustomizationApi/publishEnd')
    expect(seen[0].body).toBe('{}')
  })

  it.each([
    [
      'HTTP 500 without a publish state',
      500,
      '{"message":"An error has occurred."}',
      /HTTP 500 without a publish state/
    ],
    [
      'an HTML error page',
      502,
      `<html><body>${'Bad gateway '.repeat(100)}</body></html>`,
      /HTTP 502/
    ],
    [
      'an unexpected text',
      200,
      'maybe',
      /neither true\/false nor the publish state JSON \(HTTP 200\): "maybe"/
    ],
    ['an unexpected JSON', 400, '{"message":"Something"}', /neither true\/false/]
  ])(
    'gives a TransientError on %s, quoting a short excerpt',
    async (_name, status, body, message) => {
      const client = await loggedIn()
      on('/CustomizationApi/publishEnd', [status, body])
      const error = await failure(client.publishEnd())
      expect(error).toBeInstanceOf(TransientError)
      expect(error.message).toMatch(message)
      expect(error.message).not.toMatch(/\n/)
      expect(error.message.length).toBeLessThan(320)
    }
  )

  it('gives a TransientError on a dropped connection', async () => {
    const client = await loggedIn()
    drop('/CustomizationApi/publishEnd', 'ECONNREFUSED', 'connect ECONNREFUSED')
    const error = await failure(client.publishEnd())
    expect(error).toBeInstanceOf(TransientError)
    expect(error.message).toMatch(/connection refused/)
  })

  it('gives a RequestTimeoutError when the answer does not come in time', async () => {
    const client = await loggedIn(0.1)
    nock(ORIGIN).post(`${ROOT}/CustomizationApi/publishEnd`).delay(1000).reply(200, 'true')
    const started = Date.now()
    const error = await failure(client.publishEnd())
    expect(error).toBeInstanceOf(RequestTimeoutError)
    expect(error).toBeInstanceOf(TransientError)
    expect(error.message).toMatch(/no answer from publishEnd within 0.1 s \(request-timeout\)/)
    expect(Date.now() - started).toBeLessThan(900)
  })
})
