// The one deadline: the busy wait, publishEnd polling and the verification's loops all count
// against a moment (busy-timeout, publish-timeout, verify-timeout) on a clock the tests replace,
// and wait "the poll interval, or what is left of the time when that is less".
import { retry, type RetryInfo } from './retry.js'

export interface Clock {
  /** ms since the epoch, as Date.now(). */
  now(): number
  /** Rejects when `signal` aborts. */
  sleep(ms: number, signal?: AbortSignal): Promise<void>
  /** Handed to every wait: an abort ends it at once. */
  signal?: AbortSignal
}

export interface UntilOptions {
  /** The wait between two attempts, in ms (shortened to what is left of the time). */
  intervalMs: number
  /** Whether this failure may be tried again (ask `passed()` here when the deadline ends it). */
  retryable(error: unknown, attempt: number): boolean
  /** Awaited before each wait: to log the retry, or to mend what failed (log in again). */
  onRetry?(info: RetryInfo): void | Promise<void>
}

export class Deadline {
  constructor(
    /** The moment, in ms of `clock.now()`. */
    readonly at: number,
    private readonly clock: Clock
  ) {}

  /** ms left, 0 once the moment has passed. */
  left(): number {
    return Math.max(0, this.at - this.clock.now())
  }

  passed(): boolean {
    return this.clock.now() >= this.at
  }

  /** Waits `intervalMs`, or what is left of the time when that is less (not at all once passed). */
  async pause(intervalMs: number): Promise<void> {
    const ms = Math.min(intervalMs, this.at - this.clock.now())
    if (ms > 0) await this.clock.sleep(ms, this.clock.signal)
  }

  /**
   * Runs `work` until it returns or a failure is not retryable, waiting the interval (or what is
   * left of the time) between attempts: the last wait ends at the deadline, and the attempt then
   * still runs. An abort stops it before the next attempt. `work` is told the ms left (at least
   * 1), to bound its request.
   */
  retry<T>(work: (msLeft: number) => Promise<T>, options: UntilOptions): Promise<T> {
    const { clock } = this
    return retry(() => work(Math.max(1, this.left())), {
      attempts: Infinity,
      delayMs: () => Math.min(options.intervalMs, this.left()),
      retryable: options.retryable,
      ...(options.onRetry ? { onRetry: options.onRetry } : {}),
      sleep: clock.sleep,
      signal: clock.signal
    })
  }
}
