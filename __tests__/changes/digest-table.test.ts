import { createHash } from 'node:crypto'
import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { DigestTable } from '../../src/changes/digest-table.js'

const digest = (text: string): Buffer => createHash('sha256').update(text).digest()

/** The index of `key` in `table`, looked up as the comparison does: from another table. */
function indexIn(table: DigestTable, key: string): number {
  const probe = new DigestTable()
  probe.set(key, digest(''))
  return table.indexOfKeyIn(probe, 0)
}

const keysOf = (table: DigestTable): string[] =>
  Array.from({ length: table.size }, (_, index) => table.keyAt(index))

describe('DigestTable', () => {
  it('behaves as a Map of key -> digest, in insertion order, for any keys', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.string({ unit: 'binary', maxLength: 12 }), fc.string()), {
          maxLength: 300
        }),
        entries => {
          const table = new DigestTable()
          const model = new Map<string, string>()
          for (const [key, text] of entries) {
            table.set(key, digest(text))
            model.set(key, text)
          }
          expect(table.size).toBe(model.size)
          expect(keysOf(table)).toEqual([...model.keys()])
          for (const [key, text] of model) {
            const index = indexIn(table, key)
            expect(table.keyAt(index)).toBe(key)
            expect(table.digestAt(index).equals(digest(text))).toBe(true)
          }
          const absent = '\u0000absent\u0000'
          const at = indexIn(table, absent)
          expect(at === -1 ? undefined : table.keyAt(at)).toBe(
            model.has(absent) ? absent : undefined
          )
        }
      )
    )
  })

  it('finds 200,000 keys after growing many times, and matches keys and digests across tables', () => {
    const stored = new DigestTable()
    const next = new DigestTable()
    const count = 200_000
    for (let i = 0; i < count; i++) stored.set(`Field#item ${i} é`, digest(String(i)))
    // The package: the same keys backwards, every 1000th with another digest, one more key.
    for (let i = count - 1; i >= 0; i--) {
      next.set(`Field#item ${i} é`, digest(i % 1000 === 0 ? `changed ${i}` : String(i)))
    }
    next.set('Code#New', digest('new'))
    expect(stored.size).toBe(count)
    let changed = 0
    const missing: string[] = []
    const wrong: string[] = []
    for (let index = 0; index < next.size; index++) {
      const at = stored.indexOfKeyIn(next, index)
      if (at < 0) missing.push(next.keyAt(index))
      else if (stored.keyAt(at) !== next.keyAt(index)) wrong.push(next.keyAt(index))
      else if (!stored.sameDigest(at, next, index)) changed++
    }
    expect(missing).toEqual(['Code#New'])
    expect(wrong).toEqual([])
    expect(changed).toBe(count / 1000)
    expect(indexIn(stored, 'Field#item 123456 é')).toBe(123456)
  })

  it('tells a key prefix without a string, and refuses a digest that is not SHA-256', () => {
    const table = new DigestTable()
    table.set('File#Bin\\A.dll', digest('a'))
    table.set('Fil', digest('b'))
    expect(table.keyStartsWith(0, 'File#')).toBe(true)
    expect(table.keyStartsWith(1, 'File#')).toBe(false)
    expect(() => table.set('x', Buffer.alloc(16))).toThrow(RangeError)
  })
})
