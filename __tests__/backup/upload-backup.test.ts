// uploadBackup with the REAL @actions/artifact client against the artifact-service stand-in: the
// artifact is the backup zip itself, named <artifact name>.zip, whatever the file's own name.
import { afterAll, afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals'
import { randomBytes } from 'node:crypto'
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { zipBuffer } from '../../simulator/testing.js'
import { sha256 } from '../../test-support/world.js'
import { readZip } from '../../test-support/zip.js'

// Keep the real library, only quiet its log lines and record what it masks and warns (a partial
// mock would break it: it calls setSecret).
const secrets: string[] = []
const warnings: string[] = []
const debugs: string[] = []
const realCore = await import('@actions/core')
jest.unstable_mockModule('@actions/core', () => ({
  ...realCore,
  info: () => undefined,
  debug: (message: string) => void debugs.push(message),
  warning: (message: string | Error) => void warnings.push(String(message)),
  setSecret: (secret: string) => void secrets.push(secret)
}))
const {
  uploadBackup,
  uploadFiles,
  backupFileName,
  refusesServer,
  GHES_REFUSAL,
  UPLOAD_CONCURRENCY
} = await import('../../src/backup/upload-backup.js')
const { startArtifactService } = await import('../../simulator/artifact-service.js')
type ArtifactService = Awaited<ReturnType<typeof startArtifactService>>

const ENV_NAMES = [
  'ACTIONS_RUNTIME_TOKEN',
  'ACTIONS_RESULTS_URL',
  'GITHUB_SERVER_URL',
  'GITHUB_RETENTION_DAYS',
  'ACTIONS_ARTIFACT_UPLOAD_CONCURRENCY'
]
const savedEnv: Record<string, string | undefined> = {}
const RUN_ENV = { GITHUB_REPOSITORY: 'o/r', GITHUB_RUN_ID: '99' }
let dir = ''
let service: ArtifactService | undefined

beforeAll(async () => {
  for (const name of ENV_NAMES) savedEnv[name] = process.env[name]
})

afterAll(() => {
  for (const name of ENV_NAMES) {
    if (savedEnv[name] === undefined) delete process.env[name]
    else process.env[name] = savedEnv[name]
  }
})

afterEach(async () => {
  await service?.close()
  service = undefined
  await rm(dir, { recursive: true, force: true })
})

async function setUp(options?: { failCreateWith?: number }): Promise<ArtifactService> {
  dir = await mkdtemp(path.join(os.tmpdir(), 'backup-test-'))
  service = await startArtifactService(options)
  Object.assign(process.env, service.env())
  delete process.env.GITHUB_SERVER_URL
  delete process.env.GITHUB_RETENTION_DAYS
  delete process.env.ACTIONS_ARTIFACT_UPLOAD_CONCURRENCY
  secrets.length = 0
  warnings.length = 0
  debugs.length = 0
  return service
}

async function backupZip(name: string): Promise<{ file: string; bytes: Buffer }> {
  const bytes = await zipBuffer({
    'project.xml': '<Customization level="0" />',
    'Bin/Ext.dll': randomBytes(200_000)
  })
  await mkdir(path.join(dir, 'backup'), { recursive: true })
  const file = path.join(dir, 'backup', name)
  await writeFile(file, bytes)
  return { file, bytes }
}

describe('uploadFiles (the rehearsal set)', () => {
  it('uploads several zips as one artifact that holds each under its own name', async () => {
    const svc = await setUp()
    const first = await backupZip('SamplePriority.zip')
    const second = await backupZip('AcmeCore.zip')

    const result = await uploadFiles(
      [first.file, second.file],
      path.dirname(first.file),
      'rehearsal-set-erp.example.com',
      3,
      RUN_ENV
    )

    expect(svc.artifacts).toHaveLength(1)
    const artifact = svc.artifacts[0]
    expect(artifact.name).toBe('rehearsal-set-erp.example.com')
    // A zip around the set: each project's zip in it, byte for byte.
    const entries = await readZip(await readFile(artifact.path))
    expect([...entries.keys()].sort()).toEqual(['AcmeCore.zip', 'SamplePriority.zip'])
    expect(entries.get('SamplePriority.zip')!.equals(first.bytes)).toBe(true)
    expect(entries.get('AcmeCore.zip')!.equals(second.bytes)).toBe(true)
    expect(result).toEqual({
      stored: {
        artifactName: 'rehearsal-set-erp.example.com',
        artifactId: artifact.id,
        artifactUrl: `https://github.com/o/r/actions/runs/99/artifacts/${artifact.id}`,
        digest: expect.any(String)
      }
    })
  })

  it('on GitHub Enterprise Server: unavailable, nothing sent', async () => {
    const svc = await setUp()
    const { file } = await backupZip('SamplePriority.zip')
    process.env.GITHUB_SERVER_URL = 'https://ghes.example.com'
    const result = await uploadFiles([file], path.dirname(file), 'rehearsal-set-x', undefined)
    expect(result).toEqual({ unavailable: GHES_REFUSAL })
    expect(svc.artifacts).toEqual([])
  })
})

describe('uploadBackup', () => {
  it('uploads the zip as it is as <name>.zip, typed application/zip, with the retention', async () => {
    const svc = await setUp()
    const { file, bytes } = await backupZip('Sample-backup-erp.example.com.zip')

    const result = await uploadBackup(file, 'Sample-backup-erp.example.com', 5, RUN_ENV)

    expect(svc.artifacts).toHaveLength(1)
    const artifact = svc.artifacts[0]
    expect(artifact.name).toBe('Sample-backup-erp.example.com.zip')
    expect((await readFile(artifact.path)).equals(bytes)).toBe(true)
    expect(artifact.mimeType).toBe('application/zip')
    expect(artifact.contentType).toBe('application/zip')
    const days = (Date.parse(artifact.expiresAt ?? '') - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(4.9)
    expect(days).toBeLessThanOrEqual(5)
    expect(result).toEqual({
      stored: {
        artifactName: 'Sample-backup-erp.example.com.zip',
        artifactId: artifact.id,
        artifactUrl: `https://github.com/o/r/actions/runs/99/artifacts/${artifact.id}`,
        digest: sha256(bytes)
      }
    })
    // The signature of the upload URL is masked before anything could log it.
    expect(secrets).toContain(artifact.uploadSignature)
    expect(warnings).toEqual([])
  })

  // The library's default of 5 blocks of 8 MiB at once took a 1 GB deploy over its memory
  // ceiling (docs/performance.md); the library says in a debug line what it used.
  const concurrencyUsed = (): string[] =>
    debugs.flatMap(line => /maxConcurrency: (\d+)/.exec(line)?.[1] ?? [])

  it('uploads with the lower concurrency when the runner sets none, and takes the variable back', async () => {
    await setUp()
    const { file } = await backupZip('Sample-backup-a.zip')
    await uploadBackup(file, 'Sample-backup-a', undefined, RUN_ENV)
    expect(UPLOAD_CONCURRENCY).toBe('2')
    expect(concurrencyUsed()).toEqual([UPLOAD_CONCURRENCY])
    expect(process.env.ACTIONS_ARTIFACT_UPLOAD_CONCURRENCY).toBeUndefined()

    // The same for a set of files, and for uploads under way at the same time.
    const second = await backupZip('AcmeCore.zip')
    await Promise.all([
      uploadFiles([second.file], path.dirname(second.file), 'set-b', undefined, RUN_ENV),
      uploadBackup(file, 'Sample-backup-c', undefined, RUN_ENV)
    ])
    expect(concurrencyUsed()).toEqual([UPLOAD_CONCURRENCY, UPLOAD_CONCURRENCY, UPLOAD_CONCURRENCY])
    expect(process.env.ACTIONS_ARTIFACT_UPLOAD_CONCURRENCY).toBeUndefined()
  })

  it('keeps the concurrency the runner sets', async () => {
    await setUp()
    const { file } = await backupZip('Sample-backup-d.zip')
    process.env.ACTIONS_ARTIFACT_UPLOAD_CONCURRENCY = '7'
    await uploadBackup(file, 'Sample-backup-d', undefined, RUN_ENV)
    expect(concurrencyUsed()).toEqual(['7'])
    expect(process.env.ACTIONS_ARTIFACT_UPLOAD_CONCURRENCY).toBe('7')
  })

  it("cuts a retention longer than the repository's maximum to it, with a warning", async () => {
    const svc = await setUp()
    const { file } = await backupZip('Sample-backup.zip')
    process.env.GITHUB_RETENTION_DAYS = '10'

    await uploadBackup(file, 'Sample-backup', 90, RUN_ENV)

    const days = (Date.parse(svc.artifacts[0].expiresAt ?? '') - Date.now()) / 86_400_000
    expect(Math.round(days)).toBe(10)
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toMatch(/maximum allowed retention.*Using 10/)
  })

  it('gives a file of another name the artifact name for the upload and leaves it in place', async () => {
    const svc = await setUp()
    const { file, bytes } = await backupZip('Sample.zip')

    const result = await uploadBackup(file, 'Sample-backup-x', undefined, RUN_ENV)

    expect(svc.artifacts.map(a => a.name)).toEqual(['Sample-backup-x.zip'])
    expect((await readFile(svc.artifacts[0].path)).equals(bytes)).toBe(true)
    expect(svc.artifacts[0].expiresAt).toBeUndefined()
    expect('stored' in result && result.stored.artifactName).toBe('Sample-backup-x.zip')
    // The original stays; the link made for the upload is gone.
    expect((await readFile(file)).equals(bytes)).toBe(true)
    expect(await readdir(path.dirname(file))).toEqual(['Sample.zip'])
  })

  it('says artifacts are unavailable on GitHub Enterprise Server, sending nothing', async () => {
    const svc = await setUp()
    const { file } = await backupZip('Sample.zip')
    process.env.GITHUB_SERVER_URL = 'https://ghes.example.com'

    const result = await uploadBackup(file, 'Sample-backup', undefined, RUN_ENV)

    // The reason names the library that refuses, for the flow's warning; the library's own
    // "upload failed, check githubstatus.com" warning is not given.
    expect(result).toEqual({ unavailable: GHES_REFUSAL })
    expect(GHES_REFUSAL).toMatch(/@actions\/artifact.*GitHub Enterprise Server/)
    expect(warnings).toEqual([])
    expect(svc.requests).toHaveLength(0)
    expect(await readdir(path.dirname(file))).toEqual(['Sample.zip'])
  })

  it('treats servers other than github.com, *.ghe.com and *.localhost as GHES, as the library does', async () => {
    const svc = await setUp()
    const { DefaultArtifactClient, GHESNotSupportedError } = await import('@actions/artifact')
    const cases: Array<[string | undefined, boolean]> = [
      [undefined, false],
      ['https://github.com', false],
      ['https://acme.ghe.com', false],
      ['http://gh.localhost:8080', false],
      ['https://github.acme.internal', true]
    ]
    for (const [server, refused] of cases) {
      const env = server === undefined ? {} : { GITHUB_SERVER_URL: server }
      expect({ server, refused: refusesServer(env) }).toEqual({ server, refused })
      // The library's own verdict on the same server: GHESNotSupportedError, or on to the file
      // (which does not exist), sending nothing either way.
      if (server === undefined) delete process.env.GITHUB_SERVER_URL
      else process.env.GITHUB_SERVER_URL = server
      const error = await new DefaultArtifactClient()
        .uploadArtifact('x.zip', [path.join(dir, 'missing.zip')], dir, { skipArchive: true })
        .catch((e: unknown) => e)
      expect({ server, refused: error instanceof GHESNotSupportedError }).toEqual({
        server,
        refused
      })
    }
    expect(svc.requests).toHaveLength(0)
  })

  it('throws when the service refuses the artifact (a name already used in the run)', async () => {
    const svc = await setUp()
    const { file } = await backupZip(backupFileName('Sample-backup'))

    await uploadBackup(file, 'Sample-backup', undefined, RUN_ENV)
    await expect(uploadBackup(file, 'Sample-backup', undefined, RUN_ENV)).rejects.toThrow(
      /409.*already exists/
    )
    expect(svc.artifacts).toHaveLength(1)
  })
})
