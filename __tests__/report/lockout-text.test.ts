// The lockout in words: where a person ends a lockout the run could not stop, the wait for a
// restarting site, and instance text of any length worded in linear time (the stop's reason quotes
// the instance, which may send a long run of dots and blanks).
import { describe, expect, it } from '@jest/globals'
import { lockoutStopText, sharedLine } from '../../src/report/shared-text.js'

describe('the lockout in words', () => {
  it('a stop that failed: users may still be locked out, and where a person ends it', () => {
    expect(lockoutStopText('Lock/1/ApplyUpdate', 'HTTP 503 . . ')).toBe(
      'Users may still be locked out: stopping the lockout through Apply Updates (Lock/1/ApplyUpdate) failed: HTTP 503. A person ends it on the instance: Apply Updates (SM203510), Stop Lockout.'
    )
  })

  it('the wait for a restarting site is an info line naming verify-timeout', () => {
    expect(
      sharedLine({
        kind: 'lockout-stop-waiting',
        endpoint: 'Lock/1/ApplyUpdate',
        reason: 'HTTP 503.',
        timeoutSeconds: 600
      })
    ).toEqual({
      level: 'info',
      text: 'Stopping the lockout through Apply Updates (Lock/1/ApplyUpdate) met a site that is not answering as it should (HTTP 503); it may be restarting: trying again for up to 600 s (verify-timeout).'
    })
  })

  it('a reason of 1 MiB of dots and blanks not at its end is worded in linear time', () => {
    const reason = `x${'. '.repeat(512 * 1024)}y`
    const started = performance.now()
    const text = lockoutStopText('Lock/1/ApplyUpdate', reason)
    // A generous bound: a backtracking /[.\s]*$/ takes minutes here.
    expect(performance.now() - started).toBeLessThan(2000)
    expect(
      text.endsWith('y. A person ends it on the instance: Apply Updates (SM203510), Stop Lockout.')
    ).toBe(true)
  })
})
