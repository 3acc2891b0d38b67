// The verify step (the command line's `verify`) in-process with the test runner against the
// simulator: its result, outputs and the session the post step's code releases.
import { runCommand } from '../../src/runner/command.js'
import { describe, expect, it } from '@jest/globals'
import path from 'node:path'
import { verifyCommand } from '../../src/commands/verify.js'
import { repoRoot } from '../../test-support/run-action.js'
import { useStepWorld, runPost } from '../../test-support/step-world.js'
import { runnerForAction } from '../../test-support/test-runner.js'
import { PROJECT, USER, calls, previousVersionZip } from '../../test-support/world.js'
import type { Simulator } from '../../simulator/index.js'

const world = useStepWorld()

function verifyRunner(sim: Simulator, inputs: Record<string, string> = {}) {
  return runnerForAction(path.join(repoRoot, 'action.yml'), {
    'base-url': sim.url,
    username: USER.name,
    password: USER.password,
    'project-name': PROJECT,
    'poll-interval': '0.05',
    'verify-timeout': '5',
    ...inputs
  })
}

describe('the verify step', () => {
  it('a published project: verified, the build as instance-version, the session released after', async () => {
    const sim = await world.start({
      projects: { [PROJECT]: await previousVersionZip() },
      published: [PROJECT],
      build: '24.210.0012'
    })
    const runner = verifyRunner(sim)
    const result = await runCommand(verifyCommand, runner)
    expect(result.failure).toBeUndefined()
    expect(result.result).toBe('verified')
    expect(result.outputs).toMatchObject({ result: 'verified', 'instance-version': '24.210.0012' })
    expect(runner.state.get('progress')).toBe('done: verified')
    expect(sim.openSessions()).toBe(1)
    expect(await runPost(runner)).toBe('released')
    expect(sim.openSessions()).toBe(0)
  })

  it('a project that is not published: unverified, naming it', async () => {
    const sim = await world.start({ published: [] })
    const runner = verifyRunner(sim)
    const result = await runCommand(verifyCommand, runner)
    expect(result.result).toBe('unverified')
    expect(result.outputs.result).toBe('unverified')
    expect(result.failure).toContain(PROJECT)
    await runPost(runner)
    expect(sim.openSessions()).toBe(0)
  })

  it('verify: false is refused before any request, naming the input', async () => {
    const sim = await world.start()
    const result = await runCommand(verifyCommand, verifyRunner(sim, { verify: 'false' }))
    expect(result).toEqual({
      result: 'failed',
      outputs: { result: 'failed' },
      failure: expect.stringContaining('verify') as unknown as string
    })
    expect(calls(sim)).toEqual([])
  })

  it('reads projects lines as the deploy does: names with @level, comments skipped', async () => {
    const sim = await world.start({ published: [PROJECT] })
    const runner = verifyRunner(sim, {
      'project-name': '',
      projects: `# the production set\n${PROJECT}=customizations/${PROJECT}@2\n`
    })
    const result = await runCommand(verifyCommand, runner)
    expect(result.failure).toBeUndefined()
    expect(result.result).toBe('verified')
    await runPost(runner)
    expect(sim.openSessions()).toBe(0)
  })

  it('a projects line without a name is refused before any request, naming its line', async () => {
    const sim = await world.start()
    const result = await runCommand(
      verifyCommand,
      verifyRunner(sim, { 'project-name': '', projects: `${PROJECT}=a\ncustomizations/b` })
    )
    expect(result.result).toBe('failed')
    expect(result.failure).toBe(
      `Input 'projects' line 2 ("customizations/b") names no project: the verify command reads only names; write Name=path, or give the names in project-name.`
    )
    expect(calls(sim)).toEqual([])
  })
})
