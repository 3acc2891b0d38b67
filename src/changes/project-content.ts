// Reads what a package holds, for comparing two versions of a project: the top-level items of
// its project.xml (key and canonical digest) and its other files (path and SHA-256). Works the
// same on the package a run builds and on the zip getProject gave back (untrusted: parsed, never
// evaluated; entries streamed one at a time).
import { createHash } from 'node:crypto'
import { stat } from 'node:fs/promises'
import { SaxesParser } from 'saxes'
import yauzl from 'yauzl'
import { itemKey } from '../project/item-key.js'
import { escapeAttribute } from '../project/xml-text.js'
import { readCanonicalItem } from './canonical-item.js'
import type { ProjectContent } from './compare.js'

// Bounds of one comparison: the stored project comes from the instance, and a zip bomb, an item
// of hundreds of megabytes or a million entries must cost a warning, not the run's memory or time.
/** Longest item of project.xml held for its digest, in characters. */
export const MAX_ITEM_CHARS = 64 * 1024 * 1024
const MAX_ENTRIES = 100_000
/** Bytes inflated, at most this many times the zip (deflate reaches about 1000) ... */
const MAX_INFLATE_RATIO = 200
/** ... or this much, whichever is more. */
const MIN_INFLATE_BYTES = 256 * 1024 * 1024
const DEADLINE_MS = 120_000

/** Reads the items and files of the package zip at `zipPath` (`what` names it in messages). */
export async function readProjectContent(zipPath: string, what: string): Promise<ProjectContent> {
  const zip = await yauzl.openPromise(zipPath, { lazyEntries: true, autoClose: false })
  const items = new Map<string, string>()
  const files = new Map<string, string>()
  const maxInflated = Math.max(MIN_INFLATE_BYTES, MAX_INFLATE_RATIO * (await stat(zipPath)).size)
  const deadline = Date.now() + DEADLINE_MS
  let inflated = 0
  let entries = 0
  const bound = (bytes: number): void => {
    inflated += bytes
    if (inflated > maxInflated) {
      throw new Error(
        `${what} unpacks to more than ${Math.round(maxInflated / 1024 ** 2)} MiB, far more than its zip: not compared`
      )
    }
    if (Date.now() > deadline) {
      throw new Error(`${what} took more than ${DEADLINE_MS / 1000} s to read: not compared`)
    }
  }
  try {
    for await (const entry of zip.eachEntry()) {
      if (entry.fileName.endsWith('/')) continue
      if (++entries > MAX_ENTRIES) {
        throw new Error(`${what} holds more than ${MAX_ENTRIES} files: not compared`)
      }
      bound(entry.uncompressedSize)
      // Real packages name entries with `\` (the AppRelativePath as written), ours with `/`.
      const name = entry.fileName.replaceAll('\\', '/')
      const stream = await zip.openReadStreamPromise(entry)
      if (name.toLowerCase() === 'project.xml') {
        await readItems(stream, what, items, () => bound(0))
      } else {
        const hash = createHash('sha256')
        for await (const chunk of stream) {
          bound(0)
          hash.update(chunk as Buffer)
        }
        files.set(name, hash.digest('hex'))
      }
    }
  } finally {
    zip.close()
  }
  return { items, files }
}

/** Each top-level item of project.xml, written out again as a small document of its own. */
async function readItems(
  stream: AsyncIterable<unknown>,
  what: string,
  items: Map<string, string>,
  checkTime: () => void
): Promise<void> {
  const parser = new SaxesParser({ fileName: `${what} project.xml` })
  let failure: Error | undefined
  let depth = 0
  let item = ''
  let index = 0
  let sinceItem = 0
  parser.on('error', error => {
    failure ??= error
  })
  parser.on('opentag', tag => {
    depth++
    if (depth < 2) return
    item += `<${tag.name}`
    for (const [name, value] of Object.entries(tag.attributes as Record<string, string>)) {
      item += ` ${name}="${canonicalAttribute(value)}"`
    }
    item += '>'
  })
  parser.on('closetag', tag => {
    if (depth >= 2) item += `</${tag.name}>`
    depth--
    if (depth === 1 && item !== '') {
      index++
      const { scanned, digest } = readCanonicalItem(item, `${what} project.xml item ${index}`)
      items.set(itemKey(scanned.root, `item ${index}`), digest)
      item = ''
      sinceItem = 0
    }
  })
  parser.on('text', text => {
    if (depth >= 2) item += escapeText(text)
  })
  parser.on('cdata', text => {
    if (depth >= 2) item += `<![CDATA[${text}]]>`
  })
  const decoder = new TextDecoder('utf-8')
  for await (const chunk of stream) {
    const piece = decoder.decode(chunk as Buffer, { stream: true })
    // Characters since the last item ended (the parser holds a text node whole until it ends).
    sinceItem += piece.length
    parser.write(piece)
    if (failure) break
    if (sinceItem > MAX_ITEM_CHARS) {
      throw new Error(
        `item ${index + 1} of the project.xml of ${what} is longer than ${MAX_ITEM_CHARS / 1024 ** 2} Mi characters: not compared`
      )
    }
    checkTime()
  }
  if (!failure) parser.write(decoder.decode()).close()
  if (failure)
    throw new Error(`The project.xml of ${what} is not well-formed XML: ${failure.message}`)
}

function escapeText(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')
}

/**
 * The engine's escaping, and tabs as references: this text is parsed again for its digest, and
 * a literal tab in an attribute would be read back as a space.
 */
function canonicalAttribute(text: string): string {
  return escapeAttribute(text).replaceAll('\t', '&#9;')
}
