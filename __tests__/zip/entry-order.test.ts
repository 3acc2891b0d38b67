// The one entry order of every package: project.xml first, then UTF-8 byte order of the paths,
// entries marked last (per-tenant files) after the others.
import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { compareCodePoints, compareEntries } from '../../src/zip/entry-order.js'

describe('compareCodePoints', () => {
  it('orders strings as their UTF-8 bytes, whatever the code points', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.string({ unit: 'binary' }), (a, b) => {
        const expected = Math.sign(Buffer.compare(Buffer.from(a), Buffer.from(b)))
        expect(Math.sign(compareCodePoints(a, b))).toBe(expected)
      }),
      { numRuns: 2000 }
    )
  })

  it('puts U+1F600 after U+FF5E, where UTF-16 units put it before', () => {
    expect(compareCodePoints('\u{1f600}', '\u{ff5e}')).toBeGreaterThan(0)
    expect('\u{1f600}' < '\u{ff5e}').toBe(true)
  })
})

describe('compareEntries', () => {
  it('puts project.xml first and entries marked last at the end, each group by UTF-8 bytes', () => {
    const entries = [
      { zipPath: 'screens/b.html', last: true },
      { zipPath: 'b.txt' },
      { zipPath: 'Sub/project.xml' },
      { zipPath: 'project.xml' },
      { zipPath: 'A/z.aspx' },
      { zipPath: 'Z/a.html', last: true },
      { zipPath: '\u{ff5e}.txt' }
    ]
    expect(entries.sort(compareEntries).map(entry => entry.zipPath)).toEqual([
      'project.xml',
      'A/z.aspx',
      'Sub/project.xml',
      'b.txt',
      '\u{ff5e}.txt',
      'Z/a.html',
      'screens/b.html'
    ])
  })
})
