// The deploy step in-process (moved from the e2e tests of dist/): the job summary people read on
// the run page. A finished run shows what was deployed where, the backup with its link (stored
// in the artifact service stand-in through @actions/artifact, as dist/ does), each phase's
// duration and the result; a failed run shows the instance's error messages before anything else.
import { describe, expect, it } from '@jest/globals'
import { PROJECT, previousVersionZip } from '../../test-support/world.js'
import { expectCleanDeploy, expectExitCode, useStepWorld } from '../../test-support/step-world.js'

const world = useStepWorld()

const PHASES = [
  'Package',
  'Log in',
  'Back up',
  'List published projects',
  'Import',
  'Publish'
] as const

describe('job summary', () => {
  it('shows every item of a finished run', async () => {
    const { sim, artifacts } = await world.startWorld({
      projects: { [PROJECT]: await previousVersionZip() },
      published: [PROJECT, 'OtherProject'],
      publishEndScript: [{ text: 'false' }, { json: { isCompleted: true, log: [] } }]
    })
    const run = await world.deploy(sim, {}, { actions: artifacts })
    expectExitCode(run, 0)
    const summary = run.markdown
    const outputs = run.result.outputs
    const host = new URL(sim.url).host
    const artifact = artifacts.artifacts[0]

    expect(summary).toMatch(
      new RegExp(`^## ✅ Published: ${PROJECT} → ${host.replaceAll('.', '\\.')}`)
    )
    expect(summary).toContain(`<code>${sim.url}</code>`)
    expect(summary).toContain(`<code>${PROJECT}</code>, <code>OtherProject</code>`)
    expect(summary).toContain('<td>publish</td>')
    expect(summary).toContain(`(${outputs['package-size']} bytes)`)
    expect(summary).toContain(`SHA-256 <code>${outputs['package-sha256']}</code>`)
    expect(summary).toContain(`href="${outputs['backup-artifact-url']}"`)
    expect(outputs['backup-artifact-url']).toMatch(new RegExp(`/artifacts/${artifact.id}$`))
    expect(summary).toContain(`>${artifact.name}</a>`)
    expect(summary).toContain(`digest <code>${outputs['backup-artifact-digest']}</code>`)
    for (const phase of PHASES)
      expect(summary).toMatch(new RegExp(`\\| ${phase} \\| [\\d.]+ s \\|`))
    expect(summary).toMatch(/\| \*\*Total\*\* \| \*\*[\d.]+ s\*\* \|/)
    expect(summary).toContain('<th align="left">Result</th><td>✅ Published</td>')
    expectCleanDeploy(sim, run)
  })

  it('a failed publish shows the instance errors first, then the explanation, the table and the whole log', async () => {
    const log = [
      { timestamp: '10:00:01', logType: 'information', message: 'Compiling the website.' },
      { timestamp: '10:00:02', logType: 'warning', message: 'Field UsrColor hides a base field.' },
      { timestamp: '10:00:03', logType: 'error', message: 'CS0103: The name "Foo" does not exist.' }
    ]
    const { sim, artifacts } = await world.startWorld({
      projects: {},
      publishEndScript: [{ json: { isFailed: true, log } }]
    })
    const run = await world.deploy(sim, {}, { actions: artifacts })
    expectExitCode(run, 1)
    const summary = run.markdown
    const errorAt = summary.indexOf('CS0103: The name &quot;Foo&quot; does not exist.')
    expect(errorAt).toBeGreaterThan(0)
    // Only the heading comes before the instance's words.
    const lines = summary.split('\n').filter(l => l.trim() !== '')
    expect(lines.slice(0, 4)).toEqual([
      `## ❌ Failed: ${PROJECT} → ${new URL(sim.url).host}`,
      '### Errors and warnings from the instance',
      '- ⚠️ Field UsrColor hides a base field.',
      '- ❌ CS0103: The name &quot;Foo&quot; does not exist.'
    ])
    expect(summary.indexOf('Field UsrColor hides a base field.')).toBeLessThan(
      summary.indexOf('<table>')
    )
    expect(errorAt).toBeLessThan(summary.indexOf(`Publishing ${PROJECT} failed`))
    expect(summary).toContain('none: first deploy of this project')
    const details = summary.indexOf('<details><summary>Publish log (3 entries)</summary>')
    expect(details).toBeGreaterThan(summary.indexOf('<table>'))
    expect(summary.indexOf('Compiling the website.')).toBeGreaterThan(details)
    expect(summary).toContain('<th align="left">Result</th><td>❌ Failed</td>')
    expectCleanDeploy(sim, run)
  })
})
