import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals'
import { createHash, randomBytes } from 'node:crypto'
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { inspectPackage, zipProjectFolder } from '../../src/package/index.js'
import { DEFLATED, STORED } from '../../src/zip/compression.js'
import { SourceChangedError, SourceReadError } from '../../src/zip/source-errors.js'
import { writeZipFile } from '../../src/zip/write-zip.js'
import { readZipEntries } from '../../test-support/zip.js'

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

describe('writeZipFile', () => {
  it('writes big and empty files, stored and deflated, in the order given', async () => {
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
    const sources = []
    for (const [index, [name, content, method]] of files.entries()) {
      const readPath = path.join(work, `source-${index}`)
      await writeFile(readPath, content)
      sources.push({ zipPath: name, readPath, size: content.length, method })
    }
    const zipPath = path.join(work, 'out.zip')

    const summary = await writeZipFile(zipPath, sources, {
      method: source => source.method,
      level: 6
    })

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
      ['project.xml', 45],
      ['data.bin', 45]
    ])
    expect(entries[0].content.toString()).toBe('<Customization />')
    expect(await inspectPackage(zipPath)).toEqual({ ...info, path: zipPath })
  })

  it('rejects with SourceReadError for a file it cannot open, naming that entry', async () => {
    const gone = { zipPath: 'gone.txt', readPath: path.join(work, 'gone.txt'), size: 1 }
    const writing = writeZipFile(path.join(work, 'out.zip'), [gone], {
      method: () => DEFLATED,
      level: 6
    })
    await expect(writing).rejects.toThrow(SourceReadError)
    await expect(writing).rejects.toMatchObject({ entry: gone })
  })

  it('rejects with SourceChangedError for a file that does not hold its listed size', async () => {
    await writeFile(path.join(work, 'a.txt'), 'four')
    await writeFile(path.join(work, 'b.txt'), 'longer than listed')
    const changed = { zipPath: 'b.txt', readPath: path.join(work, 'b.txt'), size: 3 }
    const writing = writeZipFile(
      path.join(work, 'out.zip'),
      [{ zipPath: 'a.txt', readPath: path.join(work, 'a.txt'), size: 4 }, changed],
      { method: () => STORED, level: 6 }
    )
    await expect(writing).rejects.toThrow(SourceChangedError)
    await expect(writing).rejects.toMatchObject({ entry: changed, read: 18 })
  })

  it('takes the sources one at a time: an error of the listing fails the zip', async () => {
    await writeFile(path.join(work, 'a.txt'), 'a')
    const taken: string[] = []
    function* listing() {
      taken.push('a.txt')
      yield { zipPath: 'a.txt', readPath: path.join(work, 'a.txt'), size: 1 }
      throw new Error('listing failed')
    }
    await expect(
      writeZipFile(path.join(work, 'out.zip'), listing(), { method: () => STORED, level: 6 })
    ).rejects.toThrow('listing failed')
    expect(taken).toEqual(['a.txt'])
  })
})

describe('zipProjectFolder when a file goes wrong after the listing', () => {
  // The static imports above loaded zip.js with the real walker: start from a fresh registry.
  beforeEach(() => {
    jest.resetModules()
  })

  /** The real zip code with a listing that no longer matches the disk. */
  async function zipWithListing(files: { zipPath: string; readPath: string; size: number }[]) {
    // By absolute path: jest resolves a relative mock path from the tests' root, not this file.
    jest.unstable_mockModule(
      fileURLToPath(new URL('../../src/package/walk.ts', import.meta.url)),
      () => ({
        listProjectFiles: async () => files
      })
    )
    const { zipProjectFolder: zipMocked } = await import('../../src/package/zip.js')
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
