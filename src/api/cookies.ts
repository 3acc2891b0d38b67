// The session: every cookie the login answer sets, sent back as one Cookie header. Attributes
// (domain, path, secure, expiry) are ignored on purpose: instances behind proxies set domains
// and paths that a browser-like jar would filter, and the service expects every cookie back.

import { Cookie } from 'tough-cookie'
import { isSessionToken } from './session-tokens.js'

/** A comma that starts another cookie (`, name=`), not one inside an `Expires` date. */
const COOKIE_SEPARATOR = /,(?=\s*[!#$%&'*+\-.^_`|~0-9A-Za-z]+=)/

export class SessionCookies {
  private readonly cookies = new Map<string, string>()

  /** Reads the Set-Cookie headers of an answer (one string per header, or several joined by commas). */
  static fromSetCookie(headers: string | string[] | undefined): SessionCookies {
    const jar = new SessionCookies()
    const list = headers === undefined ? [] : Array.isArray(headers) ? headers : [headers]
    for (const header of list) {
      for (const part of header.split(COOKIE_SEPARATOR)) {
        const cookie = Cookie.parse(part.trim())
        // A later cookie of the same name replaces the earlier one, as in a browser.
        if (cookie && cookie.key) jar.cookies.set(cookie.key, cookie.value)
      }
    }
    return jar
  }

  /** Reads a Cookie header saved earlier (`a=1; b=2`), e.g. by the main step for the post step. */
  static fromHeader(cookieHeader: string): SessionCookies {
    const jar = new SessionCookies()
    for (const pair of cookieHeader.split(';')) {
      const eq = pair.indexOf('=')
      if (eq <= 0) continue
      const name = pair.slice(0, eq).trim()
      if (name) jar.cookies.set(name, pair.slice(eq + 1).trim())
    }
    return jar
  }

  get size(): number {
    return this.cookies.size
  }

  get names(): string[] {
    return [...this.cookies.keys()]
  }

  /** The Cookie request header (`a=1; b=2`), or undefined when there is no cookie. */
  get header(): string | undefined {
    if (this.cookies.size === 0) return undefined
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  }

  /** The non-empty values of the session's token cookies, for the caller to mask in logs. */
  get values(): string[] {
    return [...this.cookies]
      .filter(([name, value]) => value.length > 0 && isSessionToken(name))
      .map(([, value]) => value)
  }
}

/**
 * Where the session cookie may go: `target` on base-url's origin and under its path (the site's
 * own pages and services, not another application on the same host). The part of the address
 * below base-url's path (`/Main?ScreenId=SO301000`), or undefined when `target` is elsewhere.
 */
export function pathUnderBaseUrl(target: URL, baseUrl: string): string | undefined {
  const base = new URL(baseUrl)
  const root = base.pathname.replace(/\/+$/, '')
  if (target.origin !== base.origin) return undefined
  if (target.pathname !== root && !target.pathname.startsWith(`${root}/`)) return undefined
  return `${target.pathname.slice(root.length)}${target.search}`
}
