// The one deadline (src/retry/deadline.ts) that the busy wait, publishEnd polling and the
// verification count against: the time left, a wait cut to the deadline, and the loop that tries
// once more at the deadline and stops at a failure it may not retry or an abort.
import { describe, expect, it } from '@jest/globals'
import { Deadline } from '../../src/retry/deadline.js'

function fakeClock(start = 1_000): {
  now: () => number
  sleep: (ms: number) => Promise<void>
  waits: number[]
  signal?: AbortSignal
} {
  let time = start
  const waits: number[] = []
  return {
    waits,
    now: () => time,
    sleep: async ms => {
      waits.push(ms)
      time += ms
    }
  }
}

describe('Deadline', () => {
  it('tells the ms left and whether the moment has passed', async () => {
    const clock = fakeClock()
    const deadline = new Deadline(clock.now() + 5_000, clock)
    expect(deadline.left()).toBe(5_000)
    expect(deadline.passed()).toBe(false)
    await clock.sleep(6_000)
    expect(deadline.left()).toBe(0)
    expect(deadline.passed()).toBe(true)
  })

  it('pauses the interval, cut to what is left, and not at all once passed', async () => {
    const clock = fakeClock()
    const deadline = new Deadline(clock.now() + 7_000, clock)
    await deadline.pause(5_000)
    await deadline.pause(5_000)
    await deadline.pause(5_000)
    expect(clock.waits).toEqual([5_000, 2_000])
  })

  it('retries every interval, once more at the deadline, telling each attempt the time left', async () => {
    const clock = fakeClock()
    const deadline = new Deadline(clock.now() + 12_000, clock)
    const given: number[] = []
    const error = await deadline
      .retry(
        async left => {
          given.push(left)
          throw new Error('not yet')
        },
        { intervalMs: 5_000, retryable: () => !deadline.passed() }
      )
      .catch((e: unknown) => e)
    expect((error as Error).message).toBe('not yet')
    expect(clock.waits).toEqual([5_000, 5_000, 2_000])
    // The last attempt, at the deadline, still gets a bound of at least 1 ms.
    expect(given).toEqual([12_000, 7_000, 2_000, 1])
  })

  it('returns the first answer and stops at a failure that may not be retried', async () => {
    const clock = fakeClock()
    const deadline = new Deadline(clock.now() + 60_000, clock)
    let calls = 0
    const value = await deadline.retry(
      async () => {
        if (++calls < 3) throw new Error('5xx')
        return 'answered'
      },
      { intervalMs: 1_000, retryable: () => true }
    )
    expect(value).toBe('answered')
    const refused = await deadline
      .retry(
        async () => {
          throw new Error('refused')
        },
        { intervalMs: 1_000, retryable: error => (error as Error).message !== 'refused' }
      )
      .catch((e: unknown) => (e as Error).message)
    expect(refused).toBe('refused')
    expect(clock.waits).toEqual([1_000, 1_000])
  })

  it('awaits onRetry before each wait and stops before the next attempt once aborted', async () => {
    const controller = new AbortController()
    const clock = { ...fakeClock(), signal: controller.signal }
    const deadline = new Deadline(clock.now() + 60_000, clock)
    let calls = 0
    const told: number[] = []
    const outcome = await deadline
      .retry(
        async () => {
          calls++
          throw new Error('still running')
        },
        {
          intervalMs: 1_000,
          retryable: () => true,
          onRetry: ({ attempt }) => {
            told.push(attempt)
            if (attempt === 2) controller.abort()
          }
        }
      )
      .catch((e: unknown) => e)
    expect(calls).toBe(2)
    expect(told).toEqual([1, 2])
    expect((outcome as Error).name).toBe('AbortError')
  })
})
