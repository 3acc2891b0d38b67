// The deploy step in-process (moved from the e2e tests of dist/; the Actions services are the
// artifact stand-in and its cache, through the libraries dist/ uses): the first deploy to a new
// instance, where nothing is published yet and getPublished answers the "nothing published" log
// instead of a list, with the default inputs; then a second deploy of the same project to that
// instance, which backs up what the first one imported and reads the published list.
import { describe, expect, it } from '@jest/globals'
import { readFile } from 'node:fs/promises'
import {
  API,
  PROJECT,
  USER,
  calls,
  cookieValues,
  requestsTo,
  publishCalls,
  VERIFY_AFTER_RESTART_CALLS,
  PROBE_NOTICE
} from '../../test-support/world.js'
import { backupArtifactBytes } from '../../test-support/e2e-checks.js'
import {
  expectCleanDeploy,
  expectExitCode,
  expectNoSecretsIn,
  useStepWorld
} from '../../test-support/step-world.js'

// These tests compare stored bytes with the backups: the instance keeps each Import as sent.
const steps = useStepWorld({
  publishEndScript: [{ text: 'false' }, { text: 'true' }],
  rebuildStoredProjects: false
})
const start = steps.startWorld
/** The deploy step and the post step with the Actions services of `world`. */
const runDeploy = steps.deployIn

describe('first deploy to a new instance', () => {
  it('succeeds with the defaults, then the next deploy backs up and keeps the published list', async () => {
    // A new instance: no project stored, nothing published.
    const world = await start({ projects: {} })
    const { sim, artifacts } = world

    const first = await runDeploy(world)
    expectExitCode(first, 0)
    expect(first.result.outputs.result).toBe('published')
    const getPublished = requestsTo(sim, API.getPublished)
    // Before the Import, then twice in the verification (the first one with the ended session).
    expect(getPublished.map(r => r.status)).toEqual([200, 401, 200])
    expect(calls(sim)).toEqual([...publishCalls(), ...VERIFY_AFTER_RESTART_CALLS])
    // Besides the probe's (the simulator answers it 500 before any publish ran).
    const notices = first.notices.filter(n => !PROBE_NOTICE.test(n))
    expect(notices).toHaveLength(1)
    expect(notices[0]).toMatch(/^First deploy: SamplePriority is not on the instance yet/)
    expect(first.errors).toEqual([])
    expect(artifacts.requests).toHaveLength(0)
    expect(first.result.outputs['backup-artifact-id'] ?? '').toBe('')
    expect(requestsTo(sim, API.publishBegin)[0].json).toMatchObject({ projectNames: [PROJECT] })
    expect(sim.published).toEqual([PROJECT])
    expect(sim.imported).toHaveLength(1)
    expectCleanDeploy(world.sim, first)

    const requestsBefore = sim.requests.length
    const second = await runDeploy(world)
    expectExitCode(second, 0)
    expect(second.result.outputs.result).toBe('published')
    expect(calls(sim).slice(requestsBefore)).toEqual([
      ...publishCalls(),
      ...VERIFY_AFTER_RESTART_CALLS
    ])
    expect(second.notices).toEqual([])
    // The backup holds exactly what the first deploy imported.
    const firstImport = await readFile(sim.imported[0].zipPath)
    expect(artifacts.artifacts).toHaveLength(1)
    expect(
      (
        await backupArtifactBytes(
          artifacts.artifacts[0],
          `${PROJECT}-backup-${new URL(sim.url).host.replace(':', '-')}`
        )
      ).equals(firstImport)
    ).toBe(true)
    expect(second.result.outputs['backup-artifact-id']).toBe(artifacts.artifacts[0].id)
    expect(second.output).toContain(`Published now: ${PROJECT}.`)
    expect(requestsTo(sim, API.publishBegin)[1].json).toMatchObject({ projectNames: [PROJECT] })
    expect(sim.openSessions()).toBe(0)
    expectNoSecretsIn(second, [USER.password, ...cookieValues(sim)])
  })
})
