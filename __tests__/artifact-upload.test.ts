// The artifact upload on the wire, against a scripted local server (not nock: nock's interception
// is process-wide and would meet other test files' nock in the same jest worker): Twirp bodies,
// block PUTs of one file in order, the block list, retries of 429/5xx and no retry of other
// refusals; the runtime token's backend ids.
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals'
import { createHash, randomBytes } from 'node:crypto'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { artifactRuntime, backendIds, isGhes } from '../src/artifact/runtime.js'
import { mimeTypeOf, uploadFileAsArtifact } from '../src/artifact/upload.js'

interface Seen {
  method: string
  url: URL
  headers: IncomingHttpHeaders
  body: Buffer
}
type Reply = [number, string | object]
/** Scripted answers by route ("POST CreateArtifact", "PUT block", "PUT blocklist"), in order. */
let script: Record<string, Reply[]> = {}
let seen: Seen[] = []
let server: Server
let origin = ''
const TWIRP = '/twirp/github.actions.results.api.v1.ArtifactService'

function route(method: string, url: URL): string {
  if (url.pathname.startsWith(TWIRP)) return `${method} ${url.pathname.slice(TWIRP.length + 1)}`
  return `${method} ${url.searchParams.get('comp') ?? ''}`
}

function token(scp: string): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
  return `${part({ alg: 'none' })}.${part({ scp })}.sig`
}
const TOKEN = token('Actions.GenericRead:x Actions.Results:run-1:job-2')
const IDS = { workflow_run_backend_id: 'run-1', workflow_job_run_backend_id: 'job-2' }
let runtime: ReturnType<typeof artifactRuntime>
let SIGNED = ''

let dir = ''
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'artifact-upload-'))
  server = createServer((req, res) => {
    const parts: Buffer[] = []
    req.on('data', (part: Buffer) => parts.push(part))
    req.on('end', () => {
      const url = new URL(req.url ?? '/', origin)
      seen.push({ method: req.method ?? '', url, headers: req.headers, body: Buffer.concat(parts) })
      const [status, body] = script[route(req.method ?? '', url)]?.shift() ?? [
        404,
        { msg: 'unscripted' }
      ]
      res.writeHead(status).end(typeof body === 'string' ? body : JSON.stringify(body))
    })
  })
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  SIGNED = `${origin}/c/art.zip?sv=2023-11-03&sig=SECRETSIG`
  runtime = artifactRuntime({ ACTIONS_RUNTIME_TOKEN: TOKEN, ACTIONS_RESULTS_URL: `${origin}/x/` })
})
afterAll(async () => {
  await new Promise(resolve => server.close(resolve))
  await rm(dir, { recursive: true, force: true })
})
afterEach(() => {
  const left = Object.entries(script).filter(([, replies]) => replies.length > 0)
  script = {}
  seen = []
  expect(left).toEqual([])
})

async function file(bytes: Buffer): Promise<string> {
  const target = path.join(dir, `f-${Date.now()}-${Math.random()}.zip`)
  await writeFile(target, bytes)
  return target
}

const ok = (blocks: number): Record<string, Reply[]> => ({
  'POST CreateArtifact': [[200, { ok: true, signed_upload_url: SIGNED }]],
  'PUT block': Array.from({ length: blocks }, (): Reply => [201, '']),
  'PUT blocklist': [[201, '']],
  'POST FinalizeArtifact': [[200, { ok: true, artifact_id: '42' }]]
})
const bodyOf = (name: string) =>
  seen
    .filter(s => route(s.method, s.url) === name)
    .map(s => JSON.parse(s.body.toString()) as Record<string, unknown>)

describe('uploadFileAsArtifact', () => {
  it('sends the file in blocks of one size, in order, and finalizes with its size and SHA-256', async () => {
    const bytes = randomBytes(2500)
    const digest = createHash('sha256').update(bytes).digest('hex')
    script = ok(3)
    const secrets: string[] = []

    const result = await uploadFileAsArtifact(runtime, await file(bytes), 'Backup.zip', {
      retentionDays: 3,
      blockBytes: 1024,
      secret: s => secrets.push(s)
    })

    expect(result).toEqual({ id: '42', size: 2500, digest })
    const blocks = seen.filter(s => route(s.method, s.url) === 'PUT block')
    const list = seen.find(s => route(s.method, s.url) === 'PUT blocklist')
    const committed = [...(list?.body.toString() ?? '').matchAll(/<Latest>([^<]+)<\/Latest>/g)].map(
      m => m[1]
    )
    expect(committed).toEqual(blocks.map(b => b.url.searchParams.get('blockid')))
    expect(new Set(committed.map(id => Buffer.from(id, 'base64').length)).size).toBe(1)
    expect(Buffer.concat(blocks.map(b => b.body)).equals(bytes)).toBe(true)
    expect(blocks.map(b => b.body.length)).toEqual([1024, 1024, 452])
    expect(blocks[0].headers['content-length']).toBe('1024')
    expect(blocks[0].url.searchParams.get('sig')).toBe('SECRETSIG')
    expect(list?.headers['x-ms-blob-content-type']).toBe('application/zip')
    const twirp = seen.filter(s => s.url.pathname.startsWith(TWIRP))
    expect(twirp.every(s => s.headers.authorization === `Bearer ${TOKEN}`)).toBe(true)
    const [create] = bodyOf('POST CreateArtifact')
    expect(create).toMatchObject({
      ...IDS,
      name: 'Backup.zip',
      version: 7,
      mime_type: 'application/zip'
    })
    const days = (Date.parse(String(create.expires_at)) - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(2.9)
    expect(days).toBeLessThan(3.1)
    expect(bodyOf('POST FinalizeArtifact')).toEqual([
      { ...IDS, name: 'Backup.zip', size: '2500', hash: `sha256:${digest}` }
    ])
    expect(secrets).toEqual([SIGNED, 'SECRETSIG'])
  })

  it('sends no expiry without a retention, and cuts one longer than the repository allows', async () => {
    const target = await file(randomBytes(2))
    script = ok(1)
    await uploadFileAsArtifact(runtime, target, 'a.zip')
    script = ok(1)
    const warnings: string[] = []
    await uploadFileAsArtifact(runtime, target, 'a.zip', {
      retentionDays: 90,
      maxRetentionDays: 10,
      warn: w => warnings.push(w)
    })
    const creates = bodyOf('POST CreateArtifact')
    expect(creates[0]).not.toHaveProperty('expires_at')
    const days = (Date.parse(String(creates[1].expires_at)) - Date.now()) / 86_400_000
    expect(Math.round(days)).toBe(10)
    expect(warnings).toHaveLength(1)
  })

  it('retries 429, 5xx and a non-JSON Twirp answer, then goes on', async () => {
    script = {
      'POST CreateArtifact': [
        [503, 'busy'],
        [200, '<html>proxy</html>'],
        [200, { ok: true, signed_upload_url: SIGNED }]
      ],
      'PUT block': [
        [500, '<Error><Message>oops</Message></Error>'],
        [201, '']
      ],
      'PUT blocklist': [[201, '']],
      'POST FinalizeArtifact': [
        [429, { code: 'resource_exhausted', msg: 'slow down' }],
        [200, { ok: true, artifact_id: '8' }]
      ]
    }
    const log: string[] = []
    const bytes = randomBytes(10)
    const result = await uploadFileAsArtifact(runtime, await file(bytes), 'a.zip', {
      retryDelayMs: 1,
      log: m => log.push(m)
    })
    expect(result.id).toBe('8')
    const blocks = seen.filter(s => route(s.method, s.url) === 'PUT block')
    expect(blocks.map(b => b.body.equals(bytes))).toEqual([true, true])
    expect(log).toHaveLength(4)
    expect(log.join('\n')).toContain('slow down')
    expect(log.join('\n')).toContain('oops')
  })

  it('does not retry a refusal such as 409, and says what the service said', async () => {
    script = {
      'POST CreateArtifact': [
        [409, { code: 'already_exists', msg: 'an artifact with this name already exists' }]
      ]
    }
    await expect(
      uploadFileAsArtifact(runtime, await file(Buffer.from('PK')), 'a.zip', { retryDelayMs: 1 })
    ).rejects.toThrow('CreateArtifact failed: HTTP 409: an artifact with this name already exists')
    expect(seen).toHaveLength(1)
  })

  it('gives up after the attempts', async () => {
    script = {
      'POST CreateArtifact': [
        [502, {}],
        [502, {}],
        [502, {}]
      ]
    }
    await expect(
      uploadFileAsArtifact(runtime, await file(Buffer.from('PK')), 'a.zip', {
        retryDelayMs: 1,
        attempts: 3
      })
    ).rejects.toThrow('CreateArtifact failed after 3 attempts: HTTP 502')
  })
})

describe('artifact runtime', () => {
  it('reads the backend ids from the Actions.Results scope', () => {
    expect(backendIds(TOKEN)).toEqual({
      workflowRunBackendId: 'run-1',
      workflowJobRunBackendId: 'job-2'
    })
    expect(runtime.resultsOrigin).toBe(origin)
    expect(() => backendIds(token('Actions.GenericRead:x'))).toThrow('Actions.Results')
    expect(() => backendIds('not-a-jwt')).toThrow('Actions.Results')
    expect(() => artifactRuntime({ ACTIONS_RESULTS_URL: origin })).toThrow('ACTIONS_RUNTIME_TOKEN')
  })

  it('treats servers other than github.com, *.ghe.com and *.localhost as GHES', () => {
    expect(isGhes({})).toBe(false)
    expect(isGhes({ GITHUB_SERVER_URL: 'https://github.com' })).toBe(false)
    expect(isGhes({ GITHUB_SERVER_URL: 'https://acme.ghe.com' })).toBe(false)
    expect(isGhes({ GITHUB_SERVER_URL: 'http://gh.localhost:8080' })).toBe(false)
    expect(isGhes({ GITHUB_SERVER_URL: 'https://github.acme.internal' })).toBe(true)
  })

  it('types a zip as application/zip', () => {
    expect(mimeTypeOf('X.ZIP')).toBe('application/zip')
    expect(mimeTypeOf('x.bin')).toBe('application/octet-stream')
  })
})
