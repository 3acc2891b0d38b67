// The deploy flow with a fake service: the order of the calls, what each failure leaves behind
// and says, polling, re-login, publishBegin faults, timeouts and cancellation.
import { describe, expect, it } from '@jest/globals'
import {
  ApiError,
  BadCredentialsError,
  ServerLogError,
  SessionLostError,
  TransientError
} from '../src/api/errors.js'
import type {
  BackupDownload,
  CustomizationApi,
  ImportRequest,
  LoginCredentials,
  LoginRetryPolicy,
  LogEntry,
  PublishBeginRequest,
  PublishEndAnswer
} from '../src/api/types.js'
import { deploy, type BackupStoreResult, type DeployPorts, type FlowLog } from '../src/deploy.js'
import type { Settings } from '../src/inputs.js'

type PublishEndStep = PublishEndAnswer | Error

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
    projectName: 'MyProject',
    source: { kind: 'folder', path: '/repo/project', exclude: [] },
    projectDescription: '',
    projectLevel: 0,
    replaceIfExists: true,
    validateOnly: false,
    publishWith: [],
    includePublished: true,
    mergeWithExisting: false,
    dbUpdatesOnly: false,
    tenantMode: 'Current',
    backup: true,
    backupArtifactName: 'MyProject-backup-erp.example.com',
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
    info: m => lines.push(`info ${m}`),
    notice: m => lines.push(`notice ${m}`),
    warning: m => lines.push(`warning ${m}`),
    publishLogEntry: (e, phase) => lines.push(`entry ${phase} ${e.logType} ${e.message}`)
  }
  const ports: DeployPorts = {
    api,
    makePackage: async () => ({ path: '/tmp/p.zip', size: 123, sha256: 'cd', entries: 2 }),
    backupPath: '/tmp/backup.zip',
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
    expect(result.backup).toMatchObject({
      status: 'stored',
      artifactName: 'MyProject-backup-erp.example.com.zip',
      artifactId: '7',
      size: 10
    })
    expect(h.lines).toContain(
      'info Backup stored as artifact MyProject-backup-erp.example.com.zip (id 7): https://x/artifacts/7'
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
    expect(result.phases.at(-1)?.name).toBe('Validate')
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
    expect(result.backup).toEqual({ status: 'disabled' })
  })

  it('treats a project not on the instance as a first deploy: a notice, no backup, the deploy goes on', async () => {
    const api = new FakeApi()
    api.project = { found: false, message: 'Project MyProject not found' }
    const h = harness(api)
    const result = await deploy(settings(), h.ports)
    expect(result.outcome).toBe('published')
    expect(result.backup).toEqual({
      status: 'first-deploy',
      message: 'Project MyProject not found'
    })
    expect(h.stored).toEqual([])
    expect(h.lines.some(l => l.startsWith('notice First deploy'))).toBe(true)
  })

  it('stops before Import when the backup fails, and says the instance is unchanged', async () => {
    const api = new FakeApi()
    api.projectError = new ServerLogError('getProject', 'getProject failed: disk full', {
      status: 200,
      serverMessages: ['disk full']
    })
    const result = await deploy(settings(), harness(api).ports)
    expect(result.outcome).toBe('failed')
    expect(api.calls).not.toContain('Import')
    expect(result.error).toMatch(/Backup failed.*disk full.*backup: false/)
    expect(result.instanceState).toMatch(/unchanged/)
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
    expect(result.error).toMatch(/already exists.*backup-artifact-name/)
  })

  it('keeps the backup on the runner with a warning where artifacts are not available (GHES)', async () => {
    const api = new FakeApi()
    const h = harness(api, { storeBackup: async () => ({ unavailable: 'GHES' }) })
    const result = await deploy(settings(), h.ports)
    expect(result.outcome).toBe('published')
    expect(result.backup).toMatchObject({ status: 'kept-on-runner', path: '/tmp/backup.zip' })
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
    expect(result.error).toMatch(/bad credentials/)
    expect(result.instanceState).toMatch(/unchanged/)
  })

  it('an Import refused in-band fails and says nothing was published', async () => {
    const api = new FakeApi()
    api.importError = new ServerLogError('Import', 'Import failed: project.xml is invalid', {
      status: 200
    })
    const result = await deploy(settings(), harness(api).ports)
    expect(result.outcome).toBe('failed')
    expect(api.calls).not.toContain('publishBegin')
    expect(result.instanceState).toMatch(/Nothing was published/)
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
    expect(result.error).toMatch(/Publishing MyProject failed/)
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
    expect(result.error).toMatch(/did not start/)
    expect(result.instanceState).toMatch(/imported but not published/)
  })

  it('after a publishBegin fault, gives up after a few unanswered polls', async () => {
    const api = new FakeApi()
    api.beginError = new TransientError('publishBegin', 'HTTP 500', { status: 500 })
    api.publishEndSteps = [new TransientError('publishEnd', 'HTTP 503')]
    const result = await deploy(settings(), harness(api).ports)
    expect(result.outcome).toBe('failed')
    expect(api.calls.filter(c => c === 'publishEnd')).toHaveLength(3)
    expect(result.error).toMatch(/did not start/)
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
    expect(result.error).toMatch(/publish-timeout.*may still be publishing/)
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
    expect(result.instanceState).toMatch(/may still be running/)
  })
})
