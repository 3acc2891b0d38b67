// The getProject answer of an HTTP 2xx -> the decoded zip on disk, hashed as it is written.
// The answer is streamed (packages reach 1 GB) and bounded: by the backup size cap and by the
// free disk of the folder it goes to, both checked before writing when the answer announces
// its length, and again as bytes arrive. An error entry beside the content is an in-band
// failure; only the instance's own not-found answer is "no project"; an empty answer is a
// failure, and bytes that are not a zip are refused, since a backup must be importable.

import { createHash } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { open, statfs } from 'node:fs/promises'
import { dirname } from 'node:path'
import { Transform, type TransformCallback } from 'node:stream'
import { errorMessages, readLog } from './answers.js'
import { Base64PayloadError, extractBase64Payload } from './base64-payload.js'
import { ApiError, BackupTooLargeError, ServerLogError } from './errors.js'
import type { Answer, Transport } from './http.js'
import { notFoundMessage } from './not-found.js'
import type { BackupDownload } from './types.js'
import { LOCAL_FILE_HEADER, readEndRecord, signatureOf } from '../zip/records.js'

const DEFAULT_BACKUP_MAX_BYTES = 2 * 1024 ** 3
/** Room for the other fields of a JSON answer when its length is judged before reading it. */
const OTHER_FIELDS_BYTES = 1024 * 1024

/**
 * Writes the project's zip to `destinationPath`. The caller removes the file when this throws or
 * finds no project.
 */
export async function downloadProject(
  transport: Transport,
  projectName: string,
  answer: Answer,
  destinationPath: string,
  maxBytes = DEFAULT_BACKUP_MAX_BYTES
): Promise<BackupDownload> {
  try {
    return await saveProject(transport, projectName, answer, destinationPath, maxBytes)
  } finally {
    // Refused before a byte was read, or failed before the body was reached (the file could not
    // be opened): the deadline and the connection end here, not at request-timeout.
    transport.release(answer)
  }
}

async function saveProject(
  transport: Transport,
  projectName: string,
  answer: Answer,
  destinationPath: string,
  maxBytes: number
): Promise<BackupDownload> {
  const free = await freeBytes(dirname(destinationPath))
  const announced = Number(answer.headers['content-length'])
  if (Number.isSafeInteger(announced) && announced > OTHER_FIELDS_BYTES) {
    checkSize(Math.floor(((announced - OTHER_FIELDS_BYTES) / 4) * 3), maxBytes, free, 'announces')
  }
  const hash = createHash('sha256')
  let size = 0
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      size += chunk.length
      try {
        checkSize(size, maxBytes, free, 'holds')
      } catch (error) {
        return done(error as Error)
      }
      hash.update(chunk)
      done(null, chunk)
    }
  })
  let result
  try {
    result = await extractBase64Payload(
      transport.guard('getProject', answer),
      [counter, createWriteStream(destinationPath)],
      { fieldName: 'projectContentBase64', abandonBody: () => transport.release(answer) }
    )
  } catch (error) {
    if (error instanceof Base64PayloadError) {
      throw new ApiError(
        'getProject',
        `getProject answered something that is not a base64 package: ${error.message}`,
        { status: answer.status, cause: error }
      )
    }
    throw error
  }

  const errors = errorMessages(readLog(lowerLog(result.otherFields), 'information'))
  if (errors.length > 0) {
    const notFound = result.empty ? notFoundMessage(errors, projectName) : undefined
    if (notFound !== undefined) return { found: false, message: notFound }
    throw new ServerLogError(
      'getProject',
      `getProject of ${projectName} failed: ${errors.join('; ')}`,
      {
        status: answer.status,
        serverMessages: errors
      }
    )
  }
  if (result.empty) {
    throw new ApiError(
      'getProject',
      `getProject answered no content for ${projectName} (HTTP ${answer.status}) and did not say the project is not found; the backup is not usable, and a first deploy is only taken from the instance's own "not found" answer`,
      { status: answer.status }
    )
  }
  await checkZip(destinationPath, result.decodedBytes)
  return {
    found: true,
    path: destinationPath,
    size: result.decodedBytes,
    sha256: hash.digest('hex')
  }
}

/** The runner's free disk where the backup goes; unlimited when the system cannot tell. */
async function freeBytes(folder: string): Promise<number> {
  try {
    const stats = await statfs(folder)
    return stats.bavail * stats.bsize
  } catch {
    return Number.POSITIVE_INFINITY
  }
}

function checkSize(bytes: number, maxBytes: number, free: number, verb: string): void {
  if (bytes > maxBytes) {
    throw new BackupTooLargeError(
      `getProject's answer ${verb} more than ${mebibytes(maxBytes)} of zip, the backup size cap`,
      'cap',
      maxBytes
    )
  }
  if (bytes > free) {
    throw new BackupTooLargeError(
      `getProject's answer ${verb} more than the ${mebibytes(free)} free on the runner's disk`,
      'disk',
      free
    )
  }
}

function mebibytes(bytes: number): string {
  if (bytes < 1024 ** 2) return `${Math.floor(bytes / 1024)} KiB`
  return `${Math.floor(bytes / 1024 ** 2)} MiB`
}

/** The `log` of the other fields, whatever its key's letter case. */
function lowerLog(fields: Record<string, unknown> | null): unknown {
  if (!fields) return undefined
  const key = Object.keys(fields).find(k => k.toLowerCase() === 'log')
  return key === undefined ? undefined : fields[key]
}

/** A zip starts with a local file header and ends with an end-of-central-directory record. */
async function checkZip(path: string, size: number): Promise<void> {
  const handle = await open(path, 'r')
  try {
    const head = await signatureOf(path)
    const { at } = await readEndRecord(handle, size)
    if (size < 26 || head !== LOCAL_FILE_HEADER || at < 0) {
      throw new ApiError(
        'getProject',
        `getProject answered ${size} bytes that are not a zip archive (no zip header or end record); the backup is not usable`
      )
    }
  } finally {
    await handle.close()
  }
}
