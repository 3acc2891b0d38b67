// Bounds on what an untrusted package may make the export write: the total its entries unpack to
// against max-unpacked-size, and what is about to be written against the free disk (fs.statfs),
// checked before anything is written and again while writing, so that a zip bomb or a full disk
// fails the export with the project's folder left as it was.
import { statfs } from 'node:fs/promises'
import path from 'node:path'

const MIB = 1024 ** 2

class ExportSizeError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'ExportSizeError'
  }
}

/** Fails when the entries unpack to more than `maxBytes` (their sizes are checked on reading). */
export function checkUnpackedSize(
  sizes: Iterable<number>,
  maxBytes: number,
  projectName: string
): number {
  let total = 0
  for (const size of sizes) total += size
  if (total > maxBytes) {
    throw new ExportSizeError(
      `The package of ${projectName} unpacks to ${mib(total)}, more than max-unpacked-size (${mib(maxBytes)}): nothing was written. Raise max-unpacked-size if the project is that large.`
    )
  }
  return total
}

/** Bytes free for this user at `folder` (or the nearest folder above it that exists). */
async function freeBytes(folder: string): Promise<number> {
  for (let at = folder; ; at = path.dirname(at)) {
    try {
      const stats = await statfs(at)
      return stats.bavail * stats.bsize
    } catch (error) {
      if (path.dirname(at) === at) throw error
    }
  }
}

/** Fails when `bytes` more would not fit on the disk of `folder`. */
export async function checkFreeDisk(folder: string, bytes: number, what: string): Promise<void> {
  const free = await freeBytes(folder)
  if (bytes > free) {
    throw new ExportSizeError(
      `${what} needs ${mib(bytes)} and the runner's disk has ${mib(free)} free: nothing was written. Free some space on the runner.`
    )
  }
}

function mib(bytes: number): string {
  return `${(bytes / MIB).toFixed(1)} MiB`
}
