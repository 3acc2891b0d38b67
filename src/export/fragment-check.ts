// Checks an item of project.xml held in memory the way the packager's fast reader checks a
// fragment (xml-fast.ts), without making a string of its CDATA. C# code in CDATA is most of a
// code-heavy project.xml, and a string of each item's whole text was most of what the export
// allocated: V8 grows its young generation with what survives its collections over the run, so
// the less a long export allocates, the less it grows. CDATA content is checked on the bytes
// (valid UTF-8, no character XML forbids: all the reader asks of it; it cannot hold `]]>`, which
// ends it) and left out of the text the reader reads; all the rest is read as before.
import { isUtf8 } from 'node:buffer'
import type { RootElement } from '../package/item-key.js'
import { scanPlainBytes } from '../package/xml-scan.js'

const CDATA_OPEN = Buffer.from('<![CDATA[')
const CDATA_CLOSE = Buffer.from(']]>')
const COMMENT_OPEN = Buffer.from('<!--')
const COMMENT_CLOSE = Buffer.from('-->')
const PI_OPEN = Buffer.from('<?')
const PI_CLOSE = Buffer.from('?>')
const LT = 0x3c

/** The item without its CDATA content, reused from item to item. */
let skeleton = Buffer.allocUnsafe(64 * 1024)

/**
 * The root element of `item` (a whole fragment: byte-order mark, then the item), or undefined
 * when the fast reader is not sure it is well-formed: then read the written file with
 * scanXmlFile, which gives the exact error (or accepts what only saxes can read).
 */
export function checkItem(item: Buffer, displayName: string): RootElement | undefined {
  if (!isUtf8(item)) return undefined
  const length = withoutCdata(item)
  if (length < 0) return undefined
  return scanPlainBytes(skeleton.subarray(0, length), displayName)?.root
}

/**
 * Copies `item` into `skeleton` with the content of each CDATA section left out (`<![CDATA[]]>`
 * stays, so the reader still sees a CDATA section where it stood). Comments and processing
 * instructions are skipped as the reader skips them (to their first `-->`, `?>`), so that text
 * in them is never taken for a CDATA section. -1: a CDATA section holds a character XML forbids.
 */
function withoutCdata(item: Buffer): number {
  if (skeleton.length < item.length) skeleton = Buffer.allocUnsafe(item.length)
  let length = 0
  let from = 0
  let at = 0
  for (;;) {
    const lt = item.indexOf(LT, at)
    if (lt < 0) break
    if (startsWith(item, lt, CDATA_OPEN)) {
      const content = lt + CDATA_OPEN.length
      const close = item.indexOf(CDATA_CLOSE, content)
      if (close < 0) break // left to the reader, which refuses it
      if (!allowedCharacters(item, content, close)) return -1
      length += item.copy(skeleton, length, from, content)
      from = close
      at = close + CDATA_CLOSE.length
    } else if (startsWith(item, lt, COMMENT_OPEN)) {
      at = after(item, COMMENT_CLOSE, lt + COMMENT_OPEN.length)
    } else if (startsWith(item, lt, PI_OPEN)) {
      at = after(item, PI_CLOSE, lt + PI_OPEN.length)
    } else {
      at = lt + 1
    }
  }
  length += item.copy(skeleton, length, from, item.length)
  return length
}

function startsWith(bytes: Buffer, at: number, prefix: Buffer): boolean {
  const end = at + prefix.length
  return end <= bytes.length && bytes.compare(prefix, 0, prefix.length, at, end) === 0
}

/** Just after the next `close` from `from` (the end when there is none). */
function after(bytes: Buffer, close: Buffer, from: number): number {
  const end = bytes.indexOf(close, from)
  return end < 0 ? bytes.length : end + close.length
}

/**
 * True when bytes `start` to `end` (valid UTF-8) hold no character XML 1.0 forbids: control
 * characters other than tab, LF and CR (bytes below 0x20 are those characters only, in UTF-8),
 * U+FFFE and U+FFFF (EF BF BE, EF BF BF).
 */
function allowedCharacters(bytes: Buffer, start: number, end: number): boolean {
  for (let i = start; i < end; i++) {
    const byte = bytes[i]
    if (byte < 0x20) {
      if (byte !== 0x09 && byte !== 0x0a && byte !== 0x0d) return false
    } else if (byte === 0xef && bytes[i + 1] === 0xbf && (bytes[i + 2] & 0xfe) === 0xbe) {
      return false
    }
  }
  return true
}
