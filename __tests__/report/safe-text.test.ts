// safeText and summaryText: what the instance writes is printed, annotated and summarised as text
// the runner cannot read as a workflow command, with every form of the password hidden.
import { describe, expect, it } from '@jest/globals'
import { safeText, summaryText } from '../../src/redact/safe-text.js'
import { addPassword, hideSecrets, passwordForms } from '../../src/runner/secrets.js'
import { TestRunner } from '../../test-support/test-runner.js'
import { isPrivateAddress } from '../../src/inputs/clear-text.js'

/** The commands a runner would read in `text` printed as one line. */
function commandsIn(text: string): string[] {
  return text
    .split(/\r\n|\r|\n/)
    .map(line => line.trimStart())
    .filter(line => line.startsWith('::') || line.includes('##['))
}

describe('safeText', () => {
  it.each([
    'a\n::add-mask::x',
    'a\r::stop-commands::token',
    'a\r\n::set-output name=x::y',
    '::error::at the start',
    '   ::warning::after spaces',
    '\t::notice::after a tab',
    'the old form ##[add-mask]x anywhere',
    'a\u2028::save-state name=s::x',
    'a\u0085::error::x',
    'a\v::error::x',
    'a\f::error::x'
  ])('leaves no command in %j', text => {
    const line = safeText(text)
    expect(commandsIn(line)).toEqual([])
    expect(line).not.toMatch(/[\r\n\u2028\u2029\u0085\v\f]/)
  })

  it('keeps the words, shows line breaks, and drops terminal escapes', () => {
    expect(safeText('first\nsecond')).toBe('first ⏎ second')
    expect(safeText('red \u001b[31mtext')).toBe('red \ufffd[31mtext')
    expect(safeText('tab\tstays')).toBe('tab\tstays')
    expect(safeText('Compilation failed: error CS0103')).toBe('Compilation failed: error CS0103')
  })
})

describe('summaryText', () => {
  it('shows markdown and HTML as text: no link, image, emphasis, heading, math or tag', () => {
    const text = summaryText(
      '[a](https://evil.example) ![i](x) **b** _c_ <img src=x> # h | t | `code` $x$ www.evil.example me@evil.example'
    )
    expect(text.replace(/&#?\w+;/g, '')).not.toMatch(/[[\]()*_<>#|`$]|https:\/\/|www\.|@/)
    expect(text).toContain('&lt;img src=x&gt;')
  })
})

describe('the password in every form', () => {
  const password = `Pw&<"7f3c'/ +%é-secret`

  it('has its HTML, JSON and URL forms', () => {
    const forms = passwordForms(password)
    expect(forms).toEqual(
      expect.arrayContaining([
        password,
        'Pw&amp;&lt;&quot;7f3c&#39;/ +%é-secret',
        'Pw&<\\"7f3c\'/ +%é-secret',
        'Pw\\u0026\\u003c\\u00227f3c\\u0027/ +%\\u00e9-secret',
        encodeURIComponent(password),
        encodeURIComponent(password).replaceAll('%20', '+')
      ])
    )
    expect(new Set(forms).size).toBe(forms.length)
  })

  it('is hidden in what the action writes itself, each form', () => {
    addPassword(new TestRunner(), password)
    for (const form of passwordForms(password)) {
      expect(hideSecrets(`said ${form}.`)).toBe('said ***.')
      expect(safeText(`said ${form}.`)).toBe('said ***.')
    }
  })
})

describe('isPrivateAddress', () => {
  it.each([
    '127.0.0.1',
    '127.8.9.1',
    '10.1.2.3',
    '172.16.0.1',
    '192.168.1.1',
    '::1',
    'fd00::1',
    '::ffff:10.0.0.1'
  ])('%s is private', address => expect(isPrivateAddress(address)).toBe(true))
  it.each(['8.8.8.8', '172.32.0.1', '2001:db8::1', '::ffff:8.8.8.8', 'erp.example.com'])(
    '%s is not',
    address => expect(isPrivateAddress(address)).toBe(false)
  )
})
