// The backup path of `npm run bench`: a project of 100 MB and 1 GB stored on the simulated
// instance, downloaded with getProject (base64 decoded to disk as it arrives) and uploaded as it
// is to the local artifact-service stand-in, two ways:
//   action  the bundled dist/main/index.js with backup on (the upload is @actions/artifact's,
//           loaded from its own chunk), deploying the same package again
//           (so the stored project keeps its size from run to run): download and upload times
//           from the time of its log lines, peak RSS of the whole main step (Import included)
//   shell   curl getProject | tr -d '"' | base64 -d > file; then sha256sum, curl CreateArtifact,
//           curl -T file (one Put Blob), curl FinalizeArtifact
// Both check that the stored artifact is the project's zip byte for byte. The target (issue 31):
// the whole main step's peak RSS under 300 MiB at 1 GB (most of it the library's upload buffers).
import { storeProject, type BenchContext } from './bench-context.js'
import { mainStepRss } from './bench-rss-read.js'
import { createHash, randomBytes } from 'node:crypto'
import { createReadStream, existsSync } from 'node:fs'
import { mkdir, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { zipProjectFolder } from '../src/package/index.js'
import { startArtifactService, type ArtifactService } from '../simulator/artifact-service.js'
import { runAction } from '../test-support/run-action.js'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const PROJECT = 'BenchBackup'
const MB = 1_000_000

export interface BackupWay {
  backupBytes?: number
  downloadMs?: number
  uploadMs?: number
  peakRssKiB?: number
  peakAnonKiB?: number
  /** The stored artifact is the project's zip, byte for byte, named <name>.zip. */
  artifactIsZip?: boolean
  note?: string
}

export interface BackupResult {
  label: string
  zipBytes: number
  action: BackupWay
  shell: BackupWay
}

/** A package of about `bytes`: project.xml and random (stored, incompressible) files. */
async function storedPackage(benchRoot: string, label: string, bytes: number): Promise<string> {
  const zip = path.join(benchRoot, `backup-${label}.zip`)
  if (existsSync(`${zip}.done`)) return zip
  const folder = path.join(benchRoot, `backup-${label}`)
  await rm(folder, { recursive: true, force: true })
  await mkdir(path.join(folder, 'Bin'), { recursive: true })
  await writeFile(
    path.join(folder, 'project.xml'),
    '<Customization level="0" description="backup benchmark" product-version="24.205" />'
  )
  const fileSize = 10 * MB
  for (let i = 0, left = bytes; left > 0; i++, left -= fileSize) {
    await writeFile(
      path.join(folder, 'Bin', `Part${String(i).padStart(4, '0')}.dll`),
      randomBytes(Math.min(fileSize, left))
    )
  }
  await zipProjectFolder(folder, { exclude: [], outputPath: zip })
  await rm(folder, { recursive: true, force: true })
  await writeFile(`${zip}.done`, '')
  return zip
}

async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256')
  for await (const part of createReadStream(file, { highWaterMark: 1 << 20 })) hash.update(part)
  return hash.digest('hex')
}

/** The stored artifact, checked against the zip; its file removed (up to 1 GB each). */
async function checkArtifact(
  artifacts: ArtifactService,
  name: string,
  zipSha256: string
): Promise<boolean> {
  const artifact = artifacts.artifacts.find(a => a.name === `${name}.zip`)
  if (!artifact) return false
  const same = artifact.hash === zipSha256 && (await sha256Of(artifact.path)) === zipSha256
  await rm(artifact.path, { force: true })
  return same && artifact.mimeType === 'application/zip'
}

async function actionWay(
  ctx: BenchContext,
  artifacts: ArtifactService,
  zip: string,
  zipSha256: string,
  name: string
): Promise<BackupWay> {
  const rssFile = path.join(ctx.benchRoot, `rss-backup-${process.pid}.jsonl`)
  await rm(rssFile, { force: true })
  const preload = pathToFileURL(path.join(repoRoot, 'scripts', 'bench-rss.mjs')).href
  const run = await runAction({
    // The action packages only what is in the workspace: the package's folder is it.
    workspace: path.dirname(zip),
    inputs: {
      'base-url': ctx.sim.url,
      username: ctx.user.name,
      password: ctx.user.password,
      'project-name': PROJECT,
      package: zip,
      'backup-artifact-name': name,
      'include-published': 'false',
      'validate-only': 'true',
      'poll-interval': '0.05',
      'request-timeout': '900'
    },
    env: { ...artifacts.env(), NODE_OPTIONS: `--import=${preload}`, BENCH_RSS_FILE: rssFile },
    mainScript: path.join(ctx.dist, 'main', 'index.js'),
    postScript: path.join(ctx.dist, 'post', 'index.js'),
    timeoutMs: 30 * 60_000
  })
  try {
    if (run.main.exitCode !== 0) {
      throw new Error(
        `the action failed (exit ${run.main.exitCode}):\n${run.maskedLog.slice(-3000)}`
      )
    }
    const rss = await mainStepRss(rssFile)
    if (!rss) throw new Error('no memory figures from the main step')
    const ms = rss.phaseMs ?? {}
    const mib = (kib: number | undefined) => (kib === undefined ? '—' : (kib / 1024).toFixed(0))
    return {
      backupBytes: (await stat(run.outputs['backup-path'])).size,
      downloadMs: ms['Downloaded'] - ms['Logged in'],
      uploadMs: ms['Backup stored'] - ms['Downloaded'],
      peakRssKiB: rss.maxRssKiB,
      peakAnonKiB: rss.peakAnonKiB,
      artifactIsZip:
        (await checkArtifact(artifacts, name, zipSha256)) &&
        path.basename(run.outputs['backup-path']) === `${name}.zip`,
      note:
        `whole main step (Import of the same package included); peak RSS MiB once loaded ${mib(rss.phases['loaded'])}, ` +
        `after download ${mib(rss.phases['Downloaded'])}, after upload ${mib(rss.phases['Backup stored'])}, ` +
        `after Import ${mib(rss.phases['Imported'])}; peak anon after download ${mib(rss.anonPhases?.['Downloaded'])}, ` +
        `after upload ${mib(rss.anonPhases?.['Backup stored'])}`
    }
  } finally {
    await rm(run.root, { recursive: true, force: true })
    await rm(rssFile, { force: true })
  }
}

async function shellWay(
  ctx: BenchContext,
  artifacts: ArtifactService,
  zipSha256: string,
  name: string
): Promise<BackupWay> {
  const file = path.join(ctx.benchRoot, `${name}.zip`)
  await rm(file, { force: true })
  const cookie = await ctx.login()
  let download
  try {
    download = await ctx.timed(
      'bash',
      [
        '-c',
        `set -o pipefail; curl -sS -X POST -H 'Content-Type: application/json' -H "Cookie: $COOKIE" ` +
          `-d "$BODY" "$URL" | tr -d '"' | base64 -d > "$OUT"`
      ],
      {
        env: {
          COOKIE: cookie,
          BODY: JSON.stringify({ projectName: PROJECT, isAutoResolveConflicts: false }),
          URL: `${ctx.sim.url}/CustomizationApi/getProject`,
          OUT: file
        }
      }
    )
  } finally {
    await ctx.logout(cookie)
  }
  // The backend ids the runtime token carries, as the library reads them.
  const claims = JSON.parse(
    Buffer.from(artifacts.runtimeToken.split('.')[1], 'base64url').toString()
  ) as { scp: string }
  const [, run, job] = /Actions\.Results:([^:\s]+):(\S+)/.exec(claims.scp) ?? []
  const twirp = `${artifacts.resultsUrl}twirp/github.actions.results.api.v1.ArtifactService`
  const upload = await ctx.timed(
    'bash',
    [
      '-c',
      [
        'set -eo pipefail',
        `HASH=$(sha256sum "$FILE" | cut -d' ' -f1)`,
        `SIZE=$(stat -c %s "$FILE")`,
        `IDS="\\"workflow_run_backend_id\\":\\"$RUN\\",\\"workflow_job_run_backend_id\\":\\"$JOB\\""`,
        `SIGNED=$(curl -sS -X POST -H "Authorization: Bearer $TOKEN" -H 'Content-Type: application/json' ` +
          `-d "{$IDS,\\"name\\":\\"$NAME\\",\\"version\\":7,\\"mime_type\\":\\"application/zip\\"}" "$TWIRP/CreateArtifact" ` +
          `| sed -E 's/.*"signed_upload_url":"([^"]*)".*/\\1/')`,
        `curl -sS -f -o /dev/null -T "$FILE" -H 'x-ms-blob-type: BlockBlob' -H 'x-ms-blob-content-type: application/zip' "$SIGNED"`,
        `curl -sS -f -o /dev/null -X POST -H "Authorization: Bearer $TOKEN" -H 'Content-Type: application/json' ` +
          `-d "{$IDS,\\"name\\":\\"$NAME\\",\\"size\\":\\"$SIZE\\",\\"hash\\":\\"sha256:$HASH\\"}" "$TWIRP/FinalizeArtifact"`
      ].join('\n')
    ],
    {
      env: {
        FILE: file,
        TOKEN: artifacts.runtimeToken,
        RUN: run ?? '',
        JOB: job ?? '',
        NAME: `${name}.zip`,
        TWIRP: twirp
      }
    }
  )
  const bytes = (await stat(file)).size
  await rm(file, { force: true })
  return {
    backupBytes: bytes,
    downloadMs: download.ms,
    uploadMs: upload.ms,
    peakRssKiB: Math.max(download.maxRssKiB, upload.maxRssKiB),
    artifactIsZip: await checkArtifact(artifacts, name, zipSha256),
    note: 'peak RSS: largest single process (curl, tr, base64, sha256sum)'
  }
}

const seconds = (ms: number | undefined) => (ms === undefined ? '—' : (ms / 1000).toFixed(2))
const mebibytes = (kib: number | undefined) => (kib === undefined ? '—' : (kib / 1024).toFixed(0))
const megabytes = (bytes: number | undefined) =>
  bytes === undefined ? '—' : (bytes / MB).toFixed(1)

export function backupTable(result: BackupResult): string[] {
  const total = (way: BackupWay) =>
    way.downloadMs === undefined || way.uploadMs === undefined
      ? undefined
      : way.downloadMs + way.uploadMs
  const lines = [
    `### Backup path, ${result.label}: stored project ${megabytes(result.zipBytes)} MB`,
    '',
    '| way | backup MB | download s | upload s | backup s | peak RSS MiB | peak anon MiB | artifact = the zip, <name>.zip | note |',
    '|---|---:|---:|---:|---:|---:|---:|---|---|'
  ]
  for (const [name, way] of [
    ['action (dist)', result.action],
    ['shell: curl + base64 -d, curl upload', result.shell]
  ] as const) {
    lines.push(
      `| ${name} | ${megabytes(way.backupBytes)} | ${seconds(way.downloadMs)} | ${seconds(way.uploadMs)} | ${seconds(total(way))} | ${mebibytes(way.peakRssKiB)} | ${mebibytes(way.peakAnonKiB)} | ${way.artifactIsZip === undefined ? '—' : way.artifactIsZip ? 'yes' : 'NO'} | ${way.note ?? ''} |`
    )
  }
  const a = total(result.action)
  const s = total(result.shell)
  lines.push(
    '',
    `action backup / shell backup: **${a !== undefined && s ? (a / s).toFixed(2) : '—'}x**`,
    ''
  )
  return lines
}

export function backupVerdicts(results: BackupResult[]): string[] {
  if (results.length === 0) return []
  const peaks = results.map(r => `${r.label} ${mebibytes(r.action.peakRssKiB)} MiB`)
  const bySize = [...results].sort((a, b) => a.zipBytes - b.zipBytes)
  const [small, large] = [bySize[0], bySize[bySize.length - 1]]
  const growth =
    small.action.peakRssKiB === undefined || large.action.peakRssKiB === undefined
      ? undefined
      : (large.action.peakRssKiB - small.action.peakRssKiB) / 1024
  const anonGrowth =
    small.action.peakAnonKiB === undefined || large.action.peakAnonKiB === undefined
      ? undefined
      : (large.action.peakAnonKiB - small.action.peakAnonKiB) / 1024
  const flat =
    bySize.length < 2 || growth === undefined
      ? 'not measured (needs two sizes)'
      : `${growth >= 0 ? '+' : ''}${growth.toFixed(1)} MiB in peak RSS, ${anonGrowth !== undefined && anonGrowth >= 0 ? '+' : ''}${anonGrowth?.toFixed(1) ?? '—'} MiB in peak anonymous memory`
  return [
    `- backup path: action peak RSS of the whole main step under the 300 MiB ceiling: ${results.every(r => r.action.peakRssKiB !== undefined && r.action.peakRssKiB < 300 * 1024) ? 'met' : 'NOT met'} (${peaks.join(', ')}; most of it @actions/artifact's upload buffers)`,
    `- backup path: peak RSS growth ${small.label} -> ${large.label}: ${flat}`,
    `- backup path: the artifact is the stored zip itself, named <name>.zip: ${results.every(r => r.action.artifactIsZip && r.shell.artifactIsZip) ? 'yes' : 'NO'}`,
    ...results.map(r => {
      const a = (r.action.downloadMs ?? 0) + (r.action.uploadMs ?? 0)
      const s = (r.shell.downloadMs ?? 0) + (r.shell.uploadMs ?? 0)
      return `- backup path ${r.label}: action download+upload / shell = ${s ? (a / s).toFixed(2) : '—'}`
    })
  ]
}

/** Per column, the median of the runs; the note gives the range of the action's peak RSS. */
function medianWay(ways: BackupWay[]): BackupWay {
  const middle = (pick: (way: BackupWay) => number | undefined): number | undefined => {
    const known = ways
      .map(pick)
      .filter((value): value is number => value !== undefined && !Number.isNaN(value))
      .sort((a, b) => a - b)
    return known.length === 0 ? undefined : known[Math.floor((known.length - 1) / 2)]
  }
  const peaks = ways.map(way => way.peakRssKiB).filter((kib): kib is number => kib !== undefined)
  const range =
    ways.length > 1 && peaks.length > 0
      ? `; peak RSS over ${ways.length} runs ${mebibytes(Math.min(...peaks))}-${mebibytes(Math.max(...peaks))} MiB`
      : ''
  return {
    backupBytes: middle(way => way.backupBytes),
    downloadMs: middle(way => way.downloadMs),
    uploadMs: middle(way => way.uploadMs),
    peakRssKiB: middle(way => way.peakRssKiB),
    peakAnonKiB: middle(way => way.peakAnonKiB),
    artifactIsZip: ways.every(way => way.artifactIsZip),
    note: `${ways[0].note ?? ''}${range}`
  }
}

/** Runs the backup path at each size, `runs` times each; prints and returns the tables. */
export async function benchBackupPath(
  ctx: BenchContext,
  labels: string[],
  parseSize: (label: string) => number,
  runs = 1
): Promise<BackupResult[]> {
  const artifacts = await startArtifactService()
  const results: BackupResult[] = []
  try {
    for (const label of labels) {
      const zip = await storedPackage(ctx.benchRoot, label, parseSize(label))
      const zipBytes = (await stat(zip)).size
      const zipSha256 = await sha256Of(zip)
      await storeProject(ctx, zip, PROJECT)
      const shells: BackupWay[] = []
      const actions: BackupWay[] = []
      for (let i = 0; i < runs; i++) {
        // Artifact names must be unique in a run of the stand-in, as on GitHub.
        const tag = `${label}-${Date.now()}-${i}`
        shells.push(await shellWay(ctx, artifacts, zipSha256, `${PROJECT}-shell-${tag}`))
        actions.push(await actionWay(ctx, artifacts, zip, zipSha256, `${PROJECT}-action-${tag}`))
      }
      const result = { label, zipBytes, action: medianWay(actions), shell: medianWay(shells) }
      results.push(result)
      console.log(backupTable(result).join('\n'))
    }
  } finally {
    await artifacts.close()
  }
  return results
}
