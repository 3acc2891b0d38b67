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
import { withZip, type ZipEntry } from '../zip/read-zip.js'
import { digestEntries, type EntrySink } from './package-digest.js'
import { messageOf } from '../shared/message-of.js'

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
  const reader = new ContentReader(what, limits, (await stat(zipPath)).size)
  await withZip(zipPath, async zip => {
    for await (const entry of zip.files()) {
      const sink = reader.entry(entry)
      for await (const chunk of await zip.open(entry)) sink.chunk(chunk as Buffer)
      sink.end()
    }
  })
  return reader.content()
}

/** A package the run built or was given: what it holds, and its digest for the ledger. */
export interface PackageContent {
  /** What it holds, or why that could not be read (the digest does not depend on it). */
  content: ProjectContent | Error
  /** The package digest (src/changes/package-digest.ts) at the Import's `level`. */
  digest(level: number): string
}

/**
 * The package's content and its digest in one pass over its entries, in the digest's order (by
 * name): a package of 1 GB is inflated once, not once per question. A content that cannot be
 * read (XML that is not well-formed, past a bound) leaves the digest as it would be alone.
 */
export async function readPackageContent(
  zipPath: string,
  what: string,
  limits: ContentLimits = CONTENT_LIMITS
): Promise<PackageContent> {
  const reader = new ContentReader(what, limits, (await stat(zipPath)).size)
  // The content's first refusal ends the content; the digest reads on.
  let failed: string | undefined
  const attempt = <T>(step: () => T): T | undefined => {
    if (failed !== undefined) return undefined
    try {
      return step()
    } catch (error) {
      failed = messageOf(error)
      return undefined
    }
  }
  const digest = await digestEntries(zipPath, entry => {
    const sink = attempt(() => reader.entry(entry))
    return (
      sink && {
        chunk: bytes => attempt(() => sink.chunk(bytes)),
        end: () => attempt(() => sink.end())
      }
    )
  })
  return { content: failed === undefined ? reader.content() : new Error(failed), digest }
}

/**
 * The items and files of one zip, entry by entry, within the bounds: entries in any order (the
 * files come out in the order of the zip's own listing).
 */
class ContentReader {
  private readonly items = new DigestTable()
  /** [place in the zip, path, SHA-256] of each file. */
  private readonly files: Array<[number, string, string]> = []
  private readonly maxInflated: number
  private readonly deadline: number
  private inflated = 0
  private entries = 0

  constructor(
    private readonly what: string,
    private readonly limits: ContentLimits,
    zipBytes: number
  ) {
    this.maxInflated = Math.max(limits.minInflateBytes, limits.maxInflateRatio * zipBytes)
    this.deadline = Date.now() + limits.deadlineMs
  }

  entry(entry: ZipEntry): EntrySink {
    const { what, limits } = this
    if (++this.entries > limits.maxEntries) {
      throw new Error(`${what} holds more than ${limits.maxEntries} files: not compared`)
    }
    this.bound(entry.size)
    if (entry.name.toLowerCase() === 'project.xml') return this.itemsOf()
    const hash = createHash('sha256')
    return {
      chunk: bytes => {
        this.bound(0)
        hash.update(bytes)
      },
      end: () => void this.files.push([entry.index, entry.name, hash.digest('hex')])
    }
  }

  content(): ProjectContent {
    const files = new Map<string, string>()
    for (const [, path, digest] of this.files.sort((a, b) => a[0] - b[0])) files.set(path, digest)
    return { items: this.items, files }
  }

  private bound(bytes: number): void {
    const { what, limits } = this
    this.inflated += bytes
    if (this.inflated > this.maxInflated) {
      throw new Error(
        `${what} unpacks to more than ${Math.round(this.maxInflated / 1024 ** 2)} MiB, far more than its zip: not compared`
      )
    }
    if (Date.now() >= this.deadline) {
      throw new Error(`${what} took more than ${limits.deadlineMs / 1000} s to read: not compared`)
    }
  }

  /**
   * Each top-level item of project.xml: its bytes as the splitter hands them (white space
   * between tags aside, as stored), read once for its key and canonical digest.
   */
  private itemsOf(): EntrySink {
    const { what, items } = this
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
          // toFixed, not a template: V8 keeps each number it turns into a string the usual way
          // in a cache that outlives young collections, and 100,000 of them made it grow its
          // young generation to 32 MiB (measured). toFixed(0) writes the same digits, uncached.
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
    // The splitter's refusals name the document already; the item scanner's name the item.
    const notWellFormed = (error: unknown): never => {
      if (!(error instanceof XmlFileError)) throw error
      throw new Error(`The project.xml of ${what} is not well-formed XML: ${error.message}`, {
        cause: error
      })
    }
    return {
      chunk: bytes => {
        try {
          splitter.feed(bytes)
        } catch (error) {
          notWellFormed(error)
        }
        this.bound(0)
      },
      end: () => {
        try {
          splitter.end()
        } catch (error) {
          notWellFormed(error)
        }
      }
    }
  }
}
