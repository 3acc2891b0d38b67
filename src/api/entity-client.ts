// The two contract-API calls of a verified deploy, on the client's transport: `GET /entity`
// (no session: it takes no API seat) and one entity read with the session. Same deadlines and
// bounded reading as every other answer; what they mean is in entity-answers.ts.

import { isHtml, isLoginPage } from './answers.js'
import { contentType } from './answer-errors.js'
import { ApiError, NeedsRestartError, SessionLostError, TransientError } from './errors.js'
import {
  entityFailureMessage,
  isEntityRows,
  readEntityIndex,
  type InstanceInfo
} from './entity-answers.js'
import type { Answer, RequestLimit, Transport } from './http.js'
import { describeAnswer, needsRestart, type AnswerHead } from './read-answers.js'
import type { EntityTarget } from './types.js'

// `GET /entity` lists a few endpoints; an entity read asks for one row. Anything longer is
// read and dropped: only the head is needed to tell the forms apart.
const INDEX_BYTES = 1024 * 1024
const READ_BYTES = 1024 * 1024

/**
 * `GET <base-url>/entity`. Throws TransientError for every answer that is not HTTP 200 with one
 * of its two JSON forms: while the site restarts that means "not yet". The error says what came
 * back (status, content type, redirect target, first line).
 */
export async function readInstance(
  transport: Transport,
  limit: RequestLimit
): Promise<InstanceInfo> {
  const answer = await transport.get('entity', '/entity', {}, limit)
  const text = await transport.readText('entity', answer, INDEX_BYTES)
  const html = isHtml(contentType(answer), text)
  const info = answer.status === 200 && !html ? readEntityIndex(text) : undefined
  if (info) return info
  const what = html ? 'a web page' : answer.status === 200 ? 'an answer of neither form' : ''
  throw new TransientError(
    'entity',
    `GET /entity answered ${what ? `${what}, ` : ''}${describeAnswer(headOf(answer, text))}`,
    { status: answer.status }
  )
}

/**
 * `GET /entity/<Endpoint>/<Version>/<Entity>?$top=1` with the session. Live only as HTTP 200
 * with a JSON array; everything else throws, naming what came back (status, content type,
 * redirect target, first line; the sign-in page by its title, never its hidden texts):
 * - HTTP 401, a redirect to the sign-in page or the page itself: SessionLostError;
 * - HTTP 403, or a 500 naming NullReferenceException with OptimizedExport: NeedsRestartError
 *   (the site needs one more restart; retried like a 5xx);
 * - 5xx, no answer, a redirect elsewhere (`/ui/error`), a web page at 200: TransientError;
 * - anything else (a 404, an error object at 200): ApiError.
 * Each carries the instance's message (`exceptionMessage` when there is one).
 */
export async function readEntity(
  transport: Transport,
  cookie: string,
  target: EntityTarget,
  limit: RequestLimit
): Promise<void> {
  const path = `/entity/${[target.endpoint, target.version, target.entity].map(encodeURIComponent).join('/')}?$top=1`
  const answer = await transport.get('entityRead', path, { cookie }, limit)
  const text = await transport.readText('entityRead', answer, READ_BYTES)
  const type = contentType(answer)
  const html = isHtml(type, text)
  const status = answer.status
  if (status === 200 && !html && isEntityRows(text)) return
  const what = `${target.endpoint}/${target.version}/${target.entity}`
  const came = describeAnswer(headOf(answer, text))
  if (sessionGone(answer, type, text)) {
    throw new SessionLostError(
      'entityRead',
      `reading ${what} answered ${came}: the session is gone (the restart after a publish ends it)`,
      { status }
    )
  }
  const said = html ? '' : entityFailureMessage(text)
  const serverMessages = said ? [said] : []
  const ErrorClass = needsRestart(status, type, text)
    ? NeedsRestartError
    : status >= 500 || (status >= 300 && status < 400) || (status === 200 && html)
      ? TransientError
      : ApiError
  const shape =
    status === 200 ? (html ? ' (a web page, not rows)' : ' (not a JSON array of rows)') : ''
  throw new ErrorClass('entityRead', `reading ${what} is not live: ${came}${shape}`, {
    status,
    serverMessages
  })
}

/** HTTP 401, a redirect to the sign-in page, or the sign-in page itself. */
function sessionGone(answer: Answer, type: string | undefined, text: string): boolean {
  if (answer.status === 401) return true
  if (answer.status >= 300 && answer.status < 400) return /login/i.test(locationOf(answer))
  return isLoginPage(type, text)
}

export function locationOf(answer: Answer): string {
  const raw = answer.headers.location
  return (Array.isArray(raw) ? raw[0] : raw) ?? ''
}

export function headOf(answer: Answer, text: string): AnswerHead {
  const location = answer.status >= 300 && answer.status < 400 ? locationOf(answer) : ''
  return {
    status: answer.status,
    contentType: contentType(answer),
    ...(location ? { location } : {}),
    text
  }
}
