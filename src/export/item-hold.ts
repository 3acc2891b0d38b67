// One item of project.xml on its way to its fragment file, whose name is known only at the
// item's end (its key may come from a child row). A small item stays in one reused buffer, so
// it is checked there and written once under its name; a large one is written as it comes into
// a part file (FileSink: synchronous writes, no garbage per piece).
import { FileSink } from '../package/file-sink.js'

const BOM = Buffer.from([0xef, 0xbb, 0xbf])
/** Items up to this size (almost all) are held in memory. */
const HOLD_BYTES = 1024 * 1024

export class ItemHold {
  private buffer = Buffer.allocUnsafe(64 * 1024)
  private length = 0
  private spill: FileSink | undefined
  private partPath: () => string = () => ''

  /** `fileBuffer`: the buffer of the part files of large items (reused). */
  constructor(private readonly fileBuffer: Buffer) {}

  /**
   * A new item (`partPath`: its file if it outgrows the hold, asked for only then); it starts
   * with the byte-order mark.
   */
  start(partPath: () => string): void {
    this.close()
    this.spill = undefined
    this.partPath = partPath
    this.length = 0
    this.add(BOM, 0, BOM.length)
  }

  /** Bytes `start` to `end` of `bytes`. */
  add(bytes: Buffer, start: number, end: number): void {
    if (this.spill) {
      this.spill.range(bytes, start, end)
      return
    }
    const needed = this.length + end - start
    if (needed > this.buffer.length) {
      if (needed > HOLD_BYTES) {
        this.spill = new FileSink(this.partPath(), this.fileBuffer)
        this.spill.range(this.buffer, 0, this.length)
        this.spill.range(bytes, start, end)
        return
      }
      const grown = Buffer.allocUnsafe(
        Math.max(needed, Math.min(HOLD_BYTES, this.buffer.length * 2))
      )
      this.buffer.copy(grown, 0, 0, this.length)
      this.buffer = grown
    }
    this.length += bytes.copy(this.buffer, this.length, start, end)
  }

  /** The whole fragment when it is held (a view of the reused buffer, valid until start). */
  held(): Buffer | undefined {
    return this.spill ? undefined : this.buffer.subarray(0, this.length)
  }

  /** Ends the item in its part file (the held bytes written there first); its size. */
  toPartFile(): { path: string; size: number } {
    if (!this.spill) {
      this.spill = new FileSink(this.partPath(), this.fileBuffer)
      this.spill.range(this.buffer, 0, this.length)
    }
    this.spill.close()
    return { path: this.partPath(), size: this.spill.written }
  }

  /** Closes the part file if one is open (after an error too). */
  close(): void {
    this.spill?.close()
  }
}
