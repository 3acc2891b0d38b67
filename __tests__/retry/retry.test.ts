// The one retry loop (src/retry/retry.ts) that login, publishEnd polling and re-login use: the
// waits it takes, what it never retries, the hook it awaits, and an abort that stops it.
import { describe, expect, it } from '@jest/globals'
import { retry, type RetryInfo } from '../../src/retry/retry.js'

function failing(times: number, error = new Error('busy')): () => Promise<string> {
  let calls = 0
  return async () => {
    if (++calls <= times) throw error
    return `ok after ${calls}`
  }
}

function clock(): { sleep: (ms: number) => Promise<void>; waits: number[] } {
  const waits: number[] = []
  return { waits, sleep: async ms => void waits.push(ms) }
}

describe('retry', () => {
  it('waits delay × n between attempts and returns the first success', async () => {
    const { sleep, waits } = clock()
    const seen: RetryInfo[] = []
    const value = await retry(failing(3), {
      attempts: 5,
      delayMs: n => 15_000 * n,
      onRetry: info => void seen.push(info),
      sleep
    })
    expect(value).toBe('ok after 4')
    expect(waits).toEqual([15_000, 30_000, 45_000])
    expect(seen.map(i => [i.attempt, i.attempts, i.waitMs])).toEqual([
      [1, 5, 15_000],
      [2, 5, 30_000],
      [3, 5, 45_000]
    ])
  })

  it('throws the last failure when the attempts are used up, without a wait after it', async () => {
    const { sleep, waits } = clock()
    const work = failing(10, new Error('limit'))
    await expect(retry(work, { attempts: 3, delayMs: () => 10, sleep })).rejects.toThrow('limit')
    expect(waits).toEqual([10, 10])
  })

  it('never retries what retryable refuses (a 401 at login)', async () => {
    const { sleep, waits } = clock()
    let calls = 0
    const refused = new Error('HTTP 401')
    await expect(
      retry(
        async () => {
          calls++
          throw refused
        },
        { attempts: 5, delayMs: () => 10, retryable: e => e !== refused, sleep }
      )
    ).rejects.toBe(refused)
    expect(calls).toBe(1)
    expect(waits).toEqual([])
  })

  it('awaits onRetry before the next attempt (a re-login mends a lost session)', async () => {
    const { sleep } = clock()
    let session = false
    const value = await retry(
      async () => {
        if (!session) throw new Error('session lost')
        return 'polled'
      },
      {
        attempts: 2,
        delayMs: () => 0,
        onRetry: async () => {
          await Promise.resolve()
          session = true
        },
        sleep
      }
    )
    expect(value).toBe('polled')
  })

  it('stops at once when the signal aborts: no further attempt', async () => {
    const cancel = new AbortController()
    let calls = 0
    const run = retry(
      async () => {
        calls++
        throw new Error('still running')
      },
      {
        attempts: Infinity,
        delayMs: () => 1000,
        sleep: async (_ms, signal) => {
          cancel.abort()
          signal?.throwIfAborted()
        },
        signal: cancel.signal
      }
    )
    await expect(run).rejects.toThrow(/abort/i)
    expect(calls).toBe(1)
  })
})
