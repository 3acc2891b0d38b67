// The lint's rules on small folders made for each (a hit and a near miss), on every layout the
// deploy takes (package folder, source-control folder, zip, projects), with the places findings
// point at: the fragment or the project.xml line, relative to the repository root.
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { lintProjects, type Finding, type LintProject, type RuleId } from '../../src/lint/lint.js'
import { zipProjectFolder } from '../../src/package/index.js'
import { readLintSettings } from '../../src/inputs/read-lint-settings.js'
import { InputError } from '../../src/inputs/input-error.js'

let root: string

beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'lint-'))
})
afterEach(async () => {
  await rm(root, { recursive: true, force: true })
})

const BOM = '\ufeff'

async function write(file: string, text: string): Promise<void> {
  await mkdir(path.dirname(path.join(root, file)), { recursive: true })
  await writeFile(path.join(root, file), text)
}

/** A package folder: project.xml holding `items` (one per line after the root), and files. */
async function packageFolder(
  folder: string,
  items: string[],
  files: Record<string, string> = {}
): Promise<LintProject> {
  await write(
    `${folder}/project.xml`,
    `<Customization level="0" description="" product-version="24.210">\n${items.map(item => `    ${item}`).join('\n')}\n</Customization>\n`
  )
  for (const [name, text] of Object.entries(files)) await write(`${folder}/${name}`, text)
  return project('folder', folder)
}

/** A source-control folder: ProjectMetadata.xml naming `name`, one fragment per entry. */
async function sourceControl(
  folder: string,
  fragments: Record<string, string>,
  name = 'AcmeProject',
  files: Record<string, string> = {}
): Promise<LintProject> {
  await write(
    `${folder}/_project/ProjectMetadata.xml`,
    `${BOM}<?xml version="1.0" encoding="utf-8"?>\r\n<project name="${name}" level="" description="" />`
  )
  for (const [file, text] of Object.entries(fragments)) {
    await write(`${folder}/_project/${file}`, `${BOM}${text}`)
  }
  for (const [file, text] of Object.entries(files)) await write(`${folder}/${file}`, text)
  return { ...project('source-control', folder), name }
}

function project(kind: LintProject['kind'], relative: string, name = 'AcmeProject'): LintProject {
  return { name, kind, path: path.join(root, relative), exclude: [], include: [] }
}

async function lint(
  projects: LintProject[],
  options: { isvPrefix?: string; tenantMode?: 'Current' | 'All'; disable?: RuleId[] } = {}
): Promise<Finding[]> {
  const result = await lintProjects(projects, {
    root,
    disable: new Set(options.disable ?? []),
    isvPrefix: options.isvPrefix ?? '',
    tenantMode: options.tenantMode ?? 'All'
  })
  return result.findings
}

const only = (findings: Finding[], rule: RuleId): Finding[] =>
  findings.filter(finding => finding.ruleId === rule)

const sql = (table: string, script: string): string =>
  `<Sql TableName="${table}" CustomScript="#CDATA">\n        <CDATA name="CustomScript"><![CDATA[${script}]]></CDATA>\n    </Sql>`

const graph = (className: string, code: string): string =>
  `<Graph ClassName="${className}" Source="#CDATA" IsNew="True" FileType="NewDac">\n        <CDATA name="Source"><![CDATA[${code}]]></CDATA>\n    </Graph>`

const usrField = (name: string, attribute = 'PXDBString(10)'): string => `
public class SOOrderExt : PXCacheExtension<SOOrder>
{
    #region ${name}
    [${attribute}]
    [PXUIField(DisplayName = "Tracking")]
    public virtual string ${name} { get; set; }
    public abstract class ${name[0].toLowerCase()}${name.slice(1)} : PX.Data.BQL.BqlString.Field<${name}> { }
    #endregion
}`

describe('ACU001: the project name', () => {
  it('is an error on a name the server refuses, pointing at ProjectMetadata.xml', async () => {
    const bad = await sourceControl(
      'bad',
      { 'File_a.xml': '<File AppRelativePath="a.txt" />' },
      'Acme_Project',
      {
        'a.txt': 'a'
      }
    )
    bad.namePlace = { file: 'bad/_project/ProjectMetadata.xml' }
    const findings = only(await lint([bad]), 'ACU001')
    // The line that names the project, as the file has it.
    const text = await readFile(path.join(root, 'bad/_project/ProjectMetadata.xml'), 'utf8')
    const line = text.slice(0, text.indexOf('name="Acme_Project"')).split('\n').length
    expect(line).toBe(2)
    expect(findings).toEqual([
      expect.objectContaining({
        level: 'error',
        place: { file: 'bad/_project/ProjectMetadata.xml', line },
        message: expect.stringContaining('"Acme_Project"')
      })
    ])
  })

  it("points a package folder's bad name at the root element of project.xml, a zip at the zip", async () => {
    await write(
      'pkg/project.xml',
      '<?xml version="1.0" encoding="utf-8"?>\n\n<Customization level="0" description="" product-version="24.210">\n</Customization>\n'
    )
    await zipProjectFolder(path.join(root, 'pkg'), {
      exclude: [],
      outputPath: path.join(root, 'out/Bad.zip')
    })
    const findings = only(
      await lint([
        project('folder', 'pkg', 'Acme_Bad'),
        project('package', 'out/Bad.zip', 'Acme_Bad')
      ]),
      'ACU001'
    )
    const text = await readFile(path.join(root, 'pkg/project.xml'), 'utf8')
    expect(findings.map(f => f.place)).toEqual([
      {
        file: 'pkg/project.xml',
        line: text.slice(0, text.indexOf('<Customization')).split('\n').length
      },
      { file: 'out/Bad.zip' }
    ])
  })

  it('accepts letters, digits, brackets and dots after a letter', async () => {
    const good = await sourceControl(
      'good',
      { 'File_a.xml': '<File AppRelativePath="a.txt" />' },
      'Acme[2].Ext',
      {
        'a.txt': 'a'
      }
    )
    expect(only(await lint([good]), 'ACU001')).toEqual([])
  })
})

describe('ACU002: listed files', () => {
  it('is an error for a <File> item whose file is missing, on its project.xml line', async () => {
    const folder = await packageFolder(
      'pkg',
      [
        '<File AppRelativePath="Bin\\Acme.dll" />',
        '<File AppRelativePath="Pages\\AC\\AC301000.aspx" />'
      ],
      { 'Pages/AC/AC301000.aspx': '<%@ Page %>' }
    )
    expect(only(await lint([folder]), 'ACU002')).toEqual([
      expect.objectContaining({
        level: 'error',
        item: 'File#Bin\\Acme.dll',
        place: { file: 'pkg/project.xml', line: 2 }
      })
    ])
  })

  it('warns of a file of the folder that no item lists, and not once include lists it', async () => {
    const folder = await packageFolder('pkg', ['<File AppRelativePath="a.txt" />'], {
      'a.txt': 'a',
      'README.md': 'notes'
    })
    expect(only(await lint([folder]), 'ACU002')).toEqual([
      expect.objectContaining({ level: 'warning', place: { file: 'pkg/README.md' } })
    ])
    folder.exclude = ['README.md']
    expect(only(await lint([folder]), 'ACU002')).toEqual([])
  })

  it('takes a missing file from include, as the deploy does', async () => {
    const folder = await packageFolder('pkg', ['<File AppRelativePath="Bin\\Acme.dll" />'])
    await write('build/Acme.dll', 'MZ')
    folder.include = [
      {
        source: path.join(root, 'build/Acme.dll'),
        appRelativePath: 'Bin\\Acme.dll',
        zipPath: 'Bin/Acme.dll',
        size: 2,
        line: 1
      }
    ]
    expect(only(await lint([folder]), 'ACU002')).toEqual([])
    // An included file that project.xml does not name: the build adds its <File> item.
    folder.include = [
      { ...folder.include[0], appRelativePath: 'Bin\\Extra.dll', zipPath: 'Bin/Extra.dll' }
    ]
    expect(only(await lint([folder]), 'ACU002').map(f => f.level)).toEqual(['error'])
  })

  it('in a source-control folder: a <File> fragment naming a file the folder lacks', async () => {
    const folder = await sourceControl(
      'sc',
      {
        'File_Bin_Acme_dll.xml': '<File AppRelativePath="Bin\\Acme.dll" />',
        'File_a_txt.xml': '<File AppRelativePath="a.txt" />'
      },
      'AcmeProject',
      { 'a.txt': 'a' }
    )
    expect(only(await lint([folder]), 'ACU002')).toEqual([
      expect.objectContaining({
        level: 'error',
        place: { file: 'sc/_project/File_Bin_Acme_dll.xml', line: 1 }
      })
    ])
  })
})

describe('ACU003: scripts without an existence guard', () => {
  it('warns of CREATE TABLE and ALTER TABLE ... ADD, on the statement line', async () => {
    const folder = await packageFolder('pkg', [
      sql(
        'AcmeTable',
        '\nCREATE TABLE AcmeTable (CompanyID int NOT NULL)\nGO\nALTER TABLE SOOrder ADD UsrAcme int NULL'
      )
    ])
    const findings = only(await lint([folder]), 'ACU003')
    expect(findings.map(f => [f.level, f.place.line, f.item])).toEqual([
      ['warning', 4, 'Sql#AcmeTable'],
      ['warning', 6, 'Sql#AcmeTable']
    ])
    expect(findings[1].message).toContain('ALTER TABLE ... ADD SOOrder')
  })

  it('passes guarded scripts, drop-and-create, ALTER COLUMN, temporary tables and comments', async () => {
    const folder = await packageFolder('pkg', [
      sql('A', "IF NOT EXISTS (SELECT * FROM sys.tables WHERE name = 'A')\nCREATE TABLE A (X int)"),
      sql('B', "IF COL_LENGTH('SOOrder', 'UsrB') IS NULL\nALTER TABLE SOOrder ADD UsrB int NULL"),
      sql('C', "IF OBJECT_ID('C') IS NOT NULL DROP TABLE C\nGO\nCREATE TABLE C (X int)"),
      sql('D', 'ALTER TABLE SOOrder ALTER COLUMN UsrD nvarchar(20) NULL'),
      sql('E', 'CREATE TABLE #work (X int)'),
      sql('F', "-- CREATE TABLE F (X int)\nPRINT 'CREATE TABLE G (X int)'"),
      sql('H', 'CREATE TABLE H (X int) -- acu-lint disable ACU003')
    ])
    expect(only(await lint([folder]), 'ACU003')).toEqual([])
  })

  it('in a fragment: the line inside the fragment file', async () => {
    const folder = await sourceControl('sc', {
      'Sql_AcmeTable.xml': `<Sql TableName="AcmeTable" CustomScript="#CDATA">\r\n    <CDATA name="CustomScript"><![CDATA[\r\nCREATE TABLE AcmeTable (X int)]]></CDATA>\r\n</Sql>`
    })
    expect(only(await lint([folder]), 'ACU003')).toEqual([
      expect.objectContaining({ place: { file: 'sc/_project/Sql_AcmeTable.xml', line: 3 } })
    ])
  })
})

describe('ACU004: Usr fields without a column', () => {
  it('warns of a PXDB-bound Usr field that nothing creates, on its line', async () => {
    const folder = await packageFolder('pkg', [graph('SOOrderExt', usrField('UsrTracking'))])
    const findings = only(await lint([folder]), 'ACU004')
    expect(findings).toEqual([
      expect.objectContaining({
        level: 'warning',
        item: 'Code#SOOrderExt',
        place: { file: 'pkg/project.xml', line: 9 },
        message: expect.stringContaining('UsrTracking is bound by [PXDBString]')
      })
    ])
  })

  it('passes when a <Table> item, a table schema or a script creates the column', async () => {
    const table = await packageFolder('table', [
      graph('SOOrderExt', usrField('UsrTracking')),
      '<Table TableName="SOOrder">\n        <Column TableName="SOOrder" ColumnName="UsrTracking" ColumnType="string" />\n    </Table>'
    ])
    const schema = await packageFolder('schema', [
      graph('SOOrderExt', usrField('UsrTracking')),
      `<Sql TableName="AcmeTable" TableSchemaXml="#CDATA"><CDATA name="TableSchemaXml"><![CDATA[<table name="AcmeTable"><col name="UsrTracking" type="NVarChar(10)" /></table>]]></CDATA></Sql>`
    ])
    const script = await packageFolder('script', [
      graph('SOOrderExt', usrField('UsrTracking')),
      sql(
        'SOOrder',
        "IF COL_LENGTH('SOOrder','UsrTracking') IS NULL ALTER TABLE SOOrder ADD UsrTracking nvarchar(10)"
      )
    ])
    expect(only(await lint([table, schema, script]), 'ACU004')).toEqual([])
  })

  it('passes unbound fields, PXDBScalar, BqlField projections and commented-out code', async () => {
    const folder = await packageFolder('pkg', [
      graph('A', usrField('UsrA', 'PXString(10)')),
      graph('B', usrField('UsrB', 'PXDBScalar(typeof(Search<SOLine.orderNbr>))')),
      graph('C', usrField('UsrC', 'PXDBString(10, BqlField = typeof(SOLine.orderNbr))')),
      graph('D', `/* ${usrField('UsrD')} */`),
      graph('E', `// acu-lint disable ACU004\n${usrField('UsrE')}`)
    ])
    expect(only(await lint([folder]), 'ACU004')).toEqual([])
  })

  it('reads C# files of the folder too', async () => {
    const folder = await packageFolder(
      'pkg',
      ['<File AppRelativePath="App_RuntimeCode\\SOOrderExt.cs" />'],
      {
        'App_RuntimeCode/SOOrderExt.cs': usrField('UsrTracking')
      }
    )
    expect(only(await lint([folder]), 'ACU004')).toEqual([
      expect.objectContaining({ place: { file: 'pkg/App_RuntimeCode/SOOrderExt.cs', line: 7 } })
    ])
  })
})

describe('ACU005: what the build cannot read', () => {
  it('reports a fragment that is not well-formed with its line, and reads the others', async () => {
    const folder = await sourceControl('sc', {
      'Sql_A.xml':
        '<Sql TableName="A" CustomScript="#CDATA">\r\n<CDATA name="CustomScript"><![CDATA[CREATE TABLE A (X int)]]></CDATA>\r\n</Sqll>',
      'Sql_B.xml': sql('B', 'CREATE TABLE B (X int)')
    })
    const findings = await lint([folder])
    expect(only(findings, 'ACU005')).toEqual([
      expect.objectContaining({ level: 'error', place: { file: 'sc/_project/Sql_A.xml', line: 3 } })
    ])
    expect(only(findings, 'ACU003').map(f => f.item)).toEqual(['Sql#B'])
  })

  it('reports an element the engine does not know; an empty level is fine', async () => {
    const folder = await packageFolder(
      'pkg',
      ['<Gadget Name="x" />', '<File AppRelativePath="a.txt" />'],
      {
        'a.txt': 'a'
      }
    )
    await write(
      'pkg/project.xml',
      (await import('node:fs'))
        .readFileSync(path.join(root, 'pkg/project.xml'), 'utf8')
        .replace('level="0"', 'level=""')
    )
    expect(only(await lint([folder]), 'ACU005')).toEqual([
      expect.objectContaining({
        place: { file: 'pkg/project.xml', line: 2 },
        message: expect.stringContaining('<Gadget>')
      })
    ])
  })

  it('reports a project.xml that does not parse', async () => {
    await write(
      'pkg/project.xml',
      '<Customization level="0">\n<File AppRelativePath="a.txt">\n</Customization>'
    )
    expect(only(await lint([project('folder', 'pkg')]), 'ACU005')).toEqual([
      expect.objectContaining({ level: 'error', place: { file: 'pkg/project.xml', line: 3 } })
    ])
  })
})

describe('ACU006: the ISV prefix', () => {
  const code = `public class AcmeOrder : PXBqlTable, IBqlTable { }
public class OrderMaint : PXGraph<OrderMaint, AcmeOrder> { }
public class SOOrderEntryExt : PXGraphExtension<SOOrderEntry> { }`

  it('warns of new DACs, graphs and tables without it, only when set', async () => {
    const folder = await packageFolder('pkg', [
      graph('AcmeOrder', code),
      `<Sql TableName="Tracking" TableSchemaXml="#CDATA"><CDATA name="TableSchemaXml"><![CDATA[<table name="Tracking" />]]></CDATA></Sql>`
    ])
    const findings = only(await lint([folder], { isvPrefix: 'Acme' }), 'ACU006')
    expect(findings.map(f => f.message.split(':')[1].trim())).toEqual([
      'the new graph OrderMaint does not start with the ISV prefix Acme',
      'the new table Tracking does not start with the ISV prefix Acme'
    ])
    expect(only(await lint([folder]), 'ACU006')).toEqual([])
  })
})

describe('ACU007: items of one tenant', () => {
  const siteMap = `<SiteMapNode>
        <data-set>
            <relations main-table="SiteMap" />
            <data><SiteMap><row NodeID="5c8a1f0e" ScreenID="AC301000" /></SiteMap></data>
        </data-set>
    </SiteMapNode>`

  it('notes them while tenant-mode is Current, keyed as the build keys them', async () => {
    const folder = await packageFolder('pkg', [siteMap])
    expect(only(await lint([folder], { tenantMode: 'Current' }), 'ACU007')).toEqual([
      expect.objectContaining({
        level: 'note',
        item: 'SiteMapNode#5c8a1f0e',
        place: { file: 'pkg/project.xml', line: 2 }
      })
    ])
    expect(only(await lint([folder], { tenantMode: 'All' }), 'ACU007')).toEqual([])
  })

  it('is silenced by disable', async () => {
    const folder = await packageFolder('pkg', [siteMap])
    expect(await lint([folder], { tenantMode: 'Current', disable: ['ACU007'] })).toEqual([])
  })
})

describe('layouts', () => {
  it('reads a zip: findings point at the zip, without a line', async () => {
    const folder = await packageFolder('pkg', [
      sql('A', 'CREATE TABLE A (X int)'),
      '<File AppRelativePath="Bin\\Acme.dll" />'
    ])
    await zipProjectFolder(path.join(root, 'pkg'), {
      exclude: [],
      outputPath: path.join(root, 'out/Acme.zip')
    })
    void folder
    const findings = await lint([project('package', 'out/Acme.zip')])
    expect(findings.map(f => [f.ruleId, f.place])).toEqual([
      ['ACU002', { file: 'out/Acme.zip' }],
      ['ACU003', { file: 'out/Acme.zip' }]
    ])
  })

  it('reads projects lines: each project under its name, include by project', async () => {
    await sourceControl('a', { 'Sql_A.xml': sql('A', 'CREATE TABLE A (X int)') }, 'AcmeA')
    await packageFolder('b', ['<File AppRelativePath="Bin\\B.dll" />'])
    await packageFolder('c', ['<File AppRelativePath="c.txt" />'], { 'c.txt': 'c' })
    await write('build/B.dll', 'MZ')
    const inputs: Record<string, string> = {
      projects: 'a\nAcmeB=b\nAcme_C=c',
      include: 'AcmeB: build/B.dll => Bin/B.dll'
    }
    const settings = await readLintSettings(name => inputs[name] ?? '', root)
    const findings = await lint(settings.projects)
    expect(findings.map(f => [f.ruleId, f.project, f.place.file])).toEqual([
      ['ACU003', 'AcmeA', 'a/_project/Sql_A.xml'],
      ['ACU001', 'Acme_C', 'c/project.xml']
    ])
  })

  it('refuses a bad fail-on, isv-prefix or rule id with one message naming the input', async () => {
    await packageFolder('pkg', ['<File AppRelativePath="a.txt" />'], { 'a.txt': 'a' })
    for (const [name, value] of [
      ['fail-on', 'sometimes'],
      ['isv-prefix', 'A1'],
      ['disable', 'ACU999']
    ]) {
      const inputs: Record<string, string> = { 'project-path': 'pkg', [name]: value }
      await expect(readLintSettings(n => inputs[n] ?? '', root)).rejects.toThrow(InputError)
      await expect(readLintSettings(n => inputs[n] ?? '', root)).rejects.toThrow(`Input '${name}'`)
    }
  })
})

describe('ACU005: a <File> fragment that leaves the website', () => {
  it('is reported as the build refuses it, not as a missing file', async () => {
    const folder = await sourceControl('sc', {
      'File_evil.xml': '<File AppRelativePath="..\\..\\web.config" />'
    })
    const findings = await lint([folder])
    expect(findings.map(f => [f.ruleId, f.level, f.place])).toEqual([
      ['ACU005', 'error', { file: 'sc/_project/File_evil.xml', line: 1 }]
    ])
  })
})
