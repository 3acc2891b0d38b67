// A source-control folder (_project/ with ProjectMetadata.xml and one XML fragment per item,
// plus the project's files) -> a customization package, the way Acumatica's
// `PX.CommandLine.exe /method BuildProject` assembles it, on any runner:
//
// - project.xml first: <Customization level description product-version> holding the root
//   element of every fragment, re-indented as the engine writes it (item-writer.ts), plus a
//   <File> item for each file outside _project/ (a <File> fragment naming that file is used
//   instead), or a <PerTenantFile> item for files under FrontendSources\screen\src\development\;
//   Automation sub-items inside their container, never at the top; items of equal key once (the
//   last wins), sorted by key as the engine sorts them (item-order.ts);
// - then each file under its AppRelativePath in the key order of its item, per-tenant files last.
//
// Two passes, memory bounded: the first parses every fragment once (checking it, reading its key)
// and keeps its element, re-indented, in the spool (memory up to a budget, then a file beside the
// package); the second writes project.xml from the spool in key order and zips it and the files.
import { mkdir, rm } from 'node:fs/promises'
import path from 'node:path'
import {
  DEVELOPMENT_FOLDER,
  escapeReason,
  samePathKey,
  toAppRelativePath,
  toZipPath
} from '../project/app-path.js'
import { PackageError, messageOf } from './errors.js'
import { compileExclude } from './exclude.js'
import { FileSink } from './file-sink.js'
import type { IncludeFile } from './include.js'
import type { PackageInfo } from './info.js'
import { HeldSubItems, SubItemGroups } from './automation-items.js'
import {
  automationScreenOf,
  isAutomationSubItem,
  isItemElement,
  itemKey
} from '../project/item-key.js'
import { sortByItemKey } from '../project/item-order.js'
import { ItemSpool, type SpoolEntry } from './item-spool.js'
import { ItemWriter, NEWLINE } from '../project/item-writer.js'
import { xmlAttribute } from './file-sink.js'
import { readProjectMetadata, type ProjectDefaults } from './project-defaults.js'
import { listProjectFiles } from './walk.js'
import { XmlFileError, scanXmlFile, type XmlNodeSink } from '../project/xml-scan.js'
import { outputRealPath, writeZip, type ZipSource } from './zip.js'
import { PROJECT_XML } from '../zip/entry-order.js'

/** The per-tenant folder as an AppRelativePath begins. */
const DEVELOPMENT_PREFIX = toAppRelativePath(DEVELOPMENT_FOLDER)
const PROJECT_FOLDER = '_project/'
const INDENT = '    '

export interface SourceControlOptions {
  outputPath: string
  exclude: string[]
  include?: readonly IncludeFile[]
  /** The `product-version` attribute of the project.xml written. */
  productVersion: string
  /** The level written; default: ProjectMetadata.xml's (empty when it has none). */
  level?: number
  /** The description written; default: ProjectMetadata.xml's. */
  description?: string
  forceZip64?: boolean
}

/** What checking a source-control folder found. */
export interface SourceControlCheck {
  metadata: ProjectDefaults
  /** Items project.xml will hold (fragments and files, after merging equal keys). */
  items: number
  /** Fragments parsed. */
  fragments: number
  /** Things left out that the user may want to know about. */
  warnings: string[]
}

/** A fragment kept for project.xml: where its element is in the spool. */
interface FragmentItem {
  kind: 'fragment'
  key: string
  rootName: string
  readPath: string
  origin: string
  /** Its element, re-indented (see item-spool.ts). */
  spooled: SpoolEntry
  /** Automation containers and sub-items: keys of the sub-items they hold, at any depth. */
  heldSubItems?: ReadonlySet<string>
  /** Automation containers: sub-item fragments to write inside them (they lack these). */
  nested?: FragmentItem[]
}

/** An Automation container that no fragment holds, made for sub-item fragments. */
interface ContainerItem {
  kind: 'container'
  key: string
  nested: FragmentItem[]
}

/** A file of the project: an element in project.xml and an entry in the zip. */
interface FileItem {
  kind: 'file'
  key: string
  /** The element: a <File> fragment's, or generated from the attributes. */
  element:
    FragmentItem | { tag: 'File' | 'PerTenantFile'; appRelativePath: string; screenId?: string }
  zipPath: string
  source: ZipSource
  perTenant: boolean
}

type Item = FragmentItem | ContainerItem | FileItem

interface Plan extends SourceControlCheck {
  sorted: Item[]
}

/**
 * Checks a source-control folder without writing anything: ProjectMetadata.xml is there and
 * readable, every fragment is well-formed XML and a known item. Throws a PackageError naming the
 * file (and line and column). Meant for checking inputs before any request (the build does the
 * same checks).
 */
export async function checkSourceControlFolder(
  folder: string,
  options: { exclude: string[]; include?: readonly IncludeFile[] }
): Promise<SourceControlCheck> {
  const { metadata, items, fragments, warnings } = await plan(folder, options, undefined)
  return { metadata, items, fragments, warnings }
}

/** Builds the package of a source-control folder at `options.outputPath`. */
export async function buildSourceControlPackage(
  folder: string,
  options: SourceControlOptions
): Promise<PackageInfo & { warnings: string[] }> {
  const prepared = await prepareSourceControlPackage(folder, options)
  try {
    return await prepared.build(options)
  } finally {
    await prepared.remove()
  }
}

/**
 * Sees each fragment as the one pass reads it (the lint's reader): `fragment` gives a sink for
 * its nodes, `fragmentRead` says it was read whole and well-formed, `file` names every other
 * file the walk lists.
 */
export interface FragmentObserver {
  file(file: ZipSource): void
  fragment(file: ZipSource, name: string): XmlNodeSink
  fragmentRead(file: ZipSource, name: string): void
}

/** A source-control folder read once: its check, then (any number of times) its build. */
export interface PreparedSourceControl {
  check: SourceControlCheck
  /** Writes the package at the prepared `outputPath`, with this root's attributes. */
  build(root: {
    productVersion: string
    level?: number
    description?: string
    forceZip64?: boolean
  }): Promise<PackageInfo & { warnings: string[] }>
  /** Removes the spool; the package written stays. */
  remove(): Promise<void>
}

/**
 * The first pass of the build, which is also the folder's check: every fragment parsed once,
 * its element kept in the spool (memory up to `spoolBudget` bytes, then a file beside the
 * package), so that the check before any request, the lint and the build share one read.
 * Throws a PackageError as checkSourceControlFolder does (and leaves no spool behind).
 */
export async function prepareSourceControlPackage(
  folder: string,
  options: {
    outputPath: string
    exclude: string[]
    include?: readonly IncludeFile[]
    spoolBudget?: number
    observer?: FragmentObserver
  }
): Promise<PreparedSourceControl> {
  const outputPath = path.resolve(options.outputPath)
  await mkdir(path.dirname(outputPath), { recursive: true })
  const spool = new ItemSpool(`${outputPath}.items`, options.spoolBudget)
  let built: Plan
  try {
    try {
      built = await plan(folder, options, {
        spool,
        skipRealPath: await outputRealPath(outputPath),
        observer: options.observer
      })
    } finally {
      spool.close()
    }
  } catch (error) {
    await spool.remove()
    throw error
  }
  const { metadata, items, fragments } = built
  return {
    check: { metadata, items, fragments, warnings: [...built.warnings] },
    build: async root => {
      const projectXml = `${outputPath}.project.xml`
      try {
        const level = root.level ?? built.metadata.level
        const description = root.description ?? built.metadata.description ?? ''
        const size = writeProjectXml(projectXml, spool, built.sorted, {
          level: level === undefined ? '' : String(level),
          description,
          productVersion: root.productVersion
        })
        const warnings = [...built.warnings]
        const sources = zipSources(projectXml, size, built.sorted, warnings)
        const info = await writeZip(outputPath, sources, root)
        return { ...info, warnings }
      } finally {
        await rm(projectXml, { force: true })
      }
    },
    remove: () => spool.remove()
  }
}

async function plan(
  folder: string,
  options: { exclude: string[]; include?: readonly IncludeFile[] },
  build:
    { spool: ItemSpool; skipRealPath: string | undefined; observer?: FragmentObserver } | undefined
): Promise<Plan> {
  const metadata = readProjectMetadata(folder)
  const files = await listProjectFiles(folder, compileExclude(options.exclude), build?.skipRealPath)
  const warnings: string[] = []
  const items = new Map<string, Item>()
  /** <File> fragments by the path they name: used when that file is added. */
  const fileFragments = new Map<string, { item: FragmentItem; appRelativePath: string }>()
  /** Keys of file items by path (any case), so that an include replaces a folder file. */
  const fileKeys = new Map<string, string>()
  /** Automation sub-item fragments by their container's key, then by their own key. */
  const subItems = new SubItemGroups<FragmentItem>()
  let fragments = 0
  const content: ZipSource[] = []

  for (const file of files) {
    if (!file.zipPath.startsWith(PROJECT_FOLDER)) {
      content.push(file)
      build?.observer?.file(file)
      continue
    }
    const name = file.zipPath.slice(PROJECT_FOLDER.length)
    if (name.toLowerCase() === 'projectmetadata.xml') continue
    if (name.includes('/') || !name.toLowerCase().endsWith('.xml')) {
      build?.observer?.file(file)
      warnings.push(
        `${file.zipPath} is not an XML fragment of _project/ (BuildProject reads only the files directly in _project/): left out of the package.`
      )
      continue
    }
    fragments++
    const { item, attributes } = readFragment(file, name, build?.spool, build?.observer)
    if (item.rootName === 'File') {
      const appRelativePath = attributes['AppRelativePath'] ?? ''
      const escape = escapeReason(appRelativePath)
      if (escape) {
        throw new PackageError(
          `project-path: ${file.zipPath} names the file "${appRelativePath}", whose path ${escape}: it would land outside the website folder. Fix the fragment's AppRelativePath.`
        )
      }
      fileFragments.set(samePathKey(appRelativePath), { item, appRelativePath })
    } else if (isAutomationSubItem(item.rootName)) {
      const warning = subItems.add(item, attributes)
      if (warning) warnings.push(warning)
    } else if (item.rootName !== 'PerTenantFile') {
      // PerTenantFile fragments are made again from the files, as BuildProject does.
      items.set(item.key, item)
    }
  }

  // Sub-items go inside their container: dropped when it holds them already (the Source Control
  // screen saves them both ways), else nested into it, or into a container made for them.
  const containerOf = (key: string): FragmentItem | undefined => {
    const container = items.get(key)
    return container?.kind === 'fragment' ? container : undefined
  }
  for (const { containerKey, items: lacking } of subItems.missing(
    key => containerOf(key)?.heldSubItems
  )) {
    const missing = sortByItemKey(lacking, item => item.key)
    const container = containerOf(containerKey)
    if (container) container.nested = missing
    else items.set(containerKey, { kind: 'container', key: containerKey, nested: missing })
  }

  const addFile = (relative: string, source: ZipSource): void => {
    const pathKey = samePathKey(relative)
    const declared = fileFragments.get(pathKey)
    let item: FileItem
    if (declared) {
      // The fragment's element and its spelling of the path, as BuildProject keeps them.
      item = {
        kind: 'file',
        key: `File#${declared.appRelativePath}`,
        element: declared.item,
        zipPath: toZipPath(declared.appRelativePath),
        source,
        perTenant: false
      }
    } else {
      const appRelativePath = toAppRelativePath(relative)
      const perTenant = appRelativePath.toLowerCase().startsWith(DEVELOPMENT_PREFIX.toLowerCase())
      if (perTenant) {
        const inDevelopment = appRelativePath.slice(DEVELOPMENT_PREFIX.length)
        item = {
          kind: 'file',
          key: `PerTenantFile#${inDevelopment}`,
          element: {
            tag: 'PerTenantFile',
            appRelativePath: inDevelopment,
            screenId: screenIdOf(inDevelopment)
          },
          zipPath: toZipPath(inDevelopment),
          source,
          perTenant
        }
      } else {
        item = {
          kind: 'file',
          key: `File#${appRelativePath}`,
          element: { tag: 'File', appRelativePath },
          zipPath: toZipPath(appRelativePath),
          source,
          perTenant
        }
      }
    }
    const earlier = fileKeys.get(pathKey)
    if (earlier !== undefined) items.delete(earlier)
    fileKeys.set(pathKey, item.key)
    items.set(item.key, item)
  }

  for (const file of content) addFile(file.zipPath, file)
  for (const file of options.include ?? []) {
    addFile(file.zipPath, {
      zipPath: file.zipPath,
      readPath: file.source,
      size: file.size,
      origin: `include line ${file.line}: ${file.zipPath}`
    })
  }

  for (const [pathKey, { item }] of fileFragments) {
    if (!fileKeys.has(pathKey)) {
      warnings.push(
        `${item.origin} names ${item.key.slice('File#'.length)}, which is not in the folder (nor in include): left out, as BuildProject does.`
      )
    }
  }
  if (items.size === 0) {
    throw new PackageError(
      `project-path "${folder}" is a source-control folder with no items: _project/ holds no fragment but ProjectMetadata.xml and there are no files. Importing it would empty the project.`
    )
  }
  const sorted = sortByItemKey(items.values(), item => item.key)
  return { metadata, items: sorted.length, fragments, warnings, sorted }
}

/**
 * Parses one fragment: checks it, reads its key, and (building) writes its element re-indented
 * to the spool. Refuses what the engine's build fails on, naming the file.
 */
function readFragment(
  file: ZipSource,
  name: string,
  spool: ItemSpool | undefined,
  observer: FragmentObserver | undefined
): { item: FragmentItem; attributes: Readonly<Record<string, string>> } {
  const { readPath, zipPath: origin } = file
  spool?.begin()
  const writer = spool && new ItemWriter(spool)
  const held = new HeldSubItems(writer, name)
  const sink = observer ? new TeeSink(held, observer.fragment(file, name)) : held
  // The lint needs lines, which only saxes' way gives (the fast reader's would be the same nodes).
  const scanned = scanFragment(readPath, origin, { sink, size: file.size, whole: !observer })
  writer?.flush()
  const { root, outsideRoot } = scanned
  if (outsideRoot !== undefined) {
    throw new PackageError(
      `project-path: ${origin} has ${outsideRoot} outside its root element <${root.name}>, which BuildProject cannot build (it reads every top-level node as an item). Remove it, or save the project again from the Source Control screen.`
    )
  }
  if (!isItemElement(root.name)) {
    throw new PackageError(
      `project-path: ${origin} holds a <${root.name}> element, which is not a customization item the engine knows (its build fails on it). Fix or remove the fragment, or leave it out with exclude.`
    )
  }
  const item: FragmentItem = {
    kind: 'fragment',
    key: itemKey(root, name),
    rootName: root.name,
    readPath,
    origin,
    spooled: spool?.end() ?? { bytes: Buffer.alloc(0) }
  }
  if (held.keys.size > 0) item.heldSubItems = held.keys
  observer?.fragmentRead(file, name)
  return { item, attributes: root.attributes }
}

/** One scan, two readers: the build's and an observer's (the lint's). */
class TeeSink implements XmlNodeSink {
  constructor(
    private readonly first: XmlNodeSink,
    private readonly second: XmlNodeSink
  ) {}

  open(
    name: string,
    attributes: Readonly<Record<string, string>>,
    selfClosing: boolean,
    line?: number
  ): void {
    this.first.open(name, attributes, selfClosing, line)
    this.second.open(name, attributes, selfClosing, line)
  }

  close(): void {
    this.first.close()
    this.second.close()
  }

  text(text: string): void {
    this.first.text(text)
    this.second.text(text)
  }

  cdata(text: string, line?: number): void {
    this.first.cdata(text, line)
    this.second.cdata(text, line)
  }

  comment(text: string): void {
    this.first.comment(text)
    this.second.comment(text)
  }

  processingInstruction(target: string, body: string): void {
    this.first.processingInstruction(target, body)
    this.second.processingInstruction(target, body)
  }
}

function scanFragment(
  readPath: string,
  displayName: string,
  options: Parameters<typeof scanXmlFile>[2]
) {
  try {
    return scanXmlFile(readPath, displayName, { whole: true, ...options })
  } catch (error) {
    if (error instanceof XmlFileError) {
      throw new PackageError(
        `project-path: ${error.message} Fix the fragment (or save the project again from the Source Control screen), or leave it out with exclude.`,
        { cause: error }
      )
    }
    throw error
  }
}

/**
 * The screen of a per-tenant file, as the engine reads it from the development-relative path:
 * an 8-letter-or-digit prefix followed by `.` or `_`, else the last folder of 8 letters or digits.
 */
export function screenIdOf(inDevelopment: string): string | undefined {
  const parts = inDevelopment.split('\\')
  const fileName = parts.at(-1) ?? ''
  const eight = /^[\p{L}\p{Nd}]{8}$/u
  if (fileName.length >= 9) {
    const prefix = inDevelopment.slice(0, 8)
    const next = inDevelopment[8]
    if (eight.test(prefix) && (next === '.' || next === '_')) return prefix.toUpperCase()
  }
  const folder = parts
    .slice(0, -1)
    .filter(part => eight.test(part))
    .at(-1)
  return folder?.toUpperCase()
}

function writeProjectXml(
  outPath: string,
  spool: ItemSpool,
  items: readonly Item[],
  root: { level: string; description: string; productVersion: string }
): number {
  const sink = new FileSink(outPath)
  try {
    spool.read(copy => writeItems(sink, items, root, copy))
  } catch (error) {
    if (error instanceof PackageError) throw error
    throw new PackageError(`project.xml cannot be written: ${messageOf(error)}`, { cause: error })
  } finally {
    sink.close()
  }
  return sink.written
}

function writeItems(
  sink: FileSink,
  items: readonly Item[],
  root: { level: string; description: string; productVersion: string },
  copy: (entry: SpoolEntry, sink: FileSink) => boolean
): void {
  sink.text(
    `<Customization level="${attribute(root.level, 'level')}" description="${attribute(root.description, 'The project description')}" product-version="${attribute(root.productVersion, 'product-version')}">`
  )
  for (const item of items) {
    const element = item.kind === 'file' ? item.element : item
    if ('tag' in element) {
      const where = `The path ${element.appRelativePath}`
      const screen =
        element.screenId === undefined ? '' : ` ScreenId="${attribute(element.screenId, where)}"`
      sink.text(
        `${NEWLINE}${INDENT}<${element.tag} AppRelativePath="${attribute(element.appRelativePath, where)}"${screen} />`
      )
    } else if (element.kind === 'container') {
      const writer = new ItemWriter(sink)
      writer.open('Automation', { screen: automationScreenOf(element.key) }, true)
      writeNested(writer, element.nested)
      writer.close()
      writer.flush()
    } else if (element.nested) {
      const writer = new ItemWriter(sink)
      const nested = element.nested
      scanFragment(element.readPath, element.origin, {
        sink: new NestingSink(writer, () => writeNested(writer, nested))
      })
      writer.flush()
    } else if (!copy(element.spooled, sink)) {
      throw new PackageError(`project-path: the items written for ${element.origin} were lost.`)
    }
  }
  sink.text(`${NEWLINE}</Customization>`)
}

/** Writes sub-item fragments (parsed again) inside the open container. */
function writeNested(writer: ItemWriter, nested: readonly FragmentItem[]): void {
  for (const item of nested) scanFragment(item.readPath, item.origin, { sink: writer })
}

/** Passes a container's nodes to the writer, and its sub-items just before its end tag. */
class NestingSink implements XmlNodeSink {
  private depth = 0

  constructor(
    private readonly writer: ItemWriter,
    private readonly beforeRootEnd: () => void
  ) {}

  open(name: string, attributes: Readonly<Record<string, string>>, selfClosing: boolean): void {
    this.depth++
    this.writer.open(name, attributes, selfClosing)
  }

  close(): void {
    if (--this.depth === 0) this.beforeRootEnd()
    this.writer.close()
  }

  text(text: string): void {
    this.writer.text(text)
  }

  cdata(text: string): void {
    this.writer.cdata(text)
  }

  comment(text: string): void {
    this.writer.comment(text)
  }

  processingInstruction(target: string, body: string): void {
    this.writer.processingInstruction(target, body)
  }
}

const attribute = xmlAttribute

/**
 * project.xml, then the files as the engine writes them: File items in the key order of
 * project.xml (`items` is sorted so), then PerTenantFile items. A File item and a PerTenantFile
 * item on one path (2025 R2 packages hold both) share one entry, the File item's.
 */
function zipSources(
  projectXml: string,
  size: number,
  items: readonly Item[],
  warnings: string[]
): ZipSource[] {
  const sources: ZipSource[] = [
    { zipPath: PROJECT_XML, readPath: projectXml, size, origin: 'project.xml (built)' }
  ]
  const written = new Map<string, ZipSource>()
  for (const perTenant of [false, true]) {
    for (const item of items) {
      if (item.kind !== 'file' || item.perTenant !== perTenant) continue
      const pathKey = samePathKey(item.zipPath)
      const earlier = written.get(pathKey)
      if (earlier) {
        if (earlier.size !== item.source.size) warnings.push(sharedEntryWarning(earlier, item))
        continue
      }
      const source = { ...item.source, zipPath: item.zipPath }
      written.set(pathKey, source)
      sources.push(source)
    }
  }
  return sources
}

function sharedEntryWarning(earlier: ZipSource, item: FileItem): string {
  const name = (source: ZipSource): string => source.origin ?? `project-path: ${source.zipPath}`
  return `${name(item.source)} and ${name(earlier)} are one entry of the package (${item.zipPath}), but their sizes differ: the package holds ${name(earlier)}. Make the two files the same.`
}
