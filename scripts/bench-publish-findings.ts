// How long pointing a failed publish's messages at the repository takes on a large source-control
// folder (docs/publish-errors.md): a compile line whose Code fragment has the Source Control
// screen's name (one file read), and a missing field no item names (every fragment read, the fast
// reader first, saxes only where something was found). Prints milliseconds and the RSS growth.
// Run: node --import tsx scripts/bench-publish-findings.ts [fragments]
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { publishFindings } from '../src/lint/publish-findings.js'
import type { PublishLogEntry } from '../src/lint/publish-log.js'

const fragments = Number(process.argv[2] ?? 5000)
const root = await mkdtemp(path.join(os.tmpdir(), 'bench-publish-findings-'))
try {
  const folder = path.join(root, 'project', '_project')
  await mkdir(folder, { recursive: true })
  await writeFile(path.join(folder, 'ProjectMetadata.xml'), '<project name="Bench" />')
  // 200 lines of code a fragment (about 6 KB), CRLF and a byte-order mark as the screen saves.
  const code = Array.from({ length: 200 }, (_, i) => `        int Field${i} = ${i};`).join('\r\n')
  for (let i = 0; i < fragments; i++) {
    await writeFile(
      path.join(folder, `Code_Graph${i}.xml`),
      `\ufeff<Graph ClassName="Graph${i}" Source="#CDATA">\r\n    <CDATA name="Source"><![CDATA[${code}]]></CDATA>\r\n</Graph>`
    )
  }
  const project = {
    name: 'Bench',
    kind: 'source-control' as const,
    path: path.join(root, 'project'),
    exclude: [],
    include: []
  }
  const cases: [string, PublishLogEntry[]][] = [
    [
      'a compile line, its fragment by name',
      [
        {
          logType: 'error',
          message: `App_RuntimeCode\\Graph${fragments - 1}.cs(3): error CS0103: x`
        }
      ]
    ],
    [
      'a field no item names, every fragment',
      [{ logType: 'error', message: 'Referenced field missing: NoSuchField from X' }]
    ]
  ]
  process.stdout.write(`${fragments} Code fragments of 200 lines:\n`)
  for (const [name, log] of cases) {
    const rss = process.memoryUsage().rss
    const started = process.hrtime.bigint()
    const [finding] = await publishFindings(log, [project], root)
    const ms = Number(process.hrtime.bigint() - started) / 1e6
    const grown = (process.memoryUsage().rss - rss) / (1024 * 1024)
    const where = finding.place ? `${finding.place.file}:${finding.place.line}` : 'nothing'
    process.stdout.write(
      `  ${name}: ${ms.toFixed(0)} ms, RSS +${grown.toFixed(1)} MiB, pointed at ${where}\n`
    )
  }
} finally {
  await rm(root, { recursive: true, force: true })
}
