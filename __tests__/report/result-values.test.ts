// The `result` output is what workflows branch on: action.yml and the README must name every
// value the action writes. OUTCOME_TEXT is typed by the Outcome union, so a new outcome cannot
// be added without words in the summary, and then not without this test asking for its docs.
import { describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parse } from 'yaml'
import { OUTCOME_TEXT } from '../../src/report/report.js'

const root = fileURLToPath(new URL('../..', import.meta.url))
const read = (path: string): string => readFileSync(join(root, path), 'utf8')
const values = Object.keys(OUTCOME_TEXT)

describe('the values of the result output', () => {
  it('are the outcomes of the deploy, and cancelled and failed (written outside the flow too)', () => {
    expect(values).toEqual(expect.arrayContaining(['published', 'failed', 'cancelled']))
  })

  it("are each named in action.yml's description of result", () => {
    const action = parse(read('action.yml')) as {
      outputs: Record<string, { description: string }>
    }
    const description = action.outputs.result.description
    const named = values.filter(value =>
      new RegExp(`(^|[^a-z-])${value}([^a-z-]|$)`).test(description)
    )
    expect(named).toEqual(values)
  })

  it("are each named in the README's Outputs section", () => {
    const readme = read('README.md')
    const start = readme.indexOf('## Outputs')
    expect(start).toBeGreaterThanOrEqual(0)
    // The section ends at the next second-level heading.
    const end = readme.indexOf('\n## ', start + 1)
    const section = readme.slice(start, end < 0 ? undefined : end)
    expect(section).toContain('| `result`')
    expect(values.filter(value => section.includes(`\`${value}\``))).toEqual(values)
  })
})
