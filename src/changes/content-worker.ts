// Reading a zip for the Changes in a worker thread (src/shared/worker-job.ts): inflating 1 GB
// through yauzl's streams left 60 to 70 MiB of buffers for V8 to collect, and in the main
// thread they lay under the Import that follows (docs/performance.md). The worker's go with it.
import type { ProjectContent } from './compare.js'
import { DigestTable } from './digest-table.js'
import { readPackageContent, readProjectContent } from './project-content.js'
import { messageOf } from '../shared/message-of.js'
import { workerJob } from '../shared/worker-job.js'

/** What a read answers: the content or why it could not be read; a package's digest too. */
export interface ContentRead {
  content?: ProjectContent
  /** Why the content could not be read (the digest does not depend on it). */
  unreadable?: string
  /** The package digest at the level asked for. */
  digest?: string
}

/** `level`: the package's Import level, for its digest; null for a zip without one. */
async function readContent(
  zipPath: string,
  what: string,
  level: number | null
): Promise<ContentRead> {
  if (level === null) {
    try {
      return { content: await readProjectContent(zipPath, what) }
    } catch (error) {
      return { unreadable: messageOf(error) }
    }
  }
  // A zip that cannot be read at all fails both answers: thrown.
  const read = await readPackageContent(zipPath, what)
  const digest = read.digest(level)
  return read.content instanceof Error
    ? { unreadable: read.content.message, digest }
    : { content: read.content, digest }
}

const inWorker = workerJob('acumatica-read-content', readContent, { youngMb: 8, oldMb: 256 })

/** readContent in a worker thread where the entry allows it (src/hosts/actions/main.ts). */
export async function readContentApart(
  zipPath: string,
  what: string,
  level: number | null
): Promise<ContentRead> {
  const read = await inWorker(zipPath, what, level)
  if (read.content && !(read.content.items instanceof DigestTable)) {
    read.content = { items: DigestTable.revive(read.content.items), files: read.content.files }
  }
  return read
}
