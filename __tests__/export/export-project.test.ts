// Round trip of the export on generated projects of every item kind: a stored project (as an
// instance gives it back: items sorted by key, 4-space indent, CRLF) exported as a
// source-control folder, then built again as a deploy builds it, gives the same items in the
// same order with the same canonical content, and the same files. Exporting it again into the
// same folder changes nothing.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import {
  copyFile,
  mkdir,
  mkdtemp,
  readdir,
  readFile,
  rm,
  symlink,
  writeFile
} from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { ProjectNotFoundError } from '../../src/api/not-found.js'
import { prepareExport } from '../../src/export/export-project.js'
import type { ExportFormat } from '../../src/export/types.js'
import { buildSourceControlPackage } from '../../src/package/source-control.js'
import { compareKeys } from '../../src/project/item-key.js'
import { canonicalProject } from '../../test-support/canonical-xml.js'
import { readTree, readZip, readZipEntries } from '../../test-support/zip.js'
import { zipBuffer } from '../../simulator/testing.js'
import { rebuildProjectXml } from '../../simulator/instance-rebuild.js'

let work: string
beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'export-round-trip-'))
})
afterAll(async () => {
  await rm(work, { recursive: true, force: true })
})

const NL = '\r\n'
/** An item of the stored project.xml at depth 1: its key, its XML (children indented), files. */
interface Item {
  key: string
  xml: string
  files?: Record<string, Buffer>
}

const word = fc.stringMatching(/^[A-Z][A-Za-z0-9]{0,11}$/)
const screenId = fc.stringMatching(/^[A-Z]{2}[0-9]{6}$/)
const guid = fc.uuid()
/** Text for CDATA and attributes: any characters XML can carry, line breaks of both kinds. */
const code = fc
  .array(
    fc.oneof(
      fc.string({ unit: 'grapheme', maxLength: 30 }),
      fc.constantFrom('\r\n', '\n', '    ', '<tag>', '&amp;', ']]', '"quoted"', 'ä€😀')
    ),
    { maxLength: 12 }
  )
  .map(parts => parts.join('').replace(/]]>/g, ']] >'))
  // eslint-disable-next-line no-control-regex -- XML cannot carry these
  .map(text => text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff\r]/g, ''))
const attr = (text: string): string =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('"', '&quot;')
    .replaceAll('\n', '&#xA;')

const graph = fc.record({ name: word, source: code }).map(({ name, source }): Item => ({
  key: `Code#${name}`,
  xml: `<Graph ClassName="${name}" Source="#CDATA" IsNew="True" FileType="NewGraph">${NL}        <CDATA name="Source"><![CDATA[${source}]]></CDATA>${NL}    </Graph>`
}))
const sql = word.map((name): Item => ({
  key: `Sql#${name}`,
  xml: `<Sql TableName="${name}" TableSchemaXml="#CDATA">${NL}        <CDATA name="TableSchemaXml"><![CDATA[<table name="${name}">${NL}  <col name="A" type="Int" />${NL}</table>]]></CDATA>${NL}    </Sql>`
}))
const table = fc
  .record({ name: word, column: word, description: code })
  .map(({ name, column, description }): Item => ({
    key: name,
    xml: `<Table TableName="${name}">${NL}        <Column TableName="${name}" ColumnName="Usr${column}" ColumnType="int" Description="${attr(description)}" />${NL}    </Table>`
  }))
const page = fc
  .record({ id: screenId, source: fc.base64String({ maxLength: 40 }) })
  .map(({ id, source }): Item => ({
    key: `~/pages/${id.slice(0, 2).toLowerCase()}/${id.toLowerCase()}.aspx`,
    xml: `<Page path="~/pages/${id.slice(0, 2).toLowerCase()}/${id.toLowerCase()}.aspx" pageSource="${source}" />`
  }))
const dac = fc.record({ name: word, field: word }).map(({ name, field }): Item => ({
  key: `PX.Objects.SO.${name}`,
  xml: `<DAC type="PX.Objects.SO.${name}">${NL}        <Field FieldName="Usr${field}" TypeName="PX.Data.PXDBString" />${NL}    </DAC>`
}))
const report = fc.record({ name: screenId, body: code }).map(({ name, body }): Item => ({
  key: `REPORT#${name}.RPX`,
  xml: `<Report Name="${name}.rpx">${NL}        <ReportContent><![CDATA[${body}]]></ReportContent>${NL}    </Report>`
}))
const screen = screenId.map((id): Item => ({
  key: `SCREEN#${id}`,
  xml: `<Screen ID="${id}" Title="Screen ${id}" />`
}))
const dataSet = (tag: string, table: string, column: string, value: fc.Arbitrary<string>) =>
  fc.record({ value, title: code }).map(({ value, title }): Item => ({
    key: `${tag}#${value}`,
    xml: `<${tag}>${NL}        <data-set>${NL}            <relations format-version="3" relations-version="20230105" main-table="${table}" />${NL}            <layout>${NL}                <table name="${table}" />${NL}            </layout>${NL}            <data>${NL}                <${table}>${NL}                    <row Title="${attr(title)}" ${column}="${value}" />${NL}                </${table}>${NL}            </data>${NL}        </data-set>${NL}    </${tag}>`
  }))
const endpoint = fc
  .record({ name: word, version: fc.constantFrom('20.200.001', '23.200.001') })
  .map(({ name, version }): Item => ({
    key: `EntityEndpoint#${version}§${name}`,
    xml: `<EntityEndpoint>${NL}        <Endpoint xmlns="http://www.acumatica.com/entity/maintenance/5.31" name="${name}" version="${version}" systemContractVersion="4">${NL}            <TopLevelEntity name="SalesOrder" screen="SO301000" />${NL}        </Endpoint>${NL}    </EntityEndpoint>`
  }))
const automation = screenId.map((id): Item => ({
  key: `Automation#${id}`,
  xml: `<Automation screen="${id}">${NL}        <Actions ScreenID="${id}">${NL}            <Action ActionName="approve" IsActive="True" />${NL}        </Actions>${NL}        <Fields ScreenID="${id}" />${NL}        <WorkflowContainer ScreenID="${id}" />${NL}    </Automation>`
}))
const file = fc
  .record({
    folder: fc.constantFrom('Pages\\AB', 'Bin', 'App_Data\\Reports'),
    name: word,
    extension: fc.constantFrom('.aspx', '.dll', '.rpx', '.aspx.cs'),
    described: fc.boolean(),
    bytes: fc.uint8Array({ maxLength: 200 })
  })
  .map(({ folder, name, extension, described, bytes }): Item => {
    const appPath = `${folder}\\${name}${extension}`
    const extra = described ? ' Description="kept in its fragment"' : ''
    return {
      key: `File#${appPath}`,
      xml: `<File AppRelativePath="${appPath}"${extra} />`,
      files: { [appPath.replaceAll('\\', '/')]: Buffer.from(bytes) }
    }
  })
const perTenantFile = fc
  .record({ id: screenId, bytes: fc.uint8Array({ maxLength: 100 }) })
  .map(({ id, bytes }): Item => {
    const inDevelopment = `screens\\${id.slice(0, 2)}\\${id}\\${id}.html`
    return {
      key: `PerTenantFile#${inDevelopment}`,
      xml: `<PerTenantFile AppRelativePath="${inDevelopment}" ScreenId="${id}" />`,
      files: { [inDevelopment.replaceAll('\\', '/')]: Buffer.from(bytes) }
    }
  })

const anyItem = fc.oneof(
  graph,
  sql,
  table,
  page,
  dac,
  report,
  screen,
  dataSet('SiteMapNode', 'SiteMap', 'NodeID', guid),
  dataSet('ScreenWithRights', 'SiteMap', 'ScreenID', screenId),
  dataSet('GenericInquiryScreen', 'GIDesign', 'Name', word),
  endpoint,
  automation,
  file,
  perTenantFile
)

/** Items of distinct keys (and distinct file paths, whatever their letter case). */
const items = fc.uniqueArray(anyItem, {
  minLength: 1,
  maxLength: 14,
  selector: item => item.key.toLowerCase()
})
const rootAttributes = fc.record({
  level: fc.oneof(fc.constant(''), fc.nat({ max: 99 }).map(String)),
  description: code
})

/** The stored package: project.xml as the instance rebuilds it, then the files. */
async function storedZip(
  generated: Item[],
  root: { level: string; description: string }
): Promise<Buffer> {
  const sorted = [...generated].sort((a, b) => compareKeys(a.key, b.key))
  const projectXml =
    `<Customization level="${root.level}" description="${attr(root.description)}" product-version="24.210">` +
    sorted.map(item => `${NL}    ${item.xml}`).join('') +
    `${NL}</Customization>`
  const files: Record<string, Buffer> = {}
  for (const item of sorted) Object.assign(files, item.files ?? {})
  return zipBuffer({ 'project.xml': projectXml, ...files })
}

let runs = 0
async function exportZip(
  zip: Buffer,
  folder: string,
  format: ExportFormat = 'source-control',
  exclude: string[] = [],
  signal?: AbortSignal
): Promise<{ added: string[]; changed: string[]; removed: string[] }> {
  const source = path.join(work, `stored-${++runs}.zip`)
  await writeFile(source, zip)
  const api = {
    getProject: async (_name: string, destination: string) => {
      await copyFile(source, destination)
      return { found: true as const, path: destination, size: zip.length, sha256: '' }
    }
  }
  const prepared = await prepareExport(
    api,
    { name: 'Generated', path: 'out', folder, format, clean: true, exclude },
    path.join(work, `work-${runs}`)
  )
  try {
    return await prepared.write(signal)
  } finally {
    await prepared.dispose()
  }
}

async function exportAndRead(zip: Buffer, name: string): Promise<string> {
  const folder = path.join(work, name)
  await exportZip(zip, folder)
  return folder
}

async function buildFolder(folder: string): Promise<Map<string, Buffer>> {
  const outputPath = path.join(work, `built-${++runs}.zip`)
  await buildSourceControlPackage(folder, { outputPath, exclude: [], productVersion: '24.210' })
  return readZip(await readFile(outputPath))
}

function expectSameProject(built: Map<string, Buffer>, stored: Map<string, Buffer>): void {
  const storedXml = canonicalProject(stored.get('project.xml')!)
  const builtXml = canonicalProject(built.get('project.xml')!)
  expect(builtXml.items).toEqual(storedXml.items)
  expect(builtXml.root.level).toBe(storedXml.root.level)
  expect(builtXml.root.description).toBe(storedXml.root.description)
  const files = (zip: Map<string, Buffer>) =>
    new Map([...zip].filter(([name]) => name !== 'project.xml'))
  expect(files(built)).toEqual(files(stored))
  // In the same order: project.xml, then the files in the key order of their items.
  expect([...built.keys()]).toEqual([...stored.keys()])
}

describe('export round trip', () => {
  it('source-control folder -> build: same items, order, canonical content and files; again: no change', async () => {
    await fc.assert(
      fc.asyncProperty(items, rootAttributes, async (generated, root) => {
        const zip = await storedZip(generated, root)
        const folder = path.join(work, `folder-${++runs}`)
        const first = await exportZip(zip, folder)
        expect(first.changed).toEqual([])
        expectSameProject(await buildFolder(folder), await readZip(zip))

        const before = await readTree(folder)
        const again = await exportZip(zip, folder)
        expect(again).toMatchObject({ added: [], changed: [], removed: [] })
        expect(await readTree(folder)).toEqual(before)
      }),
      { numRuns: 40 }
    )
  })

  it('the demo project, as an instance gives it back, survives the round trip', async () => {
    const demo = path.join(process.cwd(), 'examples', 'sample-project')
    const demoXml = await readFile(path.join(demo, 'project.xml'), 'utf8')
    const zip = await zipBuffer({
      'project.xml': rebuildProjectXml(demoXml, {
        level: 0,
        description: 'Sample',
        productVersion: '24.210'
      }),
      'Pages/US/US101000.aspx': await readFile(path.join(demo, 'Pages', 'US', 'US101000.aspx')),
      'Pages/US/US101000.aspx.cs': await readFile(
        path.join(demo, 'Pages', 'US', 'US101000.aspx.cs')
      )
    })
    const folder = path.join(work, 'demo')
    await exportZip(zip, folder)
    expectSameProject(await buildFolder(folder), await readZip(zip))
  })

  it('a File and PerTenantFile items on one path (as 2025 R2 packages hold them): exported and built back whole', async () => {
    const screen = 'screens\\SO\\SO301000\\'
    const shared = [`${screen}SO301000.html`, `${screen}SO301000.ts`]
    const perTenantOnly = `${screen}extensions\\SO301000_Acme.ts`
    const stored = await zipBuffer({
      'project.xml': [
        '<Customization level="2" description="Modern UI" product-version="25.200">',
        '    <File AppRelativePath="Bin\\Acme.dll" />',
        ...shared.map(path => `    <File AppRelativePath="${path}" />`),
        ...[perTenantOnly, ...shared].map(
          path => `    <PerTenantFile AppRelativePath="${path}" ScreenId="SO301000" />`
        ),
        '</Customization>'
      ].join(NL),
      'Bin/Acme.dll': 'MZ',
      'screens/SO/SO301000/SO301000.html': '<template></template>',
      'screens/SO/SO301000/SO301000.ts': 'export class SO301000 {}',
      'screens/SO/SO301000/extensions/SO301000_Acme.ts': 'export class Acme {}'
    })
    const folder = path.join(work, 'per-tenant-shared')
    await writeFile(path.join(work, 'per-tenant-shared.zip'), stored)
    const prepared = await prepareExport(
      {
        getProject: async (_name: string, destination: string) => {
          await copyFile(path.join(work, 'per-tenant-shared.zip'), destination)
          return { found: true as const, path: destination, size: stored.length, sha256: '' }
        }
      },
      { name: 'Modern', path: 'out', folder, format: 'source-control', clean: true, exclude: [] },
      path.join(work, 'work-per-tenant-shared')
    )
    try {
      // Each PerTenantFile item finds its file, though a File item names the same entry.
      expect(prepared.warnings).toEqual([])
      await prepared.write()
    } finally {
      await prepared.dispose()
    }
    const tree = await readTree(folder)
    for (const file of [...shared, perTenantOnly]) {
      const where = `FrontendSources/screen/src/development/${file.replaceAll('\\', '/')}`
      expect(tree.get(where)).toEqual((await readZip(stored)).get(file.replaceAll('\\', '/')))
    }
    expect(tree.has('screens/SO/SO301000/SO301000.ts')).toBe(true)

    const outputPath = path.join(work, `built-${++runs}.zip`)
    const built = await buildSourceControlPackage(folder, {
      outputPath,
      exclude: [],
      productVersion: '25.200'
    })
    expect(built.warnings).toEqual([])
    // One entry per path: the File item and the PerTenantFile item share it, as stored.
    expect((await readZipEntries(outputPath)).map(entry => entry.name)).toEqual([
      'project.xml',
      'Bin/Acme.dll',
      'screens/SO/SO301000/SO301000.html',
      'screens/SO/SO301000/SO301000.ts',
      'screens/SO/SO301000/extensions/SO301000_Acme.ts'
    ])
    expectSameProject(await readZip(await readFile(outputPath)), await readZip(stored))
  })

  it('still reports an entry no item names, and an item whose entry is missing, once each', async () => {
    const stored = await zipBuffer({
      'project.xml': [
        '<Customization level="1" description="">',
        '    <File AppRelativePath="screens\\AB\\AB101000\\AB101000.ts" />',
        '    <File AppRelativePath="screens\\AB\\AB101000\\Gone.ts" />',
        '    <PerTenantFile AppRelativePath="screens\\AB\\AB101000\\AB101000.ts" ScreenId="AB101000" />',
        '</Customization>'
      ].join(NL),
      'screens/AB/AB101000/AB101000.ts': 'ts',
      'Bin/Stray.dll': 'MZ'
    })
    const source = path.join(work, 'stray.zip')
    await writeFile(source, stored)
    const prepared = await prepareExport(
      {
        getProject: async (_name: string, destination: string) => {
          await copyFile(source, destination)
          return { found: true as const, path: destination, size: stored.length, sha256: '' }
        }
      },
      {
        name: 'Stray',
        path: 'out',
        folder: path.join(work, 'stray'),
        format: 'source-control',
        clean: true,
        exclude: []
      },
      path.join(work, 'work-stray')
    )
    await prepared.dispose()
    expect(prepared.warnings).toEqual([
      'Stray: project.xml lists File screens\\AB\\AB101000\\Gone.ts, which the package does not hold: not written.',
      'Stray: the package holds Bin/Stray.dll, which no item of project.xml names: not written (the instance does not use it).'
    ])
  })

  it('refuses a stored project with no items, which the deploy would refuse, writing nothing', async () => {
    const folder = path.join(work, 'empty-project')
    const empty = await zipBuffer({
      'project.xml': '<Customization level="0" description="" product-version="25.200" />'
    })
    await expect(exportZip(empty, folder)).rejects.toThrow(
      'Project Generated on the instance holds no items (its project.xml lists none): its source-control folder would hold only _project/ProjectMetadata.xml, which the deploy refuses (importing it would empty the project). Nothing was written.'
    )
    await expect(readdir(folder)).rejects.toThrow(/ENOENT/)

    // Its only item a file the package lacks: the same folder, the same refusal.
    const fileless = await zipBuffer({
      'project.xml':
        '<Customization level="0" description="">\r\n    <File AppRelativePath="Bin\\Gone.dll" />\r\n</Customization>'
    })
    await expect(exportZip(fileless, folder)).rejects.toThrow(
      'Project Generated on the instance lists 1 file item(s) whose files the package does not hold: its source-control folder would hold only _project/ProjectMetadata.xml'
    )
    // A package folder of it is what the instance gave: written.
    await exportZip(empty, folder, 'package')
    expect([...(await readTree(folder)).keys()]).toEqual(['project.xml'])
  })

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
    const folder = path.join(work, 'names')
    const result = await exportZip(zip, folder)
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
    const folder = path.join(work, 'exclude')
    await mkdir(path.join(folder, 'Bin'), { recursive: true })
    await writeFile(path.join(folder, 'Bin', 'A.dll'), 'MZ kept')
    await writeFile(path.join(folder, 'Bin', 'Other.dll'), 'MZ other')
    const result = await exportZip(stored, folder, 'source-control', ['Bin/**'])
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
    const folder = path.join(work, 'package')
    await exportZip(stored, folder, 'package')
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
      const folder = path.join(work, `sizes-${compress}`)
      await exportZip(
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
    const tree = await readTree(await exportAndRead(zip, 'inflate'))
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
    await expect(exportZip(wrong, path.join(work, 'wrong-size'))).rejects.toThrow(
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
    const folder = path.join(work, 'stored-wrong-size')

    await expect(exportZip(zip, folder)).rejects.toThrow(
      `The package getProject gave for Generated is not a valid zip: compressed/uncompressed size mismatch for stored file: ${dll.length} != ${dll.length + 1}`
    )
    await expect(readdir(folder)).rejects.toThrow(/ENOENT/)
  })

  it('refuses an item whose CDATA holds a character XML forbids, as saxes names it', async () => {
    const zip = await zipBuffer({
      'project.xml':
        '<Customization level="1">\n    <Graph ClassName="A">\n        <CDATA name="Source"><![CDATA[a\u0001b]]></CDATA>\n    </Graph>\n</Customization>'
    })
    await expect(exportZip(zip, path.join(work, 'control'))).rejects.toThrow(
      /The stored project\.xml of Generated is not usable: project\.xml of Generated, item 1:2:36: disallowed character: the XML is not well-formed\. Nothing was written\./
    )
  })

  it('leaves the folder as it was when the stored project.xml is broken, or the project is missing', async () => {
    const folder = path.join(work, 'kept')
    await exportZip(
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
    await expect(exportZip(broken, folder)).rejects.toThrow(
      /The stored project\.xml of Generated is not usable: .*Nothing was written\./
    )
    expect(await readTree(folder)).toEqual(before)

    const missing = prepareExport(
      { getProject: async () => ({ found: false, message: 'not found' }) },
      { name: 'Gone', path: 'gone', folder, format: 'source-control', clean: true, exclude: [] },
      path.join(work, 'missing')
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
      const folder = path.join(work, `cancelled-${after}`)
      await exportZip(await version('one'), folder)
      const before = await readTree(folder)
      const { signal, checks } = abortedAfter(after)
      await expect(
        exportZip(await version('two'), folder, 'source-control', [], signal)
      ).rejects.toMatchObject({ name: 'AbortError' })
      // Three changed fragments: a check before each copy and one before the renames.
      expect(checks()).toBe(after + 1)
      expect(await readTree(folder)).toEqual(before)
    }
  )
})

describe('export into a folder with a symbolic link', () => {
  it('refuses to write through a link that leaves the folder, and writes nothing', async () => {
    const folder = path.join(work, 'linked')
    const outside = path.join(work, 'outside-of-linked')
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
    await expect(exportZip(stored, folder)).rejects.toThrow(
      /Bin\/Sub\/A\.dll would be written through a symbolic link to .*outside the project's folder/
    )
    expect(await readTree(outside)).toEqual(new Map())
    expect(await readTree(folder)).toEqual(new Map())
  })
})
