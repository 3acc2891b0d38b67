// The zips of one run read once each: the Changes comparison, the drift check, the ledger and the
// result file all ask what the same package and the same stored project hold, and a package of
// 1 GB inflated three times cost seconds and, on Node 24, grew the young generation that the
// deploy's later phases run under (docs/performance.md). A run's zips do not change once written.
import type { ProjectContent } from './compare.js'
import { readContentApart, type ContentRead } from './content-worker.js'
import { packageDigest } from './package-digest.js'

export class ContentReads {
  /** The run's packages: zip path -> how messages name it, and its Import level. */
  private readonly packages = new Map<string, { what: string; level: number }>()
  private readonly reads = new Map<string, Promise<ContentRead>>()

  /** The zip at `zipPath` is a package of this run: its one read takes its digest too. */
  package(zipPath: string, what: string, level: number): void {
    this.packages.set(zipPath, { what, level })
  }

  /** What the zip holds (readProjectContent), read once. */
  async content(zipPath: string, what: string): Promise<ProjectContent> {
    const read = await this.readOf(zipPath, what)
    if (read.content) return read.content
    throw new Error(read.unreadable)
  }

  /** The package digest at `level` (src/changes/package-digest.ts), read once. */
  async digest(zipPath: string, level: number): Promise<string> {
    const known = this.packages.get(zipPath)
    if (known?.level !== level) return packageDigest(zipPath, level)
    return (await this.readOf(zipPath, known.what)).digest!
  }

  private readOf(zipPath: string, what: string): Promise<ContentRead> {
    let read = this.reads.get(zipPath)
    if (!read) {
      const known = this.packages.get(zipPath)
      read = readContentApart(zipPath, known?.what ?? what, known?.level ?? null)
      // Kept for later questions: a failure is the asker's, never an unhandled rejection.
      read.catch(() => undefined)
      this.reads.set(zipPath, read)
    }
    return read
  }
}
