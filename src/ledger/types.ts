// The ledger of completed deploys, as the flow sees it: a leaf module of types, so the flow
// depends on this interface and never on GitHub's cache (src/ledger/actions-cache-ledger.ts
// implements it; the entry point wires it in).

/** Where a package was deployed: the instance, the tenant and the project. */
export interface LedgerScope {
  /** The instance's address (base-url); the key keeps its host, port and path. */
  baseUrl: string
  /** The login tenant ('' when none was given). */
  tenant: string
  project: string
}

/**
 * The items and files of a deployed package, each with the digest of its content (hex), as the
 * Changes comparison sees them: what drift names when the stored project differs. Entries
 * written before drift existed (or of very large projects) have none.
 */
export interface LedgerContent {
  items: Array<[key: string, digest: string]>
  files: Array<[path: string, digest: string]>
}

/** What a lookup found: the newest entry's digest, none, or no answer from the service. */
export type LedgerLookup =
  | { found: true; digest: string; contentDigest?: string; content?: LedgerContent; key: string }
  | { found: false }
  | { unavailable: string }

/** What a write did. */
export type LedgerWrite = { recorded: true; key: string } | { recorded: false; reason: string }

export interface DeployLedger {
  /**
   * The newest entry for this instance, tenant and project, whatever its digest; with
   * `content`, also the items it kept (drift), when it kept them and they can be read.
   */
  newest(scope: LedgerScope, options?: { content?: boolean }): Promise<LedgerLookup>
  /**
   * Records one completed deploy of the package with `digest` and, when known, the digest of
   * its content (changes/content-digest.ts). Never throws.
   */
  record(
    scope: LedgerScope,
    digest: string,
    contentDigest?: string,
    content?: LedgerContent
  ): Promise<LedgerWrite>
}
