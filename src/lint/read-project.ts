// Reads one project as the deploy would package it (a package folder, a source-control folder or
// a zip) into the items and files the rules look at, each with its place in the repository: the
// `_project/` fragment or the project.xml line. It reads with the build's own readers (the file
// walk, saxes through XmlScanner, the zip reader) and never stops at a broken item: an XML error
// or an item the build cannot key becomes an ACU005 finding, and the rest is still read.
import { closeSync, fstatSync, openSync, readSync } from 'node:fs'
import path from 'node:path'
import { compileExclude } from '../package/exclude.js'
import { readProjectMetadata } from '../package/project-defaults.js'
import { listProjectFiles } from '../package/walk.js'
import { PackageError } from '../package/errors.js'
import { DEVELOPMENT_FOLDER, escapeReason, samePathKey, toZipPath } from '../project/app-path.js'
import { isDataSetItem, isItemElement, itemKey, type RootElement } from '../project/item-key.js'
import type { XmlToken } from '../project/xml-fast.js'
import { XmlFileError, XmlScanner, scanXmlFile, type XmlNodeSink } from '../project/xml-scan.js'
import { PROJECT_XML } from '../zip/entry-order.js'
import { withZip } from '../zip/read-zip.js'
import { messageOf } from '../shared/message-of.js'
import { RULES } from './rules.js'
import type { Finding, LintProject, Place } from './types.js'

/** The most text of one item (a script, a code file) the rules read: far beyond real ones. */
const MAX_ITEM_TEXT = 4 * 1024 * 1024

/** The items whose texts the rules read: scripts and code. */
const TEXT_ITEMS: ReadonlySet<string> = new Set(['Sql', 'Graph'])

/** One item of the project, as its fragment or project.xml holds it. */
export interface LintItem {
  key: string
  /** What the build keys the item by (its element, attributes, first child, data-set row). */
  root: RootElement
  element: string
  attributes: Readonly<Record<string, string>>
  /** The text of its `<CDATA name="...">` children (a script, a class), by name. */
  texts: Map<string, ItemText>
  /** ColumnName of its `<Column>` children (`<Table>` items). */
  columns: string[]
  place: Place
}

interface ItemText {
  text: string
  /** The line its first character is on, when known. */
  line?: number
}

interface PackageFile {
  zipPath: string
  place: Place
  /** Added by `include`: the build lists it in project.xml itself. */
  included?: true
}

/** A C# file of the project's folder (App_RuntimeCode and the like), compiled on publish. */
export interface CodeFile {
  zipPath: string
  text: string
  place: Place
}

export interface ProjectModel {
  items: LintItem[]
  /** Files of the package by their path key (zip path, any case), with where they are. */
  files: Map<string, PackageFile>
  codeFiles: CodeFile[]
  /** Problems found while reading (ACU005, and ACU002 for what the build leaves out). */
  findings: Finding[]
}

/** Where places are made relative to. */
export interface ReadContext {
  root: string
  project: string
}

export async function readProject(
  project: LintProject,
  context: ReadContext
): Promise<ProjectModel> {
  switch (project.kind) {
    case 'source-control':
      return readSourceControl(project, context)
    case 'folder':
      return readPackageFolder(project, context)
    case 'package':
      return readPackageZip(project, context)
  }
}

/** `absolute` as a path relative to the repository root, with `/`. */
export function repoPath(root: string, absolute: string): string {
  return path.relative(root, absolute).split(path.sep).join('/')
}

function readFinding(
  context: ReadContext,
  ruleId: 'ACU002' | 'ACU005',
  message: string,
  place: Place,
  level = RULES[ruleId].level
): Finding {
  return { ruleId, level, project: context.project, message, place }
}

/** The line an XML error names (`file:12:5: message`), if it names one. */
function errorLine(message: string): number | undefined {
  const match = /:(\d+):(\d+):/.exec(message)
  return match ? Number(match[1]) : undefined
}

/**
 * Collects the items of one document: the root element itself (a fragment, `itemDepth` 0) or
 * the children of `<Customization>` (project.xml, `itemDepth` 1).
 */
class ItemCollector implements XmlNodeSink {
  readonly items: Omit<LintItem, 'key'>[] = []
  private depth = 0
  private current: Omit<LintItem, 'key'> | undefined
  private textName: string | undefined
  private textParts: string[] = []
  private textBytes = 0
  private textLine: number | undefined
  /** A data-set item's elements (no text), replayed through the build's scanner for its key. */
  private tokens: XmlToken[] | undefined
  private root: { firstChild?: RootElement['firstChild'] } = {}
  rootName: string | undefined

  constructor(
    private readonly itemDepth: 0 | 1,
    private readonly file: string
  ) {}

  open(
    name: string,
    attributes: Readonly<Record<string, string>>,
    _selfClosing: boolean,
    line?: number
  ): void {
    if (this.depth === 0) this.rootName = name
    if (this.tokens && this.depth >= this.itemDepth) {
      this.tokens.push({ kind: 'open', name, attributes: { ...attributes }, selfClosing: false })
    }
    if (this.depth === this.itemDepth) {
      this.tokens = isDataSetItem(name)
        ? [{ kind: 'open', name, attributes: { ...attributes }, selfClosing: false }]
        : undefined
      this.root = {}
      this.current = {
        root: { name, attributes: { ...attributes } },
        element: name,
        attributes: { ...attributes },
        texts: new Map(),
        columns: [],
        place: { file: this.file, line }
      }
    } else if (this.current && this.depth === this.itemDepth + 1) {
      this.root.firstChild ??= { name, attributes: { ...attributes } }
      // Only the texts the rules read are kept (reports and inquiries hold large ones).
      if (name === 'CDATA' && TEXT_ITEMS.has(this.current.element)) {
        this.textName = attributes['name'] ?? ''
        this.textParts = []
        this.textBytes = 0
        this.textLine = undefined
      } else if (name === 'Column' && attributes['ColumnName']) {
        this.current.columns.push(attributes['ColumnName'])
      }
    }
    // A self-closing tag gets its close() too, from saxes as from the fast reader.
    this.depth++
  }

  close(): void {
    this.depth--
    if (this.tokens && this.depth >= this.itemDepth) this.tokens.push({ kind: 'close' })
    if (this.current && this.depth === this.itemDepth + 1 && this.textName !== undefined) {
      this.current.texts.set(this.textName, { text: this.textParts.join(''), line: this.textLine })
      this.textName = undefined
      this.textParts = []
    }
    if (this.current && this.depth === this.itemDepth) {
      const mainRow = this.tokens
        ? new XmlScanner(this.file, false).replay(this.tokens, 0).root.mainRow
        : undefined
      this.current.root = { ...this.current.root, ...this.root, mainRow }
      this.items.push(this.current)
      this.current = undefined
      this.tokens = undefined
    }
  }

  text(text: string): void {
    this.addText(text, undefined)
  }

  cdata(text: string, line?: number): void {
    this.addText(text, line === undefined ? undefined : line - countLines(text))
  }

  comment(): void {}

  processingInstruction(): void {}

  private addText(text: string, startLine: number | undefined): void {
    if (this.textName === undefined || this.depth !== this.itemDepth + 2) return
    // Bounded: what is past the limit is not read by the rules.
    if (this.textBytes >= MAX_ITEM_TEXT) return
    this.textLine ??= startLine
    const piece = text.slice(0, MAX_ITEM_TEXT - this.textBytes)
    this.textParts.push(piece)
    this.textBytes += piece.length
  }
}

/** Line breaks in `text` (CRLF counts once). */
function countLines(text: string): number {
  let lines = 0
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) lines++
  return lines
}

function keyed(
  collected: Omit<LintItem, 'key'>,
  fragmentName: string,
  findings: Finding[],
  context: ReadContext
): LintItem | undefined {
  if (!isItemElement(collected.element)) {
    findings.push(
      readFinding(
        context,
        'ACU005',
        `<${collected.element}> is not a customization item the engine knows: its build fails on it. Fix or remove it.`,
        collected.place
      )
    )
    return undefined
  }
  return { ...collected, key: itemKey(collected.root, fragmentName) }
}

async function readSourceControl(
  project: LintProject,
  context: ReadContext
): Promise<ProjectModel> {
  const findings: Finding[] = []
  const metadataPlace = {
    file: repoPath(context.root, path.join(project.path, '_project', 'ProjectMetadata.xml'))
  }
  try {
    readProjectMetadata(project.path)
  } catch (error) {
    if (!(error instanceof PackageError)) throw error
    findings.push(
      readFinding(context, 'ACU005', error.message, {
        ...metadataPlace,
        line: errorLine(error.message)
      })
    )
  }
  const listed = await listProjectFiles(project.path, compileExclude(project.exclude))
  const items = new Map<string, LintItem>()
  const files = new Map<string, PackageFile>()
  const codeFiles: CodeFile[] = []
  const fileFragments: LintItem[] = []
  for (const file of listed) {
    const place = { file: repoPath(context.root, path.join(project.path, file.zipPath)) }
    if (!file.zipPath.startsWith('_project/')) {
      const zipPath = developmentPath(file.zipPath)
      files.set(samePathKey(zipPath), { zipPath, place })
      if (file.zipPath.toLowerCase().endsWith('.cs')) {
        codeFiles.push({ zipPath: file.zipPath, text: readBounded(file.readPath), place })
      }
      continue
    }
    const name = file.zipPath.slice('_project/'.length)
    if (name.toLowerCase() === 'projectmetadata.xml') continue
    if (name.includes('/') || !name.toLowerCase().endsWith('.xml')) {
      findings.push(
        readFinding(
          context,
          'ACU002',
          `${file.zipPath} is not an XML fragment of _project/ (BuildProject reads only the .xml files directly in _project/): it is left out of the package. Move it out of _project/, or add it to exclude.`,
          place,
          'warning'
        )
      )
      continue
    }
    const collector = new ItemCollector(0, place.file)
    try {
      const scanned = scanXmlFile(file.readPath, place.file, { sink: collector, size: file.size })
      if (scanned.outsideRoot !== undefined) {
        findings.push(
          readFinding(
            context,
            'ACU005',
            `${file.zipPath} has ${scanned.outsideRoot} outside its root element <${scanned.root.name}>, which BuildProject cannot build. Remove it.`,
            place
          )
        )
        continue
      }
    } catch (error) {
      if (!(error instanceof XmlFileError)) throw error
      findings.push(
        readFinding(
          context,
          'ACU005',
          `${error.message} Fix the fragment, or save the project again from the Source Control screen.`,
          {
            ...place,
            line: errorLine(error.message)
          }
        )
      )
      continue
    }
    const [collected] = collector.items
    if (!collected) continue
    const item = keyed(collected, name, findings, context)
    if (!item) continue
    if (item.element === 'File') {
      const escape = escapeReason(item.attributes['AppRelativePath'] ?? '')
      if (escape) {
        findings.push(
          readFinding(
            context,
            'ACU005',
            `${file.zipPath} names the file "${item.attributes['AppRelativePath']}", whose path ${escape}: it would land outside the website folder, and the build refuses it. Fix its AppRelativePath.`,
            item.place
          )
        )
        continue
      }
      fileFragments.push(item)
    } else items.set(item.key, item)
  }
  for (const file of project.include) {
    files.set(samePathKey(file.zipPath), {
      zipPath: file.zipPath,
      place: { file: repoPath(context.root, file.source) }
    })
  }
  for (const item of fileFragments) items.set(item.key, item)
  return { items: [...items.values()], files, codeFiles, findings }
}

/** Files under the development folder are per-tenant items, keyed by the path below it. */
function developmentPath(zipPath: string): string {
  return zipPath.toLowerCase().startsWith(DEVELOPMENT_FOLDER.toLowerCase())
    ? zipPath.slice(DEVELOPMENT_FOLDER.length)
    : zipPath
}

async function readPackageFolder(
  project: LintProject,
  context: ReadContext
): Promise<ProjectModel> {
  const findings: Finding[] = []
  const projectXml = path.join(project.path, PROJECT_XML)
  const file = repoPath(context.root, projectXml)
  const collector = new ItemCollector(1, file)
  try {
    scanXmlFile(projectXml, file, { sink: collector })
  } catch (error) {
    if (!(error instanceof XmlFileError)) throw error
    findings.push(
      readFinding(context, 'ACU005', `${error.message} Fix project.xml.`, {
        file,
        line: errorLine(error.message)
      })
    )
  }
  rootCheck(collector, { file }, findings, context)
  const items = keyedItems(collector, findings, context)
  const listed = await listProjectFiles(project.path, compileExclude(project.exclude))
  const files = new Map<string, PackageFile>()
  const codeFiles: CodeFile[] = []
  for (const entry of listed) {
    if (entry.zipPath === PROJECT_XML) continue
    const place = { file: repoPath(context.root, path.join(project.path, entry.zipPath)) }
    files.set(samePathKey(entry.zipPath), { zipPath: entry.zipPath, place })
    if (entry.zipPath.toLowerCase().endsWith('.cs')) {
      codeFiles.push({ zipPath: entry.zipPath, text: readBounded(entry.readPath), place })
    }
  }
  for (const include of project.include) {
    files.set(samePathKey(include.zipPath), {
      zipPath: include.zipPath,
      place: { file: repoPath(context.root, include.source) },
      included: true
    })
  }
  return { items, files, codeFiles, findings }
}

async function readPackageZip(project: LintProject, context: ReadContext): Promise<ProjectModel> {
  const findings: Finding[] = []
  const file = repoPath(context.root, project.path)
  const collector = new ItemCollector(1, file)
  const scanner = new XmlScanner(`${file}: project.xml`, false, undefined, collector)
  const files = new Map<string, PackageFile>()
  let sawProjectXml = false
  try {
    await withZip(project.path, async zip => {
      for await (const entry of zip.files()) {
        if (entry.name !== PROJECT_XML) {
          files.set(samePathKey(entry.name), { zipPath: entry.name, place: { file } })
          continue
        }
        sawProjectXml = true
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
    if (!(error instanceof XmlFileError)) {
      throw new PackageError(`package "${file}" cannot be read: ${messageOf(error)}`, {
        cause: error
      })
    }
    findings.push(
      readFinding(context, 'ACU005', `${error.message} Fix project.xml in the package.`, { file })
    )
  }
  if (!sawProjectXml) {
    findings.push(
      readFinding(
        context,
        'ACU005',
        `${file} has no project.xml at its root: it is not a customization package.`,
        { file }
      )
    )
  }
  // Lines of project.xml inside a zip are no lines of the repository: the place is the zip.
  for (const item of collector.items) {
    item.place = { file }
    for (const text of item.texts.values()) text.line = undefined
  }
  rootCheck(collector, { file }, findings, context)
  return { items: keyedItems(collector, findings, context), files, codeFiles: [], findings }
}

function rootCheck(
  collector: ItemCollector,
  place: Place,
  findings: Finding[],
  context: ReadContext
): void {
  if (collector.rootName !== undefined && collector.rootName !== 'Customization') {
    findings.push(
      readFinding(
        context,
        'ACU005',
        `project.xml has a <${collector.rootName}> root where <Customization> was expected: it is not a customization project.`,
        { ...place, line: 1 }
      )
    )
  }
}

/** Items of project.xml, keyed; equal keys once (the last wins, as the engine reads them). */
function keyedItems(
  collector: ItemCollector,
  findings: Finding[],
  context: ReadContext
): LintItem[] {
  if (collector.rootName !== 'Customization') return []
  const items = new Map<string, LintItem>()
  for (const [index, collected] of collector.items.entries()) {
    const item = keyed(collected, `item ${index + 1}`, findings, context)
    if (item) items.set(item.key, item)
  }
  return [...items.values()]
}

/** The start of a text file, at most MAX_ITEM_TEXT bytes, as UTF-8. */
function readBounded(filePath: string): string {
  const fd = openSync(filePath, 'r')
  try {
    const buffer = Buffer.allocUnsafe(Math.min(fstatSync(fd).size, MAX_ITEM_TEXT))
    let length = 0
    for (;;) {
      const read = readSync(fd, buffer, length, buffer.length - length, null)
      if (read === 0) break
      length += read
      if (length >= buffer.length) break
    }
    return buffer
      .subarray(0, length)
      .toString('utf8')
      .replace(/^\ufeff/, '')
  } finally {
    closeSync(fd)
  }
}

/** The zip path a `<File>` or `<PerTenantFile>` item names. */
export function listedPath(item: LintItem): string {
  return toZipPath(item.attributes['AppRelativePath'] ?? '')
}
