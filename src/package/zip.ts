import { mkdir, realpath, rm } from 'node:fs/promises'
import path from 'node:path'
import { samePathKey } from '../project/app-path.js'
import { DEFLATE_LEVEL, createCompressionChooser } from '../zip/compression.js'
import { SourceChangedError, SourceReadError } from '../zip/source-errors.js'
import { writeZipFile } from '../zip/write-zip.js'
import { PackageError, messageOf } from './errors.js'
import { compileExclude } from './exclude.js'
import type { IncludeFile } from './include.js'
import type { PackageInfo } from './info.js'
import { addIncludedFiles } from './package-folder-include.js'
import type { ZipSource } from './file-list.js'
import { listProjectFiles, type ProjectFiles } from './walk.js'

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
 * Writes `sources` in their order into a new zip at `outputPath` (src/zip/write-zip.ts). On any
 * failure the partial zip is removed. Two entries of one name (any letter case) are refused.
 */
export async function writeZip(
  outputPath: string,
  sources: Iterable<ZipSource>,
  options: { forceZip64?: boolean } = {}
): Promise<PackageInfo> {
  const chooser = createCompressionChooser()
  try {
    const summary = await writeZipFile(outputPath, checkedNames(sources), {
      method: chooser,
      level: DEFLATE_LEVEL,
      forceZip64: options.forceZip64
    })
    return { path: outputPath, ...summary }
  } catch (error) {
    await rm(outputPath, { force: true })
    throw packageErrorOf(error, outputPath)
  }
}

/** The sources, refused as they come when a name repeats or does not fit a zip entry. */
function* checkedNames(sources: Iterable<ZipSource>): Generator<ZipSource> {
  const names = new Set<string>()
  for (const source of sources) {
    const key = samePathKey(source.zipPath)
    if (names.has(key)) {
      throw new PackageError(
        `The package would hold ${source.zipPath} twice (names differ only in letter case, or a file and an include share a path): rename or exclude one of them.`
      )
    }
    names.add(key)
    const nameLength = Buffer.byteLength(source.zipPath, 'utf8')
    if (nameLength > 0xffff) {
      throw new PackageError(
        `${originOf(source)} is a path of ${nameLength} bytes, longer than a zip entry name may be (65535): leave it out with exclude, or shorten it.`
      )
    }
    yield source
  }
}

/** A failure of the writer, in the words of the package's inputs. */
function packageErrorOf(error: unknown, outputPath: string): Error {
  if (error instanceof PackageError) return error
  if (error instanceof SourceReadError) {
    const origin = originOf(error.entry)
    return new PackageError(
      `${origin.replace(/: /, ': cannot read ')}: ${messageOf(error)}. Check its permissions, or add it to exclude.`,
      { cause: error }
    )
  }
  // The listing and the zip must agree, or the same folder could give two different zips.
  if (error instanceof SourceChangedError) {
    return new PackageError(
      `${originOf(error.entry)} changed while it was being zipped (${error.entry.size} bytes listed, ${error.read} read). Do not write to the project folder while the action runs.`,
      { cause: error }
    )
  }
  return new Error(`Could not write the package ${outputPath}: ${messageOf(error)}`, {
    cause: error
  })
}

function originOf(source: ZipSource): string {
  return source.origin ?? `project-path: ${source.zipPath}`
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
