// What `npm run package` leaves in dist/: one bundle (index.js and the chunks it loads) that every
// entry point's launcher calls, @actions/artifact and @actions/cache each in chunks of their own
// (so a run that uploads no backup and keeps no ledger never loads them), no module twice, and one
// licenses.txt that covers the packages of all chunks.
import { describe, expect, it } from '@jest/globals'
import { existsSync } from 'node:fs'
import { readFile, readdir, stat } from 'node:fs/promises'
import path from 'node:path'
import { parse as parseYaml } from 'yaml'
import { distCli } from '../../test-support/run-cli.js'
import {
  distExportMain,
  distExportPost,
  distLintMain,
  distMain,
  distPost,
  lintActionYml,
  repoRoot
} from '../../test-support/run-action.js'

const dist = path.join(repoRoot, 'dist')
// Text found only in @actions/artifact's own code (its Twirp call; @actions/cache holds the
// same GHES message, so that no longer tells them apart).
const LIBRARY_TEXT = 'FinalizeArtifact'
// Text found only in @actions/cache's own code (its lookupOnly log line).
const CACHE_TEXT = 'Lookup only - skipping download'

async function chunks(): Promise<string[]> {
  const files = await readdir(dist)
  const names = files.filter(file => /^\d+\.index\.js$/.test(file))
  return Promise.all(names.map(chunk => readFile(path.join(dist, chunk), 'utf8')))
}

describe('dist/', () => {
  it('loads @actions/artifact and @actions/cache from chunks of their own, not from index.js', async () => {
    const index = await readFile(path.join(dist, 'index.js'), 'utf8')
    expect(index).not.toContain(LIBRARY_TEXT)
    expect(index).not.toContain(CACHE_TEXT)
    const texts = await chunks()
    // Each library in one chunk, not the other's (the Azure client they share may have its own).
    expect(texts.filter(text => text.includes(LIBRARY_TEXT))).toHaveLength(1)
    expect(texts.filter(text => text.includes(CACHE_TEXT))).toHaveLength(1)
    expect(texts.filter(t => t.includes(LIBRARY_TEXT) && t.includes(CACHE_TEXT))).toHaveLength(0)
  })

  it('holds each module once, but for a few small ones that webpack copies rather than split', async () => {
    // Module id -> its copies' lengths. webpack's splitChunks gives modules shared by several
    // steps a chunk of their own only from 20 kB on; smaller groups are copied into each chunk.
    const copies = new Map<string, number[]>()
    for (const text of await chunks()) {
      const parts = text.split(/^\/\*\*\*\/ (\d+):$/m)
      for (let i = 1; i < parts.length; i += 2) {
        copies.set(parts[i]!, [...(copies.get(parts[i]!) ?? []), parts[i + 1]!.length])
      }
    }
    expect(copies.size).toBeGreaterThan(100)
    const extraBytes = [...copies.values()].reduce(
      (sum, [, ...more]) => sum + more.reduce((a, b) => a + b, 0),
      0
    )
    const largestCopied = Math.max(
      0,
      ...[...copies.values()].filter(c => c.length > 1).map(c => c[0]!)
    )
    expect(largestCopied).toBeLessThan(20_000)
    expect(extraBytes).toBeLessThan(100_000)
  })

  it('runs every entry point through a launcher of a few lines that calls the one bundle', async () => {
    for (const launcher of [distMain, distPost, distExportMain, distLintMain, distCli]) {
      const text = await readFile(launcher, 'utf8')
      expect({ launcher, lines: text.trim().split('\n').length }).toEqual({ launcher, lines: 4 })
      const bundle = path.resolve(path.dirname(launcher), /from '([^']+)'/.exec(text)![1]!)
      expect(bundle).toBe(path.join(dist, 'index.js'))
    }
    // The command line is the package's bin: executable, with a shebang.
    expect((await stat(distCli)).mode & 0o111).not.toBe(0)
    expect(await readFile(distCli, 'utf8')).toMatch(/^#!\/usr\/bin\/env node\n/)
  })

  it("lists the licences of every chunk's packages", async () => {
    const licenses = await readFile(path.join(dist, 'licenses.txt'), 'utf8')
    const packages = new Set(licenses.split('\n').filter(line => /^@?[a-z0-9][\w./-]*$/.test(line)))
    for (const name of [
      '@actions/core',
      'tough-cookie',
      'yauzl',
      'saxes',
      'picomatch',
      'yaml',
      'stream-json',
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
  it("runs the deploy's post launcher (it reads the session and phase either main step saved)", async () => {
    expect(distExportPost).toBe(distPost)
    expect(await readdir(path.join(dist, 'export'))).toEqual(['main'])
  })
})

describe('lint/action.yml', () => {
  it('runs a launcher of its own and no post step (it opens no session to release)', async () => {
    expect(distLintMain).toBe(path.join(dist, 'lint', 'main', 'index.js'))
    expect(await readdir(path.join(dist, 'lint'))).toEqual(['main'])
    expect(await readFile(lintActionYml, 'utf8')).not.toMatch(/^\s+post:/m)
  })
})

describe('fleet/action.yml', () => {
  it('runs a launcher of its own and no post step (plan, gate and report open no session)', async () => {
    const yml = await readFile(path.join(repoRoot, 'fleet', 'action.yml'), 'utf8')
    const main = /^\s+main:\s*'([^']+)'/m.exec(yml)?.[1] ?? ''
    expect(path.resolve(repoRoot, 'fleet', main)).toBe(path.join(dist, 'fleet', 'main', 'index.js'))
    expect(await readdir(path.join(dist, 'fleet'))).toEqual(['main'])
    expect(yml).not.toMatch(/^\s+post:/m)
    expect(await readFile(path.join(dist, 'fleet', 'main', 'index.js'), 'utf8')).toContain(
      'await fleetMain()'
    )
  })
})

describe('rehearse/action.yml', () => {
  it("runs a launcher of its own and the deploy's post step (it releases the target's session)", async () => {
    const runs = (
      parseYaml(await readFile(path.join(repoRoot, 'rehearse', 'action.yml'), 'utf8')) as {
        runs: Record<string, string>
      }
    ).runs
    const root = path.join(repoRoot, 'rehearse')
    expect(path.resolve(root, runs['main']!)).toBe(path.join(dist, 'rehearse', 'main', 'index.js'))
    expect(path.resolve(root, runs['post']!)).toBe(distPost)
    expect(existsSync(path.resolve(root, runs['main']!))).toBe(true)
  })
})
