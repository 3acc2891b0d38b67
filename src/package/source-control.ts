// A source-control folder (_project/ with ProjectMetadata.xml and one XML fragment per item,
// plus the project's files) -> a customization package, the way Acumatica's
// `PX.CommandLine.exe /method BuildProject` assembles it, on any runner:
//
// - project.xml first: <Customization level description product-version> holding the root
//   element of every fragment (copied byte for byte, without byte-order mark or XML
//   declaration), plus a <File> item for each file outside _project/ (a <File> fragment naming
//   that file is used as written instead), or a <PerTenantFile> item for files under
//   FrontendSources\screen\src\development\; items of equal key once (the last wins), sorted by key;
// - then each file under its AppRelativePath, per-tenant files last.
//
// Two passes, both streaming: the first parses every fragment (checking it is well-formed and
// reading its key) and keeps only keys and byte ranges; the second writes project.xml to a file
// beside the package and zips it and the files.
import { statSync } from 'node:fs'
import { mkdir, rm } from 'node:fs/promises'
import path from 'node:path'
import { escapeReason, samePathKey, toAppRelativePath, toZipPath } from './app-path.js'
import { PackageError, messageOf } from './errors.js'
import { compileExclude } from './exclude.js'
import { FileSink, xmlAttribute } from './file-sink.js'
import type { IncludeFile } from './include.js'
import type { PackageInfo } from './info.js'
import { compareKeys, itemKey } from './item-key.js'
import { readProjectMetadata, type ProjectDefaults } from './project-defaults.js'
import { listProjectFiles } from './walk.js'
import { XmlFileError, scanXmlFile } from './xml-scan.js'
import { outputRealPath, writeZip, type ZipSource } from './zip.js'
import { PROJECT_XML, compareEntries, type OrderedEntry } from '../zip/entry-order.js'

/** BuildProject's folder of per-tenant (modern UI development) files. */
const DEVELOPMENT_PREFIX = 'FrontendSources\\screen\\src\\development\\'
const PROJECT_FOLDER = '_project/'
const NEWLINE = '\r\n'
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

/** A fragment kept for project.xml: where its element's bytes are. */
interface FragmentItem {
  kind: 'fragment'
  key: string
  readPath: string
  origin: string
  start: number
  end: number
  size: number
}

/** A file of the project: an element in project.xml and an entry in the zip. */
interface FileItem {
  kind: 'file'
  key: string
  /** The element: a <File> fragment's bytes, or generated from the attributes. */
  element:
    FragmentItem | { tag: 'File' | 'PerTenantFile'; appRelativePath: string; screenId?: string }
  zipPath: string
  source: ZipSource
  perTenant: boolean
}

type Item = FragmentItem | FileItem

interface Plan extends SourceControlCheck {
  sorted: Item[]
}

/**
 * Checks a source-control folder without writing anything: ProjectMetadata.xml is there and
 * readable, every fragment is well-formed XML. Throws a PackageError naming the file, line and
 * column. Meant for checking inputs before any request (the build does the same checks).
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
  const outputPath = path.resolve(options.outputPath)
  await mkdir(path.dirname(outputPath), { recursive: true })
  const built = await plan(folder, options, await outputRealPath(outputPath))
  const projectXml = `${outputPath}.project.xml`
  try {
    const level = options.level ?? built.metadata.level
    const description = options.description ?? built.metadata.description ?? ''
    const size = writeProjectXml(projectXml, built.sorted, {
      level: level === undefined ? '' : String(level),
      description,
      productVersion: options.productVersion
    })
    const info = await writeZip(outputPath, zipSources(projectXml, size, built.sorted), options)
    return { ...info, warnings: built.warnings }
  } finally {
    await rm(projectXml, { force: true })
  }
}

async function plan(
  folder: string,
  options: { exclude: string[]; include?: readonly IncludeFile[] },
  skipRealPath: string | undefined
): Promise<Plan> {
  const metadata = readProjectMetadata(folder)
  const files = await listProjectFiles(folder, compileExclude(options.exclude), skipRealPath)
  const warnings: string[] = []
  const items = new Map<string, Item>()
  /** <File> fragments by the path they name: used when that file is added. */
  const fileFragments = new Map<string, { item: FragmentItem; appRelativePath: string }>()
  /** Keys of file items by path (any case), so that an include replaces a folder file. */
  const fileKeys = new Map<string, string>()
  let fragments = 0
  const content: ZipSource[] = []

  for (const file of files) {
    if (!file.zipPath.startsWith(PROJECT_FOLDER)) {
      content.push(file)
      continue
    }
    const name = file.zipPath.slice(PROJECT_FOLDER.length)
    if (name.toLowerCase() === 'projectmetadata.xml') continue
    if (name.includes('/') || !name.toLowerCase().endsWith('.xml')) {
      warnings.push(
        `${file.zipPath} is not an XML fragment of _project/ (BuildProject reads only the files directly in _project/): left out of the package.`
      )
      continue
    }
    fragments++
    const scanned = scanFragment(file.readPath, file.zipPath)
    const item: FragmentItem = {
      kind: 'fragment',
      key: itemKey(scanned.root, name),
      readPath: file.readPath,
      origin: file.zipPath,
      start: scanned.start,
      end: scanned.end,
      size: scanned.size
    }
    if (scanned.root.name === 'File') {
      const appRelativePath = scanned.root.attributes['AppRelativePath'] ?? ''
      const escape = escapeReason(appRelativePath)
      if (escape) {
        throw new PackageError(
          `project-path: ${file.zipPath} names the file "${appRelativePath}", whose path ${escape}: it would land outside the website folder. Fix the fragment's AppRelativePath.`
        )
      }
      fileFragments.set(samePathKey(appRelativePath), { item, appRelativePath })
    } else if (scanned.root.name !== 'PerTenantFile') {
      // PerTenantFile fragments are made again from the files, as BuildProject does.
      items.set(item.key, item)
    }
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
  const sorted = [...items.values()].sort((a, b) => compareKeys(a.key, b.key))
  return { metadata, items: sorted.length, fragments, warnings, sorted }
}

function scanFragment(readPath: string, displayName: string) {
  try {
    return scanXmlFile(readPath, displayName)
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
  items: readonly Item[],
  root: { level: string; description: string; productVersion: string }
): number {
  const sink = new FileSink(outPath)
  try {
    sink.text(
      `<Customization level="${xmlAttribute(root.level, 'level')}" description="${xmlAttribute(root.description, 'The project description')}" product-version="${xmlAttribute(root.productVersion, 'product-version')}">`
    )
    for (const item of items) {
      sink.text(NEWLINE + INDENT)
      const element = item.kind === 'fragment' ? item : item.element
      if ('readPath' in element) {
        copyFragment(sink, element)
      } else {
        const where = `The path ${element.appRelativePath}`
        const screen =
          element.screenId === undefined
            ? ''
            : ` ScreenId="${xmlAttribute(element.screenId, where)}"`
        sink.text(
          `<${element.tag} AppRelativePath="${xmlAttribute(element.appRelativePath, where)}"${screen} />`
        )
      }
    }
    sink.text(`${NEWLINE}</Customization>`)
  } finally {
    sink.close()
  }
  return sink.written
}

function copyFragment(sink: FileSink, fragment: FragmentItem): void {
  let complete: boolean
  try {
    complete =
      sink.copyRange(fragment.readPath, fragment.start, fragment.end) &&
      statSync(fragment.readPath).size === fragment.size
  } catch (error) {
    throw new PackageError(
      `project-path: cannot read ${fragment.origin}: ${messageOf(error)}. Check its permissions, or add it to exclude.`,
      { cause: error }
    )
  }
  if (!complete) {
    throw new PackageError(
      `project-path: ${fragment.origin} changed while the package was being built. Do not write to the project folder while the action runs.`
    )
  }
}

/** project.xml and the files, in the entry order of every package (per-tenant files last). */
function zipSources(projectXml: string, size: number, items: readonly Item[]): ZipSource[] {
  const sources: (ZipSource & OrderedEntry)[] = [
    { zipPath: PROJECT_XML, readPath: projectXml, size, origin: 'project.xml (built)' }
  ]
  for (const item of items) {
    if (item.kind === 'file') {
      sources.push({ ...item.source, zipPath: item.zipPath, last: item.perTenant })
    }
  }
  return sources.sort(compareEntries)
}
