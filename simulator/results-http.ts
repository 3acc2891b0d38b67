// What the artifact and cache stand-ins answer alike: GitHub's results service speaks Twirp
// (JSON), its storage speaks Azure Blob (XML errors, 201 for each block and block list).
import { randomBytes, randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'

const TWIRP_CODES: Record<number, string> = {
  400: 'invalid_argument',
  401: 'unauthenticated',
  403: 'permission_denied',
  404: 'not_found',
  409: 'already_exists',
  429: 'resource_exhausted',
  500: 'internal',
  503: 'unavailable'
}

export function sendJson(res: ServerResponse, status: number, value: unknown): void {
  const body = Buffer.from(JSON.stringify(value))
  res.writeHead(status, { 'Content-Type': 'application/json', 'Content-Length': body.length })
  res.end(body)
}

export function twirpError(res: ServerResponse, status: number, msg: string): void {
  sendJson(res, status, { code: TWIRP_CODES[status] ?? 'unknown', msg })
}

export function blobError(
  res: ServerResponse,
  status: number,
  code: string,
  message: string
): void {
  const body = Buffer.from(
    `<?xml version="1.0" encoding="utf-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`
  )
  res.writeHead(status, {
    'Content-Type': 'application/xml',
    'Content-Length': body.length,
    'x-ms-error-code': code
  })
  res.end(body)
}

/** Azure's answer to a stored block or block list. */
export function blobCreated(res: ServerResponse): void {
  res.writeHead(201, {
    'Content-Length': 0,
    ETag: `"0x${randomBytes(8).toString('hex').toUpperCase()}"`,
    'Last-Modified': new Date().toUTCString(),
    'x-ms-request-id': randomUUID(),
    'x-ms-version': '2023-11-03',
    'x-ms-request-server-encrypted': 'true'
  })
  res.end()
}

/** A small request body (Twirp JSON, a block list), refused past `limit` bytes. */
export async function readText(req: IncomingMessage, limit = 1024 * 1024): Promise<string> {
  const parts: Buffer[] = []
  let size = 0
  for await (const part of req) {
    size += (part as Buffer).length
    if (size > limit) throw new Error(`request body over ${limit} bytes`)
    parts.push(part as Buffer)
  }
  return Buffer.concat(parts).toString('utf8')
}
