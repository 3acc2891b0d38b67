import { createReadStream, createWriteStream } from 'node:fs'
import { mkdir, realpath, rm } from 'node:fs/promises'
import path from 'node:path'
import type { PassThrough } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import yazl from 'yazl'
import { compressionLevelFor } from './compression.js'
import { DigestTap } from './digest.js'
import { PackageError } from './errors.js'
import { compileExclude } from './exclude.js'
import type { PackageInfo } from './info.js'
import { listProjectFiles, messageOf, type ProjectFile } from './walk.js'

/**
 * Every entry gets the same time and mode, so the zip depends only on names and content. The
 * time is built from local fields because the DOS timestamp stores local fields: any time zone
 * writes 1980-01-01 00:00. `forceDosTimestamp` leaves out yazl's UTC extra field, which would
 * differ between time zones.
 */
const ENTRY_TIME = new Date(1980, 0, 1, 0, 0, 0)
const ENTRY_MODE = 0o100644

/**
 * Zips the contents of `folder` into `outputPath` (`project.xml` at the zip root). The zip is
 * written as the files are read, and its size and SHA-256 are taken from the bytes on their way
 * to disk: memory stays flat whatever the project's size.
 */
export async function zipProjectFolder(
  folder: string,
  options: { exclude: string[]; outputPath: string }
): Promise<PackageInfo> {
  const outputPath = path.resolve(options.outputPath)
  await mkdir(path.dirname(outputPath), { recursive: true })
  // A package written inside the project folder (a rerun) must not zip itself.
  const skip = path.join(await realpath(path.dirname(outputPath)), path.basename(outputPath))
  const files = await listProjectFiles(folder, compileExclude(options.exclude), skip)
  checkContent(folder, files)

  const zip = new yazl.ZipFile()
  const tap = new DigestTap()
  const written = pipeline(zip.outputStream, tap, createWriteStream(outputPath))
  let failure: unknown
  zip.on('error', (error: unknown) => {
    failure ??= zipFailure(folder, error)
    ;(zip.outputStream as PassThrough).destroy(error as Error)
  })
  try {
    for (const file of files) {
      if (failure !== undefined) break
      addEntry(zip, file, await compressionLevelFor(file.zipPath, file.readPath, file.size))
    }
    zip.end()
    await written
  } catch (error) {
    failure ??= error
  }
  if (failure !== undefined) {
    ;(zip.outputStream as PassThrough).destroy()
    await written.catch(() => undefined)
    await rm(outputPath, { force: true })
    throw failure instanceof PackageError
      ? failure
      : new Error(`Could not write the package ${outputPath}: ${messageOf(failure)}`, {
          cause: failure
        })
  }
  return { path: outputPath, size: tap.size, sha256: tap.sha256, entries: files.length }
}

function checkContent(folder: string, files: ProjectFile[]): void {
  if (files.length === 0) {
    throw new PackageError(
      `project-path "${folder}" has no files to zip (after leaving out .git and exclude). Point project-path at the folder that holds project.xml.`
    )
  }
  if (!files.some(file => file.zipPath === 'project.xml')) {
    throw new PackageError(
      `project-path "${folder}" has no project.xml at its root (or exclude leaves it out). Point project-path at the folder of the customization project (the one holding project.xml), or give a ready-made zip as package.`
    )
  }
}

function addEntry(zip: yazl.ZipFile, file: ProjectFile, compressionLevel: number): void {
  zip.addReadStreamLazy(
    file.zipPath,
    {
      size: file.size,
      compressionLevel,
      mtime: ENTRY_TIME,
      mode: ENTRY_MODE,
      forceDosTimestamp: true
    },
    callback => {
      // Opened only when yazl reaches this entry: one open file at a time.
      const stream = createReadStream(file.readPath)
      stream.on('error', error => zip.emit('error', readFailure(file, error)))
      callback(null, stream)
    }
  )
}

function zipFailure(folder: string, error: unknown): unknown {
  // yazl checks each file's length against the one listed: the folder changed under us.
  if (error instanceof Error && /unexpected number of bytes/.test(error.message)) {
    return new PackageError(
      `project-path "${folder}": a file changed while it was being zipped. Do not write to the project folder while the action runs.`,
      { cause: error }
    )
  }
  return error
}

function readFailure(file: ProjectFile, error: Error): PackageError {
  return new PackageError(
    `project-path: cannot read ${file.zipPath}: ${error.message}. Check its permissions, or add it to exclude.`,
    { cause: error }
  )
}
