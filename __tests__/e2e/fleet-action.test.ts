// End to end over dist/fleet/: the fleet action as a runner runs it, plan then gate then report
// (outputs written through @actions/core, the job summary, a failed report failing the step).
// The same command runs in-process in __tests__/commands/fleet.test.ts; the command line's fleet
// in __tests__/cli/fleet-deploy.test.ts.
import { beforeAll, describe, expect, it } from '@jest/globals'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { RESULT_FILE_FORMAT, resultFileName } from '../../src/fleet/result-file.js'
import { repoRoot, runAction } from '../../test-support/run-action.js'
import { requireDist } from '../../test-support/world.js'

beforeAll(requireDist)

const INVENTORY = `instances:
  - name: staging
    url: https://staging.example/ERP
    environment: acme-staging
  - name: contoso
    url-variable: ACUMATICA_URL
    environment: client-contoso
    ring: 1
`

function runFleet(inputs: Record<string, string>, results: Record<string, string> = {}) {
  return runAction({
    inputs,
    actionYml: path.join(repoRoot, 'fleet', 'action.yml'),
    mainScript: path.join(repoRoot, 'dist', 'fleet', 'main', 'index.js'),
    skipPost: true,
    timeoutMs: 30_000,
    prepareWorkspace: async workspace => {
      await writeFile(path.join(workspace, 'acumatica-instances.yml'), INVENTORY)
      await mkdir(path.join(workspace, 'fleet-results'))
      for (const [name, word] of Object.entries(results)) {
        await writeFile(
          path.join(workspace, 'fleet-results', resultFileName(name)),
          JSON.stringify({
            format: RESULT_FILE_FORMAT,
            instance: name,
            url: '',
            result: word,
            projects: [{ name: 'AcmeCore', digest: null }],
            commit: '0123456789abcdef0123456789abcdef01234567',
            run: { id: '7', url: null },
            started: '2026-12-06T04:00:00Z',
            ended: '2026-12-06T04:01:00Z',
            published: []
          })
        )
      }
    }
  })
}

describe('the fleet action over dist/', () => {
  it('plan: rings and one matrix per ring as step outputs, the rings in the job summary', async () => {
    const run = await runFleet({ command: 'plan' })
    expect(run.main.exitCode).toBe(0)
    expect(JSON.parse(run.outputs['rings'] ?? '')).toEqual([0, 1])
    expect(JSON.parse(run.outputs['ring-1'] ?? '')).toEqual({
      include: [
        {
          name: 'contoso',
          url: '',
          'url-variable': 'ACUMATICA_URL',
          environment: 'client-contoso',
          ring: 1,
          tenant: '',
          projects: '',
          window: ''
        }
      ]
    })
    expect(run.summary).toContain('Ring 1: 1 instance')
  })

  it('gate and report: ring 0 failed, so the gate says no and the report fails the step', async () => {
    const gate = await runFleet({ command: 'gate', ring: '0' }, { staging: 'failed' })
    expect(gate.main.exitCode).toBe(0)
    expect(gate.outputs).toMatchObject({ proceed: 'false', failed: '1' })
    const report = await runFleet({ command: 'report' }, { staging: 'failed' })
    expect(report.main.exitCode).toBe(1)
    expect(report.outputs).toMatchObject({ failed: '1', missing: '1' })
    expect(report.summary).toContain('not deployed: halted')
    expect(report.main.stdout).toContain('::error::The fleet did not deploy everywhere')
  })
})
