// The lint's words: annotations on the item's file and line, bounded in number (a pull request
// can hold any number of findings), findings-json bounded too, and the summary's tables.
import { describe, expect, it } from '@jest/globals'
import {
  MAX_ANNOTATIONS,
  MAX_FINDINGS_JSON,
  annotateFindings,
  findingsJson,
  lintLine,
  lintMarkdown
} from '../../src/report/lint-text.js'
import { CliRunner } from '../../src/hosts/cli/cli-runner.js'
import type { Finding } from '../../src/lint/lint.js'

const finding = (i: number, level: Finding['level'] = 'warning'): Finding => ({
  ruleId: level === 'note' ? 'ACU007' : 'ACU003',
  level,
  project: 'AcmeProject',
  item: `Sql#T${i}`,
  message: `Sql#T${i}: CREATE TABLE T${i} has no existence guard.`,
  place: { file: `acme/_project/Sql_T${i}.xml`, line: 3 }
})

// The command line's runner, handed in as the steps hand theirs: its lines show the level, the
// title, the file and the line.
function capture(): { lines: string[]; log: CliRunner } {
  const lines: string[] = []
  const runner = new CliRunner({
    input: () => '',
    write: line => lines.push(line),
    backupDir: '.',
    env: { workspace: '.', tempDir: '.', runId: 'local', runAttempt: '1' },
    onAbandon: () => {}
  })
  return { lines, log: runner }
}

describe('annotateFindings', () => {
  it('annotates each finding on its file and line, up to the bound', () => {
    const { lines, log } = capture()
    const many = Array.from({ length: MAX_ANNOTATIONS + 5 }, (_, i) => finding(i))
    annotateFindings(log, many)
    expect(lines[0]).toBe(
      'warning (ACU003): acme/_project/Sql_T0.xml:3: Sql#T0: CREATE TABLE T0 has no existence guard.'
    )
    expect(lines.filter(line => line.startsWith('warning (ACU003)'))).toHaveLength(MAX_ANNOTATIONS)
    expect(lines.at(-1)).toBe(
      '5 more findings are not annotated: see the `findings-json` output and the SARIF file of the sarif input.'
    )
  })

  it('makes the repository text it quotes safe: no line break, no workflow command', () => {
    const { lines, log } = capture()
    const hostile: Finding = {
      ...finding(2),
      message: '::error::forged\r\nnext',
      place: { file: 'acme/x\n.xml', line: 3 }
    }
    annotateFindings(log, [hostile, { ...hostile, level: 'note' }], true)
    expect(lines).toEqual([
      'warning (ACU003): acme/x ⏎ .xml:3: :\u200b:error::forged ⏎ next',
      'ACU003 (note) acme/x ⏎ .xml:3: ::error::forged ⏎ next'
    ])
  })

  it('puts notes into the log when asked (the deploy)', () => {
    const { lines, log } = capture()
    annotateFindings(log, [finding(1, 'note')], true)
    expect(lines).toEqual([
      'ACU007 (note) acme/_project/Sql_T1.xml:3: Sql#T1: CREATE TABLE T1 has no existence guard.'
    ])
  })
})

describe('findingsJson and lintMarkdown', () => {
  it('bounds findings-json and the summary rows', () => {
    const many = Array.from({ length: MAX_FINDINGS_JSON + 1 }, (_, i) => finding(i))
    expect(findingsJson(many)).toHaveLength(MAX_FINDINGS_JSON)
    expect(findingsJson([finding(7)])).toEqual([
      {
        rule: 'ACU003',
        level: 'warning',
        project: 'AcmeProject',
        item: 'Sql#T7',
        file: 'acme/_project/Sql_T7.xml',
        line: 3,
        message: 'Sql#T7: CREATE TABLE T7 has no existence guard.'
      }
    ])
    const markdown = lintMarkdown({
      findings: many,
      projects: [{ name: 'AcmeProject', path: 'acme', items: 1, files: 0 }]
    }).join('\n')
    expect(markdown).toContain(`| ACU003 | warning | ${many.length} |`)
    expect(markdown).toContain(
      `And ${many.length - 50} more: the \`findings-json\` output and the SARIF file of the sarif input.`
    )
  })
})

describe('the counts in words', () => {
  it('one note, one project: singular; no project (a removal): said so', () => {
    const one = { name: 'AcmeProject', path: 'acme', items: 1, files: 1 }
    const markdown = lintMarkdown({ findings: [finding(1, 'note')], projects: [one] })
    expect(markdown.join('\n')).toContain('1 project checked: 0 errors, 0 warnings, 1 note.')
    expect(lintLine({ findings: [finding(1, 'note')], projects: [one] })).toBe(
      'Lint of AcmeProject (1 item, 1 file): 0 errors, 0 warnings, 1 note.'
    )
    expect(lintLine({ findings: [], projects: [] })).toBe('Lint: no project to check.')
  })
})
