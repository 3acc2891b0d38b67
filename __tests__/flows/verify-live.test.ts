// The deploy step in-process (moved from the e2e tests of dist/; the Actions services are the
// artifact stand-in and its cache, through the libraries dist/ uses): what users meet after a
// publish that said "completed". Every read is live only as HTTP 200 JSON of the expected shape (a
// web page at 200, a 302 to /ui/error and an error object are not, and the failure says what came
// back); verify-screens (opens, 00000000, an error text, the sign-in page, the sign-in page's
// hidden texts on a screen that opens, a redirect to another origin not followed); a site that
// needs one more restart (needs-restart, no rollback even with rollback: true). The command line's
// verify with its exit codes is in cli/verify.test.ts.
import { describe, expect, it } from '@jest/globals'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { API, PROJECT, previousVersionZip, requestsTo } from '../../test-support/world.js'
import {
  expectCleanDeploy,
  expectExitCode,
  useStepWorld,
  type ActionsWorld as World,
  type StepRun
} from '../../test-support/step-world.js'
import type { SimulatorOptions } from '../../simulator/index.js'

// publishEnd completes on the second poll with no warning entry, so a run's warnings are its own.
const steps = useStepWorld({ publishEndScript: [{ text: 'false' }, { text: 'true' }] })
const start = steps.startWorld
/** The deploy step and the post step with the Actions services of `world`. */
const runDeploy = steps.deployIn

async function startStored(options: SimulatorOptions = {}): Promise<World> {
  return start({ projects: { [PROJECT]: await previousVersionZip() }, ...options })
}

/** A deploy that reads SalesOrder and opens the screens given; verify-timeout 1 s. */
function deployChecked(world: World, inputs: Record<string, string> = {}): Promise<StepRun> {
  return runDeploy(world, {
    'verify-entities': 'SalesOrder',
    'verify-timeout': '1',
    ...inputs
  })
}

function errorOf(run: StepRun): string {
  const errors = run.errors
  expect(errors).toHaveLength(1)
  return errors[0]
}

/** The screen reads after the publish: `GET <path below the base> <status>`. */
function pageReads(world: World): string[] {
  const base = new URL(world.sim.url).pathname
  return world.sim.requests
    .filter(r => r.method === 'GET' && !r.path.startsWith('/entity'))
    .map(r => `GET ${r.url.replace(base, '')} ${r.status}`)
}

describe('every verification read classified,', () => {
  it('a web page at HTTP 200 is not live: unverified, naming the status, content type and title', async () => {
    const world = await startStored({ entityFaults: { SalesOrder: { answer: 'html' } } })
    const run = await deployChecked(world)
    expectExitCode(run, 1)
    expect(run.result.outputs.result).toBe('unverified')
    expect(errorOf(run)).toContain(
      'reading Default/24.200.001/SalesOrder is not live: HTTP 200 text/html: "Acumatica ERP" (a web page, not rows)'
    )
    expectCleanDeploy(world.sim, run)
  })

  it('a redirect to /ui/error is not live, and the failure names where it went', async () => {
    const world = await startStored({ entityFaults: { SalesOrder: { answer: 'ui-error' } } })
    const run = await deployChecked(world)
    expectExitCode(run, 1)
    expect(run.result.outputs.result).toBe('unverified')
    expect(errorOf(run)).toContain(
      `reading Default/24.200.001/SalesOrder is not live: HTTP 302 to ${world.sim.url}/ui/error`
    )
    // The redirect is not followed: the reads are of the entity only.
    expect(requestsTo(world.sim, '/ui/error')).toHaveLength(0)
    expectCleanDeploy(world.sim, run)
  })

  it('an error object at HTTP 200 is not live: final at once, with its message', async () => {
    const world = await startStored({
      entityFaults: { SalesOrder: { answer: 'error-object', exceptionMessage: 'Broken graph' } }
    })
    const run = await deployChecked(world, { 'verify-timeout': '10' })
    expectExitCode(run, 1)
    expect(run.result.outputs.result).toBe('unverified')
    expect(errorOf(run)).toContain(
      'reading Default/24.200.001/SalesOrder failed after 1 attempt: reading Default/24.200.001/SalesOrder is not live: HTTP 200 application/json: "Broken graph" (not a JSON array of rows)'
    )
    expectCleanDeploy(world.sim, run)
  })
})

describe('verify-screens', () => {
  it("screens that open, and one whose page carries the sign-in page's hidden texts: published, each in the summary", async () => {
    const world = await startStored({ screens: { IN202500: 'hidden-sign-in-texts' } })
    const run = await deployChecked(world, { 'verify-screens': 'SO301000, in202500' })
    expectExitCode(run, 0)
    expect(run.result.outputs.result).toBe('published')
    expect(pageReads(world)).toEqual([
      'GET /Main?ScreenId=SO301000 200',
      'GET /Main?ScreenId=IN202500 200'
    ])
    expect(run.markdown).toContain('Screen <code>SO301000</code></th><td>✅ opens (1 attempt)')
    expect(run.markdown).toContain('Screen <code>IN202500</code></th><td>✅ opens (1 attempt)')
    expect(run.warnings).toEqual([])
    expectCleanDeploy(world.sim, run)
  })

  it('a screen sent to ScreenId=00000000: unverified, naming the screen', async () => {
    const world = await startStored({ screens: { SO301000: 'no-screen' } })
    const run = await deployChecked(world, { 'verify-screens': 'SO301000' })
    expectExitCode(run, 1)
    expect(run.result.outputs.result).toBe('unverified')
    expect(pageReads(world)).toEqual([
      'GET /Main?ScreenId=SO301000 302',
      'GET /Main?ScreenId=00000000 200'
    ])
    expect(errorOf(run)).toContain(
      'screen SO301000 did not open after 1 attempt: SO301000 does not open: the site sent it to ScreenId=00000000 (no such screen)'
    )
    expect(run.markdown).toContain('Screen <code>SO301000</code></th><td>❌')
    expectCleanDeploy(world.sim, run)
  })

  it('a screen that lost its id on the way: unverified', async () => {
    const world = await startStored({ screens: { SO301000: 'lost' } })
    const run = await deployChecked(world, { 'verify-screens': 'SO301000' })
    expect(run.result.outputs.result).toBe('unverified')
    expect(errorOf(run)).toContain(
      'SO301000 does not open: the site sent it to an address without ScreenId=SO301000'
    )
    expectCleanDeploy(world.sim, run)
  })

  it('a page that says "Invalid column name": unverified, quoting only the text matched', async () => {
    const world = await startStored({
      screens: { IN202500: { text: "Invalid column name '[InventoryItem].[UsrHTSCode]'." } }
    })
    const run = await deployChecked(world, { 'verify-screens': 'IN202500' })
    expect(run.result.outputs.result).toBe('unverified')
    const error = errorOf(run)
    expect(error).toContain('IN202500 does not open: the page says "Invalid column name"')
    expect(error).not.toContain('UsrHTSCode')
    expect(error).not.toContain('<')
    expectCleanDeploy(world.sim, run)
  })

  it('the sign-in page: one new login, then the screen fails; its hidden texts are never the result', async () => {
    const world = await startStored({ screens: { SO301000: 'sign-in' } })
    const run = await deployChecked(world, { 'verify-screens': 'SO301000' })
    expectExitCode(run, 1)
    expect(run.result.outputs.result).toBe('unverified')
    const error = errorOf(run)
    expect(error).toContain('SO301000: the sign-in page came back (HTTP 200 text/html: "Sign In"')
    expect(error).not.toMatch(/Last update was unsuccessful|customization failed to apply/)
    expect(pageReads(world).filter(l => l.startsWith('GET /Main'))).toEqual([
      'GET /Main?ScreenId=SO301000 302',
      'GET /Main?ScreenId=SO301000 302'
    ])
    expectCleanDeploy(world.sim, run)
  })

  it('a redirect to another origin is not followed: the other server gets no request', async () => {
    let hits = 0
    const other: Server = createServer((_req, res) => {
      hits++
      res.end('<html><title>Elsewhere</title></html>')
    })
    await new Promise<void>(resolve => other.listen(0, '127.0.0.1', resolve))
    try {
      const port = (other.address() as AddressInfo).port
      const elsewhere = `http://127.0.0.1:${port}/Main?ScreenId=SO301000`
      const world = await startStored({ screens: { SO301000: { redirect: elsewhere } } })
      const run = await deployChecked(world, { 'verify-screens': 'SO301000' })
      expect(run.result.outputs.result).toBe('unverified')
      expect(errorOf(run)).toContain(
        `SO301000 does not open: HTTP 302 to ${elsewhere}: another origin (http://127.0.0.1:${port}), not followed`
      )
      expect(hits).toBe(0)
      expectCleanDeploy(world.sim, run)
    } finally {
      await new Promise<void>(resolve => other.close(() => resolve()))
    }
  })

  it('a screen id that is not one fails before anything is sent', async () => {
    const world = await startStored()
    const run = await runDeploy(world, { 'verify-screens': 'SO301000, Sales Orders' })
    expectExitCode(run, 1)
    expect(errorOf(run)).toContain('verify-screens')
    expect(errorOf(run)).toContain('"Sales Orders" is not a screen id')
    expect(world.sim.requests).toHaveLength(0)
  })
})

describe('a site that needs one more restart,', () => {
  it('custom endpoint 500 NullReferenceException/OptimizedExport until verify-timeout: needs-restart, how to restart and the command that verifies again', async () => {
    const world = await startStored({ needsRestartAfterPublish: { entities: ['SalesOrder'] } })
    const run = await deployChecked(world)
    expectExitCode(run, 1)
    expect(run.result.outputs.result).toBe('needs-restart')
    const error = errorOf(run)
    expect(error).toContain('the site needs one more application restart')
    expect(error).toContain('HTTP 500 application/json: "OptimizedExportProviderBuilder"')
    expect(error).toContain('Nothing was rolled back')
    expect(error).toContain('Apply Updates (SM203510) → Restart Application')
    expect(error).toContain(
      `acumatica-customization-deploy verify --base-url ${world.sim.url} --username <user> --projects ${PROJECT} --verify-entities SalesOrder`
    )
    expect(run.markdown).toContain('🔁 Published, needs one more restart')
    // The reads were retried until verify-timeout, not given up at once.
    const reads = world.sim.requests.filter(r => r.path.startsWith('/entity/Default'))
    expect(reads.length).toBeGreaterThan(1)
    expect(world.sim.needsRestart).toBe(true)
    expectCleanDeploy(world.sim, run)
  })

  it('with rollback: true and 403 screens: still needs-restart, nothing imported or published again', async () => {
    const world = await startStored({ needsRestartAfterPublish: { screens: ['CR306000'] } })
    const run = await deployChecked(world, { 'verify-screens': 'CR306000', rollback: 'true' })
    expectExitCode(run, 1)
    expect(run.result.outputs.result).toBe('needs-restart')
    expect(errorOf(run)).toContain('screen CR306000 answered until verify-timeout')
    expect(errorOf(run)).toContain('HTTP 403 text/html: "Forbidden"')
    expect(requestsTo(world.sim, API.import)).toHaveLength(1)
    expect(requestsTo(world.sim, API.publishBegin)).toHaveLength(1)
    expect(run.result.outputs.restored).toBe('false')
    expectCleanDeploy(world.sim, run)
  })

  const APPLY_UPDATES = { endpoint: 'Lock', version: '1', entity: 'ApplyUpdate' }
  const RESTART = '/entity/Lock/1/ApplyUpdate/restartApplicationCommand'
  const restarts = (world: World) =>
    world.sim.requests.filter(r => r.method === 'POST' && r.path === RESTART)

  for (const answer of [{ status: 204 }, { status: 202, polls: 2 }] as const) {
    it(`with maintenance-endpoint, restartApplicationCommand answering ${answer.status}: one restart, verified again, published`, async () => {
      const world = await startStored({
        needsRestartAfterPublish: { entities: ['SalesOrder'], screens: ['CR306000'] },
        applyUpdates: { ...APPLY_UPDATES, answers: { restartApplicationCommand: answer } },
        restartDownMs: 300
      })
      const run = await deployChecked(world, {
        'verify-screens': 'CR306000',
        'maintenance-endpoint': 'Lock/1/ApplyUpdate'
      })
      expectExitCode(run, 0)
      expect(run.result.outputs.result).toBe('published')
      expect(restarts(world)).toHaveLength(1)
      expect(restarts(world)[0].json).toEqual({ entity: {}, parameters: {} })
      if (answer.status === 202) {
        const polls = world.sim.requests.filter(
          r => r.method === 'GET' && r.path.startsWith(`${RESTART}/status/`)
        )
        expect(polls.map(r => r.status)).toEqual([202, 202, 204])
      }
      expect(world.sim.needsRestart).toBe(false)
      // After the restart: the site waited for again (down 300 ms), the reads all answer.
      const after = world.sim.requests.slice(world.sim.requests.indexOf(restarts(world).at(-1)!))
      expect(after.some(r => r.path === '/entity' && r.status === 503)).toBe(true)
      expect(after.some(r => r.path === '/Main' && r.status === 200)).toBe(true)
      expect(Number(run.result.outputs['site-ready-seconds'])).toBeGreaterThanOrEqual(0.3)
      expect(run.markdown).toContain('restarted once, verified again')
      expect(run.warnings).toEqual([])
      expect(world.sim.openSessions()).toBe(0)
      expect(world.sim.lockout.state).toBe('Unlocked')
    })
  }

  it('restart-when-needed: false with maintenance-endpoint: needs-restart, no restart made', async () => {
    const world = await startStored({
      needsRestartAfterPublish: { entities: ['SalesOrder'] },
      applyUpdates: APPLY_UPDATES
    })
    const run = await deployChecked(world, {
      'maintenance-endpoint': 'Lock/1/ApplyUpdate',
      'restart-when-needed': 'false'
    })
    expectExitCode(run, 1)
    expect(run.result.outputs.result).toBe('needs-restart')
    expect(restarts(world)).toHaveLength(0)
    expect(world.sim.needsRestart).toBe(true)
    expect(world.sim.openSessions()).toBe(0)
  })

  it('restart-when-needed without maintenance-endpoint changes nothing: needs-restart', async () => {
    const world = await startStored({ needsRestartAfterPublish: { entities: ['SalesOrder'] } })
    const run = await deployChecked(world, { 'restart-when-needed': 'true' })
    expect(run.result.outputs.result).toBe('needs-restart')
    expectCleanDeploy(world.sim, run)
  })
})
