// The runner as a parameter: what a command reads from and writes to whatever runs it (the Actions
// runner, actions-runner.ts; the command line, cli-runner.ts; a test double in test-support/).
// A command (src/commands/, started by runCommand in command.ts) takes a Runner and returns its
// CommandResult; the host that started it turns the result into outputs and a failed step (the
// action) or an exit code and text (the command line).
import type { BackupStoreResult } from '../shared/stored-backup.js'
import type { DeployLedger } from '../ledger/types.js'
import type { Host } from '../shared/host.js'
import type { Summary } from '../shared/summary.js'

export type AnnotationLevel = 'error' | 'warning' | 'notice'

/** Where an annotation points: a path relative to the repository root, and a 1-based line. */
export interface AnnotationPlace {
  title: string
  file?: string
  line?: number
}

/** The facts of the run the commands once read from process.env. */
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
  /** Where the packages come from (the stamp, the result file), when known: `owner/repo`. */
  repository?: string
  /** The commit of the checkout (GITHUB_SHA; the command line: git's HEAD). */
  commit?: string
  /** The workflow run's page. */
  runUrl?: string
}

/** SIGPIPE: the command line's stdout or stderr was closed (EPIPE), which ends a run as a cancel does. */
export type CancelSignal = 'SIGINT' | 'SIGTERM' | 'SIGHUP' | 'SIGPIPE'

/** What a command ends with: the host alone turns it into outputs, a failure or an exit code. */
export interface CommandResult {
  /** The result word (`published`, `failed`, `cancelled`, `exported`, `passed`, ...). */
  result: string
  /** The command's outputs by name; a value '' is still set. */
  outputs: Record<string, string>
  /** Why the command failed (one line); undefined when it did not fail. */
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
   * returned function is called (a command calls it as it ends: a process may run several).
   */
  onCancel(listener: (signal: CancelSignal) => void): () => void
  /**
   * Ends the command now with this result (a cancellation whose request is still in flight): the
   * action writes it and exits at once, its post step logs out; the command line logs out,
   * reports it and exits.
   */
  abandon(result: CommandResult): void
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
