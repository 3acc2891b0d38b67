// Where the re-indented items wait until project.xml is written in key order: in memory up to a
// fixed budget (most projects: no file, no second read), the rest in a file beside the package.
// Memory stays bounded whatever the number or size of the fragments.
import { closeSync, openSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import { FileSink } from './file-sink.js'
import type { TextSink } from './item-writer.js'

/** Where one item's text is: held in memory, or a byte range of the spool file. */
export type SpoolEntry = { text: string } | { start: number; end: number }

/** Characters held in memory in all (UTF-16 units; about as many bytes for ASCII text). */
const MEMORY_BUDGET = 16 * 1024 * 1024

export class ItemSpool implements TextSink {
  private file: FileSink | undefined
  private held = 0
  private current = ''
  /** The current item goes to the file from this offset (-1: it is in memory). */
  private fileStart = -1

  /** `budget`: characters held in memory in all, before items go to the file at `path`. */
  constructor(
    private readonly path: string,
    private readonly budget = MEMORY_BUDGET
  ) {}

  /** Starts the next item. */
  begin(): void {
    this.current = ''
    this.fileStart = -1
  }

  text(text: string): void {
    if (this.fileStart < 0) {
      if (this.held + this.current.length + text.length <= this.budget) {
        this.current += text
        return
      }
      this.file ??= new FileSink(this.path)
      this.fileStart = this.file.written
      this.file.text(this.current)
      this.current = ''
    }
    this.file?.text(text)
  }

  /** Ends the current item: where its text is. */
  end(): SpoolEntry {
    if (this.fileStart >= 0 && this.file) return { start: this.fileStart, end: this.file.written }
    this.held += this.current.length
    const text = this.current
    this.current = ''
    return { text }
  }

  /** Finishes writing; then `copy` gives the items back. */
  close(): void {
    this.file?.close()
  }

  /** Writes the items to `sink` through `use(copy)`, reading the spool file if there is one. */
  read<T>(use: (copy: (entry: SpoolEntry, sink: FileSink) => boolean) => T): T {
    const fd = this.file ? openSync(this.path, 'r') : undefined
    try {
      return use((entry, sink) => {
        if ('text' in entry) {
          sink.text(entry.text)
          return true
        }
        return fd !== undefined && sink.copyFrom(fd, entry.start, entry.end)
      })
    } finally {
      if (fd !== undefined) closeSync(fd)
    }
  }

  /** Removes the spool file, if any. */
  async remove(): Promise<void> {
    this.close()
    await rm(this.path, { force: true })
  }
}
