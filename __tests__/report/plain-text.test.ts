// One summary, two renderings: the job summary's markdown and the command line's text come from
// the same model, so they say the same things; the text holds no markup, no character reference
// and no invisible character, and text from the instance still cannot command the runner.
import { describe, expect, it } from '@jest/globals'
import type { DeployResult } from '../../src/deploy/deploy.js'
import type { Settings } from '../../src/inputs/read-settings.js'
import { deploySummary, summaryMarkdown } from '../../src/report/report.js'
import { renderMarkdown } from '../../src/report/markdown.js'
import { renderText } from '../../src/report/plain-text.js'
import { plainText } from '../../src/redact/safe-text.js'
import { code, link, quote, strong, type Summary } from '../../src/shared/summary.js'
import { exportSummary } from '../../src/report/export-text.js'
import { inputErrorSummary } from '../../src/report/input-summary.js'

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

const failed: DeployResult = {
  outcome: 'failed',
  mode: 'publish',
  projectNames: ['MyProject'],
  projects: [
    {
      name: 'MyProject',
      importState: 'imported',
      package: { path: '/tmp/p.zip', size: 2048, sha256: 'a'.repeat(64), entries: 3 },
      backup: {
        status: 'stored',
        path: '/tmp/b.zip',
        size: 1000,
        artifactName: 'MyProject-backup.zip',
        artifactId: '42',
        artifactUrl: 'https://github.com/o/r/actions/runs/1/artifacts/42',
        digest: 'd'.repeat(64)
      }
    }
  ],
  restored: false,
  phases: [{ name: 'Publish', seconds: 12.4 }],
  publishLog: [
    { logType: 'error', message: 'See https://docs.example.com/x for <Foo> & "bar" (mail a@b.c)' },
    { timestamp: '::add-mask::', logType: 'information', message: 'nothing' },
    { logType: 'information', message: 'line one\r\nline ##[group]two\u001b[31m' }
  ],
  failure: { kind: 'publish-failed' },
  instanceState: { kind: 'publish-failed' },
  notPutBack: []
}

const HIDDEN = /[\u200b-\u200d\u2060\ufeff]/
const MARKUP =
  /&#\d+;|&#x[0-9a-f]+;|&(amp|lt|gt|quot);|<\/?(table|tr|th|td|code|b|a|details|summary|pre)\b|\*\*/i

describe('the deploy summary as the command line prints it', () => {
  const text = renderText(deploySummary(settings, failed))
  const markdown = summaryMarkdown(settings, failed)

  it('holds no markup, no character reference and no invisible character', () => {
    expect(text).not.toMatch(MARKUP)
    expect(text).not.toMatch(HIDDEN)
    // The markdown does escape them, and breaks the address with an invisible space.
    expect(markdown).toMatch(MARKUP)
    expect(markdown).toMatch(HIDDEN)
  })

  it('shows addresses as they are, so they copy and paste', () => {
    expect(text).toContain('See https://docs.example.com/x for <Foo> & "bar" (mail a@b.c)')
    expect(text).toContain(
      'MyProject-backup.zip (https://github.com/o/r/actions/runs/1/artifacts/42)'
    )
    expect(text).toContain('Instance: erp.example.com (https://erp.example.com/AcumaticaERP)')
  })

  it('says what the markdown says: the same headings, rows and lines', () => {
    expect(text.split('\n')[0]).toBe('❌ Failed: MyProject → erp.example.com')
    expect(markdown.split('\n')[0]).toBe('## ❌ Failed: MyProject → erp.example.com')
    for (const words of [
      'Errors and warnings from the instance',
      'Publishing MyProject failed: see the publish log.',
      'Mode: publish',
      'Result: ❌ Failed',
      'Project | Source | Package | Backup | Put back',
      'Phase | Duration',
      'Publish | 12.4 s',
      'Total | 12.4 s',
      'Publish log (3 entries)'
    ]) {
      expect(text).toContain(words)
    }
    expect(markdown).toContain('<tr><th align="left">Mode</th><td>publish</td></tr>')
    expect(markdown).toContain('| **Total** | **12.4 s** |')
  })

  it('keeps text of the instance from commanding the runner, visibly', () => {
    const lines = text.split('\n')
    expect(lines).toContain(': :add-mask:: [information] nothing')
    expect(lines.some(line => line.trimStart().startsWith('::'))).toBe(false)
    expect(text).not.toContain('##[')
    expect(text).toContain('[information] line one ⏎ line # #[group]two\ufffd[31m')
  })
})

describe('the renderers', () => {
  const summary: Summary = {
    blocks: [
      { kind: 'heading', level: 3, text: ['Section'] },
      {
        kind: 'fields',
        rows: [
          [['Users'], ['locked out; ', strong('still locked out'), ': stop it']],
          [['Backup'], [link('https://x.example/a?b=1&c=2', 'b.zip'), ' ', code('<tag>')]]
        ]
      },
      { kind: 'note', lines: [[strong(quote('*not* bold'))]] },
      {
        kind: 'table',
        head: ['Name', 'Seconds'],
        alignRight: [1],
        rows: [[[code('a|b', true)], ['3 s']]]
      },
      { kind: 'list', items: [['first'], [quote('- not a list')]] }
    ]
  }

  it('markdown: <b> inside HTML tables, ** in markdown, the instance text escaped', () => {
    const markdown = renderMarkdown(summary)
    expect(markdown).toContain(
      '<tr><th align="left">Users</th><td>locked out; <b>still locked out</b>: stop it</td></tr>'
    )
    expect(markdown).toContain(
      '<a href="https://x.example/a?b=1&amp;c=2">b.zip</a> <code>&lt;tag&gt;</code>'
    )
    expect(markdown).toContain('> **&#42;not&#42; bold**')
    expect(markdown).toContain(
      '| Name | Seconds |\n| --- | ---: |\n| <code>a&#124;b</code> | 3 s |'
    )
    expect(markdown).toContain('- first\n- &#45; not a list')
  })

  it('text: the same content, each piece as written', () => {
    expect(renderText(summary)).toBe(
      [
        'Section',
        '',
        'Users: locked out; still locked out: stop it',
        'Backup: b.zip (https://x.example/a?b=1&c=2) <tag>',
        '',
        '*not* bold',
        '',
        'Name | Seconds',
        'a|b | 3 s',
        '',
        '- first',
        '- - not a list'
      ].join('\n')
    )
  })

  it('bounds the publish log in both, with how many more entries there are', () => {
    const lines = Array.from({ length: 20_000 }, (_, i) => `entry ${i} ${'x'.repeat(100)}`)
    const log: Summary = {
      blocks: [{ kind: 'log', title: 'Publish log', lines, rest: 'entries in the file' }]
    }
    const text = renderText(log)
    const markdown = renderMarkdown(log)
    for (const rendered of [text, markdown]) {
      expect(Buffer.byteLength(rendered)).toBeLessThan(900 * 1024)
      expect(rendered).toMatch(/… and \d+ more entries in the file/)
    }
    expect(text).toContain('entry 0 x')
  })

  it('plainText: one line, controls and bidirectional controls replaced', () => {
    expect(plainText('a\nb\u202ec\u0007')).toBe('a ⏎ b\ufffdc\ufffd')
    expect(plainText('  ::error::x')).toBe('  : :error::x')
  })
})

describe('the other summaries as text', () => {
  it('the export: projects, counts and folded lists as lines', () => {
    const text = renderText(
      exportSummary('erp.example.com', [
        {
          name: 'P',
          path: 'out/p',
          items: 3,
          files: 4,
          added: ['a.xml', 'https://x/y.cs'],
          changed: [],
          removed: []
        }
      ] as never)
    )
    expect(text).toBe(
      [
        'Export from erp.example.com',
        '',
        'P → out/p',
        '',
        '3 items, 4 files; 2 added, 0 changed, 0 deleted.',
        '',
        'Added (2)',
        '- a.xml',
        '- https://x/y.cs'
      ].join('\n')
    )
  })

  it('an input check: the message as written', () => {
    const text = renderText(inputErrorSummary('Deploy', "Input 'base-url' is empty: set it."))
    expect(text).toBe(
      "Deploy: stopped at the input check\n\nInput 'base-url' is empty: set it.\n\nNothing was sent to the instance. Fix the input the message names and run again."
    )
  })
})
