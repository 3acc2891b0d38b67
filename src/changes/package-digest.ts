// The digest that names a package in the ledger of completed deploys: computed from what the package
// holds (entry names and bytes), not from the zip's bytes, so that rebuilding the same content
// with another zip writer or file times gives the same digest.
import { createHash } from 'node:crypto'
import yauzl from 'yauzl'

/**
 * SHA-256 over the package's entries sorted by name (each: the name's UTF-8 bytes, a NUL byte,
 * the entry's uncompressed bytes), then `level`, a NUL byte and the Import's level: a package
 * imported at another level is another deploy. Returns lower-case hex.
 */
export async function packageDigest(zipPath: string, level: number): Promise<string> {
  const zip = await yauzl.openPromise(zipPath, { lazyEntries: true, autoClose: false })
  try {
    const entries: yauzl.Entry[] = []
    for await (const entry of zip.eachEntry()) {
      if (!entry.fileName.endsWith('/')) entries.push(entry)
    }
    // Byte order of the UTF-8 names: the same on every runner, whatever its locale.
    entries.sort((a, b) => Buffer.compare(Buffer.from(a.fileName), Buffer.from(b.fileName)))
    const hash = createHash('sha256')
    for (const entry of entries) {
      hash.update(entry.fileName, 'utf8')
      hash.update(NUL)
      for await (const chunk of await zip.openReadStreamPromise(entry)) hash.update(chunk as Buffer)
    }
    hash.update(`level`)
    hash.update(NUL)
    hash.update(String(level))
    return hash.digest('hex')
  } finally {
    zip.close()
  }
}

const NUL = Buffer.from([0])
