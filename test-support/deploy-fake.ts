// The deploy flow's test double: a fake CustomizationApi that answers from a script and records
// the calls, the settings of a run, and a harness whose ports record the log, the sessions, the
// waits and the stored backups.
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
  type BackupStoreResult,
  type DeployPorts,
  type DeployResult,
  type FlowLog
} from '../src/deploy/deploy.js'
import { failureText, instanceStateText } from '../src/report/outcome-text.js'
import { progressLine } from '../src/report/progress-text.js'
import type { Settings } from '../src/inputs/read-settings.js'
import { projectContent } from './project-content.js'

export type PublishEndStep = PublishEndAnswer | Error

// The flow records its failure and the instance's state as data; these are the words the
// report gives them (src/report/outcome-text.ts).
export const errorOf = (result: DeployResult): string => failureText(result, settings().baseUrl)
export const stateOf = (result: DeployResult): string => instanceStateText(result)

export class FakeApi implements CustomizationApi {
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
  async readScreen(): Promise<void> {
    this.calls.push('readScreen')
  }
  async publishEnd(): Promise<PublishEndAnswer> {
    this.calls.push('publishEnd')
    const step =
      this.publishEndSteps.length > 1 ? this.publishEndSteps.shift()! : this.publishEndSteps[0]
    if (step instanceof Error) throw step
    return step
  }
  /**
   * Answers of the probe for another publish (the last repeats), recorded in calls as
   * `probe`. Empty: an instance where none runs (`{}`), not recorded, so the tests of the
   * other phases keep their call lists.
   */
  probeSteps: PublishEndStep[] = []
  async publishProbe(): Promise<PublishEndAnswer> {
    if (this.probeSteps.length === 0) return { state: 'running', log: [], httpStatus: 200 }
    this.calls.push('probe')
    const step = this.probeSteps.length > 1 ? this.probeSteps.shift()! : this.probeSteps[0]
    if (step instanceof Error) throw step
    return step
  }
  unpublishAlls: string[] = []
  unpublishAllError: Error | undefined
  async unpublishAll(tenantMode: string): Promise<LogEntry[]> {
    this.calls.push('unpublishAll')
    this.unpublishAlls.push(tenantMode)
    if (this.unpublishAllError) throw this.unpublishAllError
    return []
  }
}

export function settings(overrides: Partial<Settings> = {}): Settings {
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

export interface Harness {
  ports: DeployPorts
  lines: string[]
  sessions: string[]
  sleeps: number[]
  stored: string[]
}

export function harness(api: FakeApi, extra: Partial<DeployPorts> = {}): Harness {
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
    // Each event as the action words it (src/report/progress-text.ts), prefixed with its level.
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
    projectContent: async () => projectContent(),
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

export function project(name: string): Settings['projects'][number] {
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

export const FAILED: PublishEndAnswer = {
  state: 'failed',
  log: [{ logType: 'error', message: 'CS0103' }],
  httpStatus: 200
}
