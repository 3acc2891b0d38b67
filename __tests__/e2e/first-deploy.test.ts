// End to end over dist/: the first deploy to a new instance, where nothing is published yet and
// getPublished answers the "nothing published" log instead of a list, with the default inputs;
// then a second deploy of the same project to that instance, which backs up what the first one
// imported and reads the published list.
import { describe, expect, it } from '@jest/globals'
import { readFile } from 'node:fs/promises'
import {
  API,
  PROJECT,
  USER,
  annotations,
  calls,
  cookieValues,
  requestsTo,
  runDeploy,
  publishCalls,
  VERIFY_AFTER_RESTART_CALLS,
  PROBE_NOTICE
} from '../../test-support/world.js'
import {
  backupArtifactBytes,
  expectCleanRun,
  expectExitCodes,
  expectNoSecrets
} from '../../test-support/e2e-checks.js'
import { useWorld } from '../../test-support/e2e-world.js'

// These tests compare stored bytes with the backups: the instance keeps each Import as sent.
const { start } = useWorld({
  publishEndScript: [{ text: 'false' }, { text: 'true' }],
  rebuildStoredProjects: false
})

describe('first deploy to a new instance over dist/', () => {
  it('succeeds with the defaults, then the next deploy backs up and keeps the published list', async () => {
    // A new instance: no project stored, nothing published.
    const world = await start({ projects: {} })
    const { sim, artifacts } = world

    const first = await runDeploy(world)
    expectExitCodes(first, 0)
    expect(first.outputs.result).toBe('published')
    const getPublished = requestsTo(sim, API.getPublished)
    // Before the Import, then twice in the verification (the first one with the ended session).
    expect(getPublished.map(r => r.status)).toEqual([200, 401, 200])
    expect(calls(sim)).toEqual([...publishCalls(), ...VERIFY_AFTER_RESTART_CALLS])
    // Besides the probe's (the simulator answers it 500 before any publish ran).
    const notices = annotations(first.main.stdout, 'notice').filter(n => !PROBE_NOTICE.test(n))
    expect(notices).toHaveLength(1)
    expect(notices[0]).toMatch(/^First deploy: SamplePriority is not on the instance yet/)
    expect(annotations(first.main.stdout, 'error')).toEqual([])
    expect(artifacts.requests).toHaveLength(0)
    expect(first.outputs['backup-artifact-id'] ?? '').toBe('')
    expect(requestsTo(sim, API.publishBegin)[0].json).toMatchObject({ projectNames: [PROJECT] })
    expect(sim.published).toEqual([PROJECT])
    expect(sim.imported).toHaveLength(1)
    await expectCleanRun(world, first)

    const requestsBefore = sim.requests.length
    const second = await runDeploy(world)
    expectExitCodes(second, 0)
    expect(second.outputs.result).toBe('published')
    expect(calls(sim).slice(requestsBefore)).toEqual([
      ...publishCalls(),
      ...VERIFY_AFTER_RESTART_CALLS
    ])
    expect(annotations(second.main.stdout, 'notice')).toEqual([])
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
    expect(second.outputs['backup-artifact-id']).toBe(artifacts.artifacts[0].id)
    expect(second.main.stdout).toContain(`Published now: ${PROJECT}.`)
    expect(requestsTo(sim, API.publishBegin)[1].json).toMatchObject({ projectNames: [PROJECT] })
    expect(sim.openSessions()).toBe(0)
    await expectNoSecrets(second, [USER.password, ...cookieValues(sim)])
  })
})
