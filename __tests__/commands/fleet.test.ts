// The fleet action's command in-process, with the inputs fleet/action.yml gives (docs/fleet.md):
// plan's outputs, the gate's proceed, the report failing the step, and input errors named.
import { afterEach, describe, expect, it } from '@jest/globals'
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fleetCommand } from '../../src/commands/fleet.js'
import { RESULT_FILE_FORMAT, resultFileName } from '../../src/fleet/result-file.js'
import { runCommand } from '../../src/runner/command.js'
import { runnerForAction } from '../../test-support/test-runner.js'

const folders: string[] = []
afterEach(async () => {
  await Promise.all(folders.splice(0).map(f => rm(f, { recursive: true, force: true })))
})

const INVENTORY = `- name: staging
  url: https://staging.example/ERP
  environment: acme-staging
- name: contoso
  url-variable: ACUMATICA_URL
  environment: client-contoso
  ring: 1
- name: fabrikam
  url: https://fabrikam.example/ERP
  environment: client-fabrikam
  ring: 1
`

async function workspace(results: Record<string, string> = {}): Promise<string> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'fleet-command-'))
  folders.push(folder)
  await writeFile(path.join(folder, 'acumatica-instances.yml'), INVENTORY)
  await mkdir(path.join(folder, 'fleet-results'))
  for (const [name, word] of Object.entries(results)) {
    await writeFile(
      path.join(folder, 'fleet-results', resultFileName(name)),
      JSON.stringify({
        format: RESULT_FILE_FORMAT,
        instance: name,
        url: '',
        result: word,
        projects: [],
        commit: null,
        run: { id: '1', url: null },
        started: '2026-12-06T04:00:00Z',
        ended: '2026-12-06T04:01:00Z',
        published: null
      })
    )
  }
  return folder
}

const run = async (inputs: Record<string, string>, folder: string) => {
  const runner = runnerForAction('fleet/action.yml', inputs, { workspace: folder })
  return { result: await runCommand(fleetCommand, runner), runner }
}

describe('the fleet action', () => {
  it('plan: ring-0, ring-1 and rings, each ring a matrix of include entries', async () => {
    const { result } = await run({ command: 'plan' }, await workspace())
    expect(result.failure).toBeUndefined()
    expect(JSON.parse(result.outputs.rings)).toEqual([0, 1])
    const ring1 = JSON.parse(result.outputs['ring-1']) as { include: Array<{ name: string }> }
    expect(ring1.include.map(entry => entry.name)).toEqual(['contoso', 'fabrikam'])
  })

  it('gate: proceed when ring 0 failed on at most halt-after instances', async () => {
    const failed = await workspace({ staging: 'failed' })
    expect((await run({ command: 'gate', ring: '0' }, failed)).result).toMatchObject({
      result: 'halt',
      outputs: { proceed: 'false', failed: '1' }
    })
    // The gate itself never fails its job.
    expect((await run({ command: 'gate', ring: '0' }, failed)).result.failure).toBeUndefined()
    expect(
      (await run({ command: 'gate', ring: '0', 'halt-after': '1' }, failed)).result.outputs.proceed
    ).toBe('true')
    const published = await workspace({ staging: 'published' })
    expect((await run({ command: 'gate', ring: '0' }, published)).result.outputs.proceed).toBe(
      'true'
    )
    // The last ring: no next one to start.
    expect((await run({ command: 'gate', ring: '1' }, published)).result.outputs.proceed).toBe(
      'false'
    )
  })

  it('report: fails the step when an instance failed or did not report', async () => {
    const { result } = await run(
      { command: 'report' },
      await workspace({ staging: 'published', contoso: 'failed' })
    )
    expect(result.result).toBe('failed')
    expect(result.failure).toContain('1 ok, 1 failed, 1 did not report')
    expect(result.outputs).toMatchObject({ failed: '1', missing: '1' })
  })

  it('input errors name the input: command, ring, the environment the plan needs', async () => {
    const folder = await workspace()
    expect((await run({ command: 'deploy' }, folder)).result.failure).toMatch(
      /^Input 'command' \("deploy"\) must be plan, gate or report \(in a workflow the deploys run in the ring jobs/
    )
    expect((await run({ command: 'gate', ring: '5' }, folder)).result.failure).toMatch(
      /^Input 'ring' \(5\) is no ring of acumatica-instances\.yml/
    )
    await writeFile(path.join(folder, 'no-env.yml'), '- name: a\n  url: https://a.example/ERP\n')
    expect(
      (await run({ command: 'plan', inventory: 'no-env.yml' }, folder)).result.failure
    ).toMatch(/^Input 'inventory' \(no-env\.yml\) line 1: instance a: no environment/)
    expect(
      (await run({ command: 'plan', inventory: 'missing.yml' }, folder)).result.failure
    ).toMatch(/^Input 'inventory' \("missing\.yml"\) is not a file/)
  })
})
