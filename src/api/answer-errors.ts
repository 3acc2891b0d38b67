// What a call's answer means when it is not the success the call expects: a lost session, an
// unexpected status, a web page in place of the API, an error entry in an HTTP 200 log. Each
// becomes an error of errors.ts carrying the server's own message.

import {
  errorMessages,
  isErrorEntry,
  isLoginPage,
  readServerLog,
  serverMessage
} from './answers.js'
import {
  ApiError,
  ServerLogError,
  SessionLostError,
  TransientError,
  type ApiCall
} from './errors.js'
import type { Answer } from './http.js'
import { describeAnswer } from './read-answers.js'
import type { LogEntry } from './types.js'

/** HTTP 401, a redirect to the login page or the login page itself: the session is gone. */
export function checkSession(call: ApiCall, answer: Answer, text: string): void {
  const location = String(answer.headers.location ?? '')
  let how: string | undefined
  // What came back is named (status, content type, target, title), never the sign-in page's
  // hidden "Last update was unsuccessful" texts: static markup, not a result.
  const came = (withLocation: boolean): string =>
    describeAnswer({
      status: answer.status,
      contentType: contentType(answer),
      ...(withLocation ? { location } : {}),
      text: withLocation ? '' : text
    })
  if (answer.status === 401) how = 'HTTP 401'
  else if (answer.status >= 300 && answer.status < 400 && /login/i.test(location)) {
    how = `a redirect to the login page: ${came(true)}`
  } else if (isLoginPage(contentType(answer), text)) how = `the login page: ${came(false)}`
  if (how === undefined) return
  throw new SessionLostError(
    call,
    `${call}: the instance no longer knows this session (${how}); it may have restarted (publishing restarts the application pool) or the session expired`,
    { status: answer.status }
  )
}

export /** Fails on error entries of an HTTP 200 log; returns the other entries (warnings worth showing). */
function throwServerLogErrors(
  call: ApiCall,
  answer: Answer,
  text: string,
  what: string
): LogEntry[] {
  const log = readServerLog(text)
  const errors = errorMessages(log)
  if (errors.length > 0) {
    throw new ServerLogError(call, `${what} failed: ${errors.join('; ')}`, {
      status: answer.status,
      serverMessages: errors
    })
  }
  return log.filter(entry => !isErrorEntry(entry))
}

/** An answer with an unexpected status, with the server's message and a hint for the usual causes. */
export function statusError(call: ApiCall, answer: Answer, text: string): ApiError {
  const status = answer.status
  const message = serverMessage(text)
  const serverMessages = messagesOf(text)
  const said = message ? `: ${message}` : ''
  if (status >= 300 && status < 400) {
    const location = String(answer.headers.location ?? '')
    return new ApiError(
      call,
      `${call} was redirected (HTTP ${status}) to ${location || 'another address'}; check base-url (for example https:// instead of http://)`,
      { status, serverMessages }
    )
  }
  if (status === 404 || status === 405) {
    // An address copied from the browser names a page of the site (…/Main, …/Main.aspx).
    const page = /\/(main|[^/]+\.aspx)\/(?:entity|CustomizationApi)(?:\/|$)/i.exec(
      new URL(answer.url).pathname
    )
    if (page) {
      return new ApiError(
        call,
        `${call} failed with HTTP ${status}${said}; base-url ends in /${page[1]}, a page of the site: give the site's address without it (e.g. https://erp.example.com/AcumaticaERP, not …/AcumaticaERP/Main)`,
        { status, serverMessages }
      )
    }
    return new ApiError(
      call,
      `${call} failed with HTTP ${status}${said}; check that base-url is the instance's address (with its virtual directory, e.g. https://erp.example.com/AcumaticaERP)`,
      { status, serverMessages }
    )
  }
  const ErrorClass = status === 502 || status === 503 || status === 504 ? TransientError : ApiError
  return new ErrorClass(call, `${call} failed with HTTP ${status}${said}`, {
    status,
    serverMessages
  })
}

export function notTheApi(call: ApiCall, answer: Answer, text: string): ApiError {
  return new ApiError(
    call,
    `${call} answered a web page instead of the API (HTTP ${answer.status}${text ? `: "${serverMessage(text)}"` : ''}); check base-url`,
    { status: answer.status }
  )
}

/** An HTTP 200 whose body is not what the API writes (plain text, nothing): not a success. */
export function notAnApiAnswer(call: ApiCall, answer: Answer, text: string): ApiError {
  const said = text.trim() ? `"${serverMessage(text)}"` : 'no content'
  return new ApiError(
    call,
    `${call} answered ${said} (HTTP ${answer.status}) instead of the API's log: the package may not have been imported; check base-url and the instance`,
    { status: answer.status }
  )
}

export function messagesOf(text: string): string[] {
  const errors = errorMessages(readServerLog(text))
  if (errors.length > 0) return errors
  const message = serverMessage(text)
  return message ? [message] : []
}

export function contentType(answer: Answer): string | undefined {
  const value = answer.headers['content-type']
  return Array.isArray(value) ? value.join(', ') : value
}
