import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals'
import { createHash, randomBytes } from 'node:crypto'
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { inspectPackage, zipProjectFolder } from '../src/package/index.js'
import { SourceReadError, ZipWriter, DEFLATED, STORED } from '../src/zip/zip-writer.js'
import { readZipEntries } from '../test-support/zip.js'

function sameBytes(actual: Buffer | undefined, expected: Buffer): boolean {
  return actual !== undefined && actual.length === expected.length && actual.equals(expected)
}

let work: string

beforeEach(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'package-writer-'))
})

afterEach(async () => {
  await rm(work, { recursive: true, force: true })
})

describe('ZipWriter', () => {
  it('writes files bigger than its buffers, stored and deflated, one deflater for all', async () => {
    const big = randomBytes(2_500_000)
    const text = Buffer.from('<Row Field="Value" Number="12345" />\n'.repeat(100_000))
    const files: [string, Buffer, number][] = [
      ['big.bin', big, STORED],
      ['a.xml', text, DEFLATED],
      ['empty.txt', Buffer.alloc(0), DEFLATED],
      ['empty.bin', Buffer.alloc(0), STORED],
      ['b.xml', text.subarray(0, 1000), DEFLATED],
      ['ünïcode/名前.txt', Buffer.from('names in UTF-8'), DEFLATED]
    ]
    const zipPath = path.join(work, 'out.zip')
    const writer = ZipWriter.create(zipPath, { level: 6 })
    for (const [name, content, method] of files) {
      const source = path.join(work, `source-${files.findIndex(file => file[0] === name)}`)
      await writeFile(source, content)
      expect(await writer.addFile(name, source, method)).toBe(content.length)
    }
    const summary = writer.finish()

    const onDisk = await readFile(zipPath)
    expect(summary).toEqual({
      size: onDisk.length,
      sha256: createHash('sha256').update(onDisk).digest('hex'),
      entries: files.length
    })
    const entries = await readZipEntries(zipPath)
    expect(entries.map(entry => [entry.name, entry.method])).toEqual(
      files.map(([name, , method]) => [name, method])
    )
    for (const [name, content] of files) {
      expect(sameBytes(entries.find(entry => entry.name === name)?.content, content)).toBe(true)
    }
    // Deflate did its work: the text is far smaller in the zip than on disk.
    expect(onDisk.length).toBeLessThan(big.length + text.length / 10)
  })

  it('writes ZIP64 records that readers accept when asked to', async () => {
    await writeFile(path.join(work, 'project.xml'), '<Customization />')
    await writeFile(path.join(work, 'data.bin'), randomBytes(5000))
    const zipPath = path.join(work, 'out', 'zip64.zip')

    const info = await zipProjectFolder(work, {
      exclude: ['out'],
      outputPath: zipPath,
      forceZip64: true
    })

    const entries = await readZipEntries(zipPath)
    expect(entries.map(entry => [entry.name, entry.versionNeeded])).toEqual([
      ['data.bin', 45],
      ['project.xml', 45]
    ])
    expect(entries[1].content.toString()).toBe('<Customization />')
    expect(await inspectPackage(zipPath)).toEqual({ ...info, path: zipPath })
  })

  it('reports a file it cannot open as a SourceReadError', async () => {
    const writer = ZipWriter.create(path.join(work, 'out.zip'), { level: 6 })
    await expect(writer.addFile('gone.txt', path.join(work, 'gone.txt'), DEFLATED)).rejects.toThrow(
      SourceReadError
    )
    writer.abandon()
  })
})

describe('zipProjectFolder when a file goes wrong after the listing', () => {
  // The static imports above loaded zip.js with the real walker: start from a fresh registry.
  beforeEach(() => {
    jest.resetModules()
  })

  /** The real zip code with a listing that no longer matches the disk. */
  async function zipWithListing(files: { zipPath: string; readPath: string; size: number }[]) {
    jest.unstable_mockModule('../src/package/walk.js', () => ({
      listProjectFiles: async () => files
    }))
    const { zipProjectFolder: zipMocked } = await import('../src/package/zip.js')
    return zipMocked(work, { exclude: [], outputPath: path.join(work, 'out', 'package.zip') })
  }

  it('names a file that vanished and leaves no package behind', async () => {
    await writeFile(path.join(work, 'project.xml'), '<Customization />')
    const refusal = zipWithListing([
      { zipPath: 'project.xml', readPath: path.join(work, 'project.xml'), size: 17 },
      { zipPath: 'z.txt', readPath: path.join(work, 'z.txt'), size: 3 }
    ])

    await expect(refusal).rejects.toThrow(/^project-path: cannot read z\.txt: ENOENT/)
    await expect(stat(path.join(work, 'out', 'package.zip'))).rejects.toThrow(/ENOENT/)
  })

  it('refuses a file whose size changed since the listing, and leaves no package', async () => {
    await mkdir(path.join(work, 'Sub'))
    await writeFile(path.join(work, 'project.xml'), '<Customization />')
    await writeFile(path.join(work, 'Sub', 'grown.sql'), 'SELECT 1 -- and more')
    const refusal = zipWithListing([
      { zipPath: 'Sub/grown.sql', readPath: path.join(work, 'Sub', 'grown.sql'), size: 8 },
      { zipPath: 'project.xml', readPath: path.join(work, 'project.xml'), size: 17 }
    ])

    await expect(refusal).rejects.toThrow(
      /Sub\/grown\.sql changed while it was being zipped \(8 bytes listed, 20 read\)/
    )
    await expect(stat(path.join(work, 'out', 'package.zip'))).rejects.toThrow(/ENOENT/)
  })
})
