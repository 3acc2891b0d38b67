// The artifact-service stand-in, driven by the REAL @actions/artifact client: what it stores must
// be byte for byte what the client uploaded.
import { afterAll, afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals'
import { createHash, randomBytes } from 'node:crypto'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { readZipEntries } from '../../test-support/zip.js'

// Keep the real library, only quiet its log lines (a partial mock would break it: it calls setSecret).
const realCore = await import('@actions/core')
jest.unstable_mockModule('@actions/core', () => ({
  ...realCore,
  info: () => undefined,
  debug: () => undefined,
  setSecret: () => undefined
}))
const { DefaultArtifactClient } = await import('@actions/artifact')
const { startArtifactService } = await import('../../simulator/artifact-service.js')
type ArtifactService = Awaited<ReturnType<typeof startArtifactService>>

const ENV_NAMES = ['ACTIONS_RUNTIME_TOKEN', 'ACTIONS_RESULTS_URL', 'GITHUB_SERVER_URL']
const savedEnv: Record<string, string | undefined> = {}
let dir = ''
let service: ArtifactService | undefined

beforeAll(async () => {
  for (const name of ENV_NAMES) savedEnv[name] = process.env[name]
  dir = await mkdtemp(path.join(os.tmpdir(), 'artifact-test-'))
})

afterAll(async () => {
  for (const name of ENV_NAMES) {
    if (savedEnv[name] === undefined) delete process.env[name]
    else process.env[name] = savedEnv[name]
  }
  await rm(dir, { recursive: true, force: true })
})

afterEach(async () => {
  await service?.close()
  service = undefined
})

async function startService(options?: { failCreateWith?: number }): Promise<ArtifactService> {
  service = await startArtifactService(options)
  Object.assign(process.env, service.env())
  delete process.env.GITHUB_SERVER_URL
  return service
}

async function fileOf(name: string, bytes: Buffer): Promise<string> {
  const file = path.join(dir, name)
  await writeFile(file, bytes)
  return file
}

describe('artifact-service stand-in with the real DefaultArtifactClient', () => {
  it('env() gives an unsigned JWT with the Actions.Results scope, a results URL and the cache v2 flag', async () => {
    const svc = await startService()
    const env = svc.env()
    // The runner's own set: the cache stand-in answers on the same origin.
    expect(Object.keys(env).sort()).toEqual([
      'ACTIONS_CACHE_SERVICE_V2',
      'ACTIONS_RESULTS_URL',
      'ACTIONS_RUNTIME_TOKEN'
    ])
    expect(env.ACTIONS_CACHE_SERVICE_V2).toBe('True')
    expect(env.ACTIONS_RESULTS_URL).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/)
    const claims = JSON.parse(
      Buffer.from(svc.runtimeToken.split('.')[1], 'base64url').toString()
    ) as {
      scp: string
    }
    expect(claims.scp).toMatch(/Actions\.Results:[0-9a-f-]{36}:[0-9a-f-]{36}/)
  })

  it('stores a skipArchive upload byte for byte, over several 8 MiB blocks', async () => {
    const svc = await startService()
    const bytes = randomBytes(9 * 1024 * 1024 + 123)
    const file = await fileOf('backup.zip', bytes)
    const result = await new DefaultArtifactClient().uploadArtifact('ignored', [file], dir, {
      skipArchive: true,
      retentionDays: 3
    })
    expect(svc.artifacts).toHaveLength(1)
    const stored = svc.artifacts[0]
    expect(stored.name).toBe('backup.zip')
    expect((await readFile(stored.path)).equals(bytes)).toBe(true)
    const sha = createHash('sha256').update(bytes).digest('hex')
    expect(stored).toMatchObject({
      size: bytes.length,
      hash: sha,
      id: String(result.id),
      // The type of a .zip file: what makes a download of the artifact the zip itself.
      mimeType: 'application/zip',
      contentType: 'application/zip'
    })
    expect(result).toEqual({ id: Number(stored.id), size: bytes.length, digest: sha })
    expect(Date.parse(stored.expiresAt ?? '') - Date.now()).toBeGreaterThan(2 * 24 * 3600 * 1000)
    const blockPuts = svc.requests.filter(r => r.path.endsWith('?comp=block'))
    expect(blockPuts.length).toBe(2)
    expect(svc.requests.filter(r => r.path.endsWith('?comp=blocklist'))).toHaveLength(1)
  })

  it('stores the default zip wrapper (compressionLevel 0) holding the uploaded file', async () => {
    const svc = await startService()
    const bytes = randomBytes(300_000)
    const file = await fileOf('Sample-backup.zip', bytes)
    const result = await new DefaultArtifactClient().uploadArtifact(
      'Sample-backup-erp.example.com',
      [file],
      dir,
      {
        compressionLevel: 0
      }
    )
    const stored = svc.artifacts[0]
    expect(stored.name).toBe('Sample-backup-erp.example.com')
    const wrapper = await readFile(stored.path)
    expect(result.digest).toBe(createHash('sha256').update(wrapper).digest('hex'))
    expect(stored.size).toBe(wrapper.length)
    const entries = await readZipEntries(stored.path)
    expect(entries.map(entry => entry.name)).toEqual(['Sample-backup.zip'])
    expect(entries[0].content.equals(bytes)).toBe(true)
  })

  it('refuses a second artifact of the same name in the run with HTTP 409', async () => {
    const svc = await startService()
    const file = await fileOf('same.zip', randomBytes(10))
    const client = new DefaultArtifactClient()
    await client.uploadArtifact('same', [file], dir, { compressionLevel: 0 })
    await expect(
      client.uploadArtifact('same', [file], dir, { compressionLevel: 0 })
    ).rejects.toThrow(/409.*already exists/)
    expect(svc.artifacts).toHaveLength(1)
  })

  it('fails CreateArtifact on demand with a JSON Twirp error', async () => {
    const svc = await startService({ failCreateWith: 403 })
    const file = await fileOf('x.zip', randomBytes(10))
    await expect(
      new DefaultArtifactClient().uploadArtifact('x', [file], dir, { compressionLevel: 0 })
    ).rejects.toThrow(/403/)
    expect(svc.artifacts).toHaveLength(0)
    expect(svc.requests.map(r => r.status)).toEqual([403])
  })
})
