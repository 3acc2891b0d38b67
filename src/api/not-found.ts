// The one decider of "the project is not on the instance". A first deploy, and the delete that
// undoes one, hang on it: a project taken for absent by mistake is deleted by the restore. So
// only the instance's own answer counts, in the one form real instances are known to write
// (26.101 as an error log entry with HTTP 200, 24.2 cloud with HTTP 400):
// `The project is not found: <Name>`, the name as sent (compared in any letter case), matched
// whole by comparing strings (linear time, no regular expression over the body). Any other
// wording is a guess, and an IO error such as `Could not find file '...\Pkg.zip'` is not it.

import { errorMessages, readServerLog } from './answers.js'
import { ApiError, type ApiCall } from './errors.js'

/** The call was answered "this project does not exist" by the instance itself. */
export class ProjectNotFoundError extends ApiError {
  constructor(
    call: ApiCall,
    readonly projectName: string,
    message: string,
    options: { status?: number; serverMessages?: string[] } = {}
  ) {
    super(call, message, options)
  }
}

const NOT_FOUND = 'the project is not found: '
/** Longer than any project name Acumatica accepts with the words around it. */
const MAX_MESSAGE = 500

/** True when `message` is the instance's not-found answer for `projectName`, and nothing else. */
export function saysProjectNotFound(message: string, projectName: string): boolean {
  const name = projectName.trim().toLowerCase()
  if (!name || message.length > MAX_MESSAGE) return false
  return message.trim().toLowerCase() === NOT_FOUND + name
}

/**
 * The not-found message when `messages` (the error messages of one answer) are all the
 * instance's not-found answer for `projectName`; undefined when any says something else.
 */
export function notFoundMessage(messages: string[], projectName: string): string | undefined {
  if (messages.length === 0) return undefined
  return messages.every(message => saysProjectNotFound(message, projectName))
    ? messages[0].trim()
    : undefined
}

/**
 * The not-found message of a whole error answer (HTTP 400 on 24.2 cloud), in each form it may
 * take: a `log` whose error entries all say it; ASP.NET's error object, whose
 * `exceptionMessage` (or, without one, `message`) says it; a JSON string or plain text that is
 * the message itself. Undefined for anything else, so the caller fails rather than guess.
 */
export function readNotFoundAnswer(text: string, projectName: string): string | undefined {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text
  const errors = errorMessages(readServerLog(body))
  if (errors.length > 0) return notFoundMessage(errors, projectName)
  let value: unknown = body
  try {
    value = JSON.parse(body) as unknown
  } catch {
    // Plain text: the message itself.
  }
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    const said = field(value, 'exceptionMessage') ?? field(value, 'message')
    return said === undefined ? undefined : notFoundMessage([said], projectName)
  }
  return typeof value === 'string' ? notFoundMessage([value], projectName) : undefined
}

/** A string field of a JSON object, its key in any letter case. */
function field(value: object, name: string): string | undefined {
  const key = Object.keys(value).find(k => k.toLowerCase() === name.toLowerCase())
  const found = key === undefined ? undefined : (value as Record<string, unknown>)[key]
  return typeof found === 'string' ? found : undefined
}
