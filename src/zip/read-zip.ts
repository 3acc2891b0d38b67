// Reading zips the action did not write (a ready-made package), on yauzl: the entry count from
// the end records, and one entry's content streamed, never held whole.
import yauzl from 'yauzl'

/** The file could not be opened as a zip (missing end records, cut short, not a zip). */
export class ZipOpenError extends Error {
  constructor(cause: unknown) {
    super((cause as { message?: string } | undefined)?.message ?? String(cause), { cause })
    this.name = 'ZipOpenError'
  }
}

async function openZip(zipPath: string): Promise<yauzl.ZipFile> {
  try {
    return await yauzl.openPromise(zipPath, { lazyEntries: true, autoClose: false })
  } catch (error) {
    throw new ZipOpenError(error)
  }
}

/** The number of entries the zip's end records give (ZIP64 ones included). */
export async function countZipEntries(zipPath: string): Promise<number> {
  const zip = await openZip(zipPath)
  zip.close()
  return zip.entryCount
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
  const zip = await openZip(zipPath)
  try {
    for await (const entry of zip.eachEntry()) {
      if (entry.fileName !== fileName) continue
      const stream = await zip.openReadStreamPromise(entry)
      try {
        for await (const chunk of stream) if (onChunk(chunk as Buffer)) break
      } finally {
        stream.destroy()
      }
      return true
    }
    return false
  } finally {
    zip.close()
  }
}
