// Pure readers of the contract-API answers a verified deploy reads: `GET /entity` (the build
// and the endpoints, in the 2019 R2+ object form or the older bare endpoints array) and a read
// of an entity (a JSON array). Everything here is instance text: only names and numbers of the
// expected forms are kept, so nothing odd reaches a URL, a log line or an output.

import { serverMessage } from './answers.js'
import { isObject, lowerKeys } from './json-object.js'
import type { EntityEndpoint, InstanceInfo } from './types.js'

export type { EntityEndpoint, InstanceInfo } from './types.js'

// A build or an endpoint version: digits and dots, as Acumatica writes them.
const VERSION = /^\d{1,6}(\.\d{1,8}){0,3}$/
// Endpoint and entity names: identifiers.
const NAME = /^[A-Za-z_][A-Za-z0-9_]{0,127}$/

export function isVersion(text: string): boolean {
  return VERSION.test(text)
}

export function isEntityName(text: string): boolean {
  return NAME.test(text)
}

/** `GET /entity`: undefined when the text is neither form (an HTML page, an error object, ...). */
export function readEntityIndex(text: string): InstanceInfo | undefined {
  const value = parseJson(text)
  if (Array.isArray(value)) return { endpoints: endpointsOf(value) }
  if (!isObject(value)) return undefined
  const fields = lowerKeys(value)
  const version = isObject(fields.version) ? lowerKeys(fields.version) : undefined
  if (!Array.isArray(fields.endpoints) && version === undefined) return undefined
  const raw = version?.acumaticabuildversion
  const build = typeof raw === 'string' && VERSION.test(raw.trim()) ? raw.trim() : undefined
  return {
    ...(build === undefined ? {} : { build }),
    endpoints: Array.isArray(fields.endpoints) ? endpointsOf(fields.endpoints) : []
  }
}

function endpointsOf(items: unknown[]): EntityEndpoint[] {
  const endpoints: EntityEndpoint[] = []
  for (const item of items) {
    if (!isObject(item)) continue
    const fields = lowerKeys(item)
    const { name, version } = fields
    if (typeof name !== 'string' || typeof version !== 'string') continue
    if (!NAME.test(name) || !VERSION.test(version)) continue
    endpoints.push({ name, version })
  }
  return endpoints
}

/** The newest version of the endpoint `name` (any case) the instance lists. */
export function newestEndpoint(
  endpoints: readonly EntityEndpoint[],
  name: string
): EntityEndpoint | undefined {
  let newest: EntityEndpoint | undefined
  for (const endpoint of endpoints) {
    if (endpoint.name.toLowerCase() !== name.toLowerCase()) continue
    if (!newest || compareVersions(endpoint.version, newest.version) > 0) newest = endpoint
  }
  return newest
}

export function compareVersions(a: string, b: string): number {
  const left = a.split('.').map(Number)
  const right = b.split('.').map(Number)
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    const diff = (left[i] ?? 0) - (right[i] ?? 0)
    if (diff !== 0) return diff
  }
  return 0
}

/**
 * The release of a build: its first part and the first digit of the second (`23.106` = 23.1 =
 * 2023 R1; `24.208.0012` = 24.2 = 2024 R2). Undefined for anything else.
 */
export function releaseOf(version: string): string | undefined {
  const match = /^(\d+)\.(\d)/.exec(version.trim())
  return match ? `${match[1]}.${match[2]}` : undefined
}

/** The first two parts of a build (`24.208.0012` -> `24.208`), as project.xml writes it. */
export function twoPartsOf(build: string): string | undefined {
  const match = /^(\d+\.\d+)/.exec(build.trim())
  return match ? match[1] : undefined
}

/** An entity read answered rows: a JSON array (empty allowed). */
export function isEntityRows(text: string): boolean {
  return Array.isArray(parseJson(text))
}

/** The instance's own message of a failed read: `exceptionMessage` first, as ASP.NET gives it. */
export function entityFailureMessage(text: string): string {
  return serverMessage(text)
}

function parseJson(text: string): unknown {
  const trimmed = (text.charCodeAt(0) === 0xfeff ? text.slice(1) : text).trim()
  if (!trimmed) return undefined
  try {
    return JSON.parse(trimmed) as unknown
  } catch {
    return undefined
  }
}
