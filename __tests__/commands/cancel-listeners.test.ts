// A step listens for cancellation signals only while it runs: an in-process caller running several
// steps (the command line, these tests) must not pile up process listeners, and a signal that came
// during a step that then ended by itself must not abandon the run afterwards.
import { describe, expect, it } from '@jest/globals'
import { cp, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { CliRunner } from '../../src/hosts/cli/cli-runner.js'
import type { CancelSignal, Runner } from '../../src/runner/runner.js'
import { deployCommand } from '../../src/commands/deploy.js'
import { runCommand } from '../../src/runner/command.js'
import { publishedCommand } from '../../src/commands/published.js'
import { verifyCommand } from '../../src/commands/verify.js'
import { repoRoot } from '../../test-support/run-action.js'
import { useStepWorld, runPost } from '../../test-support/step-world.js'
import { runnerForAction } from '../../test-support/test-runner.js'
import {
  PROJECT,
  SAMPLE_IN_WORKSPACE,
  USER,
  deployInputs,
  previousVersionZip,
  sampleProjectPath
} from '../../test-support/world.js'

const world = useStepWorld()
const SIGNALS: CancelSignal[] = ['SIGINT', 'SIGTERM', 'SIGHUP']
const listeners = (): number[] => SIGNALS.map(signal => process.listenerCount(signal))

/** The command line's runner (real process listeners) over action.yml's defaults and `inputs`. */
function cliRunner(inputs: Record<string, string>, workspace: string): CliRunner {
  const source = runnerForAction(path.join(repoRoot, 'action.yml'), inputs)
  return new CliRunner({
    input: name => source.getInput(name),
    write: () => undefined,
    backupDir: path.join(workspace, 'backups'),
    env: { workspace, tempDir: workspace, runId: 'local', runAttempt: '1' },
    onAbandon: () => {
      throw new Error('no step here may abandon')
    }
  })
}

describe('cancellation listeners', () => {
  it("onCancel's disposer removes exactly the listeners it added", () => {
    const before = listeners()
    const runner: Runner = cliRunner({}, tmpdir())
    const stop = runner.onCancel(() => undefined)
    expect(listeners()).toEqual(before.map(count => count + 1))
    stop()
    expect(listeners()).toEqual(before)
  })

  it('the deploy, verify and published steps, each run twice in-process, leave none behind', async () => {
    const sim = await world.start({
      projects: { [PROJECT]: await previousVersionZip() },
      published: [PROJECT]
    })
    const workspace = await mkdtemp(path.join(tmpdir(), 'listeners-'))
    try {
      await cp(sampleProjectPath, path.join(workspace, SAMPLE_IN_WORKSPACE), { recursive: true })
      const before = listeners()
      const login = { 'base-url': sim.url, username: USER.name, password: USER.password }
      for (let round = 1; round <= 2; round++) {
        const deploying = cliRunner(deployInputs(sim, { 'backup-path': '' }), workspace)
        expect((await runCommand(deployCommand, deploying)).failure).toBeUndefined()
        await runPost(deploying)
        const verifying = cliRunner(
          { ...login, 'project-name': PROJECT, 'poll-interval': '0.05', 'verify-timeout': '5' },
          workspace
        )
        expect((await runCommand(verifyCommand, verifying)).result).toBe('verified')
        await runPost(verifying)
        expect((await runCommand(publishedCommand, cliRunner(login, workspace))).result).toBe(
          'listed'
        )
        expect(listeners()).toEqual(before)
      }
      expect(sim.openSessions()).toBe(0)
    } finally {
      await rm(workspace, { recursive: true, force: true })
    }
  }, 30_000)

  it('a signal during a step that then ends by itself: its own result, no abandon after', async () => {
    const sim = await world.start()
    const cancelled = await world.deploy(
      sim,
      {},
      { beforeRun: runner => (runner.cancelAt = { group: 'Publish', signal: 'SIGINT' }) }
    )
    expect(cancelled.result.outputs.result).toBe('cancelled')
    expect(cancelled.runner.cancelListenerCount).toBe(0)
    // Past the grace time after which a step still running is abandoned (cancellation.ts).
    await sleep(3500)
    expect(cancelled.runner.abandoned).toBeUndefined()
  }, 15_000)
})
