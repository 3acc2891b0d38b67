// A fast reader of small, plain XML documents (the fragments the Source Control screen saves),
// several times quicker than saxes, which reads one character at a time. It accepts only what it
// is sure is well-formed and answers `undefined` for anything else (a DOCTYPE, an odd name, an
// entity it does not know, a malformed spot...), so that the caller reads that document with saxes
// instead, which gives the exact error with its line and column. On what it accepts, it reports
// the same nodes as saxes does.
import { XML_FORBIDDEN } from './xml-text.js'

export type XmlToken =
  | { kind: 'open'; name: string; attributes: Record<string, string>; selfClosing: boolean }
  | { kind: 'close' }
  | { kind: 'text'; text: string }
  | { kind: 'cdata'; text: string }
  | { kind: 'comment'; text: string }
  | { kind: 'pi'; target: string; body: string }

/** The XML declaration, if any: its encoding (undefined when it names none). */
export interface FastXml {
  encoding?: string
  tokens: XmlToken[]
}

const DECLARATION =
  /^<\?xml[ \t\r\n]+version[ \t\r\n]*=[ \t\r\n]*(["'])1\.[0-9]+\1(?:[ \t\r\n]+encoding[ \t\r\n]*=[ \t\r\n]*(["'])([A-Za-z][A-Za-z0-9._-]*)\2)?(?:[ \t\r\n]+standalone[ \t\r\n]*=[ \t\r\n]*(["'])(?:yes|no)\4)?[ \t\r\n]*\?>/
const NAME = '[A-Za-z_][A-Za-z0-9._:-]*'
const START_TAG = new RegExp(`<(${NAME})`, 'y')
const ATTRIBUTE = new RegExp(
  `[ \\t\\r\\n]+(${NAME})[ \\t\\r\\n]*=[ \\t\\r\\n]*(?:"([^"<]*)"|'([^'<]*)')`,
  'y'
)
const TAG_END = /[ \t\r\n]*(\/?)>/y
const END_TAG = new RegExp(`</(${NAME})[ \\t\\r\\n]*>`, 'y')
// A processing instruction's inside (between `<?` and the first `?>`): read after that end is
// found, so the blanks after the target are read once (a lazy body after them, ending at `?>`,
// was quadratic in a long run of blanks with no `?>`).
const PI_INSIDE = new RegExp(`^(${NAME})(?:[ \\t\\r\\n]+([^]*))?$`)
const WHITE_SPACE = /^[ \t\r\n]*$/
const REFERENCE = /&(?:(lt|gt|amp|quot|apos)|#([0-9]{1,7})|#x([0-9a-fA-F]{1,6}));/gy
const NAMED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" }

/** Not sure: leave it to saxes. */
class NotPlain extends Error {}

/**
 * Reads `text` (decoded, without byte-order mark). Returns its nodes, or undefined when it is not
 * plainly well-formed (read it with saxes then). Line breaks in text, CDATA, comments and
 * processing instructions are left as they are (CRLF, LF or CR: the item writer makes them all
 * CRLF); in attribute values they read as spaces, as XML wants.
 */
export function readPlainXml(text: string): FastXml | undefined {
  try {
    return read(text)
  } catch (error) {
    if (error instanceof NotPlain) return undefined
    throw error
  }
}

function read(text: string): FastXml {
  if (XML_FORBIDDEN.test(text)) throw new NotPlain()
  const tokens: XmlToken[] = []
  let at = 0
  let encoding: string | undefined
  if (text.startsWith('<?xml')) {
    const declaration = DECLARATION.exec(text)
    if (!declaration) throw new NotPlain()
    encoding = declaration[3]
    at = declaration[0].length
  }
  const open: string[] = []
  let rootSeen = false
  while (at < text.length) {
    const lt = text.indexOf('<', at)
    const end = lt < 0 ? text.length : lt
    if (end > at) {
      const segment = text.slice(at, end)
      if (open.length === 0) {
        if (!WHITE_SPACE.test(segment)) throw new NotPlain()
      } else {
        tokens.push({ kind: 'text', text: decode(segment) })
      }
      at = end
      if (lt < 0) break
    }
    const next = text.charCodeAt(at + 1)
    if (next === 0x2f /* / */) {
      END_TAG.lastIndex = at
      const match = END_TAG.exec(text)
      if (!match || open.pop() !== match[1]) throw new NotPlain()
      tokens.push({ kind: 'close' })
      at = END_TAG.lastIndex
    } else if (next === 0x21 /* ! */) {
      if (text.startsWith('<![CDATA[', at)) {
        if (open.length === 0) throw new NotPlain()
        const close = text.indexOf(']]>', at + 9)
        if (close < 0) throw new NotPlain()
        tokens.push({ kind: 'cdata', text: text.slice(at + 9, close) })
        at = close + 3
      } else if (text.startsWith('<!--', at)) {
        const close = text.indexOf('--', at + 4)
        if (close < 0 || text.charCodeAt(close + 2) !== 0x3e /* > */) throw new NotPlain()
        tokens.push({ kind: 'comment', text: text.slice(at + 4, close) })
        at = close + 3
      } else {
        throw new NotPlain() // DOCTYPE and the like
      }
    } else if (next === 0x3f /* ? */) {
      const close = text.indexOf('?>', at + 2)
      const match = close < 0 ? null : PI_INSIDE.exec(text.slice(at + 2, close))
      if (!match || match[1].toLowerCase() === 'xml') throw new NotPlain()
      tokens.push({ kind: 'pi', target: match[1], body: match[2] ?? '' })
      at = close + 2
    } else {
      if (open.length === 0 && rootSeen) throw new NotPlain()
      START_TAG.lastIndex = at
      const start = START_TAG.exec(text)
      if (!start) throw new NotPlain()
      const attributes: Record<string, string> = {}
      let position = START_TAG.lastIndex
      for (;;) {
        ATTRIBUTE.lastIndex = position
        const attribute = ATTRIBUTE.exec(text)
        if (!attribute) break
        const name = attribute[1]
        if (Object.hasOwn(attributes, name)) throw new NotPlain()
        attributes[name] = decode(normalize(attribute[2] ?? attribute[3]))
        position = ATTRIBUTE.lastIndex
      }
      TAG_END.lastIndex = position
      const tagEnd = TAG_END.exec(text)
      if (!tagEnd) throw new NotPlain()
      const selfClosing = tagEnd[1] === '/'
      tokens.push({ kind: 'open', name: start[1], attributes, selfClosing })
      rootSeen = true
      if (selfClosing) tokens.push({ kind: 'close' })
      else open.push(start[1])
      at = TAG_END.lastIndex
    }
  }
  if (!rootSeen || open.length > 0) throw new NotPlain()
  return { encoding, tokens }
}

/** Text with its references replaced; `&` or `]]>` out of place is not plain. */
function decode(raw: string): string {
  if (raw.includes(']]>')) throw new NotPlain()
  const amp = raw.indexOf('&')
  if (amp < 0) return raw
  let out = raw.slice(0, amp)
  let at = amp
  while (at < raw.length) {
    REFERENCE.lastIndex = at
    const match = REFERENCE.exec(raw)
    if (!match) throw new NotPlain()
    if (match[1] !== undefined) {
      out += NAMED[match[1]]
    } else {
      const code = match[2] !== undefined ? Number(match[2]) : parseInt(match[3], 16)
      const allowed =
        code === 0x9 ||
        code === 0xa ||
        code === 0xd ||
        (code >= 0x20 && code <= 0xd7ff) ||
        (code >= 0xe000 && code <= 0xfffd) ||
        (code >= 0x10000 && code <= 0x10ffff)
      if (!allowed) throw new NotPlain()
      out += String.fromCodePoint(code)
    }
    at = REFERENCE.lastIndex
    const nextAmp = raw.indexOf('&', at)
    const stop = nextAmp < 0 ? raw.length : nextAmp
    out += raw.slice(at, stop)
    at = stop
  }
  return out
}

/**
 * Attribute-value normalisation as the engine reads: literal line breaks (CRLF as one) read as
 * spaces, literal tabs kept (its writer writes a tab as it is; see AttributeTabs in xml-scan.ts).
 */
function normalize(value: string): string {
  if (value.indexOf('\n') < 0 && value.indexOf('\r') < 0) return value
  return value.replace(/\r\n?|\n/g, ' ')
}
