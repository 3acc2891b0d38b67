// The zip getProject gave, read with yauzl: its entries listed once (names only, small), then
// opened one at a time as streams, so a package of any size costs the same memory. The zip
// comes from the instance and is untrusted: yauzl refuses absolute names and `..`, turns `\`
// into `/`, and checks each entry's size against its header.
import { closeSync, openSync } from 'node:fs'
import type { Readable } from 'node:stream'
import yauzl from 'yauzl'
import type { FileSink } from '../package/file-sink.js'

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
    return {
      entries,
      projectXml,
      open,
      copy: async (stored, sink) => {
        const entry = stored.entry
        if (entry.compressionMethod !== 0 || entry.isEncrypted()) {
          for await (const chunk of await open(stored)) sink.bytes(chunk as Buffer)
          return
        }
        // A stored (not deflated) entry is copied straight from the zip through the sink's
        // buffer: a stream would make a Buffer per 64 KiB read, and dead Buffers outside V8's
        // heap pile up until a collection (yauzl checked the sizes when it listed the entry).
        let start: number
        try {
          start = (await zip.readLocalFileHeaderPromise(entry, { minimal: true })).fileDataStart
        } catch (error) {
          throw unreadable(stored, error)
        }
        fd ??= openSync(zipPath, 'r')
        if (!sink.copyFrom(fd, start, start + entry.compressedSize)) {
          throw unreadable(stored, new Error('the zip ends inside it'))
        }
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
