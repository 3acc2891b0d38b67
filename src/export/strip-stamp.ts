// The export takes the deploy's stamp (project/stamp.ts) off the description it writes into
// Git, so that a deploy with `stamp: true` followed by an export leaves the repository as it
// was. A package folder's project.xml is written as stored: only the root element's
// description attribute is rewritten, and only when it ends with a stamp.
import { createReadStream, createWriteStream } from 'node:fs'
import { open, rename } from 'node:fs/promises'
import { pipeline } from 'node:stream/promises'
import { withoutStamp } from '../project/stamp.js'

/** The root start tag is found within this many bytes (after the XML declaration and comments). */
const HEAD_BYTES = 64 * 1024

/** Takes a stamp off the root's description in `file` (a project.xml); true when it did. */
export async function stripStampFromProjectXml(file: string): Promise<boolean> {
  const head = Buffer.alloc(HEAD_BYTES)
  const handle = await open(file, 'r')
  let length: number
  try {
    length = (await handle.read(head, 0, HEAD_BYTES, 0)).bytesRead
  } finally {
    await handle.close()
  }
  const tag = rootTag(head.subarray(0, length))
  if (!tag) return false
  const text = head.toString('utf8', tag.start, tag.end)
  const stripped = text.replace(
    /(\sdescription\s*=\s*)(["'])(.*?)\2/s,
    (_all, name: string, quote: string, value: string) =>
      `${name}${quote}${withoutStamp(value)}${quote}`
  )
  if (stripped === text) return false
  // The new start tag, then the rest of the file as it is, streamed (project.xml can be large).
  const next = `${file}.stamp.tmp`
  const out = createWriteStream(next)
  out.write(head.subarray(0, tag.start))
  out.write(Buffer.from(stripped, 'utf8'))
  await pipeline(createReadStream(file, { start: tag.end }), out)
  await rename(next, file)
  return true
}

/** Where the root element's start tag is: the first `<` that opens an element, to its `>`. */
function rootTag(bytes: Buffer): { start: number; end: number } | undefined {
  let at = 0
  while (at < bytes.length) {
    const open = bytes.indexOf(0x3c, at) // <
    if (open < 0 || open + 1 >= bytes.length) return undefined
    const next = bytes[open + 1]
    // `<?xml ...?>`, `<!-- -->`, `<!DOCTYPE>`: skipped to their `>`.
    if (next === 0x3f || next === 0x21) {
      const close =
        next === 0x21 && bytes.subarray(open, open + 4).toString() === '<!--'
          ? bytes.indexOf('-->', open)
          : bytes.indexOf(0x3e, open)
      if (close < 0) return undefined
      at = close + 1
      continue
    }
    // The start tag ends at the first `>` outside a quoted value.
    let quote = 0
    for (let i = open + 1; i < bytes.length; i++) {
      const byte = bytes[i]
      if (quote) {
        if (byte === quote) quote = 0
      } else if (byte === 0x22 || byte === 0x27) quote = byte
      else if (byte === 0x3e) return { start: open, end: i + 1 }
    }
    return undefined
  }
  return undefined
}
