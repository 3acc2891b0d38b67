// One screen of `verify-screens`: `GET <base-url>/Main?ScreenId=<id>` with the session, its
// redirects followed only under base-url (its origin and path: the session cookie goes nowhere
// else), at most MAX_REDIRECTS, the page read bounded. What the page means is in
// screen-answers.ts.

import { contentType } from './answer-errors.js'
import { headOf, locationOf } from './entity-client.js'
import { pathUnderBaseUrl } from './cookies.js'
import { ApiError, NeedsRestartError, SessionLostError, TransientError } from './errors.js'
import type { RequestLimit, Transport } from './http.js'
import { describeAnswer, needsRestart } from './read-answers.js'
import { brokenPageText, isSignInPage, NO_SCREEN, screenIdProblem } from './screen-answers.js'
import { cutMasked } from '../redact/known-secrets.js'

const MAX_REDIRECTS = 5
const PAGE_BYTES = 1024 * 1024
const REDIRECT_BYTES = 16 * 1024

/**
 * Resolves when the screen opens: HTTP 200 at an address that still reads `ScreenId=<id>`, not
 * the sign-in page, holding none of the broken-page texts. Throws SessionLostError for HTTP 401
 * or the sign-in page; NeedsRestartError for HTTP 403; TransientError for a 5xx or no answer;
 * ApiError (final) for everything else, naming the address it ended at and what came back.
 */
export async function readScreen(
  transport: Transport,
  cookie: string,
  screenId: string,
  limit: () => RequestLimit
): Promise<void> {
  const id = screenId.toUpperCase()
  const base = transport.url('')
  const origin = new URL(base).origin
  let url = new URL(transport.url(`/Main?ScreenId=${encodeURIComponent(id)}`))
  const headers = { cookie, accept: 'text/html,application/xhtml+xml' }
  for (let redirects = 0; ; redirects++) {
    const answer = await transport.getAt('screen', url.href, headers, limit())
    const status = answer.status
    if (status >= 300 && status < 400) {
      await transport.readText('screen', answer, REDIRECT_BYTES)
      const location = locationOf(answer)
      let next: URL | undefined
      try {
        next = location ? new URL(location, url) : undefined
      } catch {
        next = undefined
      }
      const came = describeAnswer(headOf(answer, ''))
      if (!next) throw fail(id, `${came}, an address that cannot be followed`, status)
      if (next.origin !== origin) {
        throw fail(id, `${came}: another origin (${next.origin}), not followed`, status)
      }
      if (pathUnderBaseUrl(next, base) === undefined) {
        throw fail(id, `${came}: outside base-url (${base}), not followed`, status)
      }
      if (redirects >= MAX_REDIRECTS) {
        throw fail(id, `more than ${MAX_REDIRECTS} redirects (the last: ${came})`, status)
      }
      url = next
      continue
    }
    const text = await transport.readText('screen', answer, PAGE_BYTES)
    const type = contentType(answer)
    const came = `${describeAnswer({ status, contentType: type, text })} at ${pathOf(url)}`
    if (status === 401 || (status === 200 && isSignInPage(url, text))) {
      throw new SessionLostError(
        'screen',
        `${id}: the sign-in page came back (${came}), not the screen`,
        { status }
      )
    }
    if (needsRestart(status, type, text)) {
      throw new NeedsRestartError('screen', `${id} is not live: ${came}`, { status })
    }
    if (status >= 500) throw new TransientError('screen', `${id} is not live: ${came}`, { status })
    const lost = screenIdProblem(url, id)
    if (lost) {
      const why =
        lost === 'none'
          ? `the site sent it to ScreenId=${NO_SCREEN} (no such screen)`
          : `the site sent it to an address without ScreenId=${id}`
      throw fail(id, `${why}: ${pathOf(url)}`, status)
    }
    if (status !== 200) throw fail(id, `not live: ${came}`, status)
    const broken = brokenPageText(text)
    if (broken) throw fail(id, `the page says "${broken}"`, status)
    return
  }
}

/** The address below the origin, masked and then cut short: instance text in a message. */
function pathOf(url: URL): string {
  const { shown, cut } = cutMasked(`${url.pathname}${url.search}`, 157)
  return cut ? `${shown}...` : shown
}

function fail(id: string, why: string, status: number): ApiError {
  return new ApiError('screen', `${id} does not open: ${why}`, { status })
}
