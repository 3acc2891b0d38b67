// Runs the lint for a step (the lint action's, the command line's, the deploy's before login) and
// reports it: annotations, a log line, the SARIF file when asked for. Sends nothing anywhere.
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { InputError } from '../inputs/input-error.js'
import {
  lintProjects,
  type LintProject,
  type LintResult,
  type ProjectReader
} from '../lint/lint.js'
import type { LintProjects } from '../lint/lint-worker.js'
import { sarifLog } from '../lint/sarif.js'
import type { LintRuleSettings } from '../inputs/read-lint-settings.js'
import type { TenantMode } from '../inputs/settings.js'
import { REPORTED_FINDINGS, annotateFindings, lintLine, type LintLog } from './lint-text.js'
import { safeText } from '../redact/safe-text.js'
import { linkOnTheWay, writeBeside } from '../shared/safe-path.js'

/** The tool's name in SARIF (code scanning shows it beside each alert). */
export const SARIF_TOOL = 'acumatica-customization-lint'

export async function runLint(
  projects: readonly LintProject[],
  settings: LintRuleSettings & { tenantMode: TenantMode },
  root: string,
  runner: LintLog,
  options: {
    notesInLog?: boolean
    fullList?: string
    reportedOnly?: boolean
    /** Reads a project in the lint's place (the deploy's one pass over a folder): this thread. */
    read?: ProjectReader
    /** Where the lint runs when nothing reads in its place (the deploy's: lint-worker.ts). */
    lint?: LintProjects
  } = {}
): Promise<LintResult> {
  const lint: LintProjects = options.read
    ? (all, lintOptions) => lintProjects(all, { ...lintOptions, read: options.read })
    : (options.lint ?? lintProjects)
  const result = await lint(projects, {
    root,
    disable: settings.disable,
    isvPrefix: settings.isvPrefix,
    tenantMode: settings.tenantMode,
    // `reportedOnly` (the deploy): the findings the words need, unless the SARIF file needs all.
    ...(options.reportedOnly && settings.sarifPath === undefined ? { keep: REPORTED_FINDINGS } : {})
  })
  annotateFindings(
    runner,
    result.findings,
    options.notesInLog,
    options.fullList,
    result.totals?.findings
  )
  runner.info(safeText(lintLine(result)))
  if (settings.sarifPath !== undefined) {
    await writeSarif(settings.sarifPath, root, result)
    runner.info(safeText(`Wrote the findings as SARIF 2.1.0 to ${settings.sarifPath}.`))
  }
  return result
}

/**
 * The SARIF file, never through a symbolic link: the workspace is a checkout, which a pull
 * request may fill with a link to a file or folder outside (`sarif` names a path in it).
 */
async function writeSarif(target: string, root: string, result: LintResult): Promise<void> {
  const link = await linkOnTheWay(target, root)
  if (link !== undefined) {
    throw new InputError(
      'sarif',
      `("${target}") leads through a symbolic link, "${link}": the lint writes no file through a link (a checkout can hold one that points outside). Remove the link or choose another path.`
    )
  }
  await mkdir(path.dirname(target), { recursive: true })
  const text = `${JSON.stringify(sarifLog(result.findings, { name: SARIF_TOOL }), null, 2)}\n`
  // Beside it, then renamed over it: a link put at the name meanwhile is replaced, not followed.
  await writeBeside(target, temporary => writeFile(temporary, text, { flag: 'wx' }))
}
