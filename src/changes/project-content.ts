// Reads what a package holds, for comparing two versions of a project: the top-level items of
// its project.xml (key and canonical digest) and its other files (path and SHA-256). Works the
// same on the package a run builds and on the zip getProject gave back (untrusted: parsed, never
// evaluated; entries streamed one at a time).
import { createHash } from 'node:crypto'
import { SaxesParser } from 'saxes'
import yauzl from 'yauzl'
import { itemKey } from '../package/item-key.js'
import { XmlScanner } from '../package/xml-scan.js'
import { escapeAttribute } from '../package/xml-text.js'
import { canonicalDigest } from './canonical-item.js'
import type { ProjectContent } from './compare.js'

/** Reads the items and files of the package zip at `zipPath` (`what` names it in messages). */
export async function readProjectContent(zipPath: string, what: string): Promise<ProjectContent> {
  const zip = await yauzl.openPromise(zipPath, { lazyEntries: true, autoClose: false })
  const items = new Map<string, string>()
  const files = new Map<string, string>()
  try {
    for await (const entry of zip.eachEntry()) {
      if (entry.fileName.endsWith('/')) continue
      // Real packages name entries with `\` (the AppRelativePath as written), ours with `/`.
      const name = entry.fileName.replaceAll('\\', '/')
      const stream = await zip.openReadStreamPromise(entry)
      if (name.toLowerCase() === 'project.xml') {
        await readItems(stream, what, items)
      } else {
        const hash = createHash('sha256')
        for await (const chunk of stream) hash.update(chunk as Buffer)
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
  items: Map<string, string>
): Promise<void> {
  const parser = new SaxesParser({ fileName: `${what} project.xml` })
  let failure: Error | undefined
  let depth = 0
  let item = ''
  let index = 0
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
      const root = new XmlScanner(`${what} project.xml item ${index}`, false)
      root.feed(Buffer.from(item))
      const scanned = root.finish()
      items.set(itemKey(scanned.root, `item ${index}`), canonicalDigest(item))
      item = ''
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
    parser.write(decoder.decode(chunk as Buffer, { stream: true }))
    if (failure) break
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
