// Every cut of instance or user text is made after the secrets are masked: a cut through the
// password leaves a piece that no mask recognises (the runner's included). The password is
// placed so that each cut would split it, at every offset around the cut.
import { beforeAll, describe, expect, it } from '@jest/globals'
import { addPassword } from '../../src/runner/secrets.js'
import { cutMasked } from '../../src/redact/known-secrets.js'
import { sharedLine } from '../../src/report/shared-text.js'
import { cutForMessage } from '../../src/redact/cut-for-message.js'
import { readVerifyOptions } from '../../src/inputs/read-verify-settings.js'

const PASSWORD = 'Tq9vLm2xWc4rZp'

beforeAll(() => addPassword({ setSecret: () => undefined }, PASSWORD))

/** The 6-character runs of the password that `text` holds. */
function passwordRuns(text: string): string[] {
  const runs: string[] = []
  for (let at = 0; at + 6 <= PASSWORD.length; at++) {
    const run = PASSWORD.slice(at, at + 6)
    if (text.includes(run)) runs.push(run)
  }
  return runs
}

/** `text` with the password starting `before` characters before `cut`. */
function straddling(cut: number, before: number, tail = 'and the rest of the line'): string {
  return `${'x'.repeat(cut - before)}${PASSWORD}${tail}`
}

const OFFSETS = Array.from({ length: PASSWORD.length + 1 }, (_, before) => before)

describe('cutMasked', () => {
  it.each(OFFSETS)('the password %i characters before the cut: masked, then cut', before => {
    const { shown, cut } = cutMasked(straddling(50, before), 50)
    expect(cut).toBe(true)
    expect(passwordRuns(shown)).toEqual([])
    expect(shown.length).toBeLessThanOrEqual(50)
  })

  it('keeps short text whole, masked; drops the start of a secret left at the cut', () => {
    expect(cutMasked(`a ${PASSWORD} b`, 100)).toEqual({ shown: 'a *** b', cut: false, left: 0 })
    // Only a piece of the password in the text (no mask knows it): not shown at the cut.
    const piece = `${'y'.repeat(45)}${PASSWORD.slice(0, 8)}`
    expect(cutMasked(piece, 50).shown).toBe('y'.repeat(45))
  })
})

describe('the cuts of instance and user text', () => {
  it.each(OFFSETS)(
    "another publish's last log line in the busy wait (%i characters before the cut)",
    before => {
      for (const waitedSeconds of [0, 30]) {
        const { text } = sharedLine({
          kind: 'busy-waiting',
          timeoutSeconds: 600,
          waitedSeconds,
          lastMessage: straddling(300, before)
        })
        expect(text).toContain('its last log line: "xxx')
        expect(passwordRuns(text)).toEqual([])
      }
    }
  )

  it.each(OFFSETS)('cutForMessage (%i characters before the cut)', before => {
    const text = cutForMessage(straddling(200, before))
    expect(text).toMatch(/… \(\d+ characters\)$/)
    expect(passwordRuns(text)).toEqual([])
  })

  it.each(OFFSETS)('a verify-screens id in its input error (%i before the cut)', before => {
    const raw = straddling(40, before)
    expect(() => readVerifyOptions(name => (name === 'verify-screens' ? raw : ''))).toThrow(
      /is not a screen id/
    )
    try {
      readVerifyOptions(name => (name === 'verify-screens' ? raw : ''))
    } catch (error) {
      expect(passwordRuns((error as Error).message)).toEqual([])
    }
  })
})
