// A shared instance, in the flow with a fake service: the probe for another publish and the wait
// (busy-timeout, busy, what the log says once a minute), the lockout around the Import (Apply
// Updates), a removal, and what the step says after a refused Import.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from '@jest/globals'
import {
  ApiError,
  MaintenanceError,
  ServerLogError,
  SessionLostError
} from '../../src/api/errors.js'
import type { MaintenanceApi, PublishEndAnswer } from '../../src/api/types.js'
import { deploy } from '../../src/deploy/deploy.js'
import { removeProjects } from '../../src/deploy/remove.js'
import { failureMessage, summaryMarkdown } from '../../src/report/report.js'
import {
  errorOf,
  stateOf,
  FakeApi,
  settings,
  harness,
  FAILED
} from '../../test-support/deploy-fake.js'

const running = (message: string): PublishEndAnswer => ({
  state: 'running',
  log: [
    { logType: 'information', message: 'Compiled projects: Other' },
    { logType: 'information', message }
  ],
  httpStatus: 200
})
const COMPLETED: PublishEndAnswer = {
  state: 'completed',
  log: [{ logType: 'information', message: 'Website updated.' }],
  httpStatus: 200
}
const IDLE: PublishEndAnswer = { state: 'running', log: [], httpStatus: 200 }

describe('another publish on the instance', () => {
  it('a probe answering {} goes on at once: no wait, no notice', async () => {
    const api = new FakeApi()
    api.probeSteps = [IDLE]
    const h = harness(api)
    const result = await deploy(settings(), h.ports)
    expect(result.outcome).toBe('published')
    expect(api.calls.slice(0, 3)).toEqual(['login', 'probe', 'getProject'])
    expect(result.busy).toEqual({ found: 'idle', waitedSeconds: 0 })
    expect(h.lines.filter(l => /^(notice|warning)/.test(l))).toEqual([])
    expect(h.lines).not.toContain('group Wait for another publish')
  })

  it('a running publish is waited for, then the run logs in again and imports', async () => {
    const api = new FakeApi()
    api.probeSteps = [running('Patching the file A'), running('Patching the file B'), COMPLETED]
    const h = harness(api)
    const result = await deploy(settings(), h.ports)
    expect(result.outcome).toBe('published')
    // Probe, one poll still running, the completed answer; then a new session before getProject.
    expect(api.calls.slice(0, 6)).toEqual([
      'login',
      'probe',
      'probe',
      'probe',
      'login',
      'getProject'
    ])
    expect(result.busy).toMatchObject({ found: 'running', waitedSeconds: 20 })
    expect(h.lines).toContain(
      'notice Another publish is running on the instance; its last log line: "Patching the file A". Waiting up to 600 s (busy-timeout) for it to end before anything is imported.'
    )
    expect(h.lines).toContain(
      'info The other publish completed after 20 s of waiting; the deploy goes on (logging in again, as its restart ends sessions).'
    )
    expect(h.lines).toContain('group Wait for another publish')
    expect(result.phases.map(p => p.name)).toContain('Wait for another publish')
  })

  it('says once a minute that it still waits, with the last log line', async () => {
    const api = new FakeApi()
    // Running for 150 s at a 10 s poll-interval.
    api.probeSteps = [
      ...Array.from({ length: 16 }, (_, i) => running(`Patching the file ${i}`)),
      COMPLETED
    ]
    const h = harness(api)
    await deploy(settings(), h.ports)
    const still = h.lines.filter(l => l.startsWith('info Still waiting'))
    expect(still).toEqual([
      'info Still waiting for the other publish to end (60 s so far; its last log line: "Patching the file 6").',
      'info Still waiting for the other publish to end (120 s so far; its last log line: "Patching the file 12").'
    ])
  })

  it('past busy-timeout: busy, nothing read or imported, the last log line in the error', async () => {
    const api = new FakeApi()
    api.probeSteps = [running('Patching the file C:\\Site\\Pages\\SO301000.aspx')]
    const h = harness(api)
    const result = await deploy(settings({ busyTimeoutSeconds: 30 }), h.ports)
    expect(result.outcome).toBe('busy')
    expect(api.calls).not.toContain('getProject')
    expect(api.calls).not.toContain('Import')
    expect(api.calls.filter(c => c === 'probe')).toHaveLength(4)
    expect(errorOf(result)).toBe(
      'Another publish was running on the instance for longer than busy-timeout (30 s); its last log line: "Patching the file C:\\Site\\Pages\\SO301000.aspx". Nothing was imported. Acumatica publishes one thing at a time: wait for it to end (Customization Projects screen), then re-run, or raise busy-timeout.'
    )
    expect(stateOf(result)).toBe('The instance is unchanged: nothing was imported or published.')
  })

  it('busy-timeout 0 fails at once, without a wait', async () => {
    const api = new FakeApi()
    api.probeSteps = [running('Compiling')]
    const h = harness(api)
    const result = await deploy(settings({ busyTimeoutSeconds: 0 }), h.ports)
    expect(result.outcome).toBe('busy')
    expect(h.sleeps).toEqual([])
    expect(api.calls).toEqual(['login', 'probe'])
  })

  it('a probe the instance cannot answer (404) is an info line, no notice, and the deploy goes on', async () => {
    const api = new FakeApi()
    api.probeSteps = [
      new ApiError('publishEnd', 'publishEnd failed with HTTP 404', { status: 404 })
    ]
    const h = harness(api)
    const result = await deploy(settings(), h.ports)
    expect(result.outcome).toBe('published')
    expect(result.busy).toEqual({
      found: 'unknown',
      waitedSeconds: 0,
      reason: 'publishEnd answered HTTP 404'
    })
    // Many instances answer the probe so on every happy run: not a notice.
    expect(h.lines.filter(l => l.startsWith('notice'))).toEqual([])
    expect(h.lines.filter(l => l.includes('Could not tell'))).toEqual([
      'info Could not tell whether another publish is running on the instance (publishEnd answered HTTP 404); the run goes on. Acumatica publishes one thing at a time: if one is running, the Import or the publish may be refused (docs/troubleshooting.md).'
    ])
    // The page the line sends the reader to says what it means.
    const troubleshooting = readFileSync(
      new URL('../../docs/troubleshooting.md', import.meta.url),
      'utf8'
    )
    expect(troubleshooting).toContain('## "Could not tell whether another publish is running"')
    expect(h.lines.filter(l => l.startsWith('warning'))).toEqual([])
  })

  it('a session lost while waiting (the other publish restarted the site) is mended', async () => {
    const api = new FakeApi()
    api.probeSteps = [
      running('Website updated.'),
      new SessionLostError('publishEnd', 'publishEnd: the instance no longer knows this session'),
      COMPLETED
    ]
    const h = harness(api)
    const result = await deploy(settings(), h.ports)
    expect(result.outcome).toBe('published')
    expect(api.calls.slice(0, 7)).toEqual([
      'login',
      'probe',
      'probe',
      'login',
      'probe',
      'login',
      'getProject'
    ])
  })

  it('a dry run never asks publishEnd', async () => {
    const api = new FakeApi()
    api.probeSteps = [running('Compiling')]
    const result = await deploy(settings({ dryRun: true }), harness(api).ports)
    expect(result.outcome).toBe('planned')
    expect(api.calls).not.toContain('probe')
    expect(api.calls).not.toContain('publishEnd')
  })
})

describe("after a refused Import the step never claims this run's package is stored", () => {
  it('an Import answered with an error entry: refused; a failed restore says the stored project should be as before', async () => {
    const api = new FakeApi()
    api.published = ['MyProject']
    api.importError = new ServerLogError(
      'Import',
      "Import of MyProject failed: The customization project 'MyProject' cannot be imported while a publication is in progress.",
      { status: 200 }
    )
    const result = await deploy(settings(), harness(api).ports)
    expect(result.outcome).toBe('failed')
    expect(result.projects[0].importState).toBe('refused')
    expect(result.projects[0].restore?.status).toBe('failed')
    const text = stateOf(result) + errorOf(result)
    expect(text).not.toContain('now holds the package this run imported')
    const { restoreText } = await import('../../src/report/outcome-text.js')
    expect(restoreText(result.projects[0]).text).toContain(
      "It should hold what it held before this run, as the instance refused this run's Import."
    )
  })

  it('an Import with no answer (HTTP 500) may have stored it: said as such', async () => {
    const api = new FakeApi()
    api.published = ['MyProject']
    api.importError = new ApiError('Import', 'Import failed with HTTP 500: boom', { status: 500 })
    const result = await deploy(settings(), harness(api).ports)
    expect(result.projects[0].importState).toBe('maybe-imported')
    const { restoreText } = await import('../../src/report/outcome-text.js')
    expect(restoreText(result.projects[0]).text).toContain(
      'It may hold the package this run imported (its Import got no clear answer).'
    )
  })
})

/** A fake Apply Updates endpoint recording its calls in the service's call list. */
function maintenance(
  api: FakeApi,
  failures: { schedule?: Error; stop?: Error } = {}
): MaintenanceApi {
  return {
    endpoint: 'Lock/1/ApplyUpdate',
    scheduleLockoutCommand: async reason => {
      api.calls.push(`lockout ${reason}`)
      if (failures.schedule) throw failures.schedule
    },
    stopLockoutCommand: async () => {
      api.calls.push('stop lockout')
      if (failures.stop) throw failures.stop
    },
    restartApplicationCommand: async () => {
      api.calls.push('restart')
    }
  }
}

describe('the lockout around the Import (Apply Updates)', () => {
  const locking = settings({ lockout: { reason: 'Deploying MyProject' } })

  it('locks users out after the backups and before the Import; lets them back in at the end', async () => {
    const api = new FakeApi()
    const changes: boolean[] = []
    const h = harness(api, {
      maintenance: maintenance(api),
      lockoutChanged: on => changes.push(on)
    })
    const result = await deploy(locking, h.ports)
    expect(result.outcome).toBe('published')
    expect(api.calls).toEqual([
      'login',
      'getProject',
      'getPublished',
      'lockout Deploying MyProject',
      'Import',
      'publishBegin',
      'publishEnd',
      'publishEnd',
      'stop lockout'
    ])
    expect(changes).toEqual([true, false])
    expect(result.lockout).toMatchObject({ endpoint: 'Lock/1/ApplyUpdate', lockedAt: 0 })
    expect(result.lockout?.unlockedAt).toBeDefined()
    expect(summaryMarkdown(locking, result)).toContain(
      '<tr><th align="left">Users (Lock/1/ApplyUpdate)</th><td>locked out at 1970-01-01T00:00:00Z, let back in at'
    )
  })

  it('a lockout that fails stops the run before any Import, naming the endpoint; a stop still goes', async () => {
    const api = new FakeApi()
    const changes: boolean[] = []
    const refused = new MaintenanceError(
      'scheduleLockoutCommand',
      'Lock/1/ApplyUpdate',
      'Apply Updates scheduleLockoutCommand (Lock/1/ApplyUpdate) failed with HTTP 404',
      { status: 404, answer: 'refused' }
    )
    const h = harness(api, {
      maintenance: maintenance(api, { schedule: refused }),
      lockoutChanged: on => changes.push(on)
    })
    const result = await deploy(locking, h.ports)
    expect(result.outcome).toBe('failed')
    expect(api.calls).not.toContain('Import')
    // Refused by the instance: most likely no one is locked out, but a stop does no harm and
    // only a stop that succeeded clears the flag.
    expect(api.calls.slice(-2)).toEqual(['lockout Deploying MyProject', 'stop lockout'])
    expect(changes).toEqual([true, false])
    expect(summaryMarkdown(locking, result)).toContain(
      'the instance refused the lockout: Apply Updates scheduleLockoutCommand &#40;Lock/1/ApplyUpdate&#41; failed with HTTP 404; stopped at 1970-01-01T00:00:00Z to be sure: users are let back in'
    )
    expect(errorOf(result)).toBe(
      'Could not lock users out through Apply Updates (Lock/1/ApplyUpdate): Apply Updates scheduleLockoutCommand (Lock/1/ApplyUpdate) failed with HTTP 404 Nothing was imported. Check maintenance-endpoint and the endpoint on the instance (docs/maintenance.md), or set lockout: false.'
    )
  })

  it('a failed publish: the stored project is put back, then users are let back in', async () => {
    const api = new FakeApi()
    api.published = ['MyProject']
    api.publishEndSteps = [FAILED]
    const result = await deploy(locking, harness(api, { maintenance: maintenance(api) }).ports)
    expect(result.outcome).toBe('failed')
    expect(api.calls.slice(-3)).toEqual(['publishEnd', 'Import', 'stop lockout'])
  })

  it('a stop that fails fails the step, naming the Apply Updates screen; the flag stays on for the post step', async () => {
    const api = new FakeApi()
    const changes: boolean[] = []
    const h = harness(api, {
      maintenance: maintenance(api, { stop: new Error('connection reset') }),
      lockoutChanged: on => changes.push(on)
    })
    const result = await deploy(locking, h.ports)
    expect(result.outcome).toBe('published')
    // Possibly on, and the run's own stop gave up after waiting: the post step tries once more.
    expect(changes).toEqual([true, true])
    expect(result.lockout?.stopFailed).toBe('connection reset')
    expect(failureMessage(locking, result)).toContain(
      'Users may still be locked out: stopping the lockout through Apply Updates (Lock/1/ApplyUpdate) failed: connection reset. A person ends it on the instance: Apply Updates (SM203510), Stop Lockout.'
    )
    const summary = summaryMarkdown(locking, result)
    expect(summary).toContain('users may still be locked out')
    expect(summary).not.toMatch(/not locked out/)
  })

  it('a stop meeting a restarting site (5xx, no answer, a redirect) waits and tries again until verify-timeout', async () => {
    const api = new FakeApi()
    const unconfirmed = (status: number | undefined): Error =>
      new MaintenanceError('stopLockoutCommand', 'Lock/1/ApplyUpdate', `HTTP ${status}`, {
        status,
        answer: 'unconfirmed'
      })
    const faults = [unconfirmed(503), unconfirmed(undefined), unconfirmed(302)]
    const m = maintenance(api)
    const stop = m.stopLockoutCommand
    m.stopLockoutCommand = async () => {
      const fault = faults.shift()
      if (fault) {
        api.calls.push('stop lockout')
        throw fault
      }
      return stop()
    }
    const h = harness(api, { maintenance: m })
    const waiting = settings({
      lockout: { reason: 'Deploying MyProject', stopTimeoutSeconds: 60 },
      pollIntervalSeconds: 10
    })
    const result = await deploy(waiting, h.ports)
    expect(result.outcome).toBe('published')
    expect(result.lockout?.unlockedAt).toBeDefined()
    expect(api.calls.filter(c => c === 'stop lockout')).toHaveLength(4)
    // poll-interval between the tries.
    expect(h.sleeps.slice(-3)).toEqual([10_000, 10_000, 10_000])
    expect(h.lines.filter(l => l.startsWith('info Stopping the lockout'))).toHaveLength(1)
    expect(failureMessage(waiting, result)).not.toContain('locked out')
  })

  it('past verify-timeout the stop gives up: the run fails saying where a person ends the lockout', async () => {
    const api = new FakeApi()
    const down = new MaintenanceError('stopLockoutCommand', 'Lock/1/ApplyUpdate', 'HTTP 503', {
      status: 503,
      answer: 'unconfirmed'
    })
    const h = harness(api, { maintenance: maintenance(api, { stop: down }) })
    const waiting = settings({
      lockout: { reason: 'Deploying MyProject', stopTimeoutSeconds: 30 },
      pollIntervalSeconds: 10
    })
    const result = await deploy(waiting, h.ports)
    // Tried at 0, 10, 20 and 30 s.
    expect(api.calls.filter(c => c === 'stop lockout')).toHaveLength(4)
    expect(result.lockout?.stopFailed).toBe('HTTP 503')
    expect(failureMessage(waiting, result)).toContain('Apply Updates (SM203510), Stop Lockout.')
  })

  it('a stop whose session the restart ended logs in again (the old session out first) and stops', async () => {
    const api = new FakeApi()
    const lost = new MaintenanceError('stopLockoutCommand', 'Lock/1/ApplyUpdate', 'HTTP 401', {
      status: 401,
      answer: 'session-lost'
    })
    const m = maintenance(api)
    let first = true
    const stop = m.stopLockoutCommand
    m.stopLockoutCommand = async () => {
      if (!first) return stop()
      first = false
      api.calls.push('stop lockout')
      throw lost
    }
    const h = harness(api, { maintenance: m })
    const result = await deploy(locking, h.ports)
    expect(result.lockout?.unlockedAt).toBeDefined()
    expect(api.calls.slice(-3)).toEqual(['stop lockout', 'login', 'stop lockout'])
  })

  it('a stop the instance refuses (4xx) is not tried again: the run fails naming Apply Updates', async () => {
    const api = new FakeApi()
    const refused = new MaintenanceError('stopLockoutCommand', 'Lock/1/ApplyUpdate', 'HTTP 403', {
      status: 403,
      answer: 'refused'
    })
    const h = harness(api, { maintenance: maintenance(api, { stop: refused }) })
    const result = await deploy(locking, h.ports)
    expect(api.calls.filter(c => c === 'stop lockout')).toHaveLength(1)
    expect(result.lockout?.stopFailed).toBe('HTTP 403')
  })

  it('a schedule without a clear answer (a 502, a lost session): the stop is sent all the same', async () => {
    for (const answer of ['unconfirmed', 'session-lost'] as const) {
      const api = new FakeApi()
      const fault = new MaintenanceError(
        'scheduleLockoutCommand',
        'Lock/1/ApplyUpdate',
        'HTTP 502',
        {
          status: 502,
          answer
        }
      )
      const h = harness(api, { maintenance: maintenance(api, { schedule: fault }) })
      const result = await deploy(locking, h.ports)
      expect(result.outcome).toBe('failed')
      expect(api.calls).toContain('stop lockout')
      expect(result.lockout?.unlockedAt).toBeDefined()
      const summary = summaryMarkdown(locking, result)
      expect(summary).toContain('lockout not confirmed: HTTP 502; stopped at')
      expect(summary).not.toMatch(/not locked out/)
    }
  })

  it('without the lockout setting (lockout: false, a validation) no Apply Updates call is made', async () => {
    const api = new FakeApi()
    const result = await deploy(settings(), harness(api, { maintenance: maintenance(api) }).ports)
    expect(result.outcome).toBe('published')
    expect(api.calls.some(c => c.includes('lockout'))).toBe(false)
  })
})

describe('removing projects (remove)', () => {
  const removing = (names: string[], extra = {}) =>
    settings({ projects: [], remove: names, ...extra })

  it('backs up every published project, publishes the others with merge off, reports removed', async () => {
    const api = new FakeApi()
    api.published = ['Manufacturing.20.104.0012.31', 'AcmeSales', 'KN[24.200][V03]3']
    const h = harness(api)
    const result = await removeProjects(
      removing(['acmesales'], { mergeWithExisting: true, tenantMode: 'All' }),
      h.ports
    )
    expect(result.outcome).toBe('removed')
    expect(api.calls.filter(c => c === 'getProject')).toHaveLength(3)
    expect(h.stored).toHaveLength(3)
    expect(api.publishBegins).toEqual([
      {
        isMergeWithExistingPackages: false,
        isOnlyValidation: false,
        isOnlyDbUpdates: false,
        projectNames: ['Manufacturing.20.104.0012.31', 'KN[24.200][V03]3'],
        tenantMode: 'All'
      }
    ])
    expect(api.calls).not.toContain('Import')
    expect(result.removal).toEqual({
      removed: ['AcmeSales'],
      kept: ['Manufacturing.20.104.0012.31', 'KN[24.200][V03]3'],
      unpublishedAll: false
    })
  })

  it('removing every published project: unpublishAll with the tenant mode', async () => {
    const api = new FakeApi()
    api.published = ['AcmeSales']
    const result = await removeProjects(removing(['AcmeSales']), harness(api).ports)
    expect(result.outcome).toBe('removed')
    expect(api.unpublishAlls).toEqual(['Current'])
    expect(api.publishBegins).toEqual([])
    expect(result.removal?.unpublishedAll).toBe(true)
  })

  it('a name that is not published: refused before anything is backed up or published', async () => {
    const api = new FakeApi()
    api.published = ['AcmeSales']
    const result = await removeProjects(removing(['AcmeSales', 'Nope']), harness(api).ports)
    expect(result.outcome).toBe('failed')
    expect(api.calls).toEqual(['login', 'getPublished'])
    expect(errorOf(result)).toBe(
      'Cannot remove Nope: the instance does not publish it (published now: AcmeSales). Nothing was changed; check the names in remove.'
    )
  })

  it('the verification finds a removed project still listed: unverified', async () => {
    const api = new FakeApi()
    api.published = ['A', 'B']
    const verify = {
      timeoutSeconds: 60,
      entities: [],
      screens: [],
      restartWhenNeeded: true,
      rollback: false
    }
    // getPublished keeps listing both after the publish.
    const result = await removeProjects(removing(['B'], { verify }), harness(api).ports)
    expect(result.outcome).toBe('unverified')
    expect(errorOf(result)).toContain('getPublished still lists B after the publish without it')
  })
})

describe('conflicts first', () => {
  it('puts the Conflict control ID lines first in the error and the summary, with the fix', async () => {
    const api = new FakeApi()
    api.publishEndSteps = [
      {
        state: 'failed',
        log: [
          {
            logType: 'information',
            message: 'Compiled projects: Manufacturing,PXLotSertialNbrAttributeExtPkg'
          },
          {
            logType: 'error',
            message: 'Conflict control ID:phDS_ds from page ~/pages/so/so301000.aspx'
          },
          { logType: 'error', message: 'Validation failed.' }
        ],
        httpStatus: 200
      }
    ]
    const run = settings()
    const result = await deploy(run, harness(api).ports)
    expect(result.outcome).toBe('failed')
    expect(failureMessage(run, result)).toMatch(
      /^Conflict control ID:phDS_ds from page ~\/pages\/so\/so301000\.aspx\. Two projects change the same control: give them different levels \(Name=path@level in projects, or project-level\)/
    )
    const summary = summaryMarkdown(run, result)
    expect(summary.indexOf('### Conflicts')).toBeGreaterThan(0)
    expect(summary.indexOf('### Conflicts')).toBeLessThan(
      summary.indexOf('### Errors and warnings')
    )
  })
})

describe('names with dots and brackets', () => {
  it('make ledger keys of their own, read back, never the start of another name', async () => {
    const { digestOfKey, ledgerKey, ledgerPrefix } = await import('../../src/ledger/ledger-key.js')
    const { attemptName } = await import('../../src/commands/deploy.js')
    const base = { baseUrl: 'https://erp.example.com/AcumaticaERP', tenant: '' }
    const isv = { ...base, project: 'KNCentralizedLicense[24.200.0118][19NOV2024][V03]3' }
    const key = ledgerKey(isv, { id: '1', attempt: '1' }, 'ab'.repeat(32))
    expect(key).toContain('|kncentralizedlicense%5B24.200.0118%5D%5B19nov2024%5D%5Bv03%5D3|')
    expect(digestOfKey(isv, key)).toBe('ab'.repeat(32))
    const shorter = { ...base, project: 'KNCentralizedLicense[24.200.0118]' }
    expect(key.startsWith(ledgerPrefix(shorter))).toBe(false)
    // A re-run attempt's backup artifact keeps the first attempt's.
    expect(attemptName(`${isv.project}-backup-erp.example.com`, '1')).toBe(
      `${isv.project}-backup-erp.example.com`
    )
    expect(attemptName('Manufacturing.20.104.0012.31-backup', '3')).toBe(
      'Manufacturing.20.104.0012.31-backup-attempt3'
    )
  })
})
