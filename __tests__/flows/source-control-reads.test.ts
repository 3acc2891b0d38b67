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

describe('a deploy of a source-control folder', () => {
  it('reads each _project/ fragment once (the lint on, product-version from the instance)', async () => {
    const world = await steps.startWorld()
    opened.clear()
    const run = await steps.deployIn(
      world,
      { 'project-name': '', 'project-path': 'AcmeTracking', lint: 'warn' },
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
    expect(Object.fromEntries([...opened].filter(([name]) => fragments.includes(name)))).toEqual(
      Object.fromEntries(fragments.map(name => [name, 1]))
    )
  })
})
