// Runs the committed dist/ the way a GitHub runner does: inputs as INPUT_<NAME> over the
// defaults of action.yml, the GITHUB_* files, the main step, then the post step (post-if
// always()) with STATE_<name> from what the main step saved, even when it failed or was killed.
import { spawn } from 'node:child_process'
import { mkdtemp, mkdir, writeFile, readFile, rm } from 'node:fs/promises'
import { existsSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve, dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parse as parseYaml } from 'yaml'
import { readActionInputs } from './action-yml.js'
import { readKeyValueFile } from './file-commands.js'
import { collectMasks, maskLog } from './log-view.js'

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..')
export const distMain = join(repoRoot, 'dist', 'main', 'index.js')
export const distPost = join(repoRoot, 'dist', 'post', 'index.js')
/** The export action (export/action.yml) and the scripts it runs, read from it. */
export const exportActionYml = join(repoRoot, 'export', 'action.yml')
const exportRuns = (
  parseYaml(readFileSync(exportActionYml, 'utf8')) as { runs: Record<string, string> }
).runs
export const distExportMain = resolve(dirname(exportActionYml), exportRuns['main']!)
export const distExportPost = resolve(dirname(exportActionYml), exportRuns['post']!)
/** The lint action (lint/action.yml): a main step only, read from it. */
export const lintActionYml = join(repoRoot, 'lint', 'action.yml')
export const distLintMain = resolve(
  dirname(lintActionYml),
  (parseYaml(readFileSync(lintActionYml, 'utf8')) as { runs: Record<string, string> }).runs['main']!
)

export interface RunActionOptions {
  /** Merged over the defaults of action.yml; a name action.yml does not declare is an error. */
  inputs: Record<string, string>
  /** Extra environment (artifact service env, GITHUB_SERVER_URL for GHES tests, ...). */
  env?: Record<string, string>
  /** When it resolves, the main step is cancelled: SIGINT, then SIGTERM, then SIGKILL. */
  cancelWhen?: () => Promise<void>
  /** Runner timings of a cancellation: 7.5 s from SIGINT to SIGTERM, 2.5 s more to SIGKILL. */
  sigtermAfterMs?: number
  sigkillAfterMs?: number
  skipPost?: boolean
  /** Fills the fresh workspace before the main step (relative paths resolve against it). */
  prepareWorkspace?: (workspace: string) => Promise<void>
  /**
   * An existing folder to use as the workspace (GITHUB_WORKSPACE and the working directory), as a
   * checkout is; the action packages nothing from outside it. Default: a fresh empty folder.
   */
  workspace?: string
  /** Each step is killed after this long and runAction rejects with ActionTimeoutError. */
  timeoutMs?: number
  /** Entry points (default: the committed dist/). */
  mainScript?: string
  postScript?: string
  /** The action.yml whose inputs and defaults apply (default: the deploy's, at the root). */
  actionYml?: string
}

interface StepRun {
  exitCode: number | null
  signal: string | null
  stdout: string
  stderr: string
  /** stdout and stderr interleaved as they arrived. */
  output: string
  durationMs: number
  /** When the cancellation signal (SIGINT) was sent, ms after the step started. */
  cancelledAtMs?: number
}

export interface ActionRun {
  main: StepRun
  post?: StepRun
  outputs: Record<string, string>
  state: Record<string, string>
  summary: string
  masks: string[]
  log: string
  maskedLog: string
  runnerTemp: string
  workspace: string
  /** Temporary folder holding runnerTemp, workspace and the GITHUB_* files. */
  root: string
}

export class ActionTimeoutError extends Error {
  constructor(
    message: string,
    readonly run: ActionRun
  ) {
    super(message)
    this.name = 'ActionTimeoutError'
  }
}

// What a runner hands an action from the machine: the OS essentials, nothing of this process's
// INPUT_/STATE_/GITHUB_ variables, and no proxy (the simulator is local).
const KEPT_ENV = [
  'PATH',
  'Path',
  'HOME',
  'USERPROFILE',
  'TMPDIR',
  'TEMP',
  'TMP',
  'SystemRoot',
  'SYSTEMROOT',
  'windir',
  'ComSpec',
  'PATHEXT',
  'APPDATA',
  'LOCALAPPDATA',
  'LANG',
  'TZ'
]

export function inputEnvName(name: string): string {
  return `INPUT_${name.replaceAll(' ', '_').toUpperCase()}`
}

export function inputEnv(
  inputs: Record<string, string>,
  actionYml = join(repoRoot, 'action.yml')
): Record<string, string> {
  const declared = readActionInputs(actionYml)
  const known = new Set(declared.map(input => input.name))
  const unknown = Object.keys(inputs).filter(name => !known.has(name))
  if (unknown.length > 0) {
    throw new Error(`runAction: inputs not declared in ${actionYml}: ${unknown.join(', ')}`)
  }
  const env: Record<string, string> = {}
  for (const input of declared) {
    env[inputEnvName(input.name)] = inputs[input.name] ?? input.default ?? ''
  }
  return env
}

interface StepOptions {
  script: string
  env: Record<string, string>
  cwd: string
  cancelWhen?: () => Promise<void>
  sigtermAfterMs: number
  sigkillAfterMs: number
  timeoutMs?: number
}

async function runStep(options: StepOptions): Promise<StepRun & { timedOut: boolean }> {
  const started = Date.now()
  const child = spawn(process.execPath, [options.script], {
    cwd: options.cwd,
    env: options.env,
    stdio: ['ignore', 'pipe', 'pipe']
  })
  let stdout = ''
  let stderr = ''
  let output = ''
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    stdout += chunk
    output += chunk
  })
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk
    output += chunk
  })
  const timers: NodeJS.Timeout[] = []
  let exited = false
  let timedOut = false
  let cancelledAtMs: number | undefined
  const exit = new Promise<{ code: number | null; signal: string | null }>(
    (resolvePromise, reject) => {
      child.on('error', reject)
      // 'close' waits for the pipes, so the output is complete.
      child.on('close', (code, signal) => {
        exited = true
        resolvePromise({ code, signal })
      })
    }
  )
  options.cancelWhen?.().then(
    () => {
      if (exited) return
      cancelledAtMs = Date.now() - started
      child.kill('SIGINT')
      timers.push(
        setTimeout(() => {
          if (!exited) child.kill('SIGTERM')
          timers.push(
            setTimeout(() => {
              if (!exited) child.kill('SIGKILL')
            }, options.sigkillAfterMs)
          )
        }, options.sigtermAfterMs)
      )
    },
    () => undefined
  )
  if (options.timeoutMs !== undefined) {
    timers.push(
      setTimeout(() => {
        if (exited) return
        timedOut = true
        child.kill('SIGKILL')
      }, options.timeoutMs)
    )
  }
  try {
    const { code, signal } = await exit
    return {
      exitCode: code,
      signal,
      stdout,
      stderr,
      output,
      durationMs: Date.now() - started,
      cancelledAtMs,
      timedOut
    }
  } finally {
    for (const timer of timers) clearTimeout(timer)
  }
}

async function emptyFile(path: string): Promise<string> {
  await writeFile(path, '')
  return path
}

/** Every run's temporary folder, removed by removeActionRuns (jest: after each test file). */
const runRoots = new Set<string>()

/** Removes the temporary folders of the runs so far (test-support/jest-setup.ts calls it). */
export async function removeActionRuns(): Promise<void> {
  const roots = [...runRoots]
  runRoots.clear()
  await Promise.all(roots.map(root => rm(root, { recursive: true, force: true })))
}

export async function runAction(options: RunActionOptions): Promise<ActionRun> {
  const mainScript = options.mainScript ?? distMain
  const postScript = options.postScript ?? distPost
  if (!existsSync(mainScript)) {
    throw new Error(`runAction: ${mainScript} does not exist; build it with npm run package`)
  }
  const root = await mkdtemp(join(tmpdir(), 'action-run-'))
  runRoots.add(root)
  const runnerTemp = join(root, 'runner-temp')
  const workspace = options.workspace ?? join(root, 'workspace')
  const files = join(root, 'files')
  await Promise.all([runnerTemp, workspace, files].map(dir => mkdir(dir, { recursive: true })))
  const summaryPath = await emptyFile(join(files, 'step-summary.md'))
  await options.prepareWorkspace?.(workspace)

  const base: Record<string, string> = {}
  for (const name of KEPT_ENV) {
    const value = process.env[name]
    if (value !== undefined) base[name] = value
  }
  const jobEnv: Record<string, string> = {
    ...base,
    CI: 'true',
    GITHUB_ACTIONS: 'true',
    GITHUB_ACTION: '__acumatica-deploy',
    GITHUB_ACTION_PATH: repoRoot,
    GITHUB_ACTOR: 'octocat',
    GITHUB_EVENT_NAME: 'workflow_dispatch',
    GITHUB_JOB: 'deploy',
    GITHUB_REF: 'refs/heads/main',
    GITHUB_REPOSITORY: 'octo-org/erp-customizations',
    GITHUB_REPOSITORY_OWNER: 'octo-org',
    GITHUB_RUN_ATTEMPT: '1',
    GITHUB_RUN_ID: '4242424242',
    GITHUB_RUN_NUMBER: '17',
    GITHUB_SHA: '0123456789abcdef0123456789abcdef01234567',
    GITHUB_WORKFLOW: 'Deploy customization',
    GITHUB_WORKSPACE: workspace,
    RUNNER_ARCH: process.arch === 'arm64' ? 'ARM64' : 'X64',
    RUNNER_NAME: 'harness',
    RUNNER_OS:
      process.platform === 'win32' ? 'Windows' : process.platform === 'darwin' ? 'macOS' : 'Linux',
    RUNNER_TEMP: runnerTemp,
    GITHUB_STEP_SUMMARY: summaryPath,
    ...options.env,
    ...inputEnv(options.inputs, options.actionYml)
  }
  const stepOptions = {
    cwd: workspace,
    sigtermAfterMs: options.sigtermAfterMs ?? 7500,
    sigkillAfterMs: options.sigkillAfterMs ?? 2500,
    timeoutMs: options.timeoutMs
  }

  const mainFiles = {
    GITHUB_OUTPUT: await emptyFile(join(files, 'main-output')),
    GITHUB_STATE: await emptyFile(join(files, 'main-state')),
    GITHUB_ENV: await emptyFile(join(files, 'main-env')),
    GITHUB_PATH: await emptyFile(join(files, 'main-path'))
  }
  const main = await runStep({
    ...stepOptions,
    script: mainScript,
    env: { ...jobEnv, ...mainFiles },
    cancelWhen: options.cancelWhen
  })
  const outputs = readKeyValueFile(mainFiles.GITHUB_OUTPUT)
  const state = readKeyValueFile(mainFiles.GITHUB_STATE)

  let post: (StepRun & { timedOut: boolean }) | undefined
  if (!options.skipPost) {
    const stateEnv: Record<string, string> = {}
    for (const [name, value] of Object.entries(state)) stateEnv[`STATE_${name}`] = value
    post = await runStep({
      ...stepOptions,
      script: postScript,
      env: {
        ...jobEnv,
        ...stateEnv,
        GITHUB_OUTPUT: await emptyFile(join(files, 'post-output')),
        GITHUB_STATE: await emptyFile(join(files, 'post-state')),
        GITHUB_ENV: await emptyFile(join(files, 'post-env')),
        GITHUB_PATH: await emptyFile(join(files, 'post-path'))
      }
    })
  }

  const log = main.output + (post?.output ?? '')
  const run: ActionRun = {
    main: stripTimedOut(main),
    post: post && stripTimedOut(post),
    outputs,
    state,
    summary: await readFile(summaryPath, 'utf8'),
    masks: collectMasks(log),
    log,
    maskedLog: maskLog(main.output) + maskLog(post?.output ?? '', collectMasks(main.output)),
    runnerTemp,
    workspace,
    root
  }
  const timedOutStep = main.timedOut ? 'main' : post?.timedOut ? 'post' : undefined
  if (timedOutStep) {
    throw new ActionTimeoutError(
      `runAction: the ${timedOutStep} step ran longer than ${options.timeoutMs} ms and was killed.\n` +
        run.maskedLog,
      run
    )
  }
  return run
}

function stripTimedOut(step: StepRun & { timedOut: boolean }): StepRun {
  const { timedOut: _timedOut, ...rest } = step
  return rest
}
