import { ApiError } from '../api/errors.js'
import type { Cause, Failure, InstanceState, Outcome } from './types.js'
import { messageOf } from '../shared/message-of.js'

/**
 * Raised inside the flow to stop it: why (a Failure), and where the instance stands when that
 * differs from what the flow tracks.
 */
export class DeployStop extends Error {
  constructor(
    readonly failure: Failure,
    readonly instanceState?: InstanceState,
    readonly outcome: Outcome = 'failed'
  ) {
    super(failure.kind)
  }
}

/** An error as data: its message, and the instance's own messages when it gave any. */
export function causeOf(error: unknown): Cause {
  if (error instanceof ApiError) {
    return { message: error.message, serverMessages: [...error.serverMessages] }
  }
  return { message: messageOf(error), serverMessages: [] }
}
