import { closeSync, openSync, writeSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import { EntryEncoder } from './entry-encoder.js'
import { SourceReadError, type ZipEntrySource } from './source-errors.js'
import type { EncodedAhead } from './write-zip.js'
import type { EncodedEntry } from './zip-writer.js'

/**
 * A lane reads its files in chunks of this size, and its deflated output gathers in a buffer of
 * this size before it goes to its file (zlib hands it over in 64 KiB): smaller than the zip
 * writer's 1 MiB, so that two lanes beside it do not add to the peak memory.
 */
const BUFFER_BYTES = 256 * 1024
/**
 * Entries deflated at once, each lane with its own deflater and file: while the main thread is
 * busy (parsing fragments), a lane whose chunk is done waits for it, and the other lane's chunk
 * keeps zlib's thread at work.
 */
const LANES = 2

/**
 * Encodes the data of zip entries (stored or deflated, as the zip will hold them) into files of
 * their own, in the background, before the zip that holds them can be written: a source-control
 * build deflates the project's files while its main thread parses the fragments that make the
 * zip's first entry. The zip then copies each entry's data from there (`ZipWriter.addEncoded`):
 * the same bytes as encoding the file again, in any order and under any name, with the ZIP64
 * choice made on the entry's place in the zip. Stored files are copied ahead too: one more copy
 * of their bytes, but not at the end, when the main thread has the rest of the zip to write.
 *
 * Only the data goes there, no records, so the files hold nothing the zip's layout depends on.
 * An entry whose file cannot be read keeps its error, reported when the zip asks for that entry,
 * as writing the zip directly would have; the others are encoded regardless.
 */
export class PreparedEntries<T extends ZipEntrySource> {
  private readonly lanes: Lane[] = []
  private readonly done = new Map<T, { entry: EncodedEntry; lane: Lane } | SourceReadError>()
  /** A failure that is not one entry's (a file of entries cannot be written). */
  private failure: unknown
  private finished = false
  private waiting: (() => void)[] = []
  private readonly running: Promise<void>

  private constructor(
    path: string,
    private readonly sources: ReadonlySet<T>,
    private readonly method: (source: T) => number,
    level: number
  ) {
    for (let i = 0; i < LANES; i++) this.lanes.push(new Lane(`${path}.${i}`, level))
    const next = this.sources.values()
    this.running = Promise.all(this.lanes.map(lane => this.run(lane, next))).then(() => {
      this.finished = true
      this.wake()
    })
  }

  /** The files it writes (removed by `remove`). */
  get paths(): string[] {
    return this.lanes.map(lane => lane.path)
  }

  /**
   * Starts encoding `sources`, in their order, into new files at `path`.*. `method` chooses
   * STORED or DEFLATED for each (it may throw SourceReadError, kept as that entry's error).
   */
  static start<T extends ZipEntrySource>(
    path: string,
    sources: Iterable<T>,
    options: { method: (source: T) => number; level: number }
  ): PreparedEntries<T> {
    return new PreparedEntries(path, new Set(sources), options.method, options.level)
  }

  /**
   * The encoded data of `source`, once it is done, readable through `file`. Rejects with the
   * SourceReadError of its file, or with the failure that stopped the encoding.
   */
  async ready(source: T): Promise<EncodedAhead> {
    for (;;) {
      const done = this.done.get(source)
      if (done instanceof SourceReadError) throw done
      if (done !== undefined) return { entry: done.entry, file: done.lane.readable(done.entry) }
      if (this.finished) {
        throw this.failure ?? new Error(`${source.zipPath} was not among the entries encoded`)
      }
      await new Promise<void>(resolve => this.waiting.push(resolve))
    }
  }

  /** Stops encoding (at the next chunk), closes and removes the files. */
  async remove(): Promise<void> {
    for (const lane of this.lanes) lane.encoder.cancel()
    await this.running
    for (const lane of this.lanes) await lane.remove()
  }

  private async run(lane: Lane, next: Iterator<T>): Promise<void> {
    try {
      for (let step = next.next(); !step.done && this.failure === undefined; step = next.next()) {
        const source = step.value
        try {
          const method = this.method(source)
          this.done.set(source, { entry: await lane.encode(source, method), lane })
        } catch (error) {
          if (!(error instanceof SourceReadError)) throw error
          this.done.set(source, error)
        }
        this.wake()
      }
    } catch (error) {
      // Cancelled (removed) or failed: either way the other lane stops too.
      this.failure ??= error
      for (const other of this.lanes) other.encoder.cancel()
    } finally {
      lane.encoder.destroy()
    }
  }

  private wake(): void {
    const waiting = this.waiting
    this.waiting = []
    for (const resolve of waiting) resolve()
  }
}

/** One encoder and the file its entries go to, through a buffer. */
class Lane {
  readonly encoder: EntryEncoder
  private readonly output = Buffer.allocUnsafe(BUFFER_BYTES)
  private outputLength = 0
  /** Bytes in the file, buffered ones included. */
  private length = 0
  /** Bytes written out to the file (readable through `fd`). */
  private flushed = 0
  private fd: number | undefined
  private readonly sink = (bytes: Buffer): void => this.append(bytes)

  constructor(
    readonly path: string,
    level: number
  ) {
    this.encoder = new EntryEncoder(level, BUFFER_BYTES)
    // Read and written through one descriptor: appends at its position, reads at given offsets.
    this.fd = openSync(path, 'w+')
  }

  async encode(source: ZipEntrySource, method: number): Promise<EncodedEntry> {
    const start = this.length
    const data = await this.encoder.encode(source, method, this.sink)
    return { ...data, method, start }
  }

  /** The file, with the bytes of `entry` written out to it. */
  readable(entry: EncodedEntry): number {
    if (entry.start + entry.compressed > this.flushed) this.flush()
    return this.descriptor()
  }

  async remove(): Promise<void> {
    if (this.fd !== undefined) closeSync(this.fd)
    this.fd = undefined
    await rm(this.path, { force: true })
  }

  private append(bytes: Buffer): void {
    this.length += bytes.length
    if (this.outputLength + bytes.length > this.output.length) {
      this.flush()
      // Big chunks go straight to the file instead of through the buffer.
      if (bytes.length >= this.output.length / 2) return this.write(bytes)
    }
    bytes.copy(this.output, this.outputLength)
    this.outputLength += bytes.length
  }

  private flush(): void {
    if (this.outputLength === 0) return
    this.write(this.output.subarray(0, this.outputLength))
    this.outputLength = 0
  }

  private write(bytes: Buffer): void {
    const fd = this.descriptor()
    for (let done = 0; done < bytes.length;) {
      done += writeSync(fd, bytes, done, bytes.length - done)
    }
    this.flushed += bytes.length
  }

  private descriptor(): number {
    if (this.fd === undefined) throw new Error('the file of encoded entries is already closed')
    return this.fd
  }
}
