// The one error of the input checks, and how they read inputs.

/** A bad input: the message names the input and says what to do. */
export class InputError extends Error {
  /** `whole`: the message names the input already (messages of the packager). */
  constructor(
    readonly input: string,
    message: string,
    whole = false
  ) {
    super(whole ? message : `Input '${input}' ${message}`)
    this.name = 'InputError'
  }
}

/** Reads one raw input (as `core.getInput` does: trimmed, '' when unset). */
export type InputReader = (name: string) => string
