// A test double of the runner (src/runner/runner.ts): inputs from a record, everything the step
// writes kept for the test to read (log lines, annotations, groups, state, masked values), the
// environment facts given by the test, and cancellation signals the test sends. The steps run
// in-process with it: the same code as the bundles run, without a process per case.
import os from 'node:os'
import { readActionInputs } from './action-yml.js'
import type {
  AnnotationLevel,
  AnnotationPlace,
  CancelSignal,
  RunEnvironment,
  Runner,
  StepResult
} from '../src/runner/runner.js'

export interface LoggedLine {
  level: 'info' | AnnotationLevel
  message: string
  title?: string
  file?: string
  line?: number
}

export class TestRunner implements Runner {
  readonly env: RunEnvironment
  readonly lines: LoggedLine[] = []
  /** The same lines as text, as they come: `level: message`, info lines as they are. */
  readonly printed: string[] = []
  readonly groups: string[] = []
  readonly state = new Map<string, string>()
  readonly secrets = new Set<string>()
  /** The result the step abandoned with (a cancellation with a request in flight). */
  abandoned: StepResult | undefined
  private readonly cancelListeners: ((signal: CancelSignal) => void)[] = []

  constructor(
    private readonly inputs: Record<string, string> = {},
    env: Partial<RunEnvironment> = {}
  ) {
    this.env = {
      workspace: env.workspace ?? process.cwd(),
      tempDir: env.tempDir ?? os.tmpdir(),
      runId: env.runId ?? 'local',
      runAttempt: env.runAttempt ?? '1',
      ...(env.runnerTemp === undefined ? {} : { runnerTemp: env.runnerTemp })
    }
  }

  getInput(name: string): string {
    return (this.inputs[name] ?? '').trim()
  }

  private push(line: LoggedLine): void {
    this.lines.push(line)
    this.printed.push(line.level === 'info' ? line.message : `${line.level}: ${line.message}`)
  }

  info(message: string): void {
    this.push({ level: 'info', message })
  }

  notice(message: string, title?: string): void {
    this.push({ level: 'notice', message, ...(title === undefined ? {} : { title }) })
  }

  warning(message: string, title?: string): void {
    this.push({ level: 'warning', message, ...(title === undefined ? {} : { title }) })
  }

  error(message: string, title?: string): void {
    this.push({ level: 'error', message, ...(title === undefined ? {} : { title }) })
  }

  annotate(level: AnnotationLevel, message: string, where: AnnotationPlace): void {
    this.push({ level, message, ...where })
  }

  async group<T>(name: string, work: () => Promise<T>): Promise<T> {
    this.groups.push(name)
    return work()
  }

  saveState(name: string, value: string): void {
    this.state.set(name, value)
  }

  getState(name: string): string {
    return this.state.get(name) ?? ''
  }

  setSecret(value: string): void {
    this.secrets.add(value)
  }

  onCancel(listener: (signal: CancelSignal) => void): void {
    this.cancelListeners.push(listener)
  }

  abandon(result: StepResult): void {
    this.abandoned = result
  }

  /** Sends a cancellation signal, as the runner's SIGINT or SIGTERM would. */
  cancel(signal: CancelSignal = 'SIGINT'): void {
    for (const listener of this.cancelListeners) listener(signal)
  }

  /** Every line of the log as one text, `level: message` (info lines as they are). */
  get log(): string {
    return this.printed.join('\n')
  }

  /** The messages of one level. */
  messages(level: LoggedLine['level']): string[] {
    return this.lines.filter(line => line.level === level).map(line => line.message)
  }
}

/**
 * A runner with the inputs a workflow gives over the defaults of an action.yml (the runner
 * passes every input that has a default), as run-action.ts does for dist/.
 */
export function runnerForAction(
  actionYml: string,
  inputs: Record<string, string>,
  env: Partial<RunEnvironment> = {}
): TestRunner {
  const all: Record<string, string> = {}
  for (const input of readActionInputs(actionYml)) {
    if (input.default !== undefined) all[input.name] = input.default
  }
  return new TestRunner({ ...all, ...inputs }, env)
}
