// Summaries that say what is true, as a new user reads them: what a validation did, what the
// instance runs after a failed first deploy (nothing of this project was ever published).
import { describe, expect, it } from '@jest/globals'
import type { DeployResult, ProjectResult } from '../../src/deploy/deploy.js'
import type { Settings } from '../../src/inputs/read-settings.js'
import { summaryMarkdown } from '../../src/report/report.js'
import { instanceStateText, restoreText } from '../../src/report/outcome-text.js'

const settings = {
  baseUrl: 'https://erp.example.com/AcumaticaERP',
  host: 'erp.example.com',
  projects: [
    {
      name: 'AcmeSalesExt',
      source: { kind: 'folder', path: '/repo', exclude: [] },
      description: '',
      level: 0,
      backupArtifactName: 'AcmeSalesExt-backup-erp.example.com'
    }
  ]
} as unknown as Settings

const stored: ProjectResult['backup'] = {
  status: 'stored',
  path: '/tmp/b.zip',
  size: 1000,
  artifactName: 'AcmeSalesExt-backup-erp.example.com.zip',
  artifactId: '42',
  artifactUrl: 'https://github.com/o/r/actions/runs/1/artifacts/42',
  digest: 'd'.repeat(64)
}

function result(
  overrides: Partial<DeployResult>,
  project: Partial<ProjectResult> = {}
): DeployResult {
  return {
    outcome: 'published',
    mode: 'publish',
    projectNames: ['AcmeSalesExt', 'Other'],
    projects: [{ name: 'AcmeSalesExt', importState: 'imported', backup: stored, ...project }],
    restored: false,
    phases: [],
    publishLog: [],
    instanceState: { kind: 'published' },
    notPutBack: [],
    ...overrides
  }
}

const firstDeploy = {
  backup: { status: 'first-deploy', message: 'The project is not found: AcmeSalesExt' },
  publishedBefore: false
} as const

describe('what the summary says was published together', () => {
  it('a validation says validated together, never published', () => {
    const text = summaryMarkdown(settings, result({ outcome: 'validated', mode: 'validation' }))
    expect(text).toContain('<th align="left">Validated together</th>')
    expect(text).not.toContain('Published')
  })

  it('a publish that completed says published together; one that failed does not', () => {
    expect(summaryMarkdown(settings, result({}))).toContain(
      '<th align="left">Published together</th>'
    )
    const failed = result({
      outcome: 'failed',
      failure: { kind: 'publish-failed' },
      instanceState: { kind: 'publish-failed' }
    })
    const text = summaryMarkdown(settings, failed)
    expect(text).toContain('<th align="left">Publish of</th>')
    expect(text).not.toContain('Published together')
    const validation = summaryMarkdown(settings, { ...failed, mode: 'validation' })
    expect(validation).toContain('<th align="left">Validation of</th>')
  })
})

describe('what the instance runs after a failed first deploy', () => {
  it('the project this run created was deleted: no version of it runs, none ever did', () => {
    const failed = result(
      {
        outcome: 'failed',
        failure: { kind: 'publish-failed' },
        restored: true,
        instanceState: { kind: 'put-back', count: 1 }
      },
      { ...firstDeploy, restore: { status: 'deleted' } }
    )
    const state = instanceStateText(failed)
    expect(state).not.toContain('previously published')
    expect(state).toBe(
      'The stored project was put back as before this run, and the instance runs no version of AcmeSalesExt, which was not published before this run.'
    )
    expect(summaryMarkdown(settings, failed)).not.toContain('previously published')
  })

  it.each<[string, DeployResult['instanceState']]>([
    ['imported, not published', { kind: 'imported' }],
    ['a failed publish, nothing put back', { kind: 'publish-failed' }],
    ['partly put back', { kind: 'put-back-partly', failed: ['AcmeSalesExt'] }]
  ])('%s: says no version of it runs', (_name, instanceState) => {
    const text = instanceStateText(
      result({ outcome: 'failed', failure: { kind: 'publish-failed' }, instanceState }, firstDeploy)
    )
    expect(text).not.toContain('previously published')
    expect(text).toContain('no version of AcmeSalesExt')
  })

  it('a stored project getPublished did not list is not "the previously published version" either', () => {
    const text = instanceStateText(
      result(
        {
          outcome: 'failed',
          failure: { kind: 'publish-failed' },
          instanceState: { kind: 'imported' }
        },
        { publishedBefore: false }
      )
    )
    expect(text).toBe(
      'The package was imported but not published: the instance runs no version of AcmeSalesExt, which was not published before this run.'
    )
  })

  it('several projects: what ran before for the published one, no version for the new one', () => {
    const mixed = result({
      outcome: 'failed',
      failure: { kind: 'publish-failed' },
      instanceState: { kind: 'put-back', count: 2 },
      projects: [
        { name: 'AcmeSalesExt', importState: 'imported', backup: stored, publishedBefore: true },
        { name: 'AcmeNew', importState: 'imported', ...firstDeploy }
      ]
    })
    expect(instanceStateText(mixed)).toBe(
      'The stored projects were put back as before this run, and the instance still runs the previously published version of AcmeSalesExt, and no version of AcmeNew, which was not published before this run.'
    )
  })

  it('a published project put back keeps the words it had', () => {
    const text = instanceStateText(
      result(
        {
          outcome: 'failed',
          failure: { kind: 'publish-failed' },
          instanceState: { kind: 'put-back', count: 1 }
        },
        { publishedBefore: true }
      )
    )
    expect(text).toContain('the instance still runs the previously published version.')
  })

  it('with backup: false a new project cannot be put back, and the words say it never ran', () => {
    const project: ProjectResult = {
      name: 'AcmeSalesExt',
      importState: 'imported',
      backup: { status: 'disabled' },
      publishedBefore: false,
      restore: { status: 'not-possible' }
    }
    expect(restoreText(project).text).toContain('no version of it runs on the instance')
    expect(restoreText(project).text).not.toContain('previously published')
  })
})
