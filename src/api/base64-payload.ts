// Streams the base64 payload of an answer into a sink as it arrives: the forms (payload-text.ts),
// which decodes the base64 itself as it reads it (base64-decode.ts) -> the sink, joined by
// stream.pipeline, which waits for the sink when it asks (backpressure) and tears every part down
// on an error.

import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { PayloadText, type PayloadForm } from './payload-text.js'

export { Base64PayloadError } from './base64-decode.js'

export interface Base64PayloadResult {
  form: PayloadForm
  decodedBytes: number
  /** The other top-level fields of a JSON object body (the payload field omitted); null for bare/quoted. */
  otherFields: Record<string, unknown> | null
  /** True when no payload was there: an empty body, `""`, or an object whose field is null, empty or missing. */
  empty: boolean
  /** For a JSON object: whether it had the payload field at all (null/empty counts). True for bare/quoted. */
  fieldPresent: boolean
}

export interface Base64PayloadOptions {
  /** The object field holding the payload, matched in any letter case (e.g. projectContentBase64). */
  fieldName: string
  /** Cap on the text of the other fields of an object; more is an error. Default 1 MiB. */
  maxOtherFieldBytes?: number
  /**
   * Called when a stage after the body fails (bad base64, the sink): the caller ends the body
   * there. An async generator waiting for its next piece cannot be stopped from outside, so
   * without it the pipeline would wait for a stalled answer until its deadline.
   */
  abandonBody?: () => void
}

/**
 * Reads `body` and writes the decoded payload bytes to `sink` (a stream, or transforms and a
 * stream to go through in order), which is ended when they are all
 * written (and destroyed on an error, like every stage of the pipeline). Throws Base64PayloadError for a
 * body that is not one of the three forms or holds invalid base64, and any error of the body or
 * the sink as it is.
 */
export async function extractBase64Payload(
  body: AsyncIterable<Buffer | string>,
  sink: NodeJS.WritableStream | [...NodeJS.ReadWriteStream[], NodeJS.WritableStream],
  options: Base64PayloadOptions
): Promise<Base64PayloadResult> {
  const text = new PayloadText(options.fieldName, options.maxOtherFieldBytes ?? 1024 * 1024)
  const rest = Array.isArray(sink) ? sink : [sink]
  const { abandonBody } = options
  if (abandonBody) for (const stage of [text, ...rest]) stage.once('error', abandonBody)
  await pipeline([Readable.from(body, { objectMode: false }), text, ...rest])
  const decode = text.decoder
  const form = text.form ?? 'bare'
  return {
    form,
    decodedBytes: decode.decodedBytes,
    otherFields: text.otherFields,
    empty: decode.decodedBytes === 0 && decode.charsSeen === 0,
    fieldPresent: form !== 'json' || text.fieldSeen
  }
}
