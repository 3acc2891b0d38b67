// End to end over dist/: bad credentials are never retried, and the wrong password is masked in
// the real runner's log. The other login cases run in-process: __tests__/commands/deploy-login.test.ts.
import { describe, expect, it } from '@jest/globals'
import { API, annotations, calls, requestsTo, runDeploy } from '../../test-support/world.js'
import { expectCleanRun, expectExitCodes } from '../../test-support/e2e-checks.js'
import { useWorld } from '../../test-support/e2e-world.js'

// The sessions survive the publish here, so the logins counted are the deploy's own (the
// verification logs in again only when the restart ended the session).
const { start } = useWorld({
  projects: {},
  publishEndScript: [{ text: 'true' }],
  restartDropsSessions: false
})

describe('login over dist/', () => {
  it('fails at once on bad credentials: exactly one login request, no retry', async () => {
    const world = await start({})
    const { sim } = world
    const wrong = 'Wrong-password-5b8d2c'
    const run = await runDeploy(world, { password: wrong })

    expectExitCodes(run, 1)
    expect(calls(sim)).toEqual(['GET /entity', `POST ${API.login}`])
    expect(requestsTo(sim, API.login)[0].status).toBe(401)
    const errors = annotations(run.main.stdout, 'error')
    expect(errors).toHaveLength(1)
    expect(errors[0]).toMatch(/credentials/i)
    expect(run.post?.exitCode).toBe(0)
    // The wrong password is masked as well.
    expect(
      run.log.split('\n').filter(l => l.includes(wrong) && !l.startsWith('::add-mask::'))
    ).toEqual([])
    await expectCleanRun(world, run)
  })
})
