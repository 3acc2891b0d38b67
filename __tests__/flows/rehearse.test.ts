// The upgrade rehearsal (rehearse/action.yml, docs/upgrade.md) in-process against two simulators:
// the source (2024 R2, its published set) and the target (2025 R1). What the source receives
// (GET /entity, login, getPublished, getProject, logout: nothing else), the Import set and the
// one publishBegin on the target, the target put back after a validation, a failure in this
// repository's project and one in a source project pointed at, publish: true, no source, both
// passwords masked, bad inputs before any request.
import { describe, expect, it } from '@jest/globals'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { failedPublishScript } from '../../simulator/publish-errors.js'
import { zipBuffer } from '../../simulator/testing.js'
import type { Simulator } from '../../simulator/index.js'
import {
  SOURCE_USER,
  rehearseInputs,
  useRehearseWorld,
  type Rehearsal
} from '../../test-support/rehearse-world.js'
import {
  API,
  PROJECT,
  USER,
  calls,
  cookieValues,
  previousVersionZip,
  sampleProjectPath
} from '../../test-support/world.js'
import { readZip } from '../../test-support/zip.js'

const world = useRehearseWorld()

/** A small project of the source's set: one Code item, one SQL script. */
const ACME = 'AcmeCore'
const acmeZip = (): Promise<Buffer> =>
  zipBuffer({
    'project.xml': Buffer.from(
      [
        '<Customization level="5" description="Acme core" product-version="24.210">',
        '  <Graph ClassName="AcmeCoreExt" Source="#CDATA" IsNew="True" FileType="NewGraph">',
        '    <CDATA name="Source"><![CDATA[namespace Acme { public class AcmeCoreExt { } }]]></CDATA>',
        '  </Graph>',
        '  <Sql TableName="AcmeTable" TableSchemaXml="#CDATA">',
        '    <CDATA name="TableSchemaXml"><![CDATA[<table name="AcmeTable" />]]></CDATA>',
        '  </Sql>',
        '</Customization>'
      ].join('\r\n')
    )
  })

/** The source of most tests: this repository's project (an older version) and AcmeCore. */
async function productionSource(options: Parameters<typeof world.source>[0] = {}) {
  return world.source({
    projects: { [PROJECT]: await previousVersionZip(), [ACME]: await acmeZip() },
    published: [PROJECT, ACME],
    ...options
  })
}

/** A target of the next release with one project of its own, stored and published. */
async function stagingTarget(options: Parameters<typeof world.target>[0] = {}) {
  return world.target({
    projects: { StagingOnly: await acmeZip() },
    published: ['StagingOnly'],
    ...options
  })
}

const SOURCE_CALLS = [
  'GET /entity',
  `POST ${API.login}`,
  `POST ${API.getPublished}`,
  `POST ${API.getProject}`,
  `POST ${API.getProject}`,
  `POST ${API.logout}`
]

const rehearsal = (run: Rehearsal) =>
  JSON.parse(run.result.outputs['rehearsal-json']) as {
    result: string
    mode: string
    source: { url: string; build: string } | null
    target: { url: string; build: string }
    set: { artifactName: string } | null
    projects: Array<{
      name: string
      origin: string
      items: number | null
      result: string
      errors: string[]
    }>
  }

/**
 * Every run of 6 characters of `secret` but those of letters alone: the shared fixture's password
 * ends in the word `secret`, which the messages about an empty password use.
 */
const runsOf = (secret: string): string[] =>
  Array.from({ length: secret.length - 5 }, (_, i) => secret.slice(i, i + 6)).filter(
    run => !/^[a-z]+$/i.test(run)
  )

/** No 6-character run of the passwords, nor a cookie value, in the log, summary or outputs. */
function expectNothingSecret(run: Rehearsal, sims: Simulator[]): void {
  const written = [
    run.runner.log,
    run.markdown,
    JSON.stringify(run.result.outputs),
    run.result.failure ?? ''
  ].join('\n')
  const secrets = [
    ...runsOf(USER.password),
    ...runsOf(SOURCE_USER.password),
    ...sims.flatMap(cookieValues)
  ]
  expect(secrets.filter(secret => written.includes(secret))).toEqual([])
}

function publishBegins(sim: Simulator) {
  return sim.requests.filter(r => r.path.endsWith(API.publishBegin))
}

describe('rehearse: the source read, the set validated on the target', () => {
  it('sends the source GET /entity, login, getPublished, getProject of each and logout only; imports the set with this repository project in place; one publishBegin; puts the target back', async () => {
    const source = await productionSource()
    const target = await stagingTarget()
    const run = await world.rehearse(rehearseInputs(target, source))

    expect(run.result.failure).toBeUndefined()
    expect(run.result.result).toBe('rehearsed')
    expect(calls(source)).toEqual(SOURCE_CALLS)
    expect(source.openSessions()).toBe(0)
    // The source never changed: its stored and published projects are as they were.
    expect(source.storedProjectNames().sort()).toEqual([ACME, PROJECT].sort())
    expect(source.published).toEqual([PROJECT, ACME])

    // The set in the source's order, this repository's package in place of the source's.
    expect(target.imported.map(p => p.name)).toEqual([PROJECT, ACME])
    const ours = await readZip(await readFile(target.imported[0].zipPath))
    const theirs = await readZip(await previousVersionZip())
    expect(ours.get('project.xml')!.toString('utf8')).not.toContain('<!-- previous version -->')
    expect(theirs.get('project.xml')!.toString('utf8')).toContain('<!-- previous version -->')
    expect((await readFile(target.imported[1].zipPath)).equals(await acmeZip())).toBe(true)
    expect(target.imported[1].level).toBe(5)
    expect(target.imported[1].description).toBe('Acme core')

    // One publishBegin, every name of the set, a validation (the target's own project stays out).
    const begins = publishBegins(target)
    expect(begins).toHaveLength(1)
    expect(target.lastPublishBegin).toMatchObject({
      projectNames: [PROJECT, ACME],
      isOnlyValidation: true
    })
    // Put back as a validation leaves it: the projects it did not hold are deleted again.
    expect(target.storedProjectNames()).toEqual(['StagingOnly'])
    expect(target.published).toEqual(['StagingOnly'])
    expect(target.openSessions()).toBe(0)

    const json = rehearsal(run)
    expect(json).toMatchObject({
      result: 'rehearsed',
      mode: 'validation',
      source: { url: source.url, build: '24.210.0016' },
      target: { url: target.url, build: '25.101.0153' }
    })
    expect(json.projects).toEqual([
      { name: PROJECT, origin: 'repository', items: expect.any(Number), result: 'ok', errors: [] },
      { name: ACME, origin: 'source', items: 2, result: 'ok', errors: [] }
    ])
    expect(json.projects[0].items).toBeGreaterThan(0)
    // The set stored together: each project's zip, named rehearsal-set-<host>-<name>.
    expect(
      run.runner.backups.map(b => b.artifactName).filter(n => n.startsWith('rehearsal-set'))
    ).toEqual([
      `rehearsal-set-${new URL(target.url).host.replace(':', '-')}-${PROJECT}`,
      `rehearsal-set-${new URL(target.url).host.replace(':', '-')}-${ACME}`
    ])
    // The summary: both builds, one row per project.
    expect(run.markdown).toContain('Rehearsal: rehearsed')
    expect(run.markdown).toContain('24.210.0016')
    expect(run.markdown).toContain('25.101.0153')
    expect(run.markdown).toMatch(/AcmeCore.*the source.*\b2\b.*ok \(validated\)/)
    expect(run.markdown).toMatch(/SamplePriority.*this repository.*ok \(validated\)/)
    expect(run.runner.messages('warning')).toEqual([])
    expectNothingSecret(run, [source, target])
    // Both passwords and both sessions' cookies masked before anything could print them.
    const masked = [...run.runner.secrets]
    expect(masked).toEqual(expect.arrayContaining([USER.password, SOURCE_USER.password]))
    // The session's own cookies (requestid and the locale are no secrets: the client keeps them out).
    const tokens = [source, target].flatMap(sim =>
      sim.requests.flatMap(r =>
        Object.entries(r.cookies)
          .filter(([name]) => name === 'ASP.NET_SessionId' || name === '.ASPXAUTH')
          .map(([, value]) => value)
      )
    )
    expect(new Set(tokens).size).toBeGreaterThanOrEqual(4)
    expect(masked).toEqual(expect.arrayContaining(tokens))
    expect(run.runner.state.get('progress')).toBe('done: rehearsed')
  })

  it("a failure in this repository's project: its row points at the line, the source's row is ok, result failed", async () => {
    const source = await productionSource()
    const target = await stagingTarget({
      publishEndScript: failedPublishScript('compile', [PROJECT, ACME])
    })
    const run = await world.rehearse(rehearseInputs(target, source, { sarif: 'rehearsal.sarif' }))

    expect(run.result.result).toBe('failed')
    expect(run.result.failure).toMatch(/^The rehearsal failed on the target/)
    // sarif: the publish run's result on the same line.
    const sarif = JSON.parse(
      await readFile(path.join(run.workspace, 'rehearsal.sarif'), 'utf8')
    ) as {
      runs: Array<{
        results: Array<{
          ruleId: string
          locations?: Array<{
            physicalLocation: { artifactLocation: { uri: string }; region?: { startLine: number } }
          }>
        }>
      }>
    }
    const located = sarif.runs
      .flatMap(r => r.results)
      .filter(r => r.ruleId === 'CS0103')
      .map(r => r.locations?.[0]?.physicalLocation)
    expect(located).toEqual([
      {
        artifactLocation: expect.objectContaining({ uri: 'sample-project/project.xml' }),
        region: expect.objectContaining({
          startLine: await codeLine('SOOrderEntryPriorityExt', 16)
        })
      }
    ])
    const json = rehearsal(run)
    const line = await codeLine('SOOrderEntryPriorityExt', 16)
    expect(json.projects).toEqual([
      {
        name: PROJECT,
        origin: 'repository',
        items: expect.any(Number),
        result: 'failed',
        errors: [`sample-project/project.xml:${line} (CS0103)`]
      },
      { name: ACME, origin: 'source', items: 2, result: 'ok', errors: [] }
    ])
    // The annotation on the repository's line, and the target put back all the same.
    expect(
      run.runner.lines.filter(l => l.file !== undefined).map(l => [l.file, l.line])
    ).toContainEqual(['sample-project/project.xml', line])
    expect(target.storedProjectNames()).toEqual(['StagingOnly'])
    expect(publishBegins(target)).toHaveLength(1)
    expect(calls(source)).toEqual(SOURCE_CALLS)
    expectNothingSecret(run, [source, target])
  })

  it("a failure in a source project: pointed at that project's item, this repository's row is ok", async () => {
    // The source publishes the sample's code under another name: the compile error is in it.
    const source = await world.source({
      projects: { LegacyOrders: await previousVersionZip(), [ACME]: await acmeZip() },
      published: ['LegacyOrders', ACME]
    })
    const target = await stagingTarget({
      publishEndScript: failedPublishScript('compile', ['LegacyOrders', ACME])
    })
    // This repository's AcmeCore, a package folder, in place of the source's.
    const run = await world.rehearse(
      rehearseInputs(target, source, { 'project-name': ACME, 'project-path': 'acme-core' }),
      {
        prepareWorkspace: async workspace => {
          const zip = await readZip(await acmeZip())
          await mkdir(path.join(workspace, 'acme-core'))
          await writeFile(path.join(workspace, 'acme-core', 'project.xml'), zip.get('project.xml')!)
        }
      }
    )

    expect(run.result.result).toBe('failed')
    const json = rehearsal(run)
    expect(json.projects.map(p => [p.name, p.origin, p.result])).toEqual([
      ['LegacyOrders', 'source', 'failed'],
      [ACME, 'repository', 'ok']
    ])
    // A zip of the source is pointed at by item.
    expect(json.projects[0].errors).toEqual(['Code#SOOrderEntryPriorityExt (CS0103)'])
    const findings = JSON.parse(run.result.outputs['publish-findings-json']) as Array<{
      project?: string
      item?: string
    }>
    expect(findings).toContainEqual(
      expect.objectContaining({ project: 'LegacyOrders', item: 'Code#SOOrderEntryPriorityExt' })
    )
    expect(run.text).toMatch(/LegacyOrders.*the source.*errors at .*Code#SOOrderEntryPriorityExt/)
    expect(run.text).toMatch(/AcmeCore.*this repository.*\b2\b.*ok/)
    // The failure's place first: "Where it failed" before the rows' details of the target's run.
    expect(run.text.indexOf('Where it failed')).toBeLessThan(run.text.indexOf("The target's run"))
    expect(target.storedProjectNames()).toEqual(['StagingOnly'])
  })

  it('publish: true publishes the set on the target and puts nothing back', async () => {
    const source = await productionSource()
    const target = await stagingTarget()
    const run = await world.rehearse(rehearseInputs(target, source, { publish: 'true' }))

    expect(run.result.failure).toBeUndefined()
    expect(run.result.result).toBe('rehearsed')
    expect(target.lastPublishBegin).toMatchObject({
      projectNames: [PROJECT, ACME],
      isOnlyValidation: false
    })
    expect(publishBegins(target)).toHaveLength(1)
    expect(target.requests.filter(r => r.path.endsWith('/CustomizationApi/delete'))).toEqual([])
    expect(target.published).toEqual([PROJECT, ACME])
    expect(rehearsal(run).mode).toBe('publish')
    expect(run.markdown).toContain('ok (published)')
    expect(calls(source)).toEqual(SOURCE_CALLS)
  })

  it("without a source: the target's own published set, this repository's project in place", async () => {
    const target = await world.target({
      projects: { [PROJECT]: await previousVersionZip(), StagingOnly: await acmeZip() },
      published: [PROJECT, 'StagingOnly']
    })
    const run = await world.rehearse(rehearseInputs(target, undefined))

    expect(run.result.failure).toBeUndefined()
    expect(run.result.result).toBe('rehearsed')
    // The set read first (its own session, released), then the deploy's own calls.
    expect(calls(target).slice(0, 6)).toEqual(SOURCE_CALLS)
    expect(target.lastPublishBegin).toMatchObject({
      projectNames: [PROJECT, 'StagingOnly'],
      isOnlyValidation: true
    })
    expect(publishBegins(target)).toHaveLength(1)
    // Put back: the backups imported again, the previous version first.
    expect(target.imported.map(p => p.name)).toEqual([
      PROJECT,
      'StagingOnly',
      PROJECT,
      'StagingOnly'
    ])
    const restored = await readZip(await readFile(target.imported[2].zipPath))
    expect(restored.get('project.xml')!.toString('utf8')).toContain('previous version')
    const json = rehearsal(run)
    expect(json.source).toBeNull()
    expect(json.projects.map(p => [p.name, p.origin, p.result])).toEqual([
      [PROJECT, 'repository', 'ok'],
      ['StagingOnly', 'target', 'ok']
    ])
    expect(target.openSessions()).toBe(0)
    expectNothingSecret(run, [target])
  })

  it('the set alone (no project of this repository) is rehearsed as the source publishes it', async () => {
    const source = await productionSource()
    const target = await stagingTarget()
    const run = await world.rehearse(
      rehearseInputs(target, source, { 'project-name': '', 'project-path': '' })
    )
    expect(run.result.result).toBe('rehearsed')
    expect(rehearsal(run).projects.map(p => p.origin)).toEqual(['source', 'source'])
    expect((await readFile(target.imported[0].zipPath)).equals(await previousVersionZip())).toBe(
      true
    )
  })
})

describe('rehearse: a source that fails, bad inputs', () => {
  it('a refused source login: nothing is sent to the target, the failure names the source', async () => {
    const source = await productionSource()
    const target = await stagingTarget()
    const run = await world.rehearse(
      rehearseInputs(target, source, { 'source-password': 'Wrong-91c3e5a7' })
    )
    expect(run.result.result).toBe('failed')
    expect(run.result.failure).toMatch(/^Could not log in to the source/)
    expect(run.result.failure).toContain('source-username and source-password')
    expect(target.requests).toEqual([])
    expect(source.openSessions()).toBe(0)
    expect(run.runner.log).not.toContain('Wrong-91c3e5a7')
  })

  it('a source without getPublished: the set cannot be read, the source logged out, the target untouched', async () => {
    const source = await productionSource({ getPublishedAvailable: false })
    const target = await stagingTarget()
    const run = await world.rehearse(rehearseInputs(target, source))
    expect(run.result.result).toBe('failed')
    expect(run.result.failure).toMatch(
      /^Could not list the projects the source publishes \(getPublished\): the instance has no getPublished .*Nothing was sent to the target\.$/
    )
    expect(calls(source)).toEqual([
      'GET /entity',
      `POST ${API.login}`,
      `POST ${API.getPublished}`,
      `POST ${API.logout}`
    ])
    expect(target.requests).toEqual([])
  })

  it('a published project getProject does not find: the failure names it, nothing sent to the target', async () => {
    const source = await world.source({
      projects: { [ACME]: await acmeZip() },
      published: [ACME, 'Vanished']
    })
    const target = await stagingTarget()
    const run = await world.rehearse(rehearseInputs(target, source))
    expect(run.result.result).toBe('failed')
    expect(run.result.failure).toMatch(
      /^Could not download Vanished from the source \(getProject\): getPublished lists it, but getProject answers: .*Vanished/
    )
    expect(target.requests).toEqual([])
    expect(source.openSessions()).toBe(0)
  })

  it('a name the engine would refuse, from the source, is never sent on; a name listed twice is taken once', async () => {
    const hostile = await world.source({
      projects: { [ACME]: await acmeZip() },
      published: [ACME, '../../etc/passwd']
    })
    const target = await stagingTarget()
    const refused = await world.rehearse(rehearseInputs(target, hostile))
    expect(refused.result.failure).toMatch(
      /^Could not list the projects the source publishes \(getPublished\): getPublished listed "\.\.\/\.\.\/etc\/passwd", which is not a project name/
    )
    expect(calls(hostile)).not.toContain(`POST ${API.getProject}`)
    expect(target.requests).toEqual([])

    const twice = await world.source({
      projects: { [ACME]: await acmeZip() },
      published: [ACME, ACME.toUpperCase()]
    })
    const run = await world.rehearse(
      rehearseInputs(target, twice, { 'project-name': '', 'project-path': '' })
    )
    expect(run.result.result).toBe('rehearsed')
    expect(calls(twice).filter(call => call.endsWith(API.getProject))).toHaveLength(1)
    expect(target.lastPublishBegin).toMatchObject({ projectNames: [ACME] })
  })

  it('an empty set (nothing published, no project of this repository): nothing sent to the target', async () => {
    const source = await world.source({ projects: {}, published: [] })
    const target = await stagingTarget()
    const run = await world.rehearse(
      rehearseInputs(target, source, { 'project-name': '', 'project-path': '' })
    )
    expect(run.result.result).toBe('failed')
    expect(run.result.failure).toMatch(/publishes no project and this repository gives none/)
    expect(target.requests).toEqual([])
    expect(source.openSessions()).toBe(0)
  })

  it.each(['Read the set', 'getPublished answered'])(
    'a cancel (%s): the source logged out, nothing sent to the target, result cancelled',
    async when => {
      const source = await productionSource()
      const target = await stagingTarget()
      const run = await world.rehearse(rehearseInputs(target, source), {
        beforeRun: runner => {
          if (when === 'Read the set') runner.cancelAt = { group: when, signal: 'SIGINT' }
          else void source.waitForRequests(API.getPublished, 1).then(() => runner.cancel())
        }
      })
      expect(run.result.result).toBe('cancelled')
      expect(run.result.failure).toBe(
        'The rehearsal was cancelled while the set was read; nothing was sent to the target.'
      )
      expect(target.requests).toEqual([])
      expect(source.openSessions()).toBe(0)
      // Nothing but the reads and the logout reached the source.
      expect(calls(source).filter(call => !SOURCE_CALLS.includes(call))).toEqual([])
      expect(run.runner.groups).not.toContain('Package')
    }
  )

  it.each<[string, Record<string, string>, RegExp]>([
    [
      'source-url without source-username',
      { 'source-username': '' },
      /^Input 'source-username' is required with source-url/
    ],
    [
      'source-url without source-password',
      { 'source-password': '' },
      /^Input 'source-password' is empty/
    ],
    [
      'source-username without source-url',
      { 'source-url': '' },
      /^Input 'source-username' is set but source-url is empty/
    ],
    [
      'source-url not a URL',
      { 'source-url': 'prod.example.com' },
      /^Input 'source-url' \("prod\.example\.com"\) is not a valid URL/
    ],
    [
      'source-url of another scheme',
      { 'source-url': 'ftp://prod.example.com/ERP' },
      /^Input 'source-url' .* must start with https:\/\//
    ],
    [
      'publish not a boolean',
      { publish: 'yes' },
      /^Input 'publish' \("yes"\) must be true or false/
    ]
  ])('%s fails before any request', async (_, overrides, message) => {
    const source = await productionSource()
    const target = await stagingTarget()
    const run = await world.rehearse(rehearseInputs(target, source, overrides))
    expect(run.result.result).toBe('failed')
    expect(run.result.failure).toMatch(message)
    expect(source.requests).toEqual([])
    expect(target.requests).toEqual([])
    expect(run.markdown).toContain('Nothing was sent to the instance')
    expectNothingSecret(run, [])
  })

  it('source-url naming the target itself fails before any request', async () => {
    const target = await stagingTarget()
    const run = await world.rehearse(
      rehearseInputs(target, undefined, {
        'source-url': `${target.url.toUpperCase().replace('HTTP://', 'http://')}/`,
        'source-username': SOURCE_USER.name,
        'source-password': SOURCE_USER.password
      })
    )
    expect(run.result.failure).toMatch(/^Input 'source-url' .* is the target itself/)
    expect(target.requests).toEqual([])
  })
})

/** The line of the sample's project.xml holding line `line` of the code of Graph `className`. */
async function codeLine(className: string, line: number): Promise<number> {
  const text = await readFile(path.join(sampleProjectPath, 'project.xml'), 'utf8')
  const graph = text.indexOf(`<Graph ClassName="${className}"`)
  const start = text.indexOf('<![CDATA[', graph)
  return text.slice(0, start).split('\n').length + line - 1
}
