// Reading XML with saxes, a strict streaming parser: a file goes through one reused buffer in
// chunks, so a fragment or project.xml of any size costs the same memory. The parser checks that
// the XML is well-formed and reports the element data the packager needs; the bytes themselves
// are copied, never re-serialised, so every element, attribute and CDATA section stays as written.
import { closeSync, openSync, readSync } from 'node:fs'
import { SaxesParser, type SaxesTagPlain } from 'saxes'
import { isDataSetItem, type RootElement } from './item-key.js'

/** A problem in an XML file: the message names the file, line and column. */
export class XmlFileError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'XmlFileError'
  }
}

/** Called for each child element of the root (its name and attributes). */
export type ChildHandler = (name: string, attributes: Readonly<Record<string, string>>) => void

/** What a full scan of one fragment gives. */
export interface ScannedXml {
  root: RootElement
  /** Byte offsets of the content to copy: after the byte-order mark, the XML declaration and
   * leading white space; before trailing white space. */
  start: number
  end: number
  /** Bytes of the file as read. */
  size: number
  /** Byte offset just after the root's start tag (`<Customization ...>`); -1 when self-closing. */
  rootTagEnd: number
}

const BOM = [0xef, 0xbb, 0xbf]
const READ_BYTES = 64 * 1024
let sharedBuffer: Buffer | undefined

function isSpace(byte: number): boolean {
  return byte === 0x20 || byte === 0x09 || byte === 0x0d || byte === 0x0a
}

/**
 * Parses the whole XML file at `filePath` (`displayName` in messages, e.g.
 * `_project/Code_MyGraph.xml`) and returns its root element and content range. With
 * `rootOnly`, stops at the root's start tag (for reading project.xml's attributes cheaply).
 */
export function scanXmlFile(
  filePath: string,
  displayName: string,
  options: { rootOnly?: boolean; onChild?: ChildHandler } = {}
): ScannedXml {
  const buffer = (sharedBuffer ??= Buffer.allocUnsafe(READ_BYTES))
  const scanner = new XmlScanner(displayName, options.rootOnly ?? false, options.onChild)
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
  }
  return scanner.finish()
}

/** Feeds bytes of one XML document to saxes and keeps what the packager needs. */
export class XmlScanner {
  private readonly parser: SaxesParser
  private readonly decoder = new TextDecoder('utf-8', { fatal: true })
  private offset = 0
  private start = -1
  private end = 0
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

  constructor(
    private readonly displayName: string,
    private readonly rootOnly: boolean,
    private readonly onChild?: ChildHandler
  ) {
    this.parser = new SaxesParser({ fileName: displayName })
    this.parser.on('error', error => {
      throw new XmlFileError(`${error.message.replace(/\.$/, '')}: the XML is not well-formed.`)
    })
    this.parser.on('xmldecl', decl => {
      const encoding = decl.encoding?.toLowerCase()
      if (encoding !== undefined && encoding !== 'utf-8' && encoding !== 'utf8') {
        throw new XmlFileError(
          `${displayName} declares encoding="${decl.encoding}": save it as UTF-8 (as the Source Control screen does).`
        )
      }
    })
    this.parser.on('doctype', () => {
      throw new XmlFileError(
        `${displayName} has a DOCTYPE, which cannot be put inside project.xml: remove it.`
      )
    })
    this.parser.on('opentag', tag => this.open(tag))
    this.parser.on('closetag', () => {
      this.depth--
      if (this.depth === 0) this.rootDone = true
    })
  }

  /** Feeds the next bytes; true when the scan has all it needs (rootOnly) and may stop. */
  feed(bytes: Buffer): boolean {
    if (this.prologEnd < 0) this.findPrologEnd(bytes)
    for (let i = 0; i < bytes.length; i++) {
      if (isSpace(bytes[i])) continue
      const at = this.offset + i
      if (this.start < 0 && at >= this.prologEnd) this.start = at
      this.end = at + 1
    }
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
    this.parser.write(text)
    this.bytesFed += Buffer.byteLength(text)
    this.charsFed += text.length
    return this.rootOnly && this.root !== undefined
  }

  finish(): ScannedXml {
    if (!(this.rootOnly && this.root)) {
      try {
        this.parser.write(this.decoder.decode())
      } catch (error) {
        if (error instanceof XmlFileError) throw error
        throw new XmlFileError(
          `${this.displayName} is not valid UTF-8 at its end: save it as UTF-8.`
        )
      }
      this.parser.close()
    }
    if (!this.root) {
      throw new XmlFileError(`${this.displayName} has no root element.`)
    }
    return {
      root: {
        name: this.root.name,
        attributes: this.root.attributes,
        mainRow: this.exactRow ?? this.lowerRow
      },
      start: Math.max(this.start, 0),
      end: this.end,
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
    let at = first.length >= 3 && BOM.every((byte, i) => first[i] === byte) ? 3 : 0
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

  private open(tag: SaxesTagPlain): void {
    const attributes = tag.attributes as Record<string, string>
    if (this.depth === 0 && !this.rootDone) {
      this.root = { name: tag.name, attributes: { ...attributes } }
      if (!tag.isSelfClosing) {
        const inText = this.parser.position - this.charsFed
        this.rootTagEnd =
          this.bomBytes + this.bytesFed + Buffer.byteLength(this.text.slice(0, inText))
      }
    } else if (this.depth === 1 && this.onChild) {
      this.onChild(tag.name, attributes)
    } else if (this.root && isDataSetItem(this.root.name)) {
      this.readDataSet(tag.name, attributes)
    }
    if (!tag.isSelfClosing) this.depth++
    else if (this.depth === 0) this.rootDone = true
  }

  private readDataSet(name: string, attributes: Record<string, string>): void {
    if (this.waitingRow) {
      // The main table's element had no attributes: its first child is the row.
      const row = { ...attributes }
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
        if (exact) this.exactRow = { ...attributes }
        else this.lowerRow = { ...attributes }
      } else {
        this.waitingRow = { depth: this.depth, exact }
      }
    }
  }
}
