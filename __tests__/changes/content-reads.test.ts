// One read of each zip per run: the package's content and digest in one pass (readPackageContent),
// kept by ContentReads for every later question, and a table that crossed from a worker thread.
import { afterAll, describe, expect, it } from '@jest/globals'
import { once } from 'node:events'
import { createWriteStream } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import yazl from 'yazl'
import type { ProjectContent } from '../../src/changes/compare.js'
import { ContentReads } from '../../src/changes/content-reads.js'
import { DigestTable } from '../../src/changes/digest-table.js'
import { packageDigest } from '../../src/changes/package-digest.js'
import { readPackageContent, readProjectContent } from '../../src/changes/project-content.js'

let folder: string | undefined
afterAll(async () => {
  if (folder) await rm(folder, { recursive: true, force: true })
})

/** A zip of `entries` in the order given (deflated, or stored with `stored`). */
async function zip(name: string, entries: [string, string][], stored = false): Promise<string> {
  folder ??= await mkdtemp(path.join(os.tmpdir(), 'content-reads-'))
  const file = path.join(folder, name)
  const zipFile = new yazl.ZipFile()
  for (const [entry, content] of entries) {
    zipFile.addBuffer(Buffer.from(content), entry, { compress: !stored })
  }
  zipFile.end()
  const out = createWriteStream(file)
  zipFile.outputStream.pipe(out)
  await once(out, 'close')
  return file
}

const PROJECT_XML = [
  '<Customization level="0" description="v1" product-version="24.208">',
  '  <Graph ClassName="SOOrderEntry_Extension" Source="#CDATA" FileType="ExistingGraph">',
  '    <CDATA name="Source"><![CDATA[class A {}]]></CDATA>',
  '  </Graph>',
  '  <File AppRelativePath="Bin\\Acme.dll" />',
  '  <Sql TableName="AcmeTable" />',
  '</Customization>'
].join('\r\n')

/** Entries out of the digest's order (project.xml first, names not sorted). */
const ENTRIES: [string, string][] = [
  ['project.xml', PROJECT_XML],
  ['sql/zz.sql', 'select 1'],
  ['Bin/Acme.dll', 'MZ acme'.repeat(5000)],
  ['Pages/SO/SO301000.aspx', '<%@ Page %>']
]

function plain(content: ProjectContent): unknown {
  const items = []
  for (let index = 0; index < content.items.size; index++) {
    items.push([content.items.keyAt(index), content.items.digestAt(index).toString('hex')])
  }
  return { items, files: [...content.files] }
}

describe('a package read once for its content and its digest', () => {
  it('gives what the two separate reads give, files in the zip order, at any level', async () => {
    for (const stored of [false, true]) {
      const file = await zip(`package-${stored}.zip`, ENTRIES, stored)
      const read = await readPackageContent(file, 'the package')
      expect(read.content).not.toBeInstanceOf(Error)
      expect(plain(read.content as ProjectContent)).toEqual(
        plain(await readProjectContent(file, 'the package'))
      )
      expect([...(read.content as ProjectContent).files.keys()]).toEqual([
        'sql/zz.sql',
        'Bin/Acme.dll',
        'Pages/SO/SO301000.aspx'
      ])
      for (const level of [0, 3]) expect(read.digest(level)).toBe(await packageDigest(file, level))
      expect(read.digest(0)).not.toBe(read.digest(3))
    }
  })

  it('keeps the digest when the content cannot be read, and says why', async () => {
    const file = await zip('broken.zip', [
      ['project.xml', '<Customization><Graph></Customization>'],
      ['Bin/A.dll', 'MZ']
    ])
    const read = await readPackageContent(file, 'the package of Acme')
    expect(read.content).toBeInstanceOf(Error)
    expect((read.content as Error).message).toMatch(
      /^The project\.xml of the package of Acme is not well-formed XML/
    )
    expect(read.digest(2)).toBe(await packageDigest(file, 2))
    await expect(readProjectContent(file, 'the package of Acme')).rejects.toThrow(
      (read.content as Error).message
    )
  })
})

describe('ContentReads: each zip of a run read once', () => {
  it('answers every later question about a package from its one read', async () => {
    const file = await zip('run-package.zip', ENTRIES)
    const expected = plain(await readProjectContent(file, 'x'))
    const digest = await packageDigest(file, 1)
    const reads = new ContentReads()
    reads.package(file, 'the package of Acme', 1)
    expect(plain(await reads.content(file, 'the package of Acme'))).toEqual(expected)
    // Gone from disk: only a kept answer can still come.
    await rm(file)
    expect(await reads.digest(file, 1)).toBe(digest)
    expect(plain(await reads.content(file, 'the package of Acme'))).toEqual(expected)
  })

  it('reads a stored project once too, and keeps a failure for whoever asks', async () => {
    const file = await zip('run-stored.zip', ENTRIES)
    const broken = await zip('run-broken.zip', [['project.xml', '<Customization><A></B>']])
    const reads = new ContentReads()
    const first = plain(await reads.content(file, 'the stored Acme'))
    await rm(file)
    expect(plain(await reads.content(file, 'the stored Acme'))).toEqual(first)
    await expect(reads.content(broken, 'the stored Acme')).rejects.toThrow(
      /The project\.xml of the stored Acme is not well-formed XML/
    )
    await expect(reads.content(broken, 'the stored Acme')).rejects.toThrow(/not well-formed/)
  })

  it('a package asked at another level than its own is digested at that level', async () => {
    const file = await zip('run-level.zip', ENTRIES)
    const reads = new ContentReads()
    reads.package(file, 'the package', 0)
    expect(await reads.digest(file, 4)).toBe(await packageDigest(file, 4))
  })
})

describe('a digest table that crossed from a worker thread', () => {
  it('finds its keys and digests again after a structured clone', () => {
    const table = new DigestTable()
    for (let index = 0; index < 3000; index++) {
      table.set(`Item#${index}`, Buffer.alloc(32, index % 251))
    }
    const revived = DigestTable.revive(structuredClone(table))
    expect(revived).toBeInstanceOf(DigestTable)
    expect(revived.size).toBe(3000)
    for (const index of [0, 1234, 2999]) {
      expect(revived.keyAt(index)).toBe(`Item#${index}`)
      expect(revived.digestAt(index)).toEqual(Buffer.alloc(32, index % 251))
      expect(revived.indexOfKeyIn(table, index)).toBe(index)
      expect(revived.sameDigest(index, table, index)).toBe(true)
    }
    revived.set('Item#new', Buffer.alloc(32, 7))
    expect(revived.size).toBe(3001)
  })
})
