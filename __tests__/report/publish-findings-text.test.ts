// The publish log's findings in words (src/report/publish-findings-text.ts): annotations within
// GitHub's cap, most useful first; the "Where it failed" table, rendered safe; the JSON output;
// texts masked before they are cut.
import { describe, expect, it } from '@jest/globals'
import type { PublishFinding } from '../../src/lint/publish-findings.js'
import { rememberSecret } from '../../src/redact/known-secrets.js'
import { renderMarkdown } from '../../src/report/markdown.js'
import { renderText } from '../../src/report/plain-text.js'
import {
  ANNOTATION_CHARS,
  annotatePublishFindings,
  bounded,
  publishFindingsJson,
  whereItFailed
} from '../../src/report/publish-findings-text.js'
import type { AnnotationLevel, AnnotationPlace } from '../../src/runner/runner.js'

const finding = (over: Partial<PublishFinding> = {}): PublishFinding => ({
  level: 'error',
  rule: 'CS0103',
  message: "App_RuntimeCode\\AcmeGraph.cs(9,38): error CS0103: The name 'x' does not exist",
  project: 'AcmeProject',
  item: 'Code#AcmeGraph',
  place: { file: 'pkg/project.xml', line: 14 },
  entry: 0,
  ...over
})
const unplaced = (message: string, level: 'error' | 'warning' = 'error'): PublishFinding => ({
  level,
  rule: 'PublishLogMessage',
  message,
  entry: 0
})

function recorder() {
  const annotations: { level: AnnotationLevel; message: string; where: AnnotationPlace }[] = []
  const lines: string[] = []
  return {
    annotations,
    lines,
    log: {
      info: (message: string) => lines.push(message),
      annotate: (level: AnnotationLevel, message: string, where: AnnotationPlace) =>
        annotations.push({ level, message, where })
    }
  }
}

describe('annotatePublishFindings', () => {
  it('annotates the pointed findings first, 10 a level, then says how many more and where', () => {
    const { annotations, lines, log } = recorder()
    const findings = [
      ...Array.from({ length: 5 }, (_, i) => unplaced(`Unknown ${i}.`)),
      ...Array.from({ length: 8 }, (_, i) =>
        finding({ place: { file: 'pkg/project.xml', line: i + 1 } })
      ),
      finding({ place: { file: 'out/Acme.zip' } }),
      ...Array.from({ length: 3 }, (_, i) => unplaced(`Warned ${i}.`, 'warning'))
    ]
    annotatePublishFindings(log, findings, { unplacedTitle: () => 'Validate' })
    const errors = annotations.filter(a => a.level === 'error')
    expect(errors).toHaveLength(10)
    // The 8 with a line, the zip's, then the first unknown one.
    expect(errors.slice(0, 8).map(a => a.where.line)).toEqual([1, 2, 3, 4, 5, 6, 7, 8])
    expect(errors[8].where).toEqual({
      title: 'CS0103: Code#AcmeGraph (AcmeProject)',
      file: 'out/Acme.zip'
    })
    expect(errors[9]).toEqual({
      level: 'error',
      message: 'Unknown 0.',
      where: { title: 'Validate' }
    })
    expect(annotations.filter(a => a.level === 'warning')).toHaveLength(3)
    expect(lines).toEqual([
      expect.stringMatching(/^4 more publish messages are not annotated \(GitHub shows 10 errors/)
    ])
    expect(lines[0]).toContain('the `publish-findings-json` output')
  })

  it("names the command line's --json when the host is the command line, and says nothing under the cap", () => {
    const many = recorder()
    annotatePublishFindings(
      many.log,
      Array.from({ length: 11 }, () => finding()),
      { host: 'cli' }
    )
    expect(many.lines[0]).toContain('`publish-findings-json` in the --json output')
    const few = recorder()
    annotatePublishFindings(few.log, [finding(), unplaced('x', 'warning')])
    expect(few.lines).toEqual([])
  })

  it('makes hostile text safe: one line, no command, bounded, secrets masked before the cut', () => {
    rememberSecret('hunter2-hunter2-secret')
    const { annotations, log } = recorder()
    annotatePublishFindings(log, [
      finding({
        message: `::add-mask::x\r\n::set-output name=a::b ##[error]c hunter2-hunter2-secret ${'y'.repeat(100_000)}`,
        item: 'Code#A\n::error::owned',
        place: { file: 'a\n::warning::b.xml', line: 3 }
      }),
      // The secret cut in two by the bound: masked whole before the cut.
      finding({
        message: `${'z'.repeat(ANNOTATION_CHARS - 10)}hunter2-hunter2-secret${' tail'.repeat(20)}`
      })
    ])
    for (const { message, where } of annotations) {
      for (const text of [message, where.title, where.file ?? '']) {
        expect(text).not.toMatch(/[\r\n]/)
        expect(text.trimStart().startsWith('::')).toBe(false)
        expect(text).not.toContain('##[')
        expect(text).not.toContain('hunter2')
      }
      expect(message.length).toBeLessThan(ANNOTATION_CHARS + 100)
    }
    expect(annotations[1].message).not.toContain('hunter')
    expect(annotations[1].message).toContain('more characters')
  })
})

describe('bounded', () => {
  it('keeps short text, cuts long text with how much was left out, never half a surrogate pair', () => {
    expect(bounded('short', 10)).toBe('short')
    expect(bounded('abcdefghijkl', 5)).toBe('abcde… (7 more characters)')
    expect(bounded(`abcd${'😀'}xyz`, 5)).toBe('abcd… (5 more characters)')
  })
})

describe('the "Where it failed" section', () => {
  it('lists the pointed findings only, shown as text, never as markup', () => {
    const summary = whereItFailed([
      unplaced('Validation failed.'),
      finding({ message: '<script>alert(1)</script> | `x` [a](http://evil.example) ::error::y' }),
      finding({ level: 'warning', rule: 'CS0618', place: { file: 'out/Acme.zip' } })
    ])
    const markdown = renderMarkdown(summary ?? { blocks: [] })
    expect(markdown).toContain('### Where it failed')
    expect(markdown).toContain(
      '2 of the 3 errors and warnings of the publish log point at the repository.'
    )
    expect(markdown).toContain('<code>pkg/project.xml:14</code>')
    expect(markdown).toContain('<code>out/Acme.zip</code>')
    expect(markdown).not.toContain('Validation failed.')
    expect(markdown).not.toContain('<script>')
    expect(markdown).not.toContain('](http')
    // Errors before warnings.
    expect(markdown.indexOf('CS0103')).toBeLessThan(markdown.indexOf('CS0618'))
    const text = renderText(summary ?? { blocks: [] })
    expect(text).toContain('pkg/project.xml:14')
  })

  it('is absent when nothing points at the repository, and names warnings after a success', () => {
    expect(whereItFailed([unplaced('An error has occurred.')])).toBeUndefined()
    const warned = renderMarkdown(
      whereItFailed([finding({ level: 'warning' })], { failed: false }) ?? { blocks: [] }
    )
    expect(warned).toContain('### Where the publish warned')
  })
})

describe('publishFindingsJson', () => {
  it('gives the pointed findings, those with a line first, messages bounded', () => {
    const json = publishFindingsJson([
      unplaced('Validation failed.'),
      finding({ place: { file: 'out/Acme.zip' }, message: 'm'.repeat(5000) }),
      finding()
    ])
    expect(json).toEqual([
      {
        project: 'AcmeProject',
        item: 'Code#AcmeGraph',
        file: 'pkg/project.xml',
        line: 14,
        level: 'error',
        rule: 'CS0103',
        message: finding().message
      },
      expect.objectContaining({
        file: 'out/Acme.zip',
        message: expect.stringMatching(/^m{1000}… \(4000 more characters\)$/)
      })
    ])
    expect(json[1]).not.toHaveProperty('line')
  })
})
