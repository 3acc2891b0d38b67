// `include` for a package folder: the included files join the folder's files in the zip, and
// project.xml gains a <File> element for each path it does not name yet. project.xml is copied,
// not re-serialised: the new elements go right after its <Customization ...> start tag.
import { statSync } from 'node:fs'
import { samePathKey } from '../project/app-path.js'
import { compareEntries } from '../zip/entry-order.js'
import { PackageError } from './errors.js'
import { FileSink, xmlAttribute } from './file-sink.js'
import type { IncludeFile } from './include.js'
import { XmlFileError, scanXmlFile } from '../project/xml-scan.js'
import type { ProjectFiles } from './walk.js'
import type { ZipSource } from './file-list.js'

export function addIncludedFiles(
  folder: string,
  files: ProjectFiles,
  include: readonly IncludeFile[],
  projectXmlOut: string
): Iterable<ZipSource> {
  let projectXml: ZipSource | undefined
  for (const file of files) if (file.zipPath === 'project.xml') projectXml = file
  if (!projectXml) throw new PackageError(`project-path "${folder}" has no project.xml.`)
  const named = new Set<string>()
  let scanned
  try {
    scanned = scanXmlFile(projectXml.readPath, 'project.xml', {
      onChild: (name, attributes) => {
        if (name === 'File') named.add(samePathKey(attributes['AppRelativePath'] ?? ''))
      }
    })
  } catch (error) {
    if (error instanceof XmlFileError) {
      throw new PackageError(`project-path: ${error.message}`, { cause: error })
    }
    throw error
  }
  if (scanned.root.name !== 'Customization') {
    throw new PackageError(
      `project-path: project.xml has a <${scanned.root.name}> root where <Customization> was expected.`
    )
  }
  const added = include.filter(file => !named.has(samePathKey(file.zipPath)))
  if (added.length > 0) {
    if (scanned.rootTagEnd < 0) {
      throw new PackageError(
        'project-path: project.xml is an empty <Customization /> element; write it as <Customization ...></Customization> so that include can add <File> elements to it.'
      )
    }
    const sink = new FileSink(projectXmlOut)
    let complete
    try {
      complete = sink.copyRange(projectXml.readPath, 0, scanned.rootTagEnd)
      for (const file of added) {
        const value = xmlAttribute(file.appRelativePath, `include line ${file.line}`)
        sink.text(`\r\n    <File AppRelativePath="${value}" />`)
      }
      complete &&= sink.copyRange(projectXml.readPath, scanned.rootTagEnd, scanned.size)
    } finally {
      sink.close()
    }
    if (!complete || statSync(projectXml.readPath).size !== scanned.size) {
      throw new PackageError(
        'project-path: project.xml changed while it was being read. Do not write to the project folder while the action runs.'
      )
    }
    projectXml = { zipPath: 'project.xml', readPath: projectXmlOut, size: sink.written }
  }
  return merged(files, include, projectXml)
}

/** The folder's files (sorted already) and the included ones, in the entry order. */
function* merged(
  files: ProjectFiles,
  include: readonly IncludeFile[],
  projectXml: ZipSource
): Generator<ZipSource> {
  const replaced = new Set(include.map(file => samePathKey(file.zipPath)))
  const extra: ZipSource[] = include
    .map(file => ({
      zipPath: file.zipPath,
      readPath: file.source,
      size: file.size,
      origin: `include line ${file.line}: ${file.zipPath}`
    }))
    .sort(compareEntries)
  let next = 0
  for (const file of files) {
    if (replaced.has(samePathKey(file.zipPath))) continue
    while (next < extra.length && compareEntries(extra[next], file) < 0) yield extra[next++]
    yield file.zipPath === 'project.xml' ? projectXml : file
  }
  while (next < extra.length) yield extra[next++]
}
