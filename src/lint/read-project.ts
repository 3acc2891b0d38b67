// Reads one project as the deploy would package it (a package folder, a source-control folder or
// a zip) into the items and files the rules look at, each with its place in the repository: the
// `_project/` fragment or the project.xml line. It reads with the build's own readers (the file
// walk, saxes through XmlScanner, the zip reader) and never stops at a broken item: an XML error
// or an item the build cannot key becomes an ACU005 finding, and the rest is still read.
//
// Memory stays flat whatever the project's size: project.xml streams through saxes and each item
// is boiled down, as it closes, to what the rules need (its key, place, listed path, columns, and
// what its script or code yields): no item's text outlives it. Files are known from the walk
// (paths and sizes, never their bytes); a C# file is read later, one at a time and bounded, by the
// rule that scans it (readCodeText).
import { closeSync, fstatSync, openSync, readSync } from 'node:fs'
import path from 'node:path'
import { compileExclude } from '../package/exclude.js'
import { readProjectMetadata } from '../package/project-defaults.js'
import { listProjectFiles } from '../package/walk.js'
import { PackageError } from '../package/errors.js'
import type { FragmentObserver } from '../package/source-control.js'
import { DEVELOPMENT_FOLDER, escapeReason, samePathKey, toZipPath } from '../project/app-path.js'
import { isDataSetItem, isItemElement, itemKey, type RootElement } from '../project/item-key.js'
import type { XmlToken } from '../project/xml-fast.js'
import { XmlFileError, XmlScanner, scanXmlFile, type XmlNodeSink } from '../project/xml-scan.js'
import { PROJECT_XML } from '../zip/entry-order.js'
import { withZip } from '../zip/read-zip.js'
import { messageOf } from '../shared/message-of.js'
import { declaredClasses, usrFields, type DeclaredClass, type UsrField } from './csharp.js'
import { RULES } from './rules.js'
import { silencedRules } from './source-text.js'
import { scriptWords, unguardedStatements, type UnguardedStatement } from './sql.js'
import type { Finding, LintProject, Place } from './types.js'
import { readPlainXml } from '../project/xml-fast.js'
import { ownedAttributes, ownedText } from '../project/owned-text.js'

/** The most text of one item (a script, a code file) the rules read: far beyond real ones. */
const MAX_ITEM_TEXT = 4 * 1024 * 1024

/** The items whose texts the rules read: scripts and code. */
const TEXT_ITEMS: ReadonlySet<string> = new Set(['Sql', 'Graph'])

/** One item of the project as the rules see it: what they need of it, its texts already read. */
export interface LintItem {
  key: string
  element: string
  /** Its attributes, for the items whose attributes the rules read (File, PerTenantFile, Sql). */
  attributes: Readonly<Record<string, string>>
  /** ColumnName of its `<Column>` children (`<Table>` items). */
  columns: readonly string[]
  place: Place
  /** A `<Sql>` item's CustomScript, as ACU003 and ACU004 read it. */
  script?: ScriptDigest
  /** Column names of a `<Sql>` item's TableSchemaXml. */
  schemaColumns?: readonly string[]
  /** A `<Graph>` (Code) item's Source, as ACU004 and ACU006 read it. */
  code?: CodeDigest
}

/** What the rules read of a text, taken as the item closes (the text itself is not kept). */
interface TextDigest {
  /** The line its first character is on, when known. */
  line?: number
  /** Rules the text silences (acu-lint disable). */
  silenced: ReadonlySet<string>
}

interface ScriptDigest extends TextDigest {
  unguarded: readonly UnguardedStatement[]
  /** Its words (lower-cased): the columns it may create. */
  words: ReadonlySet<string>
}

interface CodeDigest extends TextDigest {
  /** Undefined when the text silences ACU004. */
  fields?: readonly UsrField[]
  /** Undefined when the text silences ACU006 or no ISV prefix is set. */
  classes?: readonly DeclaredClass[]
}

interface ItemText {
  text: string
  /** The line its first character is on, when known. */
  line?: number
}

/** An item as collected from the XML, before it is boiled down. */
interface CollectedItem {
  root: RootElement
  element: string
  attributes: Readonly<Record<string, string>>
  texts: Map<string, ItemText>
  columns: string[]
  place: Place
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
  /** Where to read it (readCodeText): its text is read when scanned, never kept. */
  readPath: string
  place: Place
}

export interface ProjectModel {
  items: LintItem[]
  /** Files of the package by their path key (zip path, any case), with where they are. */
  files: Map<string, PackageFile>
  codeFiles: CodeFile[]
}

/**
 * Where the problems found while reading go (ACU005, and ACU002 for what the build leaves out),
 * in order, as they are found: the lint counts them and keeps what it reports.
 */
export interface FindingSink {
  push(finding: Finding): void
}

/** Where places are made relative to. */
export interface ReadContext {
  root: string
  project: string
  /** Whether ACU006 reads the classes code declares (an ISV prefix is set). */
  classes?: boolean
}

export async function readProject(
  project: LintProject,
  context: ReadContext,
  findings: FindingSink
): Promise<ProjectModel> {
  switch (project.kind) {
    case 'source-control':
      return readSourceControl(project, context, findings)
    case 'folder':
      return readPackageFolder(project, context, findings)
    case 'package':
      return readPackageZip(project, context, findings)
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
  /** The items collected, when no `onItem` takes each as it closes. */
  readonly items: CollectedItem[] = []
  private count = 0
  private depth = 0
  private current: CollectedItem | undefined
  private textName: string | undefined
  private textParts: string[] = []
  private textBytes = 0
  private textLine: number | undefined
  /** A data-set item's elements (no text), replayed through the build's scanner for its key. */
  private tokens: XmlToken[] | undefined
  private root: { firstChild?: RootElement['firstChild'] } = {}
  rootName: string | undefined

  /**
   * `withLines: false`: places without lines (a zip's project.xml, whose lines are no lines of
   * the repository). `onItem` takes each item as it closes (its 0-based index among the items),
   * so that project.xml's items are not all held at once.
   */
  constructor(
    private readonly itemDepth: 0 | 1,
    private readonly file: string,
    private readonly onItem?: (item: CollectedItem, index: number) => void,
    private readonly withLines = true
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
        place: this.withLines ? { file: this.file, line } : { file: this.file }
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
      if (this.onItem) this.onItem(this.current, this.count++)
      else this.items.push(this.current)
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
    if (this.withLines) this.textLine ??= startLine
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

const NO_ATTRIBUTES: Readonly<Record<string, string>> = Object.freeze({})
const NO_COLUMNS: readonly string[] = Object.freeze([])
/** The items whose attributes the rules read. */
const ATTRIBUTE_ITEMS: ReadonlySet<string> = new Set(['File', 'PerTenantFile', 'Sql'])

// One message per element name, shared by its findings: a project.xml of many unknown items
// would otherwise hold as many copies of the same sentence.
const unknownItemMessages = new Map<string, string>()

function unknownItem(element: string): string {
  let message = unknownItemMessages.get(element)
  if (message === undefined) {
    message = `<${element}> is not a customization item the engine knows: its build fails on it. Fix or remove it.`
    // Bounded: element names come from the project.
    if (unknownItemMessages.size < 1000) unknownItemMessages.set(element, message)
  }
  return message
}

function keyed(
  collected: CollectedItem,
  fragmentName: string,
  findings: FindingSink,
  context: ReadContext
): LintItem | undefined {
  if (!isItemElement(collected.element)) {
    findings.push(readFinding(context, 'ACU005', unknownItem(collected.element), collected.place))
    return undefined
  }
  return digest(collected, itemKey(collected.root, fragmentName), context)
}

/** What the rules read of one item, its texts scanned now: the item itself is not kept. */
function digest(collected: CollectedItem, key: string, context: ReadContext): LintItem {
  // Every string kept owns its characters (ownedText): a piece cut from the XML or a script would
  // keep all of it alive, and the items of a whole project are kept.
  const element = ownedText(collected.element)
  const item: LintItem = {
    key: ownedText(key),
    element,
    attributes: ATTRIBUTE_ITEMS.has(element)
      ? ownedAttributes(collected.attributes)
      : NO_ATTRIBUTES,
    columns: collected.columns.length > 0 ? collected.columns.map(ownedText) : NO_COLUMNS,
    place: collected.place
  }
  if (element === 'Sql') {
    const script = collected.texts.get('CustomScript')
    if (script?.text) {
      const silenced = silencedRules(script.text)
      item.script = {
        line: script.line,
        silenced,
        unguarded: silenced.has('ACU003')
          ? []
          : unguardedStatements(script.text).map(found => ({
              ...found,
              table: ownedText(found.table)
            })),
        words: new Set([...scriptWords(script.text)].map(ownedText))
      }
    }
    const schema = collected.texts.get('TableSchemaXml')?.text
    if (schema) {
      const columns: string[] = []
      for (const token of readPlainXml(schema)?.tokens ?? []) {
        if (token.kind === 'open' && token.name === 'col' && token.attributes['name']) {
          columns.push(ownedText(token.attributes['name']))
        }
      }
      item.schemaColumns = columns
    }
  } else if (element === 'Graph') {
    const source = collected.texts.get('Source')
    if (source?.text) item.code = { line: source.line, ...readCode(source.text, context.classes) }
  }
  return item
}

/** What ACU004 and ACU006 read of C# code. */
export function readCode(text: string, classes = false): Omit<CodeDigest, 'line'> {
  const silenced = silencedRules(text)
  // Names cut from the code would keep the whole code alive in the findings (ownedText).
  return {
    silenced,
    fields: silenced.has('ACU004')
      ? undefined
      : usrFields(text).map(field => ({
          ...field,
          name: ownedText(field.name),
          attribute: ownedText(field.attribute)
        })),
    classes:
      classes && !silenced.has('ACU006')
        ? declaredClasses(text).map(found => ({ ...found, name: ownedText(found.name) }))
        : undefined
  }
}

async function readSourceControl(
  project: LintProject,
  context: ReadContext,
  findings: FindingSink
): Promise<ProjectModel> {
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
  const reader = new SourceControlReader(project, context, findings)
  const listed = await listProjectFiles(project.path, compileExclude(project.exclude))
  for (const file of listed) {
    const name = fragmentName(file.zipPath)
    if (name === undefined) {
      reader.file(file)
      continue
    }
    if (name.toLowerCase() === 'projectmetadata.xml') continue
    const place = reader.placeOf(file)
    const sink = reader.fragment(file)
    try {
      const scanned = scanXmlFile(file.readPath, place.file, { sink, size: file.size })
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
    reader.fragmentRead(file, name)
  }
  return reader.model()
}

/** A fragment's name in `_project/` (one directly in it), or undefined for any other file. */
function fragmentName(zipPath: string): string | undefined {
  if (!zipPath.startsWith('_project/')) return undefined
  const name = zipPath.slice('_project/'.length)
  return name.includes('/') || !name.toLowerCase().endsWith('.xml') ? undefined : name
}

/**
 * The lint's model of a source-control folder, from the files and fragments as they are read:
 * by the lint's own walk (readSourceControl), or by the build's one pass over the folder
 * (sourceControlPass: the deploy reads the folder once for its check, its lint and its build).
 */
class SourceControlReader implements FragmentObserver {
  private readonly items = new Map<string, LintItem>()
  private readonly files = new Map<string, PackageFile>()
  private readonly codeFiles: CodeFile[] = []
  private readonly fileFragments: LintItem[] = []
  private collector: ItemCollector | undefined

  constructor(
    private readonly project: LintProject,
    private readonly context: ReadContext,
    private readonly findings: FindingSink
  ) {}

  placeOf(file: { zipPath: string }): Place {
    return { file: repoPath(this.context.root, path.join(this.project.path, file.zipPath)) }
  }

  /** A file that is no fragment: a file of the package, or one the build leaves out. */
  file(file: { zipPath: string; readPath: string }): void {
    const place = this.placeOf(file)
    if (file.zipPath.startsWith('_project/')) {
      this.findings.push(
        readFinding(
          this.context,
          'ACU002',
          `${file.zipPath} is not an XML fragment of _project/ (BuildProject reads only the .xml files directly in _project/): it is left out of the package. Move it out of _project/, or add it to exclude.`,
          place,
          'warning'
        )
      )
      return
    }
    const zipPath = developmentPath(file.zipPath)
    this.files.set(samePathKey(zipPath), { zipPath, place })
    if (file.zipPath.toLowerCase().endsWith('.cs')) {
      this.codeFiles.push({ zipPath: file.zipPath, readPath: file.readPath, place })
    }
  }

  fragment(file: { zipPath: string }): XmlNodeSink {
    this.collector = new ItemCollector(0, this.placeOf(file).file)
    return this.collector
  }

  /** The fragment read whole and well-formed, its root the only top-level node. */
  fragmentRead(file: { zipPath: string }, name: string): void {
    const [collected] = this.collector?.items ?? []
    this.collector = undefined
    if (!collected) return
    const item = keyed(collected, name, this.findings, this.context)
    if (!item) return
    if (item.element === 'File') {
      const escape = escapeReason(item.attributes['AppRelativePath'] ?? '')
      if (escape) {
        this.findings.push(
          readFinding(
            this.context,
            'ACU005',
            `${file.zipPath} names the file "${item.attributes['AppRelativePath']}", whose path ${escape}: it would land outside the website folder, and the build refuses it. Fix its AppRelativePath.`,
            item.place
          )
        )
        return
      }
      this.fileFragments.push(item)
    } else this.items.set(item.key, item)
  }

  model(): ProjectModel {
    for (const file of this.project.include) {
      this.files.set(samePathKey(file.zipPath), {
        zipPath: file.zipPath,
        place: { file: repoPath(this.context.root, file.source) }
      })
    }
    for (const item of this.fileFragments) this.items.set(item.key, item)
    return { items: [...this.items.values()], files: this.files, codeFiles: this.codeFiles }
  }
}

/**
 * The lint's reading of a source-control folder from another pass over it (the build's): the
 * observer to hand that pass, and the model once it is done.
 */
export function sourceControlObserver(
  project: LintProject,
  context: ReadContext,
  findings: FindingSink
): { observer: FragmentObserver; model: () => ProjectModel } {
  const reader = new SourceControlReader(project, context, findings)
  return { observer: reader, model: () => reader.model() }
}

/** Files under the development folder are per-tenant items, keyed by the path below it. */
function developmentPath(zipPath: string): string {
  return zipPath.toLowerCase().startsWith(DEVELOPMENT_FOLDER.toLowerCase())
    ? zipPath.slice(DEVELOPMENT_FOLDER.length)
    : zipPath
}

async function readPackageFolder(
  project: LintProject,
  context: ReadContext,
  findings: FindingSink
): Promise<ProjectModel> {
  const projectXml = path.join(project.path, PROJECT_XML)
  const file = repoPath(context.root, projectXml)
  const { collector, keyedItems } = projectXmlItems(file, context, true)
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
  const items = keyedItems(findings)
  const listed = await listProjectFiles(project.path, compileExclude(project.exclude))
  const files = new Map<string, PackageFile>()
  const codeFiles: CodeFile[] = []
  for (const entry of listed) {
    if (entry.zipPath === PROJECT_XML) continue
    const place = { file: repoPath(context.root, path.join(project.path, entry.zipPath)) }
    files.set(samePathKey(entry.zipPath), { zipPath: entry.zipPath, place })
    if (entry.zipPath.toLowerCase().endsWith('.cs')) {
      codeFiles.push({ zipPath: entry.zipPath, readPath: entry.readPath, place })
    }
  }
  for (const include of project.include) {
    files.set(samePathKey(include.zipPath), {
      zipPath: include.zipPath,
      place: { file: repoPath(context.root, include.source) },
      included: true
    })
  }
  return { items, files, codeFiles }
}

async function readPackageZip(
  project: LintProject,
  context: ReadContext,
  findings: FindingSink
): Promise<ProjectModel> {
  const file = repoPath(context.root, project.path)
  // Lines of project.xml inside a zip are no lines of the repository: the place is the zip.
  const { collector, keyedItems } = projectXmlItems(file, context, false)
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
  rootCheck(collector, { file }, findings, context)
  return { items: keyedItems(findings), files, codeFiles: [] }
}

function rootCheck(
  collector: ItemCollector,
  place: Place,
  findings: FindingSink,
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

/**
 * A collector of project.xml's items that keys each item as it closes (equal keys once: the last
 * wins, as the engine reads them, in the place of the first), and `keyedItems` to call once the
 * file is read: the items, after the findings of items the build cannot key.
 */
function projectXmlItems(
  file: string,
  context: ReadContext,
  withLines: boolean
): { collector: ItemCollector; keyedItems: (findings: FindingSink) => LintItem[] } {
  const items = new Map<string, LintItem>()
  // The items the build cannot key wait for the end of the file (an XML error found later is
  // reported first): their messages (one string per element name) and lines, not findings.
  const unkeyedMessages: string[] = []
  const unkeyedLines: (number | undefined)[] = []
  const unkeyed: FindingSink = {
    push: finding => {
      unkeyedMessages.push(finding.message)
      unkeyedLines.push(finding.place.line)
    }
  }
  const collector: ItemCollector = new ItemCollector(
    1,
    file,
    (collected, index) => {
      if (collector.rootName !== 'Customization') return
      const item = keyed(collected, `item ${index + 1}`, unkeyed, context)
      if (item) items.set(item.key, item)
    },
    withLines
  )
  const keyedItems = (findings: FindingSink): LintItem[] => {
    if (collector.rootName !== 'Customization') return []
    for (const [n, message] of unkeyedMessages.entries()) {
      const line = unkeyedLines[n]
      findings.push(readFinding(context, 'ACU005', message, withLines ? { file, line } : { file }))
    }
    return [...items.values()]
  }
  return { collector, keyedItems }
}

// One buffer for every C# file read: a buffer per file is memory outside V8's heap that it
// collects late, and a project's files add up to the size of its code.
let codeBuffer = Buffer.allocUnsafe(64 * 1024)

/** The start of a C# file, at most MAX_ITEM_TEXT bytes, as UTF-8: what the rules scan of it. */
export function readCodeText(file: CodeFile): string {
  const fd = openSync(file.readPath, 'r')
  try {
    const size = Math.min(fstatSync(fd).size, MAX_ITEM_TEXT)
    if (codeBuffer.length < size) codeBuffer = Buffer.allocUnsafe(size)
    const buffer = codeBuffer.subarray(0, size)
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
