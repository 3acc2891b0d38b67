// Round three of the hostile-instance review: the password forms of WebUtility.UrlEncode and
// HttpUtility.JavaScriptStringEncode (written here by hand from .NET's rules), base64, cookie
// values that are words, and bidirectional-text controls.
import { describe, expect, it } from '@jest/globals'
import { addPassword, base64Forms, hideSecrets, passwordForms } from '../../src/runner/secrets.js'
import { TestRunner } from '../../test-support/test-runner.js'
import { isTokenShaped } from '../../src/runner/state.js'
import { safeText, summaryText } from '../../src/redact/safe-text.js'

const PASSWORD = `Pw&<"7f3c'/ +%é\t~x`

describe('the forms .NET writes of the password, round three', () => {
  it('WebUtility.UrlEncode: upper-case hex, also for the apostrophe and the tilde', () => {
    expect(passwordForms(PASSWORD)).toContain('Pw%26%3C%227f3c%27%2F+%2B%25%C3%A9%09%7Ex')
  })

  it('HttpUtility.JavaScriptStringEncode: \\" and \\u with lower-case hex, é as it is', () => {
    expect(passwordForms(PASSWORD)).toContain(`Pw\\u0026\\u003c\\"7f3c\\u0027/ +%é\\t~x`)
  })

  it('base64, alone and inside a longer base64 text at each of the three byte offsets', () => {
    addPassword(new TestRunner(), PASSWORD)
    const bytes = Buffer.from(PASSWORD)
    for (const before of ['', 'a', 'ab', 'abc']) {
      const encoded = Buffer.concat([Buffer.from(before), bytes, Buffer.from('tail')]).toString(
        'base64'
      )
      expect(hideSecrets(encoded)).toContain('***')
    }
    expect(hideSecrets(bytes.toString('base64'))).toBe('***')
    // Too short to be told from a word: left out.
    expect(base64Forms('ab')).toEqual([])
  })
})

describe('cookie values masked only when shaped like tokens', () => {
  it.each([
    ['an ASP.NET session id', 'w3kqjwlaknmbzafbkxcwahuo', true],
    ['a hex ticket', 'A1B2C3D4E5F6A7B8C9D0', true],
    ['a test token with digits', 'sessionid0123456789', true],
    ['a word', 'published', false],
    ['a project name', 'SamplePriority', false],
    ['a short value', 'ab12', false]
  ])('%s', (_what, value, masked) => {
    expect(isTokenShaped(value)).toBe(masked)
  })
})

describe('bidirectional-text controls', () => {
  it('never reach the log or the summary', () => {
    const name = 'Acme\u202Etxt.exe\u2066x\u200f'
    expect(safeText(name)).toBe('Acme\ufffdtxt.exe\ufffdx\ufffd')
    expect(summaryText(name)).not.toMatch(/[\u202a-\u202e\u2066-\u2069\u200e\u200f]/)
  })
})
