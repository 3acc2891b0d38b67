// The deploy step in-process (moved from the e2e tests of dist/; the Actions services are the
// artifact stand-in and its cache, through the libraries dist/ uses): verified deploys (the site
// answers again, every project published, entities read), the version check, rollback and dry runs,
// against the simulator's GET /entity, entity reads, restart downtime and getPublished.
import { describe, expect, it } from '@jest/globals'
import { API, PROJECT, calls, previousVersionZip, requestsTo } from '../../test-support/world.js'
import {
  expectCleanDeploy,
  expectExitCode,
  expectNoSecretsIn,
  useStepWorld,
  type ActionsWorld as World,
  type StepRun
} from '../../test-support/step-world.js'
import { USER, cookieValues } from '../../test-support/world.js'

// publishEnd completes on the second poll with no warning entry, so a run's warnings are its own.
const steps = useStepWorld({ publishEndScript: [{ text: 'false' }, { text: 'true' }] })
const start = steps.startWorld
/** The deploy step and the post step with the Actions services of `world`. */
const runDeploy = steps.deployIn

/** A world whose instance stores the previous version of the project. */
async function startStored(options: Parameters<typeof start>[0] = {}): Promise<World> {
  return start({ projects: { [PROJECT]: await previousVersionZip() }, ...options })
}

const ENTITY_READ = /^GET \/entity\/Default\/24\.200\.001\/SalesOrder\?\$top=1$/
const BROKEN = 'Object reference not set to an instance of an object. (SOOrderEntryExt.cs:42)'

/** Method and path (with the query of GET requests), in the order the simulator answered them. */
function lines(world: World): string[] {
  return world.sim.requests.map(
    r =>
      `${r.method} ${r.method === 'GET' ? r.url.replace(new URL(world.sim.url).pathname, '') : r.path} ${r.status}`
  )
}

/** Requests after the publishEnd that said the publish completed (the last publishEnd). */
function afterPublish(world: World): string[] {
  const all = lines(world)
  const last = all.map(l => l.startsWith(`POST ${API.publishEnd}`)).lastIndexOf(true)
  return all.slice(last + 1)
}

async function deployWithEntities(
  world: World,
  inputs: Record<string, string> = {}
): Promise<StepRun> {
  return runDeploy(world, { 'verify-entities': 'SalesOrder', 'verify-timeout': '10', ...inputs })
}

describe('verified deploys', () => {
  it('a restart that ends the session: the old one logged out, one new login, site-ready-seconds at least the downtime', async () => {
    const world = await startStored({
      restartDownMs: 600
    })
    const run = await deployWithEntities(world)
    expectExitCode(run, 0)
    expect(run.result.outputs.result).toBe('published')
    expect(run.result.outputs['instance-version']).toBe('24.210.0016')
    expect(Number(run.result.outputs['site-ready-seconds'])).toBeGreaterThanOrEqual(0.6)
    const after = afterPublish(world)
    // Not ready while the pool restarts, then ready; the ended session is logged out (401,
    // it is gone) before the one new login; the post step logs that one out.
    expect(after.filter(l => l.startsWith('GET /entity 503')).length).toBeGreaterThan(0)
    const rest = after.filter(l => !l.startsWith('GET /entity 503'))
    expect(rest.map(l => l.replace(/\?\$top=1/, ''))).toEqual([
      'GET /entity 200',
      `POST ${API.getPublished} 401`,
      `POST ${API.logout} 401`,
      `POST ${API.login} 204`,
      `POST ${API.getPublished} 200`,
      'GET /entity/Default/24.200.001/SalesOrder 200',
      `POST ${API.logout} 204`
    ])
    expect(world.sim.sessionsCreated).toBe(2)
    expect(run.markdown).toContain('### Verification')
    // Instance text is escaped for markdown (a leading "24." would start a list): as rendered.
    const rendered = run.markdown.replace(/&#(\d+);/g, (_m, code: string) =>
      String.fromCharCode(Number(code))
    )
    expect(rendered).toContain('<code>24.210.0016</code>')
    expect(run.markdown).toMatch(/Site ready<\/th><td>✅ after \d/)
    expect(run.markdown).toContain('Entity <code>Default/24.200.001/SalesOrder</code>')
    expect(run.warnings).toEqual([])
    expectCleanDeploy(world.sim, run)
  })

  it('a session that survives the restart is used as it is: no second login', async () => {
    const world = await startStored({
      restartDropsSessions: false
    })
    const run = await deployWithEntities(world)
    expectExitCode(run, 0)
    expect(run.result.outputs.result).toBe('published')
    expect(afterPublish(world)).toEqual([
      'GET /entity 200',
      `POST ${API.getPublished} 200`,
      'GET /entity/Default/24.200.001/SalesOrder?$top=1 200',
      `POST ${API.logout} 204`
    ])
    expect(requestsTo(world.sim, API.login)).toHaveLength(1)
    expectCleanDeploy(world.sim, run)
  })

  it('a project missing from getPublished after the publish: unverified, naming it and the backup to import', async () => {
    const world = await startStored({
      unlistAfterPublish: [PROJECT]
    })
    const run = await deployWithEntities(world)
    expectExitCode(run, 1)
    expect(run.result.outputs.result).toBe('unverified')
    const artifact = world.artifacts.artifacts[0].name
    const [error] = run.errors
    expect(error).toContain(`getPublished does not list ${PROJECT} after the publish`)
    expect(error).toContain(`import the backup artifact ${artifact}`)
    // Nothing imported again, no entity read after the failed check.
    expect(requestsTo(world.sim, API.import)).toHaveLength(1)
    expect(lines(world).some(l => ENTITY_READ.test(l.replace(/ \d+$/, '')))).toBe(false)
    expectCleanDeploy(world.sim, run)
  })

  it('an entity that fails twice then answers: published, three reads', async () => {
    const world = await startStored({
      entityFaults: { SalesOrder: { failTimes: 2, exceptionMessage: BROKEN } }
    })
    const run = await deployWithEntities(world)
    expectExitCode(run, 0)
    expect(run.result.outputs.result).toBe('published')
    const reads = lines(world).filter(l => l.startsWith('GET /entity/Default'))
    expect(reads.map(l => l.split(' ').at(-1))).toEqual(['500', '500', '200'])
    expect(run.markdown).toContain('✅ answers (3 attempts)')
    expectCleanDeploy(world.sim, run)
  })

  it('an entity that always fails: unverified, naming the entity and the instance message', async () => {
    const world = await startStored({
      entityFaults: { SalesOrder: { exceptionMessage: BROKEN } }
    })
    const run = await deployWithEntities(world, { 'verify-timeout': '1' })
    expectExitCode(run, 1)
    expect(run.result.outputs.result).toBe('unverified')
    const [error] = run.errors
    expect(error).toContain('reading Default/24.200.001/SalesOrder failed until verify-timeout')
    expect(error).toContain(BROKEN)
    expect(error).toContain('import the backup artifact')
    expect(requestsTo(world.sim, API.import)).toHaveLength(1)
    expect(requestsTo(world.sim, API.publishBegin)).toHaveLength(1)
    expect(run.result.outputs.restored).toBe('false')
    expectCleanDeploy(world.sim, run)
  })

  it('an entity that always fails, with rollback: the backup imported and published again, rolled-back', async () => {
    const previous = await previousVersionZip()
    const world = await start({
      // The stored bytes as imported, to compare with the backup.
      rebuildStoredProjects: false,
      projects: { [PROJECT]: previous, Other: previous },
      published: [PROJECT, 'Other'],
      entityFaults: { SalesOrder: { exceptionMessage: BROKEN } },
      restartDownMs: 200
    })
    const run = await deployWithEntities(world, { 'verify-timeout': '1.5', rollback: 'true' })
    expectExitCode(run, 1)
    expect(run.result.outputs.result).toBe('rolled-back')
    const { sim } = world
    const imports = requestsTo(sim, API.import)
    expect(imports).toHaveLength(2)
    expect(imports[1].json).toMatchObject({ projectName: PROJECT, isReplaceIfExists: true })
    expect(sim.storedProject(PROJECT)?.equals(previous)).toBe(true)
    const begins = requestsTo(sim, API.publishBegin)
    expect(begins).toHaveLength(2)
    // What getPublished listed before the run, with the run's other options.
    expect(begins[1].json).toMatchObject({
      projectNames: [PROJECT, 'Other'],
      isOnlyValidation: false,
      tenantMode: 'Current'
    })
    expect(sim.published).toEqual([PROJECT, 'Other'])
    const [error] = run.errors
    expect(error).toContain('Rolled back')
    expect(error).toContain('not the database changes their scripts or plug-ins made')
    expect(run.markdown).toContain('not the database changes their scripts or plug-ins made')
    expect(sim.openSessions()).toBe(0)
    expectNoSecretsIn(run, [USER.password, ...cookieValues(sim)])
  })

  it('a site that never comes back: unverified after verify-timeout, nothing else sent', async () => {
    const world = await startStored({
      restartDownMs: 1e9
    })
    const run = await deployWithEntities(world, { 'verify-timeout': '0.6' })
    expectExitCode(run, 1)
    expect(run.result.outputs.result).toBe('unverified')
    expect(run.result.outputs['site-ready-seconds']).toBe('')
    const [error] = run.errors
    expect(error).toContain('the site did not answer GET /entity within verify-timeout (0.6 s)')
    const after = afterPublish(world)
    // Only GET /entity until the deadline (and the post step's logout, which the site refuses).
    expect(after.slice(0, -1).every(l => l === 'GET /entity 503')).toBe(true)
    expect(after.at(-1)).toBe(`POST ${API.logout} 503`)
  })

  it('verify: false and a validation: no call after publishEnd but the post step logout', async () => {
    const world = await startStored()
    const run = await deployWithEntities(world, { verify: 'false' })
    expectExitCode(run, 0)
    expect(run.result.outputs.result).toBe('published')
    expect(run.result.outputs['site-ready-seconds']).toBe('')
    expect(afterPublish(world)).toEqual([`POST ${API.logout} 401`])
    expectCleanDeploy(world.sim, run)
  })

  it('a validation reads nothing after publishEnd but the restore', async () => {
    const world = await startStored()
    const run = await deployWithEntities(world, { 'validate-only': 'true' })
    expectExitCode(run, 0)
    expect(run.result.outputs.result).toBe('validated')
    expect(afterPublish(world)).toEqual([`POST ${API.import} 200`, `POST ${API.logout} 204`])
    expectCleanDeploy(world.sim, run)
  })
})

// The version check and the product-version of a build: in-process, __tests__/commands/deploy.test.ts.

describe('dry runs', () => {
  const WRITES = [API.import, API.publishBegin, API.publishEnd, '/CustomizationApi/delete']

  it('a deploy: reads everything, writes nothing, result planned, changes-json', async () => {
    const world = await startStored()
    const run = await runDeploy(world, { 'dry-run': 'true', 'include-published': 'false' })
    expectExitCode(run, 0)
    expect(run.result.outputs.result).toBe('planned')
    expect(calls(world.sim)).toEqual([
      'GET /entity',
      `POST ${API.login}`,
      `POST ${API.getProject}`,
      `POST ${API.getPublished}`,
      `POST ${API.logout}`
    ])
    for (const path of WRITES) expect(requestsTo(world.sim, path)).toHaveLength(0)
    expect(world.artifacts.requests).toHaveLength(0)
    // The stored project was read and compared (no artifact uploaded).
    expect(JSON.parse(run.result.outputs['changes-json'])).toEqual([
      expect.objectContaining({ name: PROJECT, added: [], removed: [] })
    ])
    expect(run.markdown).toContain('Planned (dry run)')
    expect(run.markdown).toContain('a deploy would publish')
    expectCleanDeploy(world.sim, run)
  })

  it('a first deploy: everything added, nothing written', async () => {
    const world = await start({ projects: {} })
    const run = await runDeploy(world, { 'dry-run': 'true' })
    expectExitCode(run, 0)
    expect(run.result.outputs.result).toBe('planned')
    for (const path of WRITES) expect(requestsTo(world.sim, path)).toHaveLength(0)
    const [changes] = JSON.parse(run.result.outputs['changes-json']) as Array<{ added: string[] }>
    expect(changes.added.length).toBeGreaterThan(0)
    expect(world.sim.storedProjectNames()).toEqual([])
    expectCleanDeploy(world.sim, run)
  })

  it('bad credentials: failed at login, nothing else sent', async () => {
    const world = await startStored()
    const run = await runDeploy(world, { 'dry-run': 'true', password: 'wrong-password-1' })
    expectExitCode(run, 1)
    expect(run.result.outputs.result).toBe('failed')
    expect(calls(world.sim)).toEqual(['GET /entity', `POST ${API.login}`])
  })
})
