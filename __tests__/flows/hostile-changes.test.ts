// The deploy step in-process (moved from the e2e tests of dist/; the Actions services are the
// artifact stand-in and its cache, through the libraries dist/ uses), with a hostile instance (a
// loopback proxy in front of the simulator that answers getProject itself): the Changes comparison
// reads the backup the instance gave, which is untrusted. Its item keys are shown as text in the
// summary (a line break or markdown in a key cannot end the table or render an image or a link),
// and a backup too large to compare is a warning, quickly, and the deploy goes on.
import { afterEach, describe, expect, it } from '@jest/globals'
import { zipBuffer } from '../../simulator/testing.js'
import { expectExitCode, useStepWorld } from '../../test-support/step-world.js'
import { json, startHostileProxy, type HostileProxy } from '../../test-support/hostile-proxy.js'
import { PROJECT, previousVersionZip } from '../../test-support/world.js'

const steps = useStepWorld()
const start = steps.startWorld
/** The deploy step and the post step with the Actions services of `world`. */
const runDeploy = steps.deployIn

let proxy: HostileProxy | undefined
afterEach(async () => {
  await proxy?.close()
  proxy = undefined
})

async function deployAgainst(backup: Buffer) {
  const world = await start({ projects: { [PROJECT]: await previousVersionZip() } })
  proxy = await startHostileProxy(world.sim.url, {
    '/CustomizationApi/getProject': json(200, {
      projectContentBase64: backup.toString('base64'),
      hasConflicts: false,
      log: []
    })
  })
  return runDeploy(world, { 'base-url': proxy.url })
}

describe('a hostile backup in the Changes comparison ', () => {
  it('item keys are shown as text: no end of the table, no image, link or address', async () => {
    const evil =
      'Evil&#10;&#10;![pixel](https://evil.example/p.png) [click](https://evil.example) admin@evil.example&#10;- item&#10;| a | b |'
    const backup = await zipBuffer({
      'project.xml': `<Customization level="0"><Graph ClassName="${evil}" /></Customization>`
    })
    const run = await deployAgainst(backup)

    expectExitCode(run, 0)
    expect(run.result.outputs.result).toBe('published')
    const changes = run.markdown.slice(run.markdown.indexOf('### Changes'))
    const table = changes.slice(changes.indexOf('<table>'), changes.indexOf('</table>'))
    expect(table).toContain('Evil')
    // One HTML block: no blank line (which would end it and render the rest as markdown).
    expect(table).not.toMatch(/\n\s*\n/)
    expect(run.markdown).not.toMatch(/!\[|\]\(|https:\/\/evil|\n- item|\n\| a/)
    const decoded = run.markdown.replace(/&#(\d+);/g, (_, code: string) =>
      String.fromCharCode(Number(code))
    )
    expect(decoded).not.toMatch(/[\w.+-]@[A-Za-z0-9]/)
    expect(decoded).not.toMatch(/https?:\/\/evil/)
  })

  it('a backup with an item of 80 MB is a warning, quickly, and the deploy goes on', async () => {
    // 80 MB of one text node: a few hundred kilobytes of zip.
    const backup = await zipBuffer({
      'project.xml': Buffer.concat([
        Buffer.from(
          '<Customization level="0"><Graph ClassName="Big"><CDATA name="Source"><![CDATA['
        ),
        Buffer.alloc(80 * 1024 * 1024, 'a'),
        Buffer.from(']]></CDATA></Graph></Customization>')
      ])
    })
    const run = await deployAgainst(backup)

    expectExitCode(run, 0)
    expect(run.result.outputs.result).toBe('published')
    expect(run.warnings.join('\n')).toMatch(
      /Could not compare SamplePriority with the stored project \(item 1 of the project\.xml of the stored SamplePriority is longer than 64 MiB: not compared\); the deploy goes on/
    )
  })
})
