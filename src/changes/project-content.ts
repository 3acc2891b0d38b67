// Reads what a package holds, for comparing two versions of a project: the top-level items of
// its project.xml (key and canonical digest) and its other files (path and SHA-256). Works the
// same on the package a run builds and on the zip getProject gave back (untrusted: parsed, never
// evaluated; entries streamed one at a time).
import { createHash } from 'node:crypto'
import { stat } from 'node:fs/promises'
import { itemKey } from '../project/item-key.js'
import { ItemSplitter } from '../project/item-splitter.js'
import { XmlFileError } from '../project/xml-scan.js'
import { readCanonicalItem } from './canonical-item.js'
import type { ProjectContent } from './compare.js'
import { DigestTable } from './digest-table.js'
import { withZip } from '../zip/read-zip.js'

// Bounds of one comparison: the stored project comes from the instance, and a zip bomb, an item
// of hundreds of megabytes or a million entries must cost a warning, not the run's memory or time.
/** Longest item of project.xml held for its digest, in bytes. */
const MAX_ITEM_BYTES = 64 * 1024 * 1024

/** The bounds of a comparison (smaller in tests). */
export interface ContentLimits {
  maxEntries: number
  /** Bytes inflated, at most this many times the zip (deflate reaches about 1000) ... */
  maxInflateRatio: number
  /** ... or this much, whichever is more. */
  minInflateBytes: number
  deadlineMs: number
}

export const CONTENT_LIMITS: ContentLimits = {
  maxEntries: 100_000,
  maxInflateRatio: 200,
  minInflateBytes: 256 * 1024 * 1024,
  deadlineMs: 120_000
}

/** Reads the items and files of the package zip at `zipPath` (`what` names it in messages). */
export async function readProjectContent(
  zipPath: string,
  what: string,
  limits: ContentLimits = CONTENT_LIMITS
): Promise<ProjectContent> {
  const items = new DigestTable()
  const files = new Map<string, string>()
  const maxInflated = Math.max(
    limits.minInflateBytes,
    limits.maxInflateRatio * (await stat(zipPath)).size
  )
  const deadline = Date.now() + limits.deadlineMs
  let inflated = 0
  let entries = 0
  const bound = (bytes: number): void => {
    inflated += bytes
    if (inflated > maxInflated) {
      throw new Error(
        `${what} unpacks to more than ${Math.round(maxInflated / 1024 ** 2)} MiB, far more than its zip: not compared`
      )
    }
    if (Date.now() >= deadline) {
      throw new Error(`${what} took more than ${limits.deadlineMs / 1000} s to read: not compared`)
    }
  }
  await withZip(zipPath, async zip => {
    for await (const entry of zip.files()) {
      if (++entries > limits.maxEntries) {
        throw new Error(`${what} holds more than ${limits.maxEntries} files: not compared`)
      }
      bound(entry.size)
      const stream = await zip.open(entry)
      if (entry.name.toLowerCase() === 'project.xml') {
        await readItems(stream, what, items, () => bound(0))
      } else {
        const hash = createHash('sha256')
        for await (const chunk of stream) {
          bound(0)
          hash.update(chunk as Buffer)
        }
        files.set(entry.name, hash.digest('hex'))
      }
    }
  })
  return { items, files }
}

/**
 * Each top-level item of project.xml: its bytes as the splitter hands them (white space between
 * tags aside, as stored), read once for its key and canonical digest.
 */
async function readItems(
  stream: AsyncIterable<unknown>,
  what: string,
  items: DigestTable,
  checkTime: () => void
): Promise<void> {
  let index = 0
  // The item's bytes gathered in one buffer, reused from item to item (read, then dropped).
  let item = Buffer.allocUnsafe(64 * 1024)
  let length = 0
  const splitter = new ItemSplitter(
    {
      root: () => undefined,
      itemStart: () => {
        index++
        length = 0
      },
      itemBytes: (bytes, start, end) => {
        const needed = length + end - start
        if (needed > MAX_ITEM_BYTES) {
          throw new Error(
            `item ${index} of the project.xml of ${what} is longer than ${MAX_ITEM_BYTES / 1024 ** 2} MiB: not compared`
          )
        }
        if (needed > item.length) {
          const grown = Buffer.allocUnsafe(Math.max(needed, item.length * 2))
          item.copy(grown, 0, 0, length)
          item = grown
        }
        length += bytes.copy(item, length, start, end)
      },
      itemEnd: () => {
        // toFixed, not a template: V8 keeps each number it turns into a string the usual way in
        // a cache that outlives young collections, and 100,000 of them made it grow its young
        // generation to 32 MiB (measured). toFixed(0) writes the same digits, uncached.
        const name = `item ${index.toFixed(0)}`
        const { scanned, digest } = readCanonicalItem(
          item.subarray(0, length),
          `${what} project.xml ${name}`
        )
        items.set(itemKey(scanned.root, name), digest)
      }
    },
    `The project.xml of ${what}`
  )
  try {
    for await (const chunk of stream) {
      splitter.feed(chunk as Buffer)
      checkTime()
    }
    splitter.end()
  } catch (error) {
    // The splitter's refusals name the document already; the item scanner's name the item.
    if (!(error instanceof XmlFileError)) throw error
    throw new Error(`The project.xml of ${what} is not well-formed XML: ${error.message}`, {
      cause: error
    })
  }
}
