// The deploy step in-process (moved from the e2e tests of dist/; the Actions services are the
// artifact stand-in and its cache, through the libraries dist/ uses): the faults of issue #5,
// scripted in the simulator. Polling survives bad publishEnd answers; a lost session is replaced
// and the post step releases the new one; a publishBegin without a usable answer is never sent
// again: publishEnd tells what happened.
import { describe, expect, it } from '@jest/globals'
import { API, PROJECT, previousVersionZip, requestsTo } from '../../test-support/world.js'
import { expectCleanDeploy, expectExitCode, useStepWorld } from '../../test-support/step-world.js'
import type { PublishEndStep } from '../../simulator/index.js'

const steps = useStepWorld({ projects: {} })
const start = steps.startWorld
/** The deploy step and the post step with the Actions services of `world`. */
const runDeploy = steps.deployIn

const badAnswers: Array<{ what: string; step: PublishEndStep }> = [
  {
    what: 'HTTP 503',
    step: { status: 503, body: 'Service Unavailable', contentType: 'text/plain' }
  },
  { what: 'a dropped connection', step: { drop: true } },
  {
    what: 'a garbage body',
    step: { status: 200, body: '{"isCompleted": tru', contentType: 'application/json' }
  }
]

describe('publishEnd faults', () => {
  it.each(badAnswers)('$what while polling: warns, polls on, publishes', async ({ step }) => {
    const world = await start({
      publishEndScript: [{ text: 'false' }, step, { text: 'true' }]
    })
    const { sim } = world
    const run = await runDeploy(world)

    expectExitCode(run, 0)
    expect(run.result.outputs.result).toBe('published')
    // The probe for another publish, then three polls.
    expect(requestsTo(sim, API.publishEnd)).toHaveLength(4)
    expect(requestsTo(sim, API.publishBegin)).toHaveLength(1)
    expect(run.warnings.some(w => /publishEnd/.test(w))).toBe(true)
    expect(run.errors).toEqual([])
    expectCleanDeploy(world.sim, run)
  })

  it('session lost while polling: logs in again, publishes, the post step logs out the new session', async () => {
    const world = await start({
      publishEndScript: [
        { text: 'false' },
        { sessionLost: true },
        { text: 'false' },
        { text: 'true' }
      ],
      // The session of the re-login survives the publish: the logins counted are the polling's.
      restartDropsSessions: false
    })
    const { sim } = world
    const run = await runDeploy(world)

    expectExitCode(run, 0)
    expect(run.result.outputs.result).toBe('published')
    const logins = requestsTo(sim, API.login)
    expect(logins).toHaveLength(2)
    expect(sim.sessionsCreated).toBe(2)
    expect(requestsTo(sim, API.publishBegin)).toHaveLength(1)

    const [first, second] = [
      requestsTo(sim, API.publishBegin)[0],
      requestsTo(sim, API.publishEnd).at(-1)!
    ]
    expect(second.cookies['ASP.NET_SessionId']).not.toBe(first.cookies['ASP.NET_SessionId'])
    // The lost session is logged out before the new login (a 401 may come from a proxy in front
    // of a live session), and the post step logs out the new one.
    const logout = requestsTo(sim, API.logout)
    expect(logout).toHaveLength(2)
    expect(logout[0].cookies['ASP.NET_SessionId']).toBe(first.cookies['ASP.NET_SessionId'])
    expect(sim.requests.indexOf(logout[0])).toBeLessThan(sim.requests.indexOf(logins[1]))
    expect(logout[1].cookies).toEqual(second.cookies)
    expect(run.warnings.some(w => /session/i.test(w))).toBe(true)
    expectCleanDeploy(world.sim, run)
  })
})

describe('publishBegin faults', () => {
  it.each([
    { what: 'HTTP 502', step: { status: 502, startsPublish: true } },
    { what: 'a dropped connection', step: { drop: true as const, startsPublish: true } }
  ])('$what that started the publish: polls, finds it complete, says so', async ({ step }) => {
    const world = await start({
      publishBeginScript: [step],
      publishEndScript: [{ text: 'false' }, { text: 'true' }]
    })
    const { sim } = world
    const run = await runDeploy(world)

    expectExitCode(run, 0)
    expect(run.result.outputs.result).toBe('published')
    expect(requestsTo(sim, API.publishBegin)).toHaveLength(1)
    expect(run.warnings.some(w => /publishBegin/.test(w))).toBe(true)
    expect(run.output).toMatch(/did start/i)
    expectCleanDeploy(world.sim, run)
  })

  it('HTTP 502 that did not start the publish: fails, says it did not start, never resends', async () => {
    const world = await start({
      publishBeginScript: [{ status: 502, startsPublish: false }],
      publishEndScript: [{ text: 'true' }]
    })
    const { sim } = world
    const run = await runDeploy(world, { 'publish-timeout': '5' })

    expectExitCode(run, 1)
    expect(run.result.outputs.result).toBe('failed')
    expect(requestsTo(sim, API.publishBegin)).toHaveLength(1)
    const errors = run.errors
    expect(errors).toHaveLength(1)
    expect(errors[0]).toMatch(/did not start/i)
    expect(sim.publishState).toBe('idle')
    expect(requestsTo(sim, API.logout)).toHaveLength(1)
    expectCleanDeploy(world.sim, run)
  })
})

describe('in-band errors', () => {
  it('Import refused in an HTTP 200 log: fails with the server message, publishes nothing', async () => {
    const world = await start({
      projects: { [PROJECT]: await previousVersionZip() },
      publishEndScript: [{ text: 'true' }]
    })
    const { sim } = world
    const run = await runDeploy(world, { 'replace-if-exists': 'false', backup: 'false' })

    expectExitCode(run, 1)
    expect(requestsTo(sim, API.import)[0].status).toBe(200)
    expect(sim.imported).toHaveLength(0)
    expect(requestsTo(sim, API.publishBegin)).toHaveLength(0)
    const errors = run.errors
    expect(errors.some(e => e.includes('already exists'))).toBe(true)
    expect(run.result.outputs.result).toBe('failed')
    expectCleanDeploy(world.sim, run)
  })
})
