// The published step (the command line's `published`) in-process with the test runner against
// the simulator: the list as its output, the session released, a refused login as the failure.
import { runCommand } from '../../src/runner/command.js'
import { describe, expect, it } from '@jest/globals'
import { publishedCommand } from '../../src/commands/published.js'
import { useStepWorld } from '../../test-support/step-world.js'
import { TestRunner } from '../../test-support/test-runner.js'
import { PROJECT, USER, previousVersionZip } from '../../test-support/world.js'
import type { Simulator } from '../../simulator/index.js'
import { renderText } from '../../src/report/plain-text.js'

const world = useStepWorld()

const runner = (sim: Simulator, password = USER.password) =>
  new TestRunner({
    'base-url': sim.url,
    username: USER.name,
    password,
    'login-attempts': '1'
  })

describe('the published step', () => {
  it('lists what the instance has published, and logs out', async () => {
    const sim = await world.start({
      projects: { [PROJECT]: await previousVersionZip() },
      published: [PROJECT]
    })
    const published = runner(sim)
    const result = await runCommand(publishedCommand, published)
    expect(result).toMatchObject({
      result: 'listed',
      outputs: { 'published-json': `["${PROJECT}"]` }
    })
    // The command line prints the names, one a line.
    expect(renderText(result.summary!)).toBe(PROJECT)
    expect(published.log).toContain(`Published on ${sim.url}: ${PROJECT}.`)
    expect(sim.openSessions()).toBe(0)
    expect(published.abandoned).toBeUndefined()
    // The session's cookie values (not the locale's) are masked from the login on, as in every
    // step.
    const session = new Set(
      sim.requests.flatMap(request =>
        Object.entries(request.cookies)
          .filter(([name]) => /session|auth/i.test(name))
          .map(([, value]) => value)
      )
    )
    expect(session.size).toBe(2)
    for (const value of session) expect([...published.secrets]).toContain(value)
  })

  it('a refused login: failed, no session opened', async () => {
    const sim = await world.start()
    const result = await runCommand(publishedCommand, runner(sim, 'not-the-password'))
    expect(result.result).toBe('failed')
    expect(result.outputs).toEqual({})
    expect(result.failure).toBeDefined()
    expect(sim.openSessions()).toBe(0)
  })
})
