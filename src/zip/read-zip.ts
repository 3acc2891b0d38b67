// Reading zips the action did not write (a ready-made package, the one getProject gave), one way
// for every reader, on yauzl: entries listed from the central directory, each opened as a
// stream, never held whole. A zip from the instance is untrusted: yauzl refuses absolute names
// and `..`, turns `\` into `/`, and checks each entry's bytes against the sizes the zip lists.
import type { Readable } from 'node:stream'
import yauzl from 'yauzl'

/** The file could not be opened as a zip (missing end records, cut short, not a zip). */
export class ZipOpenError extends Error {
  constructor(cause: unknown) {
    super((cause as { message?: string } | undefined)?.message ?? String(cause), { cause })
    this.name = 'ZipOpenError'
  }
}

export interface ZipEntry {
  /** The entry name with `/` between folders. */
  readonly name: string
  /** Uncompressed bytes, as the zip lists them. */
  readonly size: number
  /** Its place among the zip's files (0 first), in the order of the zip's listing. */
  readonly index: number
  readonly entry: yauzl.Entry
}

export interface ZipReader {
  /** Entries the zip's end records list (ZIP64 ones included), folder entries too. */
  readonly entryCount: number
  /** The files in the order written, without folder entries; one pass. */
  files(): AsyncIterable<ZipEntry>
  /** The entry's bytes, inflated and checked against its listed sizes as they stream. */
  open(entry: ZipEntry): Promise<Readable>
  close(): void
}

export async function openZip(zipPath: string): Promise<ZipReader> {
  let zip: yauzl.ZipFile
  try {
    zip = await yauzl.openPromise(zipPath, { lazyEntries: true, autoClose: false })
  } catch (error) {
    throw new ZipOpenError(error)
  }
  return {
    entryCount: zip.entryCount,
    files: async function* () {
      let index = 0
      for await (const entry of zip.eachEntry()) {
        if (!entry.fileName.endsWith('/')) {
          yield { name: entry.fileName, size: entry.uncompressedSize, index: index++, entry }
        }
      }
    },
    open: entry => zip.openReadStreamPromise(entry.entry),
    close: () => zip.close()
  }
}

/** Runs `use` on the zip at `zipPath` and closes it, whatever happens. */
export async function withZip<T>(zipPath: string, use: (zip: ZipReader) => Promise<T>): Promise<T> {
  const zip = await openZip(zipPath)
  try {
    return await use(zip)
  } finally {
    zip.close()
  }
}

/** The number of entries the zip's end records give (ZIP64 ones included). */
export async function countZipEntries(zipPath: string): Promise<number> {
  return withZip(zipPath, async zip => zip.entryCount)
}

/**
 * Streams the content of the entry named `fileName` to `onChunk` until it returns true or the
 * entry ends. False when the zip has no such entry.
 */
export async function streamZipEntry(
  zipPath: string,
  fileName: string,
  onChunk: (chunk: Buffer) => boolean
): Promise<boolean> {
  return withZip(zipPath, async zip => {
    for await (const entry of zip.files()) {
      if (entry.name !== fileName) continue
      const stream = await zip.open(entry)
      try {
        for await (const chunk of stream) if (onChunk(chunk as Buffer)) break
      } finally {
        stream.destroy()
      }
      return true
    }
    return false
  })
}
