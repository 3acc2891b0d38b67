// What `npx acumatica-customization-deploy` costs a user with an empty npm cache:
// `npm run bench:npx [-- --runs N]` (needs the committed or a fresh dist/, and the registry).
// Two tarballs of the same files: (a) the package as published, no dependencies, everything
// bundled in dist/; (b) the same with the `dependencies` it had before they moved to
// devDependencies (the list below, as package.json had it). Each run: `npm exec --yes` of the
// tarball's bin (`--help`) with a new, empty cache, against the configured registry. Printed:
// seconds, the bytes npm wrote to its cache (the packuments and tarballs it downloaded, and the
// tarball itself), the bytes and packages installed in npx's folder, and the ratios (b)/(a).
import { cp, mkdtemp, readdir, rm, stat, writeFile, readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { cleanEnv, runNpm } from '../test-support/npm.js'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const NAME = 'acumatica-customization-deploy'
// package.json's `dependencies` until they moved to devDependencies (bundled by ncc).
const FORMER_DEPENDENCIES = {
  '@actions/artifact': '^6.2.1',
  '@actions/cache': '^6.3.0',
  '@actions/core': '^3.0.1',
  '@actions/http-client': '^4.0.1',
  picomatch: '^4.0.3',
  saxes: '^6.0.0',
  'stream-chain': '^4.4.1',
  'stream-json': '^3.8.0',
  'tough-cookie': '^6.0.0',
  yauzl: '^3.4.0'
}

interface Figures {
  seconds: number
  cacheBytes: number
  installedBytes: number
  packages: number
  /** The five largest folders directly under node_modules (a scope's packages each). */
  largest: [string, number][]
}

async function treeBytes(folder: string): Promise<number> {
  let total = 0
  for (const entry of await readdir(folder, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) total += (await stat(path.join(entry.parentPath, entry.name))).size
  }
  return total
}

/** Packages in a node_modules tree: folders holding a package.json, nested ones too. */
async function packageCount(nodeModules: string): Promise<number> {
  const names = await readdir(nodeModules, { recursive: true })
  return names.filter(name =>
    /(^|[\\/])node_modules[\\/](@[^\\/]+[\\/])?[^\\/@.][^\\/]*[\\/]package\.json$/.test(
      `node_modules/${name}`
    )
  ).length
}

async function largest(nodeModules: string): Promise<[string, number][]> {
  const names: string[] = []
  for (const name of await readdir(nodeModules)) {
    if (name.startsWith('.')) continue
    if (!name.startsWith('@')) names.push(name)
    else
      for (const inner of await readdir(path.join(nodeModules, name)))
        names.push(`${name}/${inner}`)
  }
  const sizes = await Promise.all(
    names.map(
      async name => [name, await treeBytes(path.join(nodeModules, name))] as [string, number]
    )
  )
  return sizes.sort((x, y) => y[1] - x[1]).slice(0, 5)
}

async function pack(folder: string, destination: string): Promise<string> {
  const run = await runNpm(
    ['pack', '--json', '--ignore-scripts', '--pack-destination', destination],
    {
      cwd: folder
    }
  )
  if (run.code !== 0) throw new Error(`npm pack failed in ${folder}: ${run.stderr}`)
  const [packed] = JSON.parse(run.stdout) as { filename: string }[]
  return path.join(destination, packed.filename)
}

/** A copy of the package's files with the former dependencies in package.json, packed. */
async function packWithDependencies(work: string): Promise<string> {
  const staging = await mkdtemp(path.join(work, 'with-deps-'))
  const pkg = JSON.parse(await readFile(path.join(repoRoot, 'package.json'), 'utf8')) as {
    files: string[]
    dependencies?: Record<string, string>
  }
  for (const entry of [...pkg.files, 'README.md', 'LICENSE']) {
    await cp(path.join(repoRoot, entry), path.join(staging, entry), { recursive: true })
  }
  pkg.dependencies = FORMER_DEPENDENCIES
  await writeFile(path.join(staging, 'package.json'), `${JSON.stringify(pkg, null, 2)}\n`)
  const out = await mkdtemp(path.join(work, 'tgz-'))
  return pack(staging, out)
}

async function npxOnce(work: string, tarball: string): Promise<Figures> {
  const cache = await mkdtemp(path.join(work, 'cache-'))
  const cwd = await mkdtemp(path.join(work, 'cwd-'))
  const run = await runNpm(
    ['exec', '--yes', '--cache', cache, '--package', tarball, '--', NAME, '--help'],
    { cwd, env: cleanEnv(), timeoutMs: 600_000 }
  )
  if (run.code !== 0 || !/Usage: /.test(run.stdout)) {
    throw new Error(`npx of ${path.basename(tarball)} failed (${run.code}): ${run.stderr}`)
  }
  const npx = path.join(cache, '_npx')
  const [hash] = await readdir(npx)
  const nodeModules = path.join(npx, hash, 'node_modules')
  const figures = {
    seconds: run.durationMs / 1000,
    cacheBytes: await treeBytes(path.join(cache, '_cacache')),
    installedBytes: await treeBytes(nodeModules),
    packages: await packageCount(nodeModules),
    largest: await largest(nodeModules)
  }
  await rm(cache, { recursive: true, force: true })
  return figures
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}
const mb = (bytes: number): string => `${(bytes / 1e6).toFixed(2)} MB`

async function main(): Promise<void> {
  const runsIndex = process.argv.indexOf('--runs')
  const runs = runsIndex > 0 ? Number(process.argv[runsIndex + 1]) : 1
  const work = await mkdtemp(path.join(tmpdir(), 'bench-npx-'))
  try {
    const bundled = await pack(repoRoot, await mkdtemp(path.join(work, 'tgz-')))
    const withDeps = await packWithDependencies(work)
    const results: Record<'a' | 'b', Figures[]> = { a: [], b: [] }
    // Alternated, so that a slower minute of the network or the disk falls on both.
    for (let run = 0; run < runs; run++) {
      results.a.push(await npxOnce(work, bundled))
      results.b.push(await npxOnce(work, withDeps))
    }
    const summary = (figures: Figures[]): Figures => ({
      seconds: median(figures.map(f => f.seconds)),
      cacheBytes: median(figures.map(f => f.cacheBytes)),
      installedBytes: median(figures.map(f => f.installedBytes)),
      packages: median(figures.map(f => f.packages)),
      largest: figures[0].largest
    })
    const a = summary(results.a)
    const b = summary(results.b)
    const tgz = (await stat(bundled)).size
    console.log(`npx ${NAME} --help, empty cache, ${runs} run(s) each (median), npm registry`)
    console.log(`tarball: ${mb(tgz)}`)
    const rows: [string, Figures][] = [
      ['(a) no dependencies (bundled)', a],
      ['(b) former dependencies', b]
    ]
    for (const [label, f] of rows) {
      console.log(
        `${label.padEnd(31)} ${f.seconds.toFixed(2).padStart(6)} s  cache ${mb(f.cacheBytes).padStart(9)}  installed ${mb(f.installedBytes).padStart(9)} in ${f.packages} package(s)`
      )
    }
    console.log(
      `largest in (b): ${b.largest.map(([name, bytes]) => `${name} ${mb(bytes)}`).join(', ')}`
    )
    console.log(
      `ratio (b)/(a): time ${(b.seconds / a.seconds).toFixed(2)}x, cache ${(b.cacheBytes / a.cacheBytes).toFixed(2)}x, installed ${(b.installedBytes / a.installedBytes).toFixed(2)}x, downloaded beyond the tarball ${mb(b.cacheBytes - tgz)} against ${mb(Math.max(0, a.cacheBytes - tgz))}`
    )
  } finally {
    await rm(work, { recursive: true, force: true })
  }
}

await main()
