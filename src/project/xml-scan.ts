// Reading XML with saxes, a strict streaming parser: a file goes through one reused buffer in
// chunks, so a fragment or project.xml of any size costs the same memory. The parser checks that
// the XML is well-formed and reports the element data the packager needs; given a node sink (the
// item writer), it also hands it every node of the root element, to be written into project.xml.
import { isAscii, isUtf8 } from 'node:buffer'
import { closeSync, fstatSync, openSync, readSync } from 'node:fs'
import { SaxesParser } from 'saxes'
import { isDataSetItem, type RootElement } from './item-key.js'
import { readPlainXml, type XmlToken } from './xml-fast.js'
import { ownedAttributes, ownedText } from './owned-text.js'
import { startsWithBom } from './xml-text.js'

/** A problem in an XML file: the message names the file, line and column. */
export class XmlFileError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'XmlFileError'
  }
}

/** Called for each child element of the root (its name and attributes). */
export type ChildHandler = (name: string, attributes: Readonly<Record<string, string>>) => void

/** Receives the nodes of the root element, in document order (see item-writer.ts). */
export interface XmlNodeSink {
  /** `line`: where the start tag ends (1-based), when saxes reads the file (not the fast reader). */
  open(
    name: string,
    attributes: Readonly<Record<string, string>>,
    selfClosing: boolean,
    line?: number
  ): void
  close(): void
  text(text: string): void
  /** `line`: where the CDATA section ends, as for open. */
  cdata(text: string, line?: number): void
  comment(text: string): void
  processingInstruction(target: string, body: string): void
}

/** What a full scan of one fragment gives. */
export interface ScannedXml {
  root: RootElement
  /** A comment or processing instruction outside the root element, if any (the engine's build
   * reads every top-level node as an item and fails on those). */
  outsideRoot?: 'a comment' | 'a processing instruction'
  /** Bytes of the file as read. */
  size: number
  /** Byte offset just after the root's start tag (`<Customization ...>`); -1 when self-closing. */
  rootTagEnd: number
}

const READ_BYTES = 64 * 1024
let sharedBuffer: Buffer | undefined
let sharedBufferBusy = false

function isSpace(byte: number): boolean {
  return byte === 0x20 || byte === 0x09 || byte === 0x0d || byte === 0x0a
}

interface ScanOptions {
  rootOnly?: boolean
  onChild?: ChildHandler
  /** Gets every node of the root element (the root included). */
  sink?: XmlNodeSink
  /** A whole document read at once (a fragment): a small plain one goes through the fast reader. */
  whole?: boolean
  /** The file's size when known (spares a stat). */
  size?: number
}

/** Fragments up to this size are read whole by the fast reader (larger ones stream via saxes). */
const FAST_READ_BYTES = 4 * 1024 * 1024

let wholeBuffer = Buffer.allocUnsafe(64 * 1024)

/** The bytes of a small file (a view of a reused buffer), or undefined: large, or unreadable. */
function readWhole(filePath: string, knownSize: number | undefined): Buffer | undefined {
  let fd: number
  try {
    fd = openSync(filePath, 'r')
  } catch {
    return undefined // saxes' way reports it
  }
  try {
    const size = knownSize ?? fstatSync(fd).size
    if (size > FAST_READ_BYTES) return undefined
    // One byte more than listed: a regular file reads whole in one call, and a file that grew
    // since it was listed fills the buffer (left to saxes' way, which reads it all).
    if (wholeBuffer.length < size + 1) wholeBuffer = Buffer.allocUnsafe(size + 1)
    let length = 0
    for (;;) {
      const read = readSync(fd, wholeBuffer, length, size + 1 - length, null)
      length += read
      if (read === 0 || length >= size) break
    }
    if (length > size) return undefined
    return wholeBuffer.subarray(0, length)
  } catch {
    return undefined
  } finally {
    closeSync(fd)
  }
}

/** The fast reader's way: undefined when the file is large or not plainly well-formed. */
function scanPlain(
  filePath: string,
  displayName: string,
  options: ScanOptions
): ScannedXml | undefined {
  // Read whole into one reused buffer: no buffer per fragment for the collector to free.
  const bytes = readWhole(filePath, options.size)
  if (bytes === undefined) return undefined
  return scanPlainBytes(bytes, displayName, options)
}

/**
 * The fast reader's way over a document already in memory (`bytes`, the byte-order mark
 * included if any): its root element, or undefined when it is not plainly well-formed (read the
 * file with scanXmlFile then, which names the problem).
 */
export function scanPlainBytes(
  bytes: Buffer,
  displayName: string,
  options: Pick<ScanOptions, 'onChild' | 'sink'> = {}
): ScannedXml | undefined {
  // Without the byte-order mark an ASCII file decodes to a one-byte string (half the memory,
  // quicker to search); invalid UTF-8 is left to saxes' way, which names it.
  const start = startsWithBom(bytes) ? 3 : 0
  const body = bytes.subarray(start)
  let text: string
  if (isAscii(body)) text = body.toString('latin1')
  else if (isUtf8(body)) text = body.toString('utf8')
  else return undefined
  if (text.startsWith('\ufeff')) return undefined
  const plain = readPlainXml(text)
  if (plain === undefined) return undefined
  const encoding = plain.encoding?.toLowerCase()
  if (encoding !== undefined && encoding !== 'utf-8' && encoding !== 'utf8') return undefined
  const scanner = new XmlScanner(displayName, false, options.onChild, options.sink)
  return scanner.replay(plain.tokens, bytes.length)
}

/**
 * Parses the whole XML file at `filePath` (`displayName` in messages, e.g.
 * `_project/Code_MyGraph.xml`) and returns its root element and content range. With
 * `rootOnly`, stops at the root's start tag (for reading project.xml's attributes cheaply).
 */
export function scanXmlFile(
  filePath: string,
  displayName: string,
  options: ScanOptions = {}
): ScannedXml {
  if (options.whole && !options.rootOnly) {
    const plain = scanPlain(filePath, displayName, options)
    if (plain) return plain
  }
  // A scan may start while another one is under way (a sink writing a nested item): the shared
  // buffer then belongs to the outer one.
  const buffer =
    sharedBuffer === undefined || sharedBufferBusy ? Buffer.allocUnsafe(READ_BYTES) : sharedBuffer
  const ownsShared = sharedBuffer === undefined || !sharedBufferBusy
  if (ownsShared) {
    sharedBuffer = buffer
    sharedBufferBusy = true
  }
  const scanner = new XmlScanner(
    displayName,
    options.rootOnly ?? false,
    options.onChild,
    options.sink
  )
  let fd: number
  try {
    fd = openSync(filePath, 'r')
  } catch (error) {
    throw new XmlFileError(`${displayName} cannot be read: ${(error as Error).message}`, {
      cause: error
    })
  }
  try {
    for (;;) {
      const bytesRead = readSync(fd, buffer, 0, buffer.length, null)
      if (bytesRead === 0) break
      if (scanner.feed(buffer.subarray(0, bytesRead))) break
    }
  } finally {
    closeSync(fd)
    if (ownsShared) sharedBufferBusy = false
  }
  return scanner.finish()
}

/**
 * What stands for a literal tab inside an attribute value while saxes reads it: saxes reads such
 * a tab as a space (XML's attribute-value normalisation), but the engine keeps it (its reader
 * does not normalise, and its writer writes a tab as it is), so a package that holds one must
 * be built with it. A noncharacter of Unicode: no text of a project holds it.
 */
const TAB_STAND_IN = '\ufdd0'

/**
 * Finds the literal tabs inside attribute values of start tags, chunk by chunk, and replaces
 * each with TAB_STAND_IN (one UTF-16 unit for one: the parser's positions do not move). Comments,
 * CDATA, processing instructions and declarations are skipped whole.
 */
export class AttributeTabs {
  private state: 'text' | 'markup' | 'tag' | 'quoted' | 'skip' = 'text'
  private quote = ''
  /** The end of what is skipped (`-->`, `]]>`, `?>`, `>`). */
  private until = ''
  /** The end of the last chunk, read again with the next one (a `<!-` or `]]` split in two). */
  private carry = ''

  mark(text: string): string {
    const chunk = this.carry + text
    const given = this.carry.length
    this.carry = ''
    let out = ''
    let from = 0
    let at = 0
    while (at < chunk.length) {
      if (this.state === 'text') {
        const lt = chunk.indexOf('<', at)
        at = lt < 0 ? chunk.length : lt + 1
        if (lt >= 0) this.state = 'markup'
      } else if (this.state === 'markup') {
        const rest = chunk.slice(at, at + 8)
        if (rest[0] === '?') this.skipTo('?>')
        else if (rest[0] === '/') this.skipTo('>')
        else if (rest[0] !== '!') this.state = 'tag'
        else if (rest.startsWith('!--')) {
          this.skipTo('-->')
          at += 3
        } else if (rest.startsWith('![CDATA[')) {
          this.skipTo(']]>')
          at += 8
        } else if ('!--'.startsWith(rest) || '![CDATA['.startsWith(rest)) {
          // Too few characters to tell: read them again with the next chunk.
          this.carry = chunk.slice(at)
          at = chunk.length
        } else this.skipTo('>')
      } else if (this.state === 'tag') {
        const next = /["'>]/g
        next.lastIndex = at
        const found = next.exec(chunk)
        at = found ? found.index + 1 : chunk.length
        if (found?.[0] === '>') this.state = 'text'
        else if (found) {
          this.quote = found[0]
          this.state = 'quoted'
        }
      } else if (this.state === 'quoted') {
        const end = chunk.indexOf(this.quote, at)
        const stop = end < 0 ? chunk.length : end
        for (let tab = chunk.indexOf('\t', at); tab >= 0 && tab < stop;) {
          out += chunk.slice(from, tab) + TAB_STAND_IN
          from = tab + 1
          tab = chunk.indexOf('\t', from)
        }
        at = end < 0 ? chunk.length : end + 1
        if (end >= 0) this.state = 'tag'
      } else {
        const end = chunk.indexOf(this.until, at)
        at = end < 0 ? chunk.length : end + this.until.length
        if (end >= 0) this.state = 'text'
        // A terminator split over two chunks: its start is read again with the next one.
        else this.carry = chunk.slice(Math.max(0, chunk.length - this.until.length + 1))
      }
    }
    // The characters carried in were given back with the last chunk.
    return (out + chunk.slice(from)).slice(given)
  }

  private skipTo(end: string): void {
    this.until = end
    this.state = 'skip'
  }
}

/** The attributes saxes read, their literal tabs given back. */
function withTabs(attributes: Record<string, string>): Record<string, string> {
  for (const name in attributes) {
    const value = attributes[name]
    if (value.includes(TAB_STAND_IN)) attributes[name] = value.replaceAll(TAB_STAND_IN, '\t')
  }
  return attributes
}

/** Feeds bytes of one XML document to saxes and keeps what the packager needs. */
export class XmlScanner {
  private readonly decoder = new TextDecoder('utf-8', { fatal: true })
  private offset = 0
  /** Where the prolog ends (after the BOM and XML declaration), once known. */
  private prologEnd = -1
  private root: { name: string; attributes: Record<string, string> } | undefined
  private depth = 0
  private rootDone = false
  // Data-set items: the main table and its first row (exact name, else lower-case, as the engine).
  private mainTable: string | undefined
  private exactRow: Record<string, string> | undefined
  private lowerRow: Record<string, string> | undefined
  private waitingRow: { depth: number; exact: boolean } | undefined
  // To turn the parser's position (UTF-16 index in the text fed) into a byte offset.
  private bomBytes = 0
  private bytesFed = 0
  private charsFed = 0
  private text = ''
  private rootTagEnd = -1
  private firstChild: { name: string; attributes: Record<string, string> } | undefined
  private outsideRoot: ScannedXml['outsideRoot']
  /** Nodes come from the fast reader: no byte offsets to track. */
  private replaying = false
  private readonly tabs = new AttributeTabs()

  constructor(
    private readonly displayName: string,
    private readonly rootOnly: boolean,
    private readonly onChild?: ChildHandler,
    private readonly sink?: XmlNodeSink
  ) {}

  private saxes: SaxesParser | undefined

  /** saxes, made on first use (the fast reader's documents never need it). */
  private get parser(): SaxesParser {
    if (this.saxes) return this.saxes
    const displayName = this.displayName
    const parser = new SaxesParser({ fileName: displayName })
    this.saxes = parser
    parser.on('error', error => {
      throw new XmlFileError(`${error.message.replace(/\.$/, '')}: the XML is not well-formed.`)
    })
    parser.on('xmldecl', decl => {
      const encoding = decl.encoding?.toLowerCase()
      if (encoding !== undefined && encoding !== 'utf-8' && encoding !== 'utf8') {
        throw new XmlFileError(
          `${displayName} declares encoding="${decl.encoding}": save it as UTF-8 (as the Source Control screen does).`
        )
      }
    })
    parser.on('doctype', () => {
      throw new XmlFileError(
        `${displayName} has a DOCTYPE, which cannot be put inside project.xml: remove it.`
      )
    })
    parser.on('opentag', tag =>
      this.open(
        tag.name,
        withTabs(tag.attributes as Record<string, string>),
        tag.isSelfClosing ?? false
      )
    )
    parser.on('closetag', () => this.close())
    parser.on('comment', text => this.comment(text))
    parser.on('processinginstruction', pi => this.processingInstruction(pi.target ?? '', pi.body))
    if (this.sink) {
      parser.on('text', text => this.textNode(text))
      parser.on('cdata', text => this.cdata(text))
    }
    return parser
  }

  /** Takes the nodes read by the fast reader instead of saxes (see scanXmlFile). */
  replay(tokens: readonly XmlToken[], size: number): ScannedXml {
    this.replaying = true
    for (const token of tokens) {
      switch (token.kind) {
        case 'open':
          this.open(token.name, token.attributes, token.selfClosing)
          break
        case 'close':
          this.close()
          break
        case 'text':
          this.textNode(token.text)
          break
        case 'cdata':
          this.cdata(token.text)
          break
        case 'comment':
          this.comment(token.text)
          break
        case 'pi':
          this.processingInstruction(token.target, token.body)
      }
    }
    this.offset = size
    return this.result()
  }

  private close(): void {
    this.depth--
    if (this.depth === 0) this.rootDone = true
    this.sink?.close()
  }

  private comment(text: string): void {
    if (this.depth === 0) this.outsideRoot ??= 'a comment'
    else this.sink?.comment(text)
  }

  private processingInstruction(target: string, body: string): void {
    if (this.depth === 0) this.outsideRoot ??= 'a processing instruction'
    else this.sink?.processingInstruction(target, body)
  }

  // Outside the root only white space can stand (the parsers refuse anything else).
  private textNode(text: string): void {
    if (this.depth > 0) this.sink?.text(text)
  }

  private cdata(text: string): void {
    this.sink?.cdata(text, this.saxes?.line)
  }

  /** Feeds the next bytes; true when the scan has all it needs (rootOnly) and may stop. */
  feed(bytes: Buffer): boolean {
    if (this.prologEnd < 0) this.findPrologEnd(bytes)
    this.offset += bytes.length
    let text: string
    try {
      text = this.decoder.decode(bytes, { stream: true })
    } catch (error) {
      throw new XmlFileError(
        `${this.displayName} is not valid UTF-8 (near byte ${this.offset - bytes.length}): save it as UTF-8.`,
        { cause: error }
      )
    }
    this.text = text
    this.parser.write(this.tabs.mark(text))
    this.bytesFed += Buffer.byteLength(text)
    this.charsFed += text.length
    return this.rootOnly && this.root !== undefined
  }

  finish(): ScannedXml {
    if (!(this.rootOnly && this.root)) {
      try {
        this.parser.write(this.tabs.mark(this.decoder.decode()))
      } catch (error) {
        if (error instanceof XmlFileError) throw error
        throw new XmlFileError(
          `${this.displayName} is not valid UTF-8 at its end: save it as UTF-8.`
        )
      }
      this.parser.close()
    }
    return this.result()
  }

  private result(): ScannedXml {
    if (!this.root) {
      throw new XmlFileError(`${this.displayName} has no root element.`)
    }
    return {
      root: {
        name: this.root.name,
        attributes: this.root.attributes,
        mainRow: this.exactRow ?? this.lowerRow,
        firstChild: this.firstChild
      },
      outsideRoot: this.outsideRoot,
      size: this.offset,
      rootTagEnd: this.rootTagEnd
    }
  }

  /**
   * The byte-order mark and the XML declaration are left out of the copy. The declaration can
   * only stand at the very start, and none of its values can hold `?>`, so its end is the first
   * `?>` (the parser checks the rest).
   */
  private findPrologEnd(first: Buffer): void {
    let at = startsWithBom(first) ? 3 : 0
    this.bomBytes = at
    if (first.subarray(at, at + 5).toString('latin1') === '<?xml' && isSpace(first[at + 5])) {
      const close = first.indexOf('?>', at)
      if (close < 0) {
        throw new XmlFileError(
          `${this.displayName}: its XML declaration does not end in the first ${first.length} bytes.`
        )
      }
      at = close + 2
    }
    this.prologEnd = at
  }

  private open(name: string, attributes: Record<string, string>, selfClosing: boolean): void {
    const tag = { name, isSelfClosing: selfClosing }
    if (this.depth === 0 && !this.rootDone) {
      this.root = { name: ownedText(tag.name), attributes: ownedAttributes(attributes) }
      if (!tag.isSelfClosing && !this.replaying) {
        const inText = this.parser.position - this.charsFed
        this.rootTagEnd =
          this.bomBytes + this.bytesFed + Buffer.byteLength(this.text.slice(0, inText))
      }
    } else if (this.depth === 1) {
      this.firstChild ??= { name: ownedText(tag.name), attributes: ownedAttributes(attributes) }
      this.onChild?.(tag.name, attributes)
    } else if (this.root && isDataSetItem(this.root.name)) {
      this.readDataSet(tag.name, attributes)
    }
    this.sink?.open(name, attributes, selfClosing, this.replaying ? undefined : this.saxes?.line)
    // saxes reports a close tag for a self-closing one too.
    this.depth++
  }

  private readDataSet(name: string, attributes: Record<string, string>): void {
    if (this.waitingRow) {
      // The main table's element had no attributes: its first child is the row.
      const row = ownedAttributes(attributes)
      if (this.waitingRow.exact) this.exactRow ??= row
      else this.lowerRow ??= row
      this.waitingRow = undefined
      return
    }
    if (name === 'relations' && this.mainTable === undefined) {
      this.mainTable = attributes['main-table'] ?? ''
      return
    }
    if (this.mainTable === undefined || this.mainTable === '') return
    const exact = name === this.mainTable
    const lowerCase = name === this.mainTable.toLowerCase()
    if ((exact && !this.exactRow) || (lowerCase && !exact && !this.lowerRow)) {
      if (Object.keys(attributes).length > 0) {
        if (exact) this.exactRow = ownedAttributes(attributes)
        else this.lowerRow = ownedAttributes(attributes)
      } else {
        this.waitingRow = { depth: this.depth, exact }
      }
    }
  }
}
