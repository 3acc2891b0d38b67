// The lint action's main step (lint/action.yml), also the command line's `lint`: inputs in; the
// checks of src/lint/ on the package a deploy would import; annotations, outputs, the SARIF file
// and the job summary out. No instance, no secret, no request: it fits fork pull requests.
import { runLint } from '../report/lint-report.js'
import { countFindings, findingsJson, lintSummary } from '../report/lint-text.js'
import { lintFullList } from '../report/host.js'
import { readLintSettings, type FailOn, type LintSettings } from '../inputs/read-lint-settings.js'
import type { CommandResult } from '../runner/runner.js'
import type { Command, Kit } from '../runner/command.js'
import { messageOf } from '../shared/message-of.js'

/** `passed` (fail-on not met) or `failed` (met, or the lint could not run). */
export const lintCommand: Command<LintSettings> = {
  readSettings: runner => readLintSettings(name => runner.getInput(name), runner.env.workspace),
  notStarted: failure => ({ result: 'failed', outputs: {}, failure }),
  run: lintRun
}

async function lintRun({ runner, settings }: Kit<LintSettings>): Promise<CommandResult> {
  const workspace = runner.env.workspace
  try {
    const fullList = lintFullList('lint', runner.host)
    const result = await runLint(settings.projects, settings, workspace, runner, { fullList })
    const { errors, warnings } = countFindings(result.findings)
    const failure = failureOf(settings.failOn, errors, warnings)
    return {
      result: failure === undefined ? 'passed' : 'failed',
      outputs: {
        errors: String(errors),
        warnings: String(warnings),
        'findings-json': JSON.stringify(findingsJson(result.findings)),
        'sarif-path': settings.sarifPath ?? ''
      },
      summary: lintSummary(result, fullList),
      ...(failure === undefined ? {} : { failure })
    }
  } catch (error) {
    return { result: 'failed', outputs: {}, failure: messageOf(error) }
  }
}

/** Why the lint fails under fail-on, or undefined when it passes. */
function failureOf(failOn: FailOn, errors: number, warnings: number): string | undefined {
  if (failOn === 'never') return undefined
  if (errors > 0) {
    return `The lint found ${errors} error-level ${errors === 1 ? 'finding' : 'findings'} (fail-on: ${failOn}): see the annotations, fix them or silence a rule (docs/lint.md).`
  }
  if (failOn === 'warning' && warnings > 0) {
    return `The lint found ${warnings} ${warnings === 1 ? 'warning' : 'warnings'} (fail-on: warning): see the annotations, fix them or silence a rule (docs/lint.md).`
  }
  return undefined
}
