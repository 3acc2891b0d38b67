// Strings kept for the whole export (one per item: the fragment paths, the names taken) packed
// as UTF-8 into one growing buffer outside V8's heap, with their offsets in one typed array. As
// JavaScript strings in an array or a Set, each is an object that survives every young
// collection until it is promoted, and all of them together are what made V8 grow its young
// generation for a large project. They are made strings again only where they are used.

const FIRST_BYTES = 64 * 1024
const FIRST_COUNT = 1024

/** A list of strings, appended one at a time, read by index. */
export class PackedStrings {
  private bytes = Buffer.allocUnsafeSlow(FIRST_BYTES)
  /** Where string n ends (its start is where n - 1 ends). */
  private ends = new Uint32Array(FIRST_COUNT)
  private count = 0

  get length(): number {
    return this.count
  }

  /** Appends a string; its index. */
  push(text: string): number {
    const start = this.end(this.count - 1)
    const size = Buffer.byteLength(text, 'utf8')
    if (start + size > this.bytes.length) {
      const grown = Buffer.allocUnsafeSlow(Math.max(this.bytes.length * 2, start + size))
      this.bytes.copy(grown, 0, 0, start)
      this.bytes = grown
    }
    if (this.count === this.ends.length) {
      const grown = new Uint32Array(this.ends.length * 2)
      grown.set(this.ends)
      this.ends = grown
    }
    this.bytes.write(text, start, size, 'utf8')
    this.ends[this.count] = start + size
    return this.count++
  }

  at(index: number): string {
    if (!Number.isInteger(index) || index < 0 || index >= this.count) {
      throw new RangeError(`No string ${index} of ${this.count}.`)
    }
    return this.bytes.toString('utf8', this.end(index - 1), this.ends[index])
  }

  *[Symbol.iterator](): IterableIterator<string> {
    for (let n = 0; n < this.count; n++) yield this.at(n)
  }

  /** Whether string `index` has the bytes of `source` from `start` to `end`. */
  bytesEqual(index: number, source: Buffer, start: number, end: number): boolean {
    const from = this.end(index - 1)
    const to = this.ends[index]!
    return to - from === end - start && source.compare(this.bytes, from, to, start, end) === 0
  }

  /** The bytes of string `index` (for hashing); valid until the next push. */
  view(index: number): { bytes: Buffer; start: number; end: number } {
    return { bytes: this.bytes, start: this.end(index - 1), end: this.ends[index]! }
  }

  private end(index: number): number {
    return index < 0 ? 0 : this.ends[index]!
  }
}

/**
 * A set of strings, kept the same way: a hash table of indices into a PackedStrings. Strings are
 * compared as UTF-8 (a lone surrogate counts as U+FFFD; text decoded from bytes has none).
 */
export class PackedStringSet {
  private readonly strings = new PackedStrings()
  /** Index + 1 of the string in each slot; 0 for an empty slot. Never more than half full. */
  private slots = new Uint32Array(2048)
  /** The string being looked up, as UTF-8 (reused: nothing made per lookup). */
  private scratch = Buffer.allocUnsafeSlow(1024)

  get size(): number {
    return this.strings.length
  }

  has(text: string): boolean {
    const size = this.encode(text)
    return this.slots[this.find(this.scratch, 0, size)] !== 0
  }

  /** Adds a string; whether it was new. */
  add(text: string): boolean {
    const size = this.encode(text)
    const slot = this.find(this.scratch, 0, size)
    if (this.slots[slot] !== 0) return false
    this.slots[slot] = this.strings.push(text) + 1
    if (this.strings.length * 2 > this.slots.length) this.grow()
    return true
  }

  private encode(text: string): number {
    const size = Buffer.byteLength(text, 'utf8')
    if (size > this.scratch.length) this.scratch = Buffer.allocUnsafeSlow(size * 2)
    return this.scratch.write(text, 0, size, 'utf8')
  }

  /** The slot holding these bytes, or the empty slot where they would go. */
  private find(bytes: Buffer, start: number, end: number): number {
    const mask = this.slots.length - 1
    for (let slot = hash(bytes, start, end) & mask; ; slot = (slot + 1) & mask) {
      const held = this.slots[slot]!
      if (held === 0 || this.strings.bytesEqual(held - 1, bytes, start, end)) return slot
    }
  }

  private grow(): void {
    this.slots = new Uint32Array(this.slots.length * 2)
    for (let index = 0; index < this.strings.length; index++) {
      const { bytes, start, end } = this.strings.view(index)
      this.slots[this.find(bytes, start, end)] = index + 1
    }
  }
}

/** FNV-1a over bytes. */
function hash(bytes: Buffer, start: number, end: number): number {
  let h = 0x811c9dc5
  for (let at = start; at < end; at++) h = Math.imul(h ^ bytes[at]!, 0x01000193)
  return h >>> 0
}
