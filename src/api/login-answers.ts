// What a refused login says, read from the words real instances write (HTTP 500 serves several
// refusals that must be told apart: only the API Login Limit is worth waiting for; a wrong
// password, a password to change or an unknown tenant fail the same way on every attempt).
// Pure: the status and the body in, a reading out. Bodies are scanned (indexOf) over their
// first 64 Ki characters, never with a regular expression over the whole page.

import { saysAccountLocked } from './answers.js'

export type LoginRefusal =
  /** `API Login Limit`: the license's API session limit; retried. */
  | 'limit'
  /** `Invalid credentials` (HTTP 401, some builds 500): never retried. */
  | 'bad-credentials'
  /** `You need to change your password...`: never retried. */
  | 'password-change'
  /** `PXUndefinedCompanyException` / `A proper company ID cannot be determined`: never retried. */
  | 'unknown-tenant'
  /** A locked or disabled account (HTTP 403, or the words): never retried. */
  | 'locked'
  /** HTTP 401 without those words: bad credentials as far as anyone can tell. */
  | 'unauthorized'
  /** Any other HTTP 500 (the application restarting, `TargetInvocationException`): retried. */
  | 'server-error'

const SCAN_CHARS = 64 * 1024

const PASSWORD_CHANGE = 'you need to change your password'
const UNKNOWN_TENANT = ['pxundefinedcompanyexception', 'a proper company id cannot be determined']

/** The refusal a login answer of `status` (not 2xx) with body `text` is; undefined for others. */
export function readLoginRefusal(
  status: number,
  text: string,
  html: boolean
): LoginRefusal | undefined {
  const said = text.slice(0, SCAN_CHARS).toLowerCase()
  if (status === 500 && !html) {
    if (said.includes('api login limit')) return 'limit'
    if (said.includes('invalid credentials')) return 'bad-credentials'
    if (said.includes(PASSWORD_CHANGE)) return 'password-change'
    if (UNKNOWN_TENANT.some(words => said.includes(words))) return 'unknown-tenant'
  }
  if (status === 403 || (saysAccountLocked(said) && !html)) return 'locked'
  if (status === 401)
    return said.includes('invalid credentials') ? 'bad-credentials' : 'unauthorized'
  if (status === 500) return 'server-error'
  return undefined
}
