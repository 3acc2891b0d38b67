// Running the command line as a user does: `node dist/cli/index.js <args>` in a folder of its
// own, with only the environment given (and PATH), the password on stdin or in the environment.
// XDG_STATE_HOME is a new folder of each run (unless given), so that the default backup folder
// is never the user's own. Both folders go after the test file (temp-folders.ts).
import { spawn } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { tempFolder } from './temp-folders.js'

export const repoRoot = fileURLToPath(new URL('..', import.meta.url))
export const distCli = path.join(repoRoot, 'dist', 'cli', 'index.js')

export interface CliRun {
  code: number | null
  signal: NodeJS.Signals | null
  stdout: string
  stderr: string
  durationMs: number
  /** The folder it ran in. */
  cwd: string
}

export interface CliOptions {
  env?: Record<string, string>
  /** Written to stdin, then stdin is closed (default: closed at once). */
  stdin?: string
  cwd?: string
  timeoutMs?: number
  /** Resolves when the run is to be interrupted; then `signal` is sent (default SIGINT). */
  interruptWhen?: (output: () => string) => Promise<unknown>
  signal?: NodeJS.Signals
}

export async function runCli(args: string[], options: CliOptions = {}): Promise<CliRun> {
  const cwd = options.cwd ?? (await tempFolder('acu-cli-'))
  const state = await tempFolder('acu-cli-state-')
  const started = Date.now()
  const child = spawn(process.execPath, [distCli, ...args], {
    cwd,
    env: { PATH: process.env.PATH ?? '', XDG_STATE_HOME: state, ...options.env },
    stdio: ['pipe', 'pipe', 'pipe']
  })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()))
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()))
  child.stdin.end(options.stdin ?? '')
  const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 30_000)
  if (options.interruptWhen) {
    void options
      .interruptWhen(() => stdout + stderr)
      .then(() => {
        if (child.exitCode === null) child.kill(options.signal ?? 'SIGINT')
      })
  }
  const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>(resolve =>
    child.on('exit', (c, s) => resolve([c, s]))
  )
  clearTimeout(timer)
  return { code, signal, stdout, stderr, durationMs: Date.now() - started, cwd }
}

/** Resolves once `output()` matches `pattern` (polling), or rejects after `timeoutMs`. */
export async function waitForOutput(
  output: () => string,
  pattern: RegExp,
  timeoutMs = 20_000
): Promise<void> {
  const until = Date.now() + timeoutMs
  while (!pattern.test(output())) {
    if (Date.now() > until) throw new Error(`no output matching ${pattern}`)
    await new Promise(resolve => setTimeout(resolve, 25))
  }
}
