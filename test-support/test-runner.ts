// A test double of the runner (src/runner/runner.ts): inputs from a record, everything the step
// writes kept for the test to read (log lines, annotations, groups, state, masked values), the
// environment facts given by the test, and cancellation signals the test sends. The steps run
// in-process with it: the same code as the bundles run, without a process per case.
import { createHash } from 'node:crypto'
import { copyFile, readFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { BackupStoreResult } from '../src/deploy/types.js'
import { readActionInputs } from './action-yml.js'
import type {
  AnnotationLevel,
  AnnotationPlace,
  CancelSignal,
  RunEnvironment,
  Runner,
  CommandResult
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
  abandoned: CommandResult | undefined
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
      ...(env.runnerTemp === undefined ? {} : { runnerTemp: env.runnerTemp }),
      ...(env.repository === undefined ? {} : { repository: env.repository }),
      ...(env.commit === undefined ? {} : { commit: env.commit }),
      ...(env.runUrl === undefined ? {} : { runUrl: env.runUrl })
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

  /** A signal sent as the group of this name starts (a cancellation at a known point). */
  cancelAt: { group: string; signal: CancelSignal } | undefined

  async group<T>(name: string, work: () => Promise<T>): Promise<T> {
    this.groups.push(name)
    if (this.cancelAt?.group === name) this.cancel(this.cancelAt.signal)
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
    this.masked.push({ value, line: this.lines.length })
  }

  /** Each setSecret in order, with how many lines had been logged before it. */
  readonly masked: { value: string; line: number }[] = []

  onCancel(listener: (signal: CancelSignal) => void): () => void {
    this.cancelListeners.push(listener)
    return () => {
      const at = this.cancelListeners.indexOf(listener)
      if (at >= 0) this.cancelListeners.splice(at, 1)
    }
  }

  /** How many cancellation listeners are registered (0 once every step has ended). */
  get cancelListenerCount(): number {
    return this.cancelListeners.length
  }

  abandon(result: CommandResult): void {
    this.abandoned = result
  }

  /** No Actions cache in-process: no ledger (skip-unchanged then always deploys). */
  deployLedger(): undefined {
    return undefined
  }

  /** Backups kept: what the artifact upload would have stored, as a copy in the temp folder. */
  readonly backups: { path: string; artifactName: string }[] = []

  async storeBackup(zipPath: string, artifactName: string): Promise<BackupStoreResult> {
    const kept = path.join(
      this.env.tempDir,
      `stored-${this.backups.length + 1}-${artifactName}.zip`
    )
    await copyFile(zipPath, kept)
    this.backups.push({ path: kept, artifactName })
    const digest = createHash('sha256')
      .update(await readFile(kept))
      .digest('hex')
    return {
      stored: {
        artifactName,
        artifactId: String(this.backups.length),
        artifactUrl: `https://github.invalid/artifacts/${this.backups.length}`,
        digest: `sha256:${digest}`
      }
    }
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
