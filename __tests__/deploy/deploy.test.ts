// The deploy flow with a fake service: the order of the calls, what each failure says, polling,
// re-login, publishBegin faults, timeouts and cancellation.
import { describe, expect, it } from '@jest/globals'
import {
  ApiError,
  BackupTooLargeError,
  BadCredentialsError,
  ServerLogError,
  SessionLostError,
  TransientError,
  UnreachableError
} from '../../src/api/errors.js'
import { deploy } from '../../src/deploy/deploy.js'
import { errorOf, stateOf, FakeApi, settings, harness } from '../../test-support/deploy-fake.js'

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

  it('never prints a log again that shrinks and grows (six polls print each entry once)', async () => {
    const entries = Array.from({ length: 1000 }, (_, i) => ({
      logType: 'error',
      message: `E${i}`
    }))
    const api = new FakeApi()
    // An instance that alternates a long log with a shorter one: printed from the start each
    // time it shrank, six polls of 50,000 entries were 300,000 lines.
    api.publishEndSteps = [
      { state: 'running', log: entries, httpStatus: 200 },
      { state: 'running', log: entries.slice(0, 10), httpStatus: 200 },
      { state: 'running', log: entries, httpStatus: 200 },
      { state: 'running', log: entries.slice(0, 1), httpStatus: 200 },
      { state: 'running', log: entries, httpStatus: 200 },
      { state: 'failed', log: entries, httpStatus: 200 }
    ]
    const h = harness(api)
    const result = await deploy(settings(), h.ports)
    expect(result.outcome).toBe('failed')
    expect(h.lines.filter(l => l.startsWith('entry'))).toHaveLength(1000)
  })

  it('publishes the names getPublished lists once each, letter case ignored', async () => {
    const api = new FakeApi()
    api.published = ['MYPROJECT', 'Other', 'OTHER', 'other', 'Third']
    const h = harness(api)
    await deploy(settings(), h.ports)
    expect(api.publishBegins[0].projectNames).toEqual(['MyProject', 'Other', 'Third'])
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
