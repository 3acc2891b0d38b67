// The publish log's messages pointed at the repository (src/lint/publish-log.ts and
// publish-findings.ts): every form of real-answers.md ("The publish log, word for word",
// "Validation messages and where compiled code lives") on a package folder, the source-control
// fixture, a zip and several projects. Expected lines are computed from the fixture files' text.
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { publishFindings } from '../../src/lint/publish-findings.js'
import { readPublishLog, type PublishLogEntry } from '../../src/lint/publish-log.js'
import type { LintProject } from '../../src/lint/types.js'
import { zipProjectFolder } from '../../src/package/index.js'

const FIXTURE = fileURLToPath(new URL('../fixtures/source-control-project', import.meta.url))

let root: string
beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'publish-findings-'))
})
afterEach(async () => {
  await rm(root, { recursive: true, force: true })
})

const error = (message: string): PublishLogEntry => ({
  timestamp: '2026-07-18T19:27:37.3327642Z',
  logType: 'error',
  message
})
const warning = (message: string): PublishLogEntry => ({ logType: 'warning', message })
const info = (message: string): PublishLogEntry => ({ logType: 'information', message })

function project(kind: LintProject['kind'], relative: string, name: string): LintProject {
  return { name, kind, path: path.join(root, relative), exclude: [], include: [] }
}

/** The source-control fixture, copied under `relative`. */
async function sourceControl(relative = 'AcmeTracking'): Promise<LintProject> {
  await cp(FIXTURE, path.join(root, relative), { recursive: true })
  return project('source-control', relative, 'AcmeTracking')
}

const CODE = [
  'using System;',
  'using PX.Data;',
  '',
  'namespace Acme',
  '{',
  '    public class AcmeGraph : PXGraph<AcmeGraph>',
  '    {',
  '        public PXAction<AcmeDoc> approve;',
  '        public int Total() => UsrAcmeTotal + missing;',
  '    }',
  '}'
].join('\r\n')

/** A package folder with a Code item, a DAC item, a page, a DLL and an App_RuntimeCode file. */
async function packageFolder(relative = 'pkg', name = 'AcmePackage'): Promise<LintProject> {
  const xml = [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<Customization level="0" description="" product-version="24.210">',
    '    <File AppRelativePath="Bin\\AM.Objects.dll" />',
    '    <File AppRelativePath="Bin\\smartsheet-csharp-sdk.dll" />',
    `    <Graph ClassName="AcmeGraph" Source="#CDATA" IsNew="True" FileType="NewGraph">`,
    `        <CDATA name="Source"><![CDATA[${CODE}]]></CDATA>`,
    '    </Graph>',
    '    <DAC type="PX.Objects.CR.Contact">',
    '        <Field FieldName="UsrAcmeTotal" TypeName="int" />',
    '    </DAC>',
    '    <Page path="~/pages/ar/ar303000.aspx" pageSource="AAAA" />',
    '</Customization>',
    ''
  ].join('\n')
  await mkdir(path.join(root, relative, 'Bin'), { recursive: true })
  await writeFile(path.join(root, relative, 'project.xml'), xml)
  await writeFile(path.join(root, relative, 'Bin', 'AM.Objects.dll'), 'MZ')
  await writeFile(path.join(root, relative, 'Bin', 'smartsheet-csharp-sdk.dll'), 'MZ')
  return project('folder', relative, name)
}

/** The 1-based line of `file` on which `needle` first stands. */
async function lineOf(file: string, needle: string): Promise<number> {
  const text = await readFile(path.join(root, file), 'utf8')
  const at = text.indexOf(needle)
  expect(at).toBeGreaterThanOrEqual(0)
  return text.slice(0, at).split('\n').length
}

/** The line of `file` holding line `line` of the code in its first CDATA section. */
async function codeLineOf(file: string, line: number): Promise<number> {
  const text = await readFile(path.join(root, file), 'utf8')
  const start = text.indexOf('<![CDATA[')
  const code = text.slice(start + '<![CDATA['.length, text.indexOf(']]>', start)).split(/\r?\n/)
  const expected = text.slice(0, start).split('\n').length + line - 1
  // The line found holds that line of code (the check that the count is right).
  expect(text.split(/\r?\n/)[expected - 1].endsWith(code[line - 1])).toBe(true)
  return expected
}

describe('compile errors (every form of the compiler line)', () => {
  const forms = [
    "C:\\Program Files\\Acumatica ERP\\Site\\App_RuntimeCode\\AcmeGraph.cs(9,38): error CS0103: The name 'missing' does not exist in the current context",
    "\\App_RuntimeCode\\AcmeGraph.cs(9,38) : error CS0103: The name 'missing' does not exist in the current context",
    "App_RuntimeCode/AcmeGraph.cs(9): error CS0103: The name 'missing' does not exist in the current context",
    "c:\\inetpub\\wwwroot\\AcumaticaERP\\App_Code\\Caches\\AcmeGraph.cs(9,38): error CS0103: The name 'missing' does not exist in the current context",
    "AcmeGraph.cs(9,38): error CS0103: The name 'missing' does not exist in the current context",
    'Compilation failed: AcmeGraph.cs(9): error CS0103'
  ]

  it.each(forms)('points %s at the project.xml line holding line 9 of the code', async form => {
    const pkg = await packageFolder()
    const [finding] = await publishFindings([error(form), error('Validation failed.')], [pkg], root)
    expect(finding).toEqual({
      level: 'error',
      rule: 'CS0103',
      message: form,
      entry: 0,
      project: 'AcmePackage',
      item: 'Code#AcmeGraph',
      place: { file: 'pkg/project.xml', line: await codeLineOf('pkg/project.xml', 9) }
    })
  })

  it('points at the Code item fragment of a source-control folder (line 2 holds line 1)', async () => {
    const sc = await sourceControl()
    const file = 'AcmeTracking/_project/Code_SOOrderEntry_Extension.xml'
    const findings = await publishFindings(
      [
        info('Compiled projects: AcmeTracking'),
        error(
          "C:\\AcumaticaERP\\Customization\\AcmeTracking\\AcmeTrackingValidation\\AcmeTrackingWebsite\\App_RuntimeCode\\SOOrderEntry_Extension.cs(16,43): error CS1061: 'SOOrderExt' does not contain a definition for 'UsrTrackingNbr'"
        ),
        error(
          '\\App_RuntimeCode\\SOOrderEntry_Extension.cs(1,1) : error CS1529: A using clause must precede all other elements'
        ),
        error('Validation failed.')
      ],
      [sc],
      root
    )
    expect(findings.map(f => [f.rule, f.item, f.place])).toEqual([
      ['CS1061', 'Code#SOOrderEntry_Extension', { file, line: await codeLineOf(file, 16) }],
      ['CS1529', 'Code#SOOrderEntry_Extension', { file, line: 2 }],
      ['PublishLogMessage', undefined, undefined]
    ])
    expect(await codeLineOf(file, 1)).toBe(2)
  })

  it('points a DAC item compiled file at the DAC element line', async () => {
    const pkg = await packageFolder()
    const [finding] = await publishFindings(
      [
        error(
          "App_RuntimeCode\\PX_Objects_CR_Contact_extensions.cs(40,5): error CS0246: The type or namespace name 'Foo' could not be found"
        )
      ],
      [pkg],
      root
    )
    expect(finding.item).toBe('PX.Objects.CR.Contact')
    expect(finding.place).toEqual({
      file: 'pkg/project.xml',
      line: await lineOf('pkg/project.xml', '<DAC type="PX.Objects.CR.Contact">')
    })
  })

  it('points at a C# file of the repository under App_RuntimeCode at line L itself', async () => {
    const pkg = await packageFolder()
    await mkdir(path.join(root, 'pkg', 'App_RuntimeCode'), { recursive: true })
    await writeFile(path.join(root, 'pkg', 'App_RuntimeCode', 'AcmeHelper.cs'), CODE)
    const [finding] = await publishFindings(
      [error('App_RuntimeCode\\AcmeHelper.cs(7,1): error CS1513: } expected')],
      [pkg],
      root
    )
    expect(finding.place).toEqual({ file: 'pkg/App_RuntimeCode/AcmeHelper.cs', line: 7 })
  })

  it('points warnings of a completed publish too, as warnings', async () => {
    const pkg = await packageFolder()
    const findings = await publishFindings(
      [
        warning("App_RuntimeCode\\AcmeGraph.cs(8,16): warning CS0618: 'PXAction' is obsolete"),
        warning("Another process has added the 'FeaturesSet' record. Your changes will be lost."),
        info('Customization project published successfully.')
      ],
      [pkg],
      root
    )
    expect(findings.map(f => [f.level, f.rule, f.place?.line])).toEqual([
      ['warning', 'CS0618', await codeLineOf('pkg/project.xml', 8)],
      ['warning', 'PublishLogMessage', undefined]
    ])
  })

  it('leaves a file of no item without a place, and a line past the code on the item', async () => {
    const pkg = await packageFolder()
    const findings = await publishFindings(
      [
        error("App_RuntimeCode\\SomeoneElse.cs(3,1): error CS0103: The name 'x' does not exist"),
        error('App_RuntimeCode\\AcmeGraph.cs(400,1): error CS1513: } expected')
      ],
      [pkg],
      root
    )
    expect(findings[0]).toEqual(expect.objectContaining({ rule: 'CS0103' }))
    expect(findings[0].place).toBeUndefined()
    expect(findings[1].place).toEqual({
      file: 'pkg/project.xml',
      line: await lineOf('pkg/project.xml', '<Graph ClassName="AcmeGraph"')
    })
  })
})

describe('the validation messages', () => {
  it('reads a message printed value by value, over several log entries', async () => {
    const pkg = await packageFolder()
    const log = [
      info('Compiled projects: AcmePackage'),
      error('AM.Objects.dll'),
      error('Failed to resolve method reference:'),
      error('System.Void PX.Data.PXLineNbrAttribute::.ctor(System.Type)'),
      error('declared in'),
      error('PX.Data, Version=1.0.0.0, Culture=neutral, PublicKeyToken=3b136cac2f602b8e'),
      error('Referenced Field missing:'),
      error('UsrAcmeTotal'),
      error('from'),
      error('PX.Objects.CS.CSAnswers'),
      error('Validation failed.')
    ]
    const messages = readPublishLog(log)
    expect(messages.map(m => [m.kind, m.entries])).toEqual([
      ['reference', [1, 2, 3, 4, 5]],
      ['field-missing', [6, 7, 8, 9]],
      ['other', [10]]
    ])
    const findings = await publishFindings(log, [pkg], root)
    expect(findings.map(f => [f.rule, f.item, f.place])).toEqual([
      [
        'FailedToResolveReference',
        'File#Bin\\AM.Objects.dll',
        { file: 'pkg/project.xml', line: await lineOf('pkg/project.xml', 'Bin\\AM.Objects.dll') }
      ],
      [
        'ReferencedFieldMissing',
        'Code#AcmeGraph',
        { file: 'pkg/project.xml', line: await codeLineOf('pkg/project.xml', 9) }
      ],
      ['PublishLogMessage', undefined, undefined]
    ])
    expect(findings[0].message).toBe(
      'AM.Objects.dll Failed to resolve method reference: System.Void PX.Data.PXLineNbrAttribute::.ctor(System.Type) declared in PX.Data, Version=1.0.0.0, Culture=neutral, PublicKeyToken=3b136cac2f602b8e'
    )
  })

  it("takes the DLL's name from the entry before when it was logged at another level", async () => {
    const pkg = await packageFolder()
    const [finding] = await publishFindings(
      [
        info('AM.Objects.dll'),
        error('Failed to resolve type reference:'),
        error('PX.Data.PXGraphWithActionsBase`2'),
        error('declared in'),
        error('PX.Data, Version=1.0.0.0'),
        error('Validation failed.')
      ],
      [pkg],
      root
    )
    expect(finding).toEqual(
      expect.objectContaining({
        rule: 'FailedToResolveReference',
        item: 'File#Bin\\AM.Objects.dll',
        message:
          'Failed to resolve type reference: PX.Data.PXGraphWithActionsBase`2 declared in PX.Data, Version=1.0.0.0'
      })
    )
  })

  it('reads the one-line forms a real log showed', async () => {
    const pkg = await packageFolder()
    const findings = await publishFindings(
      [
        error('Referenced field missing: approve from PX.Objects.PM.ProjectEntry'),
        error(
          'smartsheet-csharp-sdk.dll Failed to resolve type reference: RestSharp.Extensions.MonoHttp.HttpUtility declared in RestSharp, Version=100.0.0.0, Culture=neutral'
        ),
        error('FullRegen.dll Could not resolve: ADODB, Version=7.0.3300.0, Culture=neutral'),
        error(
          'Declaring Type missing: PX.Objects.CR.BaseBAccount from PX.Objects.EP.CRBaseActivityMaint`1<PX.Objects.CR.CRTaskMaint>'
        ),
        error('Validation failed.')
      ],
      [pkg],
      root
    )
    expect(findings.map(f => [f.rule, f.item, f.place?.line])).toEqual([
      ['ReferencedFieldMissing', 'Code#AcmeGraph', await codeLineOf('pkg/project.xml', 8)],
      [
        'FailedToResolveReference',
        'File#Bin\\smartsheet-csharp-sdk.dll',
        await lineOf('pkg/project.xml', 'smartsheet-csharp-sdk.dll')
      ],
      // No item of the project is FullRegen.dll, and no code names BaseBAccount.
      ['CouldNotResolve', undefined, undefined],
      ['DeclaringTypeMissing', undefined, undefined],
      ['PublishLogMessage', undefined, undefined]
    ])
  })

  it('finds a name as a whole word only', async () => {
    const pkg = await packageFolder()
    // `Total` is part of `UsrAcmeTotal` and the name of a method: the method's line.
    const [field] = await publishFindings(
      [error('Referenced Field missing: Total from Acme.AcmeGraph')],
      [pkg],
      root
    )
    expect(field.place?.line).toBe(await codeLineOf('pkg/project.xml', 9))
    const [none] = await publishFindings(
      [error('Referenced Field missing: AcmeTot from Acme.AcmeGraph')],
      [pkg],
      root
    )
    expect(none.place).toBeUndefined()
  })

  it('points a control conflict and a page error at the page item of the screen', async () => {
    const sc = await sourceControl()
    const pkg = await packageFolder()
    const findings = await publishFindings(
      [
        info('Compiled projects: AcmeTracking,AcmePackage'),
        error('Conflict control ID:phDS_ds from page ~/pages/so/so301000.aspx'),
        error(
          'An error on the page ~/pages/AR/AR303000.aspx: the control CstPXLayoutRule1 is not found'
        ),
        error('An error on the page ~/pages/AC/AC301000.aspx'),
        error('Validation failed.')
      ],
      [sc, pkg],
      root
    )
    expect(findings.map(f => [f.rule, f.project, f.item, f.place])).toEqual([
      [
        'ConflictControlId',
        'AcmeTracking',
        '~/pages/so/so301000.aspx',
        { file: 'AcmeTracking/_project/pages_so_so301000_aspx.xml', line: 1 }
      ],
      [
        'PageError',
        'AcmePackage',
        '~/pages/ar/ar303000.aspx',
        { file: 'pkg/project.xml', line: await lineOf('pkg/project.xml', '<Page path=') }
      ],
      // A page of the project as a File item.
      [
        'PageError',
        'AcmeTracking',
        'File#Pages\\AC\\AC301000.aspx',
        { file: 'AcmeTracking/_project/File_Pages_AC_AC301000_aspx.xml', line: 1 }
      ],
      ['PublishLogMessage', undefined, undefined, undefined]
    ])
  })
})

describe('where the projects are', () => {
  it('points at the project that holds the item, of several', async () => {
    const pkg = await packageFolder('one', 'AcmeOne')
    const sc = await sourceControl('two')
    const findings = await publishFindings(
      [
        error(
          "App_RuntimeCode\\SOOrderEntry_Extension.cs(9,18): error CS0246: The type or namespace name 'PXGraphExtension<>' could not be found"
        ),
        error(
          "App_RuntimeCode\\AcmeGraph.cs(6,5): error CS0101: The namespace 'Acme' already contains a definition for 'AcmeGraph'"
        )
      ],
      [pkg, sc],
      root
    )
    expect(findings.map(f => [f.project, f.place])).toEqual([
      [
        'AcmeTracking',
        {
          file: 'two/_project/Code_SOOrderEntry_Extension.xml',
          line: await codeLineOf('two/_project/Code_SOOrderEntry_Extension.xml', 9)
        }
      ],
      ['AcmeOne', { file: 'one/project.xml', line: await codeLineOf('one/project.xml', 6) }]
    ])
  })

  it('finds a fragment that is not named after its item (a later Code_X_2.xml)', async () => {
    const sc = await sourceControl()
    const folder = path.join(root, 'AcmeTracking', '_project')
    const text = await readFile(path.join(folder, 'Code_SOOrderEntry_Extension.xml'), 'utf8')
    await rm(path.join(folder, 'Code_SOOrderEntry_Extension.xml'))
    await writeFile(path.join(folder, 'Code_SOOrderEntry_Extension_2.xml'), text)
    const [finding] = await publishFindings(
      [error('App_RuntimeCode\\SOOrderEntry_Extension.cs(13,9): error CS0103: x')],
      [sc],
      root
    )
    expect(finding.place).toEqual({
      file: 'AcmeTracking/_project/Code_SOOrderEntry_Extension_2.xml',
      line: await codeLineOf('AcmeTracking/_project/Code_SOOrderEntry_Extension_2.xml', 13)
    })
  })

  it('points a zip package at the item only (the zip, no line)', async () => {
    await packageFolder('pkg')
    await zipProjectFolder(path.join(root, 'pkg'), {
      exclude: [],
      outputPath: path.join(root, 'out', 'Acme.zip')
    })
    const zip = project('package', 'out/Acme.zip', 'AcmeZip')
    const findings = await publishFindings(
      [
        error('App_RuntimeCode\\AcmeGraph.cs(9,38): error CS0103: x'),
        error('AM.Objects.dll Failed to resolve type reference: X declared in PX.Data')
      ],
      [zip],
      root
    )
    expect(findings.map(f => [f.project, f.item, f.place])).toEqual([
      ['AcmeZip', 'Code#AcmeGraph', { file: 'out/Acme.zip' }],
      ['AcmeZip', 'File#Bin\\AM.Objects.dll', { file: 'out/Acme.zip' }]
    ])
  })

  it('reads nothing when no message names anything (a missing folder is never opened)', async () => {
    const gone = project('folder', 'no-such-folder', 'Gone')
    const findings = await publishFindings(
      [
        error(
          'An error has occurred. Please report this error to the technical support and attach the information provided above.'
        )
      ],
      [gone],
      root
    )
    expect(findings).toEqual([
      {
        level: 'error',
        rule: 'PublishLogMessage',
        message:
          'An error has occurred. Please report this error to the technical support and attach the information provided above.',
        entry: 0
      }
    ])
  })
})

describe('hostile text', () => {
  it('reads a 100,000-character line and workflow commands as text, in linear time', async () => {
    const pkg = await packageFolder()
    const long = `${'a'.repeat(100_000)}.cs(1): error CS0103: x`
    const command = '::add-mask::x\n::error file=.github/workflows/x.yml,line=1::owned'
    const spaced = `${' a'.repeat(50_000)}`
    const started = Date.now()
    const findings = await publishFindings(
      [
        error(long),
        error(command),
        error(spaced),
        error(`${command}App_RuntimeCode\\AcmeGraph.cs(2): error CS0103: y`)
      ],
      [pkg],
      root
    )
    expect(Date.now() - started).toBeLessThan(5000)
    // Past the first 4096 characters nothing is matched: the long line names no file.
    expect(findings.map(f => [f.rule, f.place?.line])).toEqual([
      ['PublishLogMessage', undefined],
      ['PublishLogMessage', undefined],
      ['PublishLogMessage', undefined],
      ['CS0103', await codeLineOf('pkg/project.xml', 2)]
    ])
    // Kept whole here: the words bound and defuse it (publish-findings-text.test.ts).
    expect(findings[0].message).toHaveLength(long.length)
    expect(findings[1].message).toBe(command)
  })
})
