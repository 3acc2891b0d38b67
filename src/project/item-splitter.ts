// Splits a stored project.xml into its top-level items as bytes arrive, without holding the
// document: a small tokenizer over bytes (every delimiter of XML is ASCII, so UTF-8 text passes
// through untouched) that finds where each item starts and ends. Each item's bytes are handed on
// as they come, "moved to the left margin": only the white space between tags changes (the
// item's own indentation is taken off each line, line breaks become CRLF, as the Source Control
// screen writes fragments); tags, attributes, text and CDATA stay byte for byte as stored.
// Well-formedness and the item's key are checked by the caller (one XmlScanner per item).
import { BOM } from './xml-text.js'

export class ProjectXmlError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'ProjectXmlError'
  }
}

export interface ItemSink {
  /** The root's start tag, as stored (`<Customization level="..." ...>`), once. */
  root(startTag: Buffer): void
  itemStart(): void
  /** Bytes `start` to `end` of `bytes` (a range, not a view: no object per piece). */
  itemBytes(bytes: Buffer, start: number, end: number): void
  /** `selfClosing`: the item was one empty-element tag (`<File ... />`). */
  itemEnd(selfClosing: boolean): void
}

type State = 'text' | 'lt' | 'bang' | 'tag' | 'endTag' | 'pi' | 'comment' | 'cdata' | 'afterRoot'

const LT = 0x3c
const GT = 0x3e
const SLASH = 0x2f
const QUESTION = 0x3f
const BANG = 0x21
const CR = 0x0d
const LF = 0x0a
const CRLF = Buffer.from('\r\n')
const CDATA_OPEN = Buffer.from('<![CDATA[')
const COMMENT_OPEN = Buffer.from('<!--')

const TERMINATORS = {
  pi: Buffer.from('?>'),
  comment: Buffer.from('-->'),
  cdata: Buffer.from(']]>')
} as const

function isSpace(byte: number): boolean {
  return byte === 0x20 || byte === 0x09 || byte === CR || byte === LF
}

/** Longest tag the splitter keeps whole (item start tags, end tags): far beyond real ones. */
const MAX_TAG_BYTES = 16 * 1024 * 1024

export class ItemSplitter {
  private state: State = 'text'
  /** Open elements, the root included. */
  private depth = 0
  private seenRoot = false
  private offset = 0
  /** Where the byte being read is (for messages). */
  private at = 0
  /** The markup being read (`<`, `<!`, tags): its pieces in earlier chunks, kept until its end. */
  private markup: Buffer[] = []
  private markupBytes = 0
  /** Where the markup starts (or goes on) in the current chunk. */
  private markupFrom = 0
  /** Where the white space being read starts in the current chunk (-1: none). */
  private spaceFrom = -1
  private quote = 0
  private matched = 0
  /** A text run: kept while it is white space only, streamed once it is not. */
  private space: Buffer[] = []
  private textIsSpace = true
  /** Indentation of the current item's first line in the stored project.xml. */
  private indent = ''
  private lastSpace = ''
  /** The first bytes, until there are enough to tell a byte-order mark. */
  private head: Buffer | undefined = Buffer.alloc(0)

  /** `document` begins messages (`The stored project.xml has ...`). */
  constructor(
    private readonly sink: ItemSink,
    private readonly document = 'The stored project.xml'
  ) {}

  feed(chunk: Buffer): void {
    let bytes = chunk
    if (this.head !== undefined) {
      // The byte-order mark may arrive split over chunks: the first 3 bytes are read together.
      this.head = Buffer.concat([this.head, chunk])
      if (this.head.length < BOM.length) return
      bytes = this.head.subarray(0, 3).equals(BOM) ? this.head.subarray(3) : this.head
      this.head = undefined
    }
    let runStart = 0
    this.markupFrom = 0
    this.spaceFrom = -1
    // Bytes of the current run that belong to the item as they are (markup and CDATA, non-space text).
    const flushRun = (end: number): void => {
      if (end > runStart && this.depth >= 2) this.sink.itemBytes(bytes, runStart, end)
      runStart = end
    }
    for (let i = 0; i < bytes.length; i++) {
      const byte = bytes[i]
      this.at = this.offset + i
      switch (this.state) {
        case 'text':
          if (byte === LT) {
            flushRun(i)
            this.closeSpace(bytes, i)
            this.endText()
            this.state = 'lt'
            this.startMarkup(bytes, i)
          } else if (this.textIsSpace && isSpace(byte)) {
            if (this.spaceFrom < 0) this.spaceFrom = i
            runStart = i + 1
          } else if (this.textIsSpace) {
            if (this.depth < 2) this.refuse(`text outside any item`)
            this.closeSpace(bytes, i)
            this.textIsSpace = false
            this.emitSpace(false)
            runStart = i
          }
          break
        case 'lt':
          if (byte === SLASH) this.state = 'endTag'
          else if (byte === QUESTION) this.state = 'pi'
          else if (byte === BANG) this.state = 'bang'
          else this.state = 'tag'
          if (this.state === 'pi') this.enterStreamed('pi', bytes, i)
          runStart = i + 1
          break
        case 'bang': {
          runStart = i + 1
          const sofar = this.markupUpTo(bytes, i)
          if (sofar.equals(COMMENT_OPEN)) this.enterStreamed('comment', bytes, i)
          else if (sofar.equals(CDATA_OPEN)) this.enterStreamed('cdata', bytes, i)
          else if (
            !COMMENT_OPEN.subarray(0, sofar.length).equals(sofar) &&
            !CDATA_OPEN.subarray(0, sofar.length).equals(sofar)
          ) {
            this.refuse('a DOCTYPE or other declaration, which project.xml cannot hold')
          }
          break
        }
        case 'tag':
        case 'endTag':
          runStart = i + 1
          if (this.quote !== 0) {
            if (byte === this.quote) this.quote = 0
          } else if (byte === 0x22 || byte === 0x27) {
            if (this.state === 'tag') this.quote = byte
          } else if (byte === GT) {
            this.endTag(this.markupUpTo(bytes, i))
          }
          break
        case 'pi':
        case 'comment':
        case 'cdata': {
          const term = TERMINATORS[this.state]
          if (byte === term[this.matched]) {
            this.matched++
          } else if (byte === term[0]) {
            // `]]]>` and `--->`: a run of the first byte keeps the match where it is.
            this.matched = this.matched > 0 && term[this.matched - 1] === byte ? this.matched : 1
          } else {
            this.matched = 0
          }
          if (this.matched === term.length) {
            // Comments and processing instructions between items are dropped (the engine's
            // build cannot take them); inside an item they are part of it.
            if (this.depth >= 2) flushRun(i + 1)
            runStart = i + 1
            this.state = 'text'
            this.textIsSpace = true
          }
          break
        }
        case 'afterRoot':
          if (byte === LT) {
            this.state = 'lt'
            this.startMarkup(bytes, i)
          } else if (!isSpace(byte)) {
            this.refuse('text after the end of <Customization>')
          }
          runStart = i + 1
          break
      }
    }
    if (this.state === 'text' && !this.textIsSpace) flushRun(bytes.length)
    this.closeSpace(bytes, bytes.length)
    if (this.state === 'cdata' || this.state === 'comment' || this.state === 'pi') {
      if (this.depth >= 2) flushRun(bytes.length)
    }
    if (
      this.state === 'lt' ||
      this.state === 'bang' ||
      this.state === 'tag' ||
      this.state === 'endTag'
    ) {
      const piece = bytes.subarray(this.markupFrom)
      this.markupBytes += piece.length
      if (this.markupBytes > MAX_TAG_BYTES) this.refuse(`a tag longer than ${MAX_TAG_BYTES} bytes`)
      this.markup.push(piece)
    }
    this.offset += bytes.length
  }

  /** Checks the document ended where it should. */
  end(): void {
    if (this.head !== undefined) {
      const head = this.head
      this.head = undefined
      this.feed(head)
    }
    if (!this.seenRoot) this.refuse('no <Customization> root element', true)
    if (this.depth > 0 || (this.state !== 'afterRoot' && this.state !== 'text')) {
      this.refuse('an end before </Customization> (the download was cut short?)', true)
    }
  }

  private refuse(what: string, atEnd = false): never {
    const where = atEnd ? 'at its end' : `at byte ${this.at}`
    throw new ProjectXmlError(`${this.document} has ${what} (${where}).`)
  }

  private startMarkup(_bytes: Buffer, i: number): void {
    this.markup = []
    this.markupBytes = 0
    this.markupFrom = i
    this.quote = 0
  }

  /** The markup read so far, up to and including byte `i` of the current chunk. */
  private markupUpTo(bytes: Buffer, i: number): Buffer {
    const here = bytes.subarray(this.markupFrom, i + 1)
    return this.markup.length === 0 ? here : Buffer.concat([...this.markup, here])
  }

  /** From a `<!--`, `<![CDATA[` or `<?` on, bytes are streamed, not kept. */
  private enterStreamed(state: 'pi' | 'comment' | 'cdata', bytes: Buffer, i: number): void {
    const opener = this.markupUpTo(bytes, i)
    this.state = state
    this.matched = 0
    if (state === 'cdata' && this.depth < 2) this.refuse('CDATA outside any item')
    if (this.depth >= 2) this.sink.itemBytes(opener, 0, opener.length)
    this.markup = []
  }

  /** Keeps the white space read in this chunk, up to `end`. */
  private closeSpace(bytes: Buffer, end: number): void {
    if (this.spaceFrom < 0) return
    this.space.push(bytes.subarray(this.spaceFrom, end))
    this.spaceFrom = -1
  }

  private endText(): void {
    if (this.textIsSpace) this.emitSpace(true)
    this.space.length = 0
    this.textIsSpace = true
  }

  /**
   * A run of white space: between items it sets the next item's indentation; inside an item it
   * is written with that indentation taken off each line and CRLF line breaks (`beforeMarkup`:
   * the run ended at a tag; otherwise it starts text and is written as it is).
   */
  private emitSpace(beforeMarkup: boolean): void {
    const space = this.space.length === 1 ? this.space[0] : Buffer.concat(this.space)
    this.space.length = 0
    if (this.depth < 2) {
      this.lastSpace = space.toString('latin1')
      return
    }
    if (!beforeMarkup) {
      if (space.length > 0) this.sink.itemBytes(space, 0, space.length)
      return
    }
    // Line by line, on the bytes (this runs between every two tags of every item).
    let lineStart = 0
    for (let i = 0; i <= space.length; i++) {
      const byte = i < space.length ? space[i] : -1
      if (byte !== CR && byte !== LF && byte !== -1) continue
      let from = lineStart
      if (lineStart > 0 && this.hasIndent(space, lineStart, i)) from += this.indent.length
      if (i > from) this.sink.itemBytes(space, from, i)
      if (byte === -1) break
      this.sink.itemBytes(CRLF, 0, 2)
      if (byte === CR && space[i + 1] === LF) i++
      lineStart = i + 1
    }
  }

  /** True when the line from `start` to `end` begins with the item's indentation. */
  private hasIndent(bytes: Buffer, start: number, end: number): boolean {
    const indent = this.indent
    if (end - start < indent.length) return false
    for (let k = 0; k < indent.length; k++) {
      if (bytes[start + k] !== indent.charCodeAt(k)) return false
    }
    return true
  }

  private endTag(tag: Buffer): void {
    this.markup = []
    this.state = 'text'
    this.textIsSpace = true
    const closing = tag[1] === SLASH
    const selfClosing = !closing && tag[tag.length - 2] === SLASH
    if (closing) {
      if (this.depth >= 2) this.sink.itemBytes(tag, 0, tag.length)
      this.depth--
      if (this.depth === 1) this.sink.itemEnd(false)
      if (this.depth === 0) this.state = 'afterRoot'
      if (this.depth < 0) this.refuse('an end tag without its start tag')
      return
    }
    if (this.depth === 0) {
      if (this.seenRoot) this.refuse('a second root element')
      this.seenRoot = true
      this.sink.root(tag)
      if (selfClosing) this.state = 'afterRoot'
      else this.depth = 1
      return
    }
    if (this.depth === 1) {
      const lastLine = this.lastSpace.split(/\r\n|\r|\n/).at(-1) ?? ''
      this.indent = /^[ \t]*$/.test(lastLine) ? lastLine : ''
      this.sink.itemStart()
    }
    this.sink.itemBytes(tag, 0, tag.length)
    if (selfClosing) {
      if (this.depth === 1) this.sink.itemEnd(true)
    } else {
      this.depth++
    }
  }
}
