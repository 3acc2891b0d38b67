// The ledger kept in a file, for the command line (--ledger FILE): the same proof as the Actions
// cache, one entry per instance, tenant and project (the newest deploy is all a skip reads). The
// file is a CI cache's to keep between runs (docs/cli.md). A missing file is an empty ledger; a
// file that cannot be read or written is an answer ("unavailable", "not recorded"), never an
// error of the deploy. A cache or a checkout can hold a symbolic link where the ledger goes: the
// file is never read or written through one, and its next version is written to a new file of an
// unguessable name beside it (created exclusively, mode 0600), then renamed over it.
import { constants } from 'node:fs'
import { mkdir, open, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { messageOf } from '../shared/message-of.js'
import { linkOnTheWay, writeBeside } from '../shared/safe-path.js'
import { ledgerPrefix } from './ledger-key.js'
import type {
  DeployLedger,
  LedgerContent,
  LedgerLookup,
  LedgerScope,
  LedgerWrite
} from './types.js'

const FORMAT = 'acumatica-deploy-ledger-file-v1'
/** One entry is about 300 bytes: a file this large is not one this module wrote. */
const MAX_FILE_BYTES = 16 * 1024 * 1024

interface LedgerEntry {
  digest: string
  contentDigest?: string
  /** The items and files deployed (drift names what changed since); older entries have none. */
  content?: LedgerContent
  project: string
  time: string
}

interface LedgerFileContent {
  format: typeof FORMAT
  entries: Record<string, LedgerEntry>
}

const HEX64 = /^[0-9a-f]{64}$/
// Opening refuses a link as the file itself (where the system has the flag; lstat checks first).
const NO_FOLLOW = constants.O_NOFOLLOW ?? 0

/**
 * `file`: the ledger (`--ledger`); `workspace`: the folder a checkout controls, in which no folder
 * on the way to the file may be a link either.
 */
export function fileLedger(
  file: string,
  now: () => Date = () => new Date(),
  workspace = process.cwd()
): DeployLedger {
  const refuseLinks = async (): Promise<void> => {
    const link = await linkOnTheWay(file, workspace)
    if (link !== undefined) {
      throw new Error(
        `"${link}" is a symbolic link: the ledger is never read or written through a link (a cache or a checkout can hold one that points elsewhere); remove it or give --ledger another path`
      )
    }
  }
  const read = async (): Promise<LedgerFileContent> => {
    await refuseLinks()
    const handle = await open(file, constants.O_RDONLY | NO_FOLLOW).catch(
      (error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return undefined
        throw error
      }
    )
    if (!handle) return { format: FORMAT, entries: {} }
    let text: string
    try {
      const info = await handle.stat()
      if (!info.isFile()) throw new Error(`${file} is not a file`)
      if (info.size > MAX_FILE_BYTES) throw new Error(`${file} is larger than a ledger file can be`)
      text = await handle.readFile('utf8')
    } finally {
      await handle.close()
    }
    const parsed = JSON.parse(text) as Partial<LedgerFileContent>
    if (parsed?.format !== FORMAT || typeof parsed.entries !== 'object' || !parsed.entries) {
      throw new Error(`${file} is not a ledger file of this tool`)
    }
    return parsed as LedgerFileContent
  }
  return {
    async newest(scope: LedgerScope, options?: { content?: boolean }): Promise<LedgerLookup> {
      let content: LedgerFileContent
      try {
        content = await read()
      } catch (error) {
        return { unavailable: `the ledger file could not be read: ${messageOf(error)}` }
      }
      const key = ledgerPrefix(scope)
      const entry = Object.hasOwn(content.entries, key) ? content.entries[key] : undefined
      if (!entry || typeof entry.digest !== 'string' || !HEX64.test(entry.digest)) {
        return { found: false }
      }
      const contentDigest =
        typeof entry.contentDigest === 'string' && HEX64.test(entry.contentDigest)
          ? entry.contentDigest
          : undefined
      // Checked by its reader (changes/content-record.ts): the file is not trusted for its shape.
      const kept =
        options?.content && typeof entry.content === 'object' && entry.content !== null
          ? entry.content
          : undefined
      return {
        found: true,
        digest: entry.digest,
        ...(contentDigest ? { contentDigest } : {}),
        ...(kept ? { content: kept } : {}),
        key
      }
    },

    async record(
      scope: LedgerScope,
      digest: string,
      contentDigest?: string,
      deployed?: LedgerContent
    ): Promise<LedgerWrite> {
      try {
        const content = await read()
        const key = ledgerPrefix(scope)
        content.entries[key] = {
          digest: digest.toLowerCase(),
          ...(contentDigest ? { contentDigest: contentDigest.toLowerCase() } : {}),
          ...(deployed ? { content: deployed } : {}),
          project: scope.project,
          time: now().toISOString()
        }
        await mkdir(path.dirname(path.resolve(file)), { recursive: true })
        // Written beside it and renamed: a run killed while writing leaves the old ledger whole.
        // `wx`: the temporary file is new, never a file or link someone put at its name.
        const text = `${JSON.stringify(content, null, 2)}\n`
        await writeBeside(file, next => writeFile(next, text, { flag: 'wx', mode: 0o600 }))
        return { recorded: true, key: `${file}: ${key}` }
      } catch (error) {
        return {
          recorded: false,
          reason: `the ledger file could not be written: ${messageOf(error)}`
        }
      }
    }
  }
}
