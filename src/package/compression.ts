import { open } from 'node:fs/promises'
import { promisify } from 'node:util'
import { deflateRaw } from 'node:zlib'

const deflateRawAsync = promisify(deflateRaw)

/** yazl's level for "store, do not deflate". */
export const STORE = 0
/**
 * zlib level for content worth deflating. 6 is zip's own default: the package is as small as one
 * made with `zip -r`; levels 1-5 save up to a third of the deflate time on text but make the
 * upload bigger (see docs/performance.md).
 */
export const DEFLATE_LEVEL = 6

/** Formats that are compressed already: deflating them again costs time and saves nothing. */
const COMPRESSED_EXTENSIONS = new Set([
  '7z', 'avif', 'br', 'bz2', 'cab', 'docx', 'gif', 'gz', 'jar', 'jpeg', 'jpg', 'mp3', 'mp4',
  'nupkg', 'ogg', 'png', 'pptx', 'rar', 'snupkg', 'tgz', 'webm', 'webp', 'woff', 'woff2', 'xlsx',
  'xz', 'zip', 'zst'
]) // prettier-ignore

/** Files smaller than this are deflated without a look: the cost either way is tiny. */
const SAMPLE_FROM_SIZE = 256 * 1024
const SAMPLE_BYTES = 64 * 1024
/** Deflated samples above this share of their size mean the file is not worth deflating. */
const INCOMPRESSIBLE_RATIO = 0.97

/**
 * Chooses store or deflate for one file. The choice depends only on the file's name and content,
 * so the same folder always gives the same zip. Besides known compressed formats, a big file is
 * sampled (64 KiB at its start and middle, deflated at the fastest level): random-looking data
 * such as encrypted or packed binaries is stored, which is most of the time `zip -r` spends on it.
 */
export async function compressionLevelFor(
  zipPath: string,
  readPath: string,
  size: number
): Promise<number> {
  const dot = zipPath.lastIndexOf('.')
  const extension = dot > zipPath.lastIndexOf('/') ? zipPath.slice(dot + 1).toLowerCase() : ''
  if (COMPRESSED_EXTENSIONS.has(extension)) return STORE
  if (size < SAMPLE_FROM_SIZE) return DEFLATE_LEVEL
  return (await looksIncompressible(readPath, size)) ? STORE : DEFLATE_LEVEL
}

async function looksIncompressible(readPath: string, size: number): Promise<boolean> {
  const file = await open(readPath, 'r')
  try {
    let raw = 0
    let deflated = 0
    for (const position of [0, Math.floor(size / 2)]) {
      const sample = Buffer.alloc(SAMPLE_BYTES)
      const { bytesRead } = await file.read(sample, 0, SAMPLE_BYTES, position)
      raw += bytesRead
      deflated += (await deflateRawAsync(sample.subarray(0, bytesRead), { level: 1 })).length
    }
    return raw > 0 && deflated > raw * INCOMPRESSIBLE_RATIO
  } finally {
    await file.close()
  }
}
