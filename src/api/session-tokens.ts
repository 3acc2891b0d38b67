// Which cookies of a login hold the session's tokens (masked in the log), and which are
// settings the instance also sets (`Locale=en-US`, `UserBranch=1`, `LastProject=<a name>`):
// masking those would blank the same words everywhere in the log for the rest of the job.

// ASP.NET's session and forms-authentication cookies, ASP.NET Core's, anti-forgery tokens, and
// any name that says it is a session, an authentication, a token or a single sign-on ticket.
const TOKEN_NAMES =
  /^(asp\.net_sessionid|\.aspxauth|\.aspxformsauth|\.aspnetcore\..*|__requestverificationtoken.*)$|sess|auth|token|jwt|saml|oidc|sso|ticket|^sid$|[._-]sid$/i

export function isSessionToken(cookieName: string): boolean {
  return TOKEN_NAMES.test(cookieName)
}
