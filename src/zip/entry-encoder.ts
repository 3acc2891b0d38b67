import { closeSync, openSync, readSync } from 'node:fs'
import { setImmediate as yieldToEventLoop } from 'node:timers/promises'
import { constants, createDeflateRaw, crc32, type DeflateRaw } from 'node:zlib'
import { STORED } from './compression.js'
import { SourceReadError, type ZipEntrySource } from './source-errors.js'

/**
 * Turns one file after another into the data of a zip entry (stored or deflated), with its CRC-32
 * and sizes, handing the bytes to a sink as they come. Every file is read into the same buffer,
 * and one deflater serves all entries (reset between them): a buffer per chunk or a deflater per
 * entry would be garbage that grows the peak memory with the package (see zip-writer.ts).
 * Reads are synchronous; only deflate runs off the main thread, and the loop yields to the event
 * loop regularly so that signals (and other work of the main thread) still get their turn.
 */

const BUFFER_BYTES = 1024 * 1024
/** Bytes read between two yields to the event loop. */
const YIELD_EVERY = 16 * 1024 * 1024
const EMPTY = Buffer.alloc(0)

/** An entry's data as it went to the sink. */
export interface EncodedData {
  crc: number
  compressed: number
  uncompressed: number
}

/** Receives an entry's bytes; the buffer is reused once the call returns. */
export type ByteSink = (bytes: Buffer) => void

/** Thrown by an encoder after `cancel()`, at its next chunk. */
export class EncodingCancelled extends Error {
  constructor() {
    super('encoding cancelled')
    this.name = 'EncodingCancelled'
  }
}

export class EntryEncoder {
  private readonly input: Buffer
  private readSinceYield = 0
  private openDeflater: DeflateRaw | undefined
  /** Deflated output not yet handed to the sink. */
  private readonly produced: Buffer[] = []
  private cancelled = false

  /**
   * `level`: the zlib level of deflated entries; `bufferBytes`: the chunk read at a time (the
   * deflated bytes do not depend on it: zlib's output is the same however its input is cut).
   */
  constructor(
    private readonly level: number,
    bufferBytes = BUFFER_BYTES
  ) {
    this.input = Buffer.allocUnsafe(bufferBytes)
  }

  /** Reads the file of `entry` and hands its data, deflated or stored, to `sink`. */
  async encode(entry: ZipEntrySource, method: number, sink: ByteSink): Promise<EncodedData> {
    let source: number
    try {
      source = openSync(entry.readPath, 'r')
    } catch (error) {
      throw new SourceReadError(entry, error)
    }
    const sums = { crc: 0, uncompressed: 0 }
    try {
      const compressed =
        method === STORED
          ? await this.copy(source, entry, sums, sink)
          : await this.deflate(source, entry, sums, sink)
      return { ...sums, compressed }
    } finally {
      closeSync(source)
    }
  }

  /** Hands bytes `start` to `start + length` of an open file to `sink` (data encoded earlier). */
  async copyRange(fd: number, start: number, length: number, sink: ByteSink): Promise<void> {
    for (let at = start, end = start + length; at < end;) {
      const bytesRead = readSync(fd, this.input, 0, Math.min(this.input.length, end - at), at)
      if (bytesRead === 0) throw new Error(`the file of encoded entries ends before ${end}`)
      at += bytesRead
      this.readSinceYield += bytesRead
      sink(this.input.subarray(0, bytesRead))
      const pause = this.pause()
      if (pause) await pause
    }
  }

  /** Stops the entry being encoded at its next chunk (it rejects with EncodingCancelled). */
  cancel(): void {
    this.cancelled = true
  }

  /** Frees the deflater. */
  destroy(): void {
    this.openDeflater?.destroy()
    this.openDeflater = undefined
  }

  /**
   * Reads the next chunk of `source` into the input buffer; an empty result is the end. Not a
   * promise per chunk: see `pause`.
   */
  private read(source: number, entry: ZipEntrySource): Buffer {
    if (this.cancelled) throw new EncodingCancelled()
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
    sums: { crc: number; uncompressed: number },
    sink: ByteSink
  ): Promise<number> {
    for (;;) {
      const chunk = this.read(source, entry)
      if (chunk.length === 0) return sums.uncompressed
      sums.crc = crc32(chunk, sums.crc)
      sums.uncompressed += chunk.length
      sink(chunk)
      const pause = this.pause()
      if (pause) await pause
    }
  }

  private async deflate(
    source: number,
    entry: ZipEntrySource,
    sums: { crc: number; uncompressed: number },
    sink: ByteSink
  ): Promise<number> {
    const deflater = this.deflater()
    let compressed = 0
    const drain = (): void => {
      for (const chunk of this.produced.splice(0)) {
        compressed += chunk.length
        sink(chunk)
      }
    }
    try {
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
    } catch (error) {
      // A half-fed deflater cannot serve the next entry.
      this.destroy()
      this.produced.length = 0
      throw error
    }
    return compressed
  }

  /**
   * One deflater for all entries: a new one per entry would allocate zlib's state and output
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
}

/** Awaits a callback-style call. */
function settle(call: (callback: (error?: Error | null) => void) => void): Promise<void> {
  return new Promise((resolve, reject) => call(error => (error ? reject(error) : resolve())))
}
