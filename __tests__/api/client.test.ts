// CustomizationClient against nock: getProject and getPublished (downloads, answers, checks of
// what the instance sends), and the request timeout against a real socket.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import nock from 'nock'
import { createHash, randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { spawn } from 'node:child_process'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { CustomizationClient } from '../../src/api/client.js'
import {
  ApiError,
  BackupTooLargeError,
  RequestTimeoutError,
  ServerLogError,
  TransientError
} from '../../src/api/errors.js'
import {
  seen,
  dir,
  on,
  drop,
  COOKIE_HEADER,
  loggedIn,
  zipOf,
  failure,
  useApiWire,
  ORIGIN,
  ROOT
} from '../../test-support/api-wire.js'

const REPO = fileURLToPath(new URL('../..', import.meta.url))

useApiWire()

describe('getProject', () => {
  let zip: Buffer
  beforeAll(async () => {
    zip = await zipOf({
      'project.xml': '<Customization level="0"/>',
      '_project/a.xml': 'x'.repeat(5000)
    })
  })

  function expectSaved(result: unknown, path: string): Promise<void> {
    expect(result).toEqual({
      found: true,
      path,
      size: zip.length,
      sha256: createHash('sha256').update(zip).digest('hex')
    })
    return readFile(path).then(bytes => expect(bytes.equals(zip)).toBe(true))
  }

  it.each([
    ['bare base64', (b64: string) => b64],
    ['quoted base64', (b64: string) => `"${b64}"`],
    [
      'a JSON object (any key case, escaped slashes)',
      (b64: string) => JSON.stringify({ log: [], ProjectContentBASE64: b64 }).replace(/\//g, '\\/')
    ]
  ])('saves the zip answered as %s, with size and sha256', async (_name, form) => {
    const client = await loggedIn()
    on('/CustomizationApi/getProject', [200, form(zip.toString('base64'))])
    const path = join(dir, 'backup.zip')
    await expectSaved(await client.getProject('Pkg', path), path)
    expect(seen[0].path).toBe('/AcumaticaERP/CustomizationApi/getProject')
    expect(seen[0].body).toBe('{"projectName":"Pkg","isAutoResolveConflicts":false}')
    expect(seen[0].headers['content-type']).toBe('application/json')
    expect(seen[0].headers['cookie']).toBe(COOKIE_HEADER)
  })

  it('streams a big answer that arrives in many chunks', async () => {
    const big = Buffer.concat([zip.subarray(0, 30), randomBytes(3 * 1024 * 1024), zip.subarray(30)])
    const client = await loggedIn()
    on('/CustomizationApi/getProject', [200, `"${big.toString('base64')}"`])
    const path = join(dir, 'big.zip')
    const result = await client.getProject('Pkg', path)
    expect(result).toMatchObject({ found: true, size: big.length })
    expect((await readFile(path)).equals(big)).toBe(true)
  })

  it.each([
    // real-answers.md, "Not found": 26.101 answers HTTP 200 with an error entry; 24.2 cloud
    // HTTP 400 with the same words (the body around them is assumed: error object, plain text).
    [
      'HTTP 200 with an error log entry (26.101)',
      200,
      '{"log":[{"timestamp":"2026-07-18T19:27:37.3327642Z","logType":"error","message":"The project is not found: Pkg"}]}',
      'The project is not found: Pkg'
    ],
    [
      "HTTP 400 in ASP.NET's error object (24.2 cloud)",
      400,
      '{"message":"An error has occurred.","exceptionMessage":"The project is not found: Pkg"}',
      'The project is not found: Pkg'
    ],
    [
      'HTTP 400 as plain text (24.2 cloud)',
      400,
      'The project is not found: PKG',
      'The project is not found: PKG'
    ]
  ])('reports a first deploy for %s', async (_name, status, body, message) => {
    const client = await loggedIn()
    on('/CustomizationApi/getProject', [status, body])
    const path = join(dir, 'backup.zip')
    expect(await client.getProject('Pkg', path)).toEqual({ found: false, message })
    expect(existsSync(path)).toBe(false)
  })

  it.each([
    [
      'HTTP 500',
      500,
      '{"exceptionMessage":"Object reference not set"}',
      ApiError,
      /HTTP 500: Object reference not set/
    ],
    [
      'HTTP 404 (an IIS page)',
      404,
      '<html><title>404 - File or directory not found.</title></html>',
      ApiError,
      /HTTP 404.*check that base-url/
    ],
    [
      'HTTP 400 not saying not found',
      400,
      'Bad project name',
      ApiError,
      /HTTP 400: Bad project name/
    ],
    ['invalid base64', 200, '"UEsDBA!!"', ApiError, /not a base64 package: invalid base64/],
    [
      'bytes that are not a zip',
      200,
      Buffer.from('not a zip at all').toString('base64'),
      ApiError,
      /16 bytes that are not a zip archive/
    ],
    [
      'an error log entry',
      200,
      '{"log":[{"logType":"Error","message":"Access denied"}]}',
      ServerLogError,
      /getProject of Pkg failed: Access denied/
    ],
    ['a gateway error', 503, 'Service Unavailable', TransientError, /HTTP 503/],
    // Issue 21: only the instance's own not-found answer for this project is a first deploy.
    ['an empty body', 200, '', ApiError, /answered no content for Pkg \(HTTP 200\)/],
    ['a null field', 200, '{"projectContentBase64":null}', ApiError, /answered no content/],
    ['an empty quoted string', 200, '""', ApiError, /answered no content/],
    [
      'an IO error saying "could not find"',
      200,
      '{"log":[{"logType":"error","message":"Could not find file \'C:\\\\Site\\\\Pkg.zip\'."}]}',
      ServerLogError,
      /getProject of Pkg failed: Could not find file/
    ],
    [
      'HTTP 400 saying another project is not found',
      400,
      '{"message":"The project is not found: Other"}',
      ApiError,
      /HTTP 400: The project is not found: Other/
    ],
    [
      'HTTP 500 saying not found',
      500,
      '{"message":"The project is not found: Pkg"}',
      ApiError,
      /HTTP 500/
    ],
    [
      'a not-found entry beside content',
      200,
      `{"log":[{"logType":"error","message":"The project is not found: Pkg"}],"projectContentBase64":"UEsFBgAAAAAAAAAAAAAAAAAAAAAAAA=="}`,
      ServerLogError,
      /getProject of Pkg failed: The project is not found: Pkg/
    ]
  ])('fails on %s and leaves no file', async (_name, status, body, type, message) => {
    const client = await loggedIn()
    on('/CustomizationApi/getProject', [status, body])
    const path = join(dir, 'backup.zip')
    const error = await failure(client.getProject('Pkg', path))
    expect(error).toBeInstanceOf(type)
    expect(error.message).toMatch(message)
    expect(existsSync(path)).toBe(false)
  })

  it('refuses an answer over the size cap before writing (announced length) or as it arrives', async () => {
    const big = Buffer.concat([zip, randomBytes(4 * 1024 * 1024)])
    const client = await loggedIn()
    const path = join(dir, 'backup.zip')
    // Announced: Content-Length says it all before a byte is written.
    const body = `"${big.toString('base64')}"`
    on('/CustomizationApi/getProject', [200, body, { 'content-length': String(body.length) }])
    let error = await failure(client.getProject('Pkg', path, { maxBytes: 1024 * 1024 }))
    expect(error).toBeInstanceOf(BackupTooLargeError)
    expect(error).toMatchObject({ limit: 'cap', limitBytes: 1024 * 1024 })
    expect(error.message).toMatch(/announces more than 1 MiB of zip, the backup size cap/)
    expect(existsSync(path)).toBe(false)
    // Chunked, no length: stopped when the bytes pass the cap.
    on('/CustomizationApi/getProject', [200, body])
    error = await failure(client.getProject('Pkg', path, { maxBytes: 1024 * 1024 }))
    expect(error).toBeInstanceOf(BackupTooLargeError)
    expect(error.message).toMatch(/holds more than 1 MiB of zip, the backup size cap/)
    expect(existsSync(path)).toBe(false)
  })

  it('fails on a connection dropped mid-answer and leaves no file', async () => {
    const client = await loggedIn()
    drop('/CustomizationApi/getProject', 'ECONNRESET', 'socket hang up')
    const path = join(dir, 'backup.zip')
    const error = await failure(client.getProject('Pkg', path))
    expect(error).toBeInstanceOf(TransientError)
    expect(error.message).toMatch(/getProject failed: connection reset \(http:\/\/erp\.test/)
    expect(existsSync(path)).toBe(false)
  })
})

describe('getPublished', () => {
  it.each([
    ['an array of names', '["Pkg","Other[2]"]'],
    ['an object with projects', '{"projects":[{"name":"Pkg"},{"Name":"Other[2]"}]}'],
    ['an object with project names in any case', '{"Projects":["Pkg","Other[2]","Pkg"]}']
  ])('reads %s', async (_name, body) => {
    const client = await loggedIn()
    on('/CustomizationApi/getPublished', [200, body])
    expect(await client.getPublished()).toEqual(['Pkg', 'Other[2]'])
    expect(seen[0].path).toBe('/AcumaticaERP/CustomizationApi/getPublished')
    expect(seen[0].body).toBe('{}')
  })

  it.each([404, 405])(
    'gives undefined when the instance has no getPublished (HTTP %i)',
    async status => {
      const client = await loggedIn()
      on('/CustomizationApi/getPublished', [status, 'Not Found'])
      expect(await client.getPublished()).toBeUndefined()
    }
  )

  it('fails on an in-band error', async () => {
    const client = await loggedIn()
    on('/CustomizationApi/getPublished', [
      200,
      '{"log":[{"logType":"error","message":"No rights"}]}'
    ])
    const error = await failure(client.getPublished())
    expect(error).toBeInstanceOf(ServerLogError)
    expect(error.serverMessages).toEqual(['No rights'])
  })

  it('fails on an answer that is not a list of projects', async () => {
    const client = await loggedIn()
    on('/CustomizationApi/getPublished', [200, '{"something":"else"}'])
    const error = await failure(client.getPublished())
    expect(error).not.toBeInstanceOf(ServerLogError)
    expect(error.message).toMatch(
      /neither a list of projects nor the "nothing published" log \(HTTP 200\): "\{"something":"else"\}"/
    )
  })

  it('reads the "nothing published" answer of a new instance as an empty list', async () => {
    const client = await loggedIn()
    on('/CustomizationApi/getPublished', [
      200,
      '{"log":[{"logType":"information","message":"The system does not contain published projects"}]}',
      { 'content-type': 'application/json; charset=utf-8' }
    ])
    expect(await client.getPublished()).toEqual([])
  })

  it('fails on an in-band error beside a list, with the server message', async () => {
    const client = await loggedIn()
    on('/CustomizationApi/getPublished', [
      200,
      '{"projects":[{"name":"A"}],"log":[{"logType":"Error","message":"Access denied"}]}'
    ])
    const error = await failure(client.getPublished())
    expect(error).toBeInstanceOf(ServerLogError)
    expect(error.message).toBe('getPublished failed: Access denied')
  })

  it('fails on a web page answered with HTTP 200', async () => {
    const client = await loggedIn()
    on('/CustomizationApi/getPublished', [
      200,
      '<html><head><title>Maintenance</title></head></html>',
      { 'content-type': 'text/html' }
    ])
    const error = await failure(client.getPublished())
    expect(error.message).toMatch(/getPublished answered a web page instead of the API/)
  })

  it('asked by the verification, waits no longer than what is left of verify-timeout', async () => {
    const client = await loggedIn(300)
    nock(ORIGIN).post(`${ROOT}/CustomizationApi/getPublished`).delay(1000).reply(200, '[]')
    const started = Date.now()
    const error = await failure(client.getPublished(100))
    expect(error).toBeInstanceOf(RequestTimeoutError)
    expect(error.message).toMatch(
      /no answer from getPublished within 0.1 s \(what was left of verify-timeout\)/
    )
    expect(Date.now() - started).toBeLessThan(900)
  })
})

describe('request timeout against a real socket', () => {
  let server: Server
  let base: string
  beforeAll(async () => {
    // The client against a real socket, without nock's interceptor in between: its passthrough
    // socket outlived an aborted request and, reset when this server closed, ended the in-band
    // jest run with an unhandled 'connect ECONNRESET'.
    nock.restore()
    server = createServer((request, response) => {
      request.resume()
      // /silent never answers; /stall sends the headers and part of the body, then nothing.
      if (request.url?.endsWith('/stall/CustomizationApi/getProject')) {
        response.writeHead(200, { 'Content-Type': 'application/json' })
        response.write('{"projectContentBase64":"UEsDBA')
      }
      // /big announces 8 MiB of base64 and sends the first bytes of it, then waits.
      if (request.url?.endsWith('/big/CustomizationApi/getProject')) {
        response.writeHead(200, {
          'Content-Type': 'application/json',
          'Content-Length': String(8 * 1024 * 1024)
        })
        response.write('"UEsDBA')
      }
    })
    await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(async () => {
    server.closeAllConnections()
    await new Promise(resolve => server.close(resolve))
    nock.activate()
  })

  it('when no answer comes at all', async () => {
    const client = new CustomizationClient({
      baseUrl: `${base}/silent`,
      requestTimeoutSeconds: 0.2
    })
    client.useSession('a=1')
    const started = Date.now()
    const error = await failure(client.publishEnd())
    expect(error).toBeInstanceOf(RequestTimeoutError)
    expect(error.message).toMatch(/^no answer from publishEnd within 0.2 s/)
    expect(Date.now() - started).toBeLessThan(3000)
  })

  it.each([
    ['refused for its announced size', 'big.zip', '1048576', { limit: 'cap' }],
    ['whose file cannot be opened', 'no-such-folder/big.zip', '', { code: 'ENOENT' }]
  ])(
    'an answer %s ends at once: nothing left to hold the step up to request-timeout',
    async (_name, file, maxBytes, expected) => {
      // /big announces 8 MiB, sends a few bytes and then nothing, like a busy instance. The call
      // runs in a process of its own, which must exit by itself: a deadline timer (600 s) or a
      // socket left open would keep it up. (Counting this process's handles instead saw those of
      // other tests come and go.)
      const child = spawn(
        process.execPath,
        [
          '--import',
          'tsx',
          'test-support/get-project-once.ts',
          `${base}/big`,
          join(dir, file),
          maxBytes
        ],
        { cwd: REPO, stdio: ['ignore', 'pipe', 'pipe'] }
      )
      let out = ''
      child.stdout.on('data', (d: Buffer) => (out += d.toString()))
      child.stderr.on('data', (d: Buffer) => (out += d.toString()))
      const exited = new Promise<number | null>(resolve => child.on('exit', code => resolve(code)))
      const late = setTimeout(() => child.kill('SIGKILL'), 20_000)
      const code = await exited
      clearTimeout(late)
      expect({ code, out }).toMatchObject({ code: 0 })
      expect(JSON.parse(out.trim().split('\n').at(-1) ?? 'null')).toMatchObject(expected)
    },
    30_000
  )

  it('when the answer stops halfway, and no partial file is left', async () => {
    const client = new CustomizationClient({ baseUrl: `${base}/stall`, requestTimeoutSeconds: 0.2 })
    client.useSession('a=1')
    const path = join(dir, 'partial.zip')
    const error = await failure(client.getProject('Pkg', path))
    expect(error).toBeInstanceOf(RequestTimeoutError)
    expect(error.message).toMatch(/^no answer from getProject within 0.2 s/)
    expect(existsSync(path)).toBe(false)
  })
})
