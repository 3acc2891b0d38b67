// The fleet's recipe in docs/fleet.md works as written: its inventory reads, and the workflow wires
// the plan's outputs, the ring jobs, the gates and the report together (each ring takes its own
// matrix, starts on the gate before it, uploads the result file under the name the report and the
// gates download, and reads only keys the plan's matrix entries have).
import { describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { parse } from 'yaml'
import { parseInventory } from '../../src/fleet/inventory.js'
import { planFleet } from '../../src/fleet/plan.js'
import { yamlBlocks } from '../../test-support/workflow-blocks.js'

const markdown = readFileSync(new URL('../../docs/fleet.md', import.meta.url), 'utf8')
const blocks = yamlBlocks(markdown)

interface Step {
  id?: string
  uses?: string
  with?: Record<string, string | number | boolean>
  if?: string
}
interface Job {
  needs?: string | string[]
  if?: string
  outputs?: Record<string, string>
  strategy?: { matrix?: string; 'fail-fast'?: boolean }
  steps: Step[]
}

describe('docs/fleet.md', () => {
  it('its inventory reads: three instances in rings 0 and 1', () => {
    const block = blocks.find(b => /^instances:/m.test(b.text))
    const inventory = parseInventory(block?.text ?? '', 'acumatica-instances.yml', {
      requireEnvironment: true
    })
    expect(inventory.instances.map(i => [i.name, i.ring])).toEqual([
      ['acme-staging', 0],
      ['contoso', 1],
      ['fabrikam', 1]
    ])
    expect(planFleet(inventory).rings).toEqual([0, 1])
  })

  it('its workflow: plan -> ring 0 -> gate 0 -> ring 1 -> gate 1 -> ring 2 -> report, wired together', () => {
    const block = blocks.find(b => /command: plan/.test(b.text) && /^jobs:/m.test(b.text))
    const workflow = parse(block?.text ?? '') as { jobs: Record<string, Job> }
    const jobs = workflow.jobs
    const plan = jobs.plan
    const fleetStep = (job: Job): Step | undefined =>
      job.steps.find(step => /\/fleet@/.test(step.uses ?? ''))
    expect(fleetStep(plan)?.with?.command).toBe('plan')
    const keys = Object.keys(
      planFleet(parseInventory('- {name: a, url: "https://a.example"}', 'i.yml')).matrices.get(0)
        ?.include[0] ?? {}
    )
    for (const ring of [0, 1, 2]) {
      expect(plan.outputs?.[`ring-${ring}`]).toBe(`\${{ steps.plan.outputs.ring-${ring} }}`)
      const job = jobs[`ring-${ring}`]
      expect(job.strategy?.matrix).toBe(`\${{ fromJSON(needs.plan.outputs.ring-${ring}) }}`)
      expect(job.strategy?.['fail-fast']).toBe(false)
      if (ring > 0) {
        expect(job.needs).toEqual(['plan', `gate-${ring - 1}`])
        expect(job.if).toBe(`needs.gate-${ring - 1}.outputs.proceed == 'true'`)
      }
      const deploy = job.steps.find(step => step.id === 'deploy')
      expect(deploy?.with?.['instance-name']).toBe('${{ matrix.name }}')
      // Every matrix key the job reads is one the plan writes.
      const read = [...JSON.stringify(job).matchAll(/matrix\.([\w-]+)/g)].map(m => m[1])
      expect(read.filter(key => !keys.includes(key))).toEqual([])
      const upload = job.steps.find(step => /upload-artifact/.test(step.uses ?? ''))
      expect(upload?.with?.name).toBe('fleet-result-${{ matrix.name }}')
      expect(upload?.if).toMatch(/always\(\)/)
    }
    for (const ring of [0, 1]) {
      const gate = jobs[`gate-${ring}`]
      expect(gate.needs).toBe(`ring-${ring}`)
      expect(gate.if).toContain(`needs.ring-${ring}.result != 'skipped'`)
      expect(fleetStep(gate)?.with).toMatchObject({
        command: 'gate',
        ring,
        'halt-after': '${{ env.HALT_AFTER }}'
      })
      expect(gate.outputs?.proceed).toBe('${{ steps.gate.outputs.proceed }}')
    }
    const report = jobs.report
    expect(report.if).toBe('always()')
    expect(report.needs).toEqual(['ring-0', 'ring-1', 'ring-2'])
    expect(fleetStep(report)?.with).toMatchObject({
      command: 'report',
      'halt-after': '${{ env.HALT_AFTER }}'
    })
    for (const job of [jobs['gate-0'], jobs['gate-1'], report]) {
      const download = job.steps.find(step => /download-artifact/.test(step.uses ?? ''))
      expect(download?.with).toMatchObject({
        pattern: 'fleet-result-*',
        'merge-multiple': true,
        path: 'fleet-results'
      })
    }
  })
})
