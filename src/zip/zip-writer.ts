import { createHash } from 'node:crypto'
import { closeSync, openSync, readSync, writeSync } from 'node:fs'
import { setImmediate as yieldToEventLoop } from 'node:timers/promises'
import { constants, createDeflateRaw, crc32, type DeflateRaw } from 'node:zlib'
import { STORED } from './compression.js'
import { SourceReadError, type ZipEntrySource } from './source-errors.js'

/**
 * A zip file written front to back through two reused buffers, its SHA-256 taken from the bytes
 * on their way to disk.
 *
 * Why not yazl: yazl pipes every entry through a chain of streams with a deflater of its own,
 * and each chunk read is a new buffer. The buffers die young, but V8 collects them late, so the
 * peak memory grows with the package and its number of files (255 MiB at 1 GB against 107 MiB
 * here, `npm run bench`, docs/performance.md). Here every file is read into the same buffer and
 * written out before the next read, and records are written in place into the output buffer:
 * memory stays flat. Reads and writes are synchronous (local
 * files, mostly in the page cache): a promise per chunk and a FileHandle per file would be
 * garbage again, by the thousand on projects with many files. Only deflate runs off the main
 * thread, and the loop yields to the event loop regularly so that signals are still handled.
 *
 * The records are laid out as yazl lays them out (local header with bit 3 and sizes after the
 * data, a data descriptor with its signature, ZIP64 only where needed), a layout zip readers
 * handle well.
 */

const BUFFER_BYTES = 1024 * 1024
/** UNIX (3), spec 6.3: external attributes then carry the Unix mode, as yazl writes them. */
const VERSION_MADE_BY = (3 << 8) | 63
const VERSION_NEEDED = 20
const VERSION_NEEDED_ZIP64 = 45
/** Bit 3: CRC and sizes follow the data (they are not known before); bit 11: UTF-8 names. */
const FLAGS = 0x0008 | 0x0800
/** Every entry: 1980-01-01 00:00 (DOS fields), mode 0644, so only names and content matter. */
const DOS_TIME = 0
const DOS_DATE = (0 << 9) | (1 << 5) | 1
const EXTERNAL_ATTRIBUTES = (0o100644 << 16) >>> 0
/** Values above this do not fit the 32-bit fields (0xffffffff means "see ZIP64"). */
const MAX_32 = 0xfffffffe
const MAX_16 = 0xfffe
/** Bytes read between two yields to the event loop. */
const YIELD_EVERY = 16 * 1024 * 1024

/** The central directory starts this big and doubles when full. */
const CENTRAL_START_BYTES = 64 * 1024
const EMPTY = Buffer.alloc(0)

export interface ZipSummary {
  size: number
  sha256: string
  entries: number
}

export class ZipWriter {
  private readonly hash = createHash('sha256')
  /** Records and small chunks gather here, so that small files do not cost a write each. */
  private readonly output = Buffer.allocUnsafe(BUFFER_BYTES)
  private readonly input = Buffer.allocUnsafe(BUFFER_BYTES)
  private outputLength = 0
  /** Bytes of the zip so far, buffered ones included: the offset of the next record. */
  private length = 0
  private readSinceYield = 0
  /**
   * The central directory, written record by record as each entry is done. Kept as bytes rather
   * than an object per entry: held until the end, such objects are copied by every young
   * collection they live through, which grows V8's young generation (docs/performance.md).
   */
  private central = Buffer.allocUnsafe(CENTRAL_START_BYTES)
  private centralLength = 0
  private entries = 0
  private openDeflater: DeflateRaw | undefined
  /** Deflated output not yet appended. */
  private readonly produced: Buffer[] = []
  private fd: number | undefined

  private constructor(
    fd: number,
    private readonly level: number,
    private readonly forceZip64: boolean
  ) {
    this.fd = fd
  }

  /**
   * `level`: the zlib level of deflated entries. `forceZip64` writes ZIP64 records even for a
   * small zip (for tests of that layout).
   */
  static create(path: string, options: { level: number; forceZip64?: boolean }): ZipWriter {
    return new ZipWriter(openSync(path, 'w'), options.level, options.forceZip64 ?? false)
  }

  /**
   * Adds the file of `entry`, deflated or stored. Returns the bytes read, so the caller can tell
   * a file that changed since it was listed. The name must fit (65535 bytes of UTF-8).
   */
  async addFile(entry: ZipEntrySource, method: number): Promise<number> {
    const name = entry.zipPath
    const nameLength = Buffer.byteLength(name, 'utf8')
    if (nameLength > 0xffff) throw new Error(`a zip entry name of ${nameLength} bytes`)
    const offset = this.length
    this.writeLocalHeader(name, nameLength, method)
    let source: number
    try {
      source = openSync(entry.readPath, 'r')
    } catch (error) {
      throw new SourceReadError(entry, error)
    }
    const sums = { crc: 0, uncompressed: 0 }
    let compressed: number
    try {
      compressed =
        method === STORED
          ? await this.copy(source, entry, sums)
          : await this.deflate(source, entry, sums)
    } finally {
      closeSync(source)
    }
    const { crc, uncompressed } = sums
    const zip64 = this.forceZip64 || uncompressed > MAX_32 || compressed > MAX_32 || offset > MAX_32
    this.writeDataDescriptor(crc, compressed, uncompressed, zip64)
    this.writeCentralRecord(name, nameLength, method, crc, compressed, uncompressed, offset, zip64)
    this.entries++
    return uncompressed
  }

  /** Writes the central directory and the end records, closes the file. */
  finish(): ZipSummary {
    const directoryOffset = this.length
    this.append(this.central.subarray(0, this.centralLength))
    this.writeEndRecords(directoryOffset, this.length - directoryOffset)
    this.flush()
    this.close()
    return { size: this.length, sha256: this.hash.digest('hex'), entries: this.entries }
  }

  /** Closes the file without finishing it (after a failure; the caller removes it). */
  abandon(): void {
    this.close()
  }

  private close(): void {
    this.openDeflater?.destroy()
    this.openDeflater = undefined
    if (this.fd !== undefined) closeSync(this.fd)
    this.fd = undefined
  }

  /**
   * Reads the next chunk of `source` into the input buffer; an empty result is the end. Not a
   * promise per chunk: see `pause`.
   */
  private read(source: number, entry: ZipEntrySource): Buffer {
    let bytesRead: number
    try {
      bytesRead = readSync(source, this.input, 0, this.input.length, null)
    } catch (error) {
      throw new SourceReadError(entry, error)
    }
    this.readSinceYield += bytesRead
    return bytesRead === 0 ? EMPTY : this.input.subarray(0, bytesRead)
  }

  /** Every 16 MiB read, a turn of the event loop (signals); otherwise nothing to await. */
  private pause(): Promise<void> | undefined {
    if (this.readSinceYield < YIELD_EVERY) return undefined
    this.readSinceYield = 0
    return yieldToEventLoop()
  }

  private async copy(
    source: number,
    entry: ZipEntrySource,
    sums: { crc: number; uncompressed: number }
  ): Promise<number> {
    for (;;) {
      const chunk = this.read(source, entry)
      if (chunk.length === 0) return sums.uncompressed
      sums.crc = crc32(chunk, sums.crc)
      sums.uncompressed += chunk.length
      this.append(chunk)
      const pause = this.pause()
      if (pause) await pause
    }
  }

  private async deflate(
    source: number,
    entry: ZipEntrySource,
    sums: { crc: number; uncompressed: number }
  ): Promise<number> {
    const deflater = this.deflater()
    let compressed = 0
    const drain = (): void => {
      for (const chunk of this.produced.splice(0)) {
        compressed += chunk.length
        this.append(chunk)
      }
    }
    for (;;) {
      const chunk = this.read(source, entry)
      if (chunk.length === 0) break
      sums.crc = crc32(chunk, sums.crc)
      sums.uncompressed += chunk.length
      // The callback comes once zlib has consumed the chunk: only then is the buffer reused.
      await settle(callback => deflater.write(chunk, callback))
      drain()
      const pause = this.pause()
      if (pause) await pause
    }
    // Z_FINISH ends this entry's deflate stream; reset() readies the same deflater for the next.
    await settle(callback => deflater.flush(constants.Z_FINISH, () => callback(null)))
    if (deflater.readableLength > 0) await yieldToEventLoop()
    drain()
    deflater.reset()
    return compressed
  }

  /**
   * One deflater for the whole zip: a new one per entry would allocate zlib's state and output
   * buffer each time, garbage that grows the peak memory with the number of files.
   */
  private deflater(): DeflateRaw {
    if (this.openDeflater) return this.openDeflater
    const deflater = createDeflateRaw({ level: this.level, chunkSize: 64 * 1024 })
    deflater.on('data', (chunk: Buffer) => this.produced.push(chunk))
    deflater.on('error', () => undefined) // reported through the write callbacks
    this.openDeflater = deflater
    return deflater
  }

  private append(bytes: Buffer): void {
    if (this.outputLength + bytes.length > this.output.length) {
      this.flush()
      // Big chunks (file data) go straight to disk instead of through the output buffer.
      if (bytes.length >= this.output.length / 2) {
        this.length += bytes.length
        return this.write(bytes)
      }
    }
    bytes.copy(this.output, this.outputLength)
    this.outputLength += bytes.length
    this.length += bytes.length
  }

  /** Room for a record of `size` bytes at the end of the output buffer; returns its position. */
  private reserve(size: number): number {
    if (this.outputLength + size > this.output.length) this.flush()
    const at = this.outputLength
    this.output.fill(0, at, at + size)
    this.outputLength += size
    this.length += size
    return at
  }

  private flush(): void {
    if (this.outputLength === 0) return
    this.write(this.output.subarray(0, this.outputLength))
    this.outputLength = 0
  }

  private write(bytes: Buffer): void {
    if (this.fd === undefined) throw new Error('the zip is already closed')
    this.hash.update(bytes)
    for (let done = 0; done < bytes.length;) {
      done += writeSync(this.fd, bytes, done, bytes.length - done)
    }
  }

  private writeLocalHeader(name: string, nameLength: number, method: number): void {
    const out = this.output
    const at = this.reserve(30 + nameLength)
    out.writeUInt32LE(0x04034b50, at)
    out.writeUInt16LE(VERSION_NEEDED, at + 4)
    out.writeUInt16LE(FLAGS, at + 6)
    out.writeUInt16LE(method, at + 8)
    out.writeUInt16LE(DOS_TIME, at + 10)
    out.writeUInt16LE(DOS_DATE, at + 12)
    // CRC-32 and both sizes stay 0: they follow the data (bit 3).
    out.writeUInt16LE(nameLength, at + 26)
    out.writeUInt16LE(0, at + 28)
    out.write(name, at + 30, 'utf8')
  }

  private writeDataDescriptor(crc: number, compressed: number, size: number, zip64: boolean) {
    const out = this.output
    const at = this.reserve(zip64 ? 24 : 16)
    out.writeUInt32LE(0x08074b50, at)
    out.writeUInt32LE(crc, at + 4)
    if (zip64) {
      out.writeBigUInt64LE(BigInt(compressed), at + 8)
      out.writeBigUInt64LE(BigInt(size), at + 16)
    } else {
      out.writeUInt32LE(compressed, at + 8)
      out.writeUInt32LE(size, at + 12)
    }
  }

  /** Room for `size` more bytes of central directory; returns their position. */
  private reserveCentral(size: number): number {
    if (this.centralLength + size > this.central.length) {
      const bigger = Buffer.allocUnsafe(
        Math.max(2 * this.central.length, this.centralLength + size)
      )
      this.central.copy(bigger, 0, 0, this.centralLength)
      this.central = bigger
    }
    const at = this.centralLength
    this.central.fill(0, at, at + size)
    this.centralLength += size
    return at
  }

  private writeCentralRecord(
    name: string,
    nameLength: number,
    method: number,
    crc: number,
    compressed: number,
    uncompressed: number,
    offset: number,
    zip64: boolean
  ): void {
    const extraLength = zip64 ? 28 : 0
    const at = this.reserveCentral(46 + nameLength + extraLength)
    const out = this.central
    const over = zip64 ? 0xffffffff : undefined
    out.writeUInt32LE(0x02014b50, at)
    out.writeUInt16LE(VERSION_MADE_BY, at + 4)
    out.writeUInt16LE(zip64 ? VERSION_NEEDED_ZIP64 : VERSION_NEEDED, at + 6)
    out.writeUInt16LE(FLAGS, at + 8)
    out.writeUInt16LE(method, at + 10)
    out.writeUInt16LE(DOS_TIME, at + 12)
    out.writeUInt16LE(DOS_DATE, at + 14)
    out.writeUInt32LE(crc, at + 16)
    out.writeUInt32LE(over ?? compressed, at + 20)
    out.writeUInt32LE(over ?? uncompressed, at + 24)
    out.writeUInt16LE(nameLength, at + 28)
    out.writeUInt16LE(extraLength, at + 30)
    // comment length, disk number, internal attributes: 0
    out.writeUInt32LE(EXTERNAL_ATTRIBUTES, at + 38)
    out.writeUInt32LE(over ?? offset, at + 42)
    out.write(name, at + 46, 'utf8')
    if (zip64) {
      const extra = at + 46 + nameLength
      out.writeUInt16LE(0x0001, extra)
      out.writeUInt16LE(24, extra + 2)
      out.writeBigUInt64LE(BigInt(uncompressed), extra + 4)
      out.writeBigUInt64LE(BigInt(compressed), extra + 12)
      out.writeBigUInt64LE(BigInt(offset), extra + 20)
    }
  }

  private writeEndRecords(offset: number, size: number): void {
    const out = this.output
    const entries = this.entries
    const zip64 = this.forceZip64 || entries > MAX_16 || offset > MAX_32 || size > MAX_32
    if (zip64) {
      const record = this.reserve(56)
      out.writeUInt32LE(0x06064b50, record)
      out.writeBigUInt64LE(BigInt(56 - 12), record + 4)
      out.writeUInt16LE(VERSION_MADE_BY, record + 12)
      out.writeUInt16LE(VERSION_NEEDED_ZIP64, record + 14)
      out.writeBigUInt64LE(BigInt(entries), record + 24)
      out.writeBigUInt64LE(BigInt(entries), record + 32)
      out.writeBigUInt64LE(BigInt(size), record + 40)
      out.writeBigUInt64LE(BigInt(offset), record + 48)
      const locator = this.reserve(20)
      out.writeUInt32LE(0x07064b50, locator)
      out.writeBigUInt64LE(BigInt(offset + size), locator + 8)
      out.writeUInt32LE(1, locator + 16)
    }
    const end = this.reserve(22)
    out.writeUInt32LE(0x06054b50, end)
    out.writeUInt16LE(zip64 ? 0xffff : entries, end + 8)
    out.writeUInt16LE(zip64 ? 0xffff : entries, end + 10)
    out.writeUInt32LE(zip64 ? 0xffffffff : size, end + 12)
    out.writeUInt32LE(zip64 ? 0xffffffff : offset, end + 16)
  }
}

/** Awaits a callback-style call. */
function settle(call: (callback: (error?: Error | null) => void) => void): Promise<void> {
  return new Promise((resolve, reject) => call(error => (error ? reject(error) : resolve())))
}
