// End to end over dist/: the HTTP 500 login refusals real instances write besides the API Login
// Limit. Retrying them cannot help (and more wrong passwords lock accounts): each fails at once,
// after one login request, with one error saying what to do.
import { describe, expect, it } from '@jest/globals'
import type { LoginOutcome } from '../../simulator/index.js'
import { API, annotations, calls, requestsTo, runDeploy } from '../../test-support/world.js'
import { expectCleanRun, expectExitCodes } from '../../test-support/e2e-checks.js'
import { useWorld } from '../../test-support/e2e-world.js'

const { start } = useWorld({ projects: {}, publishEndScript: [{ text: 'true' }] })

describe('login refusals over dist/', () => {
  it.each<[LoginOutcome, RegExp]>([
    ['invalid-credentials-500', /bad credentials.*check username and password/],
    ['password-change', /password of this user changed first.*update the password secret/],
    ['unknown-tenant', /cannot tell which tenant.*Check the tenant input/]
  ])('%s: fails at once, one login request, one error', async (outcome, said) => {
    const world = await start({ loginScript: [outcome] })
    const run = await runDeploy(world, { tenant: 'Company' })

    expectExitCodes(run, 1)
    expect(run.outputs.result).toBe('failed')
    // GET /entity (the instance's build, no session) comes first; then one login request.
    expect(calls(world.sim)).toEqual(['GET /entity', `POST ${API.login}`])
    expect(requestsTo(world.sim, API.login)[0].status).toBe(500)
    const errors = annotations(run.main.stdout, 'error')
    expect(errors).toHaveLength(1)
    expect(errors[0]).toMatch(said)
    expect(errors[0]).not.toMatch(/session limit/i)
    expect(annotations(run.main.stdout, 'warning')).toEqual([])
    await expectCleanRun(world, run)
  })
})
