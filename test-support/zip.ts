// Small zip helpers for tests and the demo: build a zip from named buffers (fixed timestamps, so
// the bytes are the same on every run) and read one back, as a name -> bytes map or entry by entry.
import { readdir, readFile } from 'node:fs/promises'
import { join, relative, sep } from 'node:path'
import yazl from 'yazl'
import yauzl from 'yauzl'

const FIXED_TIME = new Date('2024-01-01T00:00:00Z')

export async function buildZip(entries: Record<string, string | Buffer>): Promise<Buffer> {
  const zip = new yazl.ZipFile()
  for (const [name, content] of Object.entries(entries)) {
    zip.addBuffer(Buffer.from(content), name, { mtime: FIXED_TIME })
  }
  zip.end()
  const chunks: Buffer[] = []
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

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
