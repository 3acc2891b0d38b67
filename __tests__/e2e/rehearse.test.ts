// End to end over dist/rehearse/ and the deploy's post step: the rehearse action as a runner runs
// it against two simulators (the source and the target) and the artifact stand-in: the set
// uploaded as one artifact holding each project's zip, the outputs, both sessions released, no
// secret in the log. The flow's cases run in-process: __tests__/flows/rehearse.test.ts.
import { afterEach, beforeAll, describe, expect, it } from '@jest/globals'
import { cp, readFile } from 'node:fs/promises'
import path from 'node:path'
import { startSimulator, type Simulator } from '../../simulator/index.js'
import { startArtifactService, type ArtifactService } from '../../simulator/artifact-service.js'
import {
  rehearseActionYml,
  rehearseInputs,
  SOURCE_USER
} from '../../test-support/rehearse-world.js'
import { runAction, repoRoot } from '../../test-support/run-action.js'
import { expectExitCodes } from '../../test-support/e2e-checks.js'
import {
  PROJECT,
  SAMPLE_IN_WORKSPACE,
  USER,
  previousVersionZip,
  requireDist,
  sampleProjectPath
} from '../../test-support/world.js'
import { readZip } from '../../test-support/zip.js'

beforeAll(requireDist)

const open: Array<{ close(): Promise<void> }> = []
afterEach(async () => {
  await Promise.all(open.splice(0).map(service => service.close()))
})

const distRehearseMain = path.join(repoRoot, 'dist', 'rehearse', 'main', 'index.js')

describe('the rehearse action (dist/)', () => {
  it('rehearses: the set as one artifact, rehearsal-json, both sessions released, no password in the log', async () => {
    const source: Simulator = await startSimulator({
      users: [SOURCE_USER],
      build: '24.210.0016',
      projects: { [PROJECT]: await previousVersionZip(), Legacy: await previousVersionZip() },
      published: [PROJECT, 'Legacy']
    })
    const target: Simulator = await startSimulator({ users: [USER], build: '25.101.0153' })
    const artifacts: ArtifactService = await startArtifactService()
    open.push(source, target, artifacts)

    const run = await runAction({
      inputs: rehearseInputs(target, source),
      actionYml: rehearseActionYml,
      mainScript: distRehearseMain,
      env: artifacts.env(),
      timeoutMs: 60_000,
      prepareWorkspace: workspace =>
        cp(sampleProjectPath, path.join(workspace, SAMPLE_IN_WORKSPACE), { recursive: true })
    })

    expectExitCodes(run, 0)
    expect(run.outputs['result']).toBe('rehearsed')
    const json = JSON.parse(run.outputs['rehearsal-json']) as {
      projects: Array<{ name: string; origin: string; result: string }>
      set: { artifactName: string }
    }
    expect(json.projects.map(p => [p.name, p.origin, p.result])).toEqual([
      [PROJECT, 'repository', 'ok'],
      ['Legacy', 'source', 'ok']
    ])
    const host = new URL(target.url).host.replace(':', '-')
    expect(json.set.artifactName).toBe(`rehearsal-set-${host}`)
    // One artifact, a zip around the set's zips, each as the source gave it.
    const sets = artifacts.artifacts.filter(a => a.name.startsWith('rehearsal-set'))
    expect(sets.map(a => a.name)).toEqual([`rehearsal-set-${host}`])
    const entries = await readZip(await readFile(sets[0].path))
    expect([...entries.keys()].sort()).toEqual(['Legacy.zip', `${PROJECT}.zip`])
    expect(entries.get('Legacy.zip')!.equals(await previousVersionZip())).toBe(true)
    expect(run.summary).toContain('Rehearsal: rehearsed')
    expect(source.openSessions()).toBe(0)
    expect(target.openSessions()).toBe(0)
    for (const password of [USER.password, SOURCE_USER.password]) {
      expect(run.maskedLog).not.toContain(password)
      expect(run.summary).not.toContain(password)
    }
  })
})
