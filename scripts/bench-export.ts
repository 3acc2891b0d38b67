// The export path of `npm run bench`: a project of 100 MB and 1 GB stored on the simulated
// instance (project.xml in the instance's form: thousands of Graph items with code in CDATA, a
// File item per file), exported into the workspace, two ways on the same getProject answer:
//   action  the bundled dist/export/main/index.js, format source-control (fragments and files),
//           run as a runner runs it: wall time of the main step, peak RSS of its process; then
//           again into the same folder (nothing changes: `changed` must be false)
//   shell   curl getProject | tr -d '"' | base64 -d > zip; unzip -q (a package folder, no
//           fragments): wall time, peak RSS of the largest process
import { storeProject, type BenchContext } from './bench-context.js'
import { mainStepRss } from './bench-rss-read.js'
import { randomBytes } from 'node:crypto'
import { createWriteStream, existsSync } from 'node:fs'
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import { once } from 'node:events'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { zipProjectFolder } from '../src/package/index.js'
import { runAction } from '../test-support/run-action.js'

let traceRuns = 0
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const PROJECT = 'BenchExport'
const MB = 1_000_000

export interface ExportWay {
  ms?: number
  peakRssKiB?: number
  peakAnonKiB?: number
  files?: number
  note?: string
}

export interface ExportResult {
  label: string
  zipBytes: number
  items: number
  action: ExportWay
  again: ExportWay & { changed?: string }
  shell: ExportWay
  /** The --compare-dist build, run right after this build on the same stored project. */
  compare?: { action: ExportWay; again: ExportWay & { changed?: string } }
}

/**
 * A stored project of about `bytes`: project.xml (about 10 %, at most 60 MB) of Graph items of
 * about 6 KB each, plus text pages and random (incompressible) DLLs, each listed as a File item.
 */
async function storedPackage(
  benchRoot: string,
  label: string,
  bytes: number
): Promise<{ zip: string; items: number }> {
  const zip = path.join(benchRoot, `export-${label}.zip`)
  if (existsSync(`${zip}.done`)) {
    return { zip, items: Number(await readFile(`${zip}.done`, 'utf8')) }
  }
  const folder = path.join(benchRoot, `export-${label}`)
  await rm(folder, { recursive: true, force: true })
  await mkdir(path.join(folder, 'Bin'), { recursive: true })
  await mkdir(path.join(folder, 'Pages', 'BX'), { recursive: true })
  const files: string[] = []
  let left = bytes - Math.min(60 * MB, bytes / 10)
  for (let i = 0; left > 0; i++) {
    const dll = `Bin\\Bench${String(i).padStart(4, '0')}.dll`
    const size = Math.min(5 * MB, left)
    await writeFile(path.join(folder, ...dll.split('\\')), randomBytes(size))
    files.push(dll)
    left -= size
    const page = `Pages\\BX\\BX${String(i).padStart(6, '0')}.aspx`
    const text = `<%@ Page Language="C#" %>\r\n${'<px:PXTextEdit ID="edField" runat="server" DataField="Field" />\r\n'.repeat(4000)}`
    await writeFile(path.join(folder, ...page.split('\\')), text)
    files.push(page)
    left -= text.length
  }
  const out = createWriteStream(path.join(folder, 'project.xml'))
  const write = async (text: string): Promise<void> => {
    if (!out.write(text)) await once(out, 'drain')
  }
  await write('<Customization level="1" description="export benchmark" product-version="24.210">')
  const graphs = Math.round(Math.min(60 * MB, bytes / 10) / 6000)
  const items: string[] = []
  for (let i = 0; i < graphs; i++) items.push(`Code#BenchGraph${String(i).padStart(6, '0')}`)
  for (const file of files) items.push(`File#${file}`)
  items.sort()
  for (const key of items) {
    if (key.startsWith('File#')) {
      await write(`\r\n    <File AppRelativePath="${key.slice(5)}" />`)
    } else {
      const name = key.slice(5)
      const body = `        [PXDBString(30)] [PXUIField(DisplayName = "Field")] public virtual string Field { get; set; }\r\n`
      await write(
        `\r\n    <Graph ClassName="${name}" Source="#CDATA" IsNew="True" FileType="NewGraph">\r\n        <CDATA name="Source"><![CDATA[using PX.Data;\r\npublic class ${name} : PXGraph<${name}>\r\n{\r\n${body.repeat(55)}}]]></CDATA>\r\n    </Graph>`
      )
    }
  }
  await write('\r\n</Customization>')
  out.end()
  await once(out, 'finish')
  await zipProjectFolder(folder, { exclude: [], outputPath: zip })
  await rm(folder, { recursive: true, force: true })
  await writeFile(`${zip}.done`, String(items.length))
  return { zip, items: items.length }
}

async function actionWays(
  ctx: BenchContext,
  dist: string
): Promise<{ first: ExportWay; again: ExportResult['again'] }> {
  const rssFile = path.join(ctx.benchRoot, `rss-export-${process.pid}.jsonl`)
  const preload = pathToFileURL(path.join(repoRoot, 'scripts', 'bench-rss.mjs')).href
  const run = async (prepare?: (workspace: string) => Promise<void>) => {
    await rm(rssFile, { force: true })
    const result = await runAction({
      inputs: {
        'base-url': ctx.sim.url,
        username: ctx.user.name,
        password: ctx.user.password,
        'project-name': PROJECT,
        path: 'exported',
        'request-timeout': '900'
      },
      env: {
        NODE_OPTIONS: `--import=${preload}`,
        BENCH_RSS_FILE: rssFile,
        ...(process.env.BENCH_RSS_DETAIL ? { BENCH_RSS_DETAIL: process.env.BENCH_RSS_DETAIL } : {}),
        ...(process.env.BENCH_TRACE_GC ? { BENCH_TRACE_GC: process.env.BENCH_TRACE_GC } : {})
      },
      mainScript: path.join(dist, 'export', 'main', 'index.js'),
      postScript: path.join(dist, 'export', 'post', 'index.js'),
      actionYml: path.join(repoRoot, 'export', 'action.yml'),
      prepareWorkspace: prepare,
      timeoutMs: 30 * 60_000
    })
    if (result.main.exitCode !== 0) {
      throw new Error(
        `the export failed (exit ${result.main.exitCode}):\n${result.maskedLog.slice(-3000)}`
      )
    }
    const rss = await mainStepRss(rssFile)
    if (process.env.BENCH_TRACE_GC) {
      // The collections of the main step (see scripts/bench-rss.mjs), one file per run.
      const traceFile = `${process.env.BENCH_TRACE_GC}.export-${path.basename(dist)}-${++traceRuns}`
      await writeFile(traceFile, result.main.stdout)
    }
    const projects = JSON.parse(result.outputs['projects-json']) as Array<{ files: number }>
    const mib = (kib: number | undefined) => (kib === undefined ? '—' : (kib / 1024).toFixed(0))
    return {
      result,
      way: {
        ms: result.main.durationMs,
        peakRssKiB: rss?.maxRssKiB,
        peakAnonKiB: rss?.peakAnonKiB,
        files: projects[0]?.files,
        note: `peak anon MiB at login ${mib(rss?.anonPhases?.['Logged in'])}, after getProject ${mib(rss?.anonPhases?.['Downloaded'])}, staged ${mib(rss?.anonPhases?.['Staged'])}, at the end (split and write) ${mib(rss?.peakAnonKiB)}`
      }
    }
  }
  const first = await run()
  const folder = path.join(first.result.workspace, 'exported')
  try {
    // The same folder again (moved into the next run's workspace): nothing may change.
    const again = await run(async workspace => rename(folder, path.join(workspace, 'exported')))
    await rm(again.result.root, { recursive: true, force: true })
    return {
      first: { ...first.way, note: `whole main step; ${first.way.note}` },
      again: { ...again.way, changed: again.result.outputs['changed'] }
    }
  } finally {
    await rm(first.result.root, { recursive: true, force: true })
    await rm(rssFile, { force: true })
  }
}

async function shellWay(ctx: BenchContext): Promise<ExportWay> {
  const out = path.join(ctx.benchRoot, 'export-shell')
  await rm(out, { recursive: true, force: true })
  await mkdir(out, { recursive: true })
  const cookie = await ctx.login()
  try {
    const run = await ctx.timed(
      'bash',
      [
        '-c',
        `set -o pipefail; curl -sS -X POST -H 'Content-Type: application/json' -H "Cookie: $COOKIE" ` +
          `-d "$BODY" "$URL" | tr -d '"' | base64 -d > "$OUT/project.zip" && unzip -q -o "$OUT/project.zip" -d "$OUT/folder"`
      ],
      {
        env: {
          COOKIE: cookie,
          BODY: JSON.stringify({ projectName: PROJECT, isAutoResolveConflicts: false }),
          URL: `${ctx.sim.url}/CustomizationApi/getProject`,
          OUT: out
        }
      }
    )
    return {
      ms: run.ms,
      peakRssKiB: run.maxRssKiB,
      note: 'a package folder (no fragments); peak RSS: largest single process'
    }
  } finally {
    await ctx.logout(cookie)
    await rm(out, { recursive: true, force: true })
  }
}

const seconds = (ms: number | undefined) => (ms === undefined ? '—' : (ms / 1000).toFixed(2))
const mebibytes = (kib: number | undefined) => (kib === undefined ? '—' : (kib / 1024).toFixed(0))

export function exportTable(result: ExportResult): string[] {
  const lines = [
    `### Export path, ${result.label}: stored project ${(result.zipBytes / MB).toFixed(1)} MB, ${result.items} items`,
    '',
    '| way | files written | s | peak RSS MiB | peak anon MiB | note |',
    '|---|---:|---:|---:|---:|---|'
  ]
  const row = (name: string, way: ExportWay) =>
    `| ${name} | ${way.files ?? '—'} | ${seconds(way.ms)} | ${mebibytes(way.peakRssKiB)} | ${mebibytes(way.peakAnonKiB)} | ${way.note ?? ''} |`
  lines.push(
    row('action (dist), source-control', result.action),
    row('action again, same folder', {
      ...result.again,
      note: `changed: ${result.again.changed ?? '—'} (must be false); ${result.again.note ?? ''}`
    }),
    ...(result.compare
      ? [
          row('action (--compare-dist), source-control', result.compare.action),
          row('--compare-dist again, same folder', {
            ...result.compare.again,
            note: `changed: ${result.compare.again.changed ?? '—'} (must be false); ${result.compare.again.note ?? ''}`
          })
        ]
      : []),
    row('shell: curl | base64 -d; unzip', result.shell),
    '',
    `action / shell: **${result.action.ms && result.shell.ms ? (result.action.ms / result.shell.ms).toFixed(2) : '—'}x**`,
    ''
  )
  return lines
}

export function exportVerdicts(results: ExportResult[]): string[] {
  if (results.length === 0) return []
  const peaks = results.map(r => `${r.label} ${mebibytes(r.action.peakRssKiB)} MiB`)
  const flat = results.every(
    r => r.action.peakRssKiB !== undefined && r.action.peakRssKiB < 300 * 1024
  )
  // Growth from the first size to the last (100MB -> 1GB), allowed under the ceiling.
  const growth = (way: (r: ExportResult) => ExportWay | undefined): string => {
    const [first, last] = [way(results[0]), way(results[results.length - 1])]
    if (results.length < 2 || !first?.peakRssKiB || !last?.peakRssKiB) return '—'
    const mib = (a?: number, b?: number) => (a && b ? ((b - a) / 1024).toFixed(0) : '—')
    return `RSS +${mib(first.peakRssKiB, last.peakRssKiB)} MiB, anon +${mib(first.peakAnonKiB, last.peakAnonKiB)} MiB`
  }
  return [
    `- export path: growth ${results[0].label} -> ${results[results.length - 1].label}: this build ${growth(r => r.action)}${results[0].compare ? `; --compare-dist build ${growth(r => r.compare?.action)}` : ''}`,
    `- export path: action peak RSS under the 300 MiB ceiling at every size: ${flat ? 'met' : 'NOT met'} (${peaks.join(', ')})`,
    `- export path: a second export of the unchanged project changes nothing: ${results.every(r => r.again.changed === 'false') ? 'yes' : 'NO'}`
  ]
}

/** Runs the export path at each size; prints and returns the tables. */
export async function benchExportPath(
  ctx: BenchContext,
  labels: string[],
  parseSize: (label: string) => number,
  compareDist?: string
): Promise<ExportResult[]> {
  const results: ExportResult[] = []
  for (const label of labels) {
    const { zip, items } = await storedPackage(ctx.benchRoot, label, parseSize(label))
    await storeProject(ctx, zip, PROJECT)
    const shell = await shellWay(ctx)
    const { first, again } = await actionWays(ctx, ctx.dist)
    const compared = compareDist ? await actionWays(ctx, compareDist) : undefined
    const result: ExportResult = {
      label,
      zipBytes: (await stat(zip)).size,
      items,
      action: first,
      again,
      shell,
      ...(compared ? { compare: { action: compared.first, again: compared.again } } : {})
    }
    results.push(result)
    console.log(exportTable(result).join('\n'))
  }
  return results
}
