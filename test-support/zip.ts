// Small zip helpers for tests and the demo: read a zip back, as a name -> bytes map or entry by
// entry (building one in memory is simulator/testing.ts zipBuffer).
import { readdir, readFile } from 'node:fs/promises'
import { join, relative, sep } from 'node:path'
import yauzl from 'yauzl'

export async function readZip(bytes: Buffer): Promise<Map<string, Buffer>> {
  const zip = await yauzl.fromBufferPromise(bytes, { lazyEntries: true })
  const files = new Map<string, Buffer>()
  try {
    for await (const entry of zip.eachEntry()) {
      if (entry.fileName.endsWith('/')) continue
      const stream = await zip.openReadStreamPromise(entry)
      const chunks: Buffer[] = []
      for await (const chunk of stream) chunks.push(chunk as Buffer)
      files.set(entry.fileName, Buffer.concat(chunks))
    }
  } finally {
    zip.close()
  }
  return files
}

/** One entry of a zip as an independent reader (yauzl) sees it: content and header fields. */
export interface ZipEntry {
  name: string
  content: Buffer
  method: number
  versionNeeded: number
  /** DOS date and time words as written. */
  date: number
  time: number
  /** Unix mode bits (the high 16 bits of the external attributes). */
  mode: number
  extraFields: number
}

/** Every entry of the zip file at `zipPath`, directories included, in the order written. */
export async function readZipEntries(zipPath: string): Promise<ZipEntry[]> {
  const zip = await yauzl.openPromise(zipPath, { lazyEntries: true })
  const entries: ZipEntry[] = []
  try {
    for await (const entry of zip.eachEntry()) {
      const stream = await zip.openReadStreamPromise(entry)
      const chunks: Buffer[] = []
      for await (const chunk of stream) chunks.push(chunk as Buffer)
      entries.push({
        name: entry.fileName,
        content: Buffer.concat(chunks),
        method: entry.compressionMethod,
        versionNeeded: entry.versionNeededToExtract,
        date: entry.lastModFileDate,
        time: entry.lastModFileTime,
        mode: entry.externalFileAttributes >>> 16,
        extraFields: entry.extraFields.length
      })
    }
  } finally {
    zip.close()
  }
  return entries
}

/** Every file under `dir`, keyed by its path relative to `dir` with `/` separators. */
export async function readTree(dir: string): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>()
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue
    const full = join(entry.parentPath, entry.name)
    files.set(relative(dir, full).split(sep).join('/'), await readFile(full))
  }
  return files
}
