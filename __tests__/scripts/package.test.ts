// What `npm run package` leaves in dist/main: the main step without @actions/artifact and
// @actions/cache (so a run that uploads no backup and keeps no ledger never loads them), each
// library in chunks of its own beside it, and one licenses.txt that covers the packages of all.
import { describe, expect, it } from '@jest/globals'
import { readFile, readdir } from 'node:fs/promises'
import path from 'node:path'
import {
  distExportPost,
  distLintMain,
  distPost,
  lintActionYml,
  repoRoot
} from '../../test-support/run-action.js'

const main = path.join(repoRoot, 'dist', 'main')
// Text found only in @actions/artifact's own code (its Twirp call; @actions/cache holds the
// same GHES message, so that no longer tells them apart).
const LIBRARY_TEXT = 'FinalizeArtifact'
// Text found only in @actions/cache's own code (its lookupOnly log line).
const CACHE_TEXT = 'Lookup only - skipping download'

describe('dist/main', () => {
  it('loads @actions/artifact and @actions/cache from chunks of their own, not from index.js', async () => {
    const files = await readdir(main)
    const chunks = files.filter(file => /^\d+\.index\.js$/.test(file))
    const index = await readFile(path.join(main, 'index.js'), 'utf8')
    expect(index).not.toContain(LIBRARY_TEXT)
    expect(index).not.toContain(CACHE_TEXT)
    const texts = await Promise.all(chunks.map(chunk => readFile(path.join(main, chunk), 'utf8')))
    // Each library in one chunk, not the other's (the Azure client they share may have its own).
    expect(texts.filter(text => text.includes(LIBRARY_TEXT))).toHaveLength(1)
    expect(texts.filter(text => text.includes(CACHE_TEXT))).toHaveLength(1)
    expect(texts.filter(t => t.includes(LIBRARY_TEXT) && t.includes(CACHE_TEXT))).toHaveLength(0)
  })

  it("lists the licences of both chunks' packages", async () => {
    const licenses = await readFile(path.join(main, 'licenses.txt'), 'utf8')
    const packages = new Set(licenses.split('\n').filter(line => /^@?[a-z0-9][\w./-]*$/.test(line)))
    for (const name of ['@actions/core', 'tough-cookie', 'yauzl', 'saxes', 'picomatch']) {
      expect({ name, listed: packages.has(name) }).toEqual({ name, listed: true })
    }
    for (const name of [
      '@actions/artifact',
      '@actions/cache',
      '@azure/storage-blob',
      '@octokit/core'
    ]) {
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

describe('lint/action.yml', () => {
  it('runs a bundle of its own and no post step (it opens no session to release)', async () => {
    expect(distLintMain).toBe(path.join(repoRoot, 'dist', 'lint', 'main', 'index.js'))
    expect(await readdir(path.join(repoRoot, 'dist', 'lint'))).toEqual(['main'])
    expect(await readFile(lintActionYml, 'utf8')).not.toMatch(/^\s+post:/m)
  })
})
