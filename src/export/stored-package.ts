// The zip getProject gave, read with yauzl: its entries listed once (names only, small), then
// opened one at a time as streams, so a package of any size costs the same memory. The zip
// comes from the instance and is untrusted: yauzl refuses absolute names and `..`, turns `\`
// into `/`, and checks each entry's size against its header.
import { inflateSync } from 'fflate'
import { closeSync, openSync, readSync } from 'node:fs'
import type { Readable } from 'node:stream'
import yauzl from 'yauzl'
import type { FileSink } from '../package/file-sink.js'

/** Deflated entries up to this size are inflated whole, into a reused buffer. */
const INFLATE_WHOLE_BYTES = 8 * 1024 * 1024

export class StoredPackageError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'StoredPackageError'
  }
}

export interface StoredEntry {
  /** The entry name with `/` between folders. */
  readonly name: string
  readonly size: number
  readonly entry: yauzl.Entry
}

export interface StoredPackage {
  /** Files of the zip in the order written, project.xml included, without folder entries. */
  readonly entries: readonly StoredEntry[]
  readonly projectXml: StoredEntry
  open(entry: StoredEntry): Promise<Readable>
  /** Writes the entry's bytes into `sink`. */
  copy(entry: StoredEntry, sink: FileSink): Promise<void>
  close(): void
}

export async function openStoredPackage(
  zipPath: string,
  projectName: string
): Promise<StoredPackage> {
  let zip: yauzl.ZipFile
  try {
    zip = await yauzl.openPromise(zipPath, { lazyEntries: true, autoClose: false })
  } catch (error) {
    throw new StoredPackageError(
      `The package getProject gave for ${projectName} cannot be read as a zip: ${messageOf(error)}`,
      { cause: error }
    )
  }
  try {
    const entries: StoredEntry[] = []
    for await (const entry of zip.eachEntry()) {
      if (entry.fileName.endsWith('/')) continue
      entries.push({ name: entry.fileName, size: entry.uncompressedSize, entry })
    }
    const projectXml = entries.find(entry => entry.name.toLowerCase() === 'project.xml')
    if (!projectXml) {
      throw new StoredPackageError(
        `The package getProject gave for ${projectName} has no project.xml at its root: it is not a customization project.`
      )
    }
    const unreadable = (stored: StoredEntry, error: unknown): StoredPackageError =>
      new StoredPackageError(
        `${stored.name} in the package of ${projectName} cannot be read: ${messageOf(error)}`,
        { cause: error }
      )
    const open = async (stored: StoredEntry): Promise<Readable> => {
      try {
        return await zip.openReadStreamPromise(stored.entry)
      } catch (error) {
        throw unreadable(stored, error)
      }
    }
    let fd: number | undefined
    // Reused from entry to entry (grown as needed, up to INFLATE_WHOLE_BYTES each).
    let input = Buffer.alloc(0)
    let output = Buffer.alloc(0)
    const dataStart = async (stored: StoredEntry): Promise<number> => {
      try {
        return (await zip.readLocalFileHeaderPromise(stored.entry, { minimal: true })).fileDataStart
      } catch (error) {
        throw unreadable(stored, error)
      }
    }
    /** Reads the entry's data (as stored in the zip) into `into`; false when the zip ends first. */
    const readData = (start: number, into: Buffer, length: number): boolean => {
      fd ??= openSync(zipPath, 'r')
      for (let at = 0; at < length;) {
        const read = readSync(fd, into, at, length - at, start + at)
        if (read === 0) return false
        at += read
      }
      return true
    }
    return {
      entries,
      projectXml,
      open,
      copy: async (stored, sink) => {
        // Streams (yauzl's read stream, zlib's inflater) make a new Buffer per 64 KiB read and
        // per 16 KiB inflated, outside V8's heap; dead ones pile up until a collection. So a
        // stored entry is copied straight from the zip through the sink's buffer, and a
        // deflated one up to INFLATE_WHOLE_BYTES is inflated whole into a reused buffer.
        const entry = stored.entry
        if (entry.isEncrypted()) throw unreadable(stored, new Error('it is encrypted'))
        if (entry.compressionMethod === 0) {
          const start = await dataStart(stored)
          fd ??= openSync(zipPath, 'r')
          if (!sink.copyFrom(fd, start, start + entry.compressedSize)) {
            throw unreadable(stored, new Error('the zip ends inside it'))
          }
          return
        }
        const { compressedSize, uncompressedSize } = entry
        if (
          entry.compressionMethod !== 8 ||
          compressedSize > INFLATE_WHOLE_BYTES ||
          uncompressedSize >= INFLATE_WHOLE_BYTES
        ) {
          for await (const chunk of await open(stored)) sink.bytes(chunk as Buffer)
          return
        }
        if (input.length < compressedSize)
          input = Buffer.allocUnsafe(Math.max(compressedSize, 64 * 1024))
        // One byte more than listed: inflated data longer than its listed size is seen.
        if (output.length < uncompressedSize + 1) {
          output = Buffer.allocUnsafe(Math.max(uncompressedSize + 1, 64 * 1024))
        }
        if (!readData(await dataStart(stored), input, compressedSize)) {
          throw unreadable(stored, new Error('the zip ends inside it'))
        }
        let inflated: Uint8Array
        try {
          inflated = inflateSync(input.subarray(0, compressedSize), {
            out: output.subarray(0, uncompressedSize + 1)
          })
        } catch (error) {
          throw unreadable(stored, error)
        }
        if (inflated.length !== uncompressedSize) {
          throw unreadable(
            stored,
            new Error(`it inflates to ${inflated.length} bytes, not the ${uncompressedSize} listed`)
          )
        }
        sink.range(output, 0, uncompressedSize)
      },
      close: () => {
        if (fd !== undefined) closeSync(fd)
        fd = undefined
        zip.close()
      }
    }
  } catch (error) {
    zip.close()
    if (error instanceof StoredPackageError) throw error
    throw new StoredPackageError(
      `The package getProject gave for ${projectName} is not a valid zip: ${messageOf(error)}`,
      { cause: error }
    )
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
