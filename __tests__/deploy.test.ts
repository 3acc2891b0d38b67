// The deploy flow with a fake service: the order of the calls, what each failure leaves behind
// and says, polling, re-login, publishBegin faults, timeouts and cancellation.
import { describe, expect, it } from '@jest/globals'
import {
  ApiError,
  BackupTooLargeError,
  BadCredentialsError,
  ServerLogError,
  SessionLostError,
  TransientError,
  UnreachableError
} from '../src/api/errors.js'
import { ProjectNotFoundError } from '../src/api/not-found.js'
import type {
  BackupDownload,
  CustomizationApi,
  ImportRequest,
  InstanceInfo,
  LoginCredentials,
  LoginRetryPolicy,
  LogEntry,
  PublishBeginRequest,
  PublishEndAnswer
} from '../src/api/types.js'
import {
  deploy,
  type BackupStoreResult,
  type DeployPorts,
  type DeployResult,
  type FlowLog
} from '../src/deploy/deploy.js'
import { failureText, instanceStateText } from '../src/action/outcome-text.js'
import { progressLine } from '../src/action/progress-text.js'
import type { Settings } from '../src/inputs/read-settings.js'
import type { DeployLedger, LedgerLookup, LedgerScope, LedgerWrite } from '../src/ledger/types.js'

type PublishEndStep = PublishEndAnswer | Error

// The flow records its failure and the instance's state as data; these are the words the
// report gives them (src/action/outcome-text.ts).
const errorOf = (result: DeployResult): string => failureText(result, settings().baseUrl)
const stateOf = (result: DeployResult): string => instanceStateText(result)

class FakeApi implements CustomizationApi {
  calls: string[] = []
  logins = 0
  sessionCookie: string | undefined
  publishBegins: PublishBeginRequest[] = []
  imports: ImportRequest[] = []
  loginError: Error | undefined
  project: BackupDownload = { found: true, path: '/tmp/backup.zip', size: 10, sha256: 'ab' }
  projectError: Error | undefined
  published: string[] | undefined = ['Other']
  importError: Error | undefined
  beginError: Error | undefined
  deletes: string[] = []
  deleteError: Error | undefined
  publishEndSteps: PublishEndStep[] = [
    { state: 'running', log: [], httpStatus: 200 },
    { state: 'completed', log: [], httpStatus: 200 }
  ]

  async login(_c: LoginCredentials, _r: LoginRetryPolicy): Promise<void> {
    this.calls.push('login')
    this.logins++
    if (this.loginError) throw this.loginError
    this.sessionCookie = `ASP.NET_SessionId=s${this.logins}`
  }
  useSession(cookie: string): void {
    this.sessionCookie = cookie
  }
  async logout(): Promise<void> {
    this.calls.push('logout')
  }
  async getProject(): Promise<BackupDownload> {
    this.calls.push('getProject')
    if (this.projectError) throw this.projectError
    return this.project
  }
  async getPublished(): Promise<string[] | undefined> {
    this.calls.push('getPublished')
    return this.published
  }
  async importPackage(request: ImportRequest): Promise<LogEntry[]> {
    this.calls.push('Import')
    this.imports.push(request)
    if (this.importError) throw this.importError
    return []
  }
  async publishBegin(request: PublishBeginRequest): Promise<LogEntry[]> {
    this.calls.push('publishBegin')
    this.publishBegins.push(request)
    if (this.beginError) throw this.beginError
    return []
  }
  async deleteProject(name: string): Promise<LogEntry[]> {
    this.calls.push(`delete ${name}`)
    this.deletes.push(name)
    if (this.deleteError) throw this.deleteError
    return []
  }
  // GET /entity before the deploy: an instance that does not say its build (not recorded in
  // calls, which list the Customization API calls).
  async readInstance(): Promise<InstanceInfo> {
    return { endpoints: [] }
  }
  async readEntity(): Promise<void> {
    this.calls.push('readEntity')
  }
  async publishEnd(): Promise<PublishEndAnswer> {
    this.calls.push('publishEnd')
    const step =
      this.publishEndSteps.length > 1 ? this.publishEndSteps.shift()! : this.publishEndSteps[0]
    if (step instanceof Error) throw step
    return step
  }
}

function settings(overrides: Partial<Settings> = {}): Settings {
  return {
    baseUrl: 'https://erp.example.com/AcumaticaERP',
    host: 'erp.example.com',
    credentials: { name: 'admin', password: 'secret' },
    projects: [
      {
        name: 'MyProject',
        source: {
          kind: 'folder',
          path: '/repo/project',
          exclude: [],
          include: [],
          productVersion: '22.200.001'
        },
        description: '',
        level: 0,
        backupArtifactName: 'MyProject-backup-erp.example.com'
      }
    ],
    backupMaxBytes: 2048 * 1024 ** 2,
    replaceIfExists: true,
    validateOnly: false,
    publishWith: [],
    includePublished: true,
    mergeWithExisting: false,
    dbUpdatesOnly: false,
    tenantMode: 'Current',
    tenants: [],
    replayDbScripts: false,
    skipUnchanged: false,
    restoreOnFailure: true,
    restoreAfterValidation: true,
    backup: true,
    backupRetentionDays: undefined,
    pollIntervalSeconds: 10,
    publishTimeoutSeconds: 600,
    requestTimeoutSeconds: 300,
    loginAttempts: 5,
    loginRetryDelaySeconds: 15,
    ...overrides
  }
}

interface Harness {
  ports: DeployPorts
  lines: string[]
  sessions: string[]
  sleeps: number[]
  stored: string[]
}

function harness(api: FakeApi, extra: Partial<DeployPorts> = {}): Harness {
  let clock = 0
  const lines: string[] = []
  const sessions: string[] = []
  const sleeps: number[] = []
  const stored: string[] = []
  const log: FlowLog = {
    phase: async (name, work) => {
      lines.push(`group ${name}`)
      return work()
    },
    // Each event as the action words it (src/action/progress-text.ts), prefixed with its level.
    event: e => {
      const { level, text } = progressLine(e)
      lines.push(`${level} ${text}`)
    },
    publishLogEntry: (e, phase) => lines.push(`entry ${phase} ${e.logType} ${e.message}`)
  }
  const ports: DeployPorts = {
    api,
    makePackage: async () => ({ path: '/tmp/p.zip', size: 123, sha256: 'cd', entries: 2 }),
    backupPath: project => `/tmp/backup/${project.name}.zip`,
    storeBackup: async (zipPath): Promise<BackupStoreResult> => {
      stored.push(zipPath)
      return {
        stored: {
          artifactName: 'MyProject-backup-erp.example.com.zip',
          artifactId: '7',
          artifactUrl: 'https://x/artifacts/7',
          digest: 'ef'
        }
      }
    },
    packageDetails: async () => ({}),
    packageDigest: async () => 'ab'.repeat(32),
    // Every package and backup holds the same (empty) content unless a test says otherwise.
    projectContent: async () => ({ items: new Map(), files: new Map() }),
    sessionStarted: cookie => sessions.push(cookie),
    log,
    sleep: async ms => {
      sleeps.push(ms)
      clock += ms
    },
    now: () => clock,
    ...extra
  }
  return { ports, lines, sessions, sleeps, stored }
}

describe('deploy flow', () => {
  it('runs the steps in order and publishes every published project together', async () => {
    const api = new FakeApi()
    const h = harness(api)
    const result = await deploy(settings({ publishWith: ['Helper', 'myproject'] }), h.ports)

    expect(result.outcome).toBe('published')
    expect(api.calls).toEqual([
      'login',
      'getProject',
      'getPublished',
      'Import',
      'publishBegin',
      'publishEnd',
      'publishEnd'
    ])
    // The project first, publish-with next, the instance's published ones last; no duplicates.
    expect(api.publishBegins).toEqual([
      {
        isMergeWithExistingPackages: false,
        isOnlyValidation: false,
        isOnlyDbUpdates: false,
        projectNames: ['MyProject', 'Helper', 'Other'],
        tenantMode: 'Current'
      }
    ])
    expect(api.imports[0]).toEqual({
      projectName: 'MyProject',
      projectDescription: '',
      projectLevel: 0,
      isReplaceIfExists: true,
      packagePath: '/tmp/p.zip'
    })
    expect(h.sessions).toEqual(['ASP.NET_SessionId=s1'])
    expect(h.stored).toEqual(['/tmp/backup.zip'])
    expect(result.projects[0].backup).toMatchObject({
      status: 'stored',
      artifactName: 'MyProject-backup-erp.example.com.zip',
      artifactId: '7',
      size: 10
    })
    expect(h.lines).toContain(
      'info Backup of MyProject stored as artifact MyProject-backup-erp.example.com.zip (id 7): https://x/artifacts/7'
    )
    expect(h.sleeps).toEqual([10_000])
    expect(result.phases.map(p => p.name)).toEqual([
      'Package',
      'Log in',
      'Back up',
      'List published projects',
      'Import',
      'Publish'
    ])
  })

  it('validates only: isOnlyValidation and the Validate phase', async () => {
    const api = new FakeApi()
    const result = await deploy(settings({ validateOnly: true }), harness(api).ports)
    expect(result.outcome).toBe('validated')
    expect(result.mode).toBe('validation')
    expect(api.publishBegins[0].isOnlyValidation).toBe(true)
    expect(result.phases.map(p => p.name).slice(-2)).toEqual(['Validate', 'Restore'])
  })

  it('skips getProject when backup is off and getPublished when include-published is off', async () => {
    const api = new FakeApi()
    const result = await deploy(
      settings({ backup: false, includePublished: false }),
      harness(api).ports
    )
    expect(api.calls).not.toContain('getProject')
    expect(api.calls).not.toContain('getPublished')
    expect(api.publishBegins[0].projectNames).toEqual(['MyProject'])
    expect(result.projects[0].backup).toEqual({ status: 'disabled' })
  })

  it('treats a project not on the instance as a first deploy: a notice, no backup, the deploy goes on', async () => {
    const api = new FakeApi()
    api.project = { found: false, message: 'The project is not found: MyProject' }
    const h = harness(api)
    const result = await deploy(settings(), h.ports)
    expect(result.outcome).toBe('published')
    expect(result.projects[0].backup).toEqual({
      status: 'first-deploy',
      message: 'The project is not found: MyProject'
    })
    expect(h.stored).toEqual([])
    expect(h.lines.some(l => l.startsWith('notice First deploy'))).toBe(true)
  })

  it('stops before Import when getProject says "not found" for a project getPublished lists', async () => {
    const api = new FakeApi()
    api.project = { found: false, message: 'The project is not found: MyProject' }
    api.published = ['Other', 'myproject']
    const result = await deploy(settings(), harness(api).ports)
    expect(result.outcome).toBe('failed')
    expect(api.calls).not.toContain('Import')
    expect(api.deletes).toEqual([])
    expect(result.projects[0].backup).toEqual({ status: 'not-taken' })
    expect(errorOf(result)).toMatch(
      /^Backup failed: getProject said MyProject is not on the instance \(The project is not found: MyProject\), but getPublished lists it as published\. The deploy stopped before Import.*backup: false/
    )
  })

  it('stops before Import when getPublished cannot confirm a first deploy', async () => {
    const api = new FakeApi()
    api.project = { found: false, message: 'The project is not found: MyProject' }
    api.getPublished = async () => {
      api.calls.push('getPublished')
      throw new ApiError('getPublished', 'getPublished failed with HTTP 500', { status: 500 })
    }
    const result = await deploy(settings(), harness(api).ports)
    expect(result.outcome).toBe('failed')
    expect(api.calls).not.toContain('Import')
    expect(errorOf(result)).toMatch(/getPublished, which would confirm it, failed/)
  })

  it.each([
    ['cap' as const, /raise backup-max-size \(now 2048 MiB\) if the project is that large/],
    ['disk' as const, /free disk space on the runner/]
  ])(
    'stops before Import when the backup is over the %s, saying what to do',
    async (limit, fix) => {
      const api = new FakeApi()
      api.projectError = new BackupTooLargeError('getProject answer too large', limit, 1)
      const result = await deploy(settings(), harness(api).ports)
      expect(result.outcome).toBe('failed')
      expect(api.calls).not.toContain('Import')
      expect(errorOf(result)).toMatch(fix)
      expect(errorOf(result)).toMatch(/or set backup: false/)
    }
  )

  it('stops before Import when the backup fails, and says the instance is unchanged', async () => {
    const api = new FakeApi()
    api.projectError = new ServerLogError('getProject', 'getProject failed: disk full', {
      status: 200,
      serverMessages: ['disk full']
    })
    const result = await deploy(settings(), harness(api).ports)
    expect(result.outcome).toBe('failed')
    expect(api.calls).not.toContain('Import')
    expect(errorOf(result)).toMatch(/Backup failed.*disk full.*backup: false/)
    expect(stateOf(result)).toMatch(/unchanged/)
  })

  it('stops before Import when the artifact upload fails', async () => {
    const api = new FakeApi()
    const h = harness(api, {
      storeBackup: async () => {
        throw new Error('Conflict: an artifact with this name already exists on the workflow run')
      }
    })
    const result = await deploy(settings(), h.ports)
    expect(result.outcome).toBe('failed')
    expect(api.calls).not.toContain('Import')
    expect(errorOf(result)).toMatch(/already exists.*backup-artifact-name/)
  })

  it('ends as cancelled, not as a failed backup, when a cancellation stops the upload', async () => {
    const api = new FakeApi()
    const cancel = new AbortController()
    const h = harness(api, {
      signal: cancel.signal,
      storeBackup: async () => {
        cancel.abort()
        throw new Error('the upload was cancelled')
      }
    })
    const result = await deploy(settings(), h.ports)
    expect(result.outcome).toBe('cancelled')
    expect(result.failure).toEqual({ kind: 'cancelled' })
    expect(api.calls).not.toContain('Import')
  })

  it('keeps the backup on the runner with a warning where artifacts are not available (GHES)', async () => {
    const api = new FakeApi()
    const h = harness(api, { storeBackup: async () => ({ unavailable: 'GHES' }) })
    const result = await deploy(settings(), h.ports)
    expect(result.outcome).toBe('published')
    expect(result.projects[0].backup).toMatchObject({
      status: 'kept-on-runner',
      path: '/tmp/backup.zip'
    })
    expect(
      h.lines.some(l => l.startsWith('warning') && l.includes('actions/upload-artifact@v3'))
    ).toBe(true)
  })

  it('warns and goes on with the names it has when getPublished is not available', async () => {
    const api = new FakeApi()
    api.published = undefined
    const h = harness(api)
    const result = await deploy(settings({ publishWith: ['Helper'] }), h.ports)
    expect(result.outcome).toBe('published')
    expect(api.publishBegins[0].projectNames).toEqual(['MyProject', 'Helper'])
    expect(h.lines.some(l => l.startsWith('warning') && l.includes('getPublished'))).toBe(true)
  })

  it('fails at login without going further and says nothing changed', async () => {
    const api = new FakeApi()
    api.loginError = new BadCredentialsError('login', 'Login failed: bad credentials (HTTP 401).', {
      status: 401
    })
    const result = await deploy(settings(), harness(api).ports)
    expect(result.outcome).toBe('failed')
    expect(api.calls).toEqual(['login'])
    expect(errorOf(result)).toMatch(/bad credentials/)
    expect(stateOf(result)).toMatch(/unchanged/)
  })

  it('a login that reached no instance fails with a Failure that says to check base-url', async () => {
    const api = new FakeApi()
    api.loginError = new UnreachableError(
      'login',
      'login failed after 5 of 5 attempts: connection refused (https://erp.example.com/AcumaticaERP/entity/auth/login)'
    )
    const result = await deploy(settings(), harness(api).ports)
    expect(result.outcome).toBe('failed')
    expect(result.failure?.kind).toBe('login-unreachable')
    expect(result.instanceState).toEqual({ kind: 'unchanged' })
    expect(errorOf(result)).toMatch(
      /^Login failed after 5 of 5 attempts: connection refused \(.*\)\. Check base-url \(https:\/\/erp\.example\.com\/AcumaticaERP\): its host, port and scheme/
    )
  })

  it('an Import refused in-band fails and says nothing was published', async () => {
    const api = new FakeApi()
    api.importError = new ServerLogError('Import', 'Import failed: project.xml is invalid', {
      status: 200
    })
    const result = await deploy(settings(), harness(api).ports)
    expect(result.outcome).toBe('failed')
    expect(api.calls).not.toContain('publishBegin')
    expect(stateOf(result)).toMatch(/Nothing was published/)
  })

  it('shows each publish log entry once as the log grows, and fails on isFailed', async () => {
    const e1 = { logType: 'information', message: 'Compiling' }
    const e2 = { logType: 'error', message: 'CS0103: name does not exist' }
    const api = new FakeApi()
    api.publishEndSteps = [
      { state: 'running', log: [e1], httpStatus: 200 },
      { state: 'running', log: [e1], httpStatus: 200 },
      { state: 'failed', log: [e1, e2], httpStatus: 200 }
    ]
    const h = harness(api)
    const result = await deploy(settings(), h.ports)
    expect(result.outcome).toBe('failed')
    expect(h.lines.filter(l => l.startsWith('entry'))).toEqual([
      'entry Publish information Compiling',
      'entry Publish error CS0103: name does not exist'
    ])
    expect(result.publishLog).toEqual([e1, e2])
    expect(errorOf(result)).toMatch(/Publishing MyProject failed/)
  })

  it('keeps polling through transient errors', async () => {
    const api = new FakeApi()
    api.publishEndSteps = [
      new TransientError('publishEnd', 'HTTP 503 Service Unavailable', { status: 503 }),
      new TransientError('publishEnd', 'connection reset'),
      { state: 'completed', log: [], httpStatus: 400 }
    ]
    const h = harness(api)
    const result = await deploy(settings(), h.ports)
    expect(result.outcome).toBe('published')
    expect(h.lines.filter(l => l.startsWith('warning publishEnd'))).toHaveLength(2)
  })

  it('logs in again when the session is lost while polling, and records the new session', async () => {
    const api = new FakeApi()
    api.publishEndSteps = [
      { state: 'running', log: [], httpStatus: 200 },
      new SessionLostError('publishEnd', 'HTTP 401', { status: 401 }),
      { state: 'completed', log: [], httpStatus: 200 }
    ]
    const h = harness(api)
    const result = await deploy(settings(), h.ports)
    expect(result.outcome).toBe('published')
    expect(api.logins).toBe(2)
    expect(h.sessions).toEqual(['ASP.NET_SessionId=s1', 'ASP.NET_SessionId=s2'])
  })

  it('a session lost again and again while polling ends at publish-timeout, not in a loop', async () => {
    const api = new FakeApi()
    api.publishEndSteps = [new SessionLostError('publishEnd', 'HTTP 401', { status: 401 })]
    const h = harness(api)
    const result = await deploy(settings({ publishTimeoutSeconds: 35 }), h.ports)
    expect(result.outcome).toBe('timed-out')
    // Polls at 0, 10, 20, 30 and 35, each after a new login (the first login is the deploy's).
    expect(api.calls.filter(c => c === 'publishEnd')).toHaveLength(5)
    expect(api.logins).toBe(5)
    expect(h.sleeps).toEqual([10_000, 10_000, 10_000, 5_000])
    expect(errorOf(result)).toMatch(/publish-timeout/)
  })

  it('never sends publishBegin twice: after a fault it asks publishEnd, and follows a publish that started', async () => {
    const api = new FakeApi()
    api.beginError = new TransientError('publishBegin', 'HTTP 502 Bad Gateway', { status: 502 })
    const h = harness(api)
    const result = await deploy(settings(), h.ports)
    expect(result.outcome).toBe('published')
    expect(api.publishBegins).toHaveLength(1)
    expect(h.lines.some(l => l.includes('did start despite the publishBegin fault'))).toBe(true)
  })

  it('after a publishBegin fault, concludes the publish did not start when publishEnd refuses', async () => {
    const api = new FakeApi()
    api.beginError = new TransientError('publishBegin', 'connection reset')
    api.publishEndSteps = [new ApiError('publishEnd', 'No publish is in progress', { status: 400 })]
    const result = await deploy(settings(), harness(api).ports)
    expect(result.outcome).toBe('failed')
    expect(api.publishBegins).toHaveLength(1)
    expect(errorOf(result)).toMatch(/did not start/)
    // The publish did not start, so the stored project is put back.
    expect(result.restored).toBe(true)
    expect(stateOf(result)).toMatch(/put back as before this run/)
  })

  it('after a publishBegin fault, gives up after a few unanswered polls', async () => {
    const api = new FakeApi()
    api.beginError = new TransientError('publishBegin', 'HTTP 500', { status: 500 })
    api.publishEndSteps = [new TransientError('publishEnd', 'HTTP 503')]
    const result = await deploy(settings(), harness(api).ports)
    expect(result.outcome).toBe('failed')
    expect(api.calls.filter(c => c === 'publishEnd')).toHaveLength(3)
    expect(errorOf(result)).toMatch(/did not start/)
  })

  it('times out after publish-timeout and says the instance may still be publishing', async () => {
    const api = new FakeApi()
    api.publishEndSteps = [{ state: 'running', log: [], httpStatus: 200 }]
    const h = harness(api)
    const result = await deploy(
      settings({ pollIntervalSeconds: 10, publishTimeoutSeconds: 35 }),
      h.ports
    )
    expect(result.outcome).toBe('timed-out')
    // Polls at 0, 10, 20, 30 and once more at the deadline (35).
    expect(api.calls.filter(c => c === 'publishEnd')).toHaveLength(5)
    expect(h.sleeps).toEqual([10_000, 10_000, 10_000, 5_000])
    expect(errorOf(result)).toMatch(/publish-timeout.*may still be publishing/)
  })

  it('stops polling at once when cancelled', async () => {
    const api = new FakeApi()
    api.publishEndSteps = [{ state: 'running', log: [], httpStatus: 200 }]
    const cancel = new AbortController()
    const h = harness(api, {
      signal: cancel.signal,
      sleep: async () => {
        cancel.abort()
        throw new Error('aborted')
      }
    })
    const result = await deploy(settings(), h.ports)
    expect(result.outcome).toBe('cancelled')
    expect(api.calls.filter(c => c === 'publishEnd')).toHaveLength(1)
    expect(stateOf(result)).toMatch(/may still be running/)
  })
})

function project(name: string): Settings['projects'][number] {
  return {
    name,
    source: {
      kind: 'folder',
      path: `/repo/${name}`,
      exclude: [],
      include: [],
      productVersion: '1'
    },
    description: `${name} description`,
    level: 2,
    backupArtifactName: `${name}-backup-erp.example.com`
  }
}

const FAILED: PublishEndAnswer = {
  state: 'failed',
  log: [{ logType: 'error', message: 'CS0103' }],
  httpStatus: 200
}

describe('leaving the instance as found', () => {
  it('a failed publish of an existing project imports the backup again, publishes nothing more', async () => {
    const api = new FakeApi()
    api.published = ['MyProject', 'Other']
    api.publishEndSteps = [FAILED]
    const h = harness(api)
    const result = await deploy(settings(), h.ports)
    expect(result.outcome).toBe('failed')
    expect(result.restored).toBe(true)
    expect(api.calls.slice(-3)).toEqual(['publishBegin', 'publishEnd', 'Import'])
    expect(api.publishBegins).toHaveLength(1)
    expect(api.imports[1]).toMatchObject({
      projectName: 'MyProject',
      isReplaceIfExists: true,
      packagePath: '/tmp/backup.zip'
    })
    expect(result.projects[0].restore).toMatchObject({ status: 'reimported' })
    expect(result.phases.at(-1)?.name).toBe('Restore')
    expect(result.projects[0].publishedBefore).toBe(true)
    expect(stateOf(result)).toMatch(/put back as before this run.*previously published/)
    expect(h.lines).toContain(
      'info Put back the stored MyProject: imported the backup artifact MyProject-backup-erp.example.com.zip again, so it is the version it was before this run. Nothing was published.'
    )
  })

  it("imports the backup with its own level and description, not this run's", async () => {
    const api = new FakeApi()
    api.publishEndSteps = [FAILED]
    const h = harness(api, {
      packageDetails: async zip =>
        zip === '/tmp/backup.zip' ? { level: 4, description: 'before' } : {}
    })
    await deploy(settings({ projects: [project('MyProject')] }), h.ports)
    expect(api.imports.map(i => [i.projectLevel, i.projectDescription])).toEqual([
      [2, 'MyProject description'],
      [4, 'before']
    ])
  })

  it('a failed first deploy deletes the project it created', async () => {
    const api = new FakeApi()
    api.project = { found: false, message: 'The project is not found: MyProject' }
    api.publishEndSteps = [FAILED]
    const result = await deploy(settings(), harness(api).ports)
    expect(result.outcome).toBe('failed')
    expect(api.calls.at(-1)).toBe('delete MyProject')
    expect(api.imports).toHaveLength(1)
    expect(result.projects[0].restore?.status).toBe('deleted')
    expect(result.restored).toBe(true)
    // Nothing of MyProject was ever published: the words say so, not "the previous version".
    expect(result.projects[0].publishedBefore).toBe(false)
    expect(stateOf(result)).toBe(
      'The stored project was put back as before this run, and the instance runs no version of MyProject, which was not published before this run.'
    )
  })

  it('a validation puts the stored project back whatever its result; a new project is deleted', async () => {
    const completed: PublishEndAnswer = { state: 'completed', log: [], httpStatus: 200 }
    for (const steps of [[completed], [FAILED]]) {
      const api = new FakeApi()
      api.publishEndSteps = [...steps]
      const result = await deploy(settings({ validateOnly: true }), harness(api).ports)
      expect(result.outcome).toBe(steps[0].state === 'failed' ? 'failed' : 'validated')
      expect(api.imports.map(i => i.packagePath)).toEqual(['/tmp/p.zip', '/tmp/backup.zip'])
      expect(result.restored).toBe(true)
    }
    const api = new FakeApi()
    api.project = { found: false, message: 'The project is not found: MyProject' }
    const result = await deploy(settings({ validateOnly: true }), harness(api).ports)
    expect(result.outcome).toBe('validated')
    expect(api.deletes).toEqual(['MyProject'])
    expect(stateOf(result)).toMatch(/^Validation only: the stored project was put back/)
  })

  it('restores nothing when the settings say not to', async () => {
    const api = new FakeApi()
    api.publishEndSteps = [FAILED]
    const result = await deploy(settings({ restoreOnFailure: false }), harness(api).ports)
    expect(result.outcome).toBe('failed')
    expect(api.imports).toHaveLength(1)
    expect(result.restored).toBe(false)

    const validating = new FakeApi()
    const validated = await deploy(
      settings({ validateOnly: true, restoreAfterValidation: false }),
      harness(validating).ports
    )
    expect(validated.outcome).toBe('validated')
    expect(validating.imports).toHaveLength(1)
    expect(validated.phases.map(p => p.name)).not.toContain('Restore')
  })

  it('never restores while a publish may still run: a timeout says how to restore by hand', async () => {
    const api = new FakeApi()
    api.publishEndSteps = [{ state: 'running', log: [], httpStatus: 200 }]
    const result = await deploy(settings({ publishTimeoutSeconds: 15 }), harness(api).ports)
    expect(result.outcome).toBe('timed-out')
    expect(api.imports).toHaveLength(1)
    expect(api.deletes).toEqual([])
    expect(result.restored).toBe(false)
    expect(errorOf(result)).toMatch(
      /Nothing was put back, as the publish may still be running\..*import the backup artifact MyProject-backup-erp\.example\.com\.zip as MyProject/
    )
  })

  it('never restores when the session could not be recovered while a publish may run', async () => {
    const api = new FakeApi()
    api.publishEndSteps = [new SessionLostError('publishEnd', 'HTTP 401', { status: 401 })]
    const h = harness(api)
    const realLogin = api.login.bind(api)
    api.login = async (c, r) => {
      await realLogin(c, r)
      if (api.logins > 1) throw new BadCredentialsError('login', 'Login failed: bad credentials')
    }
    const result = await deploy(settings(), h.ports)
    expect(result.outcome).toBe('failed')
    expect(api.imports).toHaveLength(1)
    expect(errorOf(result)).toMatch(/Nothing was put back/)
  })

  it('a restore that fails is a warning naming the backup artifact; the result stays failed', async () => {
    const api = new FakeApi()
    api.publishEndSteps = [FAILED]
    const realImport = api.importPackage.bind(api)
    api.importPackage = async request => {
      const entries = await realImport(request)
      if (api.imports.length > 1) throw new TransientError('Import', 'connection reset')
      return entries
    }
    const h = harness(api)
    const result = await deploy(settings(), h.ports)
    expect(result.outcome).toBe('failed')
    expect(result.restored).toBe(false)
    expect(api.imports).toHaveLength(2)
    expect(result.projects[0].restore?.status).toBe('failed')
    expect(
      h.lines.some(
        l =>
          l.startsWith('warning Could not put back the stored MyProject: Connection reset.') &&
          l.includes('Import the backup artifact MyProject-backup-erp.example.com.zip by hand')
      )
    ).toBe(true)
    expect(stateOf(result)).toMatch(/Not every stored project could be put back \(MyProject\)/)
  })

  it('with backup: false says that nothing can be put back', async () => {
    const api = new FakeApi()
    api.publishEndSteps = [FAILED]
    const h = harness(api)
    const result = await deploy(settings({ backup: false }), h.ports)
    expect(result.outcome).toBe('failed')
    expect(api.imports).toHaveLength(1)
    expect(api.deletes).toEqual([])
    expect(result.projects[0].restore?.status).toBe('not-possible')
    expect(h.lines.some(l => l.startsWith('warning') && l.includes('backup: false'))).toBe(true)
  })

  it('logs in again once when the session is gone before the restore', async () => {
    const api = new FakeApi()
    api.publishEndSteps = [FAILED]
    const realImport = api.importPackage.bind(api)
    let lost = true
    api.importPackage = async request => {
      const entries = await realImport(request)
      if (api.imports.length === 2 && lost) {
        lost = false
        throw new SessionLostError('Import', 'HTTP 401', { status: 401 })
      }
      return entries
    }
    const h = harness(api)
    const result = await deploy(settings(), h.ports)
    expect(result.restored).toBe(true)
    expect(api.logins).toBe(2)
    expect(h.sessions).toHaveLength(2)
  })

  it('a refused publishBegin puts the stored project back', async () => {
    const api = new FakeApi()
    api.beginError = new ApiError('publishBegin', 'publishBegin failed with HTTP 400', {
      status: 400
    })
    const result = await deploy(settings(), harness(api).ports)
    expect(result.outcome).toBe('failed')
    expect(result.restored).toBe(true)
    expect(api.imports.map(i => i.packagePath)).toEqual(['/tmp/p.zip', '/tmp/backup.zip'])
  })

  it('a delete refused with an error that is not the not-found answer is a failed restore', async () => {
    const api = new FakeApi()
    api.project = { found: false, message: 'The project is not found: MyProject' }
    api.importError = new ServerLogError('Import', 'Import failed: bad package', { status: 200 })
    api.deleteError = new ServerLogError('delete', 'delete failed: could not find file', {
      status: 200,
      serverMessages: ["Could not find file 'C:\\Site\\MyProject.zip'."]
    })
    const result = await deploy(settings(), harness(api).ports)
    expect(result.projects[0].restore?.status).toBe('failed')
  })

  it('a failed Import of a new project that stored nothing: nothing to delete, said plainly', async () => {
    const api = new FakeApi()
    api.project = { found: false, message: 'The project is not found: MyProject' }
    api.importError = new ServerLogError('Import', 'Import failed: bad package', { status: 200 })
    // The client decides what is the instance's not-found answer (src/api/not-found.ts).
    api.deleteError = new ProjectNotFoundError('delete', 'MyProject', 'delete failed', {
      status: 200,
      serverMessages: ['The project is not found: MyProject']
    })
    const h = harness(api)
    const result = await deploy(settings(), h.ports)
    expect(result.outcome).toBe('failed')
    expect(api.deletes).toEqual(['MyProject'])
    expect(result.projects[0].restore?.status).toBe('not-needed')
    expect(result.restored).toBe(false)
    expect(h.lines.filter(l => l.startsWith('warning'))).toEqual([])
  })
})

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
  const OTHER = 'cd'.repeat(32)

  /** A ledger in memory: entries in the order written, the newest last, keyed as scope + digest. */
  class FakeLedger implements DeployLedger {
    entries: Array<{ scope: LedgerScope; digest: string }> = []
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
        ? { found: true, digest: newest.digest, key: `k-${newest.digest}` }
        : { found: false }
    }
    async record(scope: LedgerScope, digest: string): Promise<LedgerWrite> {
      if (this.write) return this.write
      this.entries.push({ scope, digest })
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
    expect(ledger.entries).toEqual([{ scope: { ...scope, tenant: 'Company' }, digest: DIGEST }])
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

  const content = (items: Record<string, string>) => ({
    items: new Map(Object.entries(items)),
    files: new Map<string, string>()
  })

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
