// The getProject answer of a found project -> the decoded zip on disk, hashed as it is written.
// The answer is streamed (packages reach 1 GB); an error entry beside the content is an in-band
// failure, and bytes that are not a zip are refused, since a backup must be importable.

import { createHash } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { open } from 'node:fs/promises'
import { Transform } from 'node:stream'
import { finished } from 'node:stream/promises'
import { errorMessages, readServerLog, saysNotFound } from './answers.js'
import { Base64PayloadError, extractBase64Payload } from './base64-payload.js'
import { ApiError, ServerLogError } from './errors.js'
import type { Answer, Transport } from './http.js'
import type { BackupDownload } from './types.js'
import { LOCAL_FILE_HEADER, readEndRecord, signatureOf } from '../zip/records.js'

/**
 * Writes the project's zip to `destinationPath`. The caller removes the file when this throws or
 * finds no project.
 */
export async function downloadProject(
  transport: Transport,
  projectName: string,
  answer: Answer,
  destinationPath: string
): Promise<BackupDownload> {
  const hash = createHash('sha256')
  const hasher = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk)
      done(null, chunk)
    }
  })
  const file = createWriteStream(destinationPath)
  hasher.pipe(file)
  const written = finished(file)
  let result
  try {
    result = await extractBase64Payload(transport.guard('getProject', answer), hasher, {
      fieldName: 'projectContentBase64'
    })
  } catch (error) {
    hasher.destroy()
    file.destroy()
    await written.catch(() => undefined)
    if (error instanceof Base64PayloadError) {
      throw new ApiError(
        'getProject',
        `getProject answered something that is not a base64 package: ${error.message}`,
        { status: answer.status, cause: error }
      )
    }
    throw error
  }
  hasher.end()
  await written

  const log = result.otherFields ? readServerLog(JSON.stringify(result.otherFields)) : []
  const errors = errorMessages(log)
  if (errors.length > 0) {
    const message = errors.join('; ')
    if (result.empty && saysNotFound(message)) return { found: false, message }
    throw new ServerLogError('getProject', `getProject of ${projectName} failed: ${message}`, {
      status: answer.status,
      serverMessages: errors
    })
  }
  if (result.empty) {
    return {
      found: false,
      message: `the instance returned no content for project ${projectName}`
    }
  }
  await checkZip(destinationPath, result.decodedBytes)
  return {
    found: true,
    path: destinationPath,
    size: result.decodedBytes,
    sha256: hash.digest('hex')
  }
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
