// The zip records both checks of a zip read: the signature at its start and the end of central
// directory record near its end. Pure file reads with no errors of their own, so the API client
// (which checks a downloaded backup) can use them without knowing the packager.
import type { FileHandle } from 'node:fs/promises'
import { open } from 'node:fs/promises'

export const LOCAL_FILE_HEADER = 0x04034b50
export const END_OF_CENTRAL_DIRECTORY = 0x06054b50
const EOCD_SIZE = 22
const MAX_COMMENT = 0xffff

/** The first four bytes as a little-endian number; undefined when they cannot be read. */
export async function signatureOf(filePath: string): Promise<number | undefined> {
  try {
    const file = await open(filePath, 'r')
    try {
      const head = Buffer.alloc(4)
      const { bytesRead } = await file.read(head, 0, 4, 0)
      return bytesRead === 4 ? head.readUInt32LE(0) : undefined
    } finally {
      await file.close()
    }
  } catch {
    return undefined
  }
}

/**
 * The end of a zip of `size` bytes that can hold its end record (22 bytes and a comment of at
 * most 65535), and where in it the record starts (-1 when there is none).
 */
export async function readEndRecord(
  file: FileHandle,
  size: number
): Promise<{ tail: Buffer; at: number }> {
  const tailLength = Math.min(size, EOCD_SIZE + MAX_COMMENT)
  const tail = Buffer.alloc(tailLength)
  await file.read(tail, 0, tailLength, size - tailLength)
  return { tail, at: findEndRecord(tail) }
}

/** Position of the last end-of-central-directory signature whose comment fits in the file. */
function findEndRecord(tail: Buffer): number {
  for (let at = tail.length - EOCD_SIZE; at >= 0; at--) {
    if (
      tail.readUInt32LE(at) === END_OF_CENTRAL_DIRECTORY &&
      at + EOCD_SIZE + tail.readUInt16LE(at + 20) <= tail.length
    ) {
      return at
    }
  }
  return -1
}
