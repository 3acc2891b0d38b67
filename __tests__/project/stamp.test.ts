// The stamp in the Import's projectDescription: its form, the 255-character field, a stamp
// already there replaced (never repeated), and the export's way of taking it off.
import { describe, expect, it } from '@jest/globals'
import {
  MAX_DESCRIPTION_CHARS,
  stampDescription,
  stampText,
  withoutStamp
} from '../../src/project/stamp.js'

const SOURCE = {
  repository: 'octo-org/erp-customizations',
  commit: '0123456789ABCDEF0123456789abcdef01234567',
  runId: '4242424242'
}

describe('the stamp', () => {
  it('is the description, then [owner/repo@7-char commit, run id]', () => {
    expect(stampText(SOURCE)).toBe(' [octo-org/erp-customizations@0123456, run 4242424242]')
    expect(stampDescription('Sales order priority', SOURCE)).toBe(
      'Sales order priority [octo-org/erp-customizations@0123456, run 4242424242]'
    )
    // An empty description: the stamp alone.
    expect(stampDescription('', SOURCE)).toBe(
      ' [octo-org/erp-customizations@0123456, run 4242424242]'
    )
  })

  it('cuts the description so that the whole stays within 255 characters', () => {
    const long = 'x'.repeat(400)
    const stamped = stampDescription(long, SOURCE)
    expect(stamped).toHaveLength(MAX_DESCRIPTION_CHARS)
    expect(stamped.endsWith(stampText(SOURCE))).toBe(true)
    // Exactly at the limit: kept whole.
    const room = MAX_DESCRIPTION_CHARS - stampText(SOURCE).length
    expect(stampDescription('y'.repeat(room), SOURCE)).toBe(
      `${'y'.repeat(room)}${stampText(SOURCE)}`
    )
    // Cut between characters, never through a surrogate pair (counted as the field counts them).
    const emoji = stampDescription('😀'.repeat(200), SOURCE)
    expect(emoji.length).toBeLessThanOrEqual(MAX_DESCRIPTION_CHARS)
    expect(emoji).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/)
  })

  it('replaces a stamp already at the end (an export that kept it, a description copied back)', () => {
    const once = stampDescription('Sales', { ...SOURCE, commit: 'fedcba9876543210', runId: '1' })
    const twice = stampDescription(once, SOURCE)
    expect(twice).toBe('Sales [octo-org/erp-customizations@0123456, run 4242424242]')
    expect(twice.match(/\[/g)).toHaveLength(1)
    // Brackets that are no stamp stay.
    expect(stampDescription('Sales [beta]', SOURCE)).toBe(
      'Sales [beta] [octo-org/erp-customizations@0123456, run 4242424242]'
    )
  })

  it('comes off again for the export, and nothing else does', () => {
    expect(withoutStamp(stampDescription('Sales', SOURCE))).toBe('Sales')
    expect(withoutStamp('Sales [beta]')).toBe('Sales [beta]')
    expect(withoutStamp('Sales [a/b@0123456, run local]')).toBe('Sales')
    expect(withoutStamp('Sales')).toBe('Sales')
  })
})
