// The one reader and writer of step state: what the post step needs to release the session
// (and the masking of that session's cookie values, which both steps need).
// The main step saves it the moment a session exists (and again when it is replaced), so that
// a failure, a timeout or a kill between two lines cannot lose it.
import type { Runner } from './runner.js'
import { addSecret } from './secrets.js'

/** The part of the runner that keeps the state between the main and post steps and masks secrets. */
export type StateKeeper = Pick<Runner, 'saveState' | 'getState' | 'setSecret'>

const SESSION = 'session'

export interface SavedSession {
  baseUrl: string
  /** Cookie header value of the live session. */
  cookie: string
  requestTimeoutSeconds: number
}

/**
 * Masks the session's cookie values in the log, in the main step and again in the post step.
 * Only values shaped like tokens: the instance chooses them, and a value `published` or a project
 * name would become a mask that blanks those words in every line of the job (`Result: *** ***`).
 * Real tokens are long (ASP.NET_SessionId 24 characters, .ASPXAUTH hundreds).
 */
export function maskCookieValues(runner: Pick<Runner, 'setSecret'>, values: string[]): void {
  for (const value of values) if (isTokenShaped(value)) addSecret(runner, value)
}

/** At least 24 characters, or 16 with a character other than a letter (a word is not a token). */
export function isTokenShaped(value: string): boolean {
  return value.length >= 24 || (value.length >= 16 && /[^\p{L}]/u.test(value))
}

export function saveSession(runner: StateKeeper, session: SavedSession): void {
  runner.saveState(SESSION, JSON.stringify(session))
}

/** The session the main step left, or undefined when it never logged in. */
export function readSession(runner: StateKeeper): SavedSession | undefined {
  const raw = runner.getState(SESSION)
  if (raw === '') return undefined
  try {
    const parsed = JSON.parse(raw) as Partial<SavedSession>
    if (typeof parsed.baseUrl !== 'string' || typeof parsed.cookie !== 'string') return undefined
    return {
      baseUrl: parsed.baseUrl,
      cookie: parsed.cookie,
      requestTimeoutSeconds: Number(parsed.requestTimeoutSeconds) || 60
    }
  } catch {
    return undefined
  }
}

const PROGRESS = 'progress'

/** Where the main step is, so the post step can say what a cancelled or killed run left. */
export function saveProgress(runner: StateKeeper, progress: string): void {
  runner.saveState(PROGRESS, progress)
}

export function readProgress(runner: StateKeeper): string {
  return runner.getState(PROGRESS)
}

const LOCKOUT = 'lockout'

/** What the post step needs to stop a lockout the main step left on. */
export interface SavedLockout {
  endpoint: { endpoint: string; version: string; entity: string }
  pollIntervalSeconds: number
  requestTimeoutSeconds: number
  /** Seconds a stop may wait for a restarting site (verify-timeout). */
  stopTimeoutSeconds: number
  /** The main step's own stop waited that long and gave up: the post step tries once more. */
  stopTried?: boolean
  /** When the schedule was sent (ms since the epoch): a stop must not overtake it. */
  sentAt?: number
}

/**
 * Saved before the lockout is scheduled (possibly on from then: a kill during the call must still
 * end in a stop); undefined only once a stop succeeded.
 */
export function saveLockout(runner: StateKeeper, lockout: SavedLockout | undefined): void {
  runner.saveState(LOCKOUT, lockout ? JSON.stringify(lockout) : '')
}

export function readLockout(runner: StateKeeper): SavedLockout | undefined {
  const raw = runner.getState(LOCKOUT)
  if (raw === '') return undefined
  try {
    const parsed = JSON.parse(raw) as Partial<SavedLockout>
    const target = parsed.endpoint
    if (!target || typeof target.endpoint !== 'string') return undefined
    return {
      endpoint: {
        endpoint: String(target.endpoint),
        version: String(target.version),
        entity: String(target.entity)
      },
      pollIntervalSeconds: Number(parsed.pollIntervalSeconds) || 10,
      requestTimeoutSeconds: Number(parsed.requestTimeoutSeconds) || 60,
      stopTimeoutSeconds: Number(parsed.stopTimeoutSeconds) || 600,
      ...(parsed.stopTried === true ? { stopTried: true } : {}),
      ...(Number.isFinite(parsed.sentAt) ? { sentAt: Number(parsed.sentAt) } : {})
    }
  } catch {
    return undefined
  }
}
