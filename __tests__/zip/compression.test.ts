import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { randomBytes, randomInt } from 'node:crypto'
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { DEFLATED, STORED, createCompressionChooser } from '../../src/zip/compression.js'

let work: string

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'package-compression-'))
})

afterAll(async () => {
  await rm(work, { recursive: true, force: true })
})

async function methodOf(zipPath: string, content: Buffer): Promise<number> {
  const onDisk = path.join(work, path.basename(zipPath))
  await writeFile(onDisk, content)
  return createCompressionChooser()({ zipPath, readPath: onDisk, size: content.length })
}

/** Text that does not repeat, so that its gzip is as dense as real compressed data. */
function randomText(bytes: number): Buffer {
  const words = ['Order', 'Customer', 'Amount', 'Status', '<Field ', '/>', '\n']
  const parts: string[] = []
  let length = 0
  while (length < bytes) {
    const part = `${words[randomInt(words.length)]}${randomInt(1_000_000)} `
    parts.push(part)
    length += part.length
  }
  return Buffer.from(parts.join(''))
}

const text = (bytes: number) =>
  Buffer.from('<Field name="OrderNbr" type="String" />\n'.repeat(bytes / 40 + 1)).subarray(0, bytes)

describe('createCompressionChooser', () => {
  it('stores known compressed formats whatever their size or letter case', async () => {
    expect(await methodOf('Images/logo.PNG', text(100))).toBe(STORED)
    expect(await methodOf('Bin/lib.nupkg', text(500_000))).toBe(STORED)
    expect(await methodOf('a/b.tar.gz', text(10))).toBe(STORED)
  })

  it('deflates small files without sampling them', async () => {
    expect(await methodOf('Bin/tiny.dll', randomBytes(10_000))).toBe(DEFLATED)
  })

  it('stores a big random-looking file and deflates a big compressible one', async () => {
    expect(await methodOf('Bin/packed.dll', randomBytes(1_000_000))).toBe(STORED)
    expect(await methodOf('project.xml', text(1_000_000))).toBe(DEFLATED)
  })

  it('stores compressed content whatever its name, deflates a real executable', async () => {
    const gzipped = gzipSync(randomText(2_000_000))
    expect(await methodOf('Data/archive.bin', gzipped)).toBe(STORED)
    const node = await stat(process.execPath)
    const chooser = createCompressionChooser()
    expect(
      await chooser({ zipPath: 'Bin/node.exe', readPath: process.execPath, size: node.size })
    ).toBe(DEFLATED)
  })

  it('samples the middle too: compressible text after a random head is deflated', async () => {
    const mixed = Buffer.concat([randomBytes(100_000), text(900_000)])
    expect(await methodOf('Bin/mixed.dll', mixed)).toBe(DEFLATED)
  })

  it('does not take a dot in a folder name for an extension', async () => {
    expect(await methodOf('images.zip/readme', text(100))).toBe(DEFLATED)
  })
})
