// Runs the lint for a step (the lint action's, the command line's, the deploy's before login) and
// reports it: annotations, a log line, the SARIF file when asked for. Sends nothing anywhere.
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { lintProjects, type LintProject, type LintResult } from '../lint/lint.js'
import { sarifLog } from '../lint/sarif.js'
import type { LintRuleSettings } from '../inputs/read-lint-settings.js'
import type { TenantMode } from '../inputs/settings.js'
import { annotateFindings, lintLine, type LintLog } from './lint-text.js'
import { safeText } from '../redact/safe-text.js'

/** The tool's name in SARIF (code scanning shows it beside each alert). */
export const SARIF_TOOL = 'acumatica-customization-lint'

export async function runLint(
  projects: readonly LintProject[],
  settings: LintRuleSettings & { tenantMode: TenantMode },
  root: string,
  runner: LintLog,
  options: { notesInLog?: boolean; fullList?: string } = {}
): Promise<LintResult> {
  const result = await lintProjects(projects, {
    root,
    disable: settings.disable,
    isvPrefix: settings.isvPrefix,
    tenantMode: settings.tenantMode
  })
  annotateFindings(runner, result.findings, options.notesInLog, options.fullList)
  runner.info(safeText(lintLine(result)))
  if (settings.sarifPath !== undefined) {
    await mkdir(path.dirname(settings.sarifPath), { recursive: true })
    await writeFile(
      settings.sarifPath,
      `${JSON.stringify(sarifLog(result.findings, { name: SARIF_TOOL }), null, 2)}\n`
    )
    runner.info(safeText(`Wrote the findings as SARIF 2.1.0 to ${settings.sarifPath}.`))
  }
  return result
}
