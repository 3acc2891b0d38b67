// The export's writing: fragment names, exclude, the package format, files and items byte for
// byte, refusals of a stored package that lies about its sizes or holds what XML cannot, a
// folder left as it was when anything fails, cancellation, and links.
import { describe, expect, it } from '@jest/globals'
import { mkdir, readdir, symlink, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { ProjectNotFoundError } from '../../src/api/not-found.js'
import { prepareExport } from '../../src/export/export-project.js'
import { NL, storedZip, useExportWorkspace } from '../../test-support/export-workspace.js'
import { readTree, readZip } from '../../test-support/zip.js'
import { zipBuffer } from '../../simulator/testing.js'

const space = useExportWorkspace('export-project-')

describe('export', () => {
  it('names fragments from keys; File items get a fragment only for attributes beyond AppRelativePath and FileID', async () => {
    const zip = await zipBuffer({
      'project.xml': [
        '<Customization level="3" description="d" product-version="24.210">',
        '    <Graph ClassName="SOOrderEntry_Extension" />',
        '    <File AppRelativePath="Pages\\SO\\SO301000.aspx" FileID="7" />',
        '    <File AppRelativePath="Pages\\SO\\SO301000.aspx.cs" Description="x" />',
        '    <Page path="~/pages/so/so301000.aspx" />',
        '    <PerTenantFile AppRelativePath="screens\\SO\\SO301000\\SO301000.html" ScreenId="SO301000" />',
        '</Customization>'
      ].join('\n'),
      'Pages/SO/SO301000.aspx': 'aspx',
      'Pages/SO/SO301000.aspx.cs': 'cs',
      'screens/SO/SO301000/SO301000.html': 'html'
    })
    const folder = path.join(space.dir, 'names')
    const result = await space.exportZip(zip, folder)
    expect(result.added).toEqual([
      'FrontendSources/screen/src/development/screens/SO/SO301000/SO301000.html',
      'Pages/SO/SO301000.aspx',
      'Pages/SO/SO301000.aspx.cs',
      '_project/Code_SOOrderEntry_Extension.xml',
      '_project/File_Pages_SO_SO301000_aspx_cs.xml',
      '_project/ProjectMetadata.xml',
      '_project/pages_so_so301000_aspx.xml'
    ])
    const tree = await readTree(folder)
    // LF line breaks of the stored project.xml become CRLF; the indentation goes.
    expect(tree.get('_project/File_Pages_SO_SO301000_aspx_cs.xml')!.toString('utf8')).toBe(
      '\uFEFF<File AppRelativePath="Pages\\SO\\SO301000.aspx.cs" Description="x" />'
    )
  })

  it('exclude: matching files are neither written nor deleted', async () => {
    const stored = await storedZip(
      [
        { key: 'Code#A', xml: '<Graph ClassName="A" />' },
        {
          key: 'File#Bin\\A.dll',
          xml: '<File AppRelativePath="Bin\\A.dll" />',
          files: { 'Bin/A.dll': Buffer.from('MZ new') }
        }
      ],
      { level: '1', description: 'p' }
    )
    const folder = path.join(space.dir, 'exclude')
    await mkdir(path.join(folder, 'Bin'), { recursive: true })
    await writeFile(path.join(folder, 'Bin', 'A.dll'), 'MZ kept')
    await writeFile(path.join(folder, 'Bin', 'Other.dll'), 'MZ other')
    const result = await space.exportZip(stored, folder, 'source-control', ['Bin/**'])
    expect(result).toMatchObject({
      added: ['_project/Code_A.xml', '_project/ProjectMetadata.xml'],
      changed: [],
      removed: []
    })
    const tree = await readTree(folder)
    expect(tree.get('Bin/A.dll')!.toString()).toBe('MZ kept')
    expect(tree.get('Bin/Other.dll')!.toString()).toBe('MZ other')
  })

  it('package format: the zip unzipped, project.xml as stored', async () => {
    const stored = await storedZip(
      [
        { key: 'Code#A', xml: '<Graph ClassName="A" />' },
        {
          key: 'File#Bin\\A.dll',
          xml: '<File AppRelativePath="Bin\\A.dll" />',
          files: { 'Bin/A.dll': Buffer.from('MZ') }
        }
      ],
      { level: '1', description: 'p' }
    )
    const folder = path.join(space.dir, 'package')
    await space.exportZip(stored, folder, 'package')
    expect(await readTree(folder)).toEqual(await readZip(stored))
  })

  it('writes files of stored and deflated entries, and items of any size, byte for byte', async () => {
    // Stored entries are copied straight from the zip, deflated ones through yauzl's stream;
    // items over 1 MiB go to a part file as they come, smaller ones are held and written once.
    const random = Buffer.from(Array.from({ length: 300_000 }, (_, i) => (i * 7919) % 251))
    const code = 'x = "<![CDATA[ä€😀";\r\n'.repeat(60_000)
    const projectXml = [
      '<Customization level="1" description="d" product-version="24.210">',
      `    <Graph ClassName="Big" Source="#CDATA">`,
      `        <CDATA name="Source"><![CDATA[${code}]]></CDATA>`,
      '    </Graph>',
      '    <Graph ClassName="Small" />',
      '    <File AppRelativePath="Bin\\Lib.dll" />',
      '    <File AppRelativePath="Pages\\P.aspx" />',
      '</Customization>'
    ].join('\r\n')
    expect(Buffer.byteLength(code)).toBeGreaterThan(1024 * 1024)
    for (const compress of [false, true]) {
      const folder = path.join(space.dir, `sizes-${compress}`)
      await space.exportZip(
        await zipBuffer(
          { 'project.xml': projectXml, 'Bin/Lib.dll': random, 'Pages/P.aspx': 'page' },
          { compress }
        ),
        folder
      )
      const tree = await readTree(folder)
      expect(tree.get('Bin/Lib.dll')).toEqual(random)
      expect(tree.get('Pages/P.aspx')!.toString('utf8')).toBe('page')
      expect(tree.get('_project/Code_Big.xml')!.toString('utf8')).toBe(
        `\uFEFF<Graph ClassName="Big" Source="#CDATA">\r\n    <CDATA name="Source"><![CDATA[${code}]]></CDATA>\r\n</Graph>`
      )
      expect(tree.get('_project/Code_Small.xml')!.toString('utf8')).toBe(
        '\uFEFF<Graph ClassName="Small" />'
      )
      expect([...tree.keys()].filter(name => name.includes('.part'))).toEqual([])
    }
  })

  it('inflates deflated files whole up to 8 MiB and larger ones as a stream; refuses a wrong size', async () => {
    const projectXml = [
      '<Customization level="1" description="d" product-version="24.210">',
      '    <File AppRelativePath="Bin\\Big.dll" />',
      '    <File AppRelativePath="Pages\\P.aspx" />',
      '</Customization>'
    ].join('\r\n')
    const big = Buffer.alloc(9 * 1024 * 1024, 'big file of text\r\n')
    const page = Buffer.from('<%@ Page Language="C#" %>\r\n'.repeat(1000))
    const zip = await zipBuffer({
      'project.xml': projectXml,
      'Bin/Big.dll': big,
      'Pages/P.aspx': page
    })
    const tree = await readTree(await space.exportAndRead(zip, 'inflate'))
    expect(tree.get('Bin/Big.dll')!.equals(big)).toBe(true)
    expect(tree.get('Pages/P.aspx')).toEqual(page)

    // The central directory lists the page one byte longer than its data inflates to.
    const wrong = Buffer.from(zip)
    const name = Buffer.from('Pages/P.aspx')
    const header = wrong.indexOf(
      Buffer.concat([Buffer.from([0x50, 0x4b, 0x01, 0x02])]),
      wrong.lastIndexOf(name) - 46
    )
    expect(wrong.subarray(header + 46, header + 46 + name.length)).toEqual(name)
    wrong.writeUInt32LE(page.length + 1, header + 24)
    await expect(space.exportZip(wrong, path.join(space.dir, 'wrong-size'))).rejects.toThrow(
      `Pages/P.aspx in the package of Generated cannot be read: not enough bytes in the stream. expected ${page.length + 1}. got only ${page.length}`
    )
  })

  it('refuses a stored file whose listed size is not its stored size', async () => {
    const projectXml =
      '<Customization level="1">\r\n    <File AppRelativePath="Bin\\Lib.dll" />\r\n</Customization>'
    const dll = Buffer.from('stored bytes of a library')
    const zip = await zipBuffer(
      { 'project.xml': projectXml, 'Bin/Lib.dll': dll },
      { compress: false }
    )
    // The central directory lists the library one byte longer than it is stored. The export
    // copies stored files straight from the zip, round yauzl's stream: yauzl's check of the
    // entry, when the zip is opened, is what refuses it.
    const name = Buffer.from('Bin/Lib.dll')
    const header = zip.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]), zip.lastIndexOf(name) - 46)
    expect(zip.subarray(header + 46, header + 46 + name.length)).toEqual(name)
    zip.writeUInt32LE(dll.length + 1, header + 24)
    const folder = path.join(space.dir, 'stored-wrong-size')

    await expect(space.exportZip(zip, folder)).rejects.toThrow(
      `The package getProject gave for Generated is not a valid zip: compressed/uncompressed size mismatch for stored file: ${dll.length} != ${dll.length + 1}`
    )
    await expect(readdir(folder)).rejects.toThrow(/ENOENT/)
  })

  it('refuses an item whose CDATA holds a character XML forbids, as saxes names it', async () => {
    const zip = await zipBuffer({
      'project.xml':
        '<Customization level="1">\n    <Graph ClassName="A">\n        <CDATA name="Source"><![CDATA[a\u0001b]]></CDATA>\n    </Graph>\n</Customization>'
    })
    await expect(space.exportZip(zip, path.join(space.dir, 'control'))).rejects.toThrow(
      /The stored project\.xml of Generated is not usable: project\.xml of Generated, item 1:2:36: disallowed character: the XML is not well-formed\. Nothing was written\./
    )
  })

  it('leaves the folder as it was when the stored project.xml is broken, or the project is missing', async () => {
    const folder = path.join(space.dir, 'kept')
    await space.exportZip(
      await storedZip([{ key: 'Code#A', xml: '<Graph ClassName="A" />' }], {
        level: '1',
        description: ''
      }),
      folder
    )
    const before = await readTree(folder)
    const broken = await zipBuffer({
      'project.xml': '<Customization level="1">\n    <Graph ClassName="B">\n</Customization>'
    })
    await expect(space.exportZip(broken, folder)).rejects.toThrow(
      /The stored project\.xml of Generated is not usable: .*Nothing was written\./
    )
    expect(await readTree(folder)).toEqual(before)

    const missing = prepareExport(
      { getProject: async () => ({ found: false, message: 'not found' }) },
      { name: 'Gone', path: 'gone', folder, format: 'source-control', clean: true, exclude: [] },
      path.join(space.dir, 'missing')
    )
    await expect(missing).rejects.toThrow(ProjectNotFoundError)
    expect(await readTree(folder)).toEqual(before)
  })
})

describe('export cancelled while writing', () => {
  /** A project of three graphs whose source says `version`, as the instance stores it. */
  const version = (text: string) =>
    storedZip(
      ['A', 'B', 'C'].map(name => ({
        key: `Code#${name}`,
        xml: `<Graph ClassName="${name}" Source="#CDATA">${NL}        <CDATA name="Source"><![CDATA[// ${text}]]></CDATA>${NL}    </Graph>`
      })),
      { level: '1', description: 'p' }
    )

  /** A signal that reads as aborted from its `after`+1-th check on (copies made before it). */
  const abortedAfter = (after: number) => {
    let checks = 0
    const controller = new AbortController()
    const signal = controller.signal
    const throwIfAborted = signal.throwIfAborted.bind(signal)
    signal.throwIfAborted = () => {
      if (++checks > after) controller.abort()
      throwIfAborted()
    }
    return { signal, checks: () => checks }
  }

  it.each([0, 2, 3])(
    'aborted at check %i: the folder is left as it was, with no temporary copy',
    async after => {
      const folder = path.join(space.dir, `cancelled-${after}`)
      await space.exportZip(await version('one'), folder)
      const before = await readTree(folder)
      const { signal, checks } = abortedAfter(after)
      await expect(
        space.exportZip(await version('two'), folder, 'source-control', [], signal)
      ).rejects.toMatchObject({ name: 'AbortError' })
      // Three changed fragments: a check before each copy and one before the renames.
      expect(checks()).toBe(after + 1)
      expect(await readTree(folder)).toEqual(before)
    }
  )
})

describe('export into a folder with a symbolic link', () => {
  it('refuses to write through a link that leaves the folder, and writes nothing', async () => {
    const folder = path.join(space.dir, 'linked')
    const outside = path.join(space.dir, 'outside-of-linked')
    await mkdir(folder, { recursive: true })
    await mkdir(outside, { recursive: true })
    await symlink(outside, path.join(folder, 'Bin'))
    const stored = await storedZip(
      [
        { key: 'Code#A', xml: '<Graph ClassName="A" />' },
        {
          key: 'File#Bin\\Sub\\A.dll',
          xml: '<File AppRelativePath="Bin\\Sub\\A.dll" />',
          files: { 'Bin/Sub/A.dll': Buffer.from('MZ') }
        }
      ],
      { level: '1', description: 'p' }
    )
    await expect(space.exportZip(stored, folder)).rejects.toThrow(
      /Bin\/Sub\/A\.dll would be written through a symbolic link to .*outside the project's folder/
    )
    expect(await readTree(outside)).toEqual(new Map())
    expect(await readTree(folder)).toEqual(new Map())
  })
})
