// A local stand-in for the GitHub Actions cache service (v2), good enough for the real
// @actions/cache@6 client with ACTIONS_CACHE_SERVICE_V2 set: the Twirp calls CreateCacheEntry,
// FinalizeCacheEntryUpload and GetCacheEntryDownloadURL, and the blob upload and download behind
// the signed URLs. It answers on the artifact stand-in's origin (the runner gives both services
// one ACTIONS_RESULTS_URL), which routes its paths here. Lookups follow the service's rules: an
// exact key first, then the newest entry whose key starts with the key, then with each restore
// key in order; always for the same version. Keys are immutable: a second CreateCacheEntry of a
// key answers 409.
import { randomBytes, randomUUID } from 'node:crypto'
import { createReadStream, createWriteStream, promises as fs } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import { blobCreated, blobError, readText, sendJson, twirpError } from './results-http.js'

const CACHE_TWIRP_PREFIX = '/twirp/github.actions.results.api.v1.CacheService/'
const BLOB_PREFIX = '/devstoreaccount1/actions-cache/'

export interface CacheEntry {
  key: string
  version: string
  /** Set once the upload is finalized; only finalized entries are found. */
  finalized: boolean
  size: number
  /** File holding the uploaded archive. */
  path: string
  /** Creation order: a later entry is newer. */
  created: number
}

export interface CacheServiceOptions {
  /**
   * Answer every Twirp call with this HTTP status (a Twirp JSON error): 403 or 401 fail at
   * once; 500/502/503/504 make the client retry for about half a minute.
   */
  failWith?: number
}

export interface CacheServiceStandIn {
  entries: CacheEntry[]
  requests: Array<{ method: string; path: string; status: number }>
  /** Changes the failure mode from now on (undefined: answer normally). */
  options: CacheServiceOptions
  /** Puts an entry in as a run would have, e.g. another package's, newer than the others. */
  add(key: string, version: string, bytes?: Buffer): Promise<void>
}

export class LocalCacheService implements CacheServiceStandIn {
  readonly entries: CacheEntry[] = []
  readonly requests: Array<{ method: string; path: string; status: number }> = []
  options: CacheServiceOptions
  private readonly signatures = new Map<string, { entry: CacheEntry; signature: string }>()
  private readonly blocks = new Map<string, Map<string, Buffer>>()
  private sequence = 0

  constructor(
    private readonly dir: string,
    private readonly runtimeToken: string,
    private readonly origin: () => string,
    options: CacheServiceOptions = {}
  ) {
    this.options = options
  }

  async close(): Promise<void> {
    await fs.rm(this.dir, { recursive: true, force: true })
  }

  handles(url: URL): boolean {
    return url.pathname.startsWith(CACHE_TWIRP_PREFIX) || url.pathname.startsWith(BLOB_PREFIX)
  }

  async add(key: string, version: string, bytes = Buffer.from('entry')): Promise<void> {
    const entry = this.newEntry(key, version)
    await fs.mkdir(this.dir, { recursive: true })
    await fs.writeFile(entry.path, bytes)
    entry.size = bytes.length
    entry.finalized = true
  }

  async handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    res.once('close', () =>
      this.requests.push({
        method: req.method ?? '',
        path:
          url.pathname +
          (url.searchParams.has('comp') ? `?comp=${url.searchParams.get('comp')}` : ''),
        status: res.writableFinished ? res.statusCode : 0
      })
    )
    if (url.pathname.startsWith(CACHE_TWIRP_PREFIX)) {
      if (req.method !== 'POST') {
        req.resume()
        return twirpError(res, 404, `no route for ${req.method} ${url.pathname}`)
      }
      return this.twirp(url.pathname.slice(CACHE_TWIRP_PREFIX.length), req, res)
    }
    return this.blob(url, req, res)
  }

  // ---- Twirp ----

  private async twirp(method: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
    const text = await readText(req)
    if (this.options.failWith !== undefined) {
      return twirpError(res, this.options.failWith, `${method} failed (as configured)`)
    }
    if (req.headers.authorization !== `Bearer ${this.runtimeToken}`) {
      return twirpError(res, 401, 'the bearer token is not the runtime token of this run')
    }
    let body: Record<string, unknown>
    try {
      body = JSON.parse(text) as Record<string, unknown>
    } catch {
      return twirpError(res, 400, 'the body is not JSON')
    }
    const key = body.key
    const version = body.version
    if (typeof key !== 'string' || key === '' || typeof version !== 'string' || version === '') {
      return twirpError(res, 400, 'key and version are required')
    }
    if (method === 'CreateCacheEntry') return this.createEntry(key, version, res)
    if (method === 'FinalizeCacheEntryUpload') return this.finalize(key, version, body, res)
    if (method === 'GetCacheEntryDownloadURL') {
      const restoreKeys = Array.isArray(body.restore_keys) ? (body.restore_keys as unknown[]) : []
      return this.lookup(key, restoreKeys.map(String), version, res)
    }
    twirpError(res, 404, `${method} is not implemented by this stand-in`)
  }

  private newEntry(key: string, version: string): CacheEntry {
    const id = randomBytes(8).toString('hex')
    const entry: CacheEntry = {
      key,
      version,
      finalized: false,
      size: 0,
      path: path.join(this.dir, `cache-${id}`),
      created: ++this.sequence
    }
    this.entries.push(entry)
    return entry
  }

  private signedUrl(entry: CacheEntry, permissions: string): string {
    const id = path.basename(entry.path)
    const signature = randomBytes(16).toString('base64url')
    this.signatures.set(id, { entry, signature })
    return `${this.origin()}${BLOB_PREFIX}${id}?sv=2023-11-03&sr=b&sp=${permissions}&sig=${signature}`
  }

  private createEntry(key: string, version: string, res: ServerResponse): void {
    if (this.entries.some(e => e.key === key && e.version === version)) {
      return twirpError(res, 409, `cache entry with the key ${key} already exists`)
    }
    const entry = this.newEntry(key, version)
    sendJson(res, 200, { ok: true, signed_upload_url: this.signedUrl(entry, 'cw') })
  }

  private async finalize(
    key: string,
    version: string,
    body: Record<string, unknown>,
    res: ServerResponse
  ): Promise<void> {
    const entry = this.entries.find(e => e.key === key && e.version === version && !e.finalized)
    if (!entry) return twirpError(res, 404, `no upload of ${key} is under way`)
    const stat = await fs.stat(entry.path).catch(() => undefined)
    if (!stat) return twirpError(res, 400, 'nothing was uploaded for this entry')
    if (String(body.size_bytes) !== String(stat.size)) {
      return twirpError(
        res,
        400,
        `size ${String(body.size_bytes)} is not the ${stat.size} bytes received`
      )
    }
    entry.size = stat.size
    entry.finalized = true
    sendJson(res, 200, { ok: true, entry_id: String(entry.created) })
  }

  private lookup(key: string, restoreKeys: string[], version: string, res: ServerResponse): void {
    const candidates = this.entries
      .filter(e => e.finalized && e.version === version)
      .sort((a, b) => b.created - a.created)
    const match =
      candidates.find(e => e.key === key) ??
      [key, ...restoreKeys]
        .map(prefix => candidates.find(e => e.key.startsWith(prefix)))
        .find(Boolean)
    if (!match) return sendJson(res, 200, { ok: false })
    sendJson(res, 200, {
      ok: true,
      signed_download_url: this.signedUrl(match, 'r'),
      matched_key: match.key
    })
  }

  // ---- Azure blob behind the signed URLs ----

  private async blob(url: URL, req: IncomingMessage, res: ServerResponse): Promise<void> {
    const id = url.pathname.slice(BLOB_PREFIX.length)
    const signed = this.signatures.get(id)
    if (!signed || url.searchParams.get('sig') !== signed.signature) {
      req.resume()
      return blobError(res, 403, 'AuthenticationFailed', 'The signature does not match.')
    }
    const entry = signed.entry
    if (req.method === 'PUT') return this.upload(entry, url, req, res)
    if (req.method === 'GET' || req.method === 'HEAD') return this.download(entry, req, res)
    req.resume()
    blobError(res, 405, 'UnsupportedHttpVerb', `${req.method} is not supported here.`)
  }

  private async upload(
    entry: CacheEntry,
    url: URL,
    req: IncomingMessage,
    res: ServerResponse
  ): Promise<void> {
    if (entry.finalized) {
      req.resume()
      return blobError(res, 409, 'BlobAlreadyExists', 'The blob is already committed.')
    }
    await fs.mkdir(this.dir, { recursive: true })
    const comp = url.searchParams.get('comp')
    if (comp === null) {
      await pipeline(req, createWriteStream(entry.path))
      return blobCreated(res)
    }
    if (comp === 'block') {
      const blockId = url.searchParams.get('blockid') ?? ''
      const blocks = this.blocks.get(entry.path) ?? new Map<string, Buffer>()
      this.blocks.set(entry.path, blocks)
      const parts: Buffer[] = []
      for await (const part of req) parts.push(part as Buffer)
      blocks.set(blockId, Buffer.concat(parts))
      return blobCreated(res)
    }
    if (comp === 'blocklist') {
      const xml = await readText(req)
      const ids = [...xml.matchAll(/<(Latest|Committed|Uncommitted)>([^<]*)<\/\1>/g)].map(m => m[2])
      const blocks = this.blocks.get(entry.path) ?? new Map<string, Buffer>()
      if (ids.some(blockId => !blocks.has(blockId))) {
        return blobError(res, 400, 'InvalidBlockList', 'Unknown block ids.')
      }
      await fs.writeFile(entry.path, Buffer.concat(ids.map(blockId => blocks.get(blockId)!)))
      this.blocks.delete(entry.path)
      return blobCreated(res)
    }
    req.resume()
    blobError(res, 400, 'InvalidQueryParameterValue', `comp=${comp} is not supported here.`)
  }

  private async download(
    entry: CacheEntry,
    req: IncomingMessage,
    res: ServerResponse
  ): Promise<void> {
    req.resume()
    const size = entry.size
    const headers: Record<string, string | number> = {
      'Content-Type': 'application/octet-stream',
      'x-ms-blob-type': 'BlockBlob',
      'Accept-Ranges': 'bytes',
      ETag: `"0x${entry.created.toString(16).toUpperCase()}"`,
      'Last-Modified': new Date(0).toUTCString(),
      'x-ms-request-id': randomUUID(),
      'x-ms-version': '2023-11-03'
    }
    const range = String(req.headers['x-ms-range'] ?? req.headers.range ?? '')
    const match = /^bytes=(\d+)-(\d*)$/.exec(range)
    const start = match ? Number(match[1]) : 0
    const end = match && match[2] !== '' ? Math.min(Number(match[2]), size - 1) : size - 1
    const length = Math.max(0, end - start + 1)
    if (match) headers['Content-Range'] = `bytes ${start}-${end}/${size}`
    res.writeHead(match ? 206 : 200, {
      ...headers,
      'Content-Length': req.method === 'HEAD' ? size : length
    })
    if (req.method === 'HEAD' || length === 0) return void res.end()
    await pipeline(createReadStream(entry.path, { start, end }), res)
  }
}
