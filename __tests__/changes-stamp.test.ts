import { afterAll, describe, expect, it } from '@jest/globals'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import yazl from 'yazl'
import { createWriteStream } from 'node:fs'
import { once } from 'node:events'
import { readStamp, stampDescription, withoutStamp } from '../src/changes/description-stamp.js'
import { packageDigest } from '../src/changes/package-digest.js'

const DIGEST = '0123456789abcdef'.repeat(4)

describe('description stamp', () => {
  it('appends the first 16 hex digits of the digest', () => {
    expect(stampDescription('Sales extensions', DIGEST)).toBe(
      'Sales extensions [sha256:0123456789abcdef]'
    )
    expect(readStamp('Sales extensions [sha256:0123456789abcdef]')).toBe('0123456789abcdef')
  })

  it('replaces an earlier stamp instead of repeating it', () => {
    const once = stampDescription('Sales', 'f'.repeat(64))
    const twice = stampDescription(once, DIGEST)
    expect(twice).toBe('Sales [sha256:0123456789abcdef]')
    expect(twice.match(/sha256/g)).toHaveLength(1)
  })

  it('stamps an empty description without a leading space, and reads it back', () => {
    const stamped = stampDescription('', DIGEST)
    expect(stamped).toBe('[sha256:0123456789abcdef]')
    expect(readStamp(stamped)).toBe('0123456789abcdef')
    expect(withoutStamp(stamped)).toBe('')
    expect(stampDescription(stamped, 'a'.repeat(64))).toBe('[sha256:aaaaaaaaaaaaaaaa]')
  })

  it.each([
    'Sales extensions',
    'Sales [sha256:0123456789abcde]', // 15 digits
    'Sales [sha256:0123456789abcdef0]', // 17 digits
    'Sales [sha256:0123456789ABCDEF]', // not our lower-case form
    'Sales [sha256:0123456789abcdeg]',
    'Sales [sha256:0123456789abcdef] and more',
    'Sales[sha256:0123456789abcdef]', // no space: not appended by us
    'Sales [SHA256:0123456789abcdef]',
    ''
  ])('never takes %j for a stamp', description => {
    expect(readStamp(description)).toBeUndefined()
    expect(withoutStamp(description)).toBe(description)
  })
})

async function zipOf(entries: [string, string][], file: string): Promise<string> {
  const zip = new yazl.ZipFile()
  for (const [name, content] of entries) {
    zip.addBuffer(Buffer.from(content), name, { mtime: new Date(Date.now() - Math.random() * 1e9) })
  }
  zip.end()
  const out = createWriteStream(file)
  zip.outputStream.pipe(out)
  await once(out, 'close')
  return file
}

describe('package digest', () => {
  let dir: string
  afterAll(() => rm(dir, { recursive: true, force: true }))

  it('depends on names, bytes and level; not on entry order, file times or compression', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'digest-'))
    const a = await zipOf(
      [
        ['project.xml', '<Customization />'],
        ['Bin/A.dll', 'MZ1']
      ],
      path.join(dir, 'a.zip')
    )
    const b = await zipOf(
      [
        ['Bin/A.dll', 'MZ1'],
        ['project.xml', '<Customization />']
      ],
      path.join(dir, 'b.zip')
    )
    const changed = await zipOf(
      [
        ['project.xml', '<Customization />'],
        ['Bin/A.dll', 'MZ2']
      ],
      path.join(dir, 'c.zip')
    )
    const renamed = await zipOf(
      [
        ['project.xml', '<Customization />'],
        ['Bin/B.dll', 'MZ1']
      ],
      path.join(dir, 'd.zip')
    )
    // A name/content boundary cannot be moved without changing the digest.
    const shifted = await zipOf(
      [
        ['project.xml', '<Customization />'],
        ['Bin/A.dl', 'lMZ1']
      ],
      path.join(dir, 'e.zip')
    )
    const digestA = await packageDigest(a, 0)
    expect(digestA).toMatch(/^[0-9a-f]{64}$/)
    expect(await packageDigest(b, 0)).toBe(digestA)
    expect(await packageDigest(a, 1)).not.toBe(digestA)
    expect(await packageDigest(changed, 0)).not.toBe(digestA)
    expect(await packageDigest(renamed, 0)).not.toBe(digestA)
    expect(await packageDigest(shifted, 0)).not.toBe(digestA)
  })
})
