// The `projects` input as text: names, paths, comments and line numbers.
import { describe, expect, it } from '@jest/globals'
import { lineLabel, parseProjectLines } from '../../src/inputs/project-lines.js'

describe('parseProjectLines', () => {
  it('reads Name=path and bare path lines with their line numbers, skipping blanks and comments', () => {
    const lines = parseProjectLines(
      '  Base = projects/base \r\n\n# the ISV package\nvendor/Isv.zip\nReports=a=b/c\n'
    )
    expect(lines).toEqual([
      { line: 1, text: 'Base = projects/base', name: 'Base', path: 'projects/base' },
      { line: 4, text: 'vendor/Isv.zip', path: 'vendor/Isv.zip' },
      { line: 5, text: 'Reports=a=b/c', name: 'Reports', path: 'a=b/c' }
    ])
    expect(lineLabel(lines[1])).toBe('line 4 ("vendor/Isv.zip")')
  })

  it('keeps an empty name or path for the checks to name', () => {
    expect(parseProjectLines('=dir\nName=')).toEqual([
      { line: 1, text: '=dir', name: '', path: 'dir' },
      { line: 2, text: 'Name=', name: 'Name', path: '' }
    ])
  })

  it('gives nothing for an empty input', () => {
    expect(parseProjectLines('')).toEqual([])
    expect(parseProjectLines('\n # only a comment\n')).toEqual([])
  })
})
