import { createHash } from 'node:crypto'
import { open, stat } from 'node:fs/promises'
import { PackageError, messageOf } from './errors.js'
import type { PackageInfo } from './info.js'
import { ZipOpenError, countZipEntries } from '../zip/read-zip.js'
import { END_OF_CENTRAL_DIRECTORY, LOCAL_FILE_HEADER, signatureOf } from '../zip/records.js'

const READ_BUFFER_BYTES = 1024 * 1024

/**
 * Cheap check used before any network call: `filePath` is a file that starts with a zip entry
 * (the `PK\x03\x04` signature). An empty zip (`PK\x05\x06`) does not count: it cannot be a package.
 */
export async function looksLikeZip(filePath: string): Promise<boolean> {
  return (await signatureOf(filePath)) === LOCAL_FILE_HEADER
}

/**
 * Checks a ready-made package (the `package` input): a file, a zip, with at least one entry. Its
 * size and SHA-256 are computed by streaming it once; it is never read into memory whole.
 */
export async function inspectPackage(zipPath: string): Promise<PackageInfo> {
  await packageSize(zipPath)
  const signature = await signatureOf(zipPath)
  if (signature === END_OF_CENTRAL_DIRECTORY) throw noEntries(zipPath)
  if (signature !== LOCAL_FILE_HEADER) {
    throw new PackageError(
      `package "${zipPath}" is not a zip file (it does not start with the zip signature PK\\x03\\x04). Give the .zip exported from the Customization Projects screen, or use project-path to zip a folder.`
    )
  }
  const entries = await countEntries(zipPath)
  if (entries === 0) throw noEntries(zipPath)
  try {
    const { bytes, sha256 } = await hashFile(zipPath)
    return { path: zipPath, size: bytes, sha256, entries }
  } catch (error) {
    throw new PackageError(`package "${zipPath}" cannot be read: ${messageOf(error)}`, {
      cause: error
    })
  }
}

/**
 * SHA-256 and length of a file, read through one reused buffer: a stream would allocate a new
 * buffer per chunk, and that garbage alone adds tens of MB of peak memory on a 1 GB package.
 */
async function hashFile(filePath: string): Promise<{ bytes: number; sha256: string }> {
  const hash = createHash('sha256')
  const buffer = Buffer.allocUnsafe(READ_BUFFER_BYTES)
  let bytes = 0
  const file = await open(filePath, 'r')
  try {
    for (;;) {
      const { bytesRead } = await file.read(buffer, 0, buffer.length, null)
      if (bytesRead === 0) break
      hash.update(buffer.subarray(0, bytesRead))
      bytes += bytesRead
    }
  } finally {
    await file.close()
  }
  return { bytes, sha256: hash.digest('hex') }
}

function noEntries(zipPath: string): PackageError {
  return new PackageError(
    `package "${zipPath}" is a zip with no entries. Importing it would empty the project: give the package that holds project.xml.`
  )
}

async function packageSize(zipPath: string): Promise<number> {
  let info
  try {
    info = await stat(zipPath)
  } catch (error) {
    const notFound = (error as NodeJS.ErrnoException).code === 'ENOENT'
    throw new PackageError(
      notFound
        ? `package "${zipPath}" does not exist. Check the path (relative to the workspace) and that an earlier step built it.`
        : `package "${zipPath}" cannot be read: ${messageOf(error)}`,
      { cause: error }
    )
  }
  if (!info.isFile()) {
    throw new PackageError(
      `package "${zipPath}" is not a file. Give the path of a .zip, or use project-path for a folder.`
    )
  }
  if (info.size === 0) {
    throw new PackageError(
      `package "${zipPath}" is empty (0 bytes). Check the step that built it; an empty Import would empty the project.`
    )
  }
  return info.size
}

/** The entry count of the zip's end records (ZIP64 when they say so), read by yauzl. */
async function countEntries(zipPath: string): Promise<number> {
  try {
    return await countZipEntries(zipPath)
  } catch (error) {
    if (!(error instanceof ZipOpenError)) throw error
    throw new PackageError(
      `package "${zipPath}" is not a complete zip (${messageOf(error)}; the file may be cut short). Build or download it again.`,
      { cause: error }
    )
  }
}
