import { mkdir, realpath, rm } from 'node:fs/promises'
import path from 'node:path'
import { samePathKey } from './app-path.js'
import {
  DEFLATE_LEVEL,
  createCompressionChooser,
  type CompressionChooser
} from '../zip/compression.js'
import { PackageError, messageOf } from './errors.js'
import { compileExclude } from './exclude.js'
import type { IncludeFile } from './include.js'
import type { PackageInfo } from './info.js'
import { addIncludedFiles } from './package-folder-include.js'
import type { ZipSource } from './file-list.js'
import { listProjectFiles, type ProjectFiles } from './walk.js'
import { SourceReadError, ZipWriter } from '../zip/zip-writer.js'

export type { ZipSource } from './file-list.js'

/**
 * Zips the contents of `folder` into `outputPath` (`project.xml` at the zip root). The zip is
 * written as the files are read, and its size and SHA-256 are taken from the bytes on their way
 * to disk: memory stays flat whatever the project's size.
 *
 * The same folder always gives the same bytes: entries sorted by the UTF-8 bytes of their path,
 * one fixed time and mode for all, store or deflate chosen from the name and content only.
 *
 * `include` adds files built elsewhere at their AppRelativePath (replacing a file of the folder
 * at that path), and a `<File>` element for each to project.xml unless it names that path already.
 */
export async function zipProjectFolder(
  folder: string,
  options: {
    exclude: string[]
    outputPath: string
    include?: readonly IncludeFile[]
    forceZip64?: boolean
  }
): Promise<PackageInfo> {
  const outputPath = path.resolve(options.outputPath)
  const isExcluded = compileExclude(options.exclude)
  await mkdir(path.dirname(outputPath), { recursive: true })
  const skip = await outputRealPath(outputPath)
  const files = await listProjectFiles(folder, isExcluded, skip)
  checkContent(folder, files)
  const include = options.include ?? []
  if (include.length === 0) return writeZip(outputPath, files, options)
  const projectXml = `${outputPath}.project.xml`
  try {
    const sources = addIncludedFiles(folder, files, include, projectXml)
    return await writeZip(outputPath, sources, options)
  } finally {
    await rm(projectXml, { force: true })
  }
}

/** The real path the package will have, so that a rerun does not zip its own package. */
export async function outputRealPath(outputPath: string): Promise<string> {
  return path.join(await realpath(path.dirname(outputPath)), path.basename(outputPath))
}

/**
 * Writes `sources` in their order into a new zip at `outputPath`. On any failure the partial
 * zip is removed. Two entries of one name (any letter case) are refused.
 */
export async function writeZip(
  outputPath: string,
  sources: Iterable<ZipSource>,
  options: { forceZip64?: boolean } = {}
): Promise<PackageInfo> {
  const zip = ZipWriter.create(outputPath, {
    level: DEFLATE_LEVEL,
    forceZip64: options.forceZip64
  })
  const methodFor = createCompressionChooser()
  const names = new Set<string>()
  try {
    for (const source of sources) {
      const key = samePathKey(source.zipPath)
      if (names.has(key)) {
        throw new PackageError(
          `The package would hold ${source.zipPath} twice (names differ only in letter case, or a file and an include share a path): rename or exclude one of them.`
        )
      }
      names.add(key)
      await addFile(zip, methodFor, source)
    }
    const summary = zip.finish()
    return { path: outputPath, ...summary }
  } catch (error) {
    zip.abandon()
    await rm(outputPath, { force: true })
    throw error instanceof PackageError
      ? error
      : new Error(`Could not write the package ${outputPath}: ${messageOf(error)}`, {
          cause: error
        })
  }
}

async function addFile(
  zip: ZipWriter,
  methodFor: CompressionChooser,
  file: ZipSource
): Promise<void> {
  const origin = file.origin ?? `project-path: ${file.zipPath}`
  let read: number
  try {
    const method = methodFor(file.zipPath, file.readPath, file.size)
    read = await zip.addFile(file.zipPath, file.readPath, method)
  } catch (error) {
    if (error instanceof SourceReadError) {
      throw new PackageError(
        `${origin.replace(/: /, ': cannot read ')}: ${messageOf(error)}. Check its permissions, or add it to exclude.`,
        { cause: error }
      )
    }
    throw error
  }
  // The listing and the zip must agree, or the same folder could give two different zips.
  if (read !== file.size) {
    throw new PackageError(
      `${origin} changed while it was being zipped (${file.size} bytes listed, ${read} read). Do not write to the project folder while the action runs.`
    )
  }
}

function checkContent(folder: string, files: ProjectFiles): void {
  if (files.length === 0) {
    throw new PackageError(
      `project-path "${folder}" has no files to zip (after leaving out .git and exclude). Point project-path at the folder that holds project.xml.`
    )
  }
  if (!hasProjectXml(files)) {
    throw new PackageError(
      `project-path "${folder}" has no project.xml at its root (or exclude leaves it out). Point project-path at the folder of the customization project (the one holding project.xml), or give a ready-made zip as package.`
    )
  }
}

function hasProjectXml(files: ProjectFiles): boolean {
  for (const file of files) if (file.zipPath === 'project.xml') return true
  return false
}
