import { describe, expect, it } from '@jest/globals'
import { SessionCookies } from '../../src/api/cookies.js'

describe('SessionCookies.fromSetCookie', () => {
  it('keeps every cookie of several Set-Cookie headers, ignoring attributes', () => {
    const jar = SessionCookies.fromSetCookie([
      'ASP.NET_SessionId=abc123; path=/; HttpOnly; SameSite=Lax',
      '.ASPXAUTH=XYZ; expires=Wed, 21-Oct-2015 07:28:00 GMT; path=/; secure; HttpOnly',
      'UserBranch=5; domain=elsewhere.example; path=/Frames; Max-Age=0',
      'Locale=Culture=en-US&TimeZone=GMTM0500A; path=/'
    ])
    expect(jar.names).toEqual(['ASP.NET_SessionId', '.ASPXAUTH', 'UserBranch', 'Locale'])
    expect(jar.header).toBe(
      'ASP.NET_SessionId=abc123; .ASPXAUTH=XYZ; UserBranch=5; Locale=Culture=en-US&TimeZone=GMTM0500A'
    )
  })

  it('splits cookies joined into one header, not at the comma of an Expires date', () => {
    const jar = SessionCookies.fromSetCookie(
      'a=1; Expires=Thu, 01 Jan 2037 00:00:00 GMT; Path=/, b=2; expires=Fri, 02-Jan-2037 00:00:00 GMT, c=3'
    )
    expect(jar.header).toBe('a=1; b=2; c=3')
  })

  it('lets a later cookie of the same name replace the earlier one, keeping its place', () => {
    const jar = SessionCookies.fromSetCookie(['a=1', 'b=2', 'a=3'])
    expect(jar.header).toBe('a=3; b=2')
  })

  it('keeps a cookie with an empty value but does not list it as a secret', () => {
    const jar = SessionCookies.fromSetCookie(['.ASPXAUTH=; path=/', 'ASP.NET_SessionId=v'])
    expect(jar.header).toBe('.ASPXAUTH=; ASP.NET_SessionId=v')
    expect(jar.values).toEqual(['v'])
  })

  it('skips what is not a cookie', () => {
    const jar = SessionCookies.fromSetCookie(['novalue', '=nameless', '', 'ok=1'])
    expect(jar.header).toBe('ok=1')
    expect(SessionCookies.fromSetCookie(undefined).header).toBeUndefined()
    expect(SessionCookies.fromSetCookie([]).size).toBe(0)
  })

  it("exposes the session's token values for masking, not the instance's settings", () => {
    const jar = SessionCookies.fromSetCookie([
      'ASP.NET_SessionId=secret-1',
      '.ASPXAUTH=secret-2; HttpOnly',
      'Locale=published',
      'LastProject=SamplePriority',
      'UserBranch=1',
      '__RequestVerificationToken=secret-3'
    ])
    expect(jar.values).toEqual(['secret-1', 'secret-2', 'secret-3'])
  })
})

describe('SessionCookies.fromHeader', () => {
  it('round-trips a saved Cookie header', () => {
    const header = 'ASP.NET_SessionId=abc; .ASPXAUTH=X=Y; Locale=Culture=en-US'
    const jar = SessionCookies.fromHeader(header)
    expect(jar.header).toBe(header)
    expect(jar.values).toEqual(['abc', 'X=Y'])
  })

  it('tolerates spacing and skips fragments without a name', () => {
    expect(SessionCookies.fromHeader(' a = 1 ;; =x; b=2; junk ').header).toBe('a=1; b=2')
    expect(SessionCookies.fromHeader('').header).toBeUndefined()
  })
})
