// The command line's fleet over simulated instances: `npm run bench:fleet -- [--instances 20]
// [--parallel 1,8] [--publish-ms 2000]`. The parent starts the simulators (each publish takes
// --publish-ms, as a real one takes minutes) and writes their inventory (ring 0: the first
// fifth, ring 1: the rest); for each --parallel value a fresh child process runs the bundled
// command line (dist/, as npx does) `fleet deploy` over them, the sample project to every one,
// with backups and the verification on. Printed per run: wall time, the child's CPU time, its
// peak RSS (getrusage's maxRSS, which counts the node binary's pages too) and the fleet's report.
import { spawn } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { startSimulator, type Simulator } from '../simulator/index.js'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const USER = { name: 'admin', password: 'admin-password' }

const { values } = parseArgs({
  options: {
    instances: { type: 'string', default: '20' },
    parallel: { type: 'string', default: '1,8' },
    'publish-ms': { type: 'string', default: '2000' }
  }
})
const count = Number(values.instances)
const parallels = values.parallel.split(',').map(Number)
const publishMs = Number(values['publish-ms'])

// The child: the bundle's command line, its own figures on exit.
const CHILD = `
process.on('exit', () => {
  const usage = process.resourceUsage()
  process.stderr.write('BENCH ' + JSON.stringify({ maxRssKiB: usage.maxRSS, cpuMicros: usage.userCPUTime + usage.systemCPUTime }) + '\\n')
})
const { cli } = await import(${JSON.stringify(pathToFileURL(path.join(repoRoot, 'dist', 'index.js')).href)})
await cli()
`

interface Run {
  parallel: number
  seconds: number
  cpuSeconds: number
  peakRssMiB: number
  code: number | null
  report: string
}

async function runFleet(folder: string, inventory: string, parallel: number): Promise<Run> {
  const child = path.join(folder, 'child.mjs')
  await writeFile(child, CHILD)
  const started = performance.now()
  const proc = spawn(
    process.execPath,
    [
      child,
      'fleet',
      'deploy',
      '--inventory',
      inventory,
      '--parallel',
      String(parallel),
      '--username',
      USER.name,
      '--project-name',
      'SamplePriority',
      '--project-path',
      'examples/sample-project',
      '--poll-interval',
      '0.2',
      '--backup-dir',
      path.join(folder, `backups-${parallel}`),
      '--results',
      path.join(folder, `results-${parallel}`)
    ],
    {
      cwd: repoRoot,
      env: { ...process.env, ACUMATICA_PASSWORD: USER.password },
      stdio: ['ignore', 'pipe', 'pipe']
    }
  )
  let out = ''
  let err = ''
  proc.stdout.on('data', (d: Buffer) => (out += d.toString()))
  proc.stderr.on('data', (d: Buffer) => (err += d.toString()))
  const code = await new Promise<number | null>(resolve => proc.on('exit', c => resolve(c)))
  const seconds = (performance.now() - started) / 1000
  const figures = JSON.parse(/^BENCH (.*)$/m.exec(err)?.[1] ?? '{}') as {
    maxRssKiB?: number
    cpuMicros?: number
  }
  if (code !== 0) process.stderr.write(err.split('\n').slice(-30).join('\n'))
  return {
    parallel,
    seconds,
    cpuSeconds: (figures.cpuMicros ?? 0) / 1e6,
    peakRssMiB: Math.round((figures.maxRssKiB ?? 0) / 1024),
    code,
    report: /^\d+ instances?: .*$/m.exec(out)?.[0] ?? '(no report)'
  }
}

const folder = await mkdtemp(path.join(tmpdir(), 'bench-fleet-'))
const simulators: Simulator[] = []
try {
  const runs: Run[] = []
  for (const parallel of parallels) {
    // Fresh instances for each run: every deploy is a first deploy, as in the run before.
    await Promise.all(simulators.splice(0).map(sim => sim.close()))
    for (let index = 0; index < count; index++) {
      simulators.push(
        await startSimulator({ users: [USER], publishTakesMs: publishMs, sessionLimit: 4 })
      )
    }
    const firstRing = Math.max(1, Math.floor(count / 5))
    const inventory = path.join(folder, `acumatica-instances-${parallel}.yml`)
    await writeFile(
      inventory,
      `instances:\n${simulators
        .map(
          (sim, index) =>
            `  - name: client-${String(index + 1).padStart(2, '0')}\n    url: ${sim.url}\n    ring: ${index < firstRing ? 0 : 1}\n`
        )
        .join('')}`
    )
    const run = await runFleet(folder, inventory, parallel)
    runs.push(run)
    process.stdout.write(
      `--parallel ${parallel}: ${run.seconds.toFixed(1)} s wall, ${run.cpuSeconds.toFixed(1)} s CPU, peak RSS ${run.peakRssMiB} MiB, exit ${run.code}; ${run.report}\n`
    )
  }
  process.stdout.write(
    `\n${count} instances (ring 0: ${Math.max(1, Math.floor(count / 5))}), each publish ${publishMs} ms, Node ${process.version}\n`
  )
  process.stdout.write(
    '| --parallel | wall time | CPU time | peak RSS | report |\n|---|---|---|---|---|\n'
  )
  for (const run of runs) {
    process.stdout.write(
      `| ${run.parallel} | ${run.seconds.toFixed(1)} s | ${run.cpuSeconds.toFixed(1)} s | ${run.peakRssMiB} MiB | ${run.report} |\n`
    )
  }
} finally {
  await Promise.all(simulators.map(sim => sim.close()))
  await rm(folder, { recursive: true, force: true })
}
