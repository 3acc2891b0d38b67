// End to end over the published package: `npm pack` of this repository holds dist/, the three
// action.yml files and the package's texts, nothing else; npx runs it offline from an empty
// cache (so it needs no dependency from a registry) and installs nothing beside it; and the
// tarball's bin deploys the sample project to the simulator.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { existsSync } from 'node:fs'
import { cp, mkdtemp, readFile, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { useWorld } from '../../test-support/e2e-world.js'
import { cleanEnv, runNpm } from '../../test-support/npm.js'
import { repoRoot } from '../../test-support/run-cli.js'
import {
  API,
  PROJECT,
  SAMPLE_IN_WORKSPACE,
  USER,
  calls,
  sampleProjectPath
} from '../../test-support/world.js'

const { start } = useWorld({ projects: {} })

const NAME = 'acumatica-customization-deploy'
/** What the package may hold besides dist/**: the actions and what npm always adds. */
const ALLOWED = [
  'package.json',
  'README.md',
  'LICENSE',
  'CHANGELOG.md',
  'action.yml',
  'export/action.yml',
  'lint/action.yml',
  'fleet/action.yml',
  'rehearse/action.yml'
]

interface Packed {
  filename: string
  files: { path: string }[]
}

let work: string
let tarball: string
let files: string[]

/** A new, empty npm cache: npm can take nothing from an earlier run or another test. */
async function emptyCache(): Promise<string> {
  return mkdtemp(path.join(work, 'cache-'))
}

/** `npm exec` of the tarball's bin, offline, with `cache` as npm's cache. */
function npx(cache: string, args: string[], cwd: string, env: Record<string, string> = {}) {
  return runNpm(
    ['exec', '--yes', '--offline', '--cache', cache, '--package', tarball, '--', NAME, ...args],
    { cwd, env: cleanEnv(env), timeoutMs: 60_000 }
  )
}

/** The folders npx installed packages into: <cache>/_npx/<hash>/node_modules. */
async function npxInstalls(cache: string): Promise<string[]> {
  const root = path.join(cache, '_npx')
  if (!existsSync(root)) return []
  return (await readdir(root)).map(hash => path.join(root, hash, 'node_modules'))
}

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'acu-npx-'))
  const pack = await runNpm(['pack', '--json', '--ignore-scripts', '--pack-destination', work], {
    cwd: repoRoot
  })
  if (pack.code !== 0) throw new Error(`npm pack failed: ${pack.stderr}`)
  const [packed] = JSON.parse(pack.stdout) as Packed[]
  tarball = path.join(work, packed.filename)
  files = packed.files.map(file => file.path.split(path.sep).join('/')).sort()
}, 60_000)

afterAll(async () => {
  // Retries: Windows may hold a file of the npx folder a moment after npm exits.
  if (work) await rm(work, { recursive: true, force: true, maxRetries: 5 })
})

describe('the npm package', () => {
  it('holds dist/, the four action.yml and the package texts, nothing else', async () => {
    const outside = files.filter(file => !file.startsWith('dist/') && !ALLOWED.includes(file))
    expect(outside).toEqual([])
    expect(
      files.filter(file => /^(src|__tests__|simulator|test-support|docs|scripts)\//.test(file))
    ).toEqual([])
    // What the bin and the actions need is there: the launcher, the bundle, every action.yml.
    for (const needed of ['dist/cli/index.js', 'dist/index.js', 'dist/package.json', ...ALLOWED]) {
      expect(files).toContain(needed)
    }
    // All of dist/ (the chunks the bundle loads), not just some of it.
    const dist = (
      await readdir(path.join(repoRoot, 'dist'), { recursive: true, withFileTypes: true })
    )
      .filter(entry => entry.isFile())
      .map(entry =>
        path.relative(repoRoot, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')
      )
    expect(files.filter(file => file.startsWith('dist/'))).toEqual(dist.sort())
  })

  it('runs with npx offline from an empty cache: no dependency to fetch, nothing installed beside it', async () => {
    const cache = await emptyCache()
    const run = await npx(cache, ['--help'], work)

    expect(run.stderr).not.toMatch(/ENOTCACHED|ERR!/)
    expect(run.code).toBe(0)
    expect(run.stdout).toMatch(/^\s+deploy\s/m)
    expect(run.stdout).toContain(`Usage: ${NAME}`)
    // npx's own install folder holds the package alone (and npm's bookkeeping).
    const installs = await npxInstalls(cache)
    expect(installs).toHaveLength(1)
    const installed = (await readdir(installs[0])).filter(name => !name.startsWith('.'))
    expect(installed).toEqual([NAME])
    // As published: nothing to install with it, and publishable (not private).
    const pkg = JSON.parse(
      await readFile(path.join(installs[0], NAME, 'package.json'), 'utf8')
    ) as Record<string, unknown>
    expect(pkg.dependencies ?? {}).toEqual({})
    expect(pkg.private).toBeUndefined()
  })

  it('deploys the sample project to the simulator through the tarball bin', async () => {
    const world = await start()
    const cwd = await mkdtemp(path.join(work, 'project-'))
    await cp(sampleProjectPath, path.join(cwd, SAMPLE_IN_WORKSPACE), { recursive: true })
    const run = await npx(
      await emptyCache(),
      [
        'deploy',
        '--base-url',
        world.sim.url,
        '--username',
        USER.name,
        '--project-name',
        PROJECT,
        '--project-path',
        SAMPLE_IN_WORKSPACE,
        '--poll-interval',
        '0.05',
        '--publish-timeout',
        '20',
        '--json'
      ],
      cwd,
      { ACUMATICA_PASSWORD: USER.password }
    )

    expect(run.code).toBe(0)
    const outputs = JSON.parse(run.stdout) as Record<string, unknown>
    expect(outputs.result).toBe('published')
    expect(outputs['package-sha256']).toBe(world.sim.imported[0].sha256)
    expect(world.sim.imported).toHaveLength(1)
    expect(calls(world.sim).at(-1)).toBe(`POST ${API.logout}`)
    expect(world.sim.openSessions()).toBe(0)
    expect(run.stdout + run.stderr).not.toContain(USER.password)
  })
})
