// A file written front to back from many small pieces (tags, white space) through one shared
// buffer with synchronous writes: one system call per 64 KiB, no garbage per piece.
import { closeSync, openSync, writeSync } from 'node:fs'

const BUFFER_BYTES = 64 * 1024
const shared = Buffer.allocUnsafe(BUFFER_BYTES)

/** Only one BufferedFile is open at a time (they share the buffer). */
export class BufferedFile {
  private fd: number | undefined
  private length = 0
  written = 0

  constructor(path: string) {
    this.fd = openSync(path, 'w')
  }

  write(bytes: Buffer): void {
    if (this.length + bytes.length > BUFFER_BYTES) this.flush()
    if (bytes.length >= BUFFER_BYTES) this.writeAll(bytes)
    else {
      bytes.copy(shared, this.length)
      this.length += bytes.length
    }
    this.written += bytes.length
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
    this.writeAll(shared.subarray(0, this.length))
    this.length = 0
  }

  private writeAll(bytes: Buffer): void {
    if (this.fd === undefined) throw new Error('the file is already closed')
    for (let done = 0; done < bytes.length;) {
      done += writeSync(this.fd, bytes, done, bytes.length - done)
    }
  }
}
