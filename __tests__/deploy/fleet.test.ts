// Many instances in the flow with a fake service (docs/fleet.md): the window (nothing sent
// outside it), the lockout notice (scheduled ahead, waited for, stopped on a cancel), the stamp in
// the Import's description, and drift against the ledger's newest verified deploy.
import { describe, expect, it } from '@jest/globals'
import type { MaintenanceApi } from '../../src/api/types.js'
import { compareContent, type ProjectContent } from '../../src/changes/compare.js'
import { contentDigest } from '../../src/changes/content-digest.js'
import { contentRecord } from '../../src/changes/content-record.js'
import { deploy } from '../../src/deploy/deploy.js'
import { removeProjects } from '../../src/deploy/remove.js'
import { parseWindow } from '../../src/inputs/window.js'
import type {
  DeployLedger,
  LedgerContent,
  LedgerLookup,
  LedgerScope,
  LedgerWrite
} from '../../src/ledger/types.js'
import { failureMessage, finalLine, summaryMarkdown } from '../../src/report/report.js'
import { FakeApi, harness, settings } from '../../test-support/deploy-fake.js'
import { projectContent } from '../../test-support/project-content.js'

const MINUTE = 60_000

describe('window', () => {
  const nights = parseWindow('Mon-Fri 22:00-05:00 America/Chicago')!
  // Monday 2026-12-07 12:00 in Chicago (18:00 UTC): closed; Monday 23:00 (05:00 UTC Tuesday): open.
  const NOON = Date.parse('2026-12-07T18:00:00Z')
  const NIGHT = Date.parse('2026-12-08T05:00:00Z')

  it('outside: sends nothing at all, builds nothing, and ends outside-window with the next opening', async () => {
    const api = new FakeApi()
    let built = 0
    const h = harness(api, {
      now: () => NOON,
      makePackage: async () => {
        built++
        return { path: '/tmp/p.zip', size: 1, sha256: 'cd', entries: 1 }
      },
      api: Object.assign(api, {
        readInstance: async () => {
          api.calls.push('GET /entity')
          return { endpoints: [] }
        }
      })
    })
    const run = settings({ window: nights })
    const result = await deploy(run, h.ports)
    expect(result.outcome).toBe('outside-window')
    expect(api.calls).toEqual([])
    expect(built).toBe(0)
    expect(result.failure).toBeUndefined()
    expect(result.window).toMatchObject({
      open: false,
      nextOpening: Date.parse('2026-12-08T04:00:00Z'),
      nextOpeningText: 'Mon 2026-12-07 22:00 America/Chicago'
    })
    expect(h.lines).toContain(
      'notice Outside the deploy window (Mon-Fri 22:00-05:00 America/Chicago) at 2026-12-07T18:00:00.000Z: nothing was sent to the instance. The next window opens Mon 2026-12-07 22:00 America/Chicago (2026-12-08T04:00:00.000Z).'
    )
    expect(finalLine(run, result)).toBe(
      'Result: outside the deploy window: nothing of MyProject on erp.example.com was sent; the next window opens Mon 2026-12-07 22:00 America/Chicago.'
    )
    const summary = summaryMarkdown(run, result)
    expect(summary).toContain('Outside the deploy window')
    expect(summary).toContain('The next window opens Mon 2026-12-07 22:00 America/Chicago')
  })

  it('inside: the deploy goes on as usual', async () => {
    const api = new FakeApi()
    const h = harness(api, { now: () => NIGHT })
    const result = await deploy(settings({ window: nights }), h.ports)
    expect(result.outcome).toBe('published')
    expect(api.calls).toContain('Import')
    expect(result.window).toMatchObject({ open: true })
    expect(h.lines).toContain(
      'info Inside the deploy window (Mon-Fri 22:00-05:00 America/Chicago): the deploy goes on.'
    )
  })

  it('a removal outside its window sends nothing either; a dry run is not held to it', async () => {
    const api = new FakeApi()
    const removed = await removeProjects(
      settings({ projects: [], remove: ['Other'], window: nights }),
      harness(api, { now: () => NOON }).ports
    )
    expect(removed.outcome).toBe('outside-window')
    expect(api.calls).toEqual([])

    const planning = new FakeApi()
    const planned = await deploy(
      settings({ window: nights, dryRun: true }),
      harness(planning, { now: () => NOON }).ports
    )
    expect(planned.outcome).toBe('planned')
  })
})

/** A fake Apply Updates endpoint recording the calls and when each lockout starts. */
function maintenance(api: FakeApi, starts: number[]): MaintenanceApi {
  return {
    endpoint: 'Lock/1/ApplyUpdate',
    scheduleLockoutCommand: async (reason, at) => {
      api.calls.push(`lockout ${reason}`)
      starts.push(at!.getTime())
    },
    stopLockoutCommand: async () => {
      api.calls.push('stop lockout')
    },
    restartApplicationCommand: async () => {
      api.calls.push('restart')
    }
  }
}

describe('lockout-notice-minutes', () => {
  const noticed = settings({ lockout: { reason: 'Deploying MyProject' }, lockoutNoticeMinutes: 15 })

  it('schedules the lockout 15 minutes ahead and imports nothing before it starts', async () => {
    const api = new FakeApi()
    const starts: number[] = []
    let clock = 1_000_000
    const importedAt: number[] = []
    const importPackage = api.importPackage.bind(api)
    api.importPackage = async request => {
      importedAt.push(clock)
      return importPackage(request)
    }
    const h = harness(api, {
      maintenance: maintenance(api, starts),
      now: () => clock,
      sleep: async ms => {
        h.sleeps.push(ms)
        clock += ms
      }
    })
    const result = await deploy(noticed, h.ports)
    expect(result.outcome).toBe('published')
    expect(starts).toEqual([1_000_000 + 15 * MINUTE])
    expect(h.sleeps[0]).toBe(15 * MINUTE)
    expect(importedAt[0]).toBeGreaterThanOrEqual(starts[0])
    expect(api.calls.slice(0, 5)).toEqual([
      'login',
      'getProject',
      'getPublished',
      'lockout Deploying MyProject',
      'Import'
    ])
    expect(result.phases.map(p => p.name)).toContain('Wait for the lockout notice')
    expect(h.lines).toContain(
      `info The lockout through Apply Updates (Lock/1/ApplyUpdate) is scheduled 15 min ahead, at ${new Date(1_000_000 + 15 * MINUTE).toISOString()}, reason "Deploying MyProject": users see it pending until then, and nothing is imported before it starts.`
    )
    expect(api.calls.at(-1)).toBe('stop lockout')
    expect(summaryMarkdown(noticed, result)).toContain(
      '<td>lockout announced at 1970-01-01T00:16:40Z for 1970-01-01T00:31:40Z, let back in at'
    )
  })

  it('a cancel during the wait stops the lockout and imports nothing', async () => {
    const api = new FakeApi()
    const starts: number[] = []
    const controller = new AbortController()
    const changes: boolean[] = []
    const h = harness(api, {
      maintenance: maintenance(api, starts),
      lockoutChanged: on => changes.push(on),
      signal: controller.signal,
      sleep: async (ms, signal) => {
        if (ms === 15 * MINUTE) {
          // The runner's SIGINT while the step waits.
          controller.abort()
          expect(signal).toBe(controller.signal)
          throw new DOMException('The operation was aborted', 'AbortError')
        }
      }
    })
    const result = await deploy(noticed, h.ports)
    expect(result.outcome).toBe('cancelled')
    expect(api.calls).not.toContain('Import')
    expect(api.calls).toContain('stop lockout')
    expect(api.calls.indexOf('stop lockout')).toBeGreaterThan(
      api.calls.indexOf('lockout Deploying MyProject')
    )
    expect(changes).toEqual([true, false])
    expect(result.lockout?.unlockedAt).toBeDefined()
  })

  it('without a notice the lockout starts at once and nothing waits', async () => {
    const api = new FakeApi()
    const starts: number[] = []
    const h = harness(api, { maintenance: maintenance(api, starts) })
    const result = await deploy(settings({ lockout: { reason: 'Deploying MyProject' } }), h.ports)
    expect(result.outcome).toBe('published')
    expect(starts).toEqual([0])
    expect(result.phases.map(p => p.name)).not.toContain('Wait for the lockout notice')
  })
})

describe('stamp', () => {
  const origin = {
    repository: 'octo-org/erp-customizations',
    commit: '0123456789abcdef0123456789abcdef01234567',
    runId: '4242'
  }
  const described = settings({
    projects: [{ ...settings().projects[0], description: 'Sales priority' }]
  })

  it('stamp: true: the Import carries the commit and the run after the description', async () => {
    const api = new FakeApi()
    const result = await deploy({ ...described, stamp: true }, harness(api, { origin }).ports)
    expect(result.outcome).toBe('published')
    expect(api.imports[0].projectDescription).toBe(
      'Sales priority [octo-org/erp-customizations@0123456, run 4242]'
    )
  })

  it('stamp: false (the default): the description as it is', async () => {
    const api = new FakeApi()
    await deploy(described, harness(api, { origin }).ports)
    expect(api.imports[0].projectDescription).toBe('Sales priority')
  })

  it('stamp: true without a known commit: no stamp, one notice saying why', async () => {
    const api = new FakeApi()
    const h = harness(api, { origin: { runId: 'local', repository: 'octo-org/x' } })
    await deploy({ ...described, stamp: true }, h.ports)
    expect(api.imports[0].projectDescription).toBe('Sales priority')
    expect(h.lines.filter(l => l.startsWith('notice stamp: true'))).toHaveLength(1)
  })
})

/** A ledger in memory whose entries keep the content, as the file ledger does. */
class ContentLedger implements DeployLedger {
  entries: Array<{
    scope: LedgerScope
    digest: string
    contentDigest?: string
    content?: LedgerContent
  }> = []
  async newest(scope: LedgerScope): Promise<LedgerLookup> {
    const entry = this.entries.filter(e => e.scope.project === scope.project).at(-1)
    if (!entry) return { found: false }
    return {
      found: true,
      digest: entry.digest,
      ...(entry.contentDigest ? { contentDigest: entry.contentDigest } : {}),
      ...(entry.content ? { content: entry.content } : {}),
      key: `k-${entry.digest}`
    }
  }
  async record(
    scope: LedgerScope,
    digest: string,
    contentDigest?: string,
    content?: LedgerContent
  ): Promise<LedgerWrite> {
    this.entries.push({ scope, digest, contentDigest, content })
    return { recorded: true, key: `k-${digest}` }
  }
}

describe('drift', () => {
  const scope = {
    baseUrl: 'https://erp.example.com/AcumaticaERP',
    tenant: '',
    project: 'MyProject'
  }
  const DEPLOYED = projectContent(
    { 'Code#SOOrderEntry_Extension': 'v1', 'Table#SOOrder': 'v1' },
    { 'Bin/MyExt.dll': 'aa'.repeat(32) }
  )
  // Someone's hotfix on the instance: one item changed, a file added.
  const HOTFIXED = projectContent(
    { 'Code#SOOrderEntry_Extension': 'hotfix', 'Table#SOOrder': 'v1' },
    { 'Bin/MyExt.dll': 'aa'.repeat(32), 'Bin/Hotfix.dll': 'bb'.repeat(32) }
  )
  // The package this run deploys: the next version from Git.
  const NEXT = projectContent(
    { 'Code#SOOrderEntry_Extension': 'v2', 'Table#SOOrder': 'v1' },
    { 'Bin/MyExt.dll': 'cc'.repeat(32) }
  )

  /** A ledger whose newest entry is DEPLOYED; the instance stores `stored`; the package is NEXT. */
  function world(stored: ProjectContent, entry: 'content' | 'digest' | 'none' = 'content') {
    const api = new FakeApi()
    const ledger = new ContentLedger()
    if (entry !== 'none') {
      ledger.entries.push({
        scope,
        digest: 'ef'.repeat(32),
        contentDigest: contentDigest(DEPLOYED, 0),
        ...(entry === 'content' ? { content: contentRecord(DEPLOYED) } : {})
      })
    }
    const h = harness(api, {
      ledger,
      projectContent: async zipPath => (zipPath === '/tmp/p.zip' ? NEXT : stored)
    })
    return { api, ledger, h }
  }

  it('fail (the default): ends drift before any Import, naming what differs and the two ways on', async () => {
    const { api, h } = world(HOTFIXED)
    const run = settings()
    const result = await deploy(run, h.ports)
    expect(result.outcome).toBe('drift')
    expect(api.calls).not.toContain('Import')
    expect(result.drift?.projects).toEqual([
      {
        project: 'MyProject',
        status: 'drifted',
        changes: {
          added: ['Bin/Hotfix.dll'],
          changed: ['Code#SOOrderEntry_Extension'],
          removed: []
        }
      }
    ])
    const message = failureMessage(run, result)
    expect(message).toContain(
      'Drift: MyProject changed on the instance since this action last deployed it (MyProject: added 1 (Bin/Hotfix.dll), changed 1 (Code#SOOrderEntry_Extension), removed 0). Nothing was imported.'
    )
    expect(message).toContain(
      "export the instance's project into a pull request with the export action"
    )
    expect(message).toContain('deploy with on-drift: overwrite')
    // The summary's table of what differs, as the Changes table shows it.
    const summary = summaryMarkdown(run, result)
    expect(summary).toContain('Drift: changed on the instance since the last deploy')
    expect(summary).toContain('<code>Bin/Hotfix.dll</code>')
  })

  it('warn: goes on with a warning; overwrite: goes on with a line', async () => {
    const warned = world(HOTFIXED)
    const result = await deploy(settings({ onDrift: 'warn' }), warned.h.ports)
    expect(result.outcome).toBe('published')
    expect(warned.api.calls).toContain('Import')
    expect(
      warned.h.lines.filter(l => l.startsWith('warning Drift: MyProject changed'))
    ).toHaveLength(1)

    const overwritten = world(HOTFIXED)
    const again = await deploy(settings({ onDrift: 'overwrite' }), overwritten.h.ports)
    expect(again.outcome).toBe('published')
    expect(overwritten.h.lines.filter(l => l.startsWith('warning'))).toEqual([])
    expect(overwritten.h.lines).toContain(
      'info Drift: MyProject changed on the instance since this action last deployed it: added 1 (Bin/Hotfix.dll), changed 1 (Code#SOOrderEntry_Extension), removed 0; on-drift: overwrite: the deploy replaces it (the backup keeps it).'
    )
  })

  it('no ledger entry for the project: no check, a notice, the deploy goes on', async () => {
    const { api, h } = world(HOTFIXED, 'none')
    const result = await deploy(settings(), h.ports)
    expect(result.outcome).toBe('published')
    expect(api.calls).toContain('Import')
    expect(h.lines).toContain(
      'notice No drift check for MyProject: no verified deploy of it to this instance is recorded in the Actions cache.'
    )
  })

  it('no change since the last deploy: no drift, the deploy goes on', async () => {
    const { h } = world(DEPLOYED)
    const result = await deploy(settings(), h.ports)
    expect(result.outcome).toBe('published')
    expect(result.drift?.projects).toEqual([{ project: 'MyProject', status: 'same' }])
    expect(h.lines).toContain(
      'info No drift in MyProject: the stored project is what this action last deployed and verified.'
    )
  })

  it('an entry with its content digest only (the Actions cache): drift found, the items not named', async () => {
    const { api, h } = world(HOTFIXED, 'digest')
    const result = await deploy(settings(), h.ports)
    expect(result.outcome).toBe('drift')
    expect(api.calls).not.toContain('Import')
    expect(result.drift?.projects).toEqual([{ project: 'MyProject', status: 'drifted' }])
    const unchanged = world(DEPLOYED, 'digest')
    expect((await deploy(settings(), unchanged.h.ports)).outcome).toBe('published')
  })

  it('an entry of this very package without its items: the differences named from the package', async () => {
    const api = new FakeApi()
    const ledger = new ContentLedger()
    // The harness's package digest: this run deploys again what the entry recorded (NEXT).
    ledger.entries.push({ scope, digest: 'ab'.repeat(32), contentDigest: contentDigest(NEXT, 0) })
    const h = harness(api, {
      ledger,
      projectContent: async zipPath => (zipPath === '/tmp/p.zip' ? NEXT : HOTFIXED)
    })
    const result = await deploy(settings(), h.ports)
    expect(result.outcome).toBe('drift')
    expect(result.drift?.projects).toEqual([
      {
        project: 'MyProject',
        status: 'drifted',
        changes: compareContent(NEXT, HOTFIXED)
      }
    ])
    expect(compareContent(NEXT, HOTFIXED)).toEqual({
      added: ['Bin/Hotfix.dll'],
      changed: ['Code#SOOrderEntry_Extension', 'Bin/MyExt.dll'],
      removed: []
    })
  })

  it('a completed deploy records the items it put on the instance', async () => {
    const { ledger, h } = world(DEPLOYED)
    await deploy(settings(), h.ports)
    const recorded = ledger.entries.at(-1)!
    expect(recorded.contentDigest).toBe(contentDigest(NEXT, 0))
    expect(recorded.content).toEqual(contentRecord(NEXT))
  })
})
