// The deploy step in-process (moved from the e2e tests of dist/): skip-unchanged skips only on
// proof (the newest entry of the ledger of completed deploys, kept in the Actions cache stand-in
// through the real @actions/cache, is this package's; the stored project holds it; getPublished
// lists it), against an instance that stores an Import as real ones do (the simulator rebuilds
// project.xml). Every way the stored project or the instance can differ from what was last
// published is followed by a deploy that publishes. And the Changes a deploy shows.
import { describe, expect, it } from '@jest/globals'
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { startSimulator } from '../../simulator/index.js'
import { SimClient, zipBuffer } from '../../simulator/testing.js'
import { readZip } from '../../test-support/zip.js'
import {
  API,
  PROJECT,
  USER,
  calls,
  requestsTo,
  sampleProjectPath
} from '../../test-support/world.js'
import {
  expectExitCode,
  useStepWorld,
  type ActionsWorld,
  type StepRun
} from '../../test-support/step-world.js'

const steps = useStepWorld({ publishEndScript: [{ text: 'true' }] })
const start = steps.startWorld
type World = ActionsWorld
type ActionRun = StepRun

/**
 * The deploy step and the post step with the Actions services of `world` (the backup in its
 * artifact stand-in, the ledger in its cache); `options.env` adds job variables.
 */
function runDeploy(
  world: World,
  overrides: Record<string, string> = {},
  options: { workspace?: string; env?: Record<string, string> } = {}
): Promise<StepRun> {
  return steps.deploy(world.sim, overrides, { ...options, actions: world.artifacts })
}

// A workspace of the test's own that keeps the project between runs (the action packages only
// what is in the workspace), with the sample project copied to `project/`.
async function workspaceWithSample(): Promise<{ workspace: string; folder: string }> {
  const workspace = await mkdtemp(path.join(os.tmpdir(), 'skip-unchanged-'))
  const folder = path.join(workspace, 'project')
  await cp(sampleProjectPath, folder, { recursive: true })
  return { workspace, folder }
}

// Each run is a workflow run of its own (its run id is in the ledger's key), with its own backup
// name (the artifact stand-in is one run, where names are unique).
let runs = 0
function deployRun(
  world: World,
  inputs: Record<string, string> = {},
  options: Parameters<typeof runDeploy>[2] = {}
): Promise<ActionRun> {
  runs++
  return runDeploy(
    world,
    { 'skip-unchanged': 'true', 'backup-artifact-name': `backup-${runs}`, ...inputs },
    { ...options, env: { GITHUB_RUN_ID: String(5000 + runs), ...options.env } }
  )
}

/** A world whose instance runs package P of `project/`, published by the action (ledger entry). */
async function runningP(options: Parameters<typeof start>[0] = {}) {
  const world = await start({ projects: {}, ...options })
  const { workspace, folder } = await workspaceWithSample()
  const page = path.join(folder, 'Pages', 'US', 'US101000.aspx')
  const original = await readFile(page, 'utf8')
  const useP = () => writeFile(page, original)
  const useQ = () => writeFile(page, `${original}\n<%-- Q --%>\n`)
  const run = (
    inputs: Record<string, string> = {},
    options: Parameters<typeof runDeploy>[2] = {}
  ) => deployRun(world, { 'project-path': 'project', ...inputs }, { workspace, ...options })
  const first = await run()
  expectExitCode(first, 0)
  expect(first.result.outputs.result).toBe('published')
  const imports = (): number => requestsTo(world.sim, API.import).length
  const publishes = (): number => requestsTo(world.sim, API.publishBegin).length
  /** The next deploy of P publishes nothing. */
  const expectUnchanged = async (): Promise<void> => {
    await useP()
    const [i, p] = [imports(), publishes()]
    const again = await run()
    expect(again.result.outputs.result).toBe('unchanged')
    expect([imports(), publishes()]).toEqual([i, p])
  }
  /** The next deploy of `use` publishes, saying why in one line. */
  const expectPublishes = async (
    use: () => Promise<void>,
    why: string,
    inputs: Record<string, string> = {}
  ): Promise<ActionRun> => {
    await use()
    const p = publishes()
    const next = await run(inputs)
    expectExitCode(next, 0)
    expect(next.result.outputs.result).toBe('published')
    expect(publishes()).toBe(p + 1)
    expect(next.output).toContain(`skip-unchanged: deploying, as ${why}`)
    return next
  }
  return {
    world,
    run,
    useP,
    useQ,
    expectUnchanged,
    expectPublishes,
    cleanup: () => rm(workspace, { recursive: true, force: true })
  }
}

const NEWER =
  'the newest completed deploy of SamplePriority recorded for this instance is of another package'

describe('skip-unchanged', () => {
  it('the same package twice: the second run imports, publishes and uploads nothing, says unchanged', async () => {
    const world = await start({ projects: {} })
    const { sim, artifacts } = world

    const first = await deployRun(world)
    expectExitCode(first, 0)
    expect(first.result.outputs.result).toBe('published')
    // No stamp: the Import's description is the project's own.
    expect(
      (requestsTo(sim, API.import)[0].json as { projectDescription: string }).projectDescription
    ).toBe('Sample: order priority on Sales Orders and a small inquiry page')
    // One ledger entry, for this instance, project, run and package.
    const entries = artifacts.cache.entries.filter(e => e.finalized)
    expect(entries).toHaveLength(1)
    expect(entries[0].key).toMatch(
      // The package digest, then the content digest.
      /^acumatica-deploy-ledger-v1\|127\.0\.0\.1%3A\d+%2Facumaticaerp\|\|samplepriority\|run-\d+-1\|[0-9a-f]{64}\|[0-9a-f]{64}$/
    )
    expect(first.output).toContain(
      `Recorded the completed deploy of ${PROJECT} in the Actions cache (${entries[0].key}).`
    )
    const artifactCount = artifacts.artifacts.length

    const before = sim.requests.length
    const second = await deployRun(world)
    expectExitCode(second, 0)
    expect(second.result.outputs.result).toBe('unchanged')
    expect(calls(sim).slice(before)).toEqual([
      'GET /entity',
      `POST ${API.login}`,
      // The probe for another publish.
      `POST ${API.publishEnd}`,
      `POST ${API.getProject}`,
      `POST ${API.getPublished}`,
      `POST ${API.logout}`
    ])
    expect(artifacts.artifacts).toHaveLength(artifactCount)
    expect(artifacts.cache.entries).toHaveLength(1) // an unchanged run records nothing
    expect(second.result.outputs['backup-artifact-id'] ?? '').toBe('')
    expect(second.output).toContain(`Unchanged: the instance already runs ${PROJECT} (sha256 `)
    expect(second.markdown).toContain('The instance already runs these packages')
    expect(second.warnings).toEqual([])
    expect(second.postWarnings).toEqual([])
    expect(first.warnings).toEqual([])
    expect(JSON.parse(second.result.outputs['changes-json'])).toEqual([
      { name: PROJECT, added: [], changed: [], removed: [] }
    ])
  })

  it('a validation that leaves the stored project changed, then a deploy: published', async () => {
    const p = await runningP()
    try {
      await p.expectUnchanged()
      await p.useQ()
      const validated = await p.run({
        'validate-only': 'true',
        'restore-after-validation': 'false'
      })
      expect(validated.result.outputs.result).toBe('validated')
      // The stored project is now Q, the instance still runs P.
      await p.expectPublishes(p.useQ, NEWER)
    } finally {
      await p.cleanup()
    }
  })

  it('P, then Q, then a failed publish of P: the instance runs Q, and the next deploy of P publishes', async () => {
    const p = await runningP()
    try {
      await p.expectPublishes(p.useQ, `the stored ${PROJECT} differs from the package`)
      p.world.sim.setPublishEndScript([
        { json: { isFailed: true, log: [{ logType: 'error', message: 'error CS0103' }] } }
      ])
      await p.useP()
      const failed = await p.run({ 'restore-on-failure': 'false' })
      expect(failed.result.outputs.result).toBe('failed')
      p.world.sim.setPublishEndScript([{ text: 'true' }])
      // Stored: P; published: Q; the newest entry: Q.
      await p.expectPublishes(p.useP, NEWER)
      await p.expectUnchanged()
    } finally {
      await p.cleanup()
    }
  })

  it('a timed-out publish that then fails on the instance, then a deploy: published', async () => {
    const p = await runningP()
    try {
      p.world.sim.setPublishEndScript([
        { text: 'false' },
        { text: 'false' },
        { text: 'false' },
        { json: { isFailed: true, log: [{ logType: 'error', message: 'error CS0103' }] } }
      ])
      await p.useQ()
      const timedOut = await p.run({ 'publish-timeout': '0.06', 'poll-interval': '0.05' })
      expect(timedOut.result.outputs.result).toBe('timed-out')
      // The instance ends that publish on its own: it fails.
      const client = new SimClient(p.world.sim.url)
      await client.login(USER.name, USER.password)
      for (let i = 0; i < 10 && p.world.sim.publishState === 'running'; i++) {
        await client.publishEnd()
      }
      expect(p.world.sim.publishState).toBe('failed')
      await client.logout()
      p.world.sim.setPublishEndScript([{ text: 'true' }])
      await p.expectPublishes(p.useQ, NEWER)
    } finally {
      await p.cleanup()
    }
  })

  it('an edit of the stored project on the instance, then a deploy: published', async () => {
    const p = await runningP()
    try {
      await p.expectUnchanged()
      // The Customization Project Editor saves the project with one more file; P still runs.
      const stored = p.world.sim.storedProject(PROJECT)!
      const entries: Record<string, Buffer> = {}
      for (const [name, bytes] of await readZip(stored)) entries[name] = bytes
      entries['Pages/US/US101001.aspx'] = Buffer.from('<%@ Page %>')
      const client = new SimClient(p.world.sim.url)
      await client.login(USER.name, USER.password)
      expect((await client.importProject(PROJECT, await zipBuffer(entries))).status).toBe(200)
      await client.logout()
      // That is drift: on-drift: fail (the default) imports nothing and names the file.
      const imports = requestsTo(p.world.sim, API.import).length
      const drift = await p.run()
      expect(drift.result.outputs.result).toBe('drift')
      expect(drift.result.failure).toContain(
        `Drift: ${PROJECT} changed on the instance since this action last deployed it (${PROJECT}: added 1 (Pages/US/US101001.aspx), changed 0, removed 0)`
      )
      expect(requestsTo(p.world.sim, API.import)).toHaveLength(imports)
      // Its result file says so too (a fleet's report lists the instance as drifted).
      const file = JSON.parse(await readFile(drift.result.outputs['result-file'], 'utf8')) as {
        result: string
      }
      expect(file.result).toBe('drift')
      await p.expectPublishes(
        p.useP,
        `the stored ${PROJECT} differs from the package (1 item or file)`,
        { 'on-drift': 'overwrite' }
      )
      await p.expectUnchanged()
    } finally {
      await p.cleanup()
    }
  })

  it('a project no longer published, then a deploy: published', async () => {
    const p = await runningP()
    try {
      p.world.sim.published.splice(0, p.world.sim.published.length)
      await p.expectPublishes(p.useP, `${PROJECT} is not published.`)
    } finally {
      await p.cleanup()
    }
  })

  it('an empty cache, then a failing one: each deploy publishes and the step succeeds', async () => {
    const p = await runningP()
    try {
      const cache = p.world.artifacts.cache
      cache.entries.splice(0, cache.entries.length)
      const empty = await p.expectPublishes(
        p.useP,
        `no completed deploy of ${PROJECT} to this instance is recorded in the Actions cache`
      )
      // An ordinary "no entry" is no warning.
      expect(empty.warnings).toEqual([])
      cache.options = { failWith: 403 }
      const failing = await p.expectPublishes(
        p.useP,
        `no completed deploy of ${PROJECT} to this instance is recorded in the Actions cache`
      )
      // The record failed too: the step still succeeds, and says so in one info line.
      expect(failing.output).toContain(
        `The completed deploy of ${PROJECT} was not recorded in the Actions cache`
      )
      cache.options = {}
      // The entry of the run before the failing one is still the newest: unchanged.
      await p.expectUnchanged()
    } finally {
      await p.cleanup()
    }
  })

  it('another instance holding the same project, stored and published: published there', async () => {
    const p = await runningP()
    const other = await startSimulator({
      users: [USER],
      projects: { [PROJECT]: p.world.sim.storedProject(PROJECT)! },
      published: [PROJECT]
    })
    try {
      const there = await p.run({ 'base-url': other.url })
      expect(there.result.outputs.result).toBe('published')
      expect(there.output).toContain(
        `skip-unchanged: deploying, as no completed deploy of ${PROJECT} to this instance is recorded`
      )
      await p.expectUnchanged() // the first instance's ledger is untouched
    } finally {
      await other.close()
      await p.cleanup()
    }
  })

  it('a publish-with project that is not published: deployed as usual', async () => {
    const world = await start({ projects: {} })
    expect((await deployRun(world)).result.outputs.result).toBe('published')
    const again = await deployRun(world, { 'publish-with': 'Helper' })
    expect(again.result.outputs.result).not.toBe('unchanged')
    expect(again.output).toContain('skip-unchanged: deploying, as Helper is not published.')
  })

  it('a failed verification (result unverified), then a deploy: published', async () => {
    // Every read of the entity Broken answers HTTP 500: a publish that completes, unverified.
    const p = await runningP({
      entityFaults: {
        Broken: { exceptionMessage: 'Object reference not set to an instance of an object.' }
      }
    })
    try {
      await p.expectUnchanged()
      await p.useQ()
      const unverified = await p.run({ 'verify-entities': 'Broken', 'verify-timeout': '1' })
      expect(unverified.result.outputs.result).toBe('unverified')
      // Q was published but never proven: no ledger entry, so the next deploy publishes again.
      await p.expectPublishes(p.useQ, NEWER)
    } finally {
      await p.cleanup()
    }
  })
})

describe('Changes', () => {
  it('a validation shows a modified graph extension, an added inquiry and a removed DLL', async () => {
    const { workspace, folder } = await workspaceWithSample()
    try {
      const projectXmlPath = path.join(folder, 'project.xml')
      const original = await readFile(projectXmlPath, 'utf8')
      // Stored now: the sample as it is, plus a DLL the new package no longer has.
      const files: Record<string, string | Buffer> = {
        'project.xml': original,
        'Bin/Old.dll': Buffer.from('MZ old')
      }
      for (const page of ['Pages/US/US101000.aspx', 'Pages/US/US101000.aspx.cs']) {
        files[page] = await readFile(path.join(folder, ...page.split('/')))
      }
      const world = await start({
        projects: { [PROJECT]: await zipBuffer(files) },
        published: [PROJECT]
      })
      // The package: the graph's code changed and a generic inquiry added.
      const inquiry = [
        '    <GenericInquiryScreen>',
        '        <data-set>',
        '            <relations format-version="3" relations-version="20240201" main-table="GIDesign" />',
        '            <layout><table name="GIDesign" /></layout>',
        '            <data><GIDesign><row DesignID="d1" Name="OrdersByPriority" /></GIDesign></data>',
        '        </data-set>',
        '    </GenericInquiryScreen>'
      ].join('\n')
      const next = original
        .replace('using PX.Objects.SO;', 'using PX.Objects.SO;\nusing PX.Objects.CS;')
        .replace('</Customization>', `${inquiry}\n</Customization>`)
      expect(next).not.toBe(original)
      await writeFile(projectXmlPath, next)

      const run = await runDeploy(
        world,
        { 'project-path': 'project', 'validate-only': 'true' },
        { workspace }
      )
      expectExitCode(run, 0)
      expect(run.result.outputs.result).toBe('validated')
      const [changes] = JSON.parse(run.result.outputs['changes-json'])
      expect(changes.name).toBe(PROJECT)
      expect(changes.added).toEqual(['GenericInquiryScreen#OrdersByPriority'])
      expect(changes.changed).toEqual(['Code#SOOrderPriorityExt'])
      expect(changes.removed).toEqual(['Bin/Old.dll'])
      expect(run.markdown).toContain('### Changes')
      // Item keys come from the instance's backup: shown as text, `#` as a character reference.
      expect(run.markdown).toContain('<code>GenericInquiryScreen&#35;OrdersByPriority</code>')
    } finally {
      await rm(workspace, { recursive: true, force: true })
    }
  })

  it('a first deploy lists everything as added; backup: false gives an empty array', async () => {
    const world = await start({ projects: {} })
    const first = await runDeploy(world)
    const [changes] = JSON.parse(first.result.outputs['changes-json'])
    expect(changes.added).toContain('Code#SOOrderPriorityExt')
    expect(changes.added).toContain('Pages/US/US101000.aspx')
    expect(changes.changed).toEqual([])
    const none = await runDeploy(world, { backup: 'false' })
    expect(JSON.parse(none.result.outputs['changes-json'])).toEqual([])
  })
})
