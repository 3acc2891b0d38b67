import type { Outcome } from './types.js'

/** Raised inside the flow to stop it with a user-facing message and the instance's state. */
export class DeployStop extends Error {
  constructor(
    message: string,
    readonly instanceState: string,
    readonly outcome: Outcome = 'failed'
  ) {
    super(message)
  }
}

export const UNCHANGED = 'The instance is unchanged: nothing was imported or published.'
export const IMPORTED_ONLY =
  'The package was imported but not published: the instance still runs the previously published version.'
