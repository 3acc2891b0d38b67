// The stored package -> a source-control folder (written into an empty staging folder):
// _project/ProjectMetadata.xml, one fragment per top-level item of project.xml named from its
// key, and the files of File and PerTenantFile items at their paths. project.xml is read once,
// as a stream; each item goes straight into its fragment file.
import { createWriteStream } from 'node:fs'
import { mkdir, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import { outsideReason, samePathKey, toZipPath } from '../package/app-path.js'
import { FileSink, xmlAttribute } from '../package/file-sink.js'
import { itemKey, type RootElement } from '../package/item-key.js'
import { scanXmlFile, XmlFileError, XmlScanner } from '../package/xml-scan.js'
import { FragmentNames } from './fragment-name.js'
import { ItemSplitter, ProjectXmlError } from './item-splitter.js'
import { StoredPackageError, type StoredEntry, type StoredPackage } from './stored-package.js'
import type { StagedProject } from './types.js'

/** BuildProject's folder of per-tenant (modern UI development) files. */
export const DEVELOPMENT_FOLDER = 'FrontendSources/screen/src/development/'
const BOM = Buffer.from([0xef, 0xbb, 0xbf])
/** Fragments are written one at a time through this one buffer (no garbage per item). */
const FRAGMENT_BUFFER_BYTES = 64 * 1024
/** Attributes a <File> item may carry without needing its own fragment. */
const PLAIN_FILE_ATTRIBUTES = new Set(['AppRelativePath', 'FileID'])

interface FileItem {
  appRelativePath: string
  perTenant: boolean
}

export async function stageSourceControl(
  stored: StoredPackage,
  stage: string,
  projectName: string
): Promise<StagedProject> {
  const projectFolder = path.join(stage, '_project')
  await mkdir(projectFolder, { recursive: true })
  const split = await splitProjectXml(stored, projectFolder, projectName)
  const files: string[] = ['_project/ProjectMetadata.xml', ...split.fragments]
  await writeFile(
    path.join(projectFolder, 'ProjectMetadata.xml'),
    Buffer.concat([BOM, Buffer.from(metadataXml(projectName, split.root), 'utf8')])
  )

  const byPath = new Map<string, StoredEntry>()
  for (const entry of stored.entries) {
    if (entry !== stored.projectXml) byPath.set(samePathKey(entry.name), entry)
  }
  const warnings: string[] = []
  const written = new Set<string>()
  for (const item of split.fileItems) {
    const where = toZipPath(item.appRelativePath)
    const problem = outsideReason(item.appRelativePath)
    if (problem) {
      throw new StoredPackageError(
        `The stored project.xml of ${projectName} names a file whose path ${problem}: "${item.appRelativePath}". Nothing was written.`
      )
    }
    const entry = byPath.get(samePathKey(item.appRelativePath))
    if (!entry) {
      warnings.push(
        `${projectName}: project.xml lists ${item.perTenant ? 'PerTenantFile' : 'File'} ${item.appRelativePath}, which the package does not hold: not written.`
      )
      continue
    }
    byPath.delete(samePathKey(item.appRelativePath))
    const relative = item.perTenant ? DEVELOPMENT_FOLDER + where : where
    if (written.has(relative.toLowerCase())) continue
    written.add(relative.toLowerCase())
    const target = path.join(stage, ...relative.split('/'))
    await mkdir(path.dirname(target), { recursive: true })
    await pipeline(await stored.open(entry), createWriteStream(target))
    files.push(relative)
  }
  for (const entry of byPath.values()) {
    warnings.push(
      `${projectName}: the package holds ${entry.name}, which no item of project.xml names: not written (the instance does not use it).`
    )
  }
  return { items: split.items, files, warnings }
}

interface SplitResult {
  root: Readonly<Record<string, string>>
  items: number
  fragments: string[]
  fileItems: FileItem[]
}

async function splitProjectXml(
  stored: StoredPackage,
  projectFolder: string,
  projectName: string
): Promise<SplitResult> {
  const names = new FragmentNames()
  const buffer = Buffer.allocUnsafe(FRAGMENT_BUFFER_BYTES)
  const result: SplitResult = { root: {}, items: 0, fragments: [], fileItems: [] }
  let current: { file: FileSink; part: string; n: number } | undefined
  const where = (n: number): string => `project.xml of ${projectName}, item ${n}`

  const finishItem = (
    selfClosing: boolean
  ): { root: RootElement; part: string; selfClosing: boolean } => {
    if (!current) throw new ProjectXmlError('The stored project.xml ends an item it never started.')
    const { file, part, n } = current
    current = undefined
    file.close()
    // The fragment is checked as written, read back whole (small) by the packager's fast reader
    // into its reused buffer: a streaming parser fed every piece of every item allocated about
    // 8 bytes per byte of project.xml, and V8 grew its young generation with the project.
    const scanned = scanXmlFile(part, where(n), { whole: true, size: file.written })
    return { root: scanned.root, part, selfClosing }
  }
  const ended: Array<{ root: RootElement; part: string; selfClosing: boolean }> = []

  const splitter = new ItemSplitter({
    root: tag => {
      const scanner = new XmlScanner(`project.xml of ${projectName}`, true)
      scanner.feed(tag)
      const root = scanner.finish().root
      if (root.name !== 'Customization') {
        throw new ProjectXmlError(
          `The stored project.xml of ${projectName} has a <${root.name}> root where <Customization> was expected.`
        )
      }
      result.root = root.attributes
    },
    itemStart: () => {
      result.items++
      const part = path.join(projectFolder, `.item-${result.items}.part`)
      const file = new FileSink(part, buffer)
      file.bytes(BOM)
      current = { file, part, n: result.items }
    },
    itemBytes: bytes => {
      current?.file.bytes(bytes)
    },
    itemEnd: selfClosing => ended.push(finishItem(selfClosing))
  })

  try {
    for await (const chunk of await stored.open(stored.projectXml)) {
      splitter.feed(chunk as Buffer)
      // Fragments are named once their item has ended (its key may come from a child row).
      for (const item of ended.splice(0)) await placeItem(item, names, projectFolder, result)
    }
    splitter.end()
  } catch (error) {
    current?.file.close()
    if (error instanceof XmlFileError || error instanceof ProjectXmlError) {
      throw new StoredPackageError(
        `The stored project.xml of ${projectName} is not usable: ${error.message} Nothing was written.`,
        { cause: error }
      )
    }
    throw error
  }
  return result
}

async function placeItem(
  item: { root: RootElement; part: string; selfClosing: boolean },
  names: FragmentNames,
  projectFolder: string,
  result: SplitResult
): Promise<void> {
  const { root, part } = item
  const key = itemKey(root, '')
  if (root.name === 'File' || root.name === 'PerTenantFile') {
    const appRelativePath = root.attributes['AppRelativePath'] ?? ''
    result.fileItems.push({ appRelativePath, perTenant: root.name === 'PerTenantFile' })
    // The build makes <File AppRelativePath> itself, and every PerTenantFile from its file.
    const plain =
      root.name === 'PerTenantFile' ||
      (item.selfClosing && Object.keys(root.attributes).every(a => PLAIN_FILE_ATTRIBUTES.has(a)))
    if (plain) {
      await rm(part)
      return
    }
  }
  const name = names.next(key)
  await rename(part, path.join(projectFolder, name))
  result.fragments.push(`_project/${name}`)
}

/** `_project/ProjectMetadata.xml`: name, level and description of the stored project. */
function metadataXml(projectName: string, root: Readonly<Record<string, string>>): string {
  const attribute = (value: string): string => xmlAttribute(value, 'The stored project root')
  return (
    '<?xml version="1.0" encoding="utf-8"?>\r\n' +
    `<project name="${attribute(projectName)}" level="${attribute(root['level'] ?? '')}" description="${attribute(root['description'] ?? '')}" />`
  )
}
