// The readers of round three of the hostile-instance review: Import's success shape, and a
// getPublished list read in linear time, once per name as the instance compares names, capped.
import { describe, expect, it } from '@jest/globals'
import {
  isApiBody,
  MAX_PUBLISHED_NAMES,
  readPublished,
  readPublishedNames
} from '../../src/api/answers.js'

describe('isApiBody: what counts as an answer of the API (Import success)', () => {
  it.each([
    [
      'the log of a new project',
      '{"log":[{"logType":"information","message":"Create new project: A"}]}'
    ],
    ['an empty log', '{"log":[]}'],
    ['the log in other key case', '{"Log":[]}'],
    ['with a BOM', '\ufeff{"log":[]}']
  ])('accepts %s', (_what, text) => {
    expect(isApiBody(text)).toBe(true)
  })

  it.each([
    ["a gateway's message", '{"message":"upstream timed out"}'],
    ['an empty object', '{}'],
    ['an empty array', '[]'],
    ["a proxy's error", '{"error":"Bad Gateway"}'],
    ['a log that is not an array', '{"log":"done"}'],
    ['plain text', 'Service Unavailable'],
    ['nothing', '']
  ])('refuses %s', (_what, text) => {
    expect(isApiBody(text)).toBe(false)
  })
})

describe('getPublished names', () => {
  it('keeps each name once, letter case ignored, in the first spelling', () => {
    expect(readPublishedNames('["Acme","ACME","acme","Other"," other "]')).toEqual([
      'Acme',
      'Other'
    ])
  })

  it('reads 40,000 names that are 4,000 names in ten spellings quickly, as 4,000', () => {
    const names = Array.from({ length: 40_000 }, (_, i) => {
      const name = `Project${i % 4000}`
      return i % 2 ? name.toUpperCase() : name
    })
    const started = performance.now()
    const reading = readPublished(JSON.stringify({ projects: names.map(name => ({ name })) }))
    const ms = performance.now() - started
    expect(reading.form).toBe('projects')
    expect(reading.form === 'projects' && reading.names.length).toBe(4000)
    // A generous bound: the quadratic reader took seconds; this takes milliseconds.
    expect(ms).toBeLessThan(2000)
  })

  it(`refuses more than ${MAX_PUBLISHED_NAMES} distinct names`, () => {
    const names = Array.from({ length: 40_000 }, (_, i) => ({ name: `P${i}` }))
    expect(readPublished(JSON.stringify({ projects: names, log: [] }))).toEqual({
      form: 'too-many',
      limit: MAX_PUBLISHED_NAMES
    })
    const atLimit = names.slice(0, MAX_PUBLISHED_NAMES)
    expect(readPublished(JSON.stringify({ projects: atLimit })).form).toBe('projects')
  })
})
