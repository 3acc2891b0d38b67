// End to end: `npm run demo` as a new user runs it on a fresh clone (the committed dist/ against
// the simulator). Its first screen shows the job summary the runner receives and no chatter of
// the artifact library (debug lines, hidden).
import { describe, expect, it } from '@jest/globals'
import { spawn } from 'node:child_process'
import { repoRoot } from '../../test-support/run-cli.js'

describe('npm run demo', () => {
  it('prints the job summary and none of the artifact library’s progress', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/demo.ts'], {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'pipe']
    })
    let out = ''
    child.stdout.on('data', (d: Buffer) => (out += d.toString()))
    child.stderr.on('data', (d: Buffer) => (out += d.toString()))
    const code = await new Promise<number | null>(resolve => child.on('exit', c => resolve(c)))
    expect(code).toBe(0)
    const summary = out.slice(out.indexOf('━━━ Job summary'), out.indexOf('━━━ Result'))
    // The job summary's markdown as the runner receives it (the command line prints the same
    // summary as text, __tests__/report/plain-text.test.ts).
    expect(summary).toMatch(/<th align="left">Result<\/th><td>✅ Published<\/td>/)
    // The instance's build, escaped as text from the instance is (GitHub shows `24.210.0016`).
    expect(summary).toMatch(/<code>2&#52;\.210\.0016<\/code>/)
    expect(out).not.toContain('Artifact name is valid!')
    expect(out).not.toMatch(/Beginning upload of artifact content/)
  }, 60_000)
})
