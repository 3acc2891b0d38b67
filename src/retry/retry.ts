// The one retry loop: login (the API Login Limit and lost connections), publishEnd polling and
// the re-login of a lost session all run through it. Hand-written on purpose: p-retry (the
// well-kept choice) waits exponentially with jitter on its own timers, and these loops need
// waits of `delay × n` or "until the deadline", on a sleep the tests can replace.

export interface RetryInfo {
  /** What the attempt that just failed threw. */
  error: unknown
  /** The attempt that just failed, from 1. */
  attempt: number
  /** Attempts in total (Infinity for "until `retryable` says no"). */
  attempts: number
  /** The wait before the next attempt. */
  waitMs: number
}

export interface RetryOptions {
  /** Attempts in total, at least 1; Infinity to go on while `retryable` says yes. */
  attempts: number
  /** The wait after failed attempt `attempt` (from 1), in ms: `delay * attempt` for login. */
  delayMs(attempt: number): number
  /** Whether this failure may be tried again (default: any). Never asked after the last attempt. */
  retryable?(error: unknown, attempt: number): boolean
  /** Awaited before each wait: to log the retry, or to mend what failed (log in again). */
  onRetry?(info: RetryInfo): void | Promise<void>
  /** Rejects when `signal` aborts. */
  sleep(ms: number, signal?: AbortSignal): Promise<void>
  /** Checked before every attempt and handed to `sleep`: an abort stops the loop at once. */
  signal?: AbortSignal
}

/** Runs `work` until it returns, a failure is not retryable, or the attempts are used up. */
export async function retry<T>(
  work: (attempt: number) => Promise<T>,
  options: RetryOptions
): Promise<T> {
  const attempts = Math.max(1, options.attempts)
  for (let attempt = 1; ; attempt++) {
    options.signal?.throwIfAborted()
    try {
      return await work(attempt)
    } catch (error) {
      if (attempt >= attempts || !(options.retryable?.(error, attempt) ?? true)) throw error
      const waitMs = Math.max(0, options.delayMs(attempt))
      await options.onRetry?.({ error, attempt, attempts, waitMs })
      if (waitMs > 0) await options.sleep(waitMs, options.signal)
    }
  }
}
