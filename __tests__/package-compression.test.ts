import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { randomBytes } from 'node:crypto'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { DEFLATE_LEVEL, STORE, compressionLevelFor } from '../src/package/compression.js'

let work: string

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'package-compression-'))
})

afterAll(async () => {
  await rm(work, { recursive: true, force: true })
})

async function levelOf(zipPath: string, content: Buffer): Promise<number> {
  const onDisk = path.join(work, path.basename(zipPath))
  await writeFile(onDisk, content)
  return compressionLevelFor(zipPath, onDisk, content.length)
}

const text = (bytes: number) =>
  Buffer.from('<Field name="OrderNbr" type="String" />\n'.repeat(bytes / 40 + 1)).subarray(0, bytes)

describe('compressionLevelFor', () => {
  it('stores known compressed formats whatever their size or letter case', async () => {
    expect(await levelOf('Images/logo.PNG', text(100))).toBe(STORE)
    expect(await levelOf('Bin/lib.nupkg', text(500_000))).toBe(STORE)
    expect(await levelOf('a/b.tar.gz', text(10))).toBe(STORE)
  })

  it('deflates small files without sampling them', async () => {
    expect(await levelOf('Bin/tiny.dll', randomBytes(10_000))).toBe(DEFLATE_LEVEL)
  })

  it('stores a big random-looking file and deflates a big compressible one', async () => {
    expect(await levelOf('Bin/packed.dll', randomBytes(1_000_000))).toBe(STORE)
    expect(await levelOf('project.xml', text(1_000_000))).toBe(DEFLATE_LEVEL)
  })

  it('samples the middle too: compressible text after a random head is deflated', async () => {
    const mixed = Buffer.concat([randomBytes(100_000), text(900_000)])
    expect(await levelOf('Bin/mixed.dll', mixed)).toBe(DEFLATE_LEVEL)
  })

  it('does not take a dot in a folder name for an extension', async () => {
    expect(await levelOf('images.zip/readme', text(100))).toBe(DEFLATE_LEVEL)
  })
})
