// Where the re-indented items wait until project.xml is written in key order: in memory up to a
// fixed budget (most projects: no file, no second read), the rest in a file beside the package.
// Memory stays bounded whatever the number or size of the fragments.
import { closeSync, openSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import { FileSink } from './file-sink.js'
import type { TextSink } from '../project/item-writer.js'

/** Where one item's text is: its UTF-8 bytes held in memory, or a byte range of the spool file. */
export type SpoolEntry = { bytes: Buffer } | { start: number; end: number }

/** Bytes held in memory in all. */
const MEMORY_BUDGET = 16 * 1024 * 1024
/** Held bytes live in blocks of this size (an item larger than a block gets its own). */
const BLOCK_BYTES = 1024 * 1024

export class ItemSpool implements TextSink {
  private file: FileSink | undefined
  private held = 0
  private parts: string[] = []
  private partsLength = 0
  /** The current item goes to the file from this offset (-1: it is still in memory). */
  private fileStart = -1
  private block = Buffer.alloc(0)
  private blockUsed = 0

  /** `budget`: bytes held in memory in all, before items go to the file at `path`. */
  constructor(
    private readonly path: string,
    private readonly budget = MEMORY_BUDGET
  ) {}

  /** Starts the next item. */
  begin(): void {
    this.parts = []
    this.partsLength = 0
    this.fileStart = -1
  }

  text(text: string): void {
    if (this.fileStart < 0) {
      // Characters count as bytes here (ASCII, nearly always); end() checks the real size.
      if (this.held + this.partsLength + text.length <= this.budget) {
        this.parts.push(text)
        this.partsLength += text.length
        return
      }
      this.toFile()
    }
    this.file?.text(text)
  }

  /** Ends the current item: where its text is. */
  end(): SpoolEntry {
    if (this.fileStart < 0) {
      const text = this.parts.join('')
      const length = Buffer.byteLength(text, 'utf8')
      if (this.held + length <= this.budget) {
        this.parts = []
        this.held += length
        return { bytes: this.keep(text, length) }
      }
      this.toFile()
    }
    const file = this.file as FileSink
    return { start: this.fileStart, end: file.written }
  }

  /** Finishes writing; then `read` gives the items back. */
  close(): void {
    this.file?.close()
  }

  /** Writes the items to a sink through `use(copy)`, reading the spool file if there is one. */
  read<T>(use: (copy: (entry: SpoolEntry, sink: FileSink) => boolean) => T): T {
    const fd = this.file ? openSync(this.path, 'r') : undefined
    try {
      return use((entry, sink) => {
        if ('bytes' in entry) {
          sink.bytes(entry.bytes)
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

  /** The current item from here on goes to the file (what it has so far first). */
  private toFile(): void {
    this.file ??= new FileSink(this.path)
    this.fileStart = this.file.written
    for (const part of this.parts) this.file.text(part)
    this.parts = []
  }

  /**
   * Encodes an item's text straight into a block: one allocation per megabyte, not per item (a
   * buffer per item made thousands of external allocations for the collector to chase).
   */
  private keep(text: string, length: number): Buffer {
    if (length > BLOCK_BYTES) return Buffer.from(text, 'utf8')
    if (this.blockUsed + length > this.block.length) {
      this.block = Buffer.allocUnsafe(BLOCK_BYTES)
      this.blockUsed = 0
    }
    const start = this.blockUsed
    this.blockUsed += this.block.write(text, start, length, 'utf8')
    return this.block.subarray(start, this.blockUsed)
  }
}
