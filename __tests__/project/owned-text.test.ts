import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { ownedAttributes, ownedText } from '../../src/project/owned-text.js'

describe('ownedText', () => {
  it('gives the same characters back, whatever the string and wherever it was cut from', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), fc.nat(), (text, cut) => {
        // A slice of a longer string: the case it exists for.
        const slice = `${text}${text}`.slice(cut % (text.length + 1), text.length * 2)
        expect(ownedText(slice)).toBe(slice)
        expect(ownedText(text)).toBe(text)
      })
    )
  })
})

describe('ownedAttributes', () => {
  it('keeps every attribute as its own property, in order, even ones named like built-ins', () => {
    const attributes = JSON.parse(
      '{"AppRelativePath":"Pages\\\\SO\\\\SO301000.aspx","__proto__":"x","constructor":"y","":""}'
    ) as Record<string, string>
    const owned = ownedAttributes(attributes)
    expect(Object.entries(owned)).toEqual(Object.entries(attributes))
    expect(Object.hasOwn(owned, '__proto__')).toBe(true)
    expect(Object.getPrototypeOf(owned)).toBe(Object.prototype)
  })
})
