// The lint action's main step (lint/action.yml), also the command line's `lint`: inputs in; the
// checks of src/lint/ on the package a deploy would import; annotations, outputs, the SARIF file
// and the job summary out. No instance, no secret, no request: it fits fork pull requests.
import { core } from '../host/core.js'
import { runLint } from '../report/lint-report.js'
import { countFindings, findingsJson, lintSummary } from '../report/lint-text.js'
import * as log from '../action/log.js'
import { InputError } from '../inputs/input-error.js'
import { readLintSettings, type FailOn, type LintSettings } from '../inputs/read-lint-settings.js'
import { messageOf } from '../shared/message-of.js'

export async function runLintStep(): Promise<void> {
  const workspace = process.env['GITHUB_WORKSPACE'] || process.cwd()
  let settings: LintSettings
  try {
    settings = await readLintSettings(name => core.getInput(name), workspace)
  } catch (error) {
    log.fail(
      error instanceof InputError ? error.message : `Input check failed: ${messageOf(error)}`
    )
    return
  }
  try {
    const result = await runLint(settings.projects, settings, workspace)
    const { errors, warnings } = countFindings(result.findings)
    core.setOutput('errors', String(errors))
    core.setOutput('warnings', String(warnings))
    core.setOutput('findings-json', JSON.stringify(findingsJson(result.findings)))
    core.setOutput('sarif-path', settings.sarifPath ?? '')
    try {
      await core.summary.add(lintSummary(result)).write()
    } catch (error) {
      log.warning(`Could not write the job summary: ${messageOf(error)}`)
    }
    const failure = failureOf(settings.failOn, errors, warnings)
    if (failure) log.fail(failure)
  } catch (error) {
    log.fail(messageOf(error))
  }
}

/** Why the step fails under fail-on, or undefined when it passes. */
export function failureOf(failOn: FailOn, errors: number, warnings: number): string | undefined {
  if (failOn === 'never') return undefined
  if (errors > 0) {
    return `The lint found ${errors} error-level ${errors === 1 ? 'finding' : 'findings'} (fail-on: ${failOn}): see the annotations, fix them or silence a rule (docs/lint.md).`
  }
  if (failOn === 'warning' && warnings > 0) {
    return `The lint found ${warnings} ${warnings === 1 ? 'warning' : 'warnings'} (fail-on: warning): see the annotations, fix them or silence a rule (docs/lint.md).`
  }
  return undefined
}
