// The lint: checks of the package a deploy would import that need no instance (rules.ts,
// docs/lint.md). Offline: it reads files and sends nothing.
import { closeSync, openSync, readSync } from 'node:fs'
import path from 'node:path'
import { samePathKey } from '../project/app-path.js'
import type { DeclaredClass, UsrField } from './csharp.js'
import {
  listedPath,
  readCode,
  readCodeText,
  readProject,
  repoPath,
  type FindingSink,
  type LintItem,
  type ProjectModel,
  type ReadContext
} from './read-project.js'
import { RULES, type RuleId } from './rules.js'
import type { Finding, LintOptions, LintProject, LintResult, LintTotals, Place } from './types.js'

export type * from './types.js'
export { RULES, RULE_IDS, isRuleId, type RuleId } from './rules.js'

// The server accepts project names of letters, digits, `[`, `]` and `.`, starting with a letter.
const PROJECT_NAME = /^[A-Za-z][A-Za-z0-9[\].]*$/

/** Items whose data lands in the tenant the package is published to, not in every tenant. */
const TENANT_ITEMS: Readonly<Record<string, string>> = {
  GenericInquiryScreen: 'generic inquiries',
  SiteMapNode: 'site map nodes',
  Report: 'reports',
  ReportDefinition: 'report definitions',
  EntityEndpoint: 'web service endpoints',
  ScreenWithRights: 'access rights',
  Dashboard: 'dashboards',
  DashboardV2: 'dashboards'
}

/**
 * Reads a project in readProject's place (the deploy's one pass over a source-control folder,
 * shared with its check and its build), or gives undefined to leave it to readProject.
 */
export type ProjectReader = (
  project: LintProject,
  context: ReadContext,
  findings: FindingSink
) => Promise<ProjectModel> | undefined

export async function lintProjects(
  projects: readonly LintProject[],
  options: LintOptions & { read?: ProjectReader }
): Promise<LintResult> {
  const findings: Finding[] = []
  const totals: LintTotals = { findings: 0, levels: { error: 0, warning: 0, note: 0 }, rules: {} }
  let keptLoud = 0
  // Each finding in order as it is found: counted, and kept unless past `keep`.
  const found = {
    push(finding: Finding): void {
      if (options.disable.has(finding.ruleId)) return
      totals.findings++
      totals.levels[finding.level]++
      totals.rules[finding.ruleId] = (totals.rules[finding.ruleId] ?? 0) + 1
      if (options.keep === undefined || finding.level === 'note' || keptLoud++ < options.keep) {
        findings.push(finding)
      }
    }
  }
  const checked: LintResult['projects'] = []
  for (const project of projects) {
    const label = project.name || repoPath(options.root, project.path) || '.'
    const prefixed = options.isvPrefix !== ''
    const context = { root: options.root, project: label, classes: prefixed }
    const model = await (options.read?.(project, context, found) ??
      readProject(project, context, found))
    const add = (
      ruleId: RuleId,
      message: string,
      place: Place,
      item?: LintItem | string,
      level = RULES[ruleId].level
    ): void => {
      const key = typeof item === 'string' ? item : item?.key
      found.push({ ruleId, level, project: label, item: key, message, place })
    }
    checkName(project, options, add)
    checkFiles(project, model, add)
    checkScripts(model, add)
    // ACU004 and ACU006 read each C# file once: ACU006's findings wait for ACU004's.
    const later: Parameters<Add>[] = []
    checkCode(model, options.isvPrefix, add, (...finding) => later.push(finding))
    if (prefixed) {
      for (const finding of later) add(...finding)
      checkPrefixTables(model, options.isvPrefix, add)
    }
    if (options.tenantMode === 'Current') checkTenantItems(model, add)
    checked.push({
      name: label,
      path: repoPath(options.root, project.path),
      items: model.items.length,
      files: model.files.size
    })
  }
  return { findings, totals, projects: checked }
}

type Add = (
  ruleId: RuleId,
  message: string,
  place: Place,
  item?: LintItem | string,
  level?: Finding['level']
) => void

function checkName(project: LintProject, options: LintOptions, add: Add): void {
  if (project.name === '' || PROJECT_NAME.test(project.name)) return
  // Where the project is described: ProjectMetadata.xml, project.xml, or the zip.
  const described =
    project.kind === 'source-control'
      ? path.join(project.path, '_project', 'ProjectMetadata.xml')
      : project.kind === 'folder'
        ? path.join(project.path, 'project.xml')
        : project.path
  const named = project.namePlace ?? { file: repoPath(options.root, described) }
  // The line that names the project (a zip's lines are no lines of the repository).
  const line = project.kind === 'package' ? undefined : (named.line ?? nameLine(described))
  const place = line === undefined ? named : { ...named, line }
  add(
    'ACU001',
    `The project name "${project.name}" is refused by the server (letters, digits, [, ] and ., starting with a letter): rename the project.`,
    place
  )
}

/**
 * The line of `file` that describes the project: the root element's `name` attribute
 * (ProjectMetadata.xml), else the root element (project.xml); undefined when unreadable.
 */
function nameLine(file: string): number | undefined {
  let text: string
  try {
    text = readStart(file, 64 * 1024)
  } catch {
    return undefined
  }
  const root = /<(?![?!])[A-Za-z_]/.exec(text)
  if (!root) return undefined
  const end = text.indexOf('>', root.index)
  const tag = text.slice(root.index, end < 0 ? undefined : end)
  const name = /\sname\s*=/.exec(tag)
  const at = root.index + (name ? name.index + 1 : 0)
  return text.slice(0, at).split('\n').length
}

/** The first `bytes` bytes of a file as UTF-8. */
function readStart(file: string, bytes: number): string {
  const fd = openSync(file, 'r')
  try {
    const buffer = Buffer.alloc(bytes)
    return buffer.subarray(0, readSync(fd, buffer, 0, bytes, 0)).toString('utf8')
  } finally {
    closeSync(fd)
  }
}

function checkFiles(project: LintProject, model: ProjectModel, add: Add): void {
  const listed = new Set<string>()
  for (const item of model.items) {
    if (item.element !== 'File' && item.element !== 'PerTenantFile') continue
    // A source-control folder's per-tenant items are made again from its files.
    if (item.element === 'PerTenantFile' && project.kind === 'source-control') continue
    const zipPath = listedPath(item)
    listed.add(samePathKey(zipPath))
    if (!model.files.has(samePathKey(zipPath))) {
      add(
        'ACU002',
        project.kind === 'source-control'
          ? `${item.key} names ${zipPath}, which is not in the folder (nor in include): BuildProject leaves it out. Add the file, or remove the fragment.`
          : `${item.key} names ${zipPath}, which is not in the package: add the file (or an include line), or remove the item.`,
        item.place,
        item
      )
    }
  }
  if (project.kind === 'source-control') return
  for (const [key, file] of model.files) {
    if (listed.has(key) || file.included) continue
    add(
      'ACU002',
      `${file.zipPath} is in the package but no <File> item of project.xml lists it: the instance does not install it. List it in project.xml, or add it to exclude.`,
      file.place,
      `File#${file.zipPath.replaceAll('/', '\\')}`,
      'warning'
    )
  }
}

function placeIn(item: LintItem, line: number | undefined, lineInText: number): Place {
  return line === undefined ? item.place : { file: item.place.file, line: line + lineInText }
}

function checkScripts(model: ProjectModel, add: Add): void {
  for (const item of model.items) {
    const script = item.script
    if (!script || script.silenced.has('ACU003')) continue
    for (const statement of script.unguarded) {
      add(
        'ACU003',
        `${item.key}: ${statement.statement} ${statement.table} has no existence guard (IF NOT EXISTS, COL_LENGTH, OBJECT_ID, sys.columns): the script runs again on a replay and fails there. Guard it.`,
        placeIn(item, script.line, statement.lineInScript),
        item
      )
    }
  }
}

/** What the rules read of one piece of code: a Code item's source, or a C# file. */
interface Code {
  item: string
  fields?: readonly UsrField[]
  classes?: readonly DeclaredClass[]
  at: (lineInCode: number) => Place
}

/** The project's code, Code items first, then its C# files, each read when its turn comes. */
function* codeOf(model: ProjectModel, classes: boolean): Generator<Code> {
  for (const item of model.items) {
    const code = item.code
    if (code) {
      yield { ...code, item: item.key, at: line => placeIn(item, code.line, line) }
    }
  }
  for (const file of model.codeFiles) {
    const text = readCodeText(file)
    if (!text) continue
    yield {
      ...readCode(text, classes),
      item: `File#${file.zipPath.replaceAll('/', '\\')}`,
      at: line => ({ file: file.place.file, line: line + 1 })
    }
  }
}

/** Column names (lower-cased) that the project's <Table> items and <Sql> items create. */
function createdColumns(model: ProjectModel): Set<string> {
  const columns = new Set<string>()
  for (const item of model.items) {
    for (const column of item.columns) columns.add(column.toLowerCase())
    if (item.element !== 'Sql') continue
    for (const column of item.schemaColumns ?? []) columns.add(column.toLowerCase())
    for (const word of item.script?.words ?? []) columns.add(word)
  }
  return columns
}

/** ACU004 (added now) and ACU006 on classes (handed to `later`, added after ACU004's). */
function checkCode(model: ProjectModel, prefix: string, add: Add, later: Add): void {
  let columns: Set<string> | undefined
  const starts = (name: string): boolean => name.toLowerCase().startsWith(prefix.toLowerCase())
  for (const unit of codeOf(model, prefix !== '')) {
    for (const field of unit.fields ?? []) {
      columns ??= createdColumns(model)
      if (columns.has(field.name.toLowerCase())) continue
      add(
        'ACU004',
        `${unit.item}: ${field.name} is bound by [${field.attribute}], but no <Table> item or <Sql> script of the project creates a column ${field.name}: every read of the table fails with "Invalid column name" after the publish. Add the column (a <Table> item), or make the field unbound.`,
        unit.at(field.lineInCode),
        unit.item
      )
    }
    for (const declared of unit.classes ?? []) {
      if (starts(declared.name)) continue
      later(
        'ACU006',
        `${unit.item}: the new ${declared.kind} ${declared.name} does not start with the ISV prefix ${prefix}: rename it (Acumatica's ISV rule keeps names of partners apart).`,
        unit.at(declared.lineInCode),
        unit.item
      )
    }
  }
}

function checkPrefixTables(model: ProjectModel, prefix: string, add: Add): void {
  const starts = (name: string): boolean => name.toLowerCase().startsWith(prefix.toLowerCase())
  for (const item of model.items) {
    if (item.element !== 'Sql' || item.attributes['TableSchemaXml'] === undefined) continue
    const table = item.attributes['TableName'] ?? ''
    if (starts(table)) continue
    add(
      'ACU006',
      `${item.key}: the new table ${table} does not start with the ISV prefix ${prefix}: rename it (with its DAC).`,
      item.place,
      item
    )
  }
}

function checkTenantItems(model: ProjectModel, add: Add): void {
  const byKind = new Map<string, LintItem[]>()
  for (const item of model.items) {
    const kind = TENANT_ITEMS[item.element]
    if (kind === undefined) continue
    const list = byKind.get(kind)
    if (list) list.push(item)
    else byKind.set(kind, [item])
  }
  for (const [kind, items] of byKind) {
    const names = items.slice(0, 3).map(item => item.key)
    const more = items.length > 3 ? ` and ${items.length - 3} more` : ''
    add(
      'ACU007',
      `${kind[0].toUpperCase()}${kind.slice(1)} (${items.length}: ${names.join(', ')}${more}) land in the tenant the project is published to only, as tenant-mode is Current: set tenant-mode (All or List) to publish them to the other tenants too.`,
      items[0].place,
      items[0]
    )
  }
}
