// The one reader and writer of step state: what the post step needs to release the session
// (and the masking of that session's cookie values, which both steps need).
// The main step saves it the moment a session exists (and again when it is replaced), so that
// a failure, a timeout or a kill between two lines cannot lose it.
import { core } from '../host/core.js'
import { addSecret } from './secrets.js'

const SESSION = 'session'

export interface SavedSession {
  baseUrl: string
  /** Cookie header value of the live session. */
  cookie: string
  requestTimeoutSeconds: number
}

// Cookie values shorter than this (UserBranch=1) are not secrets, and masking them would blank
// every such digit in the log.
const MIN_MASKED_LENGTH = 6

/** Masks the session's cookie values in the log, in the main step and again in the post step. */
export function maskCookieValues(values: string[]): void {
  for (const value of values) if (value.length >= MIN_MASKED_LENGTH) addSecret(value)
}

export function saveSession(session: SavedSession): void {
  core.saveState(SESSION, JSON.stringify(session))
}

/** The session the main step left, or undefined when it never logged in. */
export function readSession(): SavedSession | undefined {
  const raw = core.getState(SESSION)
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
export function saveProgress(progress: string): void {
  core.saveState(PROGRESS, progress)
}

export function readProgress(): string {
  return core.getState(PROGRESS)
}

const LOCKOUT = 'lockout'

/** What the post step needs to stop a lockout the main step left on. */
export interface SavedLockout {
  endpoint: { endpoint: string; version: string; entity: string }
  pollIntervalSeconds: number
  requestTimeoutSeconds: number
}

/** Saved before the lockout is scheduled (a kill during the call must still end in a stop); undefined once it is stopped. */
export function saveLockout(lockout: SavedLockout | undefined): void {
  core.saveState(LOCKOUT, lockout ? JSON.stringify(lockout) : '')
}

export function readLockout(): SavedLockout | undefined {
  const raw = core.getState(LOCKOUT)
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
      requestTimeoutSeconds: Number(parsed.requestTimeoutSeconds) || 60
    }
  } catch {
    return undefined
  }
}
