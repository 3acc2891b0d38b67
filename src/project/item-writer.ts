// Writes an item element into project.xml the way the engine does: it loads every fragment
// (white space between elements dropped) and writes the document with an indenting XmlTextWriter
// (4 spaces, CRLF). So:
// - an element starts on a new line indented 4 spaces per depth (items at depth 1), unless its
//   parent holds text or CDATA ("mixed content": then nothing inside it is indented);
// - `<a/>` is written `<a />`; `<a></a>` keeps its end tag, on a line of its own;
// - attribute values in double quotes, `& < > "` and line breaks escaped; text with `& < >`
//   escaped; CDATA, comments and processing instructions as they are;
// - every line break, inside text and CDATA too, is CRLF: the Source Control screen saves on
//   Windows, and a checkout on Linux has LF where Acumatica's export has CRLF.
import { escapeAttribute } from './xml-text.js'

export const NEWLINE = '\r\n'
const INDENT = '    '
/** Written out when this many characters are waiting (a huge CDATA costs no more memory). */
const FLUSH_CHARS = 64 * 1024

export interface TextSink {
  text(text: string): void
}

interface Frame {
  name: string
  /** Text or CDATA was written in it (or in an ancestor): its content is not indented. */
  mixed: boolean
  /** The start tag still lacks its `>` (nothing written inside yet). */
  startOpen: boolean
  selfClosing: boolean
  preserveSpace: boolean
}

/** Receives the nodes of an XML document (one item element) and writes them re-indented. */
export class ItemWriter {
  private out = ''
  private pendingText = ''
  private readonly stack: Frame[] = []

  /** `depth`: the depth of the elements written at the top (1 for items of project.xml). */
  constructor(
    private readonly sink: TextSink,
    private readonly depth = 1
  ) {}

  /** True when no element is open. */
  get idle(): boolean {
    return this.stack.length === 0
  }

  open(name: string, attributes: Readonly<Record<string, string>>, selfClosing: boolean): void {
    this.flushText()
    const parent = this.stack.at(-1)
    if (parent) this.closeStartTag(parent)
    const mixed = parent?.mixed ?? false
    let tag = mixed ? '<' : `${NEWLINE}${INDENT.repeat(this.depth + this.stack.length)}<`
    tag += name
    for (const attribute in attributes) {
      tag += ` ${attribute}="${escapeAttribute(attributes[attribute])}"`
    }
    this.out += tag
    const space = attributes['xml:space']
    this.stack.push({
      name,
      mixed,
      startOpen: true,
      selfClosing,
      preserveSpace: space === undefined ? (parent?.preserveSpace ?? false) : space === 'preserve'
    })
  }

  close(): void {
    this.flushText()
    const frame = this.stack.pop()
    if (!frame) return
    if (frame.startOpen) {
      if (frame.selfClosing) {
        this.out += ' />'
        this.flushIfLarge()
        return
      }
      this.out += '>'
    }
    if (!frame.mixed) this.out += NEWLINE + INDENT.repeat(this.depth + this.stack.length)
    this.out += `</${frame.name}>`
    this.flushIfLarge()
  }

  text(text: string): void {
    this.pendingText += text
  }

  cdata(text: string): void {
    this.flushText()
    this.markMixed()
    this.append(`<![CDATA[${crlf(text)}]]>`)
  }

  comment(text: string): void {
    this.node(`<!--${crlf(text)}-->`)
  }

  processingInstruction(target: string, body: string): void {
    this.node(body === '' ? `<?${target}?>` : `<?${target} ${crlf(body)}?>`)
  }

  /** Writes out what is waiting (call at the end of each item). */
  flush(): void {
    if (this.out !== '') this.sink.text(this.out)
    this.out = ''
  }

  private node(markup: string): void {
    this.flushText()
    const frame = this.stack.at(-1)
    if (!frame) return
    this.closeStartTag(frame)
    if (!frame.mixed) this.out += NEWLINE + INDENT.repeat(this.depth + this.stack.length)
    this.append(markup)
  }

  /** Text is written once the next node shows where it ends; white space alone is dropped. */
  private flushText(): void {
    const text = this.pendingText
    if (text === '') return
    this.pendingText = ''
    const frame = this.stack.at(-1)
    if (!frame || (!frame.preserveSpace && isWhiteSpace(text))) return
    this.markMixed()
    this.append(escapeText(text))
  }

  private markMixed(): void {
    const frame = this.stack.at(-1)
    if (!frame) return
    this.closeStartTag(frame)
    frame.mixed = true
  }

  private closeStartTag(frame: Frame): void {
    if (!frame.startOpen) return
    frame.startOpen = false
    this.out += '>'
  }

  private append(text: string): void {
    this.out += text
    if (this.out.length >= FLUSH_CHARS) this.flush()
  }

  private flushIfLarge(): void {
    if (this.out.length >= FLUSH_CHARS) this.flush()
  }
}

function isWhiteSpace(text: string): boolean {
  return /^[ \t\r\n]*$/.test(text)
}

/** Every line break (LF, CR or CRLF) as CRLF. */
function crlf(text: string): string {
  if (text.indexOf('\r') < 0) {
    return text.indexOf('\n') < 0 ? text : text.replaceAll('\n', NEWLINE)
  }
  // Saved on Windows, it is CRLF already: a search costs less than a copy.
  if (allCrlf(text)) return text
  return text.replace(/\r\n?|\n/g, NEWLINE)
}

/**
 * No CR without an LF after it and no LF without a CR before it. indexOf jumps from break to
 * break (a look-behind regex tries every character: it was a tenth of the parsing time).
 */
function allCrlf(text: string): boolean {
  let at = text.indexOf('\r')
  while (at >= 0) {
    if (text.charCodeAt(at + 1) !== 0x0a) return false
    at = text.indexOf('\r', at + 2)
  }
  at = text.indexOf('\n')
  while (at >= 0) {
    if (text.charCodeAt(at - 1) !== 0x0d) return false
    at = text.indexOf('\n', at + 1)
  }
  return true
}

function escapeText(text: string): string {
  if (!/[&<>\r\n]/.test(text)) return text
  return crlf(text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;'))
}
