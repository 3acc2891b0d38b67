// The Import request body as a stream: the JSON text before the package, the base64 of the zip
// as it is read from disk, the JSON text after. Packages reach 1 GB, so the body is never built
// in memory, and its exact length is known up front from the file size.

import { closeSync, openSync, readSync } from 'node:fs'
import { stat } from 'node:fs/promises'
import { endianness } from 'node:os'
import { Readable } from 'node:stream'
import type { ImportRequest } from './types.js'

/**
 * Read size: a multiple of 3, so that every chunk but the last encodes without padding; and
 * small enough that its base64 (64 KiB) is an ordinary young object for V8, which dies at the
 * next young-generation collection. Above 128 KiB a string goes to a large-object space, and
 * with 256 KiB strings the dead ones and the buffers made from them piled up between
 * collections (docs/performance.md).
 */
const READ_SIZE = 3 * 16 * 1024

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
      `cannot read the package ${request.packagePath}: ${error.code ?? error.message}; check that the file exists and the runner can read it`
    )
  })
  if (!info.isFile())
    throw new Error(
      `the package ${request.packagePath} is not a file: give the path of a package .zip`
    )
  if (info.size === 0) throw new EmptyPackageError(request.packagePath)
  const { head, tail } = importBodyFrame(request)
  const packageSize = info.size
  return {
    contentLength: Buffer.byteLength(head) + base64Length(packageSize) + Buffer.byteLength(tail),
    packageSize,
    open: () => bodyStream(head, tail, request.packagePath, packageSize)
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

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'
/** The two base64 characters of every 12 bits, as one 16-bit unit in this machine's byte order. */
const PAIRS_LITTLE = endianness() === 'LE'
const PAIRS = (() => {
  const pairs = new Uint16Array(4096)
  const little = PAIRS_LITTLE
  for (let bits = 0; bits < 4096; bits++) {
    const first = ALPHABET.charCodeAt(bits >>> 6)
    const second = ALPHABET.charCodeAt(bits & 63)
    pairs[bits] = little ? first | (second << 8) : (first << 8) | second
  }
  return pairs
})()

/**
 * The base64 of the first `length` bytes of `input`, written straight into a new buffer. Not
 * `toString('base64')`: that makes a 64 KiB string per chunk in V8's young generation, and over a
 * 1 GB package the many collections it causes made V8 grow the young generation to 128 MiB and
 * keep it (docs/performance.md). The buffer's memory is outside V8's heap.
 */
export function encodeBase64(input: Uint8Array, length: number): Buffer {
  const output = Buffer.allocUnsafe(base64Length(length))
  const whole = length - (length % 3)
  // A buffer of this size has an ArrayBuffer of its own at offset 0 (Buffer.allocUnsafe pools
  // only small ones), so a 32-bit view is aligned; otherwise one character at a time below.
  const aligned = output.byteOffset % 4 === 0
  const little = PAIRS_LITTLE
  let at = 0
  if (aligned) {
    const quads = new Uint32Array(output.buffer, output.byteOffset, whole / 3)
    let quad = 0
    for (let i = 0; i < whole; i += 3) {
      const bits = (input[i] << 16) | (input[i + 1] << 8) | input[i + 2]
      quads[quad++] = little
        ? PAIRS[bits >>> 12] | (PAIRS[bits & 4095] << 16)
        : (PAIRS[bits >>> 12] << 16) | PAIRS[bits & 4095]
    }
    at = quad * 4
  } else {
    for (let i = 0; i < whole; i += 3) {
      const bits = (input[i] << 16) | (input[i + 1] << 8) | input[i + 2]
      output[at++] = ALPHABET.charCodeAt(bits >>> 18)
      output[at++] = ALPHABET.charCodeAt((bits >>> 12) & 63)
      output[at++] = ALPHABET.charCodeAt((bits >>> 6) & 63)
      output[at++] = ALPHABET.charCodeAt(bits & 63)
    }
  }
  const rest = length - whole
  if (rest > 0) {
    const bits = (input[whole] << 16) | (rest === 2 ? input[whole + 1] << 8 : 0)
    output[at++] = ALPHABET.charCodeAt(bits >>> 18)
    output[at++] = ALPHABET.charCodeAt((bits >>> 12) & 63)
    output[at++] = rest === 2 ? ALPHABET.charCodeAt((bits >>> 6) & 63) : 61
    output[at++] = 61
  }
  return output
}

/**
 * The head, the base64 of the file, the tail. The file is read into one buffer, reused for every
 * chunk (its base64 is a copy): only the encoded chunks are new. Reads are synchronous, like the
 * zip writer's: 48 KiB of a local file, each when the request asks for more, cost no thread pool
 * round trip and no request object per chunk.
 */
function bodyStream(head: string, tail: string, path: string, expectedSize: number): Readable {
  const input = Buffer.allocUnsafe(READ_SIZE)
  let fd: number | undefined
  let read = 0

  /** The next chunk of base64, or undefined at the end of the file. */
  const nextChunk = (file: number): Buffer | undefined => {
    let filled = 0
    for (;;) {
      const bytesRead = readSync(file, input, filled, input.length - filled, null)
      read += bytesRead
      filled += bytesRead
      if (bytesRead === 0 || filled === input.length) break
    }
    if (filled === 0) return undefined
    return encodeBase64(input, filled)
  }

  return new Readable({
    // One chunk at a time: the next is read when the request has taken this one.
    highWaterMark: READ_SIZE,
    read() {
      try {
        if (fd === undefined) {
          fd = openSync(path, 'r')
          this.push(Buffer.from(head))
          return
        }
        const chunk = nextChunk(fd)
        if (chunk) {
          this.push(chunk)
          return
        }
      } catch (error) {
        this.destroy(error as Error)
        return
      }
      // The Content-Length went out with the size seen before reading: a file that changed
      // meanwhile would send a body of another length, which servers reject in confusing ways.
      if (read !== expectedSize) {
        this.destroy(
          new Error(
            `the package ${path} changed while it was being sent (${expectedSize} bytes before, ${read} bytes read)`
          )
        )
        return
      }
      this.push(Buffer.from(tail))
      this.push(null)
    },
    destroy(error, callback) {
      if (fd !== undefined) closeSync(fd)
      fd = undefined
      callback(error)
    }
  })
}
