// The artifact upload on the wire (nock): Twirp bodies, block PUTs of one file in order, the
// block list, retries of 429/5xx and no retry of other refusals; the runtime token's backend ids.
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals'
import { createHash, randomBytes } from 'node:crypto'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import nock from 'nock'
import { artifactRuntime, backendIds, isGhes } from '../src/artifact/runtime.js'
import { mimeTypeOf, uploadFileAsArtifact } from '../src/artifact/upload.js'

const RESULTS = 'http://results.test'
const BLOB = 'http://blob.test'
const SIGNED = `${BLOB}/c/art.zip?sv=2023-11-03&sig=SECRETSIG`
const TWIRP = '/twirp/github.actions.results.api.v1.ArtifactService'

function token(scp: string): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
  return `${part({ alg: 'none' })}.${part({ scp })}.sig`
}
const TOKEN = token('Actions.GenericRead:x Actions.Results:run-1:job-2')
const runtime = artifactRuntime({
  ACTIONS_RUNTIME_TOKEN: TOKEN,
  ACTIONS_RESULTS_URL: `${RESULTS}/x/`
})
const IDS = { workflow_run_backend_id: 'run-1', workflow_job_run_backend_id: 'job-2' }

let dir = ''
beforeAll(async () => {
  nock.disableNetConnect()
  dir = await mkdtemp(path.join(os.tmpdir(), 'artifact-upload-'))
})
afterAll(async () => {
  nock.enableNetConnect()
  await rm(dir, { recursive: true, force: true })
})
afterEach(() => {
  const pending = nock.pendingMocks()
  nock.cleanAll()
  expect(pending).toEqual([])
})

async function file(bytes: Buffer): Promise<string> {
  const target = path.join(dir, `f-${Date.now()}-${Math.random()}.zip`)
  await writeFile(target, bytes)
  return target
}

/** A blob endpoint that records each block's bytes, the committed list and the headers. */
function blobService(blocks = 1): {
  blocks: Map<string, Buffer>
  committed: string[]
  headers: Record<string, unknown>[]
} {
  const state = {
    blocks: new Map<string, Buffer>(),
    committed: [] as string[],
    headers: [] as Record<string, unknown>[]
  }
  nock(BLOB)
    .put('/c/art.zip')
    .query(q => q.comp === 'block')
    .times(blocks)
    .reply(201, async (request: Request) => {
      const id = new URL(request.url).searchParams.get('blockid') ?? ''
      state.blocks.set(id, Buffer.from(await request.arrayBuffer()))
      state.headers.push(Object.fromEntries(request.headers))
      return ''
    })
  nock(BLOB)
    .put('/c/art.zip')
    .query({ sv: '2023-11-03', sig: 'SECRETSIG', comp: 'blocklist' })
    .reply(201, async (request: Request) => {
      const body = await request.text()
      state.committed = [...body.matchAll(/<Latest>([^<]+)<\/Latest>/g)].map(m => m[1])
      state.headers.push(Object.fromEntries(request.headers))
      return ''
    })
  return state
}

describe('uploadFileAsArtifact', () => {
  it('sends the file in blocks of one size, in order, and finalizes with its size and SHA-256', async () => {
    const bytes = randomBytes(2500)
    const digest = createHash('sha256').update(bytes).digest('hex')
    const bodies: Record<string, unknown>[] = []
    nock(RESULTS, { reqheaders: { authorization: `Bearer ${TOKEN}` } })
      .post(`${TWIRP}/CreateArtifact`, b => (bodies.push(b), true))
      .reply(200, { ok: true, signed_upload_url: SIGNED })
      .post(`${TWIRP}/FinalizeArtifact`, b => (bodies.push(b), true))
      .reply(200, { ok: true, artifact_id: '42' })
    const blob = blobService(3)
    const secrets: string[] = []

    const result = await uploadFileAsArtifact(runtime, await file(bytes), 'Backup.zip', {
      retentionDays: 3,
      blockBytes: 1024,
      secret: s => secrets.push(s)
    })

    expect(result).toEqual({ id: '42', size: 2500, digest })
    expect(blob.committed).toHaveLength(3)
    expect(new Set(blob.committed.map(id => Buffer.from(id, 'base64').length)).size).toBe(1)
    const sent = Buffer.concat(blob.committed.map(id => blob.blocks.get(id) ?? Buffer.alloc(0)))
    expect(sent.equals(bytes)).toBe(true)
    expect(blob.blocks.get(blob.committed[0])?.length).toBe(1024)
    expect(blob.headers.at(-1)?.['x-ms-blob-content-type']).toBe('application/zip')
    expect(blob.headers[0]['content-length']).toBe('1024')
    expect(bodies[0]).toMatchObject({
      ...IDS,
      name: 'Backup.zip',
      version: 7,
      mime_type: 'application/zip'
    })
    const days = (Date.parse(String(bodies[0].expires_at)) - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(2.9)
    expect(days).toBeLessThan(3.1)
    expect(bodies[1]).toEqual({
      ...IDS,
      name: 'Backup.zip',
      size: '2500',
      hash: `sha256:${digest}`
    })
    expect(secrets).toEqual([SIGNED, 'SECRETSIG'])
  })

  it('sends no expiry without a retention, and cuts one longer than the repository allows', async () => {
    const bodies: Record<string, unknown>[] = []
    nock(RESULTS)
      .post(`${TWIRP}/CreateArtifact`, b => (bodies.push(b), true))
      .reply(200, { ok: true, signed_upload_url: SIGNED })
      .post(`${TWIRP}/FinalizeArtifact`)
      .reply(200, { ok: true, artifact_id: '7' })
    blobService()
    const target = await file(randomBytes(2))
    await uploadFileAsArtifact(runtime, target, 'a.zip')
    nock.cleanAll()
    nock(RESULTS)
      .post(`${TWIRP}/CreateArtifact`, b => (bodies.push(b), true))
      .reply(200, { ok: true, signed_upload_url: SIGNED })
      .post(`${TWIRP}/FinalizeArtifact`)
      .reply(200, { ok: true, artifact_id: '7' })
    blobService()
    const warnings: string[] = []
    await uploadFileAsArtifact(runtime, target, 'a.zip', {
      retentionDays: 90,
      maxRetentionDays: 10,
      warn: w => warnings.push(w)
    })
    expect(bodies[0]).not.toHaveProperty('expires_at')
    const days = (Date.parse(String(bodies[1].expires_at)) - Date.now()) / 86_400_000
    expect(Math.round(days)).toBe(10)
    expect(warnings).toHaveLength(1)
  })

  it('retries 429, 5xx and a non-JSON Twirp answer, then goes on', async () => {
    nock(RESULTS)
      .post(`${TWIRP}/CreateArtifact`)
      .reply(503, 'busy')
      .post(`${TWIRP}/CreateArtifact`)
      .reply(200, '<html>proxy</html>')
      .post(`${TWIRP}/CreateArtifact`)
      .reply(200, { ok: true, signed_upload_url: SIGNED })
      .post(`${TWIRP}/FinalizeArtifact`)
      .reply(429, { code: 'resource_exhausted', msg: 'slow down' })
      .post(`${TWIRP}/FinalizeArtifact`)
      .reply(200, { ok: true, artifact_id: '8' })
    nock(BLOB).put('/c/art.zip').query(true).reply(500, '<Error><Message>oops</Message></Error>')
    const blob = blobService()
    const log: string[] = []
    const bytes = randomBytes(10)
    const result = await uploadFileAsArtifact(runtime, await file(bytes), 'a.zip', {
      retryDelayMs: 1,
      log: m => log.push(m)
    })
    expect(result.id).toBe('8')
    expect(blob.blocks.get(blob.committed[0])?.equals(bytes)).toBe(true)
    expect(log).toHaveLength(4)
    expect(log.join('\n')).toContain('slow down')
    expect(log.join('\n')).toContain('oops')
  })

  it('does not retry a refusal such as 409, and says what the service said', async () => {
    nock(RESULTS)
      .post(`${TWIRP}/CreateArtifact`)
      .reply(409, { code: 'already_exists', msg: 'an artifact with this name already exists' })
    await expect(
      uploadFileAsArtifact(runtime, await file(Buffer.from('PK')), 'a.zip', { retryDelayMs: 1 })
    ).rejects.toThrow('CreateArtifact failed: HTTP 409: an artifact with this name already exists')
  })

  it('gives up after the attempts', async () => {
    nock(RESULTS).post(`${TWIRP}/CreateArtifact`).times(3).reply(502, {})
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
    expect(runtime.resultsOrigin).toBe(RESULTS)
    expect(() => backendIds(token('Actions.GenericRead:x'))).toThrow('Actions.Results')
    expect(() => backendIds('not-a-jwt')).toThrow('Actions.Results')
    expect(() => artifactRuntime({ ACTIONS_RESULTS_URL: RESULTS })).toThrow('ACTIONS_RUNTIME_TOKEN')
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
