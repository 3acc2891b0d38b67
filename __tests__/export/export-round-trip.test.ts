// Round trip of the export on generated projects of every item kind: a stored project (as an
// instance gives it back: items sorted by key, 4-space indent, CRLF) exported as a
// source-control folder, then built again as a deploy builds it, gives the same items in the
// same order with the same canonical content, and the same files. Exporting it again into the
// same folder changes nothing.
import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { buildSourceControlPackage } from '../../src/package/source-control.js'
import { canonicalProject } from '../../test-support/canonical-xml.js'
import {
  attr,
  NL,
  storedZip,
  useExportWorkspace,
  type Item
} from '../../test-support/export-workspace.js'
import { readTree, readZip, readZipEntries } from '../../test-support/zip.js'
import { zipBuffer } from '../../simulator/testing.js'
import { rebuildProjectXml } from '../../simulator/instance-rebuild.js'

const space = useExportWorkspace('export-round-trip-')

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

async function buildFolder(folder: string): Promise<Map<string, Buffer>> {
  const outputPath = path.join(space.dir, `built-${space.next()}.zip`)
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
        const folder = path.join(space.dir, `folder-${space.next()}`)
        const first = await space.exportZip(zip, folder)
        expect(first.changed).toEqual([])
        expectSameProject(await buildFolder(folder), await readZip(zip))

        const before = await readTree(folder)
        const again = await space.exportZip(zip, folder)
        expect(again).toMatchObject({ added: [], changed: [], removed: [] })
        expect(await readTree(folder)).toEqual(before)
      }),
      { numRuns: 40 }
    )
  })

  it('a literal tab in an attribute comes back a tab, byte for byte (a script, a formula)', async () => {
    const projectXml =
      '<Customization level="0" description="" product-version="24.210">\r\n' +
      '    <Sql TableName="AcmeA" Formula="=[A]\t+ [B]" />\r\n' +
      '    <Sql TableName="AcmeB" Note="\t" />\r\n' +
      '</Customization>'
    const zip = await zipBuffer({ 'project.xml': projectXml })
    const folder = path.join(space.dir, 'tabs')
    await space.exportZip(zip, folder)
    expect((await readFile(path.join(folder, '_project', 'Sql_AcmeA.xml'), 'utf8')).slice(1)).toBe(
      '<Sql TableName="AcmeA" Formula="=[A]\t+ [B]" />'
    )
    const built = await buildFolder(folder)
    expect(built.get('project.xml')!.toString('utf8')).toBe(projectXml)
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
    const folder = path.join(space.dir, 'demo')
    await space.exportZip(zip, folder)
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
    const folder = path.join(space.dir, 'per-tenant-shared')
    const prepared = await space.prepare(stored, folder, { name: 'Modern' })
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

    const outputPath = path.join(space.dir, `built-${space.next()}.zip`)
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
    const prepared = await space.prepare(stored, path.join(space.dir, 'stray'), { name: 'Stray' })
    await prepared.dispose()
    expect(prepared.warnings).toEqual([
      'Stray: project.xml lists File screens\\AB\\AB101000\\Gone.ts, which the package does not hold: not written.',
      'Stray: the package holds Bin/Stray.dll, which no item of project.xml names: not written (the instance does not use it).'
    ])
  })

  it('refuses a stored project with no items, which the deploy would refuse, writing nothing', async () => {
    const folder = path.join(space.dir, 'empty-project')
    const empty = await zipBuffer({
      'project.xml': '<Customization level="0" description="" product-version="25.200" />'
    })
    await expect(space.exportZip(empty, folder)).rejects.toThrow(
      'Project Generated on the instance holds no items (its project.xml lists none): its source-control folder would hold only _project/ProjectMetadata.xml, which the deploy refuses (importing it would empty the project). Nothing was written.'
    )
    await expect(readdir(folder)).rejects.toThrow(/ENOENT/)

    // Its only item a file the package lacks: the same folder, the same refusal.
    const fileless = await zipBuffer({
      'project.xml':
        '<Customization level="0" description="">\r\n    <File AppRelativePath="Bin\\Gone.dll" />\r\n</Customization>'
    })
    await expect(space.exportZip(fileless, folder)).rejects.toThrow(
      'Project Generated on the instance lists 1 file item(s) whose files the package does not hold: its source-control folder would hold only _project/ProjectMetadata.xml'
    )
    // A package folder of it is what the instance gave: written.
    await space.exportZip(empty, folder, 'package')
    expect([...(await readTree(folder)).keys()]).toEqual(['project.xml'])
  })
})
