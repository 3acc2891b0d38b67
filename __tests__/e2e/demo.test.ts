// End to end: `npm run demo` as a new user runs it on a fresh clone (the committed dist/ against
// the simulator). Its first screen shows the job summary as text (the action's folded Summary
// group, rendered from the summary's model as the command line prints it: no markup, no
// character reference) and no chatter of the artifact or cache library (debug lines, hidden).
import { describe, expect, it } from '@jest/globals'
import { spawn } from 'node:child_process'
import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { repoRoot } from '../../test-support/run-cli.js'

describe('npm run demo', () => {
  it('prints the job summary as text and none of the artifact and cache libraries’ progress, and leaves nothing in the temp folder', async () => {
    // A temp folder of its own: what the demo leaves there shows.
    const temp = await mkdtemp(path.join(tmpdir(), 'acu-demo-'))
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/demo.ts'], {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, TMPDIR: temp, TMP: temp, TEMP: temp }
    })
    let out = ''
    child.stdout.on('data', (d: Buffer) => (out += d.toString()))
    child.stderr.on('data', (d: Buffer) => (out += d.toString()))
    const code = await new Promise<number | null>(resolve => child.on('exit', c => resolve(c)))
    expect(code).toBe(0)
    // tsx's own compile cache (tsx-<uid>) is kept on purpose, for the next run of the script.
    const left = (await readdir(temp)).filter(name => !/^tsx-\d+$/.test(name))
    await rm(temp, { recursive: true, force: true })
    expect(left).toEqual([])
    const summary = out.slice(out.indexOf('━━━ Job summary'), out.indexOf('━━━ Result'))
    expect(summary).toMatch(/^✅ Published: SamplePriority → /m)
    expect(summary).toMatch(/^Result: ✅ Published$/m)
    // The instance's build as it reads (the page's markdown escapes it as 2&#52;.210.0016).
    expect(summary).toContain('24.210.0016')
    expect(summary).not.toMatch(/&#?\w+;|<\/?[a-z]+[ >]/)
    expect(summary).not.toMatch(/[\u200b-\u200f\u2060\ufeff]/)
    // Shown once: the run's log keeps the group folded.
    expect(out.split('✅ Published: SamplePriority').length).toBe(2)
    expect(out).not.toContain('Artifact name is valid!')
    expect(out).not.toMatch(/Beginning upload of artifact content/)
    // Nor the cache library's (the ledger's entry): the tar command line and its upload progress.
    expect(out).not.toContain('[command]')
    expect(out).not.toMatch(/Sent \d+ of \d+/)
    // A successful run prints no warning (the simulator's publish log is a real one's).
    expect(out).not.toMatch(/^\s*Warning:/m)
  }, 60_000)
})
