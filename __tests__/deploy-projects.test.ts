// The deploy flow with a fake service: several projects, skip-unchanged, and what a deploy
// changes.
import { describe, expect, it } from '@jest/globals'
import { ServerLogError } from '../src/api/errors.js'
import { deploy, type DeployPorts } from '../src/deploy/deploy.js'
import type { Settings } from '../src/inputs/read-settings.js'
import { FakeApi, settings, harness, project } from '../test-support/deploy-fake.js'

describe('several projects', () => {
  it('packages, backs up and imports each in order, then publishes all with one publishBegin', async () => {
    const api = new FakeApi()
    const h = harness(api, {
      makePackage: async p => ({ path: `/tmp/${p.name}.zip`, size: 1, sha256: p.name, entries: 1 })
    })
    const result = await deploy(
      settings({ projects: [project('A'), project('B'), project('C')], publishWith: ['b', 'D'] }),
      h.ports
    )
    expect(result.outcome).toBe('published')
    expect(api.calls).toEqual([
      'login',
      'getProject',
      'getProject',
      'getProject',
      'getPublished',
      'Import',
      'Import',
      'Import',
      'publishBegin',
      'publishEnd',
      'publishEnd'
    ])
    expect(api.imports.map(i => [i.projectName, i.packagePath, i.projectLevel])).toEqual([
      ['A', '/tmp/A.zip', 2],
      ['B', '/tmp/B.zip', 2],
      ['C', '/tmp/C.zip', 2]
    ])
    expect(api.publishBegins[0].projectNames).toEqual(['A', 'B', 'C', 'D', 'Other'])
    expect(result.projects.map(p => p.package?.sha256)).toEqual(['A', 'B', 'C'])
    expect(h.stored).toHaveLength(3)
  })

  it('an Import failing in the middle puts back the projects before it and publishes nothing', async () => {
    const api = new FakeApi()
    const realImport = api.importPackage.bind(api)
    api.importPackage = async request => {
      const entries = await realImport(request)
      if (request.projectName === 'B' && request.packagePath !== '/tmp/backup.zip') {
        throw new ServerLogError('Import', 'Import of B failed: broken', { status: 200 })
      }
      return entries
    }
    const result = await deploy(
      settings({ projects: [project('A'), project('B'), project('C')] }),
      harness(api).ports
    )
    expect(result.outcome).toBe('failed')
    expect(api.calls).not.toContain('publishBegin')
    expect(api.imports.map(i => `${i.projectName} ${i.packagePath}`)).toEqual([
      'A /tmp/p.zip',
      'B /tmp/p.zip',
      'A /tmp/backup.zip',
      'B /tmp/backup.zip'
    ])
    expect(result.projects.map(p => p.importState)).toEqual([
      'imported',
      'maybe-imported',
      'not-imported'
    ])
    expect(result.projects.map(p => p.restore?.status)).toEqual([
      'reimported',
      'reimported',
      undefined
    ])
  })

  it('sends the tenant list and the replay flag only when asked', async () => {
    const api = new FakeApi()
    await deploy(
      settings({ tenantMode: 'List', tenants: ['T1', 'T2', 'T3'], replayDbScripts: true }),
      harness(api).ports
    )
    expect(api.publishBegins[0]).toMatchObject({
      tenantMode: 'List',
      tenantLoginNames: ['T1', 'T2', 'T3'],
      isReplayPreviouslyExecutedScripts: true
    })
    const plain = new FakeApi()
    await deploy(settings(), harness(plain).ports)
    expect(Object.keys(plain.publishBegins[0]).sort()).toEqual([
      'isMergeWithExistingPackages',
      'isOnlyDbUpdates',
      'isOnlyValidation',
      'projectNames',
      'tenantMode'
    ])
  })
})

describe('skip-unchanged', () => {
  const DIGEST = 'ab'.repeat(32)
  const STAMP = 'abababababababab'
  // The stored project's root description, as getProject gives it back.
  const storedAs = (description: string): Partial<DeployPorts> => ({
    packageDetails: async () => ({ level: 0, description })
  })
  const unchangedSettings = (overrides: Partial<Settings> = {}): Settings =>
    settings({ skipUnchanged: true, ...overrides })

  it('imports and publishes nothing when the stored project carries the stamp and is published', async () => {
    const api = new FakeApi()
    api.published = ['MyProject', 'Other']
    const h = harness(api, storedAs(`Sales [sha256:${STAMP}]`))
    const result = await deploy(unchangedSettings(), h.ports)
    expect(result.outcome).toBe('unchanged')
    expect(api.calls).toEqual(['login', 'getProject', 'getPublished'])
    expect(h.stored).toEqual([]) // no artifact upload
    expect(result.projects[0].backup.status).toBe('downloaded')
    expect(h.lines).toContain(
      `info Unchanged: the instance already runs MyProject (sha256 ${STAMP}). Nothing to import or publish.`
    )
    expect(h.lines.filter(l => l.startsWith('warning'))).toEqual([])
  })

  it('stamps the Import description with the digest, replacing an earlier stamp', async () => {
    const api = new FakeApi()
    api.published = ['MyProject']
    const h = harness(api, storedAs('Sales [sha256:0000000000000000]'))
    const project = { ...settings().projects[0], description: 'Sales [sha256:1111111111111111]' }
    const result = await deploy(unchangedSettings({ projects: [project] }), h.ports)
    expect(result.outcome).toBe('published')
    expect(api.imports[0].projectDescription).toBe(`Sales [sha256:${STAMP}]`)
    // The backup is uploaded once the run knows it deploys, before the Import.
    expect(h.stored).toEqual(['/tmp/backup.zip'])
    expect(result.phases.map(p => p.name)).toEqual([
      'Package',
      'Log in',
      'Back up',
      'List published projects',
      'Upload backups',
      'Import',
      'Publish'
    ])
    expect(h.lines).toContain(
      `info skip-unchanged: deploying, as MyProject is stored with the stamp 0000000000000000, and this package's is ${STAMP}.`
    )
  })

  it.each<[string, Partial<Settings>, string[] | undefined, string]>([
    ['a project that is no longer published', {}, ['Other'], 'MyProject is not published'],
    [
      'a publish-with project that is not published',
      { publishWith: ['Helper'] },
      ['MyProject'],
      'Helper is not published'
    ],
    ['a validation', { validateOnly: true }, ['MyProject'], 'a validation always runs'],
    [
      'another tenant mode',
      { tenantMode: 'All' },
      ['MyProject'],
      'tenant-mode is All, and the stamp says nothing about other tenants'
    ],
    [
      'an instance without getPublished',
      {},
      undefined,
      'the published projects could not be listed'
    ],
    [
      'no backup',
      { backup: false },
      ['MyProject'],
      'there is no backup of MyProject to read its stamp from (backup: false)'
    ]
  ])('deploys as usual for %s', async (_name, overrides, published, why) => {
    const api = new FakeApi()
    api.published = published
    const h = harness(api, storedAs(`Sales [sha256:${STAMP}]`))
    const result = await deploy(unchangedSettings(overrides), h.ports)
    expect(api.calls).toContain('Import')
    expect(api.calls).toContain('publishBegin')
    expect(result.outcome).not.toBe('unchanged')
    expect(h.lines).toContain(`info skip-unchanged: deploying, as ${why}.`)
  })

  it('deploys when the package changed (another digest) or the level changed', async () => {
    const changed = new FakeApi()
    changed.published = ['MyProject']
    const h1 = harness(changed, {
      ...storedAs(`Sales [sha256:${STAMP}]`),
      packageDigest: async () => 'cd'.repeat(32)
    })
    const result = await deploy(unchangedSettings(), h1.ports)
    expect(result.outcome).toBe('published')
    // The project's description is empty: the stamp alone, with this package's digest.
    expect(changed.imports[0].projectDescription).toBe('[sha256:cdcdcdcdcdcdcdcd]')
    // The level is part of the digest: the flow passes the project's level to it.
    const levels: number[] = []
    const api = new FakeApi()
    const h = harness(api, {
      packageDigest: async (_path, level) => {
        levels.push(level)
        return DIGEST
      }
    })
    await deploy(
      unchangedSettings({ projects: [{ ...settings().projects[0], level: 3 }] }),
      h.ports
    )
    expect(levels).toEqual([3])
  })

  it('leaves the description alone without skip-unchanged', async () => {
    const api = new FakeApi()
    const project = { ...settings().projects[0], description: 'Sales' }
    await deploy(settings({ projects: [project] }), harness(api).ports)
    expect(api.imports[0].projectDescription).toBe('Sales')
  })
})

describe('what a deploy changes', () => {
  const content = (items: Record<string, string>, files: Record<string, string>) => ({
    items: new Map(Object.entries(items)),
    files: new Map(Object.entries(files))
  })

  it('compares the backup with the package, also for a validation', async () => {
    const api = new FakeApi()
    const h = harness(api, {
      projectContent: async zipPath =>
        zipPath === '/tmp/backup.zip'
          ? content({ 'Code#A': '1' }, { 'Bin/Old.dll': 'x' })
          : content({ 'Code#A': '2', 'GenericInquiryScreen#New': '3' }, {})
    })
    const result = await deploy(settings({ validateOnly: true }), h.ports)
    expect(result.projects[0].changes).toEqual({
      added: ['GenericInquiryScreen#New'],
      changed: ['Code#A'],
      removed: ['Bin/Old.dll']
    })
    expect(h.lines).toContain(
      'info Changes in MyProject: added 1 (GenericInquiryScreen#New), changed 1 (Code#A), removed 1 (Bin/Old.dll).'
    )
  })

  it('lists everything as added on a first deploy, and nothing without a backup', async () => {
    const api = new FakeApi()
    api.project = { found: false, message: "The customization project 'MyProject' was not found." }
    const h = harness(api, {
      projectContent: async () => content({ 'Code#A': '1' }, { 'Bin/A.dll': '2' })
    })
    const first = await deploy(settings(), h.ports)
    expect(first.projects[0].changes).toEqual({
      added: ['Code#A', 'Bin/A.dll'],
      changed: [],
      removed: []
    })

    const none = await deploy(settings({ backup: false }), harness(new FakeApi()).ports)
    expect(none.projects[0].changes).toBeUndefined()
  })

  it('a stored project that cannot be read is a warning, and the deploy goes on', async () => {
    const api = new FakeApi()
    const h = harness(api, {
      projectContent: async () => {
        throw new Error('The project.xml of the stored MyProject is not well-formed XML: oops')
      }
    })
    const result = await deploy(settings(), h.ports)
    expect(result.outcome).toBe('published')
    expect(result.projects[0].changes).toBeUndefined()
    expect(h.lines).toContain(
      'warning Could not compare MyProject with the stored project (The project.xml of the stored MyProject is not well-formed XML: oops); the deploy goes on, without its Changes.'
    )
  })
})
