// project.xml as the engine writes it from a source-control folder: items re-indented at depth 1
// (4 spaces, CRLF everywhere, CDATA kept), endpoints and Automation containers keyed and nested
// as the engine does, and fragments the engine cannot build refused by name.
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { buildSourceControlPackage } from '../../src/package/index.js'
import { FileSink } from '../../src/package/file-sink.js'
import { ItemSpool } from '../../src/package/item-spool.js'
import { ItemWriter } from '../../src/project/item-writer.js'
import { AttributeTabs, scanXmlFile } from '../../src/project/xml-scan.js'
import { readZipEntries } from '../../test-support/zip.js'

let work: string

beforeEach(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'source-format-'))
})
afterEach(async () => {
  await rm(work, { recursive: true, force: true })
})

const SAVED = '\ufeff<?xml version="1.0" encoding="utf-8"?>\n'

/** A saved folder: files by relative path (fragments get the BOM and declaration). */
async function folder(files: Record<string, string>, metadata = 'level="3" description="Acme"') {
  const root = path.join(work, `p${Math.random().toString(16).slice(2)}`)
  await mkdir(path.join(root, '_project'), { recursive: true })
  await writeFile(
    path.join(root, '_project', 'ProjectMetadata.xml'),
    `${SAVED}<project name="Acme" ${metadata} />`
  )
  for (const [name, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, name)), { recursive: true })
    await writeFile(path.join(root, name), name.startsWith('_project/') ? SAVED + text : text)
  }
  return root
}

async function projectXmlOf(root: string): Promise<string> {
  const info = await buildSourceControlPackage(root, {
    outputPath: path.join(work, 'out', `${Math.random().toString(16).slice(2)}.zip`),
    exclude: [],
    productVersion: '24.208'
  })
  const [projectXml] = await readZipEntries(info.path)
  return projectXml.content.toString('utf8')
}

describe('project.xml from a saved folder', () => {
  it('is byte for byte what Acumatica exports (a Linux checkout: LF in the fragments)', async () => {
    const root = await folder({
      '_project/Code_AcmeGraph.xml': [
        '<Graph ClassName="AcmeGraph" Source="#CDATA" IsNew="True" FileType="NewGraph">',
        '  <CDATA name="Source"><![CDATA[using PX.Data;',
        'namespace Acme',
        '{',
        '    // "<", ">" and "&&" stay as written',
        '    public class AcmeGraph : PXGraph<AcmeGraph> { }',
        '}]]></CDATA>',
        '</Graph>'
      ].join('\n'),
      '_project/EntityEndpoint_AcmeApi_24_200_001.xml': [
        '<EntityEndpoint>',
        '  <Endpoint xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns="http://www.acumatica.com/entity/maintenance/5.31" name="AcmeApi" version="24.200.001" systemContractVersion="4">',
        '    <ExtendsEndpoint name="Default" version="24.200.001" />',
        '    <TopLevelEntity name="Order" screen="SO301000">',
        '      <Fields>',
        '        <Field name="OrderNbr" type="StringValue" />',
        '      </Fields>',
        '      <Mappings>',
        '        <Mapping field="OrderNbr"><To object="Document" field="OrderNbr" /></Mapping>',
        '      </Mappings>',
        '    </TopLevelEntity>',
        '  </Endpoint>',
        '</EntityEndpoint>'
      ].join('\n'),
      '_project/File_Pages_AC_AC301000_aspx.xml':
        '<File AppRelativePath="Pages\\AC\\AC301000.aspx" Description="Tracking &amp; more" />',
      '_project/pages_ac_ac301000_aspx.xml':
        '<Page path="~/pages/ac/ac301000.aspx" pageSource="x" />',
      '_project/Sql_AcmeTable.xml': [
        '<Sql TableName="AcmeTable" TableSchemaXml="#CDATA">',
        '  <CDATA name="TableSchemaXml"><![CDATA[<table name="AcmeTable">',
        '  <col name="CompanyID" type="Int" default="Zero" />',
        '</table>]]></CDATA>',
        '</Sql>'
      ].join('\n'),
      'Pages/AC/AC301000.aspx': '<%@ Page %>',
      'Bin/Acme.dll': 'MZ'
    })
    const expected = [
      '<Customization level="3" description="Acme" product-version="24.208">',
      '    <Page path="~/pages/ac/ac301000.aspx" pageSource="x" />',
      '    <Graph ClassName="AcmeGraph" Source="#CDATA" IsNew="True" FileType="NewGraph">',
      '        <CDATA name="Source"><![CDATA[using PX.Data;',
      'namespace Acme',
      '{',
      '    // "<", ">" and "&&" stay as written',
      '    public class AcmeGraph : PXGraph<AcmeGraph> { }',
      '}]]></CDATA>',
      '    </Graph>',
      '    <EntityEndpoint>',
      '        <Endpoint xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns="http://www.acumatica.com/entity/maintenance/5.31" name="AcmeApi" version="24.200.001" systemContractVersion="4">',
      '            <ExtendsEndpoint name="Default" version="24.200.001" />',
      '            <TopLevelEntity name="Order" screen="SO301000">',
      '                <Fields>',
      '                    <Field name="OrderNbr" type="StringValue" />',
      '                </Fields>',
      '                <Mappings>',
      '                    <Mapping field="OrderNbr">',
      '                        <To object="Document" field="OrderNbr" />',
      '                    </Mapping>',
      '                </Mappings>',
      '            </TopLevelEntity>',
      '        </Endpoint>',
      '    </EntityEndpoint>',
      '    <File AppRelativePath="Bin\\Acme.dll" />',
      '    <File AppRelativePath="Pages\\AC\\AC301000.aspx" Description="Tracking &amp; more" />',
      '    <Sql TableName="AcmeTable" TableSchemaXml="#CDATA">',
      '        <CDATA name="TableSchemaXml"><![CDATA[<table name="AcmeTable">',
      '  <col name="CompanyID" type="Int" default="Zero" />',
      '</table>]]></CDATA>',
      '    </Sql>',
      '</Customization>'
    ].join('\r\n')
    const projectXml = await projectXmlOf(root)
    expect(projectXml).toBe(expected)
    // A Windows checkout (CRLF in the fragments) gives the same bytes.
    const crlf = await folder({
      '_project/Sql_AcmeTable.xml':
        '<Sql TableName="AcmeTable" TableSchemaXml="#CDATA">\r\n  <CDATA name="TableSchemaXml"><![CDATA[<table name="AcmeTable">\r\n  <col name="CompanyID" type="Int" default="Zero" />\r\n</table>]]></CDATA>\r\n</Sql>'
    })
    expect(await projectXmlOf(crlf)).toBe(
      [expected.split('\r\n')[0], ...expected.split('\r\n').slice(-6)].join('\r\n')
    )
  })

  it('keeps every endpoint: three endpoints in three fragments give three items', async () => {
    const endpoint = (name: string, version: string) =>
      `<EntityEndpoint>\n  <Endpoint xmlns="http://www.acumatica.com/entity/maintenance/5.31" name="${name}" version="${version}">\n    <ExtendsEndpoint name="Default" version="24.200.001" />\n  </Endpoint>\n</EntityEndpoint>`
    const root = await folder({
      '_project/EntityEndpoint_B.xml': endpoint('Bravo', '24.200.001'),
      '_project/EntityEndpoint_A.xml': endpoint('Alpha', '24.200.001'),
      '_project/EntityEndpoint_C.xml': endpoint('Alpha', '23.200.001')
    })
    const projectXml = await projectXmlOf(root)
    const names = [...projectXml.matchAll(/<Endpoint [^>]*name="(\w+)" version="([\d.]+)"/g)]
    // Keys EntityEndpoint#<version>§<name>, in order.
    expect(names.map(match => `${match[2]}§${match[1]}`)).toEqual([
      '23.200.001§Alpha',
      '24.200.001§Alpha',
      '24.200.001§Bravo'
    ])
    expect(projectXml.match(/\r\n {4}<EntityEndpoint>/g)).toHaveLength(3)
  })

  it('writes Automation sub-items inside their container only', async () => {
    const actions =
      '<Actions ScreenID="SO301000">\n  <Action ActionName="Track" IsActive="True" />\n</Actions>'
    const fields = '<Fields ScreenID="SO301000">\n  <Field FieldName="UsrTrack" />\n</Fields>'
    const root = await folder({
      // As the Source Control screen saves it: the container holding its sub-items, and each
      // sub-item again as a fragment of its own.
      '_project/Automation_SO301000.xml': `<Automation screen="SO301000">\n  ${actions.replaceAll('\n', '\n  ')}\n  ${fields.replaceAll('\n', '\n  ')}\n</Automation>`,
      '_project/Actions_SO301000.xml': actions,
      '_project/Fields_SO301000.xml': fields,
      // A sub-item its container lacks goes into it; one without a container gets one.
      '_project/EventHandlers_SO301000.xml': '<EventHandlers ScreenID="SO301000" />',
      '_project/Actions_AR303000.xml':
        '<Actions ScreenID="AR303000">\n  <Action ActionName="Go" />\n</Actions>'
    })
    const projectXml = await projectXmlOf(root)
    expect(projectXml).toBe(
      [
        '<Customization level="3" description="Acme" product-version="24.208">',
        '    <Automation screen="AR303000">',
        '        <Actions ScreenID="AR303000">',
        '            <Action ActionName="Go" />',
        '        </Actions>',
        '    </Automation>',
        '    <Automation screen="SO301000">',
        '        <Actions ScreenID="SO301000">',
        '            <Action ActionName="Track" IsActive="True" />',
        '        </Actions>',
        '        <Fields ScreenID="SO301000">',
        '            <Field FieldName="UsrTrack" />',
        '        </Fields>',
        '        <EventHandlers ScreenID="SO301000" />',
        '    </Automation>',
        '</Customization>'
      ].join('\r\n')
    )
  })

  it('builds a folder saved as real ones are into one container: sub-items read by ScreenID or screen, held at any depth', async () => {
    // As the Source Control screen saves an Automation container: the container, then each of
    // its parts again on its own, the condition also alone though it sits inside <Conditions>.
    // <Conditions> names its screen in `screen`, not `ScreenID`.
    const guid = '6f1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d'
    const condition = [
      `<AutomationScreenCondition ScreenID="NVRT3100" ConditionID="${guid}" ConditionName="RequireApproval" InvertCondition="False">`,
      '  <AutomationScreenConditionFilter FieldName="Hold" Condition="0" Value="False" />',
      '</AutomationScreenCondition>'
    ].join('\n')
    const actions =
      '<Actions ScreenID="NVRT3100">\n  <Action ActionName="approve" IsActive="True" />\n</Actions>'
    const conditions = `<Conditions screen="NVRT3100">\n  ${condition.replaceAll('\n', '\n  ')}\n</Conditions>`
    const workflow =
      '<WorkflowContainer ScreenID="NVRT3100">\n  <Workflow Name="Default" />\n</WorkflowContainer>'
    const indent = (xml: string) => xml.replaceAll('\n', '\n  ')
    const root = await folder({
      '_project/Automation_NVRT3100.xml': `<Automation screen="NVRT3100">\n  ${indent(actions)}\n  ${indent(conditions)}\n  ${indent(workflow)}\n</Automation>`,
      '_project/Actions_NVRT3100.xml': actions,
      '_project/Conditions_NVRT3100.xml': conditions,
      '_project/WorkflowContainer_NVRT3100.xml': workflow,
      [`_project/AutomationScreenCondition_NVRT3100_${guid.replaceAll('-', '_')}_RequireApproval.xml`]:
        condition
    })
    expect(await projectXmlOf(root)).toBe(
      [
        '<Customization level="3" description="Acme" product-version="24.208">',
        '    <Automation screen="NVRT3100">',
        '        <Actions ScreenID="NVRT3100">',
        '            <Action ActionName="approve" IsActive="True" />',
        '        </Actions>',
        '        <Conditions screen="NVRT3100">',
        `            <AutomationScreenCondition ScreenID="NVRT3100" ConditionID="${guid}" ConditionName="RequireApproval" InvertCondition="False">`,
        '                <AutomationScreenConditionFilter FieldName="Hold" Condition="0" Value="False" />',
        '            </AutomationScreenCondition>',
        '        </Conditions>',
        '        <WorkflowContainer ScreenID="NVRT3100">',
        '            <Workflow Name="Default" />',
        '        </WorkflowContainer>',
        '    </Automation>',
        '</Customization>'
      ].join('\r\n')
    )
  })

  it('puts <Conditions screen> and <AUFields screen> without a container fragment into one container made for their screen, what they hold once; leaves out a part with no screen', async () => {
    const root = await folder({
      '_project/Conditions_AP301000.xml':
        '<Conditions screen="AP301000">\n  <AutomationScreenCondition ConditionName="Open" />\n</Conditions>',
      '_project/AUFields_AP301000.xml': '<AUFields screen="AP301000" />',
      // Held inside <Conditions> (whose screen it takes): it adds nothing to the container made.
      '_project/AutomationScreenCondition_AP301000_Open.xml':
        '<AutomationScreenCondition ScreenID="AP301000" ConditionName="Open" />',
      '_project/Fields_None.xml': '<Fields />',
      '_project/Sql_T.xml': '<Sql TableName="T" />'
    })
    const info = await buildSourceControlPackage(root, {
      outputPath: path.join(work, 'out', 'screens.zip'),
      exclude: [],
      productVersion: '24.208'
    })
    const [projectXml] = await readZipEntries(info.path)
    expect(projectXml.content.toString('utf8')).toBe(
      [
        '<Customization level="3" description="Acme" product-version="24.208">',
        '    <Automation screen="AP301000">',
        '        <AUFields screen="AP301000" />',
        '        <Conditions screen="AP301000">',
        '            <AutomationScreenCondition ConditionName="Open" />',
        '        </Conditions>',
        '    </Automation>',
        '    <Sql TableName="T" />',
        '</Customization>'
      ].join('\r\n')
    )
    expect(info.warnings).toEqual([
      '_project/Fields_None.xml is an Automation part that names no screen (no ScreenID nor screen attribute): left out, since it belongs to no <Automation screen> container.'
    ])
  })

  it('counts <Actions> and the like as held only as children of the container, not inside a workflow state', async () => {
    const workflow = [
      '<WorkflowContainer ScreenID="SO301000">',
      '  <Workflow Name="Default">',
      '    <State Name="Open">',
      '      <Actions>',
      '        <Action ActionName="hold" />',
      '      </Actions>',
      '    </State>',
      '  </Workflow>',
      '</WorkflowContainer>'
    ].join('\n')
    const root = await folder({
      '_project/Automation_SO301000.xml': `<Automation screen="SO301000">\n  ${workflow.replaceAll('\n', '\n  ')}\n</Automation>`,
      '_project/WorkflowContainer_SO301000.xml': workflow,
      '_project/Actions_SO301000.xml':
        '<Actions ScreenID="SO301000">\n  <Action ActionName="Track" />\n</Actions>'
    })
    const projectXml = await projectXmlOf(root)
    // The container lacked its <Actions>: written at its end, once.
    expect(projectXml).toContain(
      '        </WorkflowContainer>\r\n        <Actions ScreenID="SO301000">\r\n            <Action ActionName="Track" />\r\n        </Actions>\r\n    </Automation>'
    )
    expect(projectXml.match(/<WorkflowContainer /g)).toHaveLength(1)
  })

  it('keeps an empty level empty', async () => {
    const root = await folder(
      { '_project/Sql_T.xml': '<Sql TableName="T" />' },
      'level="" description=""'
    )
    expect(await projectXmlOf(root)).toBe(
      '<Customization level="" description="" product-version="24.208">\r\n    <Sql TableName="T" />\r\n</Customization>'
    )
  })

  it('refuses comments and processing instructions outside the root, naming the file', async () => {
    for (const [outside, what] of [
      ['<!-- saved by hand -->', 'a comment'],
      ['<?acme note?>', 'a processing instruction']
    ]) {
      const root = await folder({ '_project/Sql_T.xml': `<Sql TableName="T" />\n${outside}` })
      await expect(projectXmlOf(root)).rejects.toThrow(
        `_project/Sql_T.xml has ${what} outside its root element <Sql>`
      )
    }
  })

  it('refuses an element the engine does not know, naming the fragment', async () => {
    const root = await folder({ '_project/Odd.xml': '<Oddity Name="x" />' })
    await expect(projectXmlOf(root)).rejects.toThrow(
      '_project/Odd.xml holds a <Oddity> element, which is not a customization item'
    )
  })
})

describe('ItemWriter (the engine XmlTextWriter rules)', () => {
  /** Writes one document both ways (fast reader and saxes) and checks they agree. */
  async function written(xml: string): Promise<string> {
    const file = path.join(work, 'doc.xml')
    await writeFile(file, xml)
    const outputs = [true, false].map(whole => {
      let out = ''
      const writer = new ItemWriter({ text: text => (out += text) })
      scanXmlFile(file, 'doc.xml', { sink: writer, whole })
      writer.flush()
      return out
    })
    expect(outputs[0]).toBe(outputs[1])
    return outputs[0]
  }

  it('indents elements, drops white space between them, keeps text and mixed content', async () => {
    expect(await written('<a>\n\t<b/>\n\t<c></c>\n  <d>x &amp; &lt;y&gt; "q"</d>\n</a>')).toBe(
      '\r\n    <a>\r\n        <b />\r\n        <c>\r\n        </c>\r\n        <d>x &amp; &lt;y&gt; "q"</d>\r\n    </a>'
    )
    // Text makes the element mixed: nothing inside it is indented any more.
    expect(await written('<a>t<b>\n<c/></b></a>')).toBe('\r\n    <a>t<b><c /></b></a>')
  })

  it('escapes attribute values, CRLF in text, CDATA and comments; keeps a tab in a value', async () => {
    // A literal tab in a value stays a tab, as the engine reads and writes it (real packages
    // hold them: scripts, inquiry formulas); a tab between attributes or in a comment is not one.
    expect(
      await written(
        '<a v="1 &amp; &lt; &gt; &quot; \'&#xA;&#xD;"\tw="tab\there" x=\'\t\'>\n<!--one\t"\ntwo-->x\ny<![CDATA[p\t"\nq]]></a>'
      )
    ).toBe(
      '\r\n    <a v="1 &amp; &lt; &gt; &quot; \'&#xA;&#xD;" w="tab\there" x="\t">\r\n        <!--one\t"\r\ntwo-->x\r\ny<![CDATA[p\t"\r\nq]]></a>'
    )
  })

  it('finds the tabs of attribute values wherever a chunk of the document ends', () => {
    const doc =
      '<?xml version="1.0"?><!-- a "\t" --><a v="\t1"><![CDATA[ x="\t" ]]><b\tw=\'2\t\'/>\t<?pi "\t"?></a>'
    const whole = new AttributeTabs().mark(doc)
    expect(whole.split('\ufdd0')).toHaveLength(3)
    expect(whole.replaceAll('\ufdd0', '\t')).toBe(doc)
    for (let cut = 0; cut <= doc.length; cut++) {
      for (let second = cut; second <= doc.length; second += 7) {
        const tabs = new AttributeTabs()
        const pieces = [doc.slice(0, cut), doc.slice(cut, second), doc.slice(second)]
        expect(pieces.map(piece => tabs.mark(piece)).join('')).toBe(whole)
      }
    }
  })

  it('keeps white space where xml:space="preserve" asks', async () => {
    expect(await written('<a xml:space="preserve"> <b/> </a>')).toBe(
      '\r\n    <a xml:space="preserve"> <b /> </a>'
    )
  })

  it('reads quotes, references, prefixes, PIs, CRLF and non-ASCII text as saxes does', async () => {
    const xml =
      '\ufeff<?xml version="1.0" encoding="utf-8"?>\r\n<x:a xmlns:x="urn:x" q = \'it"s\' r="&#65;&#x42;">\r\n' +
      '  <?keep this?>\r\n  <b>é &gt; 1 > 0\r\nnext</b>\r\n  <c x:y="1"></c>\r\n</x:a>\r\n'
    expect(await written(xml)).toBe(
      '\r\n    <x:a xmlns:x="urn:x" q="it&quot;s" r="AB">\r\n        <?keep this?>\r\n        <b>é &gt; 1 &gt; 0\r\nnext</b>\r\n        <c x:y="1">\r\n        </c>\r\n    </x:a>'
    )
  })

  it('leaves documents it is not sure of to saxes, which names line and column', async () => {
    const file = path.join(work, 'bad.xml')
    await writeFile(file, '<a>\n<b></a>')
    expect(() => scanXmlFile(file, '_project/bad.xml', { whole: true })).toThrow(
      /_project\/bad\.xml:2:\d+: .*not well-formed/
    )
  })
})

describe('ItemSpool', () => {
  it('holds items in memory up to its budget, then in its file, and gives them all back', async () => {
    const spool = new ItemSpool(path.join(work, 'items'), 10)
    const entries = ['<a />', '<bb />', '<ccc>é</ccc>', '<d />'].map(text => {
      spool.begin()
      spool.text(text.slice(0, 3))
      spool.text(text.slice(3))
      return spool.end()
    })
    spool.close()
    expect(entries.map(entry => 'bytes' in entry)).toEqual([true, false, false, true])
    const out = path.join(work, 'out.xml')
    const sink = new FileSink(out)
    spool.read(copy => [3, 2, 1, 0].forEach(i => expect(copy(entries[i], sink)).toBe(true)))
    sink.close()
    expect(await readFile(out, 'utf8')).toBe('<d /><ccc>é</ccc><bb /><a />')
    await spool.remove()
  })
})
