// The message of anything thrown, for the sentences the action writes around it. A leaf: the API
// client, the packager, the flow and the entry points all use it.

/** The message of an error, also of one from another realm (where instanceof Error fails). */
export function messageOf(error: unknown): string {
  const message = (error as { message?: unknown } | undefined)?.message
  return typeof message === 'string' ? message : String(error)
}
