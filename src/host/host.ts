// The port between the step code (main.ts, export-main.ts, post.ts and the action/ pieces that
// log and keep state) and what runs it: the Actions runner (actions-host.ts, the default) or the
// command line (cli/cli-host.ts). The step code keeps @actions/core's call shapes through
// core.ts; only what is behind them changes.
import type { Summary } from '../report/summary.js'
import type { BackupStoreResult } from '../deploy/types.js'
import type { DeployLedger } from '../ledger/types.js'

export type AnnotationLevel = 'error' | 'warning' | 'notice'

/** Where an annotation points: a path relative to the repository root, and a 1-based line. */
export interface AnnotationPlace {
  title: string
  file?: string
  line?: number
}

export interface Host {
  /** One input, trimmed, '' when unset. */
  getInput(name: string): string
  setOutput(name: string, value: string): void
  info(message: string): void
  notice(message: string, title?: string): void
  warning(message: string, title?: string): void
  error(message: string, title?: string): void
  /** An annotation on a line of a file of the repository (the lint's findings). */
  annotate(level: AnnotationLevel, message: string, where: AnnotationPlace): void
  /** The step failed with this message (one line). */
  fail(message: string): void
  group<T>(name: string, work: () => Promise<T>): Promise<T>
  saveState(name: string, value: string): void
  getState(name: string): string
  /** A value to hide in everything printed from now on. */
  setSecret(value: string): void
  /** The job summary (rendered as markdown on a runner, as text by the command line). */
  writeSummary(summary: Summary): Promise<void>
  /**
   * Ends the process (a cancellation whose request is still in flight): at once on a runner,
   * whose post step logs out; the command line logs out first.
   */
  exit(code: number): void
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

let current: Host | undefined
let fallback: (() => Host) | undefined

/** The host of this process: the one set by useHost, else the runner's. */
export function host(): Host {
  current ??= fallback?.()
  if (!current) throw new Error('no host: import host/actions-host.js or call useHost')
  return current
}

export function useHost(next: Host): void {
  current = next
}

/** Registers the default host, made on first use (actions-host.ts does, as it is imported). */
export function setDefaultHost(make: () => Host): void {
  fallback = make
}
