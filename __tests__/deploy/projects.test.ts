// The deploy flow with a fake service: several projects, skip-unchanged, and what a deploy
// changes.
import { describe, expect, it } from '@jest/globals'
import { ServerLogError } from '../../src/api/errors.js'
import { contentDigest } from '../../src/changes/content-digest.js'
import { deploy, type DeployPorts } from '../../src/deploy/deploy.js'
import type { Settings } from '../../src/inputs/read-settings.js'
import { FakeApi, settings, harness, project } from '../../test-support/deploy-fake.js'
import { projectContent } from '../../test-support/project-content.js'
import type {
  DeployLedger,
  LedgerLookup,
  LedgerScope,
  LedgerWrite
} from '../../src/ledger/types.js'

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
    // B's Import was answered with an error entry: refused (it is put back all the same).
    expect(result.projects.map(p => p.importState)).toEqual(['imported', 'refused', 'not-imported'])
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
  const OTHER = 'cd'.repeat(32)

  /** A ledger in memory: entries in the order written, the newest last, keyed as scope + digest. */
  class FakeLedger implements DeployLedger {
    entries: Array<{ scope: LedgerScope; digest: string; contentDigest?: string }> = []
    lookups: LedgerScope[] = []
    answer: LedgerLookup | undefined
    write: LedgerWrite | undefined
    async newest(scope: LedgerScope): Promise<LedgerLookup> {
      this.lookups.push(scope)
      if (this.answer) return this.answer
      const same = (a: LedgerScope): boolean =>
        a.baseUrl === scope.baseUrl && a.tenant === scope.tenant && a.project === scope.project
      const newest = this.entries.filter(e => same(e.scope)).at(-1)
      return newest
        ? {
            found: true,
            digest: newest.digest,
            ...(newest.contentDigest ? { contentDigest: newest.contentDigest } : {}),
            key: `k-${newest.digest}`
          }
        : { found: false }
    }
    async record(scope: LedgerScope, digest: string, contentDigest?: string): Promise<LedgerWrite> {
      if (this.write) return this.write
      this.entries.push({ scope, digest, ...(contentDigest ? { contentDigest } : {}) })
      return { recorded: true, key: `k-${digest}` }
    }
  }
  const scope = {
    baseUrl: 'https://erp.example.com/AcumaticaERP',
    tenant: '',
    project: 'MyProject'
  }
  const unchangedSettings = (overrides: Partial<Settings> = {}): Settings =>
    settings({ skipUnchanged: true, ...overrides })
  /** The instance published DIGEST last and holds it, unchanged. */
  const ledgerWith = (...digests: string[]): FakeLedger => {
    const ledger = new FakeLedger()
    for (const digest of digests) ledger.entries.push({ scope, digest })
    return ledger
  }

  it('imports and publishes nothing when the newest entry is this package, stored and published', async () => {
    const api = new FakeApi()
    api.published = ['MyProject', 'Other']
    const ledger = ledgerWith(OTHER, DIGEST)
    const h = harness(api, { ledger })
    const result = await deploy(unchangedSettings(), h.ports)
    expect(result.outcome).toBe('unchanged')
    expect(api.calls).toEqual(['login', 'getProject', 'getPublished'])
    expect(h.stored).toEqual([]) // no artifact upload
    expect(ledger.lookups).toEqual([scope])
    expect(ledger.entries).toHaveLength(2) // nothing recorded
    expect(h.lines).toContain(
      `info Unchanged: the instance already runs MyProject (sha256 ${DIGEST.slice(0, 16)}). Nothing to import or publish.`
    )
    expect(h.lines.filter(l => l.startsWith('warning'))).toEqual([])
  })

  it('skips a package of other bytes whose content the newest entry recorded (an export written back)', async () => {
    const api = new FakeApi()
    api.published = ['MyProject']
    // The fake's package and stored project both read as the empty content, at level 0.
    const content = contentDigest(projectContent(), 0)
    const ledger = new FakeLedger()
    ledger.entries.push({ scope, digest: OTHER, contentDigest: content })
    const result = await deploy(unchangedSettings(), harness(api, { ledger }).ports)
    expect(result.outcome).toBe('unchanged')
    expect(api.calls).toEqual(['login', 'getProject', 'getPublished'])

    // Another content digest (or none, as entries of earlier versions) proves nothing. (Another
    // one is also drift: the stored project is not what was deployed; overwrite goes on.)
    for (const other of [OTHER, undefined]) {
      const api2 = new FakeApi()
      api2.published = ['MyProject']
      const ledger2 = new FakeLedger()
      ledger2.entries.push({ scope, digest: OTHER, ...(other ? { contentDigest: other } : {}) })
      const deployed = await deploy(
        unchangedSettings({ onDrift: 'overwrite' }),
        harness(api2, { ledger: ledger2 }).ports
      )
      expect(deployed.outcome).toBe('published')
      // The new entry carries both digests.
      expect(ledger2.entries.at(-1)).toEqual({ scope, digest: DIGEST, contentDigest: content })
    }
  })

  it('never changes the Import description, and records each completed publish', async () => {
    const api = new FakeApi()
    api.published = ['MyProject']
    const ledger = ledgerWith(OTHER)
    const h = harness(api, { ledger })
    const project = { ...settings().projects[0], description: 'Sales' }
    const result = await deploy(unchangedSettings({ projects: [project] }), h.ports)
    expect(result.outcome).toBe('published')
    expect(api.imports[0].projectDescription).toBe('Sales')
    // The backup is uploaded once the run knows it deploys, before the Import.
    expect(h.stored).toEqual(['/tmp/backup.zip'])
    expect(result.phases.map(p => p.name)).toEqual([
      'Package',
      'Log in',
      'Back up',
      'List published projects',
      // The ledger has an entry: drift is checked (an entry without a content digest: unchecked).
      'Check drift',
      'Check unchanged',
      'Upload backups',
      'Import',
      'Publish',
      'Record deploy'
    ])
    expect(h.lines).toContain(
      `info skip-unchanged: deploying, as the newest completed deploy of MyProject recorded for this instance is of another package (sha256 ${OTHER.slice(0, 16)}, this one is ${DIGEST.slice(0, 16)}).`
    )
    expect(ledger.entries.map(e => e.digest)).toEqual([OTHER, DIGEST])
    expect(h.lines).toContain(
      `info Recorded the completed deploy of MyProject in the Actions cache (k-${DIGEST}).`
    )
  })

  it('records a completed publish without skip-unchanged too, with the project level in the digest', async () => {
    const levels: number[] = []
    const ledger = new FakeLedger()
    const api = new FakeApi()
    const h = harness(api, {
      ledger,
      packageDigest: async (_path, level) => {
        levels.push(level)
        return DIGEST
      }
    })
    const project = { ...settings().projects[0], description: 'Sales', level: 3 }
    const tenant = { ...settings().credentials, tenant: 'Company' }
    await deploy(settings({ projects: [project], credentials: tenant }), h.ports)
    expect(levels).toEqual([3])
    expect(api.imports[0].projectDescription).toBe('Sales')
    // The content digest carries the level too.
    expect(ledger.entries).toEqual([
      {
        scope: { ...scope, tenant: 'Company' },
        digest: DIGEST,
        contentDigest: contentDigest(projectContent(), 3)
      }
    ])
  })

  it.each<[string, (api: FakeApi) => void, Partial<Settings>]>([
    ['a validation', () => undefined, { validateOnly: true }],
    [
      'a failed publish',
      api => (api.publishEndSteps = [{ state: 'failed', log: [], httpStatus: 200 }]),
      {}
    ],
    [
      'a timed-out publish',
      api => (api.publishEndSteps = [{ state: 'running', log: [], httpStatus: 200 }]),
      { publishTimeoutSeconds: 1, pollIntervalSeconds: 0.5 }
    ],
    ['a refused Import', api => (api.importError = new Error('refused')), {}]
  ])('records nothing after %s', async (_name, arrange, overrides) => {
    const api = new FakeApi()
    arrange(api)
    const ledger = new FakeLedger()
    const result = await deploy(settings(overrides), harness(api, { ledger }).ports)
    expect(result.outcome).not.toBe('published')
    expect(ledger.entries).toEqual([])
    expect(result.phases.map(p => p.name)).not.toContain('Record deploy')
  })

  it('a ledger that cannot be written is told in an info line; the deploy still succeeds', async () => {
    const ledger = new FakeLedger()
    ledger.write = { recorded: false, reason: 'the cache service did not store the entry' }
    const h = harness(new FakeApi(), { ledger })
    const result = await deploy(settings(), h.ports)
    expect(result.outcome).toBe('published')
    expect(h.lines).toContain(
      'info The completed deploy of MyProject was not recorded in the Actions cache (the cache service did not store the entry); a later skip-unchanged run will deploy it again.'
    )
  })

  const content = (items: Record<string, string>) => projectContent(items)

  it.each<[string, Partial<Settings>, string[] | undefined, Partial<DeployPorts>, string]>([
    ['a project that is no longer published', {}, ['Other'], {}, 'MyProject is not published'],
    [
      'a publish-with project that is not published',
      { publishWith: ['Helper'] },
      ['MyProject'],
      {},
      'Helper is not published'
    ],
    ['a validation', { validateOnly: true }, ['MyProject'], {}, 'a validation always runs'],
    [
      'another tenant mode',
      { tenantMode: 'All' },
      ['MyProject'],
      {},
      "tenant-mode is All: the ledger only knows the login's tenant"
    ],
    [
      'an instance without getPublished',
      {},
      undefined,
      {},
      'the published projects could not be listed'
    ],
    [
      'a stored project edited on the instance',
      {},
      ['MyProject'],
      {
        projectContent: async zipPath =>
          content(zipPath === '/tmp/backup.zip' ? { 'Code#A': 'edited' } : { 'Code#A': '1' })
      },
      'the stored MyProject differs from the package (1 item or file)'
    ],
    [
      'a stored project that cannot be read',
      {},
      ['MyProject'],
      {
        projectContent: async () => {
          throw new Error('not a zip')
        }
      },
      'the stored MyProject could not be compared with the package'
    ],
    [
      'a run without a ledger',
      {},
      ['MyProject'],
      { ledger: undefined },
      'this run keeps no ledger of completed deploys (it needs the Actions cache)'
    ],
    [
      'an empty ledger',
      {},
      ['MyProject'],
      { ledger: new FakeLedger() },
      'no completed deploy of MyProject to this instance is recorded in the Actions cache (or the cache could not be read)'
    ],
    [
      'a ledger that cannot be read',
      {},
      ['MyProject'],
      {
        ledger: Object.assign(new FakeLedger(), {
          answer: { unavailable: 'the Actions cache service is not available to this step' }
        })
      },
      'the ledger of completed deploys could not be read for MyProject (the Actions cache service is not available to this step)'
    ]
  ])('deploys as usual for %s', async (_name, overrides, published, extra, why) => {
    const api = new FakeApi()
    api.published = published
    const h = harness(api, { ledger: ledgerWith(DIGEST), ...extra })
    const result = await deploy(unchangedSettings(overrides), h.ports)
    expect(api.calls).toContain('Import')
    expect(api.calls).toContain('publishBegin')
    expect(result.outcome).not.toBe('unchanged')
    expect(h.lines).toContain(`info skip-unchanged: deploying, as ${why}.`)
  })

  it('with backup: false reads the stored project for the check, uploads nothing and restores nothing', async () => {
    const api = new FakeApi()
    api.published = ['MyProject']
    const h = harness(api, { ledger: ledgerWith(DIGEST) })
    const skipped = await deploy(unchangedSettings({ backup: false }), h.ports)
    expect(skipped.outcome).toBe('unchanged')
    expect(api.calls).toEqual(['login', 'getProject', 'getPublished'])

    const failing = new FakeApi()
    failing.published = ['MyProject']
    failing.publishEndSteps = [{ state: 'failed', log: [], httpStatus: 200 }]
    const h2 = harness(failing, { ledger: ledgerWith(OTHER) })
    const result = await deploy(unchangedSettings({ backup: false }), h2.ports)
    expect(result.outcome).toBe('failed')
    expect(h2.stored).toEqual([])
    expect(result.projects[0].backup.status).toBe('disabled')
    expect(failing.imports).toHaveLength(1) // no restore Import
  })
})

describe('what a deploy changes', () => {
  const content = projectContent

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
    api.project = { found: false, message: 'The project is not found: MyProject' }
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
