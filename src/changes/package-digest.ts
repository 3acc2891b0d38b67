// The digest that names a package in the ledger of completed deploys: computed from what the package
// holds (entry names and bytes), not from the zip's bytes, so that rebuilding the same content
// with another zip writer or file times gives the same digest.
import { createHash } from 'node:crypto'
import { withZip, type ZipEntry } from '../zip/read-zip.js'

/**
 * SHA-256 over the package's entries sorted by name (each: the name's UTF-8 bytes, a NUL byte,
 * the entry's uncompressed bytes), then `level`, a NUL byte and the Import's level: a package
 * imported at another level is another deploy. Returns lower-case hex.
 */
export async function packageDigest(zipPath: string, level: number): Promise<string> {
  return (await digestEntries(zipPath, () => undefined))(level)
}

/** What one entry's bytes go to, chunk by chunk; end() once they are all there. */
export interface EntrySink {
  chunk(bytes: Buffer): void
  end(): void
}

/**
 * Reads the entries in the digest's order, each one's bytes also to the sink `sinkOf` gives for
 * it (none: the digest alone), and returns the digest at any level.
 */
export async function digestEntries(
  zipPath: string,
  sinkOf: (entry: ZipEntry) => EntrySink | undefined
): Promise<(level: number) => string> {
  const hash = createHash('sha256')
  await withZip(zipPath, async zip => {
    const entries: ZipEntry[] = []
    for await (const entry of zip.files()) entries.push(entry)
    // Byte order of the UTF-8 names: the same on every runner, whatever its locale.
    entries.sort((a, b) => Buffer.compare(Buffer.from(a.name), Buffer.from(b.name)))
    for (const entry of entries) {
      hash.update(entry.name, 'utf8')
      hash.update(NUL)
      const sink = sinkOf(entry)
      for await (const chunk of await zip.open(entry)) {
        hash.update(chunk as Buffer)
        sink?.chunk(chunk as Buffer)
      }
      sink?.end()
    }
  })
  return level => hash.copy().update('level').update(NUL).update(String(level)).digest('hex')
}

const NUL = Buffer.from([0])
