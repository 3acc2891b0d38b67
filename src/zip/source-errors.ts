// What can go wrong with one file being added to a zip, as opposed to writing the zip itself:
// the caller turns these into messages that name the file and where it came from (`entry` is
// the very object it passed in).

/** One file to put in a zip. */
export interface ZipEntrySource {
  /** Path inside the zip, with `/`. */
  readonly zipPath: string
  /** Path on disk to read the content from. */
  readonly readPath: string
  /** Bytes the file was listed with: reading another number fails the zip (SourceChangedError). */
  readonly size: number
}

/** Opening or reading a file to add failed. */
export class SourceReadError extends Error {
  constructor(
    readonly entry: ZipEntrySource,
    cause: unknown
  ) {
    super((cause as { message?: string } | undefined)?.message ?? String(cause), { cause })
    this.name = 'SourceReadError'
  }
}

/** A file did not hold the number of bytes it was listed with (it changed in between). */
export class SourceChangedError extends Error {
  constructor(
    readonly entry: ZipEntrySource,
    readonly read: number
  ) {
    super(`${entry.readPath}: ${entry.size} bytes listed, ${read} read`)
    this.name = 'SourceChangedError'
  }
}
