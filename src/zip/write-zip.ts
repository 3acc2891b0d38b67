import { SourceChangedError, SourceReadError, type ZipEntrySource } from './source-errors.js'
import { ZipWriter, type EncodedEntry, type ZipSummary } from './zip-writer.js'

export type { ZipEntrySource } from './source-errors.js'
export type { ZipSummary } from './zip-writer.js'

export interface WriteZipOptions<T extends ZipEntrySource> {
  /** STORED or DEFLATED for each entry. */
  method: (source: T) => number
  /** The zlib level of deflated entries. */
  level: number
  /** ZIP64 records even for a small zip (for tests of that layout). */
  forceZip64?: boolean
  /** The size or offset past which ZIP64 records are needed (tests only: 4 GiB by default). */
  zip64Above?: number
  /**
   * The data of a source encoded ahead (prepared-entries.ts: `ready` of the source it was
   * encoded from), copied from there under this source's name; undefined for a source to read
   * now.
   */
  prepared?: (source: T) => Promise<EncodedAhead> | undefined
}

/** An entry's data encoded ahead, in the open file `file`. */
export interface EncodedAhead {
  entry: EncodedEntry
  file: number
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
    forceZip64: options.forceZip64,
    zip64Above: options.zip64Above
  })
  try {
    for (const source of sources) {
      const prepared = options.prepared?.(source)
      const read = prepared
        ? await addPrepared(zip, source, prepared)
        : await zip.addFile(source, options.method(source))
      // The listing and the zip must agree, or the same folder could give two different zips.
      if (read !== source.size) throw new SourceChangedError(source, read)
    }
    return zip.finish()
  } catch (error) {
    zip.abandon()
    throw error
  }
}

/** Adds the data encoded ahead as the entry of `source`; returns its size. */
async function addPrepared(
  zip: ZipWriter,
  source: ZipEntrySource,
  prepared: Promise<EncodedAhead>
): Promise<number> {
  let ready: EncodedAhead
  try {
    ready = await prepared
  } catch (error) {
    // Named as the zip names it, as when the file is read for the zip itself.
    if (error instanceof SourceReadError) throw new SourceReadError(source, error.cause)
    throw error
  }
  await zip.addEncoded(source.zipPath, ready.entry, ready.file)
  return ready.entry.uncompressed
}
