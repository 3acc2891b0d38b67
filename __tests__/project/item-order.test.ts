// The order of items in project.xml: the engine's .NET Framework culture comparer (Windows NLS),
// checked with orders seen in packages Acumatica exported.
import { describe, expect, it } from '@jest/globals'
import { compareItemKeys, itemSortKey, sortByItemKey } from '../../src/project/item-order.js'

const shuffled = <T>(items: readonly T[]): T[] => [...items].reverse()

describe('compareItemKeys', () => {
  it('ignores - at first, then puts the key with fewer hyphens first (real orders)', () => {
    const real = ['QCOrderNonStock-TestSummary', 'QCOrder-TestSummary', 'QC-Plans']
    expect(shuffled(real).sort(compareItemKeys)).toEqual(real)
    const sales = ['TC-SOOrder', 'TC-SO-Order', 'TC-SOShipLine', 'TC-SO-Shipment']
    expect(shuffled(sales).sort(compareItemKeys)).toEqual(sales)
    // ICU (Intl.Collator) puts TC-SO-Order before TC-SOOrder: the engine does not.
    expect(compareItemKeys('TC-SOOrder', 'TC-SO-Order')).toBeLessThan(0)
  })

  it('ignores apostrophes at first too', () => {
    expect(compareItemKeys("O'Neil", 'ONeal')).toBeGreaterThan(0)
    expect(compareItemKeys('ONeil', "O'Neil")).toBeLessThan(0)
  })

  it('orders file keys as exported packages do', () => {
    const files = [
      'File#Pages\\SO\\SO301000.aspx',
      'File#Pages\\SO\\SO301000.aspx.cs',
      'File#Pages\\SO\\SO301000_ext.aspx'
    ]
    expect(shuffled(files).sort(compareItemKeys)).toEqual(files)
  })

  it('orders symbols as NLS does, then digits, then letters', () => {
    const symbols = [' ', '!', '#', '$', '%', '&', '(', ')', ',', '.', ';', '@', '[', ']', '^', '_']
    const more = ['`', '{', '}', '~', '+', '=', '0', '9', 'a', 'z']
    const all = [...symbols, ...more].map(char => `X${char}`)
    expect(shuffled(all).sort(compareItemKeys)).toEqual(all)
  })

  it('compares letters without case, lower case first on a tie', () => {
    expect(compareItemKeys('File#abc', 'File#ABC')).toBeLessThan(0)
    expect(compareItemKeys('File#ABC', 'File#abd')).toBeLessThan(0)
    expect(compareItemKeys('Sql#b', 'Sql#A')).toBeGreaterThan(0)
    expect(compareItemKeys('Code#z', 'File#a')).toBeLessThan(0)
  })

  it('keeps accents after the letters and is total', () => {
    expect(compareItemKeys('Résumé', 'Resume')).toBeGreaterThan(0)
    expect(compareItemKeys('Résumé', 'Resumf')).toBeLessThan(0)
    expect(compareItemKeys('same', 'same')).toBe(0)
    expect(itemSortKey('a')).not.toBe(itemSortKey('A'))
  })

  it('sorts items by key computing each sort string once', () => {
    const items = ['Sql#B', 'File#a', '~/pages/x', 'Code#z'].map(key => ({ key }))
    expect(sortByItemKey(items, item => item.key).map(item => item.key)).toEqual([
      '~/pages/x',
      'Code#z',
      'File#a',
      'Sql#B'
    ])
  })
})
