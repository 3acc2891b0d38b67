// The deploy and export steps in-process (moved from e2e/first-hour.test.ts, which keeps the
// command line's cases): what a new user meets in the first hour with the action. A host that
// accepts the connection and never answers fails naming base-url once first-answer-timeout has
// passed (a short one here; the default's 300 s and its lines every 30 s: api/first-answer.test.ts);
// an input error writes a short job summary beside the error, naming the input.
import { describe, expect, it } from '@jest/globals'
import { summaryText } from '../../src/redact/safe-text.js'
import { silentPort } from '../../test-support/ports.js'
import { expectExitCode, useStepWorld } from '../../test-support/step-world.js'

const steps = useStepWorld({ projects: {} })
const start = steps.startWorld
/** The deploy step and the post step with the Actions services of `world`. */
const runDeploy = steps.deployIn

/** The action.yml defaults of the inputs that bound waiting (the shared deployInputs lower them). */
const WAIT_DEFAULTS = {
  'request-timeout': '300',
  'login-attempts': '5',
  'login-retry-delay': '15'
}

describe('a host that accepts the connection and never answers', () => {
  it('fails the action once a short first-answer-timeout has passed, naming base-url', async () => {
    const world = await start()
    const silent = await silentPort()
    try {
      const baseUrl = `http://127.0.0.1:${silent.port}/AcumaticaERP`
      const run = await runDeploy(world, {
        'base-url': baseUrl,
        ...WAIT_DEFAULTS,
        'first-answer-timeout': '2'
      })
      expectExitCode(run, 1)
      // One budget for the run: GET /entity spends it, the login does not wait again.
      expect(run.mainMs).toBeGreaterThanOrEqual(2_000)
      expect(run.mainMs).toBeLessThan(10_000)
      // GET /entity is optional: skipped with a notice, and the login says what to check.
      expect(run.notices.join('\n')).toContain(
        `Skipped reading the instance's build (GET /entity: no answer from ${baseUrl} within 2 s (first-answer-timeout)`
      )
      const errors = run.errors
      expect(errors).toHaveLength(1)
      expect(errors[0]).toContain(`No answer from ${baseUrl} within 2 s (first-answer-timeout)`)
      expect(errors[0]).toContain('check base-url')
      expect(run.warnings).toEqual([])
      expect(world.sim.requests).toHaveLength(0)
    } finally {
      await silent.close()
    }
  }, 130_000)
})

describe('input errors', () => {
  it('write a short job summary beside the error, naming the input; nothing is sent', async () => {
    const world = await start()
    // A secret the job's environment does not provide arrives empty.
    const run = await runDeploy(world, { password: '' })
    expectExitCode(run, 1)
    const errors = run.errors
    expect(errors).toHaveLength(1)
    expect(errors[0]).toMatch(
      /^Input 'password' is empty: the secret the workflow passes is not set/
    )
    // The message as written, escaped as the summary shows text from outside (GitHub shows it
    // as written).
    expect(run.markdown).toContain('## Deploy: stopped at the input check')
    expect(run.markdown).toContain(summaryText(errors[0]))
    expect(run.markdown).toContain('Nothing was sent to the instance.')
    expect(world.sim.requests).toHaveLength(0)
  })

  it('of the export write one too', async () => {
    const world = await start()
    const run = await steps.export(world.sim, { 'project-name': 'Bad Name', path: 'out' })
    expectExitCode(run, 1)
    expect(run.markdown).toContain('## Export: stopped at the input check')
    expect(run.markdown).toMatch(/project-name/)
    expect(world.sim.requests).toHaveLength(0)
  })
})
