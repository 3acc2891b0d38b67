import { closeSync, openSync, readSync } from 'node:fs'
import { SourceReadError, type ZipEntrySource } from './source-errors.js'

/** zip's "method" field: stored as is, or deflated. */
export const STORED = 0
export const DEFLATED = 8

/**
 * zlib level for content worth deflating. 6 is zip's own default: the package is as small as one
 * made with `zip -r`. Level 1 packages the 1 GB benchmark folder in half the time but makes the
 * package 2.5 % bigger, a loss on any upload slower than about 10 MB/s (docs/performance.md).
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

/** Chooses STORED or DEFLATED for each file of one zip. */
export type CompressionChooser = (entry: ZipEntrySource) => number

/**
 * The choice depends only on a file's name and content, so the same folder always gives the
 * same zip. Known compressed formats are stored. A big file of another name is sampled (64 KiB
 * at its start and middle): when its bytes are spread evenly over all 256 values, as in
 * compressed, encrypted or random data, deflate cannot shrink it and it is stored too, which
 * saves most of the time `zip -r` spends on such files. Executables, DLLs and text are far from
 * even (see docs/performance.md) and are deflated.
 *
 * The sample buffer is reused, so choosing allocates next to nothing per file. One chooser
 * serves one zip at a time.
 */
export function createCompressionChooser(): CompressionChooser {
  const sample = Buffer.allocUnsafe(SAMPLE_BYTES)
  const counts = new Uint32Array(256)
  return entry => {
    const { zipPath, readPath, size } = entry
    const dot = zipPath.lastIndexOf('.')
    const extension = dot > zipPath.lastIndexOf('/') ? zipPath.slice(dot + 1).toLowerCase() : ''
    if (COMPRESSED_EXTENSIONS.has(extension)) return STORED
    if (size < SAMPLE_FROM_SIZE) return DEFLATED
    counts.fill(0)
    let sampled = 0
    // Synchronous: two small reads, no promise or stream per file.
    try {
      const fd = openSync(readPath, 'r')
      try {
        for (const position of [0, Math.floor(size / 2)]) {
          const bytesRead = readSync(fd, sample, 0, SAMPLE_BYTES, position)
          for (let i = 0; i < bytesRead; i++) counts[sample[i]]++
          sampled += bytesRead
        }
      } finally {
        closeSync(fd)
      }
    } catch (error) {
      throw new SourceReadError(entry, error)
    }
    return looksEven(counts, sampled) ? STORED : DEFLATED
  }
}

/**
 * True when 256 * sum(count^2) / n^2 < 1.05: 1 for perfectly even bytes (random data and
 * compressed formats measure 1.00 to 1.01), 8 to 90 for executables and text. Integer arithmetic
 * (exact below 2^53), so every platform decides the same.
 */
function looksEven(counts: Uint32Array, sampled: number): boolean {
  if (sampled === 0) return false
  let squares = 0
  for (const count of counts) squares += count * count
  return 20 * 256 * squares < 21 * sampled * sampled
}
