// The Import request body as a stream: the JSON text before the package, the base64 of the zip
// as it is read from disk, the JSON text after. Packages reach 1 GB, so the body is never built
// in memory, and its exact length is known up front from the file size.

import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import { Readable } from 'node:stream'
import type { ImportRequest } from './types.js'

/** Read size: a multiple of 3, so that every chunk but the last encodes without padding. */
const READ_SIZE = 3 * 64 * 1024

export interface ImportBody {
  /** Exact byte length of the body. */
  contentLength: number
  /** Size in bytes of the package file. */
  packageSize: number
  /** A new stream of the body (each call reads the file again). */
  open(): Readable
}

export class EmptyPackageError extends Error {
  constructor(path: string) {
    super(
      `the package ${path} is empty; an Import without content deletes the project on the instance, so nothing was sent`
    )
    this.name = 'EmptyPackageError'
  }
}

export async function createImportBody(request: ImportRequest): Promise<ImportBody> {
  const info = await stat(request.packagePath).catch((error: NodeJS.ErrnoException) => {
    throw new Error(
      `cannot read the package ${request.packagePath}: ${error.code ?? error.message}`
    )
  })
  if (!info.isFile()) throw new Error(`the package ${request.packagePath} is not a file`)
  if (info.size === 0) throw new EmptyPackageError(request.packagePath)
  const { head, tail } = importBodyFrame(request)
  const packageSize = info.size
  return {
    contentLength: Buffer.byteLength(head) + base64Length(packageSize) + Buffer.byteLength(tail),
    packageSize,
    open: () =>
      Readable.from(bodyChunks(head, tail, request.packagePath, packageSize), { objectMode: false })
  }
}

/** The JSON around the package: the five fields in the order of the spec, the last one open. */
export function importBodyFrame(request: Omit<ImportRequest, 'packagePath'>): {
  head: string
  tail: string
} {
  const json = JSON.stringify({
    projectName: request.projectName,
    projectDescription: request.projectDescription,
    projectLevel: request.projectLevel,
    isReplaceIfExists: request.isReplaceIfExists,
    projectContentBase64: ''
  })
  // `json` ends with `""}`: the head keeps the opening quote, the tail is the closing quote and brace.
  return { head: json.slice(0, -2), tail: json.slice(-2) }
}

export function base64Length(bytes: number): number {
  return 4 * Math.ceil(bytes / 3)
}

async function* bodyChunks(
  head: string,
  tail: string,
  path: string,
  expectedSize: number
): AsyncGenerator<Buffer> {
  yield Buffer.from(head)
  let carry = Buffer.alloc(0)
  let read = 0
  for await (const chunk of createReadStream(path, {
    highWaterMark: READ_SIZE
  }) as AsyncIterable<Buffer>) {
    read += chunk.length
    const bytes = carry.length > 0 ? Buffer.concat([carry, chunk]) : chunk
    const whole = bytes.length - (bytes.length % 3)
    carry = Buffer.from(bytes.subarray(whole))
    if (whole > 0) yield Buffer.from(bytes.subarray(0, whole).toString('base64'))
  }
  // The Content-Length went out with the size seen before reading: a file that changed meanwhile
  // would send a body of another length, which servers reject in confusing ways.
  if (read !== expectedSize) {
    throw new Error(
      `the package ${path} changed while it was being sent (${expectedSize} bytes before, ${read} bytes read)`
    )
  }
  if (carry.length > 0) yield Buffer.from(carry.toString('base64'))
  yield Buffer.from(tail)
}
