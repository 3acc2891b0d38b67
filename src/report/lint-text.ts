// The lint's findings in words: an annotation on the item's file and line for each finding, a log
// line per project, the job summary's table, and the outputs (counts and findings-json).
import { RULES, RULE_IDS, type Finding, type LintResult } from '../lint/lint.js'
import { renderMarkdown } from './markdown.js'
import { code, quote, type Block, type Summary } from '../shared/summary.js'
import type { Runner } from '../runner/runner.js'
import { safeText } from '../redact/safe-text.js'
import { lintFullList } from './host.js'

/** At most this many findings are listed in the summary. */
const SUMMARY_ROWS = 50
/**
 * At most this many annotations, and findings in findings-json: a pull request can hold any
 * number of findings, and the runner bounds what a step may print and output (the SARIF file
 * holds them all).
 */
export const MAX_ANNOTATIONS = 200
export const MAX_FINDINGS_JSON = 1000

/** The part of the runner the lint's words go to (each text made safe here). */
export type LintLog = Pick<Runner, 'info' | 'annotate'>

export interface LintCounts {
  errors: number
  warnings: number
  notes: number
}

export function countFindings(findings: readonly Finding[]): LintCounts {
  const count = (level: Finding['level']): number =>
    findings.filter(finding => finding.level === level).length
  return { errors: count('error'), warnings: count('warning'), notes: count('note') }
}

/** The errors, warnings and notes found, those not kept included (LintOptions.keep). */
export function countResult(result: LintResult): LintCounts {
  const levels = result.totals?.levels
  return levels
    ? { errors: levels.error, warnings: levels.warning, notes: levels.note }
    : countFindings(result.findings)
}

/**
 * The findings the lint reports with nothing left out: enough that the annotations, the log's
 * notes and the summary's rows are those of the whole list (LintOptions.keep).
 */
export const REPORTED_FINDINGS = Math.max(MAX_ANNOTATIONS, SUMMARY_ROWS) + 1

/**
 * One annotation per finding, on its file and line (title: the rule id). `notesInLog`: notes
 * become log lines (the deploy's lint: its annotations are for what needs attention).
 */
export function annotateFindings(
  runner: LintLog,
  findings: readonly Finding[],
  notesInLog = false,
  fullList = lintFullList('lint'),
  total = findings.length
): void {
  let annotated = 0
  for (const finding of findings) {
    if (annotated === MAX_ANNOTATIONS) {
      runner.info(`${total - annotated} more findings are not annotated: see ${fullList}.`)
      return
    }
    if (notesInLog && finding.level === 'note') {
      const where = `${finding.place.file}${finding.place.line === undefined ? '' : `:${finding.place.line}`}`
      runner.info(safeText(`${finding.ruleId} (note) ${where}: ${finding.message}`))
      continue
    }
    const level = finding.level === 'note' ? 'notice' : finding.level
    annotated++
    // Paths and messages quote the repository's files: made safe as every line is.
    runner.annotate(level, safeText(finding.message), {
      title: safeText(finding.ruleId),
      file: safeText(finding.place.file),
      line: finding.place.line
    })
  }
}

export function lintLine(result: LintResult): string {
  const { errors, warnings, notes } = countResult(result)
  const projects = result.projects
    .map(p => `${p.name} (${plural(p.items, 'item')}, ${plural(p.files, 'file')})`)
    .join(', ')
  if (result.projects.length === 0) return 'Lint: no project to check.'
  return `Lint of ${projects}: ${plural(errors, 'error')}, ${plural(warnings, 'warning')}, ${plural(notes, 'note')}.`
}

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`
}

/** The findings-json output: one object per finding (the first MAX_FINDINGS_JSON). */
export function findingsJson(findings: readonly Finding[]): object[] {
  return findings.slice(0, MAX_FINDINGS_JSON).map(finding => ({
    rule: finding.ruleId,
    level: finding.level,
    project: finding.project,
    ...(finding.item === undefined ? {} : { item: finding.item }),
    file: finding.place.file,
    ...(finding.place.line === undefined ? {} : { line: finding.place.line }),
    message: finding.message
  }))
}

/** The summary's "Lint" section as markdown lines: counts per rule, then the findings. */
export function lintMarkdown(result: LintResult): string[] {
  return renderMarkdown(lintSummary(result)).split('\n')
}

/** The summary's "Lint" section: counts per rule, then the findings. */
export function lintSummary(result: LintResult, fullList = lintFullList('lint')): Summary {
  const { errors, warnings, notes } = countResult(result)
  const total = result.totals?.findings ?? result.findings.length
  const blocks: Block[] = [
    { kind: 'heading', level: 3, text: ['Lint'] },
    {
      kind: 'paragraph',
      text: [
        `${plural(result.projects.length, 'project')} checked: ${plural(errors, 'error')}, ${plural(warnings, 'warning')}, ${plural(notes, 'note')}.`
      ]
    }
  ]
  if (total === 0) return { blocks }
  blocks.push({
    kind: 'table',
    head: ['Rule', 'Level', 'Findings', 'What it finds'],
    rows: RULE_IDS.flatMap(id => {
      const count = result.totals
        ? (result.totals.rules[id] ?? 0)
        : result.findings.filter(finding => finding.ruleId === id).length
      return count > 0
        ? [[[id], [RULES[id].level], [String(count)], [quote(RULES[id].summary)]]]
        : []
    })
  })
  blocks.push({
    kind: 'table',
    head: ['Rule', 'Where', 'Finding'],
    rows: result.findings.slice(0, SUMMARY_ROWS).map(finding => {
      const where = `${finding.place.file}${finding.place.line === undefined ? '' : `:${finding.place.line}`}`
      return [[finding.ruleId], [code(where, true)], [quote(finding.message)]]
    })
  })
  if (total > SUMMARY_ROWS) {
    blocks.push({
      kind: 'paragraph',
      text: [`And ${total - SUMMARY_ROWS} more: ${fullList}.`]
    })
  }
  blocks.push({
    kind: 'paragraph',
    text: ['Each rule, and how to fix or silence it: docs/lint.md of the action.']
  })
  return { blocks }
}
