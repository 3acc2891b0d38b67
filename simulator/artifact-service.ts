// A local stand-in for the GitHub Actions artifact service, good enough for the real
// @actions/artifact@6 client: the Twirp calls (CreateArtifact, FinalizeArtifact) and the Azure
// block-blob upload behind the signed URL. Uploaded bytes go to disk, never into memory.
import { createHash, randomBytes, randomUUID } from 'node:crypto'
import { createReadStream, createWriteStream, promises as fs } from 'node:fs'
import { once } from 'node:events'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import { LocalCacheService, type CacheServiceStandIn } from './cache-service.js'
import { blobCreated, blobError, readText, sendJson, twirpError } from './results-http.js'

export interface StoredArtifact {
  id: string
  name: string
  size: number
  /** SHA-256 (hex) of the stored bytes. */
  hash: string
  /** File holding the uploaded bytes. */
  path: string
  expiresAt?: string
  version: number
  /** CreateArtifact's mime_type: application/zip for a zip, wrapped or uploaded as it is. */
  mimeType?: string
  /** The blob's content type (x-ms-blob-content-type of the commit), served on download. */
  contentType?: string
  /** The `sig` of the signed upload URL handed out: a secret the client must mask in its log. */
  uploadSignature: string
}

export interface ArtifactService {
  /** ACTIONS_RESULTS_URL (with trailing /). */
  resultsUrl: string
  /** ACTIONS_RUNTIME_TOKEN: an unsigned JWT whose scp holds Actions.Results:<run>:<job>. */
  runtimeToken: string
  /**
   * ACTIONS_RUNTIME_TOKEN, ACTIONS_RESULTS_URL and ACTIONS_CACHE_SERVICE_V2 (GITHUB_SERVER_URL
   * stays unset: github.com).
   */
  env(): Record<string, string>
  artifacts: StoredArtifact[]
  /** The cache service on the same origin (the runner gives both one ACTIONS_RESULTS_URL). */
  cache: CacheServiceStandIn
  requests: Array<{ method: string; path: string; status: number }>
  close(): Promise<void>
}

export interface ArtifactServiceOptions {
  /** Answer every CreateArtifact with this HTTP status (a Twirp JSON error). */
  failCreateWith?: number
}

const TWIRP_PREFIX = '/twirp/github.actions.results.api.v1.ArtifactService/'
const BLOB_PREFIX = '/devstoreaccount1/artifacts/'

interface Upload {
  id: string
  key: string
  signature: string
  name: string
  version: number
  expiresAt?: string
  mimeType?: string
  dir: string
  blocks: Map<string, string>
  /** Set once the block list is committed. */
  committed?: { path: string; size: number; hash: string; contentType?: string }
  finalized: boolean
}

function base64url(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url')
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value
}

class LocalArtifactService implements ArtifactService {
  resultsUrl = ''
  readonly runtimeToken: string
  readonly artifacts: StoredArtifact[] = []
  readonly requests: Array<{ method: string; path: string; status: number }> = []
  private readonly runId = randomUUID()
  private readonly jobId = randomUUID()
  private readonly uploads = new Map<string, Upload>()
  private readonly server = createServer((req, res) => void this.handle(req, res))
  private nextId = 1
  private dir = ''
  readonly cache: LocalCacheService

  constructor(private readonly options: ArtifactServiceOptions) {
    this.runtimeToken = [
      base64url({ typ: 'JWT', alg: 'none' }),
      base64url({
        scp: `Actions.GenericRead:${this.runId} Actions.Results:${this.runId}:${this.jobId}`,
        iat: Math.floor(Date.now() / 1000),
        exp: Math.floor(Date.now() / 1000) + 6 * 3600
      }),
      'unsigned'
    ].join('.')
    this.cache = new LocalCacheService(
      path.join(os.tmpdir(), `cache-service-${randomBytes(6).toString('hex')}`),
      this.runtimeToken,
      () => this.resultsUrl.replace(/\/$/, '')
    )
  }

  async start(): Promise<void> {
    this.dir = await fs.mkdtemp(path.join(os.tmpdir(), 'artifact-service-'))
    await new Promise<void>((resolve, reject) => {
      this.server.once('error', reject)
      this.server.listen(0, '127.0.0.1', () => resolve())
    })
    this.resultsUrl = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/`
  }

  env(): Record<string, string> {
    return {
      ACTIONS_RUNTIME_TOKEN: this.runtimeToken,
      ACTIONS_RESULTS_URL: this.resultsUrl,
      ACTIONS_CACHE_SERVICE_V2: 'True'
    }
  }

  async close(): Promise<void> {
    const closed = new Promise<void>(resolve => this.server.close(() => resolve()))
    this.server.closeAllConnections()
    await closed
    await fs.rm(this.dir, { recursive: true, force: true })
    await this.cache.close()
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', this.resultsUrl)
    if (this.cache.handles(url)) {
      return this.cache.handle(req, res, url).catch(error => {
        req.resume()
        if (res.headersSent) res.destroy()
        else twirpError(res, 500, error instanceof Error ? error.message : String(error))
      })
    }
    res.once('close', () =>
      this.requests.push({
        method: req.method ?? '',
        // comp tells the block PUTs from the block-list PUT; the signature stays out.
        path:
          url.pathname +
          (url.searchParams.has('comp') ? `?comp=${url.searchParams.get('comp')}` : ''),
        status: res.writableFinished ? res.statusCode : 0
      })
    )
    try {
      if (url.pathname.startsWith(TWIRP_PREFIX) && req.method === 'POST') {
        await this.twirp(url.pathname.slice(TWIRP_PREFIX.length), req, res)
      } else if (url.pathname.startsWith(BLOB_PREFIX) && req.method === 'PUT') {
        await this.blob(url, req, res)
      } else {
        req.resume()
        // Twirp clients retry any non-JSON answer: always answer JSON.
        twirpError(res, 404, `no route for ${req.method} ${url.pathname}`)
      }
    } catch (error) {
      req.resume()
      if (res.headersSent) res.destroy()
      else twirpError(res, 500, error instanceof Error ? error.message : String(error))
    }
  }

  // ---- Twirp ----

  private async twirp(method: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
    const text = await readText(req)
    if (req.headers.authorization !== `Bearer ${this.runtimeToken}`) {
      return twirpError(res, 401, 'the bearer token is not the runtime token of this run')
    }
    let body: Record<string, unknown>
    try {
      body = JSON.parse(text) as Record<string, unknown>
    } catch {
      return twirpError(res, 400, 'the body is not JSON')
    }
    if (
      body.workflow_run_backend_id !== this.runId ||
      body.workflow_job_run_backend_id !== this.jobId
    ) {
      return twirpError(res, 400, 'the backend ids do not match the runtime token')
    }
    if (method === 'CreateArtifact') return this.createArtifact(body, res)
    if (method === 'FinalizeArtifact') return this.finalizeArtifact(body, res)
    twirpError(res, 404, `${method} is not implemented by this stand-in`)
  }

  private createArtifact(body: Record<string, unknown>, res: ServerResponse): void {
    if (this.options.failCreateWith !== undefined) {
      return twirpError(res, this.options.failCreateWith, 'CreateArtifact failed (as configured)')
    }
    const name = body.name
    if (typeof name !== 'string' || name.length === 0) {
      return twirpError(res, 400, 'name is required')
    }
    if ([...this.uploads.values()].some(u => u.name === name)) {
      return twirpError(
        res,
        409,
        `an artifact with the name ${name} already exists on this workflow run`
      )
    }
    const id = String(this.nextId++)
    const key = randomBytes(8).toString('hex')
    const upload: Upload = {
      id,
      key,
      signature: randomBytes(16).toString('base64url'),
      name,
      version: typeof body.version === 'number' ? body.version : 0,
      expiresAt: typeof body.expires_at === 'string' ? body.expires_at : undefined,
      mimeType: typeof body.mime_type === 'string' ? body.mime_type : undefined,
      dir: path.join(this.dir, key),
      blocks: new Map(),
      finalized: false
    }
    this.uploads.set(key, upload)
    const origin = this.resultsUrl.replace(/\/$/, '')
    const signedUrl = `${origin}${BLOB_PREFIX}${key}?sv=2023-11-03&sr=b&sp=cw&se=${encodeURIComponent(
      new Date(Date.now() + 3600_000).toISOString()
    )}&sig=${upload.signature}`
    sendJson(res, 200, { ok: true, signed_upload_url: signedUrl })
  }

  private finalizeArtifact(body: Record<string, unknown>, res: ServerResponse): void {
    const upload = [...this.uploads.values()].find(u => u.name === body.name && !u.finalized)
    if (!upload)
      return twirpError(res, 404, `no artifact named ${String(body.name)} is being uploaded`)
    const committed = upload.committed
    if (!committed) return twirpError(res, 400, 'nothing was uploaded for this artifact')
    if (String(body.size) !== String(committed.size)) {
      return twirpError(
        res,
        400,
        `size ${String(body.size)} does not match the ${committed.size} bytes received`
      )
    }
    if (body.hash !== undefined && body.hash !== `sha256:${committed.hash}`) {
      return twirpError(res, 400, `hash ${String(body.hash)} does not match the bytes received`)
    }
    upload.finalized = true
    this.artifacts.push({
      id: upload.id,
      name: upload.name,
      size: committed.size,
      hash: committed.hash,
      path: committed.path,
      expiresAt: upload.expiresAt,
      version: upload.version,
      mimeType: upload.mimeType,
      contentType: committed.contentType,
      uploadSignature: upload.signature
    })
    sendJson(res, 200, { ok: true, artifact_id: upload.id })
  }

  // ---- Azure block blob ----

  private async blob(url: URL, req: IncomingMessage, res: ServerResponse): Promise<void> {
    const upload = this.uploads.get(url.pathname.slice(BLOB_PREFIX.length))
    if (!upload || url.searchParams.get('sig') !== upload.signature) {
      req.resume()
      return blobError(res, 403, 'AuthenticationFailed', 'The signature does not match.')
    }
    if (upload.finalized || upload.committed) {
      req.resume()
      return blobError(res, 409, 'BlobAlreadyExists', 'The blob is already committed.')
    }
    await fs.mkdir(upload.dir, { recursive: true })
    const comp = url.searchParams.get('comp')
    if (comp === 'block') {
      const blockId = url.searchParams.get('blockid')
      if (!blockId) {
        req.resume()
        return blobError(res, 400, 'InvalidQueryParameterValue', 'blockid is missing.')
      }
      // Named for the block id: concurrent block PUTs must not share a file.
      const file = path.join(upload.dir, `block-${Buffer.from(blockId).toString('hex')}`)
      await pipeline(req, createWriteStream(file))
      upload.blocks.set(blockId, file)
      return blobCreated(res)
    }
    if (comp === 'blocklist') {
      const xml = await readText(req)
      const ids = [...xml.matchAll(/<(Latest|Committed|Uncommitted)>([^<]*)<\/\1>/g)].map(m => m[2])
      const missing = ids.filter(id => !upload.blocks.has(id))
      if (missing.length > 0) {
        return blobError(res, 400, 'InvalidBlockList', `Unknown block ids: ${missing.join(', ')}`)
      }
      upload.committed = {
        ...(await this.assemble(
          upload,
          ids.map(id => upload.blocks.get(id) as string)
        )),
        contentType: headerValue(req.headers['x-ms-blob-content-type'])
      }
      return blobCreated(res)
    }
    if (comp === null) {
      // Put Blob: the whole blob in one request.
      const file = path.join(upload.dir, 'block-single')
      await pipeline(req, createWriteStream(file))
      upload.committed = {
        ...(await this.assemble(upload, [file])),
        contentType: headerValue(
          req.headers['x-ms-blob-content-type'] ?? req.headers['content-type']
        )
      }
      return blobCreated(res)
    }
    req.resume()
    blobError(res, 400, 'InvalidQueryParameterValue', `comp=${comp} is not supported here.`)
  }

  /** Joins the blocks in order into the artifact file, hashing on the way; removes the blocks. */
  private async assemble(
    upload: Upload,
    files: string[]
  ): Promise<{ path: string; size: number; hash: string }> {
    // A readable file name for people who look at what a run uploaded.
    const zipped = upload.mimeType === 'application/zip' && !upload.name.endsWith('.zip')
    const target = path.join(upload.dir, zipped ? `${upload.name}.zip` : upload.name)
    const out = createWriteStream(target)
    const hash = createHash('sha256')
    let size = 0
    for (const file of files) {
      for await (const part of createReadStream(file)) {
        const bytes = part as Buffer
        hash.update(bytes)
        size += bytes.length
        if (!out.write(bytes)) await once(out, 'drain')
      }
    }
    await new Promise<void>((resolve, reject) => {
      out.once('error', reject)
      out.end(() => resolve())
    })
    for (const file of new Set([...files, ...upload.blocks.values()]))
      await fs.rm(file, { force: true })
    upload.blocks.clear()
    return { path: target, size, hash: hash.digest('hex') }
  }
}

export async function startArtifactService(
  options: ArtifactServiceOptions = {}
): Promise<ArtifactService> {
  const service = new LocalArtifactService(options)
  await service.start()
  return service
}
