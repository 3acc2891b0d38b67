// The deploy flow with a fake service: what a failure leaves behind, and how the stored
// projects are put back (leaving the instance as found).
import { describe, expect, it } from '@jest/globals'
import {
  ApiError,
  BadCredentialsError,
  ServerLogError,
  SessionLostError,
  TransientError
} from '../../src/api/errors.js'
import { ProjectNotFoundError } from '../../src/api/not-found.js'
import type { PublishEndAnswer } from '../../src/api/types.js'
import { deploy } from '../../src/deploy/deploy.js'
import {
  errorOf,
  stateOf,
  FakeApi,
  settings,
  harness,
  project,
  FAILED
} from '../../test-support/deploy-fake.js'

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
