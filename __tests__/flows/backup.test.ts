// The deploy step in-process (moved from the e2e tests of dist/; the backup stored in the
// artifact service stand-in through @actions/artifact, as dist/ does): the backup taken before Import. getProject answers in every form real
// servers give; the artifact is exactly the deployed zip (no zip around it), named
// <backup-artifact-name>.zip; a backup that cannot be stored stops
// the deploy before Import (so the deployed version is never lost).
import { describe, expect, it } from '@jest/globals'
import { readFile } from 'node:fs/promises'
import { basename } from 'node:path'
import {
  API,
  PROJECT,
  previousVersionZip,
  requestsTo,
  sha256,
  PROBE_NOTICE
} from '../../test-support/world.js'
import { backupArtifactBytes } from '../../test-support/e2e-checks.js'
import { expectCleanDeploy, expectExitCode, useStepWorld } from '../../test-support/step-world.js'

const steps = useStepWorld({ publishEndScript: [{ text: 'true' }] })
const start = steps.startWorld
/** The deploy step and the post step with the Actions services of `world`. */
const runDeploy = steps.deployIn

describe('backup', () => {
  it.each(['bare', 'quoted', 'json'] as const)(
    'reads a getProject answer in the %s form: the artifact is the deployed zip itself',
    async form => {
      const previous = await previousVersionZip()
      const world = await start({ projects: { [PROJECT]: previous }, getProjectForm: form })
      const { artifacts } = world
      const run = await runDeploy(world, { 'backup-artifact-name': `${PROJECT}-before-${form}` })

      expectExitCode(run, 0)
      expect(artifacts.artifacts).toHaveLength(1)
      const artifact = artifacts.artifacts[0]
      const bytes = await backupArtifactBytes(artifact, `${PROJECT}-before-${form}`)
      expect(bytes.equals(previous)).toBe(true)
      expect(artifact.size).toBe(previous.length)
      expect(run.result.outputs['backup-artifact-digest']).toBe(sha256(previous))
      // The file on the runner has the artifact's name and the same bytes.
      expect(basename(run.result.outputs['backup-path'])).toBe(artifact.name)
      expect((await readFile(run.result.outputs['backup-path'])).equals(previous)).toBe(true)
      expect(run.markdown).toContain(`>${PROJECT}-before-${form}.zip</a>`)
      // The upload URL's signature is masked (and so never reaches the log).
      expect(run.masks).toContain(artifact.uploadSignature)
      expectCleanDeploy(world.sim, run)
    }
  )

  it('treats "not found" inside an HTTP 200 log as a first deploy', async () => {
    const world = await start({ projects: {}, notFoundStyle: '200-log' })
    const { sim, artifacts } = world
    const run = await runDeploy(world)

    expectExitCode(run, 0)
    // The first deploy's (and the probe's: the simulator answers it 500 before any publish ran).
    expect(run.notices.filter(n => !PROBE_NOTICE.test(n))).toHaveLength(1)
    expect(artifacts.requests).toHaveLength(0)
    expect(sim.imported).toHaveLength(1)
    expectCleanDeploy(world.sim, run)
  })

  it('stops before Import when the backup cannot be stored as an artifact', async () => {
    const world = await start(
      { projects: { [PROJECT]: await previousVersionZip() } },
      { failCreateWith: 409 }
    )
    const { sim } = world
    const run = await runDeploy(world)

    expectExitCode(run, 1)
    expect(requestsTo(sim, API.getProject)).toHaveLength(1)
    expect(requestsTo(sim, API.import)).toHaveLength(0)
    expect(requestsTo(sim, API.publishBegin)).toHaveLength(0)
    const errors = run.errors
    expect(errors).toHaveLength(1)
    expect(errors[0]).toMatch(/backup/i)
    expect(errors[0]).toMatch(/before Import/)
    expect(requestsTo(sim, API.logout)).toHaveLength(1)
    expectCleanDeploy(world.sim, run)
  })
})
