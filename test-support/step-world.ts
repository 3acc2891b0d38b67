// The steps in-process against the simulator: a workspace with the sample project, the test
// runner with the inputs a workflow gives (over action.yml's defaults), the main step, then the
// post step with the state the main step left, as the runner runs them for dist/.
import { afterEach, expect } from '@jest/globals'
import { cp, mkdir, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { startSimulator, type Simulator, type SimulatorOptions } from '../simulator/index.js'
import type { StepResult } from '../src/runner/runner.js'
import { run } from '../src/steps/deploy-step.js'
import { runExport } from '../src/steps/export-step.js'
import { exportInputs } from './export-world.js'
import { cleanup, type PostResult } from '../src/steps/post-step.js'
import { exportActionYml, repoRoot } from './run-action.js'
import { runnerForAction, TestRunner } from './test-runner.js'
import { API, USER, cookieValues, deployInputs, requestsTo, sampleProjectPath } from './world.js'
import { SAMPLE_IN_WORKSPACE } from './world.js'

export interface StepRun {
  runner: TestRunner
  result: StepResult
  post: PostResult
  workspace: string
}

/** Registers the hooks: every simulator and folder a test starts is gone after it. */
export function useStepWorld(defaults: SimulatorOptions = {}) {
  const sims: Simulator[] = []
  const folders: string[] = []
  afterEach(async () => {
    await Promise.all(sims.splice(0).map(sim => sim.close()))
    await Promise.all(folders.splice(0).map(f => rm(f, { recursive: true, force: true })))
  })
  return {
    async start(options: SimulatorOptions = {}): Promise<Simulator> {
      const sim = await startSimulator({ users: [USER], ...defaults, ...options })
      sims.push(sim)
      return sim
    },
    /** The deploy step and the post step, in-process, with the inputs of a standard deploy. */
    async deploy(
      sim: Simulator,
      overrides: Record<string, string> = {},
      options: {
        prepareWorkspace?: (workspace: string) => Promise<void>
        /** Called with the runner before the step starts (e.g. to send a signal). */
        beforeRun?: (runner: TestRunner) => void
      } = {}
    ): Promise<StepRun> {
      const workspace = await mkdtemp(path.join(tmpdir(), 'step-ws-'))
      const temp = await mkdtemp(path.join(tmpdir(), 'step-tmp-'))
      folders.push(workspace, temp)
      await cp(sampleProjectPath, path.join(workspace, SAMPLE_IN_WORKSPACE), { recursive: true })
      await options.prepareWorkspace?.(workspace)
      const runner = runnerForAction(
        path.join(repoRoot, 'action.yml'),
        deployInputs(sim, overrides),
        { workspace, tempDir: temp }
      )
      options.beforeRun?.(runner)
      const result = await run(runner)
      const post = await cleanup(runner)
      return { runner, result, post, workspace }
    },
    /** The export step and the post step, in-process, in an empty workspace. */
    async export(sim: Simulator, overrides: Record<string, string> = {}): Promise<StepRun> {
      const base = await mkdtemp(path.join(tmpdir(), 'step-export-'))
      folders.push(base)
      // The workspace one level down: a path outside it must stay inside this test's folder.
      const workspace = path.join(base, 'workspace')
      const temp = path.join(base, 'temp')
      await mkdir(workspace)
      await mkdir(temp)
      const runner = runnerForAction(exportActionYml, exportInputs(sim, overrides), {
        workspace,
        tempDir: temp
      })
      const result = await runExport(runner)
      const post = await cleanup(runner)
      return { runner, result, post, workspace }
    }
  }
}

/** A warning-free log (a successful run prints none), or only the ones matching `allowed`. */
export function warningsOf(runner: TestRunner): string[] {
  return runner.messages('warning')
}

/**
 * What every run must leave, as expectCleanRun checks for dist/: no open session, at most one
 * publish, POST only but the reads, and no secret in the summary or the outputs; a secret in the
 * log is one the runner was told to mask.
 */
export function expectCleanStepRun(sim: Simulator, run: StepRun): void {
  expect(sim.openSessions()).toBe(0)
  expect(requestsTo(sim, API.publishBegin).length).toBeLessThanOrEqual(1)
  for (const request of sim.requests) {
    const read =
      request.method === 'GET' &&
      /^\/(entity(\/(?!auth\/)|$)|Main$|Frames\/Login\.aspx$)/.test(request.path)
    expect(read ? 'POST' : request.method).toBe('POST')
  }
  const secrets = [USER.password, ...cookieValues(sim)].filter(s => s !== '')
  const written = `${run.result.summary ?? ''}\n${JSON.stringify(run.result.outputs)}`
  for (const secret of secrets) {
    expect(written).not.toContain(secret)
    if (run.runner.log.includes(secret)) expect([...run.runner.secrets]).toContain(secret)
  }
}
