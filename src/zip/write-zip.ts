import { SourceChangedError, type ZipEntrySource } from './source-errors.js'
import { ZipWriter, type ZipSummary } from './zip-writer.js'

export type { ZipEntrySource } from './source-errors.js'
export type { ZipSummary } from './zip-writer.js'

export interface WriteZipOptions<T extends ZipEntrySource> {
  /** STORED or DEFLATED for each entry. */
  method: (source: T) => number
  /** The zlib level of deflated entries. */
  level: number
  /** ZIP64 records even for a small zip (for tests of that layout). */
  forceZip64?: boolean
}

/**
 * Writes `sources`, in their order, into a new zip at `outputPath`, front to back as the files
 * are read (zip-writer.ts: one file open at a time, nothing held whole, the SHA-256 and size
 * taken from the bytes on their way to disk). Sources are taken from the iterable one at a
 * time, so a lazy listing stays lazy and an error it throws fails the zip.
 *
 * On failure the file is closed, not removed (the caller decides); a file that cannot be read
 * rejects with SourceReadError, one that does not hold its listed size with SourceChangedError.
 */
export async function writeZipFile<T extends ZipEntrySource>(
  outputPath: string,
  sources: Iterable<T>,
  options: WriteZipOptions<T>
): Promise<ZipSummary> {
  const zip = ZipWriter.create(outputPath, {
    level: options.level,
    forceZip64: options.forceZip64
  })
  try {
    for (const source of sources) {
      const read = await zip.addFile(source, options.method(source))
      // The listing and the zip must agree, or the same folder could give two different zips.
      if (read !== source.size) throw new SourceChangedError(source, read)
    }
    return zip.finish()
  } catch (error) {
    zip.abandon()
    throw error
  }
}
