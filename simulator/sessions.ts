// API sessions of the simulated instance and the cookies that carry them, in the shapes real
// servers send (several Set-Cookie headers with attributes and comma-holding Expires dates).
import { randomBytes } from 'node:crypto'

export interface Session {
  /** ASP.NET_SessionId value. */
  id: string
  /** .ASPXAUTH value. */
  auth: string
  user: string
  tenant?: string
}

const SESSION_COOKIE = 'ASP.NET_SessionId'
export const AUTH_COOKIE = '.ASPXAUTH'

const SESSION_ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz012345'

function sessionIdValue(): string {
  // ASP.NET session ids: 24 characters of a lower-case base32 alphabet.
  return Array.from(randomBytes(24), b => SESSION_ID_ALPHABET[b % 32]).join('')
}

export class SessionStore {
  private readonly sessions = new Map<string, Session>()
  created = 0

  get size(): number {
    return this.sessions.size
  }

  open(user: string, tenant?: string): Session {
    const session: Session = {
      id: sessionIdValue(),
      auth: randomBytes(160).toString('hex').toUpperCase(),
      user,
      tenant
    }
    this.sessions.set(session.id, session)
    this.created++
    return session
  }

  /** The live session named by the cookies; both the session id and the auth ticket must match. */
  find(cookies: Record<string, string>): Session | undefined {
    const session = this.sessions.get(cookies[SESSION_COOKIE] ?? '')
    return session && session.auth === cookies[AUTH_COOKIE] ? session : undefined
  }

  drop(session: Session): void {
    this.sessions.delete(session.id)
  }

  dropAll(): void {
    this.sessions.clear()
  }
}

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** `Sun, 21-Nov-2027 10:00:00 GMT`: the dashed Expires form ASP.NET writes. */
export function aspNetExpires(date: Date): string {
  const two = (n: number): string => String(n).padStart(2, '0')
  return (
    `${DAYS[date.getUTCDay()]}, ${two(date.getUTCDate())}-${MONTHS[date.getUTCMonth()]}-` +
    `${date.getUTCFullYear()} ${two(date.getUTCHours())}:${two(date.getUTCMinutes())}:` +
    `${two(date.getUTCSeconds())} GMT`
  )
}

export function loginSetCookies(session: Session, branch?: string, locale?: string): string[] {
  const nextYear = new Date(Date.now() + 365 * 24 * 3600 * 1000)
  const culture = locale && locale.length > 0 ? locale : 'en-US'
  const cookies = [
    `${SESSION_COOKIE}=${session.id}; path=/; HttpOnly; SameSite=Lax`,
    `${AUTH_COOKIE}=${session.auth}; path=/; HttpOnly`,
    `UserBranch=${branch && branch.length > 0 ? encodeURIComponent(branch) : '1'}; path=/`,
    `Locale=Culture=${culture}&TimeZone=GMTM0800A; expires=${aspNetExpires(nextYear)}; path=/`,
    `requestid=${randomBytes(16).toString('hex').toUpperCase()}; path=/`
  ]
  if (session.tenant) cookies.push(`CompanyID=${encodeURIComponent(session.tenant)}; path=/`)
  return cookies
}

/** Cookie header -> name/value pairs (the first of duplicate names wins, as browsers send it). */
export function parseCookieHeader(header: string | string[] | undefined): Record<string, string> {
  const result: Record<string, string> = {}
  const text = Array.isArray(header) ? header.join('; ') : (header ?? '')
  for (const part of text.split(';')) {
    const eq = part.indexOf('=')
    if (eq <= 0) continue
    const name = part.slice(0, eq).trim()
    if (name.length > 0 && !(name in result)) result[name] = part.slice(eq + 1).trim()
  }
  return result
}
