// End to end over dist/: the backup taken before Import. getProject answers in every form real
// servers give; the artifact is exactly the deployed zip (no zip around it), named
// <backup-artifact-name>.zip; a backup that cannot be stored stops
// the deploy before Import (so the deployed version is never lost).
import { describe, expect, it } from '@jest/globals'
import { readFile } from 'node:fs/promises'
import { basename } from 'node:path'
import {
  API,
  PROJECT,
  annotations,
  previousVersionZip,
  requestsTo,
  runDeploy,
  sha256,
  PROBE_NOTICE
} from '../../test-support/world.js'
import {
  backupArtifactBytes,
  expectCleanRun,
  expectExitCodes
} from '../../test-support/e2e-checks.js'
import { useWorld } from '../../test-support/e2e-world.js'

const { start } = useWorld({ publishEndScript: [{ text: 'true' }] })

describe('backup over dist/', () => {
  it.each(['bare', 'quoted', 'json'] as const)(
    'reads a getProject answer in the %s form: the artifact is the deployed zip itself',
    async form => {
      const previous = await previousVersionZip()
      const world = await start({ projects: { [PROJECT]: previous }, getProjectForm: form })
      const { artifacts } = world
      const run = await runDeploy(world, { 'backup-artifact-name': `${PROJECT}-before-${form}` })

      expectExitCodes(run, 0)
      expect(artifacts.artifacts).toHaveLength(1)
      const artifact = artifacts.artifacts[0]
      const bytes = await backupArtifactBytes(artifact, `${PROJECT}-before-${form}`)
      expect(bytes.equals(previous)).toBe(true)
      expect(artifact.size).toBe(previous.length)
      expect(run.outputs['backup-artifact-digest']).toBe(sha256(previous))
      // The file on the runner has the artifact's name and the same bytes.
      expect(basename(run.outputs['backup-path'])).toBe(artifact.name)
      expect((await readFile(run.outputs['backup-path'])).equals(previous)).toBe(true)
      expect(run.summary).toContain(`>${PROJECT}-before-${form}.zip</a>`)
      // The upload URL's signature is masked (and so never reaches the log).
      expect(run.masks).toContain(artifact.uploadSignature)
      await expectCleanRun(world, run)
    }
  )

  it('treats "not found" inside an HTTP 200 log as a first deploy', async () => {
    const world = await start({ projects: {}, notFoundStyle: '200-log' })
    const { sim, artifacts } = world
    const run = await runDeploy(world)

    expectExitCodes(run, 0)
    // The first deploy's (and the probe's: the simulator answers it 500 before any publish ran).
    expect(annotations(run.main.stdout, 'notice').filter(n => !PROBE_NOTICE.test(n))).toHaveLength(
      1
    )
    expect(artifacts.requests).toHaveLength(0)
    expect(sim.imported).toHaveLength(1)
    await expectCleanRun(world, run)
  })

  it('stops before Import when the backup cannot be stored as an artifact', async () => {
    const world = await start(
      { projects: { [PROJECT]: await previousVersionZip() } },
      { failCreateWith: 409 }
    )
    const { sim } = world
    const run = await runDeploy(world, {}, { timeoutMs: 60_000 })

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
