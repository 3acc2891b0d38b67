import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { randomBytes } from 'node:crypto'
import { appendFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Readable } from 'node:stream'
import {
  EmptyPackageError,
  base64Length,
  createImportBody,
  encodeBase64,
  importBodyFrame
} from '../../src/api/import-body.js'

const FIELDS = {
  projectName: 'Pkg[1].x',
  projectDescription: 'Quotes " and \\ and \u00e9\u2713 and \n newline',
  projectLevel: 7,
  isReplaceIfExists: false
}

let dir: string
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'import-body-'))
})
afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

async function collect(stream: Readable): Promise<{ body: Buffer; largestChunk: number }> {
  const parts: Buffer[] = []
  let largestChunk = 0
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    parts.push(chunk)
    largestChunk = Math.max(largestChunk, chunk.length)
  }
  return { body: Buffer.concat(parts), largestChunk }
}

describe('encodeBase64', () => {
  it('writes what Buffer writes for every length and every byte value, padding included', () => {
    const every = Buffer.from(Array.from({ length: 256 * 3 }, (_, i) => (i * 7 + (i >> 8)) & 255))
    for (let length = 0; length <= 64; length++) {
      const bytes = randomBytes(length)
      expect(encodeBase64(bytes, length).toString('latin1')).toBe(bytes.toString('base64'))
    }
    expect(encodeBase64(every, every.length).toString('latin1')).toBe(every.toString('base64'))
    // A chunk of the read size, and the first bytes of a buffer only (the last read of a file).
    const chunk = randomBytes(3 * 16 * 1024)
    expect(encodeBase64(chunk, chunk.length).equals(Buffer.from(chunk.toString('base64')))).toBe(
      true
    )
    expect(encodeBase64(chunk, 1000).toString('latin1')).toBe(
      chunk.subarray(0, 1000).toString('base64')
    )
  })

  it('reads the input from a view at any offset', () => {
    const bytes = randomBytes(301)
    const shifted = Buffer.alloc(bytes.length + 1)
    bytes.copy(shifted, 1)
    expect(encodeBase64(shifted.subarray(1), bytes.length).toString('latin1')).toBe(
      bytes.toString('base64')
    )
  })
})

describe('importBodyFrame', () => {
  it('opens the JSON of the five fields in the order of the spec, package last', () => {
    const { head, tail } = importBodyFrame(FIELDS)
    expect(head + tail).toBe(JSON.stringify({ ...FIELDS, projectContentBase64: '' }))
    expect(head.endsWith('"projectContentBase64":"')).toBe(true)
    expect(tail).toBe('"}')
    expect(Object.keys(JSON.parse(head + tail))).toEqual([
      'projectName',
      'projectDescription',
      'projectLevel',
      'isReplaceIfExists',
      'projectContentBase64'
    ])
  })
})

describe('createImportBody', () => {
  it.each([1, 2, 3, 4, 196607, 196608, 196609, 393217])(
    'streams exactly Content-Length bytes of the expected JSON for %i bytes',
    async size => {
      const bytes = randomBytes(size)
      const path = join(dir, 'p.zip')
      await writeFile(path, bytes)
      const body = await createImportBody({ ...FIELDS, packagePath: path })
      const { body: sent } = await collect(body.open())
      const expected = JSON.stringify({ ...FIELDS, projectContentBase64: bytes.toString('base64') })
      expect(sent.toString('utf8') === expected).toBe(true)
      expect(body.contentLength).toBe(Buffer.byteLength(expected))
      expect(sent.length).toBe(body.contentLength)
      expect(body.packageSize).toBe(size)
    }
  )

  it('reads the file in bounded chunks, never whole', async () => {
    const path = join(dir, 'big.zip')
    await writeFile(path, randomBytes(8 * 1024 * 1024))
    const body = await createImportBody({ ...FIELDS, packagePath: path })
    const { body: sent, largestChunk } = await collect(body.open())
    expect(sent.length).toBe(body.contentLength)
    expect(largestChunk).toBeLessThanOrEqual(base64Length(3 * 64 * 1024) + 4)
  })

  it('can be opened again (each stream reads the file anew)', async () => {
    const path = join(dir, 'p.zip')
    await writeFile(path, randomBytes(1000))
    const body = await createImportBody({ ...FIELDS, packagePath: path })
    const first = await collect(body.open())
    const second = await collect(body.open())
    expect(second.body.equals(first.body)).toBe(true)
  })

  it('refuses an empty package', async () => {
    const path = join(dir, 'empty.zip')
    await writeFile(path, '')
    const promise = createImportBody({ ...FIELDS, packagePath: path })
    await expect(promise).rejects.toBeInstanceOf(EmptyPackageError)
    await expect(createImportBody({ ...FIELDS, packagePath: path })).rejects.toThrow(
      /empty; an Import without content deletes the project/
    )
  })

  it('refuses a missing file and a folder', async () => {
    await expect(
      createImportBody({ ...FIELDS, packagePath: join(dir, 'missing.zip') })
    ).rejects.toThrow(/cannot read the package .*missing\.zip: ENOENT/)
    await mkdir(join(dir, 'folder.zip'))
    await expect(
      createImportBody({ ...FIELDS, packagePath: join(dir, 'folder.zip') })
    ).rejects.toThrow(/is not a file/)
  })

  it('fails the stream when the file changes size after the length was computed', async () => {
    const path = join(dir, 'p.zip')
    await writeFile(path, randomBytes(100))
    const body = await createImportBody({ ...FIELDS, packagePath: path })
    await appendFile(path, randomBytes(10))
    await expect(collect(body.open())).rejects.toThrow(
      /changed while it was being sent \(100 bytes before, 110 bytes read\)/
    )
  })
})
