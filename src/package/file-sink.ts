import { closeSync, openSync, readSync, writeSync } from 'node:fs'
import { PackageError } from './errors.js'
import { escapeAttribute, XML_FORBIDDEN } from '../project/xml-text.js'

const BUFFER_BYTES = 1024 * 1024

/**
 * A file written front to back through one reused buffer, with synchronous writes (see
 * src/zip/zip-writer.ts on why: no garbage per chunk). Used for the project.xml the packager
 * builds, and by the export for each item's fragment.
 */
export class FileSink {
  private readonly buffer: Buffer
  private length = 0
  private fd: number | undefined
  written = 0

  /**
   * `buffer`: one the caller keeps and reuses for many short files written one after another
   * (none given: a 1 MiB buffer of its own). Two sinks open at once must not share one.
   */
  constructor(path: string, buffer?: Buffer) {
    this.buffer = buffer ?? Buffer.allocUnsafe(BUFFER_BYTES)
    this.fd = openSync(path, 'w')
  }

  text(text: string): void {
    // Encoded straight into the buffer when it surely fits (UTF-8: at most 3 bytes per UTF-16 unit).
    if (text.length * 3 <= this.buffer.length - this.length) {
      const bytes = this.buffer.write(text, this.length, 'utf8')
      this.length += bytes
      this.written += bytes
      return
    }
    this.bytes(Buffer.from(text, 'utf8'))
  }

  bytes(bytes: Buffer): void {
    this.range(bytes, 0, bytes.length)
  }

  /** Bytes `start` to `end` of `bytes` (no view of them made). */
  range(bytes: Buffer, start: number, end: number): void {
    const count = end - start
    if (this.length + count > this.buffer.length) this.flush()
    if (count >= this.buffer.length) {
      this.write(bytes, start, end)
    } else {
      bytes.copy(this.buffer, this.length, start, end)
      this.length += count
    }
    this.written += count
  }

  /**
   * Copies bytes `start` to `end` of the file at `readPath`. Returns false when the file ends
   * before `end` (it changed since it was read).
   */
  copyRange(readPath: string, start: number, end: number): boolean {
    const fd = openSync(readPath, 'r')
    try {
      return this.copyFrom(fd, start, end)
    } finally {
      closeSync(fd)
    }
  }

  /** Copies bytes `start` to `end` of an open file; false when it ends before `end`. */
  copyFrom(fd: number, start: number, end: number): boolean {
    let at = start
    while (at < end) {
      if (this.length === this.buffer.length) this.flush()
      const room = Math.min(this.buffer.length - this.length, end - at)
      const read = readSync(fd, this.buffer, this.length, room, at)
      if (read === 0) return false
      this.length += read
      this.written += read
      at += read
    }
    return true
  }

  close(): void {
    if (this.fd === undefined) return
    try {
      this.flush()
    } finally {
      closeSync(this.fd)
      this.fd = undefined
    }
  }

  private flush(): void {
    if (this.length === 0) return
    this.write(this.buffer, 0, this.length)
    this.length = 0
  }

  private write(bytes: Buffer, start: number, end: number): void {
    if (this.fd === undefined) throw new Error('the file is already closed')
    for (let done = start; done < end;) {
      done += writeSync(this.fd, bytes, done, end - done)
    }
  }
}

/**
 * An attribute value the action writes itself, escaped as the engine escapes it; `what` names it
 * when it holds a character XML cannot carry.
 */
export function xmlAttribute(value: string, what: string): string {
  if (XML_FORBIDDEN.test(value)) {
    throw new PackageError(`${what} holds a control character, which XML cannot carry: remove it.`)
  }
  return escapeAttribute(value)
}
