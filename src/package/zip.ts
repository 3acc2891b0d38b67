import { mkdir, realpath, rm } from 'node:fs/promises'
import path from 'node:path'
import { DEFLATE_LEVEL, createCompressionChooser, type CompressionChooser } from './compression.js'
import { PackageError, messageOf } from './errors.js'
import { compileExclude } from './exclude.js'
import type { PackageInfo } from './info.js'
import { listProjectFiles, type ProjectFile, type ProjectFiles } from './walk.js'
import { SourceReadError, ZipWriter } from './zip-writer.js'

/**
 * Zips the contents of `folder` into `outputPath` (`project.xml` at the zip root). The zip is
 * written as the files are read, and its size and SHA-256 are taken from the bytes on their way
 * to disk: memory stays flat whatever the project's size.
 *
 * The same folder always gives the same bytes: entries sorted by the UTF-8 bytes of their path,
 * one fixed time and mode for all, store or deflate chosen from the name and content only.
 */
export async function zipProjectFolder(
  folder: string,
  options: { exclude: string[]; outputPath: string; forceZip64?: boolean }
): Promise<PackageInfo> {
  const outputPath = path.resolve(options.outputPath)
  const isExcluded = compileExclude(options.exclude)
  await mkdir(path.dirname(outputPath), { recursive: true })
  // A package written inside the project folder (a rerun) must not zip itself.
  const skip = path.join(await realpath(path.dirname(outputPath)), path.basename(outputPath))
  const files = await listProjectFiles(folder, isExcluded, skip)
  checkContent(folder, files)

  const zip = ZipWriter.create(outputPath, {
    level: DEFLATE_LEVEL,
    forceZip64: options.forceZip64
  })
  const methodFor = createCompressionChooser()
  try {
    for (const file of files) await addFile(zip, methodFor, folder, file)
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
  folder: string,
  file: ProjectFile
): Promise<void> {
  let read: number
  try {
    const method = methodFor(file.zipPath, file.readPath, file.size)
    read = await zip.addFile(file.zipPath, file.readPath, method)
  } catch (error) {
    if (error instanceof SourceReadError) {
      throw new PackageError(
        `project-path: cannot read ${file.zipPath}: ${messageOf(error)}. Check its permissions, or add it to exclude.`,
        { cause: error }
      )
    }
    throw error
  }
  // The listing and the zip must agree, or the same folder could give two different zips.
  if (read !== file.size) {
    throw new PackageError(
      `project-path "${folder}": ${file.zipPath} changed while it was being zipped (${file.size} bytes listed, ${read} read). Do not write to the project folder while the action runs.`
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
