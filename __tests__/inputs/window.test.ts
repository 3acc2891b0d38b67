// The deploy window (input `window`): read once, then asked "open at this time?" and "when does
// the next one open?", in the window's own time zone through Intl.
import { describe, expect, it } from '@jest/globals'
import { InputError } from '../../src/inputs/input-error.js'
import { isOpen, localText, nextOpening, parseWindow } from '../../src/inputs/window.js'

const at = (iso: string): number => Date.parse(iso)
const NIGHTS = parseWindow('Mon-Fri 22:00-05:00 America/Chicago')!

describe('window: open or closed', () => {
  it('inside and outside a window in a zone whose local time differs from UTC (Chicago, UTC-6 in winter)', () => {
    // Monday 22:00 in Chicago is Tuesday 04:00 UTC: open, though 04:00 UTC is no window hour.
    expect(isOpen(NIGHTS, at('2026-12-08T04:00:00Z'))).toBe(true)
    expect(isOpen(NIGHTS, at('2026-12-08T03:59:00Z'))).toBe(false) // Monday 21:59 local
    // Monday noon in Chicago: closed.
    expect(isOpen(NIGHTS, at('2026-12-07T18:00:00Z'))).toBe(false)
  })

  it('summer time comes from the zone (Chicago is UTC-5 in July), not from a fixed offset', () => {
    expect(isOpen(NIGHTS, at('2026-07-07T03:00:00Z'))).toBe(true) // Monday 22:00 CDT
    expect(isOpen(NIGHTS, at('2026-07-07T02:59:00Z'))).toBe(false)
    // Half-hour zones too: India is UTC+5:30.
    const india = parseWindow('daily 09:00-10:00 Asia/Kolkata')!
    expect(isOpen(india, at('2026-12-07T03:30:00Z'))).toBe(true)
    expect(isOpen(india, at('2026-12-07T03:29:00Z'))).toBe(false)
  })

  it('a window crossing midnight belongs to the day it opens: Friday night runs into Saturday, Sunday night is closed', () => {
    expect(isOpen(NIGHTS, at('2026-12-12T09:00:00Z'))).toBe(true) // Saturday 03:00 local
    expect(isOpen(NIGHTS, at('2026-12-12T11:00:00Z'))).toBe(false) // Saturday 05:00 local: closed
    expect(isOpen(NIGHTS, at('2026-12-07T09:00:00Z'))).toBe(false) // Monday 03:00: Sunday's night
  })

  it('several windows: open in any of them (";" or "," between whole windows)', () => {
    for (const text of [
      'Sat 08:00-12:00 Europe/Berlin; Mon-Fri 22:00-05:00 America/Chicago',
      'Sat 08:00-12:00 Europe/Berlin, Mon-Fri 22:00-05:00 America/Chicago'
    ]) {
      const window = parseWindow(text)!
      expect(window.spans).toHaveLength(2)
      expect(isOpen(window, at('2026-12-12T08:00:00Z'))).toBe(true) // Saturday 09:00 Berlin
      expect(isOpen(window, at('2026-12-08T04:00:00Z'))).toBe(true) // Monday 22:00 Chicago
      expect(isOpen(window, at('2026-12-07T18:00:00Z'))).toBe(false)
    }
  })

  it('days: a range over the week end, a list with +, daily, and none (every day)', () => {
    const weekend = parseWindow('Fri-Mon 10:00-11:00 UTC')!
    expect(weekend.spans[0].days).toEqual([true, true, false, false, false, true, true])
    expect(parseWindow('Sat+Sun 10:00-11:00 UTC')!.spans[0].days).toEqual([
      true,
      false,
      false,
      false,
      false,
      false,
      true
    ])
    expect(parseWindow('daily 00:00-24:00 UTC')!.spans[0].days.every(Boolean)).toBe(true)
    const always = parseWindow('00:00-24:00 UTC')!
    expect(isOpen(always, at('2026-12-09T23:59:00Z'))).toBe(true)
  })
})

describe('window: when the next one opens', () => {
  it('says the next opening in the zone of the window and as a time', () => {
    const next = nextOpening(NIGHTS, at('2026-12-07T18:00:00Z'))!
    expect(new Date(next).toISOString()).toBe('2026-12-08T04:00:00.000Z')
    expect(localText(next, 'America/Chicago')).toBe('Mon 2026-12-07 22:00 America/Chicago')
    // Friday after the window closed: Monday night.
    const weekend = nextOpening(NIGHTS, at('2026-12-12T12:00:00Z'))!
    expect(localText(weekend, 'America/Chicago')).toBe('Mon 2026-12-14 22:00 America/Chicago')
  })
})

describe('window: a bad input names window before anything is sent', () => {
  it.each([
    ['Mon-Fri 22:00-05:00 Mars/Olympus', 'not an IANA time zone'],
    ['Mon-Fri 22:00-05:00 CST6', 'not an IANA time zone'],
    ['weekdays 22:00-05:00 UTC', 'is not a window'],
    ['Mon-Fry 22:00-05:00 UTC', 'names the day "Fry"'],
    ['Mon-Fri 22-05 UTC', 'is not a window'],
    ['Mon-Fri 25:00-05:00 UTC', 'not a time of day'],
    ['Mon-Fri 24:00-05:00 UTC', 'not a time of day'],
    ['Mon-Fri 10:60-11:00 UTC', 'not a time of day'],
    ['Mon-Fri 10:00-10:00 UTC', 'opens and closes at the same time'],
    ['Mon-Fri 22:00-05:00', 'is not a window']
  ])('%s', (text, words) => {
    let error: unknown
    try {
      parseWindow(text)
    } catch (caught) {
      error = caught
    }
    expect(error).toBeInstanceOf(InputError)
    expect((error as InputError).input).toBe('window')
    expect((error as Error).message).toMatch(/^Input 'window' /)
    expect((error as Error).message).toContain(words)
  })

  it('empty: no window (any time)', () => {
    expect(parseWindow('')).toBeUndefined()
    expect(parseWindow('  \n')).toBeUndefined()
  })
})
