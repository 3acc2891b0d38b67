// An item's canonical form: what the instance keeps of it, whatever the writer. getProject
// rebuilds project.xml from the database (its own indentation, attribute order and line
// endings), so stored and new items compare on this form, never on bytes.
import { createHash } from 'node:crypto'
import { SaxesParser } from 'saxes'

/**
 * SHA-256 (hex) of the canonical form of one XML element given as text: element names,
 * attributes as a set (sorted by name), text that is not blank (trimmed), CDATA with line endings
 * made `\n`, children in order. Comments and processing instructions do not count.
 * Throws when the text is not well-formed XML.
 */
export function canonicalDigest(elementXml: string): string {
  const hash = createHash('sha256')
  // Each token is written as JSON, so no name or value can fake a delimiter.
  const put = (kind: string, value: unknown): void => {
    hash.update(kind)
    hash.update(JSON.stringify(value))
    hash.update('\n')
  }
  const parser = new SaxesParser()
  let failure: Error | undefined
  parser.on('error', error => {
    failure ??= error
  })
  parser.on('opentag', tag => {
    const attributes = Object.entries(tag.attributes as Record<string, string>).sort(([a], [b]) =>
      a < b ? -1 : a > b ? 1 : 0
    )
    put('<', [tag.name, attributes])
  })
  parser.on('closetag', () => put('>', ''))
  parser.on('text', text => {
    const trimmed = text.trim()
    if (trimmed !== '') put('t', trimmed.replace(/\r\n?/g, '\n'))
  })
  parser.on('cdata', text => put('c', text.replace(/\r\n?/g, '\n')))
  parser.write(elementXml).close()
  if (failure) throw failure
  return hash.digest('hex')
}
