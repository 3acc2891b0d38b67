// The runner as a parameter: what a step reads from and writes to whatever runs it (the Actions
// runner, actions-runner.ts; the command line, cli-runner.ts; a test double in test-support/).
// A step takes a Runner and returns its StepResult; the entry that started it turns the result
// into outputs and a failed step (the action) or an exit code and text (the command line).
import type { BackupStoreResult } from '../deploy/types.js'
import type { DeployLedger } from '../ledger/types.js'
import type { Host } from '../report/host.js'
import type { Summary } from '../report/summary.js'

export type AnnotationLevel = 'error' | 'warning' | 'notice'

/** Where an annotation points: a path relative to the repository root, and a 1-based line. */
export interface AnnotationPlace {
  title: string
  file?: string
  line?: number
}

/** The facts of the run the steps once read from process.env. */
export interface RunEnvironment {
  /** The checkout the relative paths of the inputs start from (GITHUB_WORKSPACE, else cwd). */
  workspace: string
  /** A folder for the package, the backup and the publish log (RUNNER_TEMP, else the OS's). */
  tempDir: string
  /** The runner's own temp folder, when there is one (the Actions cache downloads into it). */
  runnerTemp?: string
  /** The workflow run's id ('local' off a runner) and attempt ('1' for the first). */
  runId: string
  runAttempt: string
}

export type CancelSignal = 'SIGINT' | 'SIGTERM' | 'SIGHUP'

/** What a step ends with: the entry alone turns it into outputs, a failure or an exit code. */
export interface StepResult {
  /** The result word (`published`, `failed`, `cancelled`, `exported`, `passed`, ...). */
  result: string
  /** The step's outputs by name; a value '' is still set. */
  outputs: Record<string, string>
  /** Why the step failed (one line); undefined when it did not fail. */
  failure?: string
  /** The job summary as a model: the action renders it as markdown, the command line as text. */
  summary?: Summary
}

export interface Runner {
  readonly env: RunEnvironment
  /** Whose words the texts use (unset: the action's). */
  readonly host?: Host
  /** One input, trimmed, '' when unset. */
  getInput(name: string): string
  info(message: string): void
  notice(message: string, title?: string): void
  warning(message: string, title?: string): void
  error(message: string, title?: string): void
  /** An annotation on a line of a file of the repository (the lint's findings). */
  annotate(level: AnnotationLevel, message: string, where: AnnotationPlace): void
  group<T>(name: string, work: () => Promise<T>): Promise<T>
  saveState(name: string, value: string): void
  getState(name: string): string
  /** A value to hide in everything printed from now on. */
  setSecret(value: string): void
  /**
   * Calls `listener` for each cancellation signal (SIGINT, SIGTERM, SIGHUP) that comes, until the
   * returned function is called (a step calls it as it ends: a process may run several steps).
   */
  onCancel(listener: (signal: CancelSignal) => void): () => void
  /**
   * Ends the step now with this result (a cancellation whose request is still in flight): the
   * action writes it and exits at once, its post step logs out; the command line logs out,
   * reports it and exits.
   */
  abandon(result: StepResult): void
  /**
   * The ledger of completed deploys when not the repository's Actions cache (the command line:
   * the file of --ledger, or none); unset: the Actions cache.
   */
  deployLedger?(): DeployLedger | undefined
  /** Where a backup goes when not a workflow artifact; unset: the artifact upload. */
  storeBackup?(
    zipPath: string,
    artifactName: string,
    retentionDays: number | undefined
  ): Promise<BackupStoreResult>
}

const CANCEL_SIGNALS: readonly CancelSignal[] = ['SIGINT', 'SIGTERM', 'SIGHUP']

/** The process's cancellation signals to `listener`, until the returned function removes it. */
export function onCancelSignals(listener: (signal: CancelSignal) => void): () => void {
  const handlers = CANCEL_SIGNALS.map(signal => {
    const handler = (): void => listener(signal)
    process.on(signal, handler)
    return { signal, handler }
  })
  return () => {
    for (const { signal, handler } of handlers) process.off(signal, handler)
  }
}
