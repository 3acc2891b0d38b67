// A project as the stand-in instance stores it (the zip given at start-up, or one imported,
// kept in a file), and its base64 for getProject's answer.
import { createReadStream } from 'node:fs'

/** The JSON field that carries a package's base64, in the Import's body and getProject's answer. */
export const CONTENT_FIELD = 'projectContentBase64'

export type StoredProject =
  { kind: 'buffer'; bytes: Buffer } | { kind: 'file'; path: string; size: number }

/** Base64 of `source` in chunks (a multiple of 3 bytes each, so the pieces join cleanly). */
export async function* base64Chunks(source: StoredProject): AsyncGenerator<string> {
  const step = 3 * 64 * 1024
  if (source.kind === 'buffer') {
    for (let i = 0; i < source.bytes.length; i += step) {
      yield source.bytes.subarray(i, i + step).toString('base64')
    }
    return
  }
  let carry: Buffer = Buffer.alloc(0)
  for await (const part of createReadStream(source.path, { highWaterMark: step })) {
    const all = carry.length > 0 ? Buffer.concat([carry, part as Buffer]) : (part as Buffer)
    const whole = all.length - (all.length % 3)
    carry = all.subarray(whole)
    if (whole > 0) yield all.subarray(0, whole).toString('base64')
  }
  if (carry.length > 0) yield carry.toString('base64')
}

export function projectSize(project: StoredProject): number {
  return project.kind === 'buffer' ? project.bytes.length : project.size
}
