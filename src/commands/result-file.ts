// The result file (docs/fleet.md) as a part of the command layer: a command that writes one is
// wrapped once, and the file is written in every outcome (its run's end, an input error once the
// instance's name is known, a cancellation abandoned with a request in flight). The deploy (and
// removal) and the rehearsal use it.
import { ResultRecorder, type RunRecord, type RunTarget } from '../fleet/result-recorder.js'
import type { CancelWords } from '../runner/cancellation.js'
import type { Command, Kit } from '../runner/command.js'
import type { CommandResult, Runner } from '../runner/runner.js'
import { messageOf } from '../shared/message-of.js'

/** A command's result, with what its result file says beside the result word. */
export interface RecordedResult extends CommandResult {
  record?: RunRecord
}

/** A command whose run also says what its result file holds. */
export interface RecordingCommand<Settings> extends Omit<Command<Settings>, 'run'> {
  run(kit: Kit<Settings>): Promise<RecordedResult>
}

/**
 * `command` writing its result file: the target recorded once the inputs are read, the file
 * written as the command ends whatever its end, and its path in the output `result-file`. A
 * file that cannot be written fails the command, which keeps its own result.
 */
export function withResultFile<Settings>(
  command: RecordingCommand<Settings>,
  targetOf: (settings: Settings) => RunTarget
): Command<Settings> {
  // One recorder a run: runCommand hands the same runner to every part of one run.
  const recorders = new WeakMap<Runner, ResultRecorder>()
  const recorderOf = (runner: Runner): ResultRecorder => {
    let recorder = recorders.get(runner)
    if (!recorder) recorders.set(runner, (recorder = new ResultRecorder(runner)))
    return recorder
  }
  const inner = command.cancellation
  return {
    ...command,
    readSettings: async (runner, log) => {
      // A new run on this runner: its own start time and target.
      recorders.set(runner, new ResultRecorder(runner))
      const settings = await command.readSettings(runner, log)
      recorderOf(runner).known(targetOf(settings))
      return settings
    },
    notStarted: async (failure, runner) => {
      const recorder = recorderOf(runner)
      recorder.inputsRefused()
      return written(recorder, await command.notStarted(failure, runner))
    },
    ...(inner
      ? {
          cancellation: (runner: Runner): CancelWords => {
            const words = inner(runner)
            return {
              ...words,
              // A request still in flight: the file at once, before the runner's kill.
              inFlight: signal => {
                const result = words.inFlight(signal)
                const file = recorderOf(runner).writeNow(result.result)
                return file
                  ? { ...result, outputs: { ...result.outputs, 'result-file': file } }
                  : result
              }
            }
          }
        }
      : {}),
    run: async kit => written(recorderOf(kit.runner), await command.run(kit))
  }
}

/** The command's result with its result file written (output result-file). */
async function written(
  recorder: ResultRecorder,
  { record, ...result }: RecordedResult
): Promise<CommandResult> {
  let file: string | undefined
  try {
    file = await recorder.write(result.result, record)
  } catch (error) {
    // The command's own result stands; only the fleet's report lacks this instance.
    const why = `The result file could not be written: ${messageOf(error)}`
    return { ...result, failure: result.failure === undefined ? why : `${result.failure} ${why}` }
  }
  return file ? { ...result, outputs: { ...result.outputs, 'result-file': file } } : result
}
