// The two contract-API calls of a verified deploy, on the client's transport: `GET /entity`
// (no session: it takes no API seat) and one entity read with the session. Same deadlines and
// bounded reading as every other answer; what they mean is in entity-answers.ts.

import { isHtml, serverMessage } from './answers.js'
import { checkSession, contentType } from './answer-errors.js'
import { ApiError, TransientError } from './errors.js'
import {
  entityFailureMessage,
  isEntityRows,
  readEntityIndex,
  type InstanceInfo
} from './entity-answers.js'
import type { RequestLimit, Transport } from './http.js'
import type { EntityTarget } from './types.js'

// `GET /entity` lists a few endpoints; an entity read asks for one row. Anything longer is
// read and dropped: only the head is needed to tell the forms apart.
const INDEX_BYTES = 1024 * 1024
const READ_BYTES = 1024 * 1024

/**
 * `GET <base-url>/entity`. Throws TransientError for every answer that is not HTTP 200 with one
 * of its two JSON forms: while the site restarts that means "not yet".
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
    `GET /entity answered ${what || `HTTP ${answer.status}`}${what ? ` (HTTP ${answer.status})` : ''}: "${serverMessage(text, 120)}"`,
    { status: answer.status }
  )
}

/**
 * `GET /entity/<Endpoint>/<Version>/<Entity>?$top=1` with the session. Resolves when it answers
 * HTTP 200 with a JSON array. HTTP 401 or a login page: SessionLostError; 5xx or no answer:
 * TransientError (worth another try); anything else: ApiError. Each carries the instance's
 * message (`exceptionMessage` when there is one).
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
  checkSession('entityRead', answer, text)
  const html = isHtml(contentType(answer), text)
  if (answer.status === 200 && !html && isEntityRows(text)) return
  const said = html ? '' : entityFailureMessage(text)
  const serverMessages = said ? [said] : []
  const what = `${target.endpoint}/${target.version}/${target.entity}`
  const status = answer.status
  const ErrorClass = status >= 500 ? TransientError : ApiError
  throw new ErrorClass(
    'entityRead',
    status === 200
      ? `reading ${what} answered HTTP 200 without a JSON array${html ? ' (a web page)' : ''}`
      : `reading ${what} failed with HTTP ${status}${said ? `: ${said}` : ''}`,
    { status, serverMessages }
  )
}
