// Points each message of a publish log (publish-log.ts) at the repository's file and line it comes
// from: a Code item's line in project.xml or its `_project/` fragment, a DAC item, a `Bin/<dll>`
// File item, a page. It reads the projects' files only when a message names something, with the
// build's streaming XML scanner, keeps no item longer than it takes to match it, and in a
// source-control folder opens the fragment named after the item first. A message it cannot place
// stays a finding without a place: none is dropped.
import { existsSync, readdirSync } from 'node:fs'
import { open } from 'node:fs/promises'
import path from 'node:path'
import { samePathKey } from '../project/app-path.js'
import { fragmentBaseName } from '../project/fragment-name.js'
import { itemKey } from '../project/item-key.js'
import { XmlFileError, XmlScanner, scanXmlFile, type XmlNodeSink } from '../project/xml-scan.js'
import { PROJECT_XML } from '../zip/entry-order.js'
import { withZip } from '../zip/read-zip.js'
import { readPublishLog, type PublishLogEntry, type PublishMessage } from './publish-log.js'
import type { LintProject, Place } from './types.js'

export interface PublishFinding {
  level: 'error' | 'warning'
  /** The compiler's code (`CS0103`) or the message's kind (`ReferencedFieldMissing`). */
  rule: string
  /** The message as the log has it, its entries joined (not yet made safe). */
  message: string
  /** The project that holds the item, when one was found. */
  project?: string
  /** The item's key (`Code#SOOrderEntry_Extension`, `File#Bin\Acme.dll`, `~/pages/so/so301000.aspx`). */
  item?: string
  /** Where in the repository: the file and, but in a zip, the line. */
  place?: Place
  /** The index of its first entry in the log read. */
  entry: number
}

/** The most text of one code item searched for a name (as the lint's bound). */
const MAX_CODE_TEXT = 4 * 1024 * 1024

/** Reads a log and points its messages: see the module's comment. */
export async function publishFindings(
  entries: readonly PublishLogEntry[],
  projects: readonly LintProject[],
  root: string
): Promise<PublishFinding[]> {
  return locateMessages(readPublishLog(entries), projects, root)
}

async function locateMessages(
  messages: readonly PublishMessage[],
  projects: readonly LintProject[],
  root: string
): Promise<PublishFinding[]> {
  const found = new Map<PublishMessage, Hit>()
  const wanted = messages.filter(message => message.target !== undefined)
  for (const project of projects) {
    const open = wanted.filter(message => !found.has(message))
    if (open.length === 0) break
    const search = new Search(open, project.name || repoPath(root, project.path))
    try {
      await searchProject(project, root, search)
    } catch (error) {
      // A project the lint and the build could read is read here too; one that cannot be read
      // leaves its messages without a place rather than hide them.
      if (!(error instanceof XmlFileError)) throw error
    }
    for (const [message, hit] of search.hits) found.set(message, hit)
  }
  return messages.map(message => {
    const hit = found.get(message)
    return {
      level: message.level,
      rule: message.rule,
      message: message.text,
      entry: message.entries[0],
      ...(hit ? { project: hit.project, item: hit.item, place: hit.place } : {})
    }
  })
}

interface Hit {
  project: string
  item: string
  place: Place
  /** Lower wins: a Code item over a DAC item over a file; a Page item over a page's File item. */
  rank: number
}

/** One item as the scan hands it over. */
interface ScannedItem {
  element: string
  attributes: Readonly<Record<string, string>>
  /** The line of its start tag, when the file's lines are the repository's. */
  line?: number
  /** A Graph item's code, and the line its first character is on. */
  code?: string
  codeLine?: number
  /** The file it is in (relative to the repository root). */
  file: string
  fragment: string
}

/** The messages one project is searched for, and what was found. */
class Search {
  readonly hits = new Map<PublishMessage, Hit>()
  /** Grows with each hit recorded (a scan compares it to see whether it found anything). */
  changes = 0

  constructor(
    readonly messages: readonly PublishMessage[],
    readonly project: string
  ) {}

  get done(): boolean {
    return this.messages.every(message => (this.hits.get(message)?.rank ?? 9) === 0)
  }

  /** True when some message is still looked for by a name any item's code may hold. */
  get needsEveryItem(): boolean {
    return this.messages.some(
      message => message.target?.kind === 'symbol' && !this.hits.has(message)
    )
  }

  private hit(message: PublishMessage, item: string, place: Place, rank: number): void {
    const before = this.hits.get(message)
    if (before && before.rank <= rank) return
    this.hits.set(message, { project: this.project, item, place, rank })
    this.changes++
  }

  /** Forgets what was found in `file` (read again with its lines). */
  forget(file: string): void {
    for (const [message, hit] of this.hits) if (hit.place.file === file) this.hits.delete(message)
  }

  visit(item: ScannedItem): void {
    const key = keyOf(item)
    const at = (line: number | undefined): Place =>
      line === undefined ? { file: item.file } : { file: item.file, line }
    for (const message of this.messages) {
      const target = message.target
      if (!target) continue
      if (target.kind === 'code') {
        const base = target.fileBase.toLowerCase()
        if (
          item.element === 'Graph' &&
          (item.attributes['ClassName'] ?? '').toLowerCase() === base
        ) {
          this.hit(message, key, at(codeLine(item, target.line)), 0)
        } else if (item.element === 'DAC' && dacFileBase(item.attributes['type'] ?? '') === base) {
          this.hit(message, key, at(item.line), 1)
        }
      } else if (target.kind === 'symbol') {
        if (item.code === undefined) continue
        const line = lineNaming(item.code, target.name)
        if (line === undefined) continue
        // The first item that names it (items are visited in the file's order).
        if (!this.hits.has(message)) {
          this.changes++
          this.hits.set(message, {
            project: this.project,
            item: key,
            place: at(item.codeLine === undefined ? undefined : item.codeLine + line),
            rank: 0
          })
        }
      } else if (target.kind === 'dll') {
        if (
          isFileItem(item) &&
          samePathKey(item.attributes['AppRelativePath'] ?? '') === dllKey(target.name)
        ) {
          this.hit(message, key, at(item.line), 0)
        }
      } else if (item.element === 'Page') {
        if ((item.attributes['path'] ?? '').toLowerCase() === target.path.toLowerCase()) {
          this.hit(message, key, at(item.line), 0)
        }
      } else if (
        isFileItem(item) &&
        samePathKey(item.attributes['AppRelativePath'] ?? '') === pageFileKey(target.path)
      ) {
        this.hit(message, key, at(item.line), 1)
      }
    }
  }

  /** A C# file of the repository under App_RuntimeCode (the compiled file is its copy). */
  visitCodeFile(file: string, fileBase: string, text: string | undefined): void {
    for (const message of this.messages) {
      const target = message.target
      if (target?.kind === 'code' && target.fileBase.toLowerCase() === fileBase.toLowerCase()) {
        this.hit(message, `File#App_RuntimeCode\\${fileBase}.cs`, { file, line: target.line }, 2)
      } else if (target?.kind === 'symbol' && text !== undefined && !this.hits.has(message)) {
        const line = lineNaming(text, target.name)
        if (line !== undefined) {
          this.hits.set(message, {
            project: this.project,
            item: `File#App_RuntimeCode\\${fileBase}.cs`,
            place: { file, line: line + 1 },
            rank: 0
          })
        }
      }
    }
  }

  /** The fragment names the Source Control screen gives the items looked for, most likely first. */
  fragmentNames(): string[] {
    const names = new Set<string>()
    for (const message of this.messages) {
      const target = message.target
      if (!target) continue
      if (target.kind === 'code') {
        names.add(`${fragmentBaseName(`Code#${target.fileBase}`)}.xml`)
        const dac = /^(.*)_extensions$/i.exec(target.fileBase)
        if (dac) names.add(`${fragmentBaseName(dac[1])}.xml`)
      } else if (target.kind === 'dll') {
        names.add(`${fragmentBaseName(`File#Bin\\${target.name}`)}.xml`)
      } else if (target.kind === 'page') {
        names.add(`${fragmentBaseName(target.path)}.xml`)
        names.add(`${fragmentBaseName(`File#${pageFileKey(target.path)}`)}.xml`)
      }
    }
    return [...names].map(name => name.toLowerCase())
  }
}

function isFileItem(item: ScannedItem): boolean {
  return item.element === 'File'
}

function keyOf(item: ScannedItem): string {
  return itemKey({ name: item.element, attributes: item.attributes }, item.fragment)
}

function dllKey(name: string): string {
  return samePathKey(`Bin/${name}`)
}

/** `~/pages/so/so301000.aspx` -> `pages/so/so301000.aspx` (a File item's path key). */
function pageFileKey(virtualPath: string): string {
  return samePathKey(virtualPath.replace(/^~\//, ''))
}

/** The compiled file of a DAC item: every character but letters and digits as `_`. */
function dacFileBase(type: string): string {
  return `${type.replace(/[^A-Za-z0-9]/g, '_')}_extensions`.toLowerCase()
}

/** The file line of line `line` (1-based) of a Graph item's code; its start tag past the end. */
function codeLine(item: ScannedItem, line: number): number | undefined {
  if (item.codeLine === undefined || item.code === undefined) return item.line
  return line >= 1 && line <= countLines(item.code) + 1 ? item.codeLine + line - 1 : item.line
}

function countLines(text: string): number {
  let lines = 0
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) lines++
  return lines
}

/** The 0-based line of `code` that first names `name` as a whole word, if any. */
function lineNaming(code: string, name: string): number | undefined {
  if (name === '') return undefined
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}_])${escapeRegExp(name)}(?![\\p{L}\\p{N}_])`, 'u')
  const match = pattern.exec(code)
  return match ? countLines(code.slice(0, match.index)) : undefined
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** `absolute` relative to the repository root, with `/`. */
function repoPath(root: string, absolute: string): string {
  return path.relative(root, absolute).split(path.sep).join('/')
}

/**
 * Hands each item of a document to `visit`: the root itself (a fragment, `itemDepth` 0) or the
 * children of `<Customization>` (project.xml, `itemDepth` 1). Only a Graph item's `Source` text is
 * kept, and only until the item ends.
 */
class ItemSink implements XmlNodeSink {
  private depth = 0
  private current: ScannedItem | undefined
  private inSource = false
  private parts: string[] = []
  private size = 0

  constructor(
    private readonly itemDepth: 0 | 1,
    private readonly file: string,
    private readonly fragment: string,
    private readonly visit: (item: ScannedItem) => void,
    private readonly withLines: boolean
  ) {}

  open(
    name: string,
    attributes: Readonly<Record<string, string>>,
    _selfClosing: boolean,
    line?: number
  ): void {
    if (this.depth === this.itemDepth) {
      this.current = {
        element: name,
        attributes: { ...attributes },
        file: this.file,
        fragment: this.fragment,
        ...(this.withLines && line !== undefined ? { line } : {})
      }
    } else if (
      this.current?.element === 'Graph' &&
      this.depth === this.itemDepth + 1 &&
      name === 'CDATA' &&
      attributes['name'] === 'Source'
    ) {
      this.inSource = true
      this.parts = []
      this.size = 0
    }
    this.depth++
  }

  close(): void {
    this.depth--
    if (this.inSource && this.depth === this.itemDepth + 1) {
      this.inSource = false
      if (this.current) this.current.code = this.parts.join('')
      this.parts = []
    }
    if (this.current && this.depth === this.itemDepth) {
      this.visit(this.current)
      this.current = undefined
    }
  }

  text(text: string): void {
    this.add(text, undefined)
  }

  cdata(text: string, line?: number): void {
    // saxes gives the line the section ends on: its first character is that many lines up.
    this.add(text, line === undefined ? undefined : line - countLines(text))
  }

  comment(): void {}

  processingInstruction(): void {}

  private add(text: string, startLine: number | undefined): void {
    if (!this.inSource || !this.current || this.size >= MAX_CODE_TEXT) return
    if (this.withLines && this.parts.length === 0 && startLine !== undefined) {
      this.current.codeLine = startLine
    }
    const piece = text.slice(0, MAX_CODE_TEXT - this.size)
    this.parts.push(piece)
    this.size += piece.length
  }
}

async function searchProject(project: LintProject, root: string, search: Search): Promise<void> {
  if (project.kind === 'package') return searchZip(project, root, search)
  if (project.kind === 'folder') {
    const projectXml = path.join(project.path, PROJECT_XML)
    const file = repoPath(root, projectXml)
    scanXmlFile(projectXml, file, {
      sink: new ItemSink(1, file, '', item => search.visit(item), true)
    })
  } else {
    searchFragments(project, root, search)
  }
  await searchCodeFiles(project, root, search)
}

function searchFragments(project: LintProject, root: string, search: Search): void {
  const folder = path.join(project.path, '_project')
  let names: string[]
  try {
    names = readdirSync(folder).filter(
      name => name.toLowerCase().endsWith('.xml') && name.toLowerCase() !== 'projectmetadata.xml'
    )
  } catch {
    return
  }
  const likely = new Set(search.fragmentNames())
  // `fast`: the build's fast reader, which knows no lines: a fragment it finds something in is
  // read again with saxes for them (most fragments hold nothing looked for).
  const scan = (name: string, fast = false): void => {
    const file = repoPath(root, path.join(folder, name))
    try {
      scanXmlFile(path.join(folder, name), file, {
        sink: new ItemSink(0, file, name, item => search.visit(item), !fast),
        whole: fast
      })
    } catch (error) {
      // The lint reports a fragment that is not well-formed (ACU005); the others are still read.
      if (!(error instanceof XmlFileError)) throw error
    }
  }
  const first = names.filter(name => likely.has(name.toLowerCase()))
  for (const name of first) scan(name)
  if (search.done && !search.needsEveryItem) return
  for (const name of names) {
    if (likely.has(name.toLowerCase())) continue
    const before = search.changes
    scan(name, true)
    if (search.changes === before) continue
    search.forget(repoPath(root, path.join(folder, name)))
    scan(name)
  }
}

/** The project's own App_RuntimeCode/*.cs files: their lines are the compiled file's. */
async function searchCodeFiles(project: LintProject, root: string, search: Search): Promise<void> {
  const folder = path.join(project.path, 'App_RuntimeCode')
  if (!existsSync(folder)) return
  let names: string[]
  try {
    names = readdirSync(folder).filter(name => name.toLowerCase().endsWith('.cs'))
  } catch {
    return
  }
  for (const name of names) {
    const base = name.slice(0, -'.cs'.length)
    const file = repoPath(root, path.join(folder, name))
    const text = search.needsEveryItem ? await readStart(path.join(folder, name)) : undefined
    search.visitCodeFile(file, base, text)
  }
}

async function readStart(file: string): Promise<string | undefined> {
  try {
    const handle = await open(file, 'r')
    try {
      const buffer = Buffer.alloc(Math.min((await handle.stat()).size, MAX_CODE_TEXT))
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0)
      return buffer
        .subarray(0, bytesRead)
        .toString('utf8')
        .replace(/^\ufeff/, '')
    } finally {
      await handle.close()
    }
  } catch {
    return undefined
  }
}

/** A zip's project.xml, streamed: its lines are no lines of the repository, so the place is the zip. */
async function searchZip(project: LintProject, root: string, search: Search): Promise<void> {
  // A zip outside the repository (a rehearsal's set, taken from an instance) by its file name.
  const relative = repoPath(root, project.path)
  const file = relative.startsWith('../') ? path.basename(project.path) : relative
  const sink = new ItemSink(1, file, '', item => search.visit(item), false)
  const scanner = new XmlScanner(`${file}: project.xml`, false, undefined, sink)
  try {
    await withZip(project.path, async zip => {
      for await (const entry of zip.files()) {
        if (entry.name !== PROJECT_XML) continue
        const stream = await zip.open(entry)
        try {
          for await (const chunk of stream) scanner.feed(chunk as Buffer)
        } finally {
          stream.destroy()
        }
        scanner.finish()
      }
    })
  } catch (error) {
    if (error instanceof XmlFileError) throw error
    // The zip was imported as it is; one that cannot be read here leaves its messages unplaced.
  }
}
