// What every call of the stand-in instance checks in a JSON body, and the answers it gives when
// a check fails: HTTP 400 with the model state, or an error entry in an HTTP 200 log, as real
// instances do.
import type { IncomingMessage, ServerResponse } from 'node:http'
import { isJsonContentType, sendJson } from './http-io.js'

/** A JSON body problem to answer with HTTP 400 naming it. */
export class BadRequest extends Error {}

/** A body that is not sent as JSON: HTTP 415, as ASP.NET Web API answers. */
export class UnsupportedMediaType extends Error {}

/** Throws UnsupportedMediaType (HTTP 415) unless the body is sent as JSON. */
export function requireJsonBody(req: IncomingMessage): void {
  if (isJsonContentType(req)) return
  const type = JSON.stringify(req.headers['content-type'] ?? '')
  throw new UnsupportedMediaType(
    `The body must be sent as application/json (Content-Type was ${type}).`
  )
}

function now(): string {
  return new Date().toISOString()
}

export function logEntry(logType: string, message: string): object {
  return { timestamp: now(), logType, message }
}

export type FieldCheck = (value: unknown) => string | undefined

export const isBoolean: FieldCheck = v => (typeof v === 'boolean' ? undefined : 'must be a boolean')
export const isString: FieldCheck = v => (typeof v === 'string' ? undefined : 'must be a string')
export const isNonEmptyString: FieldCheck = v =>
  typeof v === 'string' && v.length > 0 ? undefined : 'must be a non-empty string'
export const isInteger: FieldCheck = v => (Number.isInteger(v) ? undefined : 'must be an integer')

/** Problems of a JSON object against exactly these fields (`?` suffix: optional). */
export function fieldProblems(
  body: Record<string, unknown>,
  fields: Record<string, FieldCheck>
): string[] {
  const problems: string[] = []
  const known = new Set<string>()
  for (const [spec, check] of Object.entries(fields)) {
    const optional = spec.endsWith('?')
    const name = optional ? spec.slice(0, -1) : spec
    known.add(name)
    if (!(name in body)) {
      if (!optional) problems.push(`${name} is missing`)
      continue
    }
    const problem = check(body[name])
    if (problem) problems.push(`${name} ${problem} (got ${JSON.stringify(body[name])})`)
  }
  for (const name of Object.keys(body)) {
    if (!known.has(name)) problems.push(`${name} is not a field of this call`)
  }
  return problems
}

export function invalid(res: ServerResponse, problems: string[]): void {
  sendJson(res, 400, {
    message: `The request is invalid: ${problems.join('; ')}.`,
    modelState: { request: problems }
  })
}

export function inBandError(res: ServerResponse, message: string): void {
  sendJson(res, 200, { log: [logEntry('error', message)] })
}
