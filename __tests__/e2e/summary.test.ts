// End to end over dist/: the job summary people read on the run page. A finished run shows what
// was deployed where, the backup with its link, each phase's duration and the result; a failed
// run shows the instance's error messages before anything else.
import { describe, expect, it } from '@jest/globals'
import { PROJECT, previousVersionZip, runDeploy } from '../../test-support/world.js'
import { expectCleanRun, expectExitCodes } from '../../test-support/e2e-checks.js'
import { useWorld } from '../../test-support/e2e-world.js'

const { start } = useWorld()

const PHASES = [
  'Package',
  'Log in',
  'Back up',
  'List published projects',
  'Import',
  'Publish'
] as const

describe('job summary over dist/', () => {
  it('shows every item of a finished run', async () => {
    const world = await start({
      projects: { [PROJECT]: await previousVersionZip() },
      published: [PROJECT, 'OtherProject'],
      publishEndScript: [{ text: 'false' }, { json: { isCompleted: true, log: [] } }]
    })
    const run = await runDeploy(world)
    expectExitCodes(run, 0)
    const summary = run.summary
    const host = new URL(world.sim.url).host
    const artifact = world.artifacts.artifacts[0]

    expect(summary).toMatch(
      new RegExp(`^## ✅ Published: ${PROJECT} → ${host.replaceAll('.', '\\.')}`)
    )
    expect(summary).toContain(`<code>${world.sim.url}</code>`)
    expect(summary).toContain(`<code>${PROJECT}</code>, <code>OtherProject</code>`)
    expect(summary).toContain('<td>publish</td>')
    expect(summary).toContain(`(${run.outputs['package-size']} bytes)`)
    expect(summary).toContain(`SHA-256 <code>${run.outputs['package-sha256']}</code>`)
    expect(summary).toContain(`href="${run.outputs['backup-artifact-url']}"`)
    expect(run.outputs['backup-artifact-url']).toMatch(new RegExp(`/artifacts/${artifact.id}$`))
    expect(summary).toContain(`>${artifact.name}</a>`)
    expect(summary).toContain(`digest <code>${run.outputs['backup-artifact-digest']}</code>`)
    for (const phase of PHASES)
      expect(summary).toMatch(new RegExp(`\\| ${phase} \\| [\\d.]+ s \\|`))
    expect(summary).toMatch(/\| \*\*Total\*\* \| \*\*[\d.]+ s\*\* \|/)
    expect(summary).toContain('<th align="left">Result</th><td>✅ Published</td>')
    await expectCleanRun(world, run)
  })

  it('a failed publish shows the instance errors first, then the explanation, the table and the whole log', async () => {
    const log = [
      { timestamp: '10:00:01', logType: 'information', message: 'Compiling the website.' },
      { timestamp: '10:00:02', logType: 'warning', message: 'Field UsrColor hides a base field.' },
      { timestamp: '10:00:03', logType: 'error', message: 'CS0103: The name "Foo" does not exist.' }
    ]
    const world = await start({
      projects: {},
      publishEndScript: [{ json: { isFailed: true, log } }]
    })
    const run = await runDeploy(world)
    expectExitCodes(run, 1)
    const summary = run.summary
    const errorAt = summary.indexOf('CS0103: The name &quot;Foo&quot; does not exist.')
    expect(errorAt).toBeGreaterThan(0)
    // Only the heading comes before the instance's words.
    const lines = summary.split('\n').filter(l => l.trim() !== '')
    expect(lines.slice(0, 4)).toEqual([
      `## ❌ Failed: ${PROJECT} → ${new URL(world.sim.url).host}`,
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
    await expectCleanRun(world, run)
  })
})
