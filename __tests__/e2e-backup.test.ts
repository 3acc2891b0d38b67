// End to end over dist/: the backup taken before Import. getProject answers in every form real
// servers give; the artifact holds exactly the deployed zip; a backup that cannot be stored stops
// the deploy before Import (so the deployed version is never lost).
import { afterEach, beforeAll, describe, expect, it } from '@jest/globals'
import { readFile } from 'node:fs/promises'
import { runAction } from '../test-support/run-action.js'
import {
  API,
  PROJECT,
  annotations,
  deployInputs,
  previousVersionZip,
  requestsTo,
  requireDist,
  startWorld,
  type World
} from '../test-support/world.js'
import { backupInArtifact, expectCleanRun, expectExitCodes } from '../test-support/e2e-checks.js'

let world: World | undefined

beforeAll(requireDist)
afterEach(async () => {
  await world?.close()
  world = undefined
})

describe('backup over dist/', () => {
  it.each(['bare', 'quoted', 'json'] as const)(
    'reads a getProject answer in the %s form: the artifact holds the deployed zip',
    async form => {
      const previous = await previousVersionZip()
      world = await startWorld({
        projects: { [PROJECT]: previous },
        getProjectForm: form,
        publishEndScript: [{ text: 'true' }]
      })
      const { sim, artifacts, env } = world
      const run = await runAction({ inputs: deployInputs(sim), env, timeoutMs: 30_000 })

      expectExitCodes(run, 0)
      expect(artifacts.artifacts).toHaveLength(1)
      expect((await backupInArtifact(artifacts.artifacts[0])).bytes.equals(previous)).toBe(true)
      expect((await readFile(run.outputs['backup-path'])).equals(previous)).toBe(true)
      await expectCleanRun(world, run)
    }
  )

  it('treats "not found" inside an HTTP 200 log as a first deploy', async () => {
    world = await startWorld({
      projects: {},
      notFoundStyle: '200-log',
      publishEndScript: [{ text: 'true' }]
    })
    const { sim, artifacts, env } = world
    const run = await runAction({ inputs: deployInputs(sim), env, timeoutMs: 30_000 })

    expectExitCodes(run, 0)
    expect(annotations(run.main.stdout, 'notice')).toHaveLength(1)
    expect(artifacts.requests).toHaveLength(0)
    expect(sim.imported).toHaveLength(1)
    await expectCleanRun(world, run)
  })

  it('stops before Import when the backup cannot be stored as an artifact', async () => {
    world = await startWorld(
      { projects: { [PROJECT]: await previousVersionZip() }, publishEndScript: [{ text: 'true' }] },
      { failCreateWith: 409 }
    )
    const { sim, env } = world
    const run = await runAction({ inputs: deployInputs(sim), env, timeoutMs: 60_000 })

    expectExitCodes(run, 1)
    expect(requestsTo(sim, API.getProject)).toHaveLength(1)
    expect(requestsTo(sim, API.import)).toHaveLength(0)
    expect(requestsTo(sim, API.publishBegin)).toHaveLength(0)
    const errors = annotations(run.main.stdout, 'error')
    expect(errors).toHaveLength(1)
    expect(errors[0]).toMatch(/backup/i)
    expect(errors[0]).toMatch(/before Import/)
    expect(requestsTo(sim, API.logout)).toHaveLength(1)
    await expectCleanRun(world, run)
  })
})
