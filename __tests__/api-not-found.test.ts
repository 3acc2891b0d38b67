import { describe, expect, it } from '@jest/globals'
import { notFoundMessage, saysProjectNotFound } from '../src/api/not-found.js'

describe('saysProjectNotFound: the one decider of "this project is not on the instance"', () => {
  it.each([
    // The instance's own wording, and its close variants, for exactly this project.
    ["The customization project 'Pkg' was not found.", true],
    ['The customization project "Pkg" was not found', true],
    ['Project Pkg was not found.', true],
    ['The project Pkg does not exist.', true],
    ["Project Pkg doesn't exist", true],
    ['Cannot find project Pkg', true],
    ["  the CUSTOMIZATION project\n'pkg'   was NOT found. ", true],
    // Not found, but not about this project.
    ["The customization project 'Other' was not found.", false],
    ["The customization project 'Pkg2' was not found.", false],
    ['The customization project does not exist', false],
    ["Project doesn't exist", false],
    // An IO error or any other text that merely says "could not find" or "not found".
    ["Could not find file 'C:\\Program Files\\Acumatica\\Pkg.zip'.", false],
    ["Could not find a part of the path 'C:\\Site\\CstPublished\\Pkg'.", false],
    ['404 - File or directory not found.', false],
    ["The customization project 'Pkg' was not found. Publishing failed.", false],
    ['Access denied', false],
    ['Invalid project name', false],
    ['', false]
  ])('%j is %s for Pkg', (text, expected) => {
    expect(saysProjectNotFound(text, 'Pkg')).toBe(expected)
  })

  it('takes linear time on a huge body (no backtracking)', () => {
    const body = `Project ${'Pkg '.repeat(2_000_000)}was not found`
    expect(saysProjectNotFound(body, 'Pkg')).toBe(false)
  })

  it('notFoundMessage needs every error message of the answer to be the not-found one', () => {
    const said = "The customization project 'Pkg' was not found."
    expect(notFoundMessage([said], 'Pkg')).toBe(said)
    expect(notFoundMessage([said, 'Disk is full'], 'Pkg')).toBeUndefined()
    expect(notFoundMessage([], 'Pkg')).toBeUndefined()
  })
})
