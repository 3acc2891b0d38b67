// What people read on the run page: the summary's table, the order of a failure's messages,
// escaping of server text, and the final line.
import { describe, expect, it } from '@jest/globals'
import type { DeployResult } from '../../src/deploy/deploy.js'
import type { Settings } from '../../src/inputs/read-settings.js'
import { renderText } from '../../src/report/plain-text.js'
import {
  deploySummary,
  failureMessage,
  finalLine,
  projectsJson,
  publishLogText,
  summaryMarkdown
} from '../../src/report/report.js'

const settings = {
  baseUrl: 'https://erp.example.com/AcumaticaERP',
  host: 'erp.example.com',
  projects: [
    {
      name: 'MyProject',
      source: { kind: 'folder', path: '/repo', exclude: [] },
      description: '',
      level: 0,
      backupArtifactName: 'MyProject-backup-erp.example.com'
    }
  ]
} as unknown as Settings

const published: DeployResult = {
  outcome: 'published',
  mode: 'publish',
  projectNames: ['MyProject', 'Other'],
  projects: [
    {
      name: 'MyProject',
      importState: 'imported',
      package: { path: '/tmp/p.zip', size: 2048, sha256: 'a'.repeat(64), entries: 3 },
      backup: {
        status: 'stored',
        path: '/tmp/b.zip',
        size: 1000,
        artifactName: 'MyProject-backup-erp.example.com.zip',
        artifactId: '42',
        artifactUrl: 'https://github.com/o/r/actions/runs/1/artifacts/42',
        digest: 'd'.repeat(64)
      }
    }
  ],
  restored: false,
  phases: [
    { name: 'Package', seconds: 0.5 },
    { name: 'Publish', seconds: 12.4 }
  ],
  publishLog: [{ timestamp: '10:00:00', logType: 'information', message: 'Done' }],
  instanceState: { kind: 'published' },
  notPutBack: []
}

describe('summaryMarkdown', () => {
  it('shows what was deployed where, the backup link, each phase and the result', () => {
    const text = summaryMarkdown(settings, published)
    expect(text).toContain('✅ Published')
    expect(text).toContain('erp.example.com')
    expect(text).toContain('<code>MyProject</code>, <code>Other</code>')
    expect(text).toContain('<td>publish</td>')
    expect(text).toContain('a'.repeat(64))
    expect(text).toContain(
      'href="https://github.com/o/r/actions/runs/1/artifacts/42">MyProject-backup-erp.example.com.zip</a>'
    )
    expect(text).toContain('| Package | 0.5 s |')
    expect(text).toContain('| Publish | 12.4 s |')
    expect(text).toMatch(/<details><summary>Publish log \(1 entries\)/)
  })

  it('puts the instance error messages first on failure, escaped, with the whole log collapsed', () => {
    const failed: DeployResult = {
      ...published,
      outcome: 'failed',
      failure: { kind: 'publish-failed' },
      instanceState: { kind: 'publish-failed' },
      publishLog: [
        { logType: 'information', message: 'Compiling' },
        { logType: 'error', message: 'CS0103: <Foo> does not exist' },
        { logType: 'Warning', message: 'Obsolete API' }
      ]
    }
    const text = summaryMarkdown(settings, failed)
    const errorAt = text.indexOf('CS0103: &lt;Foo&gt; does not exist')
    expect(errorAt).toBeGreaterThan(0)
    expect(errorAt).toBeLessThan(text.indexOf('<table>'))
    expect(text.indexOf('Obsolete API')).toBeLessThan(text.indexOf('<table>'))
    // The instance's words before our own explanation.
    expect(errorAt).toBeLessThan(text.indexOf('Publishing MyProject failed'))
    expect(text.indexOf('Compiling')).toBeGreaterThan(text.indexOf('<details>'))
    expect(text).not.toContain('<Foo>')
    expect(text).toContain('❌ Failed')
    expect(text).toContain('> The instance reported the publish as failed; it normally keeps')
  })

  it('says when there was no backup and why', () => {
    const withBackup = (backup: DeployResult['projects'][number]['backup']): DeployResult => ({
      ...published,
      projects: [{ ...published.projects[0], backup }]
    })
    expect(
      summaryMarkdown(settings, withBackup({ status: 'first-deploy', message: 'x' }))
    ).toContain('first deploy')
    expect(summaryMarkdown(settings, withBackup({ status: 'disabled' }))).toContain('backup: false')
  })

  it('says what was put back, per project', () => {
    const text = summaryMarkdown(settings, {
      ...published,
      outcome: 'failed',
      restored: true,
      projects: [
        {
          ...published.projects[0],
          restore: { status: 'reimported' }
        }
      ]
    })
    expect(text).toContain('<tr><th align="left">Restored</th><td>yes: see each project</td></tr>')
    expect(text).toContain(
      '<td>Put back the stored MyProject: imported the backup artifact MyProject-backup-erp.example.com.zip again, so it is the version it was before this run. Nothing was published.</td>'
    )
    // The instance's words in a restore that failed are escaped.
    const failed = summaryMarkdown(settings, {
      ...published,
      outcome: 'failed',
      projects: [
        {
          ...published.projects[0],
          restore: {
            status: 'failed',
            cause: { message: 'Import failed: <again>', serverMessages: [] }
          }
        }
      ]
    })
    expect(failed).toContain(
      '<td>Could not put back the stored MyProject: Import failed: &lt;again&gt;. It now holds the package this run imported.'
    )
  })

  it('projects-json: one object per project with its backup and whether it was put back', () => {
    expect(projectsJson({ ...published, restored: true })).toEqual([
      {
        name: 'MyProject',
        packageSize: 2048,
        packageSha256: 'a'.repeat(64),
        backup: {
          artifactId: '42',
          artifactUrl: 'https://github.com/o/r/actions/runs/1/artifacts/42',
          digest: 'd'.repeat(64),
          path: '/tmp/b.zip'
        },
        restored: false
      }
    ])
  })

  it('keeps a huge log under the summary size limit', () => {
    const huge = Array.from({ length: 20000 }, (_, i) => ({
      logType: 'information',
      message: `line ${i} ${'x'.repeat(80)}`
    }))
    const text = summaryMarkdown(settings, { ...published, publishLog: huge })
    expect(Buffer.byteLength(text)).toBeLessThan(1024 * 1024)
    expect(text).toMatch(/… and \d+ more entries in the publish-log file/)
  })

  it('stays under 1 MiB with 700 long compiler errors, listing 50 and "and N more"', () => {
    // Each message is escaped into character references: several times its length.
    const errors = Array.from({ length: 700 }, (_, i) => ({
      logType: 'error',
      message: `error CS${i}: <${'&'.repeat(2400)}>`
    }))
    const text = summaryMarkdown(settings, { ...published, outcome: 'failed', publishLog: errors })
    expect(Buffer.byteLength(text)).toBeLessThan(1024 * 1024)
    expect(text.match(/^- ❌ /gm)).toHaveLength(50)
    expect(text).toContain('- and 650 more errors and warnings')
    expect(text).toMatch(/… and \d+ more entries in the publish-log file/)
  })

  it("in the command line's text, the cut entries point at its log, not at an output it lacks", () => {
    const errors = Array.from({ length: 60 }, (_, i) => ({
      logType: 'error',
      message: `error CS${i}: ${'y'.repeat(3000)}`
    }))
    const failed = { ...published, outcome: 'failed' as const, publishLog: errors }
    const text = renderText(deploySummary(settings, failed, 'cli'))
    expect(text).toContain('more characters in the log above')
    expect(text).toContain('see the publish log below and the log above')
    expect(text).not.toContain('publish-log file')
    // The action's page keeps pointing at its publish-log output.
    expect(renderText(deploySummary(settings, failed))).toContain('publish-log file')
  })

  it('lists at most 20 of a long list of projects published together', () => {
    const names = Array.from({ length: 40_000 }, (_, i) => `P${i}`)
    const text = summaryMarkdown(settings, { ...published, projectNames: names })
    expect(text).toContain('and 39980 more')
    expect(Buffer.byteLength(text)).toBeLessThan(20_000)
    expect(finalLine(settings, { ...published, projectNames: names })).toMatch(
      /P19 and 39980 more\)\.$/
    )
  })
})

describe('finalLine and publishLogText', () => {
  it('says the result in words', () => {
    expect(finalLine(settings, published)).toBe(
      'Result: published MyProject on erp.example.com (with MyProject, Other).'
    )
    expect(
      finalLine(settings, {
        ...published,
        outcome: 'timed-out',
        instanceState: { kind: 'publish-may-run' }
      })
    ).toBe(
      'Result: timed out waiting for MyProject on erp.example.com. The publish may still be running on the instance and may yet complete or fail there: check the Customization Projects screen before deploying again.'
    )
  })

  it('a login that reached no instance says to check base-url, then where the instance stands', () => {
    const message = failureMessage(settings, {
      ...published,
      outcome: 'failed',
      failure: {
        kind: 'login-unreachable',
        cause: {
          message:
            'login failed after 5 of 5 attempts: connection refused (https://erp.example.com/AcumaticaERP/entity/auth/login)',
          serverMessages: []
        }
      },
      instanceState: { kind: 'unchanged' }
    })
    expect(message).toBe(
      'Login failed after 5 of 5 attempts: connection refused (https://erp.example.com/AcumaticaERP/entity/auth/login). ' +
        'Check base-url (https://erp.example.com/AcumaticaERP): its host, port and scheme (http:// or https://) must be those of the instance as this runner reaches it. ' +
        'Result: deploy of MyProject on erp.example.com failed. The instance is unchanged: nothing was imported or published.'
    )
  })

  it('a failure while a publish may run says how to put each project back by hand', () => {
    const message = failureMessage(settings, {
      ...published,
      outcome: 'timed-out',
      failure: { kind: 'publish-timeout', timeoutSeconds: 600 },
      instanceState: { kind: 'publish-may-run' },
      notPutBack: ['MyProject']
    })
    expect(message).toMatch(
      /^The publish did not end within publish-timeout \(600 s\)\..* Nothing was put back, as the publish may still be running\. .*import the backup artifact MyProject-backup-erp\.example\.com\.zip as MyProject .*Result: timed out/
    )
  })

  it('writes one line per entry with its time and type', () => {
    expect(publishLogText(published.publishLog)).toBe('10:00:00 [information] Done\n')
    expect(publishLogText([])).toBe('')
  })
})

describe('lists of names stay bounded', () => {
  it('listWords says A, B and C, and past 20 names "and N more"', async () => {
    const { listWords } = await import('../../src/report/units.js')
    expect(listWords(['A', 'B', 'C'])).toBe('A, B and C')
    const many = Array.from({ length: 10_000 }, (_, i) => `Name${i}`)
    expect(listWords(many)).toMatch(/^Name0, Name1, .*Name19 and 9980 more$/)
  })
})
