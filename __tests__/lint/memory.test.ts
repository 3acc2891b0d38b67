// The lint's memory does not grow with the project: a 200 MB DLL is never read (the walk gives
// its size), and the C# it scans is read one file at a time, never all held. Measured in a child
// process whose old generation is capped below the code's size (a lint that held every C# file
// runs out of heap there), with its peak RSS (VmHWM) after the lint against before.
import { afterAll, beforeAll, expect, it } from '@jest/globals'
import { execFile } from 'node:child_process'
import { mkdir, mkdtemp, open, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
const MiB = 1024 * 1024
const DLL_BYTES = 200 * 1000 * 1000
/** 480 files of about 73 KB of C# (the size of real ones): 35 MB in all. */
const CODE_FILES = 480
const CODE_LINES_PER_FILE = 1000
/** The child's old generation (MiB): less than the code and what it costs as strings. */
const OLD_SPACE_MIB = 40

let root: string

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'lint-memory-'))
  const folder = path.join(root, 'Project')
  await mkdir(path.join(folder, 'Bin'), { recursive: true })
  await mkdir(path.join(folder, 'App_RuntimeCode'), { recursive: true })
  const files = ['Bin\\Acme.dll']
  // Sparse: 200 MB of size on no disk; the bytes would read as zeros.
  const dll = await open(path.join(folder, 'Bin', 'Acme.dll'), 'w')
  await dll.truncate(DLL_BYTES)
  await dll.close()
  // Code with one Usr field bound to no column per file: one ACU004 finding each, so the test
  // also sees that the scan ran.
  const line = '        public virtual string Descr { get; set; } // a property of the DAC\n'
  for (let n = 0; n < CODE_FILES; n++) {
    const name = `AcmeGraph${n}.cs`
    files.push(`App_RuntimeCode\\${name}`)
    const body = [
      `public class AcmeDac${n} : PXCacheExtension<SOOrder>\n{\n`,
      '    [PXDBString(10)]\n    public virtual string UsrAcmeCode { get; set; }\n',
      line.repeat(CODE_LINES_PER_FILE),
      '}\n'
    ]
    await writeFile(path.join(folder, 'App_RuntimeCode', name), body.join(''))
  }
  const items = files.map(file => `  <File AppRelativePath="${file}" />`).join('\n')
  await writeFile(
    path.join(folder, 'project.xml'),
    `<Customization level="0" description="" product-version="24.210">\n${items}\n</Customization>\n`
  )
  // Run from the repository (tsx resolves from there); the lint on the folder, its peak RSS.
  await writeFile(
    path.join(root, 'child.mts'),
    [
      `import { lintProjects } from ${JSON.stringify(path.join(repoRoot, 'src', 'lint', 'lint.ts'))}`,
      `import { readFileSync } from 'node:fs'`,
      `const hwm = () => Number(/VmHWM:\\s+(\\d+)/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1]) * 1024`,
      `const before = process.memoryUsage().rss`,
      `const result = await lintProjects(`,
      `  [{ name: 'Acme', kind: 'folder', path: ${JSON.stringify(folder)}, exclude: [], include: [] }],`,
      `  { root: ${JSON.stringify(root)}, disable: new Set(), isvPrefix: '', tenantMode: 'All' }`,
      `)`,
      `const rules = result.findings.map(finding => finding.ruleId)`,
      `console.log(JSON.stringify({ before, peak: hwm(), rules, projects: result.projects }))`
    ].join('\n')
  )
})

afterAll(async () => {
  await rm(root, { recursive: true, force: true })
})

it.each([['Linux only: VmHWM', process.platform === 'linux']])(
  'reads a project with a 200 MB DLL and 35 MB of C# in flat memory (%s)',
  async (_label, linux) => {
    if (!linux) return
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [`--max-old-space-size=${OLD_SPACE_MIB}`, '--import', 'tsx', path.join(root, 'child.mts')],
      { cwd: repoRoot, maxBuffer: 16 * MiB }
    )
    const run = JSON.parse(stdout.trim().split('\n').pop() ?? '{}') as {
      before: number
      peak: number
      rules: string[]
      projects: { items: number; files: number }[]
    }
    // Every file was seen and every C# file scanned (one ACU004 each, nothing else).
    expect(run.projects).toEqual([
      expect.objectContaining({ items: CODE_FILES + 1, files: CODE_FILES + 1 })
    ])
    expect(run.rules).toEqual(Array.from({ length: CODE_FILES }, () => 'ACU004'))
    // Far below the DLL (200 MB): the young generation V8 grows and a few files' worth. (A lint
    // that held the code: 115 MiB, and no way through the capped heap.)
    expect(run.peak - run.before).toBeLessThan(64 * MiB)
  },
  120_000
)
