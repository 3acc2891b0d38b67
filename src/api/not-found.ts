// The one decider of "the project is not on the instance". A first deploy, and the delete that
// undoes one, hang on it: a project taken for absent by mistake is deleted by the restore. So
// only the instance's own answer counts: one message that says, of exactly this project, that
// it was not found (`The customization project 'Pkg' was not found.` and its close wordings),
// matched whole, by comparing strings (linear time, no regular expression over the body).
// An IO error such as "Could not find file ...\Pkg.zip" is not that answer.

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

const SUBJECTS = ['the customization project', 'customization project', 'the project', 'project']
const PREDICATES = ['was not found', 'is not found', 'not found', 'does not exist', "doesn't exist"]
const QUOTES = ["'", '"', '']

/** True when `message` is the instance's not-found answer for `projectName`, and nothing else. */
export function saysProjectNotFound(message: string, projectName: string): boolean {
  const name = projectName.trim().toLowerCase()
  if (!name || message.length > 500) return false
  const said = message.split(/\s+/).join(' ').trim().toLowerCase()
  const text = said.endsWith('.') ? said.slice(0, -1) : said
  for (const subject of SUBJECTS) {
    for (const quote of QUOTES) {
      const named = `${subject} ${quote}${name}${quote}`
      for (const predicate of PREDICATES) {
        if (text === `${named} ${predicate}`) return true
      }
      if (text === `cannot find ${named}` || text === `could not find ${named}`) return true
    }
  }
  return false
}

/**
 * The not-found message when `messages` (the error messages of one answer) are all the
 * instance's not-found answer for `projectName`; undefined when any says something else.
 */
export function notFoundMessage(messages: string[], projectName: string): string | undefined {
  if (messages.length === 0) return undefined
  return messages.every(message => saysProjectNotFound(message, projectName))
    ? messages[0]
    : undefined
}
