// The deploy step in-process (moved from the e2e tests of dist/; the Actions services are the
// artifact stand-in and its cache, through the libraries dist/ uses): the HTTP 500 login refusals
// real instances write besides the API Login Limit. Retrying them cannot help (and more wrong
// passwords lock accounts): each fails at once, after one login request, with one error saying what
// to do.
import { describe, expect, it } from '@jest/globals'
import type { LoginOutcome } from '../../simulator/index.js'
import { API, calls, requestsTo } from '../../test-support/world.js'
import { expectCleanDeploy, expectExitCode, useStepWorld } from '../../test-support/step-world.js'

const steps = useStepWorld({ projects: {}, publishEndScript: [{ text: 'true' }] })
const start = steps.startWorld
/** The deploy step and the post step with the Actions services of `world`. */
const runDeploy = steps.deployIn

describe('login refusals', () => {
  it.each<[LoginOutcome, RegExp]>([
    ['invalid-credentials-500', /bad credentials.*check username and password/],
    ['password-change', /password of this user changed first.*update the password secret/],
    ['unknown-tenant', /cannot tell which tenant.*Check the tenant input/]
  ])('%s: fails at once, one login request, one error', async (outcome, said) => {
    const world = await start({ loginScript: [outcome] })
    const run = await runDeploy(world, { tenant: 'Company' })

    expectExitCode(run, 1)
    expect(run.result.outputs.result).toBe('failed')
    // GET /entity (the instance's build, no session) comes first; then one login request.
    expect(calls(world.sim)).toEqual(['GET /entity', `POST ${API.login}`])
    expect(requestsTo(world.sim, API.login)[0].status).toBe(500)
    const errors = run.errors
    expect(errors).toHaveLength(1)
    expect(errors[0]).toMatch(said)
    expect(errors[0]).not.toMatch(/session limit/i)
    expect(run.warnings).toEqual([])
    expectCleanDeploy(world.sim, run)
  })
})
