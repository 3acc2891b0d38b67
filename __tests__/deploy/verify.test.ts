// The flow of a verified deploy with a fake service and a fake clock: the new login after the
// restart (old session out first, never two seats), the site wait bounded by verify-timeout,
// entity retries, the rollback's publish, dry runs writing nothing, version-check fail stopping
// before login; and the inputs of these features.
import { describe, expect, it } from '@jest/globals'
import {
  ApiError,
  RequestTimeoutError,
  SessionLostError,
  TransientError
} from '../../src/api/errors.js'
import type {
  BackupDownload,
  CustomizationApi,
  EntityTarget,
  ImportRequest,
  InstanceInfo,
  LogEntry,
  PublishBeginRequest,
  PublishEndAnswer
} from '../../src/api/types.js'
import { deploy, type DeployPorts } from '../../src/deploy/deploy.js'
import { progressLine } from '../../src/report/progress-text.js'
import { failureMessage } from '../../src/report/report.js'
import { InputError, type Settings } from '../../src/inputs/read-settings.js'
import { readVerifyOptions } from '../../src/inputs/read-verify-settings.js'
import { settings as fakeSettings } from '../../test-support/deploy-fake.js'
import { projectContent } from '../../test-support/project-content.js'

const INSTANCE: InstanceInfo = {
  build: '24.208.0012',
  endpoints: [
    { name: 'Default', version: '23.200.001' },
    { name: 'Default', version: '24.200.001' }
  ]
}

/** A fake instance whose session ends with a completed publish, as the pool restart does. */
class Instance implements CustomizationApi {
  calls: string[] = []
  sessionCookie: string | undefined
  private session = 0
  private live: string | undefined
  published: string[] | undefined = ['Other', 'MyProject']
  /** readInstance answers: Errors are "not yet". */
  siteAnswers: Array<InstanceInfo | Error> = [INSTANCE]
  entityAnswers: Array<'rows' | Error> = ['rows']
  restartEndsSession = true
  imports: ImportRequest[] = []
  begins: PublishBeginRequest[] = []
  project: BackupDownload = { found: true, path: '/tmp/b.zip', size: 1, sha256: 'ab' }

  async login(): Promise<void> {
    this.session++
    this.sessionCookie = this.live = `s=${this.session}`
    this.calls.push('login')
  }
  useSession(cookie: string): void {
    this.sessionCookie = cookie
  }
  private check(call: string): void {
    if (this.sessionCookie !== this.live || this.live === undefined) {
      this.calls.push(`${call} 401`)
      throw new SessionLostError('getPublished', `${call}: session gone`, { status: 401 })
    }
    this.calls.push(call)
  }
  async logout(): Promise<void> {
    if (this.sessionCookie !== this.live || this.live === undefined) {
      this.calls.push('logout 401')
      throw new SessionLostError('logout', 'gone', { status: 401 })
    }
    this.calls.push('logout')
    this.live = undefined
  }
  async getProject(): Promise<BackupDownload> {
    this.check('getProject')
    return this.project
  }
  /** The time limit of each getPublished call (undefined: request-timeout alone). */
  publishedLimits: Array<number | undefined> = []
  async getPublished(withinMs?: number): Promise<string[] | undefined> {
    this.publishedLimits.push(withinMs)
    this.check('getPublished')
    return this.published
  }
  async importPackage(request: ImportRequest): Promise<LogEntry[]> {
    this.check('Import')
    this.imports.push(request)
    return []
  }
  async publishBegin(request: PublishBeginRequest): Promise<LogEntry[]> {
    this.check('publishBegin')
    this.begins.push(request)
    return []
  }
  async publishEnd(): Promise<PublishEndAnswer> {
    this.check('publishEnd')
    if (this.restartEndsSession) this.live = undefined
    return { state: 'completed', log: [], httpStatus: 200 }
  }
  // No other publish runs here (the probe has tests of its own: __tests__/deploy/busy.test.ts).
  async publishProbe(): Promise<PublishEndAnswer> {
    return { state: 'running', log: [], httpStatus: 200 }
  }
  async unpublishAll(): Promise<LogEntry[]> {
    throw new Error('a verification never unpublishes')
  }
  async deleteProject(): Promise<LogEntry[]> {
    this.check('delete')
    return []
  }
  async readInstance(): Promise<InstanceInfo> {
    this.calls.push('GET /entity')
    const answer = this.siteAnswers.length > 1 ? this.siteAnswers.shift()! : this.siteAnswers[0]
    if (answer instanceof Error) throw answer
    return answer
  }
  async readEntity(target: EntityTarget): Promise<void> {
    this.check(`read ${target.endpoint}/${target.version}/${target.entity}`)
    const answer =
      this.entityAnswers.length > 1 ? this.entityAnswers.shift()! : this.entityAnswers[0]
    if (answer instanceof Error) throw answer
  }
  /** readScreen answers, one per read (the last repeats). */
  screenAnswers: Array<'opens' | Error> = ['opens']
  async readScreen(screenId: string): Promise<void> {
    this.check(`screen ${screenId}`)
    const answer =
      this.screenAnswers.length > 1 ? this.screenAnswers.shift()! : this.screenAnswers[0]
    if (answer instanceof Error) throw answer
  }
}

/** The shared fake settings, with one package project, no login retries and a verification. */
function settings(overrides: Partial<Settings> = {}): Settings {
  return fakeSettings({
    projects: [
      {
        name: 'MyProject',
        source: { kind: 'package', path: '/repo/p.zip' },
        description: '',
        level: 0,
        backupArtifactName: 'MyProject-backup'
      }
    ],
    backupMaxBytes: 1024 ** 3,
    pollIntervalSeconds: 5,
    loginAttempts: 1,
    loginRetryDelaySeconds: 0,
    verify: {
      timeoutSeconds: 60,
      screens: [],
      restartWhenNeeded: true,
      entities: [{ entity: 'SalesOrder', line: 'SalesOrder' }],
      rollback: false
    },
    versionCheck: 'warn',
    dryRun: false,
    ...overrides
  })
}

function ports(
  api: Instance,
  productVersion = '24.208'
): DeployPorts & {
  sessions: string[]
  lines: string[]
  stored: string[]
  elapsed: () => number
  advance: (ms: number) => void
} {
  let clock = 0
  const sessions: string[] = []
  const lines: string[] = []
  const stored: string[] = []
  return {
    api,
    makePackage: async () => ({ path: '/tmp/p.zip', size: 1, sha256: 'cd', entries: 1 }),
    backupPath: () => '/tmp/b.zip',
    storeBackup: async path => {
      stored.push(path)
      return {
        stored: {
          artifactName: 'MyProject-backup.zip',
          artifactId: '1',
          artifactUrl: 'u',
          digest: 'd'
        }
      }
    },
    packageDetails: async () => ({ productVersion }),
    packageDigest: async () => 'ab'.repeat(32),
    projectContent: async () => projectContent(),
    sessionStarted: cookie => sessions.push(cookie),
    log: {
      phase: (_name, work) => work(),
      event: e => lines.push(progressLine(e).text),
      publishLogEntry: () => undefined
    },
    sleep: async ms => {
      clock += ms
    },
    now: () => clock,
    sessions,
    lines,
    stored,
    elapsed: () => clock,
    advance: ms => {
      clock += ms
    }
  }
}

describe('verified deploy flow', () => {
  it('the restart ended the session: one new login (the client releases the old session first), saved for the post step', async () => {
    const api = new Instance()
    const p = ports(api)
    const result = await deploy(settings(), p)
    expect(result.outcome).toBe('published')
    const after = api.calls.slice(api.calls.indexOf('publishEnd') + 1)
    expect(after).toEqual([
      'GET /entity',
      'getPublished 401',
      // The client's login logs the old session out first (api-client-login, e2e-verify).
      'login',
      'getPublished',
      'read Default/24.200.001/SalesOrder'
    ])
    // The post step releases the session saved last: the new one.
    expect(p.sessions).toEqual(['s=1', 's=2'])
    expect(result.verification?.loggedInAgain).toBe(true)
    // Before the Import: request-timeout alone; in the verification: what is left of its 60 s.
    const [before, ...verifying] = api.publishedLimits
    expect(before).toBeUndefined()
    expect(verifying).toHaveLength(2)
    for (const limit of verifying) {
      expect(limit).toBeGreaterThan(0)
      expect(limit).toBeLessThanOrEqual(60_000)
    }
  })

  it('with verify off, nothing after publishEnd', async () => {
    const api = new Instance()
    const result = await deploy(settings({ verify: undefined }), ports(api))
    expect(result.outcome).toBe('published')
    expect(api.calls.at(-1)).toBe('publishEnd')
    expect(result.verification).toBeUndefined()
  })

  it('waits for the site every poll-interval, up to verify-timeout from the end of the publish', async () => {
    const api = new Instance()
    // Read before the deploy; from the restart on, 503.
    api.siteAnswers = [INSTANCE, new TransientError('entity', 'GET /entity answered HTTP 503')]
    const p = ports(api)
    const result = await deploy(
      settings({
        verify: {
          timeoutSeconds: 30,
          screens: [],
          restartWhenNeeded: true,
          entities: [],
          rollback: false
        }
      }),
      p
    )
    expect(result.outcome).toBe('unverified')
    expect(result.failure).toMatchObject({
      kind: 'unverified',
      problem: { kind: 'site-not-ready' }
    })
    // One before the deploy, then one every 5 s from the end of the publish (at 0, 5, ... 25 s);
    // at 30 s the time is up, and nothing else is sent.
    expect(api.calls.filter(c => c === 'GET /entity')).toHaveLength(1 + 6)
    expect(api.calls.at(-1)).toBe('GET /entity')
    expect(failureMessage(settings(), result)).toContain(
      'import the backup artifact MyProject-backup.zip'
    )
  })

  it('GET /entity that never answered (a proxy showing only the Customization API): no site wait, getPublished stands for it', async () => {
    const api = new Instance()
    api.siteAnswers = [new TransientError('entity', 'GET /entity answered HTTP 404')]
    const p = ports(api)
    const result = await deploy(
      settings({
        verify: {
          timeoutSeconds: 60,
          screens: [],
          restartWhenNeeded: true,
          entities: [],
          rollback: false
        }
      }),
      p
    )
    expect(result.outcome).toBe('published')
    const after = api.calls.slice(api.calls.indexOf('publishEnd') + 1)
    expect(after).toEqual(['getPublished 401', 'login', 'getPublished'])
    expect(result.verification?.siteCheckSkipped).toContain('HTTP 404')
    expect(result.verification?.siteReadySeconds).toBeUndefined()
  })

  it('no GET /entity, no getPublished and no entity: published, with a warning that nothing was checked', async () => {
    const api = new Instance()
    api.siteAnswers = [new TransientError('entity', 'GET /entity answered HTTP 404')]
    api.published = undefined
    const p = ports(api)
    const result = await deploy(
      settings({
        verify: {
          timeoutSeconds: 60,
          entities: [],
          screens: [],
          restartWhenNeeded: true,
          rollback: false
        }
      }),
      p
    )
    expect(result.outcome).toBe('published')
    expect(result.verification?.checkedNothing).toBe(true)
    expect(p.lines.filter(l => l.includes('checked nothing'))).toHaveLength(1)
    const line = progressLine({ kind: 'verify-checked-nothing' })
    expect(line.level).toBe('warning')
    expect(line.text).toMatch(/verify: true checked nothing/)

    // getPublished answering is a check: no warning then.
    const listing = new Instance()
    listing.siteAnswers = [new TransientError('entity', 'GET /entity answered HTTP 404')]
    const listingPorts = ports(listing)
    const checked = await deploy(
      settings({
        verify: {
          timeoutSeconds: 60,
          entities: [],
          screens: [],
          restartWhenNeeded: true,
          rollback: false
        }
      }),
      listingPorts
    )
    expect(checked.verification?.checkedNothing).toBeUndefined()
    expect(listingPorts.lines.filter(l => l.includes('checked nothing'))).toEqual([])
  })

  it('an entity read that answers 500 twice is retried, then passes; a 404 fails at once', async () => {
    const api = new Instance()
    api.restartEndsSession = false
    const broken = new TransientError('entityRead', 'HTTP 500', {
      status: 500,
      serverMessages: ['boom']
    })
    api.entityAnswers = [broken, broken, 'rows']
    expect((await deploy(settings(), ports(api))).outcome).toBe('published')

    const other = new Instance()
    other.restartEndsSession = false
    other.entityAnswers = [
      new ApiError('entityRead', 'HTTP 404', { status: 404, serverMessages: ['No HTTP resource'] })
    ]
    const result = await deploy(settings(), ports(other))
    expect(result.outcome).toBe('unverified')
    expect(result.verification?.entities[0]).toMatchObject({
      state: 'failed',
      attempts: 1,
      serverMessage: 'No HTTP resource'
    })
  })

  it('a read cut short by the end of verify-timeout reports the failure the instance gave before it', async () => {
    const api = new Instance()
    api.restartEndsSession = false
    const p = ports(api)
    const broken = new TransientError('entityRead', 'HTTP 500', {
      status: 500,
      serverMessages: ['Object reference not set to an instance of an object.']
    })
    const answers: Array<Error | 'cut'> = [broken, broken, 'cut']
    api.readEntity = async () => {
      const answer = answers.shift()!
      if (answer !== 'cut') throw answer
      // The last read runs into the deadline: the client's own timeout, no answer.
      p.advance(60_000)
      throw new RequestTimeoutError(
        'entityRead',
        'no answer from entityRead within 0 s (what was left of verify-timeout)'
      )
    }
    const result = await deploy(settings(), p)
    expect(result.outcome).toBe('unverified')
    expect(result.verification?.entities[0]).toMatchObject({
      state: 'failed',
      attempts: 3,
      message: 'HTTP 500',
      serverMessage: 'Object reference not set to an instance of an object.'
    })
  })

  it("rollback where getPublished does not exist: the run's projects with a backup and publish-with, once", async () => {
    const api = new Instance()
    api.published = undefined
    api.restartEndsSession = false
    api.entityAnswers = [new ApiError('entityRead', 'HTTP 400', { status: 400 })]
    const result = await deploy(
      settings({
        publishWith: ['Helper'],
        verify: {
          timeoutSeconds: 60,
          screens: [],
          restartWhenNeeded: true,
          entities: [{ entity: 'SalesOrder', line: 'SalesOrder' }],
          rollback: true
        }
      }),
      ports(api)
    )
    expect(result.outcome).toBe('rolled-back')
    expect(api.imports.map(i => i.packagePath)).toEqual(['/tmp/p.zip', '/tmp/b.zip'])
    expect(api.begins.map(b => b.projectNames)).toEqual([
      ['MyProject', 'Helper'],
      ['MyProject', 'Helper']
    ])
    expect(failureMessage(settings(), result)).toContain('not the database changes')
  })

  it('a first deploy is left out of the rollback, and with nothing else it is not published', async () => {
    const api = new Instance()
    api.project = { found: false, message: 'The project is not found: MyProject' }
    api.published = []
    api.restartEndsSession = false
    api.entityAnswers = [new ApiError('entityRead', 'HTTP 400', { status: 400 })]
    const result = await deploy(
      settings({
        verify: {
          timeoutSeconds: 60,
          screens: [],
          restartWhenNeeded: true,
          entities: [{ entity: 'SalesOrder', line: 'SalesOrder' }],
          rollback: true
        }
      }),
      ports(api)
    )
    expect(result.outcome).toBe('unverified')
    expect(result.rollback).toMatchObject({ leftOut: ['MyProject'], publishState: 'not-started' })
    expect(api.begins).toHaveLength(1)
    expect(api.calls.filter(c => c.startsWith('delete'))).toEqual([])
  })
})

describe('dry run and version check in the flow', () => {
  it('a dry run reads everything and writes nothing; getPublished even without include-published', async () => {
    const api = new Instance()
    const p = ports(api)
    const result = await deploy(settings({ dryRun: true, includePublished: false }), p)
    expect(result.outcome).toBe('planned')
    expect(api.calls).toEqual(['GET /entity', 'login', 'getProject', 'getPublished'])
    expect(p.stored).toEqual([])
    expect(result.plan?.wouldPublish).toEqual(['MyProject'])
  })

  it('version-check fail stops before login; warn goes on with a warning line', async () => {
    const api = new Instance()
    const result = await deploy(settings({ versionCheck: 'fail' }), ports(api, '23.106'))
    expect(result.outcome).toBe('failed')
    expect(result.failure?.kind).toBe('version-mismatch')
    expect(api.calls).toEqual(['GET /entity'])

    const warned = new Instance()
    const p = ports(warned, '23.106')
    expect((await deploy(settings(), p)).outcome).toBe('published')
    expect(p.lines).toContain(
      "The instance runs release 24.2, but MyProject was made for 23.106 (release 23.1). Build the package for the instance's release, or set version-check: off if that is intended."
    )
  })

  it('an instance that does not say its build: nothing checked, with fail too', async () => {
    const api = new Instance()
    api.siteAnswers = [{ endpoints: INSTANCE.endpoints }]
    const result = await deploy(settings({ versionCheck: 'fail' }), ports(api, '23.106'))
    expect(result.outcome).toBe('published')
    expect(result.instance?.build).toBeUndefined()
  })
})

describe('inputs of verified deploys', () => {
  const read = (inputs: Record<string, string>) => readVerifyOptions(name => inputs[name] ?? '')

  it('defaults: verify on, 600 s, no entities, no rollback, warn, no dry run', () => {
    expect(read({})).toEqual({
      verify: {
        timeoutSeconds: 600,
        screens: [],
        restartWhenNeeded: true,
        entities: [],
        rollback: false
      },
      versionCheck: 'warn',
      dryRun: false,
      productVersionGiven: false
    })
  })

  it('verify-entities: Entity or Endpoint/Version/Entity, one a line', () => {
    expect(
      read({ 'verify-entities': 'StockItem\n\nDefault/24.200.001/SalesOrder' }).verify?.entities
    ).toEqual([
      { entity: 'StockItem', line: 'StockItem' },
      {
        endpoint: 'Default',
        version: '24.200.001',
        entity: 'SalesOrder',
        line: 'Default/24.200.001/SalesOrder'
      }
    ])
    expect(() => read({ 'verify-entities': 'Default/latest/SalesOrder' })).toThrow(
      /Input 'verify-entities' line "Default\/latest\/SalesOrder" is not an entity/
    )
    expect(() => read({ 'verify-entities': '../auth/login' })).toThrow(InputError)
  })

  it('version-check, verify-timeout and rollback without verify are refused with the input named', () => {
    expect(() => read({ 'version-check': 'strict' })).toThrow(
      /Input 'version-check' \("strict"\) must be warn, fail or off/
    )
    expect(() => read({ 'verify-timeout': '0' })).toThrow(/Input 'verify-timeout'/)
    expect(() => read({ verify: 'false', rollback: 'true' })).toThrow(
      /Input 'rollback' needs verify: true/
    )
    expect(read({ verify: 'false' }).verify).toBeUndefined()
  })
})
