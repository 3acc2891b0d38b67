// scripts/check-node.mjs, run first by `npm test`: under a Node older than 24 it stops with one
// line saying what is needed and how to get it. An older Node is played by a preload that
// changes process.versions.node before the script reads it.
import { describe, expect, it } from '@jest/globals'
import { spawnSync } from 'node:child_process'
import path from 'node:path'

const script = path.resolve('scripts/check-node.mjs')

function runUnder(version?: string): { status: number | null; stderr: string; stdout: string } {
  const preload =
    version === undefined
      ? []
      : [
          '--import',
          `data:text/javascript,Object.defineProperty(process, 'versions', { value: { ...process.versions, node: '${version}' } })`
        ]
  const run = spawnSync(process.execPath, [...preload, script], { encoding: 'utf8' })
  return { status: run.status, stderr: run.stderr, stdout: run.stdout }
}

describe('check-node', () => {
  it('stops under Node 20 with one line naming Node 24 and npm ci', () => {
    const run = runUnder('20.20.2')
    expect(run.status).toBe(1)
    expect(run.stdout).toBe('')
    const lines = run.stderr.trimEnd().split('\n')
    expect(lines).toHaveLength(1)
    expect(lines[0]).toContain('Node 24 or later is needed (this is Node 20.20.2)')
    expect(lines[0]).toContain('npm ci')
  })

  it('lets Node 24 and later through without a word', () => {
    for (const version of [undefined, '24.0.0', '25.1.0']) {
      expect(runUnder(version)).toEqual({ status: 0, stderr: '', stdout: '' })
    }
  })
})
