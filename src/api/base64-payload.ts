// Streams a base64 payload out of an HTTP body as it arrives, in any of the three forms servers
// give: bare base64, the same in double quotes (a JSON string), or a JSON object holding it in a
// field. Packages reach 1 GB, so the payload is never held whole: whole chunks are decoded with
// Buffer.from(..., 'base64') and only the small other fields of an object are kept as text.
// The parts: base64-payload-parser.ts (the forms), base64-decoder.ts (the base64 itself),
// json-scan.ts (the JSON around it), sink-writer.ts (backpressure).

import {
  Base64PayloadParser,
  type Base64PayloadOptions,
  type Base64PayloadResult
} from './base64-payload-parser.js'
import { SinkWriter } from './sink-writer.js'

export { Base64PayloadError } from './base64-decoder.js'
export {
  Base64PayloadParser,
  type Base64PayloadOptions,
  type Base64PayloadResult
} from './base64-payload-parser.js'

/**
 * Reads `body` and writes the decoded payload bytes to `sink`, waiting for `drain` when the sink
 * asks. The sink is NOT ended: the caller owns it (ends it, or destroys it on error).
 * Throws Base64PayloadError for a body that is not one of the three forms or holds invalid base64.
 */
export async function extractBase64Payload(
  body: AsyncIterable<Buffer | string>,
  sink: NodeJS.WritableStream,
  options: Base64PayloadOptions
): Promise<Base64PayloadResult> {
  const parser = new Base64PayloadParser(options)
  const writer = new SinkWriter(sink)
  try {
    for await (const chunk of body) {
      const out = parser.push(chunk)
      if (out.length > 0) await writer.write(out)
    }
    const { bytes, result } = parser.finish()
    if (bytes.length > 0) await writer.write(bytes)
    writer.check()
    return result
  } finally {
    writer.release()
  }
}
