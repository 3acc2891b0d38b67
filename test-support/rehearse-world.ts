// The rehearsal in-process against two simulators: the source (the build production runs, with
// its published set) and the target (the new build), the test runner with rehearse/action.yml's
// defaults under the inputs given, the main step, then the post step, as a runner runs them.
import { afterEach } from '@jest/globals'
import { cp, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { startSimulator, type Simulator, type SimulatorOptions } from '../simulator/index.js'
import { rehearseCommand } from '../src/commands/rehearse.js'
import { cleanup, type PostResult } from '../src/commands/post.js'
import { renderMarkdown } from '../src/report/markdown.js'
import { renderText } from '../src/report/plain-text.js'
import { runCommand } from '../src/runner/command.js'
import type { CommandResult, RunEnvironment } from '../src/runner/runner.js'
import { inputEnv, repoRoot } from './run-action.js'
import { runnerForAction, type TestRunner } from './test-runner.js'
import { PROJECT, SAMPLE_IN_WORKSPACE, USER, sampleProjectPath } from './world.js'

export const rehearseActionYml = path.join(repoRoot, 'rehearse', 'action.yml')

/** The source's user: another password than the target's, both checked for leaks. */
export const SOURCE_USER = { name: 'prod-reader', password: 'Src-4b8e2d7f-prod' }

export interface Rehearsal {
  runner: TestRunner
  result: CommandResult
  post: PostResult
  workspace: string
  /** The job summary as markdown ('' when none). */
  markdown: string
  /** The same summary as the command line prints it. */
  text: string
}

/** Registers the hooks: every simulator and folder a test starts is gone after it. */
export function useRehearseWorld() {
  const sims: Simulator[] = []
  const folders: string[] = []
  afterEach(async () => {
    await Promise.all(sims.splice(0).map(sim => sim.close()))
    await Promise.all(folders.splice(0).map(f => rm(f, { recursive: true, force: true })))
  })
  return {
    /** The source: SOURCE_USER, the build given (default 24.210.0016 as a 2024 R2). */
    async source(options: SimulatorOptions = {}): Promise<Simulator> {
      const sim = await startSimulator({ users: [SOURCE_USER], build: '24.210.0016', ...options })
      sims.push(sim)
      return sim
    },
    /** The target: USER, a build of the next release (25.101.0153). */
    async target(options: SimulatorOptions = {}): Promise<Simulator> {
      const sim = await startSimulator({ users: [USER], build: '25.101.0153', ...options })
      sims.push(sim)
      return sim
    },
    /** The rehearsal step and the post step with these inputs over rehearse/action.yml's defaults. */
    async rehearse(
      inputs: Record<string, string>,
      options: {
        /** Fills the workspace after the sample is copied in. */
        prepareWorkspace?: (workspace: string) => Promise<void>
        /** Called with the runner before the step starts (to send a signal). */
        beforeRun?: (runner: TestRunner) => void
        /** The run's facts (the commit, the run's id and page) as a workflow gives them. */
        env?: Pick<RunEnvironment, 'commit' | 'runId' | 'runUrl'>
      } = {}
    ): Promise<Rehearsal> {
      inputEnv(inputs, rehearseActionYml)
      const workspace = await mkdtemp(path.join(tmpdir(), 'rehearse-ws-'))
      const temp = await mkdtemp(path.join(tmpdir(), 'rehearse-tmp-'))
      folders.push(workspace, temp)
      await cp(sampleProjectPath, path.join(workspace, SAMPLE_IN_WORKSPACE), { recursive: true })
      await options.prepareWorkspace?.(workspace)
      // The runner's temp folder: where the result file goes by default, removed after the test.
      const runner = runnerForAction(rehearseActionYml, inputs, {
        workspace,
        tempDir: temp,
        runnerTemp: temp,
        ...options.env
      })
      options.beforeRun?.(runner)
      const result = await runCommand(rehearseCommand, runner)
      const post = await cleanup(runner)
      return {
        runner,
        result,
        post,
        workspace,
        markdown: result.summary ? renderMarkdown(result.summary) : '',
        text: result.summary ? renderText(result.summary) : ''
      }
    }
  }
}

/** The inputs of a fast rehearsal of `source`'s set on `target`, with the sample project. */
export function rehearseInputs(
  target: Simulator,
  source: Simulator | undefined,
  overrides: Record<string, string> = {}
): Record<string, string> {
  return {
    'base-url': target.url,
    username: USER.name,
    password: USER.password,
    ...(source
      ? {
          'source-url': source.url,
          'source-username': SOURCE_USER.name,
          'source-password': SOURCE_USER.password
        }
      : {}),
    'project-name': PROJECT,
    'project-path': SAMPLE_IN_WORKSPACE,
    'poll-interval': '0.05',
    'login-retry-delay': '0.05',
    'publish-timeout': '20',
    'request-timeout': '10',
    ...overrides
  }
}
