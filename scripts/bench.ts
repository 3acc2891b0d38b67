// npm run bench: how long packaging and upload take, and how much memory they need, for project
// folders of about 10 MB, 100 MB and 1 GB, three ways on the same folder against the local
// simulator:
//   action     the bundled dist/main/index.js, run as a runner runs it (backup off, so only
//              packaging and Import count); times from its log lines, peak RSS of its process
//   shell      zip -r -q -X, then base64 -w0 | curl -T - (chunked, streaming) with the same JSON
//   in-memory  fs.readFile -> toString('base64') -> JSON.stringify -> one request, on the shell's zip
// It also zips each folder a second time in this process and checks the SHA-256 matches, and
// (with 100MB and 1GB) runs the action on 1 GB held in the files of the 100 MB folder.
//
// Then the backup path (scripts/bench-backup.ts): a stored project of 100 MB and 1 GB downloaded
// with getProject and uploaded to the local artifact service, by the action and by a shell
// pipeline.
//
// Options: --sizes 10MB,100MB,1GB (none: skip the package path)  --runs 1  --dist dist  --markdown <file> (write the tables)
//          --backup-sizes 100MB,1GB (none: skip the backup path)
//          --ways action,shell,in-memory (the shell way always runs: the others compare to it)
//          --same-files no (skip the 1 GB folder with the file count of 100 MB)
//          --source-sizes 100MB,1GB (none: skip the source-control folder case: thousands of
//          _project/ fragments plus the files of the folder of that size, beside a package folder
//          of that content; --source-folder no is the same as none)
//          --fragments 4000 (fragments in that case)
//          --compare-dist <folder> (another build, e.g. of an older commit: its action rows are
//          measured in the same run, each of its runs right after the dist's, so that the two
//          builds meet the same machine load)
//          --export-sizes 100MB,1GB (none: skip the export path, scripts/bench-export.ts)
//          --several no (skip the deploy of several projects: the 100 MB and 1 GB folders in one
//          run of the projects input, backups to the local artifact service)
//          --several-runs 3 (runs of that deploy, each its own row)
import { importBodyFrame } from './bench-import-frame.js'
import { mainStepRss } from './bench-rss-read.js'
import { execFileSync, spawn } from 'node:child_process'
import { createReadStream } from 'node:fs'
import { mkdir, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { Writable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { zipProjectFolder } from '../src/package/index.js'
import { startSimulator, type Simulator } from '../simulator/index.js'
import { runAction } from '../test-support/run-action.js'
import { startArtifactService } from '../simulator/artifact-service.js'
import { generateProject, type GeneratedProject } from './bench-generate.js'
import { generateSourceFolderPair } from './bench-source-generate.js'
import { backupTable, backupVerdicts, benchBackupPath, type BackupResult } from './bench-backup.js'
import type { BenchContext } from './bench-context.js'
import { benchExportPath, exportTable, exportVerdicts, type ExportResult } from './bench-export.js'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const benchRoot = path.join(repoRoot, '.bench')
const USER = { name: 'admin', password: 'admin-password' }
const PROJECT = 'BenchProject'
const MB = 1_000_000
/** Label of the 1 GB folder that has the file count of the 100 MB one. */
const SAME_FILES = '1GB-in-100MB-files'
/** Issue 31: every path stays under 300 MiB of peak RSS at 1 GB. */
const CEILING_KIB = 300 * 1024
/**
 * The action with its defaults, over the minimal set runActionWay starts from: a publish, the
 * backup of what was published before, the ledger, the verification; the lint is on (warn) in
 * both. A phase that joins the deploy shows here (CONTRIBUTING.md).
 */
const DEFAULT_INPUTS: Record<string, string> = {
  backup: 'true',
  'include-published': 'true',
  'validate-only': 'false'
}
/** The peak of each path the ceiling holds for, beside the package path's (the Targets). */
const ceilings: { path: string; peakKiB: number | undefined }[] = []

interface WayResult {
  packageBytes?: number
  packageMs?: number
  uploadMs?: number
  totalMs?: number
  peakRssKiB?: number
  /** The action's peak anonymous memory (KiB, sampled; Linux only). */
  peakAnonKiB?: number
  /** The action's peak RSS (KiB) once loaded, after packaging, after Import. */
  rssSteps?: {
    loaded?: number
    packaged?: number
    imported?: number
    anonPackaged?: number
    anonImported?: number
  }
  /** The action's package-sha256 output. */
  sha256?: string
  /** Why a figure is missing or how it was taken. */
  note?: string
}

interface SizeResult {
  label: string
  project: GeneratedProject
  action: WayResult
  /** The action with its defaults (DEFAULT_INPUTS). */
  defaults: WayResult
  /** The action of the --compare-dist build. */
  compare?: WayResult
  shell: WayResult
  inMemory: WayResult
  sameSha256: boolean | undefined
}

function option(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`)
  return at >= 0 && process.argv[at + 1] ? process.argv[at + 1] : fallback
}

function parseSize(label: string): number {
  const match = /^(\d+(?:\.\d+)?)\s*(KB|MB|GB)$/i.exec(label.trim())
  if (!match) throw new Error(`--sizes: cannot read "${label}" (write e.g. 10MB or 1GB)`)
  const unit = { KB: 1e3, MB: 1e6, GB: 1e9 }[match[2].toUpperCase() as 'KB' | 'MB' | 'GB']
  return Math.round(Number(match[1]) * unit)
}

// ---- the three ways ----

async function runActionWay(
  sim: Simulator,
  folder: string,
  dist: string,
  inputs: Record<string, string> = {},
  env: Record<string, string> = {}
): Promise<WayResult> {
  const rssFile = path.join(benchRoot, `rss-${process.pid}.jsonl`)
  await rm(rssFile, { force: true })
  const preload = pathToFileURL(path.join(repoRoot, 'scripts', 'bench-rss.mjs')).href
  const run = await runAction({
    // The action packages only what is in the workspace: the project's folder is it.
    workspace: folder,
    inputs: {
      'base-url': sim.url,
      username: USER.name,
      password: USER.password,
      'project-name': PROJECT,
      'project-path': folder,
      backup: 'false',
      'include-published': 'false',
      'validate-only': 'true',
      'poll-interval': '0.05',
      'request-timeout': '900',
      ...inputs
    },
    env: {
      ...env,
      NODE_OPTIONS: `--import=${preload}`,
      BENCH_RSS_FILE: rssFile,
      // Diagnostics only (see scripts/bench-rss.mjs): heap spaces and buffers, GC trace.
      ...(process.env.BENCH_RSS_DETAIL ? { BENCH_RSS_DETAIL: process.env.BENCH_RSS_DETAIL } : {}),
      ...(process.env.BENCH_TRACE_GC ? { BENCH_TRACE_GC: process.env.BENCH_TRACE_GC } : {}),
      // To compare the backup upload's concurrency with the action's (src/backup/upload-backup.ts).
      ...(process.env.ACTIONS_ARTIFACT_UPLOAD_CONCURRENCY
        ? { ACTIONS_ARTIFACT_UPLOAD_CONCURRENCY: process.env.ACTIONS_ARTIFACT_UPLOAD_CONCURRENCY }
        : {})
    },
    mainScript: path.join(dist, 'main', 'index.js'),
    postScript: path.join(dist, 'post', 'index.js'),
    timeoutMs: 30 * 60_000
  })
  try {
    if (process.env.BENCH_TRACE_GC) {
      // Diagnostics: V8 prints its GC trace on the action's stdout.
      await writeFile(`${process.env.BENCH_TRACE_GC}.${path.basename(folder)}`, run.main.stdout)
    }
    if (run.main.exitCode !== 0) {
      throw new Error(
        `the action failed (exit ${run.main.exitCode}):\n${run.maskedLog.slice(-3000)}`
      )
    }
    const rss = await mainStepRss(rssFile)
    const packaged =
      /Packaged (?:\S+: )?\d+ files into (\d+) bytes \(sha256 [0-9a-f]+\) in ([\d.]+) s/.exec(
        run.log
      )
    const imported = /Imported \S+ \(\d+ bytes\) in ([\d.]+) s/.exec(run.log)
    const result: WayResult = {
      packageBytes: Number(run.outputs['package-size']),
      peakRssKiB: rss?.maxRssKiB,
      peakAnonKiB: rss?.peakAnonKiB,
      rssSteps: rss && {
        loaded: rss.phases['loaded'],
        packaged: rss.phases['Packaged'],
        imported: rss.phases['Imported'],
        anonPackaged: rss.anonPhases?.['Packaged'],
        anonImported: rss.anonPhases?.['Imported']
      }
    }
    const steps = result.rssSteps
    if (steps) {
      result.note =
        `peak RSS MiB once loaded ${mebibytes(steps.loaded)}, after packaging ${mebibytes(steps.packaged)}, after Import ${mebibytes(steps.imported)}` +
        (steps.anonPackaged === undefined
          ? ''
          : `; peak anon after packaging ${mebibytes(steps.anonPackaged)}, after Import ${mebibytes(steps.anonImported)}`)
    }
    if (packaged && imported) {
      result.packageMs = Number(packaged[2]) * 1000
      result.uploadMs = Number(imported[1]) * 1000
      result.totalMs = result.packageMs + result.uploadMs
    } else {
      result.totalMs = run.main.durationMs
      result.note = `${result.note ?? ''}; no phase lines in the log: total is the whole main step`
    }
    return { ...result, sha256: run.outputs['package-sha256'] }
  } finally {
    await rm(run.root, { recursive: true, force: true })
    await rm(rssFile, { force: true })
  }
}

/**
 * The action with its defaults (DEFAULT_INPUTS, then `inputs`): backups and the ledger go to a
 * local artifact and cache service, through @actions/artifact and @actions/cache, as on GitHub
 * (a new one per run: artifact names are unique within a run).
 */
async function runDefaultsWay(
  sim: Simulator,
  folder: string,
  dist: string,
  inputs: Record<string, string> = {}
): Promise<WayResult> {
  const artifacts = await startArtifactService()
  try {
    return await runActionWay(sim, folder, dist, { ...DEFAULT_INPUTS, ...inputs }, artifacts.env())
  } finally {
    await artifacts.close()
  }
}

/** Logs in the way curl would, and returns the Cookie header for the next calls. */
async function login(sim: Simulator): Promise<string> {
  const answer = await fetch(`${sim.url}/entity/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(USER)
  })
  if (answer.status !== 204) throw new Error(`login answered HTTP ${answer.status}`)
  return answer.headers
    .getSetCookie()
    .map(cookie => cookie.split(';')[0])
    .join('; ')
}

async function logout(sim: Simulator, cookie: string): Promise<void> {
  await fetch(`${sim.url}/entity/auth/logout`, { method: 'POST', headers: { cookie } })
}

/** Runs a command under GNU time; returns its wall time, peak RSS and stdout. */
async function timed(
  command: string,
  args: string[],
  options: { cwd?: string; env?: Record<string, string> } = {}
): Promise<{ ms: number; maxRssKiB: number; stdout: string }> {
  const rssFile = path.join(benchRoot, `time-${process.pid}.txt`)
  const started = performance.now()
  const child = spawn('/usr/bin/time', ['-f', '%M', '-o', rssFile, command, ...args], {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'inherit']
  })
  let stdout = ''
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk))
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject)
    child.on('close', resolve)
  })
  const ms = performance.now() - started
  if (code !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${code}: ${stdout}`)
  const maxRssKiB = Number((await readFile(rssFile, 'utf8')).trim().split('\n').pop())
  await rm(rssFile, { force: true })
  return { ms, maxRssKiB, stdout }
}

async function runShellWay(sim: Simulator, folder: string, zipPath: string): Promise<WayResult> {
  await rm(zipPath, { force: true })
  const zipped = await timed('zip', ['-r', '-q', '-X', zipPath, '.'], { cwd: folder })
  const cookie = await login(sim)
  try {
    const { head, tail } = importBodyFrame(PROJECT)
    // printf around base64 builds the JSON; curl -T - streams stdin with chunked encoding.
    const script = [
      'set -o pipefail;',
      `{ printf '%s' "$HEAD"; base64 -w0 "$ZIP"; printf '%s' "$TAIL"; } |`,
      `curl -sS -o "$ANSWER" -w '%{http_code}' -X POST -T - -H 'Expect:'`,
      `-H 'Content-Type: application/json' -H "Cookie: $COOKIE" "$URL"`
    ].join(' ')
    const answerFile = `${zipPath}.answer`
    const uploaded = await timed('bash', ['-c', script], {
      env: {
        HEAD: head,
        TAIL: tail,
        ZIP: zipPath,
        COOKIE: cookie,
        ANSWER: answerFile,
        URL: `${sim.url}/CustomizationApi/Import`
      }
    })
    const answer = await readFile(answerFile, 'utf8')
    await rm(answerFile, { force: true })
    if (uploaded.stdout !== '200' || /"logType":"error"/i.test(answer)) {
      throw new Error(`shell Import answered HTTP ${uploaded.stdout}: ${answer.slice(0, 500)}`)
    }
    return {
      packageBytes: (await stat(zipPath)).size,
      packageMs: zipped.ms,
      uploadMs: uploaded.ms,
      totalMs: zipped.ms + uploaded.ms,
      peakRssKiB: Math.max(zipped.maxRssKiB, uploaded.maxRssKiB),
      note: 'peak RSS: largest single process (zip, bash, base64, curl)'
    }
  } finally {
    await logout(sim, cookie)
  }
}

async function runInMemoryWay(
  sim: Simulator,
  zipPath: string,
  shell: WayResult
): Promise<WayResult> {
  const cookie = await login(sim)
  try {
    const child = spawn(
      process.execPath,
      [path.join(repoRoot, 'scripts', 'bench-inmemory.mjs'), zipPath, sim.url, cookie],
      { stdio: ['ignore', 'pipe', 'pipe'] }
    )
    let out = ''
    let err = ''
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk))
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (err += chunk))
    const code = await new Promise<number | null>(resolve => child.on('close', resolve))
    const line = out.trim().split('\n').pop() ?? ''
    const result = line.startsWith('{')
      ? (JSON.parse(line) as {
          uploadMs?: number
          status?: number
          maxRssKiB: number
          error?: string
        })
      : {
          error: `exit ${code}: ${(err.trim().split('\n').pop() ?? '').slice(0, 200)}`,
          maxRssKiB: 0
        }
    if (result.error !== undefined || result.status !== 200) {
      return {
        packageBytes: shell.packageBytes,
        packageMs: shell.packageMs,
        note: `cannot: ${result.error ?? `HTTP ${result.status}`}`
      }
    }
    return {
      packageBytes: shell.packageBytes,
      packageMs: shell.packageMs,
      uploadMs: result.uploadMs,
      totalMs: (shell.packageMs ?? 0) + (result.uploadMs ?? 0),
      peakRssKiB: result.maxRssKiB,
      note: "package: the shell's zip -r"
    }
  } finally {
    await logout(sim, cookie)
  }
}

// ---- source-control folder ----

const sourceFolderLines: string[] = []
const severalLines: string[] = []

/** The deploy of several projects (the 100 MB and 1 GB folders), backups on: its table lines. */
async function benchSeveral(
  sim: Simulator,
  results: SizeResult[],
  dist: string
): Promise<string[]> {
  const folders = results
    .filter(result => result.label === '100MB' || result.label === '1GB')
    .map(result => result.project.folder)
  // Each project's stored version, so that there is something to back up.
  const projects = folders.map((folder, n) => `Several${n + 1}=${path.relative(benchRoot, folder)}`)
  const inputs = { 'project-name': '', 'project-path': '.', projects: projects.join('\n') }
  await runActionWay(sim, benchRoot, dist, inputs)
  // Its peak depends on when V8 collects the upload library's buffers: several runs, each shown.
  const runs = Math.max(1, Number(option('several-runs', '3')))
  const rows: string[] = []
  let peak: number | undefined = 0
  for (let run = 1; run <= runs; run++) {
    // The action's defaults: the lint, the backups, the publish, the ledger, the verification.
    const started = performance.now()
    const way = await runDefaultsWay(sim, benchRoot, dist, inputs)
    const wall = performance.now() - started
    peak =
      way.peakRssKiB === undefined || peak === undefined
        ? undefined
        : Math.max(peak, way.peakRssKiB)
    rows.push(
      `| ${run} | ${projects.length} | ${seconds(wall)} | ${mebibytes(way.peakRssKiB)} | ${mebibytes(way.peakAnonKiB)} |`
    )
  }
  ceilings.push({ path: 'several projects (100 MB + 1 GB, the defaults: backups)', peakKiB: peak })
  return [
    '',
    "#### Several projects: the 100 MB and 1 GB folders in one deploy (projects input, the action's defaults: lint, backups, publish, ledger, verification)",
    '',
    '| run | projects | main step s | peak RSS MiB | peak anon MiB |',
    '| --: | -------- | ----------: | -----------: | ------------: |',
    ...rows
  ]
}

/**
 * The action on a source-control folder (thousands of fragments plus the files of the 100 MB
 * folder; project-path alone, the name from ProjectMetadata.xml) and on a package folder of the
 * same content (the same files and the project.xml built from the fragments): time and peak RSS
 * side by side, and the source folder's SHA-256 compared over two runs.
 */
async function benchSourceFolder(
  sim: Simulator,
  dist: string,
  runs: number,
  compare: string | undefined,
  label: string
): Promise<string[]> {
  const fragments = Number(option('fragments', '4000'))
  const files = await generateProject(benchRoot, label, parseSize(label))
  const pair = await generateSourceFolderPair(benchRoot, `${label}-${fragments}`, files, fragments)
  await warmUp(pair.source.folder)
  const source: WayResult[] = []
  const packaged: WayResult[] = []
  const compared: WayResult[] = []
  for (let i = 0; i < Math.max(2, runs); i++) {
    // The action's defaults (the lint reads the fragments and the code, a backup, a publish).
    source.push(await runDefaultsWay(sim, pair.source.folder, dist, { 'project-name': '' }))
    if (compare) {
      compared.push(await runDefaultsWay(sim, pair.source.folder, compare, { 'project-name': '' }))
    }
    packaged.push(await runDefaultsWay(sim, pair.packageFolder.folder, dist))
  }
  const same = source.every(run => run.sha256 !== undefined && run.sha256 === source[0].sha256)
  const row = (name: string, project: GeneratedProject, way: WayResult) =>
    `| ${name} | ${project.files} | ${megabytes(project.bytes)} | ${megabytes(way.packageBytes)} | ${seconds(way.packageMs)} | ${seconds(way.uploadMs)} | ${mebibytes(way.peakRssKiB)} | ${mebibytes(way.peakAnonKiB)} |`
  const s = median(source)
  const p = median(packaged)
  ceilings.push({
    path: `source-control folder (${label}, the defaults)`,
    peakKiB: Math.max(...source.map(run => run.peakRssKiB ?? Infinity))
  })
  return [
    `### Source-control folder: ${fragments} fragments plus the files of the ${label} folder (the action's defaults)`,
    '',
    '| folder | files | MB | package MB | package s | upload s | peak RSS MiB | peak anon MiB |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    row('source-control (project-path alone)', pair.source, s),
    row('package folder, same content', pair.packageFolder, p),
    ...(compare
      ? [row('source-control, --compare-dist build', pair.source, median(compared))]
      : []),
    '',
    `- source-control folder, ${label}: peak RSS ${mebibytes(s.peakRssKiB)} MiB (ceiling 300); package s source / package folder = ${s.packageMs && p.packageMs ? (s.packageMs / p.packageMs).toFixed(2) : '—'}; same SHA-256 over ${source.length} runs: **${same ? 'yes' : 'NO'}**`,
    ''
  ]
}

// ---- helpers ----

/** Reads every file once so that no way pays for a cold page cache. */
async function warmUp(folder: string): Promise<void> {
  for (const entry of await readdir(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue
    const sink = new Writable({ write: (_chunk, _encoding, callback) => callback() })
    await pipeline(createReadStream(path.join(entry.parentPath, entry.name)), sink)
  }
}

function machine(): string[] {
  const cpuinfo = (() => {
    try {
      return execFileSync('cat', ['/proc/cpuinfo'], { encoding: 'utf8' })
    } catch {
      return ''
    }
  })()
  const model = /^model name\s*:\s*(.+)$/m.exec(cpuinfo)?.[1] ?? os.cpus()[0]?.model ?? 'unknown'
  const version = (command: string, args: string[], pattern: RegExp) => {
    try {
      return pattern.exec(execFileSync(command, args, { encoding: 'utf8' }))?.[0] ?? 'unknown'
    } catch {
      return 'not found'
    }
  }
  return [
    `CPU: ${model}, ${os.availableParallelism()} cores (nproc)`,
    `Memory: ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB`,
    `OS: ${os.type()} ${os.release()} ${os.arch()}`,
    `Node: ${process.version}`,
    `Tools: ${version('zip', ['-v'], /Zip \d+\.\d+/)}, ${version('curl', ['--version'], /curl \S+/)}, ${version('base64', ['--version'], /base64.*\d/)}`
  ]
}

const seconds = (ms: number | undefined) => (ms === undefined ? '—' : (ms / 1000).toFixed(2))
const megabytes = (bytes: number | undefined) =>
  bytes === undefined ? '—' : (bytes / MB).toFixed(1)
const mebibytes = (kib: number | undefined) => (kib === undefined ? '—' : (kib / 1024).toFixed(0))

function table(result: SizeResult): string[] {
  const rows: [string, WayResult][] = [
    ['action (dist)', result.action],
    ['action with its defaults (lint, backup, publish, ledger, verify)', result.defaults],
    ...(result.compare ? [['action (--compare-dist)', result.compare] as [string, WayResult]] : []),
    ['shell: zip + base64 + curl', result.shell],
    ['in-memory: readFile + base64 + JSON', result.inMemory]
  ]
  const lines = [
    `### ${result.label}: ${result.project.files} files, ${megabytes(result.project.bytes)} MB`,
    '',
    '| way | package MB | package s | upload s | total s | peak RSS MiB | peak anon MiB | note |',
    '|---|---:|---:|---:|---:|---:|---:|---|'
  ]
  for (const [name, way] of rows) {
    lines.push(
      `| ${name} | ${megabytes(way.packageBytes)} | ${seconds(way.packageMs)} | ${seconds(way.uploadMs)} | ${seconds(way.totalMs)} | ${mebibytes(way.peakRssKiB)} | ${mebibytes(way.peakAnonKiB)} | ${way.note ?? ''} |`
    )
  }
  const ratio =
    result.action.totalMs && result.shell.totalMs
      ? (result.action.totalMs / result.shell.totalMs).toFixed(2)
      : '—'
  lines.push(
    '',
    `action total / shell total: **${ratio}x**; same SHA-256 when packaged twice: **${result.sameSha256 === undefined ? '—' : result.sameSha256 ? 'yes' : 'NO'}**`,
    ''
  )
  return lines
}

// ---- main ----

async function bench(): Promise<number> {
  const labels = option('sizes', '10MB,100MB,1GB')
    .split(',')
    .filter(label => label !== 'none')
  const runs = Math.max(1, Number(option('runs', '1')))
  const dist = path.resolve(repoRoot, option('dist', 'dist'))
  const markdown = option('markdown', '')
  const ways = option('ways', 'action,shell,in-memory').split(',')
  const compareDist = option('compare-dist', '')
  const compare = compareDist === '' ? undefined : path.resolve(repoRoot, compareDist)
  await mkdir(benchRoot, { recursive: true })

  const header = ['## Machine', '', ...machine().map(line => `- ${line}`), '']
  console.log(header.join('\n'))
  const sim = await startSimulator({
    users: [USER],
    sessionLimit: 50,
    restartDropsSessions: false,
    // The upload is the client's: a simulator that rebuilt each 1 GB package the way an instance
    // stores it would answer Import only after its own work, and time itself, not the action.
    rebuildStoredProjects: false
  })
  const results: SizeResult[] = []
  let backups: BackupResult[] = []
  let exports: ExportResult[] = []
  const measure = async (label: string, project: GeneratedProject, only: string[]) => {
    await warmUp(project.folder)
    const zipPath = path.join(benchRoot, `shell-${label}.zip`)
    const all = {
      action: [] as WayResult[],
      defaults: [] as WayResult[],
      compare: [] as WayResult[],
      shell: [] as WayResult[],
      inMemory: [] as WayResult[]
    }
    const skipped = { note: 'not run (--ways)' }
    for (let i = 0; i < runs; i++) {
      const shell = await runShellWay(sim, project.folder, zipPath)
      all.shell.push(shell)
      all.action.push(
        only.includes('action') ? await runActionWay(sim, project.folder, dist) : skipped
      )
      all.defaults.push(
        only.includes('action') ? await runDefaultsWay(sim, project.folder, dist) : skipped
      )
      if (compare && only.includes('action')) {
        all.compare.push(await runActionWay(sim, project.folder, compare))
      }
      all.inMemory.push(
        only.includes('in-memory') ? await runInMemoryWay(sim, zipPath, shell) : skipped
      )
    }
    await rm(zipPath, { force: true })
    const again = await zipProjectFolder(project.folder, {
      exclude: [],
      outputPath: path.join(benchRoot, `again-${label}.zip`)
    })
    await rm(again.path, { force: true })
    const action = median(all.action)
    const result: SizeResult = {
      label,
      project,
      action,
      defaults: median(all.defaults),
      compare: all.compare.length > 0 ? median(all.compare) : undefined,
      shell: median(all.shell),
      inMemory: median(all.inMemory),
      sameSha256: action.sha256 === undefined ? undefined : again.sha256 === action.sha256
    }
    results.push(result)
    console.log(table(result).join('\n'))
  }
  try {
    for (const label of labels) {
      const started = performance.now()
      const project = await generateProject(benchRoot, label, parseSize(label))
      console.log(
        `${label}: ${project.files} files, ${megabytes(project.bytes)} MB ready in ${seconds(performance.now() - started)} s`
      )
      await measure(label, project, ways)
    }
    // The file count grows with the size above; this folder has 1 GB in the files of 100 MB, so
    // that the memory of the bytes shows apart from the memory of the files.
    if (
      labels.includes('100MB') &&
      labels.includes('1GB') &&
      option('same-files', 'yes') !== 'no'
    ) {
      const project = await generateProject(benchRoot, SAME_FILES, 1e9, 1e8)
      await measure(SAME_FILES, project, ['action'])
    }
    // Several projects in one deploy (the `projects` input): the 100 MB and the 1 GB folder
    // packaged and imported one after the other, with their backups, then one validation.
    if (labels.includes('100MB') && labels.includes('1GB') && option('several', 'yes') !== 'no') {
      severalLines.push(...(await benchSeveral(sim, results, dist)))
    }
    // What the backup and export benchmarks are handed (scripts/bench-context.ts).
    const context: BenchContext = {
      sim,
      user: USER,
      benchRoot,
      dist,
      login: () => login(sim),
      logout: cookie => logout(sim, cookie),
      timed
    }
    const backupLabels = option('backup-sizes', '100MB,1GB')
    if (backupLabels !== 'none') {
      backups = await benchBackupPath(context, backupLabels.split(','), parseSize, runs)
    }
    const exportLabels = option('export-sizes', '100MB,1GB')
    if (exportLabels !== 'none') {
      exports = await benchExportPath(context, exportLabels.split(','), parseSize, compare)
    }
  } finally {
    await sim.close()
  }

  const sourceLabels =
    option('source-folder', 'yes') === 'no'
      ? []
      : option('source-sizes', '100MB,1GB')
          .split(',')
          .filter(label => label !== 'none')
  for (const label of sourceLabels) {
    const sim2 = await startSimulator({
      users: [USER],
      sessionLimit: 50,
      restartDropsSessions: false,
      rebuildStoredProjects: false
    })
    try {
      const lines = await benchSourceFolder(sim2, dist, runs, compare, label)
      sourceFolderLines.push(...lines)
    } finally {
      await sim2.close()
    }
  }

  const summary = [
    ...(results.length > 0 ? verdicts(results).slice(0, -1) : []),
    ...ceilings.map(
      ({ path: name, peakKiB }) =>
        `- ${name}: peak RSS under the 300 MiB ceiling: ${peakKiB !== undefined && peakKiB < CEILING_KIB ? 'met' : 'NOT met'} (${mebibytes(peakKiB)} MiB)`
    ),
    ...backupVerdicts(backups),
    ...exportVerdicts(exports),
    ...sourceFolderLines,
    ...severalLines,
    ''
  ]
  console.log(summary.join('\n'))
  if (markdown !== '') {
    const body = [
      ...header,
      `## Results (${runs} run${runs > 1 ? 's' : ''} per way and size${runs > 1 ? '; each column the median of the runs' : ''})`,
      '',
      ...results.flatMap(table),
      ...backups.flatMap(backupTable),
      ...exports.flatMap(exportTable),
      ...summary
    ]
    await writeFile(path.resolve(repoRoot, markdown), `${body.join('\n')}\n`)
    console.log(`Tables written to ${markdown}`)
  }
  // A target missed fails the run, as a failed way does.
  const missed = summary.filter(line => line.includes('NOT met'))
  if (missed.length > 0) console.error(`Targets not met:\n${missed.join('\n')}`)
  return missed.length === 0 &&
    results.every(result => result.action.totalMs !== undefined) &&
    backups.every(backup => backup.action.artifactIsZip && backup.shell.artifactIsZip)
    ? 0
    : 1
}

/** Per column, the median of the runs that completed; the peak RSS also gives its range. */
function median(ways: WayResult[]): WayResult {
  const done = ways.filter(way => way.totalMs !== undefined)
  if (done.length === 0) return ways[0]
  const middle = (values: (number | undefined)[]): number | undefined => {
    const known = values
      .filter((value): value is number => value !== undefined)
      .sort((a, b) => a - b)
    return known.length === 0 ? undefined : known[Math.floor((known.length - 1) / 2)]
  }
  const byRss = [...done].sort((a, b) => (a.peakRssKiB ?? 0) - (b.peakRssKiB ?? 0))
  const typical = byRss[Math.floor((byRss.length - 1) / 2)]
  const rss = done.map(way => way.peakRssKiB).filter((kib): kib is number => kib !== undefined)
  const range =
    done.length > 1 && rss.length > 0
      ? `; peak RSS over ${done.length} runs ${mebibytes(Math.min(...rss))}-${mebibytes(Math.max(...rss))} MiB`
      : ''
  return {
    ...typical,
    packageBytes: middle(done.map(way => way.packageBytes)),
    packageMs: middle(done.map(way => way.packageMs)),
    uploadMs: middle(done.map(way => way.uploadMs)),
    totalMs: middle(done.map(way => way.totalMs)),
    peakAnonKiB: middle(done.map(way => way.peakAnonKiB)),
    note: `${typical.note ?? ''}${range}`.replace(/^; /, '')
  }
}

function verdicts(results: SizeResult[]): string[] {
  const lines = ['## Targets', '']
  const peak = Math.max(...results.map(result => result.action.peakRssKiB ?? Infinity))
  lines.push(
    `- package path: peak RSS under the 300 MiB ceiling at every size: ${peak < CEILING_KIB ? 'met' : 'NOT met'} (${mebibytes(peak)} MiB at most)`
  )
  const ran = results.filter(result => result.defaults.note !== 'not run (--ways)')
  if (ran.length > 0) {
    const withDefaults = Math.max(...ran.map(result => result.defaults.peakRssKiB ?? Infinity))
    lines.push(
      `- package path with the action's defaults (lint, backup, publish, ledger, verify): peak RSS under the 300 MiB ceiling at every size: ${withDefaults < CEILING_KIB ? 'met' : 'NOT met'} (${mebibytes(withDefaults)} MiB at most)`
    )
  }
  const at = (label: string) => results.find(result => result.label === label)
  const growth = (
    label: string,
    of: (result: SizeResult) => WayResult | undefined = r => r.action
  ) => {
    const from100 = at('100MB')
    const toResult = at(label)
    const from = from100 && of(from100)
    const to = toResult && of(toResult)
    if (from?.peakRssKiB === undefined || to?.peakRssKiB === undefined) return undefined
    const rss = `${((to.peakRssKiB - from.peakRssKiB) / 1024).toFixed(1)} MiB in peak RSS`
    if (from.peakAnonKiB === undefined || to.peakAnonKiB === undefined) return rss
    return `${rss}, ${((to.peakAnonKiB - from.peakAnonKiB) / 1024).toFixed(1)} MiB in peak anonymous memory`
  }
  const files = (label: string) => at(label)?.project.files
  if (growth('1GB')) {
    lines.push(
      `- peak RSS growth 100 MB -> 1 GB: ${growth('1GB')} with ${files('100MB')} -> ${files('1GB')} files (growth is allowed under the ceiling)`
    )
  }
  if (growth(SAME_FILES)) {
    lines.push(
      `- peak RSS growth 100 MB -> 1 GB in about as many files (${files('100MB')} -> ${files(SAME_FILES)}; bytes alone): ${growth(SAME_FILES)}`
    )
  }
  if (growth('1GB', r => r.compare)) {
    lines.push(
      `- --compare-dist build: peak RSS ${mebibytes(Math.max(...results.map(r => r.compare?.peakRssKiB ?? 0)))} MiB at most; growth 100 MB -> 1 GB: ${growth('1GB', r => r.compare)}${growth(SAME_FILES, r => r.compare) ? `; bytes alone: ${growth(SAME_FILES, r => r.compare)}` : ''}`
    )
  }
  const big = at('1GB')
  if (big) {
    lines.push(
      `- 1 GB project imported by the action: ${big.action.totalMs !== undefined ? `yes (${megabytes(big.action.packageBytes)} MB package)` : 'no'}`
    )
  }
  for (const result of results) {
    if (result.action.totalMs && result.shell.totalMs) {
      lines.push(
        `- ${result.label}: action package+upload / shell = ${(result.action.totalMs / result.shell.totalMs).toFixed(2)} (target <= 0.5)`
      )
    }
  }
  lines.push('')
  return lines
}

process.exitCode = await bench()
