import { describe, expect, it } from '@jest/globals'
import {
  notFoundMessage,
  readNotFoundAnswer,
  saysProjectNotFound
} from '../../src/api/not-found.js'

describe('saysProjectNotFound: the one decider of "this project is not on the instance"', () => {
  it.each([
    // The instance's own words (real-answers.md), for exactly this project, in any letter case.
    ['The project is not found: Pkg', true],
    ['The project is not found: pkg', true],
    ['  the PROJECT is not found: PKG \r\n', true],
    // Not found, but not about this project.
    ['The project is not found: Other', false],
    ['The project is not found: Pkg2', false],
    ['The project is not found: ', false],
    ['The project is not found:Pkg', false],
    // Wordings no instance is known to send: guesses never decide a first deploy or a delete.
    ["The customization project 'Pkg' was not found.", false],
    ['Project Pkg was not found.', false],
    ['The project Pkg does not exist.', false],
    ['The project is not found: Pkg.', false],
    ['Cannot find project Pkg', false],
    // An IO error or any other text that merely says "could not find" or "not found".
    ["Could not find file 'C:\\Program Files\\Acumatica\\Pkg.zip'.", false],
    ["Could not find a part of the path 'C:\\Site\\CstPublished\\Pkg\\project.xml'.", false],
    ['404 - File or directory not found.', false],
    ['The project is not found: Pkg. Publishing failed.', false],
    ['Access denied', false],
    ['Invalid project name', false],
    ['', false]
  ])('%j is %s for Pkg', (text, expected) => {
    expect(saysProjectNotFound(text, 'Pkg')).toBe(expected)
  })

  it('reads names with brackets and dots as sent', () => {
    const name = 'CMMS[23.106.0050][0000]'
    expect(saysProjectNotFound(`The project is not found: ${name}`, name)).toBe(true)
    expect(saysProjectNotFound('The project is not found: CMMS[23.106.0050]', name)).toBe(false)
  })

  it('takes linear time on a huge body (no backtracking)', () => {
    const body = `The project is not found: ${'Pkg '.repeat(2_000_000)}`
    expect(saysProjectNotFound(body, 'Pkg')).toBe(false)
  })

  it('notFoundMessage needs every error message of the answer to be the not-found one', () => {
    const said = 'The project is not found: Pkg'
    expect(notFoundMessage([said], 'Pkg')).toBe(said)
    expect(notFoundMessage([said, 'Disk is full'], 'Pkg')).toBeUndefined()
    expect(notFoundMessage([], 'Pkg')).toBeUndefined()
  })
})

describe('readNotFoundAnswer: the whole body of an HTTP 400 (24.2 cloud)', () => {
  const said = 'The project is not found: Pkg'
  it.each([
    // The body around the words is not quoted by any source: each form below is assumed.
    ['the usual log', JSON.stringify({ log: [{ logType: 'error', message: said }] })],
    [
      "ASP.NET's error object",
      JSON.stringify({
        message: 'An error has occurred.',
        exceptionMessage: said,
        exceptionType: 'PX.Data.PXException'
      })
    ],
    ['an object with only a message', JSON.stringify({ Message: said })],
    ['plain text', said],
    ['plain text with a BOM and a line break', `\ufeff${said}\r\n`],
    ['a JSON string', JSON.stringify(said)]
  ])('reads the words in %s', (_form, body) => {
    expect(readNotFoundAnswer(body, 'Pkg')).toBe(said)
  })

  it.each([
    ['another project', 'The project is not found: Other'],
    ['an IO error', "Could not find a part of the path 'C:\\Site\\Pkg\\project.xml'."],
    [
      'an error object whose exception is something else',
      JSON.stringify({ message: said, exceptionMessage: 'Object reference not set' })
    ],
    [
      'a log with a second error',
      JSON.stringify({
        log: [
          { logType: 'error', message: said },
          { logType: 'error', message: 'Disk is full' }
        ]
      })
    ],
    ['an invented wording', JSON.stringify({ message: "Project 'Pkg' was not found." })],
    ['an empty body', ''],
    ['a JSON array', JSON.stringify([said])]
  ])('reads nothing from %s', (_form, body) => {
    expect(readNotFoundAnswer(body, 'Pkg')).toBeUndefined()
  })
})
