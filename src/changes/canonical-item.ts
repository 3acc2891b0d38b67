// An item's canonical form: what the instance keeps of it, whatever the writer. getProject
// rebuilds project.xml from the database (its own indentation, attribute order and line
// endings), so stored and new items compare on this form, never on bytes.
import { hash } from 'node:crypto'
import {
  scanPlainBytes,
  XmlScanner,
  type ScannedXml,
  type XmlNodeSink
} from '../project/xml-scan.js'

/**
 * One element's key data and the SHA-256 (hex) of its canonical form: element names, attributes
 * as a set (sorted by name), text that is not blank (trimmed), CDATA with line endings made
 * `\n`, children in order. Comments and processing instructions do not count, nor the `FileID` of
 * a `<File>` item (the instance's own number for the file, which a source-control folder does
 * not keep: a folder's build would otherwise change every file item). A plain element
 * (every package's, as a rule) is read by the fast reader, anything else by saxes; one read
 * gives both. Throws when the text is not well-formed XML.
 */
export function readCanonicalItem(
  bytes: Buffer,
  displayName: string
): { scanned: ScannedXml; digest: Buffer } {
  const canonical = new CanonicalForm()
  let scanned = scanPlainBytes(bytes, displayName, { sink: canonical })
  if (scanned === undefined) {
    const scanner = new XmlScanner(displayName, false, undefined, canonical)
    scanner.feed(bytes)
    scanned = scanner.finish()
  }
  return { scanned, digest: canonical.digest() }
}

/** The digest of readCanonicalItem alone, in hex. */
export function canonicalDigest(elementXml: string): string {
  return readCanonicalItem(Buffer.from(elementXml), 'item').digest.toString('hex')
}

/** Receives an element's nodes from the scanner and hashes their canonical form. */
export class CanonicalForm implements XmlNodeSink {
  /** The tokens so far (an item is small: one string, hashed once, costs less than a stream). */
  private form = ''
  private depth = 0

  open(name: string, attributes: Readonly<Record<string, string>>): void {
    const item = this.depth++ === 0
    const sorted = Object.entries(attributes)
      .filter(([attribute]) => !(item && name === 'File' && attribute === 'FileID'))
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    this.put('<', [name, sorted])
  }

  close(): void {
    this.depth--
    this.put('>', '')
  }

  text(text: string): void {
    const trimmed = text.trim()
    if (trimmed !== '') this.put('t', lineFeeds(trimmed))
  }

  cdata(text: string): void {
    this.put('c', lineFeeds(text))
  }

  comment(): void {}

  processingInstruction(): void {}

  digest(): Buffer {
    return hash('sha256', this.form, 'buffer')
  }

  // Each token is written as JSON, so no name or value can fake a delimiter.
  private put(kind: string, value: unknown): void {
    this.form += `${kind}${JSON.stringify(value)}\n`
  }
}

function lineFeeds(text: string): string {
  return text.replace(/\r\n?/g, '\n')
}
