// Item key -> SHA-256 of the item's canonical form, in the order the items came. Keys and digests
// live in buffers, not as strings on the JavaScript heap: a project of 116,000 items held as a
// Map of strings left about 200 bytes per item on the heap, and two of them made V8 (Node 24)
// grow its young generation to about 100 MiB and keep it through the backup uploads that
// follow, which took the deploy of several projects over its 300 MiB ceiling (docs/performance.md).
// An open-addressing hash table over typed arrays: a few MiB for that project, and no object per
// item for the collector to copy.

const DIGEST_BYTES = 32
const EMPTY = -1

export class DigestTable {
  /** UTF-8 keys, one after another; key `i` ends at `keyEnds[i]`. */
  private keyBytes = Buffer.allocUnsafe(64 * 1024)
  private keyUsed = 0
  private keyEnds: Uint32Array = new Uint32Array(1024)
  private hashes: Uint32Array = new Uint32Array(1024)
  private digests = Buffer.allocUnsafe(1024 * DIGEST_BYTES)
  /** Entry index per slot, EMPTY where none; never more than half full. */
  private slots = new Int32Array(2048).fill(EMPTY)
  private count = 0

  get size(): number {
    return this.count
  }

  /**
   * A table that crossed from a worker thread (structured clone keeps the fields, not the
   * class): the same table again, its buffers as they came.
   */
  static revive(cloned: DigestTable): DigestTable {
    const fields = cloned as unknown as Record<string, unknown>
    const table = new DigestTable() as unknown as Record<string, unknown>
    for (const name of Object.keys(table)) {
      const value = fields[name]
      // A Buffer crosses as a plain Uint8Array.
      table[name] =
        value instanceof Uint8Array && Buffer.isBuffer(table[name])
          ? Buffer.from(value.buffer, value.byteOffset, value.byteLength)
          : value
    }
    return table as unknown as DigestTable
  }

  /** Adds `key` with `digest` (32 bytes), or replaces the digest of a key already here (it keeps its place, as Map.set does). */
  set(key: string, digest: Uint8Array): void {
    if (digest.length !== DIGEST_BYTES) throw new RangeError(`a digest is ${DIGEST_BYTES} bytes`)
    // The key is written after the last one before it is looked up: kept if new, dropped if not.
    const start = this.keyUsed
    const end = start + this.writeKey(key, start)
    const hash = hashBytes(this.keyBytes, start, end)
    const slot = this.find(this.keyBytes, start, end, hash)
    let index = this.slots[slot]
    if (index === EMPTY) {
      index = this.count++
      this.ensureEntries(this.count)
      this.keyUsed = end
      this.keyEnds[index] = end
      this.hashes[index] = hash
      this.slots[slot] = index
      if (this.count * 2 > this.slots.length) this.rehash()
    }
    this.digests.set(digest, index * DIGEST_BYTES)
  }

  /** The index here of the key at `index` of `other`, or -1 (no string made). */
  indexOfKeyIn(other: DigestTable, index: number): number {
    const start = index === 0 ? 0 : other.keyEnds[index - 1]
    return this.slots[this.find(other.keyBytes, start, other.keyEnds[index], other.hashes[index])]
  }

  keyAt(index: number): string {
    return this.keyBytes.toString('utf8', this.keyStart(index), this.keyEnds[index])
  }

  /** True when the key at `index` starts with `prefix` (ASCII), without making a string. */
  keyStartsWith(index: number, prefix: string): boolean {
    const start = this.keyStart(index)
    if (this.keyEnds[index] - start < prefix.length) return false
    for (let i = 0; i < prefix.length; i++) {
      if (this.keyBytes[start + i] !== prefix.charCodeAt(i)) return false
    }
    return true
  }

  digestAt(index: number): Buffer {
    return Buffer.from(this.digests.subarray(index * DIGEST_BYTES, (index + 1) * DIGEST_BYTES))
  }

  /** True when the digest at `index` equals the digest at `otherIndex` of `other`. */
  sameDigest(index: number, other: DigestTable, otherIndex: number): boolean {
    const at = index * DIGEST_BYTES
    const otherAt = otherIndex * DIGEST_BYTES
    return (
      this.digests.compare(
        other.digests,
        otherAt,
        otherAt + DIGEST_BYTES,
        at,
        at + DIGEST_BYTES
      ) === 0
    )
  }

  private keyStart(index: number): number {
    return index === 0 ? 0 : this.keyEnds[index - 1]
  }

  /** Writes `key` as UTF-8 at `at` (growing the buffer as needed); its length in bytes. */
  private writeKey(key: string, at: number): number {
    const length = Buffer.byteLength(key)
    if (at + length > this.keyBytes.length) {
      const grown = Buffer.allocUnsafe(Math.max(this.keyBytes.length * 2, at + length))
      this.keyBytes.copy(grown, 0, 0, at)
      this.keyBytes = grown
    }
    return this.keyBytes.write(key, at)
  }

  /** The slot holding the key `bytes[start..end)`, or the empty slot where it would go. */
  private find(bytes: Buffer, start: number, end: number, hash: number): number {
    const mask = this.slots.length - 1
    for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
      const index = this.slots[slot]
      if (index === EMPTY) return slot
      if (
        this.hashes[index] === hash &&
        bytes.compare(this.keyBytes, this.keyStart(index), this.keyEnds[index], start, end) === 0
      ) {
        return slot
      }
    }
  }

  private ensureEntries(count: number): void {
    if (count <= this.keyEnds.length) return
    const capacity = this.keyEnds.length * 2
    this.keyEnds = grownArray(this.keyEnds, capacity)
    this.hashes = grownArray(this.hashes, capacity)
    const digests = Buffer.allocUnsafe(capacity * DIGEST_BYTES)
    this.digests.copy(digests)
    this.digests = digests
  }

  private rehash(): void {
    this.slots = new Int32Array(this.slots.length * 2).fill(EMPTY)
    const mask = this.slots.length - 1
    for (let index = 0; index < this.count; index++) {
      let slot = this.hashes[index] & mask
      while (this.slots[slot] !== EMPTY) slot = (slot + 1) & mask
      this.slots[slot] = index
    }
  }
}

function grownArray(array: Uint32Array, capacity: number): Uint32Array {
  const grown = new Uint32Array(capacity)
  grown.set(array)
  return grown
}

/** FNV-1a over the bytes, with a final mix so that linear probing sees spread low bits. */
function hashBytes(bytes: Buffer, start: number, end: number): number {
  let hash = 0x811c9dc5
  for (let i = start; i < end; i++) {
    hash ^= bytes[i]
    hash = Math.imul(hash, 0x01000193)
  }
  hash ^= hash >>> 16
  hash = Math.imul(hash, 0x85ebca6b)
  hash ^= hash >>> 13
  return hash >>> 0
}
