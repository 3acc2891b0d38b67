import { afterAll, describe, expect, it } from '@jest/globals'
import { once } from 'node:events'
import { createWriteStream } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import yazl from 'yazl'
import { compareContent } from '../../src/changes/compare.js'
import { CONTENT_LIMITS, readProjectContent } from '../../src/changes/project-content.js'

let folder: string | undefined
afterAll(async () => {
  if (folder) await rm(folder, { recursive: true, force: true })
})

async function zip(name: string, entries: Record<string, string>): Promise<string> {
  folder ??= await mkdtemp(path.join(os.tmpdir(), 'changes-'))
  const file = path.join(folder, name)
  const zipFile = new yazl.ZipFile()
  for (const [entry, content] of Object.entries(entries)) {
    zipFile.addBuffer(Buffer.from(content), entry)
  }
  zipFile.end()
  const out = createWriteStream(file)
  zipFile.outputStream.pipe(out)
  await once(out, 'close')
  return file
}

const graph = (body: string, indent: string, eol: string): string =>
  [
    `${indent}<Graph ClassName="SOOrderEntry_Extension" Source="#CDATA" IsNew="True" FileType="ExistingGraph">`,
    `${indent}${indent}<CDATA name="Source"><![CDATA[using PX.Data;${eol}${body}]]></CDATA>`,
    `${indent}</Graph>`
  ].join(eol)

const inquiry = (name: string, indent: string, eol: string): string =>
  [
    `${indent}<GenericInquiryScreen>`,
    `${indent}${indent}<data-set>`,
    `${indent}${indent}${indent}<relations format-version="3" relations-version="20240201" main-table="GIDesign" />`,
    `${indent}${indent}${indent}<layout><table name="GIDesign" /></layout>`,
    `${indent}${indent}${indent}<data><GIDesign><row DesignID="${name}-id" Name="${name}" /></GIDesign></data>`,
    `${indent}${indent}</data-set>`,
    `${indent}</GenericInquiryScreen>`
  ].join(eol)

function projectXml(items: string[], eol: string, root: string): string {
  return [root, ...items, '</Customization>'].join(eol)
}

describe('what a deploy changes, read from two packages', () => {
  it('a modified graph extension, an added inquiry and a removed DLL', async () => {
    const stored = await zip('stored.zip', {
      'project.xml': projectXml(
        [graph('class A {}', '    ', '\r\n'), inquiry('Sales', '    ', '\r\n')],
        '\r\n',
        '<Customization level="0" description="v1 [sha256:0123456789abcdef]" product-version="24.208">'
      ),
      'Bin\\Old.dll': 'MZ old',
      'Pages\\SO\\SO301000.aspx': '<%@ Page %>'
    })
    const next = await zip('next.zip', {
      'project.xml': projectXml(
        [
          graph('class B {}', '\t', '\n'),
          inquiry('Sales', '\t', '\n'),
          inquiry('Stock', '\t', '\n')
        ],
        '\n',
        '<Customization level="0" description="v2" product-version="25.100">'
      ),
      'Pages/SO/SO301000.aspx': '<%@ Page %>'
    })
    const changes = compareContent(
      await readProjectContent(stored, 'the backup'),
      await readProjectContent(next, 'the package')
    )
    expect(changes).toEqual({
      added: ['GenericInquiryScreen#Stock'],
      changed: ['Code#SOOrderEntry_Extension'],
      removed: ['Bin/Old.dll']
    })
  })

  it('no change for a File item whose FileID the package dropped (built from a source-control folder)', async () => {
    const root = '<Customization level="0" description="" product-version="24.210">'
    const stored = await zip('fileid-stored.zip', {
      'project.xml': projectXml(
        ['    <File AppRelativePath="Bin\\Acme.dll" FileID="8c1f2a" />'],
        '\r\n',
        root
      ),
      'Bin\\Acme.dll': 'MZ acme'
    })
    const next = await zip('fileid-next.zip', {
      'project.xml': projectXml(['    <File AppRelativePath="Bin\\Acme.dll" />'], '\r\n', root),
      'Bin\\Acme.dll': 'MZ acme'
    })
    const changes = compareContent(
      await readProjectContent(stored, 'the backup'),
      await readProjectContent(next, 'the package')
    )
    expect(changes).toEqual({ added: [], changed: [], removed: [] })
  })

  it('no change when only indentation, attribute order and line endings differ', async () => {
    const stored = await zip('same-stored.zip', {
      'project.xml': projectXml(
        [
          graph('class A {}', '    ', '\r\n').replace(
            'Source="#CDATA" IsNew="True"',
            'IsNew="True" Source="#CDATA"'
          ),
          inquiry('Sales', '    ', '\r\n')
        ],
        '\r\n',
        '<Customization level="0" description="stored" product-version="24.208">'
      ),
      'Bin\\A.dll': 'MZ'
    })
    const next = await zip('same-next.zip', {
      'project.xml': projectXml(
        [graph('class A {}', '  ', '\n'), inquiry('Sales', '  ', '\n')],
        '\n',
        '<Customization level="1" description="new">'
      ),
      'Bin/A.dll': 'MZ'
    })
    expect(
      compareContent(
        await readProjectContent(stored, 'the backup'),
        await readProjectContent(next, 'the package')
      )
    ).toEqual({ added: [], changed: [], removed: [] })
  })

  it('names the package whose project.xml holds what no project.xml can', async () => {
    const declared = await zip('declared.zip', {
      'project.xml':
        '<!DOCTYPE x [<!ENTITY a "b">]><Customization><Graph ClassName="&a;"/></Customization>'
    })
    await expect(readProjectContent(declared, 'the backup of Demo')).rejects.toThrow(
      /^The project.xml of the backup of Demo has a DOCTYPE or other declaration, which project.xml cannot hold \(at byte \d+\)\.$/
    )
  })

  it('names the package whose project.xml is not XML', async () => {
    const bad = await zip('bad.zip', { 'project.xml': '<Customization><Graph></Customization>' })
    await expect(readProjectContent(bad, 'the backup of Demo')).rejects.toThrow(
      /project.xml of the backup of Demo is not well-formed/
    )
  })

  it('stops at its bounds: files, inflated bytes against the zip, time', async () => {
    const three = await zip('three.zip', { 'project.xml': '<Customization/>', a: 'a', b: 'b' })
    await expect(
      readProjectContent(three, 'the backup', { ...CONTENT_LIMITS, maxEntries: 2 })
    ).rejects.toThrow('the backup holds more than 2 files: not compared')
    await expect(
      readProjectContent(three, 'the backup', { ...CONTENT_LIMITS, maxEntries: 3 })
    ).resolves.toMatchObject({
      files: new Map([
        ['a', expect.any(String)],
        ['b', expect.any(String)]
      ])
    })

    // 4 MiB of zeros deflates about 1000 to 1.
    const bomb = await zip('bomb.zip', {
      'project.xml': '<Customization/>',
      'zeros.bin': '\0'.repeat(4 * 1024 * 1024)
    })
    await expect(
      readProjectContent(bomb, 'the backup', { ...CONTENT_LIMITS, minInflateBytes: 1024 * 1024 })
    ).rejects.toThrow(
      /^the backup unpacks to more than \d+ MiB, far more than its zip: not compared$/
    )

    await expect(
      readProjectContent(three, 'the backup', { ...CONTENT_LIMITS, deadlineMs: 0 })
    ).rejects.toThrow('the backup took more than 0 s to read: not compared')
  })
})
