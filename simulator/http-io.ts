// Small request/response helpers for the simulator's node:http handlers.
import type { IncomingMessage, ServerResponse } from 'node:http'
import { STATUS_CODES } from 'node:http'

export class BodyTooLargeError extends Error {}

/** Reads a small body (login, publishBegin, ...) with a cap, so a stray big body cannot fill memory. */
export async function readSmallBody(req: IncomingMessage, limit: number): Promise<string> {
  const parts: Buffer[] = []
  let size = 0
  for await (const part of req) {
    size += (part as Buffer).length
    if (size > limit) {
      req.resume()
      throw new BodyTooLargeError(`The request body is larger than ${limit} bytes`)
    }
    parts.push(part as Buffer)
  }
  return Buffer.concat(parts).toString('utf8')
}

export function isJsonContentType(req: IncomingMessage): boolean {
  const type = (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase()
  return type === 'application/json' || type === 'text/json'
}

/** IIS answers 411 to a POST with neither Content-Length nor Transfer-Encoding. */
export function hasDeclaredLength(req: IncomingMessage): boolean {
  return (
    req.headers['content-length'] !== undefined || req.headers['transfer-encoding'] !== undefined
  )
}

export function sendText(
  res: ServerResponse,
  status: number,
  body: string,
  contentType = 'text/plain; charset=utf-8',
  done?: () => void
): void {
  const bytes = Buffer.from(body, 'utf8')
  res.writeHead(status, { 'Content-Type': contentType, 'Content-Length': bytes.length })
  res.end(bytes, done)
}

export function sendJson(
  res: ServerResponse,
  status: number,
  value: unknown,
  done?: () => void
): void {
  sendText(res, status, JSON.stringify(value), 'application/json; charset=utf-8', done)
}

export function sendEmpty(
  res: ServerResponse,
  status: number,
  headers: Record<string, string | string[]> = {}
): void {
  res.writeHead(status, headers)
  res.end()
}

/** ASP.NET Web API's shape for an unhandled exception (HTTP 500). */
export function aspNetError(
  exceptionMessage: string,
  exceptionType = 'PX.Data.PXException'
): object {
  return { message: 'An error has occurred.', exceptionMessage, exceptionType, stackTrace: null }
}

/** A small IIS-like HTML page for a bare status. */
export function statusPage(status: number): string {
  const reason = STATUS_CODES[status] ?? 'Error'
  return `<!DOCTYPE html><html><head><title>${reason}</title></head><body><h1>HTTP Error ${status}. ${reason}</h1></body></html>`
}
