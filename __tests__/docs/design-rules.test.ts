// The rules docs/design.md states about the import graph, checked on the sources: no cycle (type
// imports included), the format library importing no user of it, the API client knowing nothing
// of GitHub, the flow nothing of HTTP, and the simulator nothing of src/.
import { describe, expect, it } from '@jest/globals'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))

/** Every .ts file below `folder` (relative to the repository), with what it imports. */
function importsBelow(folder: string): Map<string, string[]> {
  const graph = new Map<string, string[]>()
  for (const entry of readdirSync(path.join(ROOT, folder), { recursive: true })) {
    const file = path.posix.join(folder, String(entry).split(path.sep).join('/'))
    if (!file.endsWith('.ts')) continue
    const text = readFileSync(path.join(ROOT, file), 'utf8')
    const specifiers = [
      ...text.matchAll(/^\s*(?:import|export)\b[^'"]*?\bfrom\s+['"]([^'"]+)['"]/gm),
      ...text.matchAll(/^\s*import\s+['"]([^'"]+)['"]/gm),
      ...text.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)
    ].map(match => match[1])
    graph.set(
      file,
      specifiers.map(specifier =>
        specifier.startsWith('.')
          ? path.posix.join(path.posix.dirname(file), specifier).replace(/\.js$/, '.ts')
          : specifier
      )
    )
  }
  return graph
}

const src = importsBelow('src')

/** Each cycle found by a depth-first walk, as `a -> b -> a`. */
function cyclesOf(graph: ReadonlyMap<string, string[]>): string[] {
  const state = new Map<string, 'open' | 'done'>()
  const cycles: string[] = []
  const visit = (file: string, trail: string[]): void => {
    if (state.get(file) === 'done') return
    if (state.get(file) === 'open') {
      cycles.push([...trail.slice(trail.indexOf(file)), file].join(' -> '))
      return
    }
    state.set(file, 'open')
    for (const to of graph.get(file) ?? []) if (graph.has(to)) visit(to, [...trail, file])
    state.set(file, 'done')
  }
  for (const file of graph.keys()) visit(file, [])
  return cycles
}

function importsOf(folder: string): Array<[string, string]> {
  return [...src]
    .filter(([file]) => file.startsWith(`src/${folder}/`))
    .flatMap(([file, imports]) => imports.map((to): [string, string] => [file, to]))
}

describe('the import graph docs/design.md describes', () => {
  it('reads the sources it checks', () => {
    expect(src.size).toBeGreaterThan(100)
    expect(src.get('src/changes/project-content.ts')).toContain('src/zip/read-zip.ts')
    // Dynamic imports count too: the artifact library is loaded lazily.
    expect(src.get('src/backup/upload-backup.ts')).toContain('@actions/artifact')
  })

  it('has no import cycle in src/', () => {
    // The search itself finds one where there is one.
    expect(
      cyclesOf(
        new Map([
          ['a', ['b']],
          ['b', ['c']],
          ['c', ['a']]
        ])
      )
    ).toEqual(['a -> b -> c -> a'])
    expect(cyclesOf(src)).toEqual([])
  })

  it('resolves every relative import to a source file', () => {
    const missing = [...src].flatMap(([file, imports]) =>
      imports.filter(to => to.startsWith('src/') && !src.has(to)).map(to => `${file} -> ${to}`)
    )
    expect(missing).toEqual([])
  })

  it('the format library (src/project/) imports none of its users', () => {
    const users = /^src\/(package|export|changes|deploy|steps|action|cli)\//
    expect(importsOf('project').filter(([, to]) => users.test(to))).toEqual([])
  })

  it('the API client knows the wire and nothing of GitHub; the flow knows nothing of HTTP', () => {
    // @actions/http-client is an HTTP library; the runner's (core, artifact, cache) stay out.
    const github = /^@actions\/(?!http-client$)/
    expect(importsOf('api').filter(([, to]) => github.test(to))).toEqual([])
    const http = /^(node:https?|@actions\/http-client|src\/api\/(http|client)\.ts)$/
    expect(
      importsOf('deploy').filter(([, to]) => http.test(to) || to.startsWith('@actions/'))
    ).toEqual([])
  })

  it('the words are a layer above the flow: nothing below src/report/ imports it or src/action/', () => {
    // Today's arrow back up (src/export/summary.ts -> src/action/safe-text.ts) is gone for good.
    const below = [
      'api',
      'changes',
      'deploy',
      'export',
      'inputs',
      'lint',
      'package',
      'project',
      'zip'
    ]
    const up = /^src\/(report|action)\//
    expect(below.flatMap(folder => importsOf(folder).filter(([, to]) => up.test(to)))).toEqual([])
    expect(importsOf('report').length).toBeGreaterThan(10)
  })

  it('no arrow back up: src/report, src/api and src/deploy import no step, entry or src/action/', () => {
    const up = /^src\/(action|steps|entries)\//
    const found = ['report', 'api', 'deploy'].flatMap(folder =>
      importsOf(folder).filter(([, to]) => up.test(to))
    )
    expect(found).toEqual([])
  })

  it('the simulator imports nothing from src/', () => {
    const simulator = importsBelow('simulator')
    const fromSrc = [...simulator].flatMap(([file, imports]) =>
      imports.filter(to => to.startsWith('src/')).map(to => `${file} -> ${to}`)
    )
    expect(simulator.size).toBeGreaterThan(5)
    expect(fromSrc).toEqual([])
  })
})

/** The Layout section of docs/design.md: each `- \`folder/\`: job` line, with the files it names. */
function layoutLines(markdown: string): { folder: string; files: string[] }[] {
  const start = markdown.indexOf('## Layout')
  const end = markdown.indexOf('\n## ', start + 1)
  const section = markdown.slice(start, end < 0 ? undefined : end)
  return [...section.matchAll(/^- `([\w./-]+\/)`: (.*)$/gm)].map(match => ({
    folder: match[1],
    files: [...match[2].matchAll(/`([\w.-]+\.(?:ts|mjs))`/g)].map(file => file[1])
  }))
}

/** Every file name below `folder` (relative to the repository), at any depth. */
function namesBelow(folder: string): Set<string> {
  return new Set(
    readdirSync(path.join(ROOT, folder), { recursive: true }).map(entry =>
      path.basename(String(entry))
    )
  )
}

describe('docs/design.md is a current map of src/', () => {
  const lines = layoutLines(readFileSync(path.join(ROOT, 'docs/design.md'), 'utf8'))

  it('has one line per folder of src/, and none for a folder that is gone', () => {
    const folders = readdirSync(path.join(ROOT, 'src'), { withFileTypes: true })
      .filter(entry => entry.isDirectory())
      .map(entry => `src/${entry.name}/`)
    const mapped = lines.map(line => line.folder).filter(folder => folder.startsWith('src/'))
    expect(folders.length).toBeGreaterThan(10)
    expect(mapped.filter((folder, i) => mapped.indexOf(folder) !== i)).toEqual([])
    expect([...mapped].sort()).toEqual([...folders].sort())
  })

  it('names only files that are in the folder of their line', () => {
    const missing = lines.flatMap(({ folder, files }) => {
      const names = namesBelow(folder)
      return files.filter(file => !names.has(file)).map(file => `${folder}: ${file}`)
    })
    expect(lines.some(line => line.files.length > 0)).toBe(true)
    expect(missing).toEqual([])
  })

  it('reads the lines it checks, and finds a file that is not there', () => {
    const markdown = [
      '## Layout',
      '',
      '- `src/zip/`: the writer (`zip-writer.ts`, `gone.ts`).'
    ].join('\n')
    expect(layoutLines(markdown)).toEqual([
      { folder: 'src/zip/', files: ['zip-writer.ts', 'gone.ts'] }
    ])
    expect(namesBelow('src/zip').has('gone.ts')).toBe(false)
  })
})
