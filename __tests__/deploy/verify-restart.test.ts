// The flow of a site that needs one more restart, with a fake service and a fake clock: reads
// that answer 403 or 500 NullReferenceException/OptimizedExport until verify-timeout end in
// needs-restart (never a rollback, even with rollback: true); with a restart port and
// restart-when-needed, one restart, the site waited for again and the verification again;
// screens read after the entities; and the words the report gives it.
import { describe, expect, it } from '@jest/globals'
import {
  ApiError,
  NeedsRestartError,
  SessionLostError,
  TransientError
} from '../../src/api/errors.js'
import type {
  BackupDownload,
  CustomizationApi,
  InstanceInfo,
  LogEntry,
  PublishEndAnswer
} from '../../src/api/types.js'
import { deploy, type DeployPorts } from '../../src/deploy/deploy.js'
import { progressLine } from '../../src/report/progress-text.js'
import { failureMessage, summaryMarkdown } from '../../src/report/report.js'
import type { Settings } from '../../src/inputs/read-settings.js'
import { settings as fakeSettings } from '../../test-support/deploy-fake.js'
import { projectContent } from '../../test-support/project-content.js'

const INSTANCE: InstanceInfo = {
  build: '26.101.0225',
  endpoints: [{ name: 'Default', version: '24.200.001' }]
}

const NULL_REF = new NeedsRestartError(
  'entityRead',
  'reading Default/24.200.001/AcmeOrder is not live: HTTP 500 application/json: "OptimizedExportProviderBuilder"',
  { status: 500, serverMessages: ['OptimizedExportProviderBuilder'] }
)

/** A fake instance: answers its reads from scripts until `restarted`, then as a whole site. */
class Instance implements CustomizationApi {
  calls: string[] = []
  sessionCookie: string | undefined
  private session = 0
  restarted = false
  entityAnswers: Array<'rows' | Error> = ['rows']
  screenAnswers: Array<'opens' | Error> = ['opens']

  async login(): Promise<void> {
    this.session++
    this.sessionCookie = `s=${this.session}`
    this.calls.push('login')
  }
  useSession(cookie: string): void {
    this.sessionCookie = cookie
  }
  async logout(): Promise<void> {
    this.calls.push('logout')
  }
  async getProject(): Promise<BackupDownload> {
    return { found: true, path: '/tmp/b.zip', size: 1, sha256: 'ab' }
  }
  async getPublished(): Promise<string[] | undefined> {
    this.calls.push('getPublished')
    return ['MyProject']
  }
  async importPackage(): Promise<LogEntry[]> {
    this.calls.push('Import')
    return []
  }
  async publishBegin(): Promise<LogEntry[]> {
    this.calls.push('publishBegin')
    return []
  }
  async publishEnd(): Promise<PublishEndAnswer> {
    this.calls.push('publishEnd')
    return { state: 'completed', log: [], httpStatus: 200 }
  }
  async deleteProject(): Promise<LogEntry[]> {
    return []
  }
  async publishProbe(): Promise<PublishEndAnswer> {
    // `{}`-like: no other publish running.
    return { state: 'running', log: [], httpStatus: 200 }
  }
  async unpublishAll(): Promise<LogEntry[]> {
    throw new Error('a verification never unpublishes')
  }
  async readInstance(): Promise<InstanceInfo> {
    this.calls.push('GET /entity')
    return INSTANCE
  }
  async readEntity(): Promise<void> {
    this.calls.push('read')
    if (this.restarted) return
    const answer =
      this.entityAnswers.length > 1 ? this.entityAnswers.shift()! : this.entityAnswers[0]
    if (answer instanceof Error) throw answer
  }
  async readScreen(id: string): Promise<void> {
    this.calls.push(`screen ${id}`)
    if (this.restarted) return
    const answer =
      this.screenAnswers.length > 1 ? this.screenAnswers.shift()! : this.screenAnswers[0]
    if (answer instanceof Error) throw answer
  }
}

function settings(verify: Partial<NonNullable<Settings['verify']>> = {}): Settings {
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
    pollIntervalSeconds: 5,
    loginAttempts: 1,
    loginRetryDelaySeconds: 0,
    verify: {
      timeoutSeconds: 60,
      entities: [{ entity: 'AcmeOrder', line: 'AcmeOrder' }],
      screens: [],
      restartWhenNeeded: true,
      rollback: false,
      ...verify
    },
    versionCheck: 'off',
    dryRun: false
  })
}

function ports(api: Instance, restart?: () => Promise<void>): DeployPorts & { lines: string[] } {
  let clock = 0
  const lines: string[] = []
  return {
    api,
    makePackage: async () => ({ path: '/tmp/p.zip', size: 1, sha256: 'cd', entries: 1 }),
    backupPath: () => '/tmp/b.zip',
    storeBackup: async () => ({
      stored: {
        artifactName: 'MyProject-backup.zip',
        artifactId: '1',
        artifactUrl: 'u',
        digest: 'd'
      }
    }),
    packageDetails: async () => ({}),
    packageDigest: async () => 'ab'.repeat(32),
    projectContent: async () => projectContent(),
    sessionStarted: () => undefined,
    ...(restart
      ? {
          maintenance: {
            endpoint: 'Lock/1/ApplyUpdate',
            scheduleLockoutCommand: async () => undefined,
            stopLockoutCommand: async () => undefined,
            restartApplicationCommand: restart
          }
        }
      : {}),
    log: {
      phase: (_name, work) => work(),
      event: e => lines.push(progressLine(e).text),
      publishLogEntry: () => undefined
    },
    sleep: async ms => {
      clock += ms
    },
    now: () => clock,
    lines
  }
}

describe('a site that needs one more restart', () => {
  it('500 NullReferenceException/OptimizedExport until verify-timeout: needs-restart, retried every poll-interval, no rollback with rollback: true', async () => {
    const api = new Instance()
    api.entityAnswers = [NULL_REF]
    const s = settings({ rollback: true })
    const result = await deploy(s, ports(api))
    expect(result.outcome).toBe('needs-restart')
    // At 0, 5, ... 55 s: 12 reads; at 60 s the time is up.
    expect(api.calls.filter(c => c === 'read')).toHaveLength(12)
    // Nothing imported or published again.
    expect(api.calls.filter(c => c === 'Import')).toHaveLength(1)
    expect(api.calls.filter(c => c === 'publishBegin')).toHaveLength(1)
    expect(result.rollback).toBeUndefined()
    expect(result.verification?.entities[0]).toMatchObject({ needsRestart: true, attempts: 12 })
    const message = failureMessage(s, result)
    expect(message).toContain('the site needs one more application restart')
    expect(message).toContain('Nothing was rolled back')
    expect(message).toContain('Apply Updates (SM203510) → Restart Application')
    expect(message).toContain(
      'acumatica-customization-deploy verify --base-url https://erp.example.com/AcumaticaERP --username <user> --projects MyProject --verify-entities AcmeOrder'
    )
  })

  it('a 403 that turns into rows before verify-timeout is no restart: published', async () => {
    const api = new Instance()
    const forbidden = new NeedsRestartError('entityRead', 'HTTP 403', { status: 403 })
    api.entityAnswers = [forbidden, forbidden, 'rows']
    const result = await deploy(settings(), ports(api))
    expect(result.outcome).toBe('published')
    expect(result.verification?.entities[0].needsRestart).toBeUndefined()
  })

  it('with a restart port: one restart, the site waited for again, the verification again, published; site-ready-seconds counts both waits', async () => {
    const api = new Instance()
    api.entityAnswers = [NULL_REF]
    let restarts = 0
    const p = ports(api, async () => {
      restarts++
      api.restarted = true
      api.calls.push('restartApplicationCommand')
    })
    const s = settings()
    const result = await deploy(s, p)
    expect(result.outcome).toBe('published')
    expect(restarts).toBe(1)
    const after = api.calls.slice(api.calls.indexOf('restartApplicationCommand'))
    expect(after).toEqual(['restartApplicationCommand', 'GET /entity', 'getPublished', 'read'])
    expect(result.verification?.restart?.first.kind).toBe('needs-restart')
    expect(result.verification?.siteReadySeconds).toBe(0)
    expect(p.lines).toContain('The application restart was accepted; waiting for the site.')
    expect(summaryMarkdown(s, result)).toContain('restarted once, verified again')
  })

  it('a restart that does not help: needs-restart once, saying so; never a second restart', async () => {
    const api = new Instance()
    api.entityAnswers = [NULL_REF]
    let restarts = 0
    const p = ports(api, async () => {
      restarts++
    })
    const s = settings({ timeoutSeconds: 10 })
    const result = await deploy(s, p)
    expect(result.outcome).toBe('needs-restart')
    expect(restarts).toBe(1)
    expect(failureMessage(s, result)).toContain('It still does after one restart')
  })

  it('a restart call that fails: verified again all the same (a restart can end its own connection)', async () => {
    const api = new Instance()
    api.entityAnswers = [NULL_REF]
    const p = ports(api, async () => {
      api.restarted = true
      throw new ApiError(
        'applyUpdates',
        'Apply Updates restartApplicationCommand failed: connection reset'
      )
    })
    const result = await deploy(settings(), p)
    expect(result.outcome).toBe('published')
    expect(result.verification?.restart?.failed).toContain('connection reset')
    expect(
      p.lines.some(l => l.startsWith('The application restart (restartApplicationCommand) failed'))
    ).toBe(true)
  })

  it('restart-when-needed: false leaves the restart to people: needs-restart, the port never called', async () => {
    const api = new Instance()
    api.entityAnswers = [NULL_REF]
    let restarts = 0
    const result = await deploy(
      settings({ restartWhenNeeded: false, timeoutSeconds: 10 }),
      ports(api, async () => {
        restarts++
      })
    )
    expect(result.outcome).toBe('needs-restart')
    expect(restarts).toBe(0)
  })

  it('another failure is no restart: unverified, and rollback as before', async () => {
    const api = new Instance()
    api.entityAnswers = [new TransientError('entityRead', 'HTTP 500', { status: 500 })]
    let restarts = 0
    const result = await deploy(
      settings({ timeoutSeconds: 10 }),
      ports(api, async () => {
        restarts++
      })
    )
    expect(result.outcome).toBe('unverified')
    expect(restarts).toBe(0)
  })
})

describe('verify-screens in the flow', () => {
  it('screens are opened after the entities, in order; a 403 screen until verify-timeout is needs-restart', async () => {
    const api = new Instance()
    api.screenAnswers = [
      'opens',
      new NeedsRestartError('screen', 'CR306000 is not live: HTTP 403', { status: 403 })
    ]
    const result = await deploy(
      settings({ screens: ['SO301000', 'CR306000'], timeoutSeconds: 10 }),
      ports(api)
    )
    expect(result.outcome).toBe('needs-restart')
    const reads = api.calls.filter(c => c === 'read' || c.startsWith('screen'))
    expect(reads.slice(0, 3)).toEqual(['read', 'screen SO301000', 'screen CR306000'])
    expect(result.verification?.screens.map(s => s.state)).toEqual(['answered', 'failed'])
  })

  it('a screen that fails for good fails at once: unverified, naming it', async () => {
    const api = new Instance()
    api.screenAnswers = [
      new ApiError('screen', 'SO301000 does not open: the page says "Invalid column name"')
    ]
    const s = settings({ screens: ['SO301000'] })
    const result = await deploy(s, ports(api))
    expect(result.outcome).toBe('unverified')
    expect(api.calls.filter(c => c.startsWith('screen'))).toHaveLength(1)
    expect(failureMessage(s, result)).toContain(
      'screen SO301000 did not open after 1 attempt: SO301000 does not open: the page says "Invalid column name"'
    )
  })

  it('the sign-in page: one new login and one more read, then it fails', async () => {
    const api = new Instance()
    api.screenAnswers = [new SessionLostError('screen', 'SO301000: the sign-in page came back')]
    const result = await deploy(settings({ screens: ['SO301000'] }), ports(api))
    expect(result.outcome).toBe('unverified')
    const tail = api.calls.slice(api.calls.indexOf('screen SO301000'))
    expect(tail).toEqual(['screen SO301000', 'login', 'screen SO301000'])
  })
})
