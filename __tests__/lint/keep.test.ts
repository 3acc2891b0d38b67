// The deploy's lint keeps only the findings it reports (LintOptions.keep): every note, the first
// errors and warnings, and the counts of all. Its words (annotations, the log's notes, the log
// line, the summary) are those of the whole list, without a list that grows with the project.
import { afterEach, beforeEach, expect, it } from '@jest/globals'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { lintProjects, type LintOptions } from '../../src/lint/lint.js'
import {
  REPORTED_FINDINGS,
  annotateFindings,
  countFindings,
  countResult,
  lintLine,
  lintSummary
} from '../../src/report/lint-text.js'
import { CliRunner } from '../../src/hosts/cli/cli-runner.js'

let root: string

beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'lint-keep-'))
})
afterEach(async () => {
  await rm(root, { recursive: true, force: true })
})

function capture(): { lines: string[]; log: CliRunner } {
  const lines: string[] = []
  const log = new CliRunner({
    input: () => '',
    write: line => lines.push(line),
    backupDir: '.',
    env: { workspace: '.', tempDir: '.', runId: 'local', runAttempt: '1' },
    onAbandon: () => {}
  })
  return { lines, log }
}

it('reports the same words from the findings it keeps as from all of them', async () => {
  // 300 items the build cannot key (ACU005 errors), a site map node (an ACU007 note), then 40
  // files no item lists (ACU002 warnings): far more than the words show.
  const folder = path.join(root, 'pkg')
  await mkdir(path.join(folder, 'Pages'), { recursive: true })
  const items = [
    ...Array.from({ length: 300 }, (_, i) => `<Bogus N="${i}" />`),
    '<SiteMapNode><data-set><relations main-table="SiteMap" /><data><SiteMap><row NodeID="5c8a1f0e" ScreenID="AC301000" /></SiteMap></data></data-set></SiteMapNode>'
  ]
  await writeFile(
    path.join(folder, 'project.xml'),
    `<Customization level="0" description="">\n${items.join('\n')}\n</Customization>\n`
  )
  for (let i = 0; i < 40; i++) await writeFile(path.join(folder, 'Pages', `p${i}.aspx`), 'x')
  const options: LintOptions = {
    root,
    disable: new Set(),
    isvPrefix: '',
    tenantMode: 'Current'
  }
  const project = { name: 'Acme', kind: 'folder' as const, path: folder, exclude: [], include: [] }
  const all = await lintProjects([project], options)
  const kept = await lintProjects([project], { ...options, keep: REPORTED_FINDINGS })

  expect(countFindings(all.findings)).toEqual({ errors: 300, warnings: 40, notes: 1 })
  expect(countResult(kept)).toEqual(countFindings(all.findings))
  expect(kept.totals?.findings).toBe(all.findings.length)
  expect(kept.totals?.rules).toEqual({ ACU005: 300, ACU007: 1, ACU002: 40 })
  // The notes and the first errors and warnings, in their order.
  const loud = all.findings.filter(finding => finding.level !== 'note')
  expect(kept.findings).toEqual(
    all.findings.filter(
      finding => finding.level === 'note' || loud.indexOf(finding) < REPORTED_FINDINGS
    )
  )
  expect(kept.findings.length).toBeLessThan(all.findings.length)

  for (const notesInLog of [false, true]) {
    const whole = capture()
    annotateFindings(whole.log, all.findings, notesInLog, 'the SARIF file')
    const bounded = capture()
    annotateFindings(
      bounded.log,
      kept.findings,
      notesInLog,
      'the SARIF file',
      kept.totals?.findings
    )
    expect(bounded.lines).toEqual(whole.lines)
    expect(whole.lines.at(-1)).toMatch(/^141 more findings are not annotated/)
  }
  expect(lintLine(kept)).toBe(lintLine(all))
  expect(lintSummary(kept, 'the SARIF file')).toEqual(lintSummary(all, 'the SARIF file'))
})
