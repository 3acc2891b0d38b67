import { createHash, type Hash } from 'node:crypto'
import { Transform, type TransformCallback } from 'node:stream'

/**
 * A pass-through that hashes and counts the bytes going by, so the package's SHA-256 and size
 * come for free while it is written or read, without holding it in memory.
 */
export class DigestTap extends Transform {
  private readonly hash: Hash = createHash('sha256')
  private byteCount = 0
  private hex: string | undefined

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.hash.update(chunk)
    this.byteCount += chunk.length
    callback(null, chunk)
  }

  get size(): number {
    return this.byteCount
  }

  /** Call once every byte has gone through. */
  get sha256(): string {
    this.hex ??= this.hash.digest('hex')
    return this.hex
  }
}
