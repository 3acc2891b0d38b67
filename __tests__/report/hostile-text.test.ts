// The text rules of round two as units: summaryText against markdown that starts a list or
// links an address, the .NET forms of the password, excerpts masked before they are collapsed
// or cut, the session's token cookies, and the export's disk check.
import { describe, expect, it } from '@jest/globals'
import { tmpdir } from 'node:os'
import { summaryText } from '../../src/redact/safe-text.js'
import { addPassword, passwordForms } from '../../src/runner/secrets.js'
import { TestRunner } from '../../test-support/test-runner.js'
import { excerpt } from '../../src/api/answers.js'
import { isSessionToken } from '../../src/api/session-tokens.js'
import { checkFreeDisk, checkUnpackedSize } from '../../src/export/size-guard.js'

describe('summaryText', () => {
  it.each([
    ['- item', '&#45; item'],
    ['+ item', '&#43; item'],
    ['1. item', '&#49;. item'],
    ['12) item', '12&#41; item'],
    ['12. item', '1&#50;. item'],
    ['    code', '&#32;&#32;&#32;&#32;code'],
    ['===', '&#61;==']
  ])('%j cannot start a list, a heading underline or code', (text, shown) => {
    expect(summaryText(text)).toBe(shown)
  })

  it('breaks addresses, e-mail addresses and emoji names', () => {
    const text = summaryText(
      'see https://evil.example, www.evil.example, admin@evil.example :shipit:'
    )
    expect(text).not.toMatch(/https?:\/\//)
    expect(text).not.toContain('www.')
    expect(text).not.toContain('@')
    expect(text).not.toContain(':shipit:')
    expect(text.replaceAll('\u200b', '')).toContain('shipit')
    // Times and messages keep their colons.
    expect(summaryText('12:00 error: CS0103')).toBe('12:00 error: CS0103')
  })
})

describe('the forms .NET writes of the password', () => {
  const password = 'a é<+ b\t c'
  it.each([
    ['HttpUtility.UrlEncode', 'a+%c3%a9%3c%2b+b%09+c'],
    ['Uri.EscapeDataString', 'a%20%C3%A9%3C%2B%20b%09%20c'],
    ['System.Text.Json', 'a \\u00E9\\u003C\\u002B b\\t c'],
    ['HttpUtility.HtmlEncode', 'a &#233;&lt;+ b\t c'],
    ['collapsed', 'a é<+ b c'],
    ['HtmlEncode collapsed', 'a &#233;&lt;+ b c']
  ])('%s', (_name, form) => {
    expect(passwordForms(password)).toContain(form)
  })
})

describe('excerpt', () => {
  it('masks the password before collapsing white space and before cutting', () => {
    const password = 'Cut\t me  here-42'
    addPassword(new TestRunner(), password)
    expect(excerpt(`said ${password} twice`)).toBe('said *** twice')
    const cutting = excerpt(`${'x'.repeat(190)}${password.replace(/\s+/g, ' ')}`, 200)
    expect(cutting).toBe(`${'x'.repeat(190)}***`)
  })

  it('leaves out a quote that would end inside a secret it cannot see whole', () => {
    addPassword(new TestRunner(), 'Unseen-Secret-77')
    // The password continues past the 64 Ki characters an excerpt reads.
    const page = `${'y'.repeat(64 * 1024 - 6)}Unseen-Secret-77`
    expect(excerpt(page)).toBe('(not quoted: the text would be cut inside a secret)')
  })
})

describe('session tokens', () => {
  it.each([
    'ASP.NET_SessionId',
    '.ASPXAUTH',
    '.ASPXFORMSAUTH',
    '__RequestVerificationToken',
    'SSOToken',
    '.AspNetCore.Cookies'
  ])('%s is masked', name => expect(isSessionToken(name)).toBe(true))
  it.each(['Locale', 'UserBranch', 'LastProject', 'CompanyID', 'Culture'])('%s is not', name =>
    expect(isSessionToken(name)).toBe(false)
  )
})

describe('export size guard', () => {
  it('refuses more than max-unpacked-size, and more than the free disk', async () => {
    expect(() => checkUnpackedSize([600_000, 600_000], 1024 ** 2, 'P')).toThrow(
      /unpacks to 1\.1 MiB, more than max-unpacked-size \(1\.0 MiB\)/
    )
    expect(checkUnpackedSize([1, 2], 10, 'P')).toBe(3)
    await expect(checkFreeDisk(tmpdir(), 2 ** 60, 'Writing P')).rejects.toThrow(
      /Writing P needs .* MiB and the runner's disk has .* MiB free: nothing was written/
    )
    await expect(
      checkFreeDisk(`${tmpdir()}/no/such/folder`, 1, 'Writing P')
    ).resolves.toBeUndefined()
  })
})
