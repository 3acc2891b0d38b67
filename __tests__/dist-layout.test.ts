// What `npm run package` leaves in dist/main: the main step without @actions/artifact (so a run
// that uploads no backup never loads it), the library in a chunk of its own beside it, and one
// licenses.txt that covers the packages of both.
import { describe, expect, it } from '@jest/globals'
import { readFile, readdir } from 'node:fs/promises'
import path from 'node:path'
import { distExportPost, distPost, repoRoot } from '../test-support/run-action.js'

const main = path.join(repoRoot, 'dist', 'main')
// Text found only in @actions/artifact's own code (its GHESNotSupportedError message).
const LIBRARY_TEXT = 'are not currently supported on GHES'

describe('dist/main', () => {
  it('loads @actions/artifact from a chunk of its own, not from index.js', async () => {
    const files = await readdir(main)
    const chunks = files.filter(file => /^\d+\.index\.js$/.test(file))
    expect(chunks).toHaveLength(1)
    expect(await readFile(path.join(main, 'index.js'), 'utf8')).not.toContain(LIBRARY_TEXT)
    expect(await readFile(path.join(main, chunks[0]), 'utf8')).toContain(LIBRARY_TEXT)
  })

  it("lists the licences of both chunks' packages", async () => {
    const licenses = await readFile(path.join(main, 'licenses.txt'), 'utf8')
    const packages = new Set(licenses.split('\n').filter(line => /^@?[a-z0-9][\w./-]*$/.test(line)))
    for (const name of ['@actions/core', 'tough-cookie', 'yauzl', 'saxes', 'picomatch']) {
      expect({ name, listed: packages.has(name) }).toEqual({ name, listed: true })
    }
    for (const name of ['@actions/artifact', '@azure/storage-blob', '@octokit/core']) {
      expect({ name, listed: packages.has(name) }).toEqual({ name, listed: true })
    }
  })
})

describe('export/action.yml', () => {
  it("runs the deploy's post bundle (it reads the session and phase either main step saved)", async () => {
    expect(distExportPost).toBe(distPost)
    expect(await readdir(path.join(repoRoot, 'dist', 'export'))).toEqual(['main'])
  })
})
