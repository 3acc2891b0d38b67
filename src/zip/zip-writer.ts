import { createHash } from 'node:crypto'
import { closeSync, openSync, writeSync } from 'node:fs'
import { EntryEncoder, type EncodedData } from './entry-encoder.js'
import type { ZipEntrySource } from './source-errors.js'

/**
 * A zip file written front to back through two reused buffers (the output here, the input in
 * entry-encoder.ts), its SHA-256 taken from the bytes on their way to disk. An entry's data is
 * either read and encoded now (`addFile`) or copied from data encoded ahead (`addEncoded`,
 * prepared-entries.ts): the same bytes either way.
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

/** The central directory starts this big and doubles when full. */
const CENTRAL_START_BYTES = 64 * 1024

/**
 * An entry's data encoded ahead of the zip (prepared-entries.ts): where it is in an open file,
 * with the method, CRC-32 and sizes its records need.
 */
export interface EncodedEntry extends EncodedData {
  method: number
  /** Byte offset of its data in the file. */
  start: number
}

export interface ZipSummary {
  size: number
  sha256: string
  entries: number
}

export class ZipWriter {
  private readonly hash = createHash('sha256')
  /** Records and small chunks gather here, so that small files do not cost a write each. */
  private readonly output = Buffer.allocUnsafe(BUFFER_BYTES)
  private readonly encoder: EntryEncoder
  private outputLength = 0
  /** Bytes of the zip so far, buffered ones included: the offset of the next record. */
  private length = 0
  /**
   * The central directory, written record by record as each entry is done. Kept as bytes rather
   * than an object per entry: held until the end, such objects are copied by every young
   * collection they live through, which grows V8's young generation (docs/performance.md).
   */
  private central = Buffer.allocUnsafe(CENTRAL_START_BYTES)
  private centralLength = 0
  private entries = 0
  private fd: number | undefined
  private readonly sink = (bytes: Buffer): void => this.append(bytes)

  private constructor(
    fd: number,
    level: number,
    private readonly forceZip64: boolean,
    private readonly max32: number
  ) {
    this.fd = fd
    this.encoder = new EntryEncoder(level)
  }

  /**
   * `level`: the zlib level of deflated entries. `forceZip64` writes ZIP64 records even for a
   * small zip, and `zip64Above` moves the size or offset past which they are needed (4 GiB)
   * down to a small one: both for tests of that layout.
   */
  static create(
    path: string,
    options: { level: number; forceZip64?: boolean; zip64Above?: number }
  ): ZipWriter {
    return new ZipWriter(
      openSync(path, 'w'),
      options.level,
      options.forceZip64 ?? false,
      options.zip64Above ?? MAX_32
    )
  }

  /**
   * Adds the file of `entry`, deflated or stored. Returns the bytes read, so the caller can tell
   * a file that changed since it was listed. The name must fit (65535 bytes of UTF-8).
   */
  async addFile(entry: ZipEntrySource, method: number): Promise<number> {
    const name = entry.zipPath
    const nameLength = nameLengthOf(name)
    const offset = this.length
    this.writeLocalHeader(name, nameLength, method)
    const data = await this.encoder.encode(entry, method, this.sink)
    this.endEntry(name, nameLength, method, data, offset)
    return data.uncompressed
  }

  /**
   * Adds an entry named `name` whose data was encoded ahead into the open file `from`
   * (prepared-entries.ts): the same records and bytes as `addFile` of that file would write,
   * ZIP64 decided on the entry's offset in this zip.
   */
  async addEncoded(name: string, entry: EncodedEntry, from: number): Promise<void> {
    const nameLength = nameLengthOf(name)
    const offset = this.length
    this.writeLocalHeader(name, nameLength, entry.method)
    await this.encoder.copyRange(from, entry.start, entry.compressed, this.sink)
    this.endEntry(name, nameLength, entry.method, entry, offset)
  }

  private endEntry(
    name: string,
    nameLength: number,
    method: number,
    { crc, compressed, uncompressed }: EncodedData,
    offset: number
  ): void {
    const max = this.max32
    const zip64 = this.forceZip64 || uncompressed > max || compressed > max || offset > max
    this.writeDataDescriptor(crc, compressed, uncompressed, zip64)
    this.writeCentralRecord(name, nameLength, method, crc, compressed, uncompressed, offset, zip64)
    this.entries++
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
    this.encoder.destroy()
    if (this.fd !== undefined) closeSync(this.fd)
    this.fd = undefined
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
    const zip64 = this.forceZip64 || entries > MAX_16 || offset > this.max32 || size > this.max32
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

/** The UTF-8 length of an entry name, which must fit zip's 16-bit field. */
function nameLengthOf(name: string): number {
  const nameLength = Buffer.byteLength(name, 'utf8')
  if (nameLength > 0xffff) throw new Error(`a zip entry name of ${nameLength} bytes`)
  return nameLength
}
