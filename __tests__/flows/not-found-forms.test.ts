// The deploy step in-process (moved from the e2e tests of dist/; the Actions services are the
// artifact stand-in and its cache, through the libraries dist/ uses): the instance's own answer for
// a project it does not hold, in each form real instances give it (`The project is not found:
// <Name>`: an error entry with HTTP 200 on 26.101, HTTP 400 on 24.2 cloud), makes a first deploy,
// and the restore after a failed one deletes what the run created. An IO error that says "could not
// find" is not that answer.
import { afterEach, describe, expect, it } from '@jest/globals'
import type { NotFoundStyle } from '../../simulator/index.js'
import {
  API,
  PROJECT,
  calls,
  requestsTo,
  publishCalls,
  PROBE_NOTICE
} from '../../test-support/world.js'
import { expectCleanDeploy, expectExitCode, useStepWorld } from '../../test-support/step-world.js'
import { json, startHostileProxy, type HostileProxy } from '../../test-support/hostile-proxy.js'

const steps = useStepWorld({ publishEndScript: [{ text: 'false' }, { text: 'true' }] })
const start = steps.startWorld
/** The deploy step and the post step with the Actions services of `world`. */
const runDeploy = steps.deployIn

const FAILED = [
  { text: 'false' },
  { json: { isFailed: true, log: [{ logType: 'error', message: 'CS0103: no such name' }] } }
]

let proxy: HostileProxy | undefined
afterEach(async () => {
  await proxy?.close()
  proxy = undefined
})

// 200-log is 26.101's answer; with HTTP 400 (24.2 cloud) the body around the words is assumed.
const FORMS: Array<[NotFoundStyle, number]> = [
  ['200-log', 200],
  ['400-text', 400],
  ['400-error-json', 400],
  ['400-log', 400]
]

describe('the not-found answer of a real instance', () => {
  it.each(FORMS)(
    'a first deploy against getProject answering %s succeeds: a notice, no backup, Import, publish',
    async (notFoundStyle, status) => {
      const world = await start({ projects: {}, notFoundStyle })
      const { sim, artifacts } = world
      // The verification after the publish is e2e-verify's; here the first deploy alone.
      const run = await runDeploy(world, { verify: 'false' })

      expectExitCode(run, 0)
      expect(run.result.outputs.result).toBe('published')
      expect(requestsTo(sim, API.getProject).map(r => r.status)).toEqual([status])
      expect(calls(sim)).toEqual([...publishCalls(), `POST ${API.logout}`])
      // Besides the probe's (the simulator answers it 500 before any publish ran).
      const notices = run.notices.filter(n => !PROBE_NOTICE.test(n))
      expect(notices).toHaveLength(1)
      expect(notices[0]).toMatch(/^First deploy: SamplePriority is not on the instance yet/)
      expect(notices[0]).toContain(`The project is not found: ${PROJECT}`)
      expect(run.warnings).toEqual([])
      expect(artifacts.requests).toHaveLength(0)
      expect(run.result.outputs['backup-artifact-id'] ?? '').toBe('')
      expect(sim.published).toEqual([PROJECT])
      // The sample's 6 items, 2 of them <File> items naming its 2 files: 6 entries, not 8.
      expect(run.output).toContain(`Changes in ${PROJECT}: first deploy, 6 items and files added.`)
      const [changes] = JSON.parse(run.result.outputs['changes-json']) as Array<{ added: string[] }>
      expect(changes.added).toHaveLength(6)
      expect(changes.added).toContain('Pages/US/US101000.aspx')
      expect(changes.added.filter(name => name.startsWith('File#'))).toEqual([])
      expect(run.markdown).toContain('<td>6: <code>')
      expectCleanDeploy(world.sim, run)
    }
  )

  it.each(FORMS)(
    'a failed first deploy (getProject answering %s) deletes the project it created',
    async notFoundStyle => {
      const world = await start({ projects: {}, notFoundStyle, publishEndScript: FAILED })
      const { sim } = world
      const run = await runDeploy(world)

      expectExitCode(run, 1)
      expect(run.result.outputs.result).toBe('failed')
      expect(run.result.outputs.restored).toBe('true')
      expect(requestsTo(sim, API.import)).toHaveLength(1)
      const deletes = requestsTo(sim, '/CustomizationApi/delete')
      expect(deletes).toHaveLength(1)
      expect(deletes[0].json).toEqual({ projectName: PROJECT })
      expect(sim.storedProjectNames()).not.toContain(PROJECT)
      expect(run.markdown).toContain(`Deleted ${PROJECT}, which this run created`)
      // Nothing of it was ever published: the summary does not claim a previous version runs.
      expect(run.markdown).toContain(
        `the instance runs no version of ${PROJECT}, which was not published before this run`
      )
      expect(run.markdown).not.toContain('previously published')
      expect(run.markdown).toContain('<th align="left">Publish of</th>')
      expectCleanDeploy(world.sim, run)
    }
  )

  it('a validation of a new project says what was validated, and deletes what it imported', async () => {
    const world = await start({ projects: {} })
    const run = await runDeploy(world, { 'validate-only': 'true' })

    expectExitCode(run, 0)
    expect(run.result.outputs.result).toBe('validated')
    expect(run.markdown).toContain('<th align="left">Validated together</th>')
    expect(run.markdown).not.toContain('Published together')
    expect(run.markdown).not.toContain('previously published')
    expect(requestsTo(world.sim, '/CustomizationApi/delete')).toHaveLength(1)
    expect(world.sim.storedProjectNames()).not.toContain(PROJECT)
    expectCleanDeploy(world.sim, run)
  })

  it.each([
    ['HTTP 200', 200, (message: string) => ({ log: [{ logType: 'error', message }] })],
    ['HTTP 400', 400, (message: string) => ({ message })]
  ])(
    'an IO error (%s) on a new instance is not "not found": the run stops before Import',
    async (_how, status, body) => {
      const world = await start({ projects: {} })
      const io = `Could not find a part of the path 'C:\\Program Files\\Acumatica ERP\\Site\\CstPublished\\${PROJECT}\\project.xml'.`
      proxy = await startHostileProxy(world.sim.url, {
        '/CustomizationApi/getProject': json(status, body(io))
      })
      const run = await runDeploy(world, { 'base-url': proxy.url })

      expectExitCode(run, 1)
      expect(run.result.outputs.result).toBe('failed')
      expect(requestsTo(world.sim, API.import)).toHaveLength(0)
      expect(requestsTo(world.sim, API.publishBegin)).toHaveLength(0)
      expect(requestsTo(world.sim, '/CustomizationApi/delete')).toHaveLength(0)
      const errors = run.errors
      expect(errors).toHaveLength(1)
      expect(errors[0]).toMatch(/^Backup failed: getProject could not download SamplePriority/)
      expect(errors[0]).toContain('Could not find a part of the path')
      expect(errors[0]).toMatch(/stopped before Import/)
      expect(run.notices.filter(n => !PROBE_NOTICE.test(n))).toEqual([])
      expectCleanDeploy(world.sim, run)
    }
  )
})
