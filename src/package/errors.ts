/**
 * A problem with what the user asked to package. The message names the input (`project-path`,
 * `package`, `exclude`) and says what to do, so it can be shown as it is.
 */
export class PackageError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = new.target.name
  }
}

export { messageOf } from '../shared/message-of.js'
