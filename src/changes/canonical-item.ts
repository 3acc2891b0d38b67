// An item's canonical form: what the instance keeps of it, whatever the writer. getProject
// rebuilds project.xml from the database (its own indentation, attribute order and line
// endings), so stored and new items compare on this form, never on bytes.
import { hash } from 'node:crypto'
import { SaxesParser } from 'saxes'
import type { XmlToken } from '../project/xml-fast.js'

/**
 * SHA-256 (hex) of the canonical form of one XML element given as text: element names,
 * attributes as a set (sorted by name), text that is not blank (trimmed), CDATA with line endings
 * made `\n`, children in order. Comments and processing instructions do not count.
 * Throws when the text is not well-formed XML.
 */
export function canonicalDigest(elementXml: string): string {
  const canonical = new CanonicalHash()
  const parser = new SaxesParser()
  let failure: Error | undefined
  parser.on('error', error => {
    failure ??= error
  })
  parser.on('opentag', tag => canonical.open(tag.name, tag.attributes as Record<string, string>))
  parser.on('closetag', () => canonical.close())
  parser.on('text', text => canonical.text(text))
  parser.on('cdata', text => canonical.cdata(text))
  parser.write(elementXml).close()
  if (failure) throw failure
  return canonical.digest()
}

/**
 * The same digest from the nodes the fast reader (`readPlainXml`) gave for the element: the
 * packages' items are plain XML, and one quick read serves both the key and the digest.
 */
export function canonicalDigestOfTokens(tokens: readonly XmlToken[]): string {
  const canonical = new CanonicalHash()
  for (const token of tokens) {
    if (token.kind === 'open') canonical.open(token.name, token.attributes)
    else if (token.kind === 'close') canonical.close()
    else if (token.kind === 'text') canonical.text(token.text)
    else if (token.kind === 'cdata') canonical.cdata(token.text)
  }
  return canonical.digest()
}

class CanonicalHash {
  /** The tokens so far (an item is small: one string, hashed once, costs less than a stream). */
  private form = ''

  open(name: string, attributes: Readonly<Record<string, string>>): void {
    const sorted = Object.entries(attributes).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    this.put('<', [name, sorted])
  }

  close(): void {
    this.put('>', '')
  }

  text(text: string): void {
    const trimmed = text.trim()
    if (trimmed !== '') this.put('t', lineFeeds(trimmed))
  }

  cdata(text: string): void {
    this.put('c', lineFeeds(text))
  }

  digest(): string {
    return hash('sha256', this.form, 'hex')
  }

  // Each token is written as JSON, so no name or value can fake a delimiter.
  private put(kind: string, value: unknown): void {
    this.form += `${kind}${JSON.stringify(value)}\n`
  }
}

function lineFeeds(text: string): string {
  return text.replace(/\r\n?/g, '\n')
}
