// What a real instance does with a stored project before getProject gives it back: it rebuilds
// project.xml from its database. Items sorted by key (en-US culture order, then code units),
// one per key (the last wins), written by an indenting XML writer (4 spaces, CRLF, `<x />`),
// the root's level and description as the last Import sent them, product-version of the running
// site. Files are kept, after project.xml.
// Used with the simulator option `rebuildStoredProjects`; independent of the action's code.
import { SaxesParser } from 'saxes'
import yauzl from 'yauzl'
import yazl from 'yazl'
import { createWriteStream } from 'node:fs'
import { pipeline } from 'node:stream/promises'

interface XmlElement {
  name: string
  attributes: Array<[string, string]>
  children: XmlNode[]
}
type XmlNode = XmlElement | { text: string } | { cdata: string }

const NEWLINE = '\r\n'
const INDENT = '    '
const collator = new Intl.Collator('en-US', { usage: 'sort', sensitivity: 'variant' })

/** Keys of the item kinds the simulator knows; others are keyed by their tag and attributes. */
function keyOf(item: XmlElement): string {
  const a = (name: string): string => item.attributes.find(([n]) => n === name)?.[1] ?? ''
  switch (item.name) {
    case 'File':
      return `File#${a('AppRelativePath')}`
    case 'PerTenantFile':
      return `PerTenantFile#${a('AppRelativePath')}`
    case 'Graph':
      return `Code#${a('ClassName')}`
    case 'Sql':
      return `Sql#${a('TableName')}`
    case 'Table':
      return a('TableName')
    case 'Page':
      return a('path').toLowerCase()
    case 'DAC':
      return a('type')
    case 'Report':
      return `REPORT#${a('Name').toUpperCase()}`
    case 'Screen':
      return `SCREEN#${a('ID').toUpperCase()}`
    case 'Automation':
      return `Automation#${a('screen')}`
    case 'EntityEndpoint': {
      const endpoint = item.children.find(
        (c): c is XmlElement => 'name' in c && c.name === 'Endpoint'
      )
      const e = (name: string): string => endpoint?.attributes.find(([n]) => n === name)?.[1] ?? ''
      return `EntityEndpoint#${e('version')}§${e('name')}`
    }
    default: {
      const row = firstRow(item)
      if (row) return `${item.name}#${row}`
      return `${item.name}#${item.attributes.map(([n, v]) => `${n}=${v}`).join(';')}`
    }
  }
}

/** Data-set items: the attributes of the first row of the main table, joined by §. */
function firstRow(item: XmlElement): string | undefined {
  const dataSet = item.children.find((c): c is XmlElement => 'name' in c && c.name === 'data-set')
  if (!dataSet) return undefined
  const data = dataSet.children.find((c): c is XmlElement => 'name' in c && c.name === 'data')
  const row = data?.children.find((c): c is XmlElement => 'name' in c)
  return row?.attributes.map(([, v]) => v).join('§')
}

function compareKeys(a: string, b: string): number {
  return collator.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0)
}

function parse(xml: string): XmlElement {
  const parser = new SaxesParser()
  const stack: XmlElement[] = []
  let root: XmlElement | undefined
  parser.on('opentag', tag => {
    const element: XmlElement = {
      name: tag.name,
      attributes: Object.entries(tag.attributes as Record<string, string>),
      children: []
    }
    stack.at(-1)?.children.push(element)
    root ??= element
    stack.push(element)
  })
  parser.on('closetag', () => stack.pop())
  parser.on('text', text => stack.at(-1)?.children.push({ text }))
  parser.on('cdata', cdata => stack.at(-1)?.children.push({ cdata }))
  parser.on('error', error => {
    throw error
  })
  parser.write(xml.replace(/^\uFEFF/, '')).close()
  if (!root) throw new Error('project.xml has no root element')
  return root
}

function attribute(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll('\t', '&#x9;')
    .replaceAll('\n', '&#xA;')
    .replaceAll('\r', '&#xD;')
}

function text(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')
}

/** As .NET's indenting XmlWriter: no indentation once an element holds text or CDATA. */
function write(element: XmlElement, depth: number, indent: boolean, out: string[]): void {
  const attributes = element.attributes.map(([n, v]) => ` ${n}="${attribute(v)}"`).join('')
  const children = indent
    ? element.children.filter(c => !('text' in c) || c.text.trim() !== '')
    : element.children
  if (children.length === 0) {
    out.push(`<${element.name}${attributes} />`)
    return
  }
  out.push(`<${element.name}${attributes}>`)
  const mixed = !indent || children.some(c => !('name' in c))
  for (const child of children) {
    if (!mixed) out.push(NEWLINE + INDENT.repeat(depth + 1))
    if ('name' in child) write(child, depth + 1, !mixed, out)
    else if ('text' in child) out.push(text(child.text))
    else out.push(`<![CDATA[${child.cdata}]]>`)
  }
  if (!mixed) out.push(NEWLINE + INDENT.repeat(depth))
  out.push(`</${element.name}>`)
}

export interface RebuildRoot {
  level: number
  description: string
  productVersion: string
}

/** project.xml as the instance gives it back. */
export function rebuildProjectXml(xml: string, root: RebuildRoot): string {
  const customization = parse(xml)
  const byKey = new Map<string, XmlElement>()
  for (const child of customization.children) {
    if (!('name' in child)) continue
    const key = keyOf(child)
    byKey.delete(key)
    byKey.set(key, child)
  }
  const sorted = [...byKey.entries()].sort(([a], [b]) => compareKeys(a, b))
  const out: string[] = [
    `<Customization level="${root.level}" description="${attribute(root.description)}" product-version="${attribute(root.productVersion)}">`
  ]
  for (const [, item] of sorted) {
    out.push(NEWLINE + INDENT)
    write(item, 1, true, out)
  }
  out.push(`${NEWLINE}</Customization>`)
  return out.join('')
}

/** Rebuilds the package at `zipPath` into `outPath`: project.xml rebuilt, files kept. */
export async function rebuildPackage(
  zipPath: string,
  outPath: string,
  root: RebuildRoot
): Promise<void> {
  const zip = await yauzl.openPromise(zipPath, { lazyEntries: true, autoClose: false })
  const out = new yazl.ZipFile()
  const written = pipeline(out.outputStream, createWriteStream(outPath))
  try {
    const files: Array<{ name: string; entry: yauzl.Entry }> = []
    let projectXml: string | undefined
    for await (const entry of zip.eachEntry()) {
      if (entry.fileName.endsWith('/')) continue
      if (entry.fileName === 'project.xml') {
        const parts: Buffer[] = []
        for await (const part of await zip.openReadStreamPromise(entry)) parts.push(part as Buffer)
        projectXml = Buffer.concat(parts).toString('utf8')
      } else {
        files.push({ name: entry.fileName, entry })
      }
    }
    if (projectXml === undefined) throw new Error('the package has no project.xml')
    const mtime = new Date('2024-01-01T00:00:00Z')
    out.addBuffer(Buffer.from(rebuildProjectXml(projectXml, root), 'utf8'), 'project.xml', {
      mtime
    })
    for (const file of files) {
      const parts: Buffer[] = []
      for await (const part of await zip.openReadStreamPromise(file.entry)) {
        parts.push(part as Buffer)
      }
      out.addBuffer(Buffer.concat(parts), file.name, { mtime })
    }
    out.end()
    await written
  } finally {
    zip.close()
  }
}
