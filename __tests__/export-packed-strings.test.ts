// The export keeps its per-item strings packed as UTF-8 outside V8's heap: the list gives back
// exactly the strings appended, in order, and the set answers what a Set<string> answers, past
// every growth of their buffers and tables.
import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { PackedStrings, PackedStringSet } from '../src/export/packed-strings.js'

describe('PackedStrings', () => {
  it('gives back every string appended, in order, across growths', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ unit: 'binary', maxLength: 200 }), { maxLength: 3000 }),
        texts => {
          const list = new PackedStrings()
          texts.forEach((text, n) => expect(list.push(text)).toBe(n))
          expect(list.length).toBe(texts.length)
          expect([...list]).toEqual(texts.map(text => Buffer.from(text, 'utf8').toString('utf8')))
        }
      ),
      { numRuns: 20 }
    )
  })

  it('keeps 20,000 paths of non-ASCII names, and one longer than its first buffer', () => {
    const list = new PackedStrings()
    const long = 'ü'.repeat(100_000)
    for (let n = 0; n < 20_000; n++) list.push(`_project/Code_Grâph€${n}😀.xml`)
    list.push(long)
    list.push('')
    expect(list.length).toBe(20_002)
    expect(list.at(0)).toBe('_project/Code_Grâph€0😀.xml')
    expect(list.at(19_999)).toBe('_project/Code_Grâph€19999😀.xml')
    expect(list.at(20_000)).toBe(long)
    expect(list.at(20_001)).toBe('')
    expect(() => list.at(20_002)).toThrow(RangeError)
  })
})

describe('PackedStringSet', () => {
  it('answers what a Set<string> answers', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(fc.string({ maxLength: 3 }), fc.string({ unit: 'grapheme', maxLength: 40 })),
          {
            maxLength: 4000
          }
        ),
        texts => {
          const packed = new PackedStringSet()
          const plain = new Set<string>()
          for (const text of texts) {
            expect(packed.has(text)).toBe(plain.has(text))
            expect(packed.add(text)).toBe(!plain.has(text))
            plain.add(text)
            expect(packed.has(text)).toBe(true)
          }
          expect(packed.size).toBe(plain.size)
        }
      ),
      { numRuns: 20 }
    )
  })

  it('tells apart names that differ in one byte after many were added', () => {
    const set = new PackedStringSet()
    for (let n = 0; n < 50_000; n++) expect(set.add(`code_benchgraph${n}.xml`)).toBe(true)
    expect(set.add('code_benchgraph49999.xml')).toBe(false)
    expect(set.has('code_benchgraph50000.xml')).toBe(false)
    expect(set.has('code_benchgraph4999.xml')).toBe(true)
    expect(set.size).toBe(50_000)
  })
})
