// The texts in the command line's words: no post step, runner, workflow or artifact when the
// command line runs the steps; the action's sentences as they were.
import { describe, expect, it } from '@jest/globals'
import type { DeployResult } from '../../src/deploy/types.js'
import { failureText } from '../../src/report/outcome-text.js'
import { progressLine } from '../../src/report/progress-text.js'
import { lintFullList, outputWhere } from '../../src/report/host.js'

const RUNNER_WORDS = /post step|this runner|artifact|job summary|workflow|Actions cache/i

const stored = {
  artifactName: '/home/me/backups/Sample-backup-erp-20261127T091530Z.zip',
  artifactId: '',
  artifactUrl: 'file:///home/me/backups/Sample-backup-erp-20261127T091530Z.zip',
  digest: 'sha256:00'
}

function failed(failure: DeployResult['failure']): DeployResult {
  return { failure, notPutBack: [], projects: [], mode: 'publish' } as unknown as DeployResult
}

const cause = { message: 'connect ECONNREFUSED 127.0.0.1:1', serverMessages: [] }

describe('host words', () => {
  it('a backup file is saved to its path; an artifact is stored as before', () => {
    const file = progressLine(
      { kind: 'backup-stored', project: 'Sample', stored: { ...stored, kind: 'file' } },
      'cli'
    ).text
    expect(file).toBe(`Backup of Sample saved to ${stored.artifactName}`)
    const artifact = progressLine({
      kind: 'backup-stored',
      project: 'Sample',
      stored: { ...stored, artifactName: 'Sample.zip', artifactId: '7', artifactUrl: 'https://x/7' }
    }).text
    expect(artifact).toBe('Backup of Sample stored as artifact Sample.zip (id 7): https://x/7')
  })

  it('the failures that name the runner or the workflow, in each host', () => {
    const failures: Array<DeployResult['failure']> = [
      { kind: 'login-unreachable', cause },
      { kind: 'publish-not-started', beginFault: 'HTTP 502', cause },
      { kind: 'backup-upload', project: 'Sample', path: '/tmp/b.zip', cause }
    ] as Array<DeployResult['failure']>
    for (const failure of failures) {
      const cli = failureText(failed(failure), 'http://erp', 'cli')
      expect(cli).not.toMatch(RUNNER_WORDS)
      expect(failureText(failed(failure), 'http://erp')).toMatch(RUNNER_WORDS)
    }
    expect(failureText(failed(failures[0]), 'http://erp', 'cli')).toContain(
      'as this machine reaches it'
    )
  })

  it('the ledger is the file of --ledger in the command line', () => {
    const event = { kind: 'ledger-recorded', project: 'Sample', key: 'k' } as const
    expect(progressLine(event, 'cli').text).not.toMatch(RUNNER_WORDS)
    expect(progressLine(event).text).toContain('Actions cache')
  })

  it('where the full lists are: outputs in each host, and no findings-json in a deploy', () => {
    expect(outputWhere('changes-json')).toBe('the `changes-json` output')
    expect(outputWhere('changes-json', 'cli')).toBe('`changes-json` in the --json output')
    expect(lintFullList('lint')).toContain('the `findings-json` output')
    expect(lintFullList('lint', 'cli')).toContain('--sarif')
    // The deploy has no findings-json output: its full list is the SARIF file or the lint.
    for (const host of ['actions', 'cli'] as const) {
      expect(lintFullList('deploy', host)).toMatch(/^the SARIF file/)
      expect(lintFullList('deploy', host)).not.toMatch(/^the `findings-json`|`findings-json` in/)
    }
    expect(lintFullList('deploy', 'cli')).not.toMatch(RUNNER_WORDS)
    expect(lintFullList('lint', 'cli')).not.toMatch(RUNNER_WORDS)
  })
})
