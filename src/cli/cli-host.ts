// The command line's side of the port (host/host.ts): inputs from flags, the environment and
// action.yml's defaults; the log as plain lines; outputs, state and the summary kept in memory
// for the end of the run; a backup kept in a folder instead of a workflow artifact.
import { createHash } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { constants } from 'node:fs'
import { copyFile, mkdir } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { BackupStoreResult } from '../deploy/types.js'
import type { AnnotationLevel, AnnotationPlace, Host } from '../host/host.js'
import type { Summary } from '../report/summary.js'
import { hideSecrets } from '../action/secrets.js'
import { refuseLinks } from './safe-path.js'
import { fileLedger } from '../ledger/file-ledger.js'
import type { DeployLedger } from '../ledger/types.js'

export interface CliHostOptions {
  /** The raw value of an input: flag, else environment variable, else action.yml's default. */
  input(name: string): string
  /** Where log lines go (stderr when stdout carries the JSON). */
  write(line: string): void
  /** The folder backups are kept in. */
  backupDir: string
  /** The ledger file of --ledger; unset: no ledger (skip-unchanged is refused without one). */
  ledgerFile?: string
  /** Called by exit(): logs out, reports and ends the process. */
  onExit(code: number): void
  /** The clock of the backups' time stamps (tests). */
  now?: () => Date
}

export class CliHost implements Host {
  readonly outputs = new Map<string, string>()
  readonly summaries: Summary[] = []
  /** The message of a failed step, if it failed. */
  failure: string | undefined
  private readonly state = new Map<string, string>()

  constructor(private readonly options: CliHostOptions) {}

  getInput(name: string): string {
    return this.options.input(name).trim()
  }

  setOutput(name: string, value: string): void {
    this.outputs.set(name, value)
  }

  private line(prefix: string, message: string, title?: string): void {
    const head = title === undefined ? prefix : `${prefix}${prefix ? ' ' : ''}(${title})`
    this.options.write(hideSecrets(head ? `${head}: ${message}` : message))
  }

  info(message: string): void {
    this.line('', message)
  }

  notice(message: string, title?: string): void {
    this.line('notice', message, title)
  }

  warning(message: string, title?: string): void {
    this.line('warning', message, title)
  }

  error(message: string, title?: string): void {
    this.line('error', message, title)
  }

  annotate(level: AnnotationLevel, message: string, where: AnnotationPlace): void {
    const place =
      where.file === undefined ? '' : `${where.file}${where.line ? `:${where.line}` : ''}: `
    this.line(level, `${place}${message}`, where.title)
  }

  fail(message: string): void {
    this.failure = message
    this.line('error', message)
  }

  async group<T>(name: string, work: () => Promise<T>): Promise<T> {
    this.options.write(hideSecrets(`== ${name}`))
    return work()
  }

  saveState(name: string, value: string): void {
    this.state.set(name, value)
  }

  getState(name: string): string {
    return this.state.get(name) ?? ''
  }

  setSecret(): void {
    // secrets.ts keeps the list; every line printed here goes through hideSecrets.
  }

  async writeSummary(summary: Summary): Promise<void> {
    this.summaries.push(summary)
  }

  deployLedger(): DeployLedger | undefined {
    return this.options.ledgerFile ? fileLedger(this.options.ledgerFile) : undefined
  }

  exit(code: number): void {
    this.options.onExit(code)
  }

  /**
   * The backup as a file in the backup folder, named as the artifact would be plus the time it
   * was taken (`<name>-20261127T091530Z.zip`). Never over an existing file: a later run must not
   * replace the backup an earlier run's message told the user to import.
   */
  async storeBackup(zipPath: string, artifactName: string): Promise<BackupStoreResult> {
    await refuseLinks(this.options.backupDir, process.cwd(), '--backup-dir')
    await mkdir(this.options.backupDir, { recursive: true })
    const stamp = (this.options.now?.() ?? new Date())
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d+Z$/, 'Z')
    let kept = ''
    for (let copy = 1; ; copy++) {
      const suffix = copy === 1 ? '' : `-${copy}`
      kept = path.resolve(this.options.backupDir, `${artifactName}-${stamp}${suffix}.zip`)
      try {
        // EXCL: never over an existing file, nor through a link standing at that name.
        await copyFile(zipPath, kept, constants.COPYFILE_EXCL)
        break
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || copy >= 100) throw error
      }
    }
    const hash = createHash('sha256')
    for await (const chunk of createReadStream(kept)) hash.update(chunk as Buffer)
    return {
      stored: {
        artifactName: kept,
        artifactId: '',
        artifactUrl: pathToFileURL(kept).href,
        digest: `sha256:${hash.digest('hex')}`
      }
    }
  }
}
