// The post step in-process with the test runner: what it says of a main step that did not
// finish, and that it never fails (its result says what became of the session).
import { runCommand } from '../../src/runner/command.js'
import { describe, expect, it } from '@jest/globals'
import path from 'node:path'
import { verifyCommand } from '../../src/commands/verify.js'
import { repoRoot } from '../../test-support/run-action.js'
import { useStepWorld, runPost } from '../../test-support/step-world.js'
import { TestRunner, runnerForAction } from '../../test-support/test-runner.js'
import { PROJECT, USER, previousVersionZip } from '../../test-support/world.js'

const world = useStepWorld()

describe('the post step', () => {
  it('no session saved: nothing to release, no warning', async () => {
    const runner = new TestRunner()
    runner.saveState('progress', 'done: published')
    expect(await runPost(runner)).toBe('no-session')
    expect(runner.printed).toEqual(['The main step opened no API session: nothing to release.'])
  })

  it('a main step stopped during the publish: a warning that it may still run', async () => {
    const runner = new TestRunner()
    runner.saveState('progress', 'Publish')
    expect(await runPost(runner)).toBe('no-session')
    expect(runner.messages('warning')).toEqual([
      "The main step did not finish: it stopped during 'Publish'. The publish may still be running on the instance: check the Customization Projects screen before deploying again."
    ])
  })

  it('a signal during the logout: the session is still released, the listener gone after', async () => {
    const sim = await world.start({
      projects: { [PROJECT]: await previousVersionZip() },
      published: [PROJECT]
    })
    const runner = runnerForAction(path.join(repoRoot, 'action.yml'), {
      'base-url': sim.url,
      username: USER.name,
      password: USER.password,
      'project-name': PROJECT
    })
    expect((await runCommand(verifyCommand, runner)).result).toBe('verified')
    expect(sim.openSessions()).toBe(1)
    runner.cancelAt = { group: 'Log out', signal: 'SIGINT' }
    expect(await runPost(runner)).toBe('released')
    expect(runner.printed).toContain('Received SIGINT: releasing the API session first.')
    expect(sim.openSessions()).toBe(0)
    expect(runner.cancelListenerCount).toBe(0)
  })

  it('a session on an instance that is gone: a warning, never a failure', async () => {
    const runner = new TestRunner({ password: 'Pw-post-secret-1' })
    runner.saveState(
      'session',
      JSON.stringify({
        baseUrl: 'http://127.0.0.1:9/',
        cookie: 'ASP.NET_SessionId=abcdefghijklmnopqrstuvwx',
        requestTimeoutSeconds: 5
      })
    )
    expect(await runPost(runner)).toBe('not-released')
    expect(runner.messages('warning')[0]).toMatch(/^The API session could not be released: /)
    // The password and the cookie value are masked by the runner from the start.
    expect(runner.secrets).toContain('Pw-post-secret-1')
    expect(runner.secrets).toContain('abcdefghijklmnopqrstuvwx')
  })
})
