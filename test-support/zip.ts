// Small zip helpers for tests and the demo: build a zip from named buffers (fixed timestamps, so
// the bytes are the same on every run) and read one back into a name -> bytes map.
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
