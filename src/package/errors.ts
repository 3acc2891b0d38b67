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

/** The message of an error, also of one from another realm (where instanceof Error fails). */
export function messageOf(error: unknown): string {
  const message = (error as { message?: unknown } | undefined)?.message
  return typeof message === 'string' ? message : String(error)
}
