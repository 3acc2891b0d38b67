// The getProject download alone: `npm run bench:download -- 100MB,1GB [--runs N]`.
// The parent starts the simulator and stores a project of each size (the backup benchmark's
// zips under .bench/, made by `npm run bench` first); a fresh child process per run logs in and
// runs CustomizationClient.getProject into a temporary file, sampling its own memory every 10 ms.
// Printed per run: peak RSS (the kernel's), peak anonymous memory, and the peaks of V8's heap,
// external and ArrayBuffer memory, each also as it stood before getProject started.
import { spawn } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { CustomizationClient } from '../src/api/client.js'
import { startSimulator } from '../simulator/index.js'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const USER = { name: 'admin', password: 'admin-password' }
const PROJECT = 'BenchDownload'

interface Figures {
  peakRssMiB: number
  peakAnonMiB: number
  heapUsedMiB: number
  externalMiB: number
  arrayBuffersMiB: number
  beforeRssMiB: number
  beforeAnonMiB: number
  seconds: number
  bytes: number
}

const mib = (bytes: number): number => Math.round(bytes / 1024 / 1024)

function anonKiB(): number {
  const match = /RssAnon:\s+(\d+)/.exec(readFileSync('/proc/self/status', 'utf8'))
  return match ? Number(match[1]) : 0
}

async function child(url: string): Promise<void> {
  const client = new CustomizationClient({ baseUrl: url, requestTimeoutSeconds: 900 })
  await client.login(USER, { attempts: 1, delaySeconds: 0 })
  const folder = await mkdtemp(path.join(tmpdir(), 'bench-download-'))
  const peak = { rss: 0, anon: 0, heap: 0, external: 0, arrayBuffers: 0 }
  const sample = (): void => {
    const m = process.memoryUsage()
    peak.rss = Math.max(peak.rss, m.rss)
    peak.anon = Math.max(peak.anon, anonKiB() * 1024)
    peak.heap = Math.max(peak.heap, m.heapUsed)
    peak.external = Math.max(peak.external, m.external)
    peak.arrayBuffers = Math.max(peak.arrayBuffers, m.arrayBuffers)
  }
  sample()
  const before = { rss: peak.rss, anon: peak.anon }
  const timer = setInterval(sample, 10)
  const started = performance.now()
  try {
    const result = await client.getProject(PROJECT, path.join(folder, 'backup.zip'))
    if (!result.found) throw new Error('the project was not found')
    sample()
    const hwm = /VmHWM:\s+(\d+)/.exec(readFileSync('/proc/self/status', 'utf8'))
    const figures: Figures = {
      peakRssMiB: mib(Math.max(peak.rss, hwm ? Number(hwm[1]) * 1024 : 0)),
      peakAnonMiB: mib(peak.anon),
      heapUsedMiB: mib(peak.heap),
      externalMiB: mib(peak.external),
      arrayBuffersMiB: mib(peak.arrayBuffers),
      beforeRssMiB: mib(before.rss),
      beforeAnonMiB: mib(before.anon),
      seconds: Math.round((performance.now() - started) / 10) / 100,
      bytes: result.size
    }
    process.stdout.write(`\n${JSON.stringify(figures)}\n`)
  } finally {
    clearInterval(timer)
    await client.logout()
    await rm(folder, { recursive: true, force: true })
  }
}

function lastLine(out: string): string {
  if (process.env.BENCH_CHILD_LOG) writeFileSync(process.env.BENCH_CHILD_LOG, out)
  return out.trim().split('\n').at(-1) ?? ''
}

function runChild(url: string): Promise<Figures> {
  return new Promise((resolve, reject) => {
    const proc = spawn(
      process.execPath,
      [
        ...(process.env.BENCH_NODE_FLAGS ?? '').split(' ').filter(Boolean),
        '--import',
        'tsx',
        fileURLToPath(import.meta.url),
        '--child',
        url
      ],
      {
        cwd: repoRoot,
        stdio: ['ignore', 'pipe', 'inherit']
      }
    )
    let out = ''
    proc.stdout.on('data', (part: Buffer) => (out += part.toString()))
    proc.on('error', reject)
    proc.on('close', code =>
      code === 0
        ? resolve(JSON.parse(lastLine(out)) as Figures)
        : reject(new Error(`child exit ${code}`))
    )
  })
}

async function main(): Promise<void> {
  const args = process.argv.slice(2)
  if (args[0] === '--child') return child(args[1])
  const labels = (args.find(a => !a.startsWith('--')) ?? '100MB,1GB').split(',')
  const runsAt = args.indexOf('--runs')
  const runs = runsAt >= 0 ? Number(args[runsAt + 1]) : 1
  const sim = await startSimulator({ users: [USER], sessionLimit: 10 })
  try {
    const rows: string[] = []
    for (const label of labels) {
      const zip = path.join(repoRoot, '.bench', `backup-${label}.zip`)
      if (!existsSync(zip)) throw new Error(`${zip} is missing: run npm run bench first`)
      const importer = new CustomizationClient({ baseUrl: sim.url, requestTimeoutSeconds: 900 })
      await importer.login(USER, { attempts: 1, delaySeconds: 0 })
      await importer.importPackage({
        projectName: PROJECT,
        projectDescription: '',
        projectLevel: 0,
        isReplaceIfExists: true,
        packagePath: zip
      })
      await importer.logout()
      for (let i = 0; i < runs; i++) {
        const f = await runChild(sim.url)
        const row =
          `${label} run ${i + 1}: peak RSS ${f.peakRssMiB} MiB (before getProject ${f.beforeRssMiB}), ` +
          `peak anon ${f.peakAnonMiB} MiB (before ${f.beforeAnonMiB}), heap used ${f.heapUsedMiB}, ` +
          `external ${f.externalMiB}, array buffers ${f.arrayBuffersMiB} MiB; ${f.seconds} s, ${f.bytes} bytes`
        console.log(row)
        rows.push(row)
      }
    }
  } finally {
    await sim.close()
  }
}

await main()
