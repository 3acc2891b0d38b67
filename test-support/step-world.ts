// The steps in-process against the simulator: a workspace with the sample project, the test
// runner with the inputs a workflow gives (over action.yml's defaults), the main step, then the
// post step with the state the main step left, as the runner runs them for dist/.
import { afterEach, expect } from '@jest/globals'
import { existsSync, readFileSync } from 'node:fs'
import { cp, mkdir, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { startSimulator, type Simulator, type SimulatorOptions } from '../simulator/index.js'
import {
  startArtifactService,
  type ArtifactService,
  type ArtifactServiceOptions
} from '../simulator/artifact-service.js'
import { renderMarkdown } from '../src/report/markdown.js'
import { safeText } from '../src/redact/safe-text.js'
import type { CommandResult } from '../src/runner/runner.js'
import { deployCommand } from '../src/commands/deploy.js'
import { exportCommand } from '../src/commands/export.js'
import { runCommand } from '../src/runner/command.js'
import { exportInputs } from './export-world.js'
import { maskLog } from './log-view.js'
import { expectCleanInstance } from './e2e-checks.js'
import { cleanup, type PostResult } from '../src/commands/post.js'
import { exportActionYml, inputEnv, repoRoot } from './run-action.js'
import { runnerForAction, TestRunner, type LoggedLine } from './test-runner.js'
import { USER, annotations, cookieValues, deployInputs, sampleProjectPath } from './world.js'
import { SAMPLE_IN_WORKSPACE } from './world.js'

export interface StepRun {
  runner: TestRunner
  result: CommandResult
  post: PostResult
  workspace: string
  /** The job summary as the Actions runner writes it (markdown; '' when there is none). */
  markdown: string
  /**
   * What the libraries printed to the process's stdout while the steps ran (with the Actions
   * services: @actions/artifact's and @actions/cache's workflow commands); '' otherwise.
   */
  stdout: string
  /** The values masked: the runner's setSecret ones and the libraries' ::add-mask:: lines. */
  masks: string[]
  /**
   * The main step's log as dist/ prints it: the runner's lines, then the failure as the error
   * line the action's setFailed writes (e2e tests read these from the step's stdout).
   */
  output: string
  /** The error annotations of the main step: its error lines, then the failure (setFailed's). */
  errors: string[]
  /**
   * The main step's warning and notice annotations, with the libraries' (their workflow commands
   * in `stdout`); runner.messages(level) has the post step's too, not the libraries'.
   */
  warnings: string[]
  notices: string[]
  /** The post step's warnings and errors. */
  postWarnings: string[]
  postErrors: string[]
  /** The groups the main step opened, and the post step's. */
  groups: string[]
  postGroups: string[]
  /** The post step's log. */
  postOutput: string
  /** How long the main step and the post step took (ms). */
  mainMs: number
  postMs: number
  /**
   * The log as the runner shows it (as run-action.ts's maskedLog): the main step's output, then
   * the post step's, each value given to setSecret replaced by *** from the line after it on.
   */
  maskedLog: string
}

/** How much of the runner's log and groups the main step wrote (the rest is the post step's). */
interface MainEnd {
  lines: number
  groups: number
  mainMs: number
  postMs: number
}

/** Runs the main step, then the post step, noting where the main step's log ends. */
async function mainThenPost(
  runner: TestRunner,
  main: (runner: TestRunner) => Promise<CommandResult>
): Promise<{ result: CommandResult; post: PostResult; end: MainEnd }> {
  const started = Date.now()
  const result = await main(runner)
  const ended = Date.now()
  const end = { lines: runner.lines.length, groups: runner.groups.length, mainMs: 0, postMs: 0 }
  const post = await cleanup(runner)
  end.mainMs = ended - started
  end.postMs = Date.now() - ended
  return { result, post, end }
}

/** The simulator and the artifact service stand-in (with its Actions cache) of one test. */
export interface ActionsWorld {
  sim: Simulator
  artifacts: ArtifactService
}

/**
 * The job's environment as run-action.ts gives dist/ (the run, the repository; the workspace and
 * RUNNER_TEMP are the step's own), for the libraries that read process.env themselves.
 */
const JOB_ENV: Record<string, string> = {
  GITHUB_ACTIONS: 'true',
  GITHUB_REPOSITORY: 'octo-org/erp-customizations',
  GITHUB_REPOSITORY_OWNER: 'octo-org',
  GITHUB_RUN_ATTEMPT: '1',
  GITHUB_RUN_ID: '4242424242',
  GITHUB_RUN_NUMBER: '17',
  GITHUB_SHA: '0123456789abcdef0123456789abcdef01234567',
  GITHUB_WORKFLOW: 'Deploy customization'
}

/** Variables of the host's own Actions environment that must not leak into a test's run. */
const CLEARED_ENV = ['GITHUB_SERVER_URL', 'ACTIONS_CACHE_URL', 'ACTIONS_CACHE_MODE']

/**
 * Runs `work` with `env` over process.env and the process's stdout captured (what the libraries
 * print: their workflow commands), both as they were afterwards.
 */
async function withProcessEnv<T>(
  env: Record<string, string>,
  work: () => Promise<T>
): Promise<{ value: T; stdout: string }> {
  const saved = new Map<string, string | undefined>()
  for (const name of [...CLEARED_ENV, ...Object.keys(env)]) saved.set(name, process.env[name])
  for (const name of CLEARED_ENV) delete process.env[name]
  Object.assign(process.env, env)
  const write = process.stdout.write
  let stdout = ''
  process.stdout.write = ((chunk: unknown, ...rest: unknown[]): boolean => {
    stdout += typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString('utf8')
    const done = rest.find(arg => typeof arg === 'function') as (() => void) | undefined
    done?.()
    return true
  }) as typeof process.stdout.write
  try {
    return { value: await work(), stdout }
  } finally {
    process.stdout.write = write
    for (const [name, value] of saved) {
      if (value === undefined) delete process.env[name]
      else process.env[name] = value
    }
  }
}

/** The ::add-mask:: command core.setSecret writes for `value` (its escaping). */
const addMask = (value: string): string =>
  `::add-mask::${value.replaceAll('%', '%25').replaceAll('\r', '%0D').replaceAll('\n', '%0A')}`

/** The runner's lines with each setSecret where it came, and the failure line, masked. */
function maskedLog(runner: TestRunner, end: MainEnd, failure: string[]): string {
  const raw: string[] = []
  const masksBefore = (line: number): void => {
    for (const mask of runner.masked) if (mask.line === line) raw.push(addMask(mask.value))
  }
  runner.printed.forEach((text, index) => {
    masksBefore(index)
    if (index === end.lines) raw.push(...failure.map(f => `error: ${f}`))
    raw.push(text)
  })
  masksBefore(runner.printed.length)
  if (end.lines === runner.printed.length) raw.push(...failure.map(f => `error: ${f}`))
  return maskLog(raw.join('\n'))
}

const ofLevel = (lines: LoggedLine[], level: LoggedLine['level']): string[] =>
  lines.filter(line => line.level === level).map(line => line.message)

function stepRun(
  runner: TestRunner,
  result: CommandResult,
  post: PostResult,
  workspace: string,
  end: MainEnd,
  stdout = ''
): StepRun {
  const added = stdout
    .split(/\r?\n/)
    .filter(line => line.startsWith('::add-mask::'))
    .map(line => line.slice('::add-mask::'.length))
  const failure = result.failure === undefined ? [] : [safeText(result.failure)]
  const main = runner.lines.slice(0, end.lines)
  return {
    runner,
    result,
    post,
    workspace,
    markdown: result.summary === undefined ? '' : renderMarkdown(result.summary),
    stdout,
    masks: [...runner.secrets, ...added],
    output: [...runner.printed.slice(0, end.lines), ...failure.map(f => `error: ${f}`)].join('\n'),
    errors: [...ofLevel(main, 'error'), ...annotations(stdout, 'error'), ...failure],
    warnings: [...ofLevel(main, 'warning'), ...annotations(stdout, 'warning')],
    notices: [...ofLevel(main, 'notice'), ...annotations(stdout, 'notice')],
    postWarnings: ofLevel(runner.lines.slice(end.lines), 'warning'),
    postErrors: ofLevel(runner.lines.slice(end.lines), 'error'),
    groups: runner.groups.slice(0, end.groups),
    postGroups: runner.groups.slice(end.groups),
    postOutput: runner.printed.slice(end.lines).join('\n'),
    maskedLog: maskedLog(runner, end, failure),
    mainMs: end.mainMs,
    postMs: end.postMs
  }
}

export interface DeployOptions {
  prepareWorkspace?: (workspace: string) => Promise<void>
  /** Called with the runner before the step starts (e.g. to send a signal). */
  beforeRun?: (runner: TestRunner) => void
  /**
   * The Actions services: the backup goes to this artifact stand-in and the ledger to its cache,
   * through the libraries dist/ uses (the runner's own seams left unset).
   */
  actions?: ArtifactService
  /** With `actions`: job variables over the defaults (GITHUB_RUN_ID, GITHUB_SERVER_URL). */
  env?: Record<string, string>
  /** An existing folder as the workspace (kept between runs); the sample is copied in. */
  workspace?: string
  /** false: the sample project is not copied into the workspace (prepareWorkspace fills it). */
  sample?: boolean
}

export interface ExportOptions {
  /** Fills the workspace before the step (a checkout, an earlier run's folders). */
  prepareWorkspace?: (workspace: string) => Promise<void>
  /** An existing folder as the workspace (kept between runs, the test's to remove). */
  workspace?: string
}

/** Registers the hooks: every simulator and folder a test starts is gone after it. */
export function useStepWorld(defaults: SimulatorOptions = {}) {
  const sims: Simulator[] = []
  const services: ArtifactService[] = []
  const folders: string[] = []
  afterEach(async () => {
    await Promise.all(sims.splice(0).map(sim => sim.close()))
    await Promise.all(services.splice(0).map(service => service.close()))
    await Promise.all(folders.splice(0).map(f => rm(f, { recursive: true, force: true })))
  })
  /** The deploy step and the post step, in-process, with these inputs over action.yml's defaults. */
  async function deployTo(
    inputs: Record<string, string>,
    options: DeployOptions = {}
  ): Promise<StepRun> {
    const workspace = options.workspace ?? (await mkdtemp(path.join(tmpdir(), 'step-ws-')))
    const temp = await mkdtemp(path.join(tmpdir(), 'step-tmp-'))
    if (options.workspace === undefined) folders.push(workspace)
    folders.push(temp)
    // As run-action.ts: a name action.yml does not declare is an error.
    inputEnv(inputs, path.join(repoRoot, 'action.yml'))
    if (options.sample !== false) {
      await cp(sampleProjectPath, path.join(workspace, SAMPLE_IN_WORKSPACE), { recursive: true })
    }
    await options.prepareWorkspace?.(workspace)
    if (options.actions === undefined) {
      const runner = runnerForAction(path.join(repoRoot, 'action.yml'), inputs, {
        workspace,
        tempDir: temp,
        // The runner's temp folder: the default result file goes there (and goes with the test).
        runnerTemp: temp
      })
      options.beforeRun?.(runner)
      const { result, post, end } = await mainThenPost(runner, deploying =>
        runCommand(deployCommand, deploying)
      )
      return stepRun(runner, result, post, workspace, end)
    }
    const env: Record<string, string> = {
      ...JOB_ENV,
      ...options.actions.env(),
      GITHUB_WORKSPACE: workspace,
      RUNNER_TEMP: temp,
      ...options.env
    }
    const runner = runnerForAction(path.join(repoRoot, 'action.yml'), inputs, {
      workspace,
      tempDir: temp,
      runnerTemp: temp,
      runId: env['GITHUB_RUN_ID'],
      runAttempt: env['GITHUB_RUN_ATTEMPT'],
      // As the Actions runner reads them (fleet/origin.ts): the stamp and the result file.
      repository: env['GITHUB_REPOSITORY'],
      commit: env['GITHUB_SHA']
    })
    // The runner's seams unset: the step takes the artifact upload and the Actions cache.
    Object.assign(runner, { storeBackup: undefined, deployLedger: undefined })
    options.beforeRun?.(runner)
    const { value, stdout } = await withProcessEnv(env, () =>
      mainThenPost(runner, deploying => runCommand(deployCommand, deploying))
    )
    return stepRun(runner, value.result, value.post, workspace, value.end, stdout)
  }
  /** The export step and the post step, in-process, with these inputs over the defaults. */
  async function exportTo(
    inputs: Record<string, string>,
    options: ExportOptions = {}
  ): Promise<StepRun> {
    inputEnv(inputs, exportActionYml)
    const base = await mkdtemp(path.join(tmpdir(), 'step-export-'))
    folders.push(base)
    // The workspace one level down: a path outside it must stay inside this test's folder.
    const workspace = options.workspace ?? path.join(base, 'workspace')
    const temp = path.join(base, 'temp')
    if (options.workspace === undefined) await mkdir(workspace)
    await mkdir(temp)
    await options.prepareWorkspace?.(workspace)
    const runner = runnerForAction(exportActionYml, inputs, { workspace, tempDir: temp })
    const { result, post, end } = await mainThenPost(runner, exporting =>
      runCommand(exportCommand, exporting)
    )
    return stepRun(runner, result, post, workspace, end)
  }
  return {
    async start(options: SimulatorOptions = {}): Promise<Simulator> {
      const sim = await startSimulator({ users: [USER], ...defaults, ...options })
      sims.push(sim)
      return sim
    },
    /**
     * A simulator and the artifact service stand-in (its Actions cache too): a deploy given
     * `actions` stores its backup and keeps its ledger there through the real @actions/artifact
     * and @actions/cache, as dist/ does on a runner.
     */
    async startWorld(
      options: SimulatorOptions = {},
      artifactOptions: ArtifactServiceOptions = {}
    ): Promise<ActionsWorld> {
      const sim = await startSimulator({ users: [USER], ...defaults, ...options })
      sims.push(sim)
      const artifacts = await startArtifactService(artifactOptions)
      services.push(artifacts)
      return { sim, artifacts }
    },
    /** The deploy step and the post step, in-process, with the inputs of a standard deploy. */
    deploy(
      sim: Simulator,
      overrides: Record<string, string> = {},
      options: DeployOptions = {}
    ): Promise<StepRun> {
      return deployTo(deployInputs(sim, overrides), options)
    },
    /**
     * The same with the Actions services of `world`: the backup in its artifact stand-in and the
     * ledger in its cache, through @actions/artifact and @actions/cache, as dist/ on a runner.
     */
    deployIn(
      world: ActionsWorld,
      overrides: Record<string, string> = {},
      options: Omit<DeployOptions, 'actions'> = {}
    ): Promise<StepRun> {
      return deployTo(deployInputs(world.sim, overrides), { ...options, actions: world.artifacts })
    },
    /** The same with these inputs alone (over action.yml's defaults): any instance, any project. */
    deployTo,
    /** The export step and the post step, in-process, in an empty workspace. */
    export(
      sim: Simulator,
      overrides: Record<string, string> = {},
      options: ExportOptions = {}
    ): Promise<StepRun> {
      return exportTo(exportInputs(sim, overrides), options)
    },
    /** The same with these inputs alone (over export/action.yml's defaults): any instance. */
    exportTo
  }
}

/**
 * What every run must leave, as expectCleanRun checks for dist/: no open session, at most one
 * publish, POST only but the reads, and no secret in the summary or the outputs; a secret in the
 * log is one the runner was told to mask.
 */
export function expectCleanStepRun(sim: Simulator, run: StepRun): void {
  expectCleanInstance(sim)
  const secrets = [USER.password, ...cookieValues(sim)].filter(s => s !== '')
  // The summary as the page shows it (the model's text, rendered), and the outputs.
  const summary = run.result.summary ? renderMarkdown(run.result.summary) : ''
  const written = `${summary}\n${JSON.stringify(run.result.outputs)}`
  for (const secret of secrets) {
    expect(written).not.toContain(secret)
    if (run.runner.log.includes(secret)) expect([...run.runner.secrets]).toContain(secret)
  }
}

/**
 * What expectCleanRun (e2e-checks.ts) checks of a run of dist/, of an in-process run: no session
 * left open, publishBegin at most once, no login after a login answered 401, POST but for the
 * contract-API reads, and no secret in the log (the step's lines and what the libraries printed,
 * but for their ::add-mask:: lines), the summary, the outputs or the publish-log file.
 */
export function expectCleanDeploy(sim: Simulator, run: StepRun): void {
  expectCleanInstance(sim)
  expectNoSecretsIn(run, [USER.password, ...cookieValues(sim)])
}

/**
 * The exit code dist/ would end with, from the step's result: 0 when it did not fail, else 1 (the
 * post step never fails). On a mismatch the failure shows the run's log, as expectExitCodes does.
 */
export function expectExitCode(run: StepRun, code: 0 | 1): void {
  const actual = run.result.failure === undefined ? 0 : 1
  if (actual !== code) {
    throw new Error(
      `exit code ${actual} (failure: ${run.result.failure ?? 'none'}), expected ${code}. The log:\n` +
        run.runner.log
    )
  }
}

/**
 * What expectNoSecrets (e2e-checks.ts) checks of a run of dist/: the secrets never reach the log
 * (the step's lines and what the libraries printed, but for their ::add-mask:: lines), the
 * summary, the outputs or the publish-log file.
 */
export function expectNoSecretsIn(run: StepRun, secrets: string[]): void {
  const publishLog = run.result.outputs['publish-log']
  const places: Record<string, string> = {
    summary: run.markdown,
    outputs: JSON.stringify(run.result.outputs),
    'publish-log file': publishLog && existsSync(publishLog) ? readFileSync(publishLog, 'utf8') : ''
  }
  // The main step's output (its failure line too), the post step's, the libraries'.
  const lines = [run.output, run.postOutput, run.stdout]
    .join('\n')
    .split('\n')
    .filter(line => !line.trimStart().startsWith('::add-mask::'))
  for (const secret of secrets.filter(s => s !== '')) {
    expect(lines.filter(line => line.includes(secret))).toEqual([])
    for (const [place, text] of Object.entries(places)) {
      expect({ place, leaks: text.includes(secret) }).toEqual({ place, leaks: false })
    }
  }
}
