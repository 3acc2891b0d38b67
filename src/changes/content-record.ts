// A project's content (items and files by digest) as plain JSON and back: the ledger keeps it
// with each verified deploy, so that drift can name the items someone changed on the instance
// since (added, changed, removed, as in the Changes table).
import type { ProjectContent } from './compare.js'
import { DigestTable } from './digest-table.js'

/** The JSON form (what src/ledger/types.ts calls LedgerContent). */
export interface ContentRecord {
  items: Array<[string, string]>
  files: Array<[string, string]>
}

/**
 * Beyond this many items and files the record is left out: one ledger file holds every instance
 * and project of a fleet (about 100 bytes an item: at most 200 KB an entry, well within the
 * file's 16 MiB), and drift then still tells a difference by the content digest, unnamed.
 */
const MAX_RECORDED_ENTRIES = 2_000

export function contentRecord(content: ProjectContent): ContentRecord | undefined {
  if (content.items.size + content.files.size > MAX_RECORDED_ENTRIES) return undefined
  const items: Array<[string, string]> = []
  for (let index = 0; index < content.items.size; index++) {
    items.push([content.items.keyAt(index), content.items.digestAt(index).toString('hex')])
  }
  return { items, files: [...content.files] }
}

const HEX64 = /^[0-9a-f]{64}$/

/** The content a record holds; undefined for anything this module did not write. */
export function contentOfRecord(record: unknown): ProjectContent | undefined {
  if (typeof record !== 'object' || record === null) return undefined
  const { items, files } = record as Partial<ContentRecord>
  if (!Array.isArray(items) || !Array.isArray(files)) return undefined
  const pairs = (list: unknown[]): list is Array<[string, string]> =>
    list.every(
      pair =>
        Array.isArray(pair) &&
        pair.length === 2 &&
        typeof pair[0] === 'string' &&
        typeof pair[1] === 'string' &&
        HEX64.test(pair[1])
    )
  if (!pairs(items) || !pairs(files)) return undefined
  const table = new DigestTable()
  for (const [key, digest] of items) table.set(key, Buffer.from(digest, 'hex'))
  return { items: table, files: new Map(files) }
}
