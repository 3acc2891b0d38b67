// The stored package -> a source-control folder (written into an empty staging folder):
// _project/ProjectMetadata.xml, one fragment per top-level item of project.xml named from its
// key, and the files of File and PerTenantFile items at their paths. project.xml is read once,
// as a stream; each item goes straight into its fragment file.
import { withoutStamp } from '../project/stamp.js'
import { renameSync, rmSync } from 'node:fs'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import {
  DEVELOPMENT_FOLDER,
  lengthReason,
  outsideReason,
  samePathKey,
  toZipPath
} from '../project/app-path.js'
import { cutForMessage } from '../redact/cut-for-message.js'
import { FileSink, xmlAttribute } from '../package/file-sink.js'
import { BOM } from '../project/xml-text.js'
import { itemKey, type RootElement } from '../project/item-key.js'
import { scanXmlFile, XmlFileError, XmlScanner } from '../project/xml-scan.js'
import { FragmentNames } from '../project/fragment-name.js'
import { ItemSplitter, ProjectXmlError } from '../project/item-splitter.js'
import { FoldedNames, foldPath, isDeviceName, writeRefusal } from './path-rules.js'
import { StoredPackageError, type StoredEntry, type StoredPackage } from '../zip/stored-package.js'
import type { StagedProject } from './types.js'

/** The fragments are written one at a time through this one buffer. */
const FRAGMENT_BUFFER_BYTES = 64 * 1024
const UNNAMED_WARNINGS = 10
/** Attributes a <File> item may carry without needing its own fragment. */
const PLAIN_FILE_ATTRIBUTES = new Set(['AppRelativePath', 'FileID'])

export async function stageSourceControl(
  stored: StoredPackage,
  stage: string,
  projectName: string
): Promise<StagedProject> {
  const projectFolder = path.join(stage, '_project')
  await mkdir(projectFolder, { recursive: true })
  const files: string[] = []
  files.push('_project/ProjectMetadata.xml')
  const split = await splitProjectXml(stored, projectFolder, projectName, files)
  await writeFile(
    path.join(projectFolder, 'ProjectMetadata.xml'),
    Buffer.concat([BOM, Buffer.from(metadataXml(projectName, split.root), 'utf8')])
  )

  const byPath = new Map<string, StoredEntry>()
  for (const entry of stored.entries) {
    if (entry !== stored.projectXml) byPath.set(samePathKey(entry.name), entry)
  }
  const warnings: string[] = []
  /**
   * Entries an item named, moved out of byPath (what stays there no item names): a File and a
   * PerTenantFile item on one path share one entry.
   */
  const named = new Map<string, StoredEntry>()
  const written = new FoldedNames()
  for (const item of split.fileItems) {
    // A name of megabytes is refused before any other work on it.
    const long = lengthReason(item.appRelativePath)
    if (long) {
      throw new StoredPackageError(
        `The stored project.xml of ${projectName} names a file whose path ${long}: "${cutForMessage(item.appRelativePath)}". Nothing was written.`
      )
    }
    const where = toZipPath(item.appRelativePath)
    const relative = item.perTenant ? DEVELOPMENT_FOLDER + where : where
    const problem =
      outsideReason(item.appRelativePath) ??
      writeRefusal(relative) ??
      (foldPath(relative) === '_project' || foldPath(relative).startsWith('_project/')
        ? 'is under _project\\, where the fragments go'
        : undefined)
    if (problem) {
      throw new StoredPackageError(
        `The stored project.xml of ${projectName} names a file whose path ${problem}: "${item.appRelativePath}". Nothing was written.`
      )
    }
    const earlier = written.add(relative)
    if (earlier !== undefined) {
      throw new StoredPackageError(
        `The stored project.xml of ${projectName} names the file "${item.appRelativePath}", which is one file with "${earlier}" on Windows and macOS (names equal but for letter case). Nothing was written.`
      )
    }
    const pathKey = samePathKey(item.appRelativePath)
    const entry = byPath.get(pathKey) ?? named.get(pathKey)
    if (!entry) {
      warnings.push(
        `${projectName}: project.xml lists ${item.perTenant ? 'PerTenantFile' : 'File'} ${item.appRelativePath}, which the package does not hold: not written.`
      )
      continue
    }
    if (byPath.delete(pathKey)) named.set(pathKey, entry)
    const target = path.join(stage, ...relative.split('/'))
    await mkdir(path.dirname(target), { recursive: true })
    await stored.write(entry, target)
    files.push(relative)
  }
  // One warning per entry, up to a few: a package of thousands of such entries would otherwise
  // bury the log (a line says how many more).
  let unnamed = 0
  for (const entry of byPath.values()) {
    if (unnamed++ < UNNAMED_WARNINGS) {
      warnings.push(
        `${projectName}: the package holds ${entry.name}, which no item of project.xml names: not written (the instance does not use it).`
      )
    }
  }
  if (unnamed > UNNAMED_WARNINGS) {
    warnings.push(
      `${projectName}: the package holds ${unnamed - UNNAMED_WARNINGS} more entries that no item of project.xml names: not written.`
    )
  }
  // ProjectMetadata.xml alone: a folder the deploy refuses (its Import would empty the project).
  if (files.length === 1) throw emptyProjectError(projectName, split.items)
  return { items: split.items, files, warnings }
}

/** A stored project with nothing a source-control folder can hold: `what` says why. */
export class EmptyProjectError extends StoredPackageError {
  constructor(
    readonly projectName: string,
    readonly what: string
  ) {
    super(
      `Project ${projectName} on the instance ${what}: its source-control folder would hold only _project/ProjectMetadata.xml, which the deploy refuses (importing it would empty the project). Nothing was written. Add items to the project on the instance, or leave it out of the export.`
    )
  }
}

function emptyProjectError(projectName: string, items: number): EmptyProjectError {
  const what =
    items === 0
      ? 'holds no items (its project.xml lists none)'
      : `lists ${items} file item(s) whose files the package does not hold`
  return new EmptyProjectError(projectName, what)
}

interface SplitResult {
  root: Readonly<Record<string, string>>
  items: number
  /** The File and PerTenantFile items, in the stored order. */
  fileItems: Array<{ appRelativePath: string; perTenant: boolean }>
}

async function splitProjectXml(
  stored: StoredPackage,
  projectFolder: string,
  projectName: string,
  files: string[]
): Promise<SplitResult> {
  const names = new FragmentNames()
  const buffer = Buffer.allocUnsafe(FRAGMENT_BUFFER_BYTES)
  const result: SplitResult = { root: {}, items: 0, fileItems: [] }
  const where = (n: number): string => `project.xml of ${projectName}, item ${n}`
  const partPath = (): string => path.join(projectFolder, `.item-${result.items}.part`)
  // Each item goes into a part file as it comes (its name is known only at its end, from its
  // key), is read back by the packager's reader (saxes names the line and column of a problem),
  // then renamed.
  let part: FileSink | undefined

  const finishItem = (selfClosing: boolean): void => {
    if (!part) throw new ProjectXmlError('The stored project.xml ends an item it never started.')
    part.close()
    const partFile = partPath()
    const size = part.written
    part = undefined
    const root = scanXmlFile(partFile, where(result.items), { whole: true, size }).root
    const fragment = fragmentOf(root, selfClosing, names, result)
    if (fragment === undefined) {
      rmSync(partFile)
      return
    }
    if (isDeviceName(fragment)) {
      rmSync(partFile)
      throw new ProjectXmlError(
        `Item ${result.items} (${itemKey(root, '')}) would be written as _project/${fragment}, a Windows device name that no Windows runner or checkout can hold.`
      )
    }
    renameSync(partFile, path.join(projectFolder, fragment))
    files.push(`_project/${fragment}`)
  }

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
      part?.close()
      result.items++
      part = new FileSink(partPath(), buffer)
      part.bytes(BOM)
    },
    itemBytes: (bytes, start, end) => part?.range(bytes, start, end),
    itemEnd: finishItem
  })

  try {
    for await (const chunk of await stored.open(stored.projectXml)) splitter.feed(chunk as Buffer)
    splitter.end()
  } catch (error) {
    part?.close()
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

/**
 * The fragment's file name, or undefined for an item the build makes by itself (a plain
 * `<File AppRelativePath>`, every PerTenantFile from its file): no fragment then.
 */
function fragmentOf(
  root: RootElement,
  selfClosing: boolean,
  names: FragmentNames,
  result: SplitResult
): string | undefined {
  const key = itemKey(root, '')
  if (root.name === 'File' || root.name === 'PerTenantFile') {
    const appRelativePath = root.attributes['AppRelativePath'] ?? ''
    result.fileItems.push({ appRelativePath, perTenant: root.name === 'PerTenantFile' })
    const plain =
      root.name === 'PerTenantFile' ||
      (selfClosing && Object.keys(root.attributes).every(a => PLAIN_FILE_ATTRIBUTES.has(a)))
    if (plain) return undefined
  }
  return names.next(key)
}

/**
 * `_project/ProjectMetadata.xml`: name, level and description of the stored project, the
 * description without the deploy's stamp (stamp: true; docs/fleet.md).
 */
function metadataXml(projectName: string, root: Readonly<Record<string, string>>): string {
  const attribute = (value: string): string => xmlAttribute(value, 'The stored project root')
  return (
    '<?xml version="1.0" encoding="utf-8"?>\r\n' +
    `<project name="${attribute(projectName)}" level="${attribute(root['level'] ?? '')}" description="${attribute(withoutStamp(root['description'] ?? ''))}" />`
  )
}
