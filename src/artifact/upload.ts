// One file -> a workflow artifact that is that file as it is (what @actions/artifact 6 does with
// `skipArchive`), on the same wire: Twirp CreateArtifact, the bytes as Azure block-blob Put Block
// requests to the signed URL then Put Block List, Twirp FinalizeArtifact with size and SHA-256.
// Written here because the library's upload holds 8 MiB chunks in several stream stages and the
// Azure SDK's buffers (about 140 MiB above the step's floor, whatever its concurrency setting):
// this one reads the file through ONE reused buffer, hashing as it goes (docs/performance.md).
import { open } from 'node:fs/promises'
import { createHash } from 'node:crypto'
import path from 'node:path'
import http from 'node:http'
import https from 'node:https'
import { HttpClient } from '@actions/http-client'
import type { ArtifactRuntime } from './runtime.js'

const SERVICE = 'github.actions.results.api.v1.ArtifactService'
/** Put Block size: Azure takes up to 50,000 blocks, so 4 MiB blocks cover 195 GiB. */
export const BLOCK_BYTES = 4 * 1024 * 1024
const RETRYABLE = new Set([429, 500, 502, 503, 504])

export interface UploadOptions {
  retentionDays?: number
  /** GITHUB_RETENTION_DAYS, the repository's maximum: a longer retention is cut to it. */
  maxRetentionDays?: number
  /** Called with the signed upload URL and its signature, which must never reach a log. */
  secret?: (value: string) => void
  /** Told when a request is retried. */
  log?: (message: string) => void
  /** Told when the retention is cut to the repository's maximum. */
  warn?: (message: string) => void
  /** Attempts per request (429, 5xx, network errors are retried). */
  attempts?: number
  /** First wait between attempts; each next one is 1.5 times longer. */
  retryDelayMs?: number
  blockBytes?: number
  userAgent?: string
}

export interface UploadedArtifact {
  id: string
  size: number
  /** SHA-256 of the bytes, hex. */
  digest: string
}

/** The MIME type the library gives a file uploaded as it is, for the types we upload. */
export function mimeTypeOf(fileName: string): string {
  return path.extname(fileName).toLowerCase() === '.zip'
    ? 'application/zip'
    : 'application/octet-stream'
}

/** Uploads `file` as the artifact `name` (the file's bytes as they are). */
export async function uploadFileAsArtifact(
  runtime: ArtifactRuntime,
  file: string,
  name: string,
  options: UploadOptions = {}
): Promise<UploadedArtifact> {
  const client = new HttpClient(options.userAgent ?? 'acumatica-deploy-action', [], {
    allowRetries: false,
    keepAlive: true,
    // The library gives up when an upload makes no progress for 5 minutes.
    socketTimeout: 5 * 60_000
  })
  const retry = retrier(options)
  try {
    const ids = {
      workflow_run_backend_id: runtime.workflowRunBackendId,
      workflow_job_run_backend_id: runtime.workflowJobRunBackendId
    }
    const contentType = mimeTypeOf(name)
    const expiresAt = expiration(options)
    const created = await twirp(client, runtime, retry, 'CreateArtifact', {
      ...ids,
      name,
      version: 7,
      mime_type: contentType,
      ...(expiresAt ? { expires_at: expiresAt } : {})
    })
    const signedUrl = created.signed_upload_url
    if (created.ok !== true || typeof signedUrl !== 'string' || !signedUrl) {
      throw new Error('CreateArtifact: the artifact service gave no upload URL')
    }
    options.secret?.(signedUrl)
    const signature = new URL(signedUrl).searchParams.get('sig')
    if (signature) options.secret?.(signature)

    const { size, digest } = await putBlob(client, retry, signedUrl, file, contentType, options)

    const finalized = await twirp(client, runtime, retry, 'FinalizeArtifact', {
      ...ids,
      name,
      size: String(size),
      hash: `sha256:${digest}`
    })
    const id = finalized.artifact_id
    if (finalized.ok !== true || (typeof id !== 'string' && typeof id !== 'number')) {
      throw new Error('FinalizeArtifact: the artifact service did not return an artifact id')
    }
    return { id: String(id), size, digest }
  } finally {
    client.dispose()
  }
}

/** The file in blocks read into one reused buffer, each hashed and sent before the next is read. */
async function putBlob(
  client: HttpClient,
  retry: Retrier,
  signedUrl: string,
  file: string,
  contentType: string,
  options: UploadOptions
): Promise<{ size: number; digest: string }> {
  const buffer = Buffer.allocUnsafe(options.blockBytes ?? BLOCK_BYTES)
  const hash = createHash('sha256')
  const blockIds: string[] = []
  let size = 0
  const handle = await open(file, 'r')
  try {
    for (;;) {
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, size)
      if (bytesRead === 0) break
      const block = buffer.subarray(0, bytesRead)
      hash.update(block)
      // Ids of one blob must all have the same length.
      const blockId = Buffer.from(`block-${String(blockIds.length).padStart(6, '0')}`).toString(
        'base64'
      )
      const url = new URL(signedUrl)
      url.searchParams.set('comp', 'block')
      url.searchParams.set('blockid', blockId)
      await retry(`Put Block ${blockIds.length + 1}`, () =>
        putBytes(client, url, block, {
          'Content-Length': String(bytesRead),
          'Content-Type': 'application/octet-stream',
          'x-ms-version': AZURE_VERSION
        })
      )
      blockIds.push(blockId)
      size += bytesRead
    }
  } finally {
    await handle.close()
  }
  const list =
    '<?xml version="1.0" encoding="utf-8"?><BlockList>' +
    blockIds.map(id => `<Latest>${id}</Latest>`).join('') +
    '</BlockList>'
  const url = new URL(signedUrl)
  url.searchParams.set('comp', 'blocklist')
  await retry('Put Block List', () =>
    answer(
      client.request('PUT', url.href, list, {
        'Content-Type': 'application/xml',
        'x-ms-blob-content-type': contentType,
        'x-ms-version': AZURE_VERSION
      })
    )
  )
  return { size, digest: hash.digest('hex') }
}

/** The storage service version the requests speak (one @azure/storage-blob 12 also accepts). */
const AZURE_VERSION = '2023-11-03'

async function twirp(
  client: HttpClient,
  runtime: ArtifactRuntime,
  retry: Retrier,
  method: string,
  body: Record<string, unknown>
): Promise<Record<string, unknown>> {
  const text = await retry(
    method,
    () =>
      answer(
        client.post(`${runtime.resultsOrigin}/twirp/${SERVICE}/${method}`, JSON.stringify(body), {
          'Content-Type': 'application/json',
          Authorization: `Bearer ${runtime.token}`
        })
      ),
    // Twirp answers JSON, errors included: anything else is a proxy or a hiccup, retried.
    text => {
      try {
        JSON.parse(text)
        return true
      } catch {
        return false
      }
    }
  )
  return JSON.parse(text) as Record<string, unknown>
}

interface Answer {
  status: number
  text: string
}

async function answer(response: ReturnType<HttpClient['request']>): Promise<Answer> {
  const res = await response
  return { status: res.message.statusCode ?? 0, text: await res.readBody() }
}

/**
 * One PUT of `bytes` (a view of the reused buffer) through the client's agent, so that the
 * runner's proxy settings apply: the client itself sends only strings and streams.
 */
function putBytes(
  client: HttpClient,
  url: URL,
  bytes: Buffer,
  headers: Record<string, string>
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const send = url.protocol === 'https:' ? https.request : http.request
    const req = send(
      url,
      {
        method: 'PUT',
        agent: client.getAgent(url.href),
        headers: { 'User-Agent': client.userAgent ?? '', ...headers },
        timeout: 5 * 60_000
      },
      res => {
        const parts: Buffer[] = []
        res.on('data', (part: Buffer) => parts.push(part))
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, text: Buffer.concat(parts).toString('utf8') })
        )
        res.on('error', reject)
      }
    )
    req.on('timeout', () => req.destroy(new Error('no progress for 5 minutes')))
    req.on('error', reject)
    req.end(bytes)
  })
}

type Retrier = (
  what: string,
  send: () => Promise<Answer>,
  usable?: (body: string) => boolean
) => Promise<string>

/** Sends until a 2xx (with a usable body), retrying 429, 5xx and network errors with backoff. */
function retrier(options: UploadOptions): Retrier {
  const attempts = Math.max(1, options.attempts ?? 5)
  const firstDelay = options.retryDelayMs ?? 3000
  return async (what, send, usable) => {
    for (let attempt = 1; ; attempt++) {
      let problem: string
      let retryable: boolean
      try {
        const { status, text } = await send()
        if (status >= 200 && status < 300 && (!usable || usable(text))) return text
        problem = `HTTP ${status}${detail(text)}`
        retryable = RETRYABLE.has(status) || (status >= 200 && status < 300)
      } catch (error) {
        problem = error instanceof Error ? error.message : String(error)
        retryable = true
      }
      if (!retryable || attempt >= attempts) {
        throw new Error(
          `${what} failed${attempt > 1 ? ` after ${attempt} attempts` : ''}: ${problem}`
        )
      }
      const wait = Math.round(firstDelay * 1.5 ** (attempt - 1))
      options.log?.(`${what}: ${problem}; attempt ${attempt + 1} of ${attempts} in ${wait} ms`)
      await new Promise(resolve => setTimeout(resolve, wait))
    }
  }
}

/** The service's own words: Twirp's `msg`, or Azure's <Message>, briefly. */
function detail(text: string): string {
  try {
    const msg = (JSON.parse(text) as { msg?: unknown }).msg
    if (typeof msg === 'string' && msg) return `: ${msg.slice(0, 300)}`
  } catch {
    const message = /<Message>([\s\S]*?)<\/Message>/.exec(text)?.[1]
    if (message) return `: ${message.trim().split('\n')[0].slice(0, 300)}`
  }
  return ''
}

/** expires_at as the library computes it: now plus the days, cut to the repository's maximum. */
function expiration(options: UploadOptions): string | undefined {
  let days = options.retentionDays
  if (!days) return undefined
  const max = options.maxRetentionDays
  if (max && max < days) {
    options.warn?.(
      `Retention days cannot be greater than the maximum allowed retention set within the repository. Using ${max} instead.`
    )
    days = max
  }
  const date = new Date()
  date.setDate(date.getDate() + days)
  return date.toISOString()
}
