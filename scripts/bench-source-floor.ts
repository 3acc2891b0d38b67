// The least a source-control build can cost beside the package-folder path of the same content,
// measured in one process (issue 20's target: the build within 1.1 times the package folder).
//
//   npm run bench:source-floor -- [--rounds 9] [--fragments 4000]
//
// Whatever it does, a build of a source-control folder zips the same project.xml and files as the
// package folder (the same bytes, so the same deflate), and on top of that lists the fragments,
// reads each one and looks at each of its bytes at least once (to check it is well-formed XML
// before anything is sent); only reading project.xml itself is saved. The floor is that sum with
// no parsing, sorting or writing at all. Everything runs in one warm process, rounds interleaved,
// medians printed: warm code favours the source build (a fresh process also compiles its parser),
// so the floor printed is a lower bound.
import { closeSync, openSync, readSync, readdirSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { DEFAULT_PRODUCT_VERSION } from '../src/inputs/projects.js'
import { buildSourceControlPackage, zipProjectFolder } from '../src/package/index.js'
import { generateProject } from './bench-generate.js'
import { generateSourceFolderPair } from './bench-source-generate.js'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const benchRoot = path.join(repoRoot, '.bench')

function option(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`)
  return at >= 0 && process.argv[at + 1] ? process.argv[at + 1] : fallback
}

const rounds = Number(option('rounds', '9'))
const fragments = Number(option('fragments', '4000'))
const files = await generateProject(benchRoot, '100MB', 100_000_000)
const pair = await generateSourceFolderPair(benchRoot, `100MB-${fragments}`, files, fragments)
const fragmentFolder = path.join(pair.source.folder, '_project')
const out = path.join(benchRoot, 'floor')
const buffer = Buffer.allocUnsafe(16 * 1024 * 1024)

/** Reads `file` into the one reused buffer: no allocation, one open/read/close. */
function readInto(file: string): number {
  const fd = openSync(file, 'r')
  try {
    let length = 0
    for (let n; (n = readSync(fd, buffer, length, buffer.length - length, null)) > 0;) length += n
    return length
  } finally {
    closeSync(fd)
  }
}

/** Lists _project/ and reads every fragment, looking at each byte once (counting `<`). */
function readFragments(): number {
  let tags = 0
  for (const entry of readdirSync(fragmentFolder, { withFileTypes: true })) {
    const length = readInto(path.join(entry.parentPath, entry.name))
    for (let i = 0; i < length; i++) if (buffer[i] === 0x3c) tags++
  }
  return tags
}

const times: Record<string, number[]> = {}
async function time(label: string, run: () => unknown): Promise<void> {
  const started = performance.now()
  await run()
  ;(times[label] ??= []).push(performance.now() - started)
}

for (let round = 0; round < rounds; round++) {
  await time('package folder (zip)', () =>
    zipProjectFolder(pair.packageFolder.folder, {
      exclude: [],
      outputPath: path.join(out, 'package-folder.zip')
    })
  )
  await time('source-control build', () =>
    buildSourceControlPackage(pair.source.folder, {
      exclude: [],
      outputPath: path.join(out, 'source.zip'),
      productVersion: DEFAULT_PRODUCT_VERSION
    })
  )
  await time('fragments: list, read, one look at each byte', readFragments)
  await time("package folder's project.xml: read", () =>
    readInto(path.join(pair.packageFolder.folder, 'project.xml'))
  )
}
await rm(out, { recursive: true, force: true })

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]
const m = Object.fromEntries(Object.entries(times).map(([label, v]) => [label, median(v)]))
const pkg = m['package folder (zip)']
const floor =
  pkg + m['fragments: list, read, one look at each byte'] - m["package folder's project.xml: read"]
console.log(
  `Source-control floor: ${fragments} fragments plus the files of the 100 MB folder, medians of ${rounds} interleaved rounds in one process\n`
)
console.log('| step | ms | / package folder |\n|---|---:|---:|')
for (const [label, ms] of Object.entries(m)) {
  console.log(`| ${label} | ${ms.toFixed(0)} | ${(ms / pkg).toFixed(2)} |`)
}
console.log(
  `| **floor** (package folder + fragments - project.xml read) | ${floor.toFixed(0)} | **${(floor / pkg).toFixed(2)}** |`
)
console.log(
  `\nSource build / package folder: ${(m['source-control build'] / pkg).toFixed(2)}; the floor / package folder: ${(floor / pkg).toFixed(2)} (target 1.1).`
)
