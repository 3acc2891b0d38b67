// The package digest that names a package in the ledger of completed deploys.
import { afterAll, describe, expect, it } from '@jest/globals'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import yazl from 'yazl'
import { createWriteStream } from 'node:fs'
import { once } from 'node:events'
import { packageDigest } from '../../src/changes/package-digest.js'

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
