// A source-control folder is read once per deploy (issue 48): the input check, the lint, the
// flow's check before GET /entity and the build all used to parse every _project/ fragment on
// their own (four times each). Every open of a file under _project/ is counted here through
// node:fs, the one module the readers open files with; the deploy runs in-process against the
// simulator.
import { describe, expect, it, jest } from '@jest/globals'
import { cp } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const realFs = await import('node:fs')
/** Opens of each file under a `_project/` folder, by its name. */
const opened = new Map<string, number>()
jest.unstable_mockModule('node:fs', () => {
  const openSync = (file: Parameters<typeof realFs.openSync>[0], ...rest: unknown[]) => {
    const name = String(file).split(path.sep).join('/')
    const at = name.lastIndexOf('/_project/')
    if (at >= 0) {
      const fragment = name.slice(at + '/_project/'.length)
      opened.set(fragment, (opened.get(fragment) ?? 0) + 1)
    }
    return (realFs.openSync as (...args: unknown[]) => number)(file, ...rest)
  }
  return { ...realFs, default: { ...realFs, openSync }, openSync }
})
const { expectExitCode, useStepWorld } = await import('../../test-support/step-world.js')

const fixture = fileURLToPath(new URL('../fixtures/source-control-project', import.meta.url))
const steps = useStepWorld()

/** Deploys the fixture with `lint`; the opens of each fragment, and the run. */
async function deployCounting(lint: 'warn' | 'off') {
  const world = await steps.startWorld()
  opened.clear()
  const run = await steps.deployIn(
    world,
    { 'project-name': '', 'project-path': 'AcmeTracking', lint },
    {
      prepareWorkspace: workspace =>
        cp(fixture, path.join(workspace, 'AcmeTracking'), { recursive: true })
    }
  )
  expectExitCode(run, 0)
  expect(run.result.outputs.result).toBe('published')
  const fragments = realFs
    .readdirSync(path.join(fixture, '_project'))
    .filter(name => name !== 'ProjectMetadata.xml')
  expect(fragments.length).toBeGreaterThan(3)
  const reads = Object.fromEntries([...opened].filter(([name]) => fragments.includes(name)))
  // ProjectMetadata.xml (one element) twice: the inputs' defaults (the project's name), the pass.
  expect(opened.get('ProjectMetadata.xml')).toBe(2)
  return { run, reads, once: Object.fromEntries(fragments.map(name => [name, 1])) }
}

describe('a deploy of a source-control folder', () => {
  it('reads each _project/ fragment once (the lint on, product-version from the instance)', async () => {
    const linted = await deployCounting('warn')
    expect(linted.reads).toEqual(linted.once)
    // The lint saw the items and files through the build's pass, with their lines.
    expect(linted.run.output).toContain(
      'Lint of AcmeTracking (6 items, 3 files): 0 errors, 0 warnings, 2 notes.'
    )
    expect(linted.run.output).toContain(
      'ACU007 (note) AcmeTracking/_project/SiteMapNode_AC301000.xml:1: Site map nodes'
    )

    // Without the lint the pass reads the fragments its faster way: the same package.
    const plain = await deployCounting('off')
    expect(plain.reads).toEqual(plain.once)
    expect(plain.run.result.outputs['package-sha256']).toBe(
      linted.run.result.outputs['package-sha256']
    )
  })
})
