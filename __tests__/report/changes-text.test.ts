// The summary's Changes table marks new and changed <Sql> items: a database script runs on
// publish, and neither a restore nor a rollback of the project undoes what it did.
import { describe, expect, it } from '@jest/globals'
import { DATABASE_SCRIPT_NOTE, changesMarkdown } from '../../src/report/changes-text.js'
import type { DeployResult } from '../../src/deploy/types.js'

function resultWith(changes: { added: string[]; changed: string[]; removed: string[] }) {
  // changesMarkdown reads only the projects' names and changes.
  return { projects: [{ name: 'AcmeProject', changes }] } as unknown as DeployResult
}

describe('changesMarkdown', () => {
  it('marks added and changed Sql items as database scripts, first in their cell', () => {
    const names = Array.from({ length: 12 }, (_, i) => `Code#Graph${i}`)
    const table = changesMarkdown(
      resultWith({
        added: [...names, 'Sql#AcmeTable'],
        changed: ['Sql#AcmeLog', 'Page#x'],
        removed: ['Sql#OldTable']
      })
    ).join('\n')
    const [added, changed, removed] = table
      .split('\n')
      .find(line => line.startsWith('<tr><td>'))!
      .split('</td><td>')
      .slice(1)
    // The 13th name of the added list is shown first, so it is not cut by "and N more".
    expect(added).toMatch(/^13: <code>Sql&#35;AcmeTable<\/code> \(database script: runs on publish/)
    expect(changed).toContain(`<code>Sql&#35;AcmeLog</code> (${DATABASE_SCRIPT_NOTE})`)
    expect(changed).not.toContain(`<code>Page&#35;x</code> (`)
    // A removed script is not run again: nothing to warn of.
    expect(removed).not.toContain('database script')
  })

  it('says nothing of scripts when none changed', () => {
    const table = changesMarkdown(resultWith({ added: ['Code#A'], changed: [], removed: [] }))
    expect(table.join('\n')).not.toContain('database script')
  })
})
