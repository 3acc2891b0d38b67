// One side of a Changes comparison from plain values: each item's digest is the SHA-256 of the
// text given for it, so equal texts compare equal and different texts differ.
import { createHash } from 'node:crypto'
import type { ProjectContent } from '../src/changes/compare.js'
import { DigestTable } from '../src/changes/digest-table.js'

export function projectContent(
  items: Record<string, string> = {},
  files: Record<string, string> = {}
): ProjectContent {
  const table = new DigestTable()
  for (const [key, text] of Object.entries(items)) {
    table.set(key, createHash('sha256').update(text).digest())
  }
  return { items: table, files: new Map(Object.entries(files)) }
}
