// The rules docs/design.md states about the import graph, checked on the sources: no cycle (type
// imports included), every import down the layers the design lists (ten at most, scripts and test
// support included), the Runner interface on leaves, the format library importing no user of it,
// the API client knowing nothing of GitHub, the flow nothing of HTTP, and the simulator nothing of
// src/.
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
    if (!/\.(ts|mjs)$/.test(file)) continue
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
    const users = /^src\/(package|export|changes|deploy|commands|runner|hosts)\//
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

  it('@actions/core is known to the Actions host alone', () => {
    const core = [...src]
      .filter(([, imports]) => imports.includes('@actions/core'))
      .map(([file]) => file)
    expect(core.length).toBeGreaterThan(0)
    expect(core.filter(file => !file.startsWith('src/hosts/actions/'))).toEqual([])
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

/** The folder a file belongs to for the layers: `src/<folder>` (`src/hosts/<host>`), else its top folder. */
function folderOf(file: string): string {
  const parts = file.split('/')
  if (parts[0] !== 'src' || parts.length < 3) return `${parts[0]}/`
  if (parts[1] === 'hosts' && parts.length > 3) return `src/hosts/${parts[2]}/`
  return `src/${parts[1]}/`
}

/** The folders' import graph: each folder and the other folders its files import. */
function folderGraph(graph: ReadonlyMap<string, string[]>): Map<string, Set<string>> {
  const folders = new Map<string, Set<string>>()
  for (const [file, imports] of graph) {
    const from = folderOf(file)
    const to = folders.get(from) ?? new Set<string>()
    folders.set(from, to)
    for (const target of imports) {
      if (!/^(src|scripts|test-support|simulator)\//.test(target)) continue
      if (folderOf(target) !== from) to.add(folderOf(target))
    }
  }
  return folders
}

/** Each folder's layer: 1 for a folder importing no other, else one above the highest it imports. */
function layersOf(folders: ReadonlyMap<string, ReadonlySet<string>>): Map<string, number> {
  const layers = new Map<string, number>()
  const open = new Set<string>()
  const layerOf = (folder: string): number => {
    const known = layers.get(folder)
    if (known !== undefined) return known
    if (open.has(folder)) throw new Error(`the folders import each other around ${folder}`)
    open.add(folder)
    const below = [...(folders.get(folder) ?? [])].map(layerOf)
    open.delete(folder)
    const layer = Math.max(0, ...below) + 1
    layers.set(folder, layer)
    return layer
  }
  for (const folder of folders.keys()) layerOf(folder)
  return layers
}

/** docs/design.md's Layers section: `N. \`folder/\`, ...` lines, the folders by layer number. */
function declaredLayers(markdown: string): Map<string, number> {
  const start = markdown.indexOf('## Layers')
  const end = markdown.indexOf('\n## ', start + 1)
  const declared = new Map<string, number>()
  for (const line of markdown.slice(start, end).matchAll(/^(\d+)\. (.*)$/gm)) {
    for (const folder of line[2].matchAll(/`([\w./-]+\/)`/g))
      declared.set(folder[1], Number(line[1]))
  }
  return declared
}

/** The imports that do not go down the declared layers, as `from -> to` (folders). */
function importsUp(
  folders: ReadonlyMap<string, ReadonlySet<string>>,
  declared: ReadonlyMap<string, number>
): string[] {
  return [...folders].flatMap(([from, targets]) =>
    [...targets]
      .filter(to => (declared.get(to) ?? Infinity) >= (declared.get(from) ?? -Infinity))
      .map(to => `${from} (${declared.get(from)}) -> ${to} (${declared.get(to)})`)
  )
}

describe('the layers docs/design.md lists', () => {
  const everything = new Map([
    ...src,
    ...importsBelow('scripts'),
    ...importsBelow('test-support'),
    ...importsBelow('simulator')
  ])
  const folders = folderGraph(everything)
  const declared = declaredLayers(readFileSync(path.join(ROOT, 'docs/design.md'), 'utf8'))

  it('places every folder on one layer', () => {
    expect(folders.has('src/hosts/actions/')).toBe(true)
    expect([...folders.keys()].filter(folder => !declared.has(folder))).toEqual([])
    expect([...declared.keys()].filter(folder => !folders.has(folder))).toEqual([])
  })

  it('has no import from a lower layer up to a higher one, nor within a layer', () => {
    // The check finds one: the Runner interface importing the flow's types, as it once did.
    const runnerOnFlow = new Map([
      ['src/runner/', new Set(['src/deploy/'])],
      ['src/deploy/', new Set<string>()]
    ])
    expect(importsUp(runnerOnFlow, declared)).toEqual(['src/runner/ (6) -> src/deploy/ (6)'])
    expect(importsUp(folders, declared)).toEqual([])
  })

  it('stands on ten layers at most, scripts and test support included', () => {
    const layers = layersOf(folders)
    // The count is the longest chain of folders importing each other.
    expect(
      layersOf(
        new Map([
          ['a/', new Set(['b/'])],
          ['b/', new Set(['c/'])],
          ['c/', new Set<string>()]
        ])
      ).get('a/')
    ).toBe(3)
    expect(Math.max(...layers.values())).toBeLessThanOrEqual(10)
    expect(Math.max(...declared.values())).toBeLessThanOrEqual(10)
  })

  it('keeps the Runner interface at the bottom: it imports leaf modules only', () => {
    const runner = src.get('src/runner/runner.ts') ?? []
    const local = runner.filter(to => to.startsWith('src/'))
    expect(local.length).toBeGreaterThan(0)
    expect(local.filter(to => (src.get(to) ?? []).some(next => next.startsWith('src/')))).toEqual(
      []
    )
  })

  it('src/runner/ writes no sentence: it carries the words a command gives it', () => {
    const sentences = [...src]
      .filter(([file]) => file.startsWith('src/runner/'))
      .flatMap(([file]) =>
        [
          ...readFileSync(path.join(ROOT, file), 'utf8')
            .replace(/^\s*(\/\/|\*|\/\*).*$/gm, '')
            .matchAll(/(['`"])((?:(?!\1)[^\\\n]|\\.)*)\1/g)
        ]
          .map(match => match[2])
          .filter(text => text.split(' ').length >= 6)
          .map(text => `${file}: ${text}`)
      )
    expect(src.has('src/runner/cancellation.ts')).toBe(true)
    expect(sentences).toEqual([])
  })
})

/** Folders a route goes back to after it left them, as `folder` (none: the route goes one way). */
function revisited(folders: readonly string[]): string[] {
  return folders.filter(
    (folder, i) => i > 0 && folder !== folders[i - 1] && folders.slice(0, i - 1).includes(folder)
  )
}

describe('base-url travels from action.yml and --base-url to the request one way', () => {
  // Each hop: a file and what it does with the value. The host hands the raw input over, src/inputs/
  // reads and checks it into LoginSettings, runCommand makes the command's client of it, and the
  // client puts it in every request.
  const common: Array<[string, RegExp]> = [
    ['src/inputs/login-settings.ts', /required\(\s*input,\s*'base-url'/],
    ['src/runner/command.ts', /clientFor\((\{\s*\.\.\.)?login\b/],
    ['src/api/client.ts', /baseUrl: target\.baseUrl/]
  ]
  const routes: Record<string, Array<[string, RegExp]>> = {
    action: [
      ['action.yml', /^ {2}base-url:/m],
      ['src/hosts/actions/actions-runner.ts', /getInput: name => core\.getInput\(name\)/],
      ...common
    ],
    cli: [
      // The command line's flags are action.yml's inputs, read from the file itself.
      ['src/hosts/cli/action-inputs.ts', /new URL\('(\.\.\/)+action\.yml'/],
      ['src/hosts/cli/cli-runner.ts', /getInput\(name: string\)/],
      ...common
    ]
  }
  const folderOfHop = (file: string): string => (file.includes('/') ? folderOf(file) : file)

  it.each(Object.keys(routes))(
    'the %s route: each hop does what it says, no folder twice',
    name => {
      for (const [file, does] of routes[name]) {
        expect([file, does.test(readFileSync(path.join(ROOT, file), 'utf8'))]).toEqual([file, true])
      }
      expect(revisited(routes[name].map(([file]) => folderOfHop(file)))).toEqual([])
    }
  )

  it('finds a route that goes back (steps -> inputs -> steps, as it once went)', () => {
    expect(revisited(['src/steps/', 'src/inputs/', 'src/steps/', 'src/api/'])).toEqual([
      'src/steps/'
    ])
  })

  it('takes no other road: src/inputs/ alone reads base-url, runCommand alone makes a command its client', () => {
    const texts = [...src.keys()].map(file => ({
      file,
      text: readFileSync(path.join(ROOT, file), 'utf8')
    }))
    const readers = texts
      .filter(({ text }) => /(?<!envName)\(\s*(input,\s*)?'base-url'/.test(text))
      .map(({ file }) => file)
    expect(readers).toContain('src/inputs/login-settings.ts')
    expect(readers.filter(file => !file.startsWith('src/inputs/'))).toEqual([])
    // The post step's client is the saved session's (its address from the state the main step
    // wrote); the build's reads the release only, its base-url read by src/inputs/ too.
    const makers = texts
      .filter(({ file, text }) => !file.startsWith('src/api/') && /\bclientFor\(/.test(text))
      .map(({ file }) => file)
    expect(makers.sort()).toEqual([
      'src/commands/build.ts',
      'src/commands/post.ts',
      'src/runner/command.ts'
    ])
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

  it('has one line per folder of src/ that holds a source file, and none for a folder that is gone', () => {
    const folders = [...new Set([...src.keys()].map(file => `${path.posix.dirname(file)}/`))]
    const mapped = lines.map(line => line.folder).filter(folder => folder.startsWith('src/'))
    expect(folders).toContain('src/hosts/cli/')
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
