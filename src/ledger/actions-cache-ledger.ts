// The ledger kept in the repository's Actions cache through @actions/cache (GitHub keeps its
// protocol; the library is loaded only when the ledger is used). Each entry holds a tiny JSON
// file, what the run wrote (digest, run, time); lookups never download it (lookupOnly), the key
// says all. A missing or failing service is an answer ("unavailable"), never an error.
import { mkdir, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import {
  contentDigestOfKey,
  digestOfKey,
  ledgerKey,
  ledgerPrefix,
  type LedgerRun
} from './ledger-key.js'
import type { DeployLedger, LedgerLookup, LedgerScope, LedgerWrite } from './types.js'
import { asDebugLines } from '../shared/library-chatter.js'

export interface ActionsCacheLedgerOptions {
  run: LedgerRun
  /** RUNNER_TEMP: the entry's file lives under it. */
  tempDir?: string
  now?: () => Date
}

/**
 * The path the cache is given: a lookup only finds entries saved with the same version, which
 * the library computes from the path strings. A relative name, the same on every runner (its
 * RUNNER_TEMP differs from one self-hosted runner to the next), so that every run that deploys
 * to an instance sees the entries of the others.
 */
const ENTRY_NAME = 'acumatica-deploy-ledger.json'

/** Where the entry's file is written (a folder of its own under RUNNER_TEMP). */
export function ledgerFile(tempDir: string): string {
  return path.join(tempDir, 'acumatica-deploy-ledger', ENTRY_NAME)
}

export function actionsCacheLedger(options: ActionsCacheLedgerOptions): DeployLedger {
  const file = ledgerFile(options.tempDir || os.tmpdir())
  const now = options.now ?? (() => new Date())
  return {
    async newest(scope: LedgerScope): Promise<LedgerLookup> {
      const prefix = ledgerPrefix(scope)
      let key: string | undefined
      try {
        const cache = await import('@actions/cache')
        if (!cache.isFeatureAvailable()) {
          return { unavailable: 'the Actions cache service is not available to this step' }
        }
        // No entry has the prefix itself as its key: the service answers with the newest entry
        // whose key starts with it (a restore key's partial matches, newest first).
        key = await asDebugLines(() =>
          cache.restoreCache([ENTRY_NAME], prefix, [prefix], { lookupOnly: true }, true)
        )
      } catch (error) {
        return { unavailable: error instanceof Error ? error.message : String(error) }
      }
      if (key === undefined) return { found: false }
      const digest = digestOfKey(scope, key)
      if (digest === undefined) return { found: false }
      const contentDigest = contentDigestOfKey(scope, key)
      return { found: true, digest, ...(contentDigest ? { contentDigest } : {}), key }
    },

    async record(scope: LedgerScope, digest: string, contentDigest?: string): Promise<LedgerWrite> {
      try {
        const cache = await import('@actions/cache')
        if (!cache.isFeatureAvailable()) {
          return {
            recorded: false,
            reason: 'the Actions cache service is not available to this step'
          }
        }
        const key = ledgerKey(scope, options.run, digest, contentDigest)
        await mkdir(path.dirname(file), { recursive: true })
        const entry = {
          digest,
          ...(contentDigest ? { contentDigest } : {}),
          project: scope.project,
          run: options.run.id,
          attempt: options.run.attempt,
          time: now().toISOString()
        }
        await writeFile(file, `${JSON.stringify(entry)}\n`)
        // The library finds the relative name from the working directory: the entry's folder,
        // for this call only. It reports a failed save in the log itself and returns -1.
        const cwd = process.cwd()
        let id: number
        try {
          process.chdir(path.dirname(file))
          id = await asDebugLines(() => cache.saveCache([ENTRY_NAME], key, undefined, true))
        } finally {
          process.chdir(cwd)
        }
        return id === -1
          ? { recorded: false, reason: 'the cache service did not store the entry' }
          : { recorded: true, key }
      } catch (error) {
        return { recorded: false, reason: error instanceof Error ? error.message : String(error) }
      }
    }
  }
}
