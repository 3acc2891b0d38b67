// The command line's runner: inputs from flags, the environment and action.yml's defaults (the
// `input` the command line gives); the log as plain lines; state kept in memory between the main
// step and the post step's code; a backup kept in a folder instead of a workflow artifact; the
// command line's words in the texts (host). The command's result goes back to the command line,
// which prints it and picks the exit code.
import { createHash } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { constants } from 'node:fs'
import { chmod, copyFile, mkdir, readdir, rm } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { BackupStoreResult } from '../../deploy/types.js'
import type {
  AnnotationLevel,
  AnnotationPlace,
  CancelSignal,
  RunEnvironment,
  Runner,
  CommandResult
} from '../../runner/runner.js'
import { onCancelSignals } from '../../runner/runner.js'
import { hideSecrets } from '../../runner/secrets.js'
import { refuseLinks } from '../../shared/safe-path.js'
import { fileLedger } from '../../ledger/file-ledger.js'
import type { DeployLedger } from '../../ledger/types.js'

export interface CliRunnerOptions {
  /** The raw value of an input: flag, else environment variable, else action.yml's default. */
  input(name: string): string
  /** Where log lines go (stderr: stdout carries only the result). */
  write(line: string): void
  /** The folder backups are kept in. */
  backupDir: string
  /** How many backups of one name (project and host) to keep, the newest; 0 keeps every one. */
  keepBackups?: number
  /** The ledger file of --ledger; unset: no ledger (skip-unchanged is refused without one). */
  ledgerFile?: string
  /** The run's folders and ids (cli/main.ts: the working folder, a temp folder of the run). */
  env: RunEnvironment
  /**
   * Calls `listener` when stdout or stderr is closed (EPIPE: piped into `head`); the returned
   * function stops it. Unset: the output is never closed (tests).
   */
  onOutputClosed?(listener: () => void): () => void
  /** Called by abandon(): logs out, reports the result and ends the process. */
  onAbandon(result: CommandResult): void
  /** The clock of the backups' time stamps (tests). */
  now?: () => Date
}

export class CliRunner implements Runner {
  private readonly state = new Map<string, string>()
  readonly env: RunEnvironment
  readonly host = 'cli' as const

  constructor(private readonly options: CliRunnerOptions) {
    this.env = options.env
  }

  getInput(name: string): string {
    return this.options.input(name).trim()
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

  /** The failure line of a command's result (the command line prints it as the run ends). */
  fail(message: string): void {
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

  onCancel(listener: (signal: CancelSignal) => void): () => void {
    // A closed terminal (over SSH) ends the run as a cancellation: without a handler, SIGHUP
    // would end the process with the API session still open. So does a closed output pipe.
    const stopSignals = onCancelSignals(listener)
    const stopOutput = this.options.onOutputClosed?.(() => listener('SIGPIPE'))
    return () => {
      stopSignals()
      stopOutput?.()
    }
  }

  deployLedger(): DeployLedger | undefined {
    return this.options.ledgerFile ? fileLedger(this.options.ledgerFile) : undefined
  }

  abandon(result: CommandResult): void {
    this.options.onAbandon(result)
  }

  /**
   * The backup as a file in the backup folder, named as the artifact would be plus the time it
   * was taken (`<name>-20261127T091530Z.zip`). Never over an existing file: a later run must not
   * replace the backup an earlier run's message told the user to import.
   */
  async storeBackup(zipPath: string, artifactName: string): Promise<BackupStoreResult> {
    await refuseLinks(this.options.backupDir, this.env.workspace, '--backup-dir')
    // A backup holds the project's code: readable by this user alone, as the run's temp folder.
    await mkdir(this.options.backupDir, { recursive: true, mode: 0o700 })
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
        await chmod(kept, 0o600)
        break
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || copy >= 100) throw error
      }
    }
    const hash = createHash('sha256')
    for await (const chunk of createReadStream(kept)) hash.update(chunk as Buffer)
    await this.pruneBackups(artifactName, kept)
    return {
      stored: {
        artifactName: kept,
        artifactId: '',
        artifactUrl: pathToFileURL(kept).href,
        digest: `sha256:${hash.digest('hex')}`,
        kind: 'file'
      }
    }
  }

  /**
   * Removes the oldest backups of `artifactName` beyond --keep-backups (never `kept`, the one
   * just written), so that a nightly deploy does not fill the disk. Only files named as this
   * runner names them (`<name>-<UTC time>[-n].zip`) are touched.
   */
  private async pruneBackups(artifactName: string, kept: string): Promise<void> {
    const keep = this.options.keepBackups ?? DEFAULT_KEEP_BACKUPS
    if (keep <= 0) return
    const folder = this.options.backupDir
    const ours = (await readdir(folder))
      .map(name => ({ name, order: backupOrder(name, artifactName) }))
      .filter((file): file is { name: string; order: [string, number] } => file.order !== undefined)
      .sort((a, b) =>
        a.order[0] === b.order[0] ? a.order[1] - b.order[1] : a.order[0] < b.order[0] ? -1 : 1
      )
    const old = ours
      .slice(0, Math.max(0, ours.length - keep))
      .map(file => path.resolve(folder, file.name))
      .filter(file => file !== kept)
    for (const file of old) await rm(file, { force: true })
    if (old.length > 0) {
      this.info(
        `Removed ${old.length} older backup${old.length === 1 ? '' : 's'} of ${artifactName} (--keep-backups ${keep}): ${old.map(file => path.basename(file)).join(', ')}.`
      )
    }
  }
}

/** Backups of one name kept by default: the newest ten. */
export const DEFAULT_KEEP_BACKUPS = 10

/** The time and copy of a backup file of `artifactName`, or undefined for any other file. */
function backupOrder(file: string, artifactName: string): [string, number] | undefined {
  if (!file.startsWith(`${artifactName}-`)) return undefined
  const match = /^(\d{8}T\d{6}Z)(?:-(\d+))?\.zip$/.exec(file.slice(artifactName.length + 1))
  return match ? [match[1], Number(match[2] ?? 1)] : undefined
}
