// The Actions runner: @actions/core and the runner's environment variables. An action's main step
// is runAction(its command): the command runs on this runner and its result becomes outputs, the
// job summary and, when it failed, a failed step.
import os from 'node:os'
import * as core from '@actions/core'
import { renderMarkdown } from '../../report/markdown.js'
import { renderText } from '../../report/plain-text.js'
import { safeText } from '../../redact/safe-text.js'
import { onCancelSignals, type Runner, type CommandResult } from '../../runner/runner.js'
import { runCommand, type AnyCommand } from '../../runner/command.js'
import { originFromEnv } from '../../fleet/origin.js'

export function actionsRunner(env: NodeJS.ProcessEnv = process.env): Runner {
  const runner: Runner = {
    env: {
      workspace: env['GITHUB_WORKSPACE'] || process.cwd(),
      tempDir: env['RUNNER_TEMP'] || os.tmpdir(),
      ...(env['RUNNER_TEMP'] ? { runnerTemp: env['RUNNER_TEMP'] } : {}),
      runId: env['GITHUB_RUN_ID'] || 'local',
      runAttempt: env['GITHUB_RUN_ATTEMPT'] || '1',
      ...originFromEnv(env)
    },
    getInput: name => core.getInput(name),
    info: message => core.info(message),
    notice: (message, title) => core.notice(message, title === undefined ? undefined : { title }),
    warning: (message, title) => core.warning(message, title === undefined ? undefined : { title }),
    error: (message, title) => core.error(message, title === undefined ? undefined : { title }),
    annotate: (level, message, where) => {
      const properties = { title: where.title, file: where.file, startLine: where.line }
      if (level === 'error') core.error(message, properties)
      else if (level === 'warning') core.warning(message, properties)
      else core.notice(message, properties)
    },
    group: (name, work) => core.group(name, work),
    saveState: (name, value) => core.saveState(name, value),
    getState: name => core.getState(name),
    setSecret: value => core.setSecret(value),
    onCancel: onCancelSignals,
    abandon: result => {
      // No summary: the runner kills the step within seconds, the outputs and the line first.
      setOutputsAndFailure(result)
      process.exit(1)
    }
  }
  return runner
}

function setOutputsAndFailure(result: CommandResult): void {
  for (const [name, value] of Object.entries(result.outputs)) core.setOutput(name, value)
  if (result.failure !== undefined) core.setFailed(safeText(result.failure))
}

/**
 * A command's result as the runner shows it: outputs, the job summary, a failed step. The summary
 * is also in the log as the command line's text, in a folded group: raw logs (and the demo) read
 * it without the page's markdown.
 */
export async function finishAction(result: CommandResult): Promise<void> {
  if (result.summary) {
    try {
      await core.summary.addRaw(renderMarkdown(result.summary)).write()
    } catch (error) {
      core.warning(
        safeText(
          `Could not write the job summary: ${error instanceof Error ? error.message : String(error)}`
        )
      )
    }
    // Each line through safeText, as every line of the action's log: none is a workflow command.
    const text = renderText(result.summary).split('\n').map(safeText).join('\n')
    await core.group('Summary', async () => core.info(text))
  }
  setOutputsAndFailure(result)
}

/** A main step: `command` on the Actions runner, its result handed to finishAction. */
export async function runAction(command: AnyCommand): Promise<void> {
  try {
    await finishAction(await runCommand(command, actionsRunner()))
  } catch (error) {
    // A command returns every expected failure as its result; this is the net for a bug.
    core.setFailed(
      `Unexpected error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`
    )
  }
}
