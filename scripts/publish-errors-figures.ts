// How many failing messages of real publish logs the reader points at a line of code, at an item,
// or at nothing (the figure of docs/publish-errors.md). The logs are real-answers.md's, word for
// word: the real instances' lines ("The publish log, word for word") and the five messages of
// Acumatica's developer guide, value by value. The projects are what the public repositories
// behind those logs hold, reduced to the item each message could name (the projects'
// `_project/` names: Acumatica-LotSerialNbrAttribute has the page fragment of SO301000;
// Acumatica-Smartsheet the File item of Bin\smartsheet-csharp-sdk.dll and no Code item, its C#
// being compiled into a DLL), and this repository's public fixtures (the sample project and the
// source-control fixture). Run: node --import tsx scripts/publish-errors-figures.ts
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { publishFindings, type PublishFinding } from '../src/lint/publish-findings.js'
import type { PublishLogEntry } from '../src/lint/publish-log.js'
import type { LintProject } from '../src/lint/types.js'

const ROOT = fileURLToPath(new URL('..', import.meta.url))

const error = (message: string): PublishLogEntry => ({ logType: 'error', message })
const warning = (message: string): PublishLogEntry => ({ logType: 'warning', message })
const info = (message: string): PublishLogEntry => ({ logType: 'information', message })

/** Each real log, and the projects it was published with. */
interface Case {
  name: string
  /** Forms not seen in any public log (the compile line): counted apart. */
  assumed?: true
  log: PublishLogEntry[]
  projects: string[]
}

const CASES: Case[] = [
  {
    name: 'two projects change one control (Acumatica-LotSerialNbrAttribute issue 4)',
    log: [
      info('Compiled projects: Manufacturing,PXLotSertialNbrAttributeExtPkg'),
      error('Conflict control ID:phDS_ds from page ~/pages/so/so301000.aspx'),
      error('Validation failed.')
    ],
    projects: ['lot-serial']
  },
  {
    name: 'a DLL built for an older release (Acumatica-Smartsheet issue 7)',
    log: [
      error('Referenced field missing: action from PX.Objects.PM.ProjectEntry'),
      error(
        'smartsheet-csharp-sdk.dll Failed to resolve type reference: RestSharp.Extensions.MonoHttp.HttpUtility declared in RestSharp, Version=100.0.0.0, Culture=neutral, PublicKeyToken=null'
      ),
      error('Validation failed.')
    ],
    projects: ['smartsheet']
  },
  {
    name: 'generic failure',
    log: [
      error(
        'An error has occurred. Please report this error to the technical support and attach the information provided above.'
      )
    ],
    projects: ['sample']
  },
  {
    name: "a plug-in's warning, the publish succeeds",
    log: [
      warning("Another process has added the 'FeaturesSet' record. Your changes will be lost."),
      info('Customization project published successfully.')
    ],
    projects: ['sample']
  },
  {
    name: 'db-updates-only after the tenant was re-created',
    log: [error('The previously published project cannot be found in the database')],
    projects: ['sample']
  },
  {
    name: "the developer guide's five messages, value by value",
    log: [
      error('AM.Objects.dll'),
      error('Failed to resolve method reference:'),
      error('System.Void PX.Data.PXLineNbrAttribute::.ctor(System.Type)'),
      error('declared in'),
      error('PX.Data, Version=1.0.0.0, Culture=neutral, PublicKeyToken=3b136cac2f602b8e'),
      error('FETempFix.dll'),
      error('Failed to resolve type reference:'),
      error('PX.Data.PXGraphWithActionsBase`2'),
      error('declared in'),
      error('PX.Data, Version=1.0.0.0, Culture=neutral, PublicKeyToken=3b136cac2f602b8e'),
      error('FullRegen.dll'),
      error('Could not resolve:'),
      error('ADODB, Version=7.0.3300.0, Culture=neutral, PublicKeyToken=b03f5f7f11d50a3a'),
      error('Declaring Type missing:'),
      error('BaseBAccount'),
      error('from'),
      error('PX.Objects.EP.CRBaseActivityMaint`1<PX.Objects.CR.CRTaskMaint>'),
      error('Referenced Field missing:'),
      error('_EntityID'),
      error('from'),
      error('PX.Objects.CS.CSAnswers'),
      error('Validation failed.')
    ],
    projects: ['sample', 'source-control']
  },
  {
    name: 'the compile line in the forms real-answers.md lists (assumed: no public log shows one)',
    assumed: true,
    log: [
      error(
        "C:\\Program Files\\Acumatica ERP\\AcumaticaERP\\App_RuntimeCode\\SOOrderEntryPriorityExt.cs(16,21): error CS0103: The name 'UsrPriorty' does not exist in the current context"
      ),
      error(
        "\\App_RuntimeCode\\SOOrderEntry_Extension.cs(16,21) : error CS0103: The name 'UsrTrackingNbr' does not exist in the current context"
      ),
      error(
        "App_RuntimeCode/PX_Objects_SO_SOOrder_extensions.cs(12): error CS0246: The type or namespace name 'Foo' could not be found"
      ),
      error('Validation failed.')
    ],
    projects: ['sample', 'source-control']
  }
]

/** The projects, written in `root`: only the facts the messages need. */
async function projectsIn(root: string): Promise<Record<string, LintProject>> {
  const write = async (file: string, text: string): Promise<void> => {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true })
    await writeFile(path.join(root, file), text)
  }
  const metadata = (name: string): string =>
    `<?xml version="1.0" encoding="utf-8"?>\r\n<project name="${name}" level="0" description="" />`
  await write('lot-serial/_project/ProjectMetadata.xml', metadata('PXLotSertialNbrAttributeExtPkg'))
  await write(
    'lot-serial/_project/pages_so_so301000_aspx.xml',
    '<Page path="~/pages/so/so301000.aspx" pageSource="" />'
  )
  await write('smartsheet/_project/ProjectMetadata.xml', metadata('AcumaticaSmartsheetIntegration'))
  await write(
    'smartsheet/_project/File_Bin_smartsheet_csharp_sdk_dll.xml',
    '<File AppRelativePath="Bin\\smartsheet-csharp-sdk.dll" />'
  )
  const project = (name: string, kind: LintProject['kind'], folder: string): LintProject => ({
    name,
    kind,
    path: folder,
    exclude: [],
    include: []
  })
  return {
    'lot-serial': project(
      'PXLotSertialNbrAttributeExtPkg',
      'source-control',
      path.join(root, 'lot-serial')
    ),
    smartsheet: project(
      'AcumaticaSmartsheetIntegration',
      'source-control',
      path.join(root, 'smartsheet')
    ),
    sample: project('SamplePriority', 'folder', path.join(ROOT, 'examples', 'sample-project')),
    'source-control': project(
      'AcmeTracking',
      'source-control',
      path.join(ROOT, '__tests__', 'fixtures', 'source-control-project')
    )
  }
}

export type Pointed = 'a line of code' | 'an item' | 'nothing'

/** A line of code: a compile line or a name found in code; an item: its element's line or a zip. */
export function pointedAt(finding: PublishFinding): Pointed {
  if (!finding.place) return 'nothing'
  if (/^CS\d+$/.test(finding.rule)) return 'a line of code'
  if (finding.rule === 'ReferencedFieldMissing' || finding.rule === 'DeclaringTypeMissing') {
    return 'a line of code'
  }
  return 'an item'
}

export async function measure(): Promise<
  { name: string; assumed: boolean; findings: PublishFinding[] }[]
> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'publish-figures-'))
  try {
    const projects = await projectsIn(root)
    const out: { name: string; assumed: boolean; findings: PublishFinding[] }[] = []
    for (const each of CASES) {
      const findings = await publishFindings(
        each.log,
        each.projects.map(name => projects[name]),
        ROOT
      )
      // Places in the facts' temporary folder read as `<facts>/...`.
      const facts = path.relative(ROOT, root).split(path.sep).join('/')
      for (const finding of findings) {
        if (finding.place) finding.place.file = finding.place.file.replace(facts, '<facts>')
      }
      out.push({ name: each.name, assumed: each.assumed === true, findings })
    }
    return out
  } finally {
    await rm(root, { recursive: true, force: true })
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const results = await measure()
  const zero = (): Record<Pointed, number> => ({ 'a line of code': 0, 'an item': 0, nothing: 0 })
  const totals = { real: zero(), assumed: zero() }
  let closing = 0
  for (const { name, assumed, findings } of results) {
    process.stdout.write(`${name}\n`)
    for (const finding of findings) {
      // `Validation failed.` closes every failed validation: it names nothing by design.
      if (finding.message === 'Validation failed.') {
        if (!assumed) closing++
        continue
      }
      const where = pointedAt(finding)
      totals[assumed ? 'assumed' : 'real'][where]++
      const shown = finding.place ? ` -> ${finding.item} (${placeOf(finding)})` : ''
      process.stdout.write(`  ${finding.level} ${finding.rule}: ${where}${shown}\n`)
    }
  }
  const line = (counts: Record<Pointed, number>): string =>
    `${counts['a line of code'] + counts['an item'] + counts.nothing} messages: ${counts['a line of code']} pointed at a line of code, ${counts['an item']} at an item, ${counts.nothing} at nothing`
  process.stdout.write(
    `\nReal logs (not counting ${closing} "Validation failed." lines): ${line(totals.real)}.\nThe compile line's forms (assumed): ${line(totals.assumed)}.\n`
  )
}

function placeOf(finding: PublishFinding): string {
  const at = finding.place
  if (!at) return ''
  return at.line === undefined ? at.file : `${at.file}:${at.line}`
}
