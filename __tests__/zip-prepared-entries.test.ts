// Entries encoded ahead (PreparedEntries) and copied into a zip after a first entry written then
// (ZipWriter.addEncoded): the zip must be the very bytes of writing every file directly, whatever
// the order and names the data was encoded under, with ZIP64 decided on the offsets in the zip.
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { randomBytes } from 'node:crypto'
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { DEFLATED, STORED } from '../src/zip/compression.js'
import { PreparedEntries } from '../src/zip/prepared-entries.js'
import { SourceReadError, type ZipEntrySource } from '../src/zip/source-errors.js'
import { writeZipFile } from '../src/zip/write-zip.js'
import { readZipEntries } from '../test-support/zip.js'

let work: string

beforeEach(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'prepared-entries-'))
})

afterEach(async () => {
  await rm(work, { recursive: true, force: true })
})

interface Source extends ZipEntrySource {
  method: number
  /** The source its data is encoded from ahead (another object, maybe another name). */
  prepared?: Source
}

async function source(name: string, content: Buffer, method: number): Promise<Source> {
  const readPath = path.join(work, `file-${name.replaceAll('/', '_')}`)
  await writeFile(readPath, content)
  return { zipPath: name, readPath, size: content.length, method }
}

/** The zip of `sources` written directly, every file read and deflated in turn. */
async function direct(sources: Source[], options: { zip64Above?: number } = {}): Promise<Buffer> {
  const zipPath = path.join(work, 'direct.zip')
  await writeZipFile(zipPath, sources, { method: s => s.method, level: 6, ...options })
  return readFile(zipPath)
}

/**
 * The zip of `sources`: the first one written then, the others copied from data encoded ahead,
 * in the order of `encodeOrder` and under the names those sources have.
 */
async function viaPrepared(
  sources: Source[],
  encodeOrder: Source[],
  options: { zip64Above?: number } = {}
): Promise<Buffer> {
  const entries = PreparedEntries.start(path.join(work, 'entries'), encodeOrder, {
    method: s => s.method,
    level: 6
  })
  try {
    const zipPath = path.join(work, 'prepared.zip')
    await writeZipFile(zipPath, sources, {
      method: s => s.method,
      level: 6,
      ...options,
      prepared: s => (s.prepared ? entries.ready(s.prepared) : undefined)
    })
    return await readFile(zipPath)
  } finally {
    await entries.remove()
  }
}

/** `final` as the zip names it, its data encoded from `ahead` (same file, another name). */
function renamed(ahead: Source, zipPath: string): Source {
  return { ...ahead, zipPath, prepared: ahead }
}

describe('entries encoded ahead', () => {
  it('give the same bytes as the files written directly, after a first entry, in another order and under other names', async () => {
    const text = Buffer.from('<Row Field="Value" Number="12345" />\r\n'.repeat(40_000))
    const first = await source(
      'project.xml',
      Buffer.from('<Customization>x</Customization>'),
      DEFLATED
    )
    const random = await source('bin/a.dll', randomBytes(1_500_000), STORED)
    const deflated = await source('code/b.cs', text, DEFLATED)
    const empty = await source('empty.txt', Buffer.alloc(0), DEFLATED)
    const small = await source('ünïcode/名前.txt', Buffer.from('names in UTF-8'), DEFLATED)
    // A respelled name (as a <File> fragment may give) sorts the entries differently.
    const zipOrder = [
      first,
      renamed(deflated, 'Code/B.cs'),
      renamed(random, 'bin/a.dll'),
      renamed(empty, 'empty.txt'),
      renamed(small, 'ünïcode/名前.txt')
    ]

    const expected = await direct(zipOrder)
    const actual = await viaPrepared(zipOrder, [random, deflated, empty, small])

    expect(actual.equals(expected)).toBe(true)
    const entries = await readZipEntries(path.join(work, 'prepared.zip'))
    expect(entries.map(entry => [entry.name, entry.method, entry.content.length])).toEqual([
      ['project.xml', DEFLATED, 32],
      ['Code/B.cs', DEFLATED, text.length],
      ['bin/a.dll', STORED, 1_500_000],
      ['empty.txt', DEFLATED, 0],
      ['ünïcode/名前.txt', DEFLATED, 14]
    ])
    expect(entries[1].content.equals(text)).toBe(true)
    // The files of encoded data are gone.
    expect((await readdir(work)).filter(name => name.startsWith('entries'))).toEqual([])
  })

  it('decide ZIP64 on their offsets in the zip, not in the file they were encoded into', async () => {
    // With ZIP64 needed past 1000 bytes: the data of `late` is at offset 0 of its encoded file,
    // but after the first two entries of the zip (600 and 500 bytes), past 1000.
    // (Random bytes: deflated, about as big as they are.)
    const first = await source('project.xml', randomBytes(600), DEFLATED)
    const early = await source('a.bin', randomBytes(500), DEFLATED)
    const late = await source('b.bin', randomBytes(300), DEFLATED)
    const zipOrder = [first, renamed(early, 'a.bin'), renamed(late, 'b.bin')]

    const expected = await direct(zipOrder, { zip64Above: 1000 })
    const actual = await viaPrepared(zipOrder, [late, early], { zip64Above: 1000 })

    expect(actual.equals(expected)).toBe(true)
    const entries = await readZipEntries(path.join(work, 'prepared.zip'))
    expect(entries.map(entry => [entry.name, entry.versionNeeded])).toEqual([
      ['project.xml', 20],
      ['a.bin', 20],
      ['b.bin', 45]
    ])
    expect(entries[2].content.equals(await readFile(late.readPath))).toBe(true)
    // The same zip without the low limit has no ZIP64 record at all.
    const plain = await viaPrepared(zipOrder, [late, early])
    expect(plain.equals(await direct(zipOrder))).toBe(true)
    expect(plain.includes(Buffer.from([0x50, 0x4b, 0x06, 0x06]))).toBe(false)
  })

  it('report a file that cannot be read when the zip reaches it, under the name the zip gives it', async () => {
    const first = await source('project.xml', Buffer.from('<Customization />'), DEFLATED)
    const good = await source('a.txt', Buffer.from('readable'), DEFLATED)
    const gone: Source = {
      zipPath: 'gone.txt',
      readPath: path.join(work, 'gone.txt'),
      size: 1,
      method: DEFLATED
    }
    const final = renamed(gone, 'Gone.txt')

    const writing = viaPrepared([first, renamed(good, 'a.txt'), final], [gone, good])

    await expect(writing).rejects.toThrow(SourceReadError)
    await expect(writing).rejects.toMatchObject({ entry: final })
    expect((await readdir(work)).filter(name => name.startsWith('entries'))).toEqual([])
  })

  it('stop and leave nothing behind when removed before they are done', async () => {
    const big = await source('big.xml', Buffer.from('<Row A="1" />\n'.repeat(400_000)), DEFLATED)
    const others = await Promise.all(
      ['b', 'c', 'd'].map(name => source(`${name}.xml`, Buffer.from(name), DEFLATED))
    )
    const entries = PreparedEntries.start(path.join(work, 'entries'), [big, ...others], {
      method: s => s.method,
      level: 6
    })

    await entries.remove()

    expect((await readdir(work)).filter(name => name.startsWith('entries'))).toEqual([])
    await expect(entries.ready(others[2])).rejects.toThrow(/cancelled/)
  })
})
