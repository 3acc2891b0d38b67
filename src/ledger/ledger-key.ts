// The cache keys of the ledger. One entry per completed deploy: the prefix names the instance
// (host, port and path), the tenant and the project, so that a prefix lookup finds the newest
// entry of these three whatever its package; then the run and the package digest. Every part
// is percent-encoded, so that no part can run into the next one (`|` never appears inside a
// part) and the key never holds a comma (the cache refuses them).
import { createHash } from 'node:crypto'
import type { LedgerScope } from './types.js'

const VERSION = 'acumatica-deploy-ledger-v1'
/** The cache refuses keys over 512 characters; the run and both digests take about 165. */
const MAX_PREFIX = 340

export interface LedgerRun {
  /** GITHUB_RUN_ID and GITHUB_RUN_ATTEMPT. */
  id: string
  attempt: string
}

/**
 * The instance as the key names it: host (lower case) and port, then the path (lower case: IIS
 * paths are not case-sensitive) without a trailing `/`. The scheme is left out: one site.
 */
export function instanceName(baseUrl: string): string {
  const url = new URL(baseUrl)
  const port = url.port || (url.protocol === 'http:' ? '80' : '443')
  const pathName = url.pathname.replace(/\/+$/, '').toLowerCase()
  return `${url.hostname.toLowerCase()}:${port}${pathName}`
}

/** The prefix shared by every entry of this instance, tenant and project; ends with `|`. */
export function ledgerPrefix(scope: LedgerScope): string {
  // Tenant and project names are not case-sensitive on an instance.
  const parts = [
    instanceName(scope.baseUrl),
    scope.tenant.toLowerCase(),
    scope.project.toLowerCase()
  ].map(part => encodeURIComponent(part))
  const prefix = `${VERSION}|${parts.join('|')}|`
  if (prefix.length <= MAX_PREFIX) return prefix
  // A very long address: its digest instead, still one prefix per instance, tenant and project.
  const digest = createHash('sha256').update(parts.join('|')).digest('hex')
  return `${VERSION}|sha256-${digest}|`
}

/**
 * The key of one entry: the prefix, the run, the package digest, then the content digest (the
 * items and files as the Changes comparison sees them; entries of earlier versions have none).
 */
export function ledgerKey(
  scope: LedgerScope,
  run: LedgerRun,
  digest: string,
  contentDigest?: string
): string {
  const runPart = encodeURIComponent(`run-${run.id}-${run.attempt}`)
  const content = contentDigest ? `|${contentDigest.toLowerCase()}` : ''
  return `${ledgerPrefix(scope)}${runPart}|${digest.toLowerCase()}${content}`
}

function digestsOfKey(scope: LedgerScope, key: string): RegExpExecArray | null {
  const prefix = ledgerPrefix(scope)
  if (!key.startsWith(prefix)) return null
  return /^[^|]+\|([0-9a-f]{64})(?:\|([0-9a-f]{64}))?$/.exec(key.slice(prefix.length))
}

/** The package digest in a key this module made, or undefined for any other key. */
export function digestOfKey(scope: LedgerScope, key: string): string | undefined {
  return digestsOfKey(scope, key)?.[1]
}

/** The content digest at the end of a key this module made, if it has one. */
export function contentDigestOfKey(scope: LedgerScope, key: string): string | undefined {
  return digestsOfKey(scope, key)?.[2]
}
