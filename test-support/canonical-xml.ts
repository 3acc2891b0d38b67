// The canonical form of the items of a project.xml, read with saxes (independently of the
// action's code), for comparing a stored project with one built again: per top-level item, its
// element, attributes as a set, non-blank text and CDATA (line endings normalised), children in
// order. The order of the items is kept.
import { SaxesParser } from 'saxes'

interface Node {
  name: string
  attributes: Array<[string, string]>
  children: Array<Node | string>
}

export interface CanonicalProject {
  root: Record<string, string>
  /** One JSON text per top-level item, in document order. */
  items: string[]
}

export function canonicalProject(xml: string | Buffer): CanonicalProject {
  const text = (Buffer.isBuffer(xml) ? xml.toString('utf8') : xml).replace(/^\uFEFF/, '')
  const parser = new SaxesParser()
  const stack: Node[] = []
  let root: Node | undefined
  const items: Node[] = []
  const addText = (value: string): void => {
    const parent = stack.at(-1)
    if (!parent || value.trim() === '') return
    parent.children.push(value.replace(/\r\n?/g, '\n'))
  }
  parser.on('opentag', tag => {
    const node: Node = {
      name: tag.name,
      attributes: Object.entries(tag.attributes as Record<string, string>).sort(([a], [b]) =>
        a < b ? -1 : a > b ? 1 : 0
      ),
      children: []
    }
    const parent = stack.at(-1)
    if (parent) parent.children.push(node)
    else root = node
    if (stack.length === 1) items.push(node)
    stack.push(node)
  })
  parser.on('closetag', () => stack.pop())
  parser.on('text', addText)
  parser.on('cdata', addText)
  parser.on('error', error => {
    throw error
  })
  parser.write(text).close()
  if (!root) throw new Error('canonicalProject: no root element')
  return {
    root: Object.fromEntries(root.attributes),
    items: items.map(item => JSON.stringify(item))
  }
}
