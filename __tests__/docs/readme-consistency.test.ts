// The README is the reference users copy from: its input and output tables, and the `with:` keys
// of its example workflows, must agree with action.yml. This test fails when they drift apart.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from '@jest/globals'
import { parseDocument } from 'yaml'
import { parseActionInputs, type ActionInput } from '../../test-support/action-yml.js'

const root = fileURLToPath(new URL('../..', import.meta.url))
const read = (path: string): string => readFileSync(join(root, path), 'utf8')

/** Output names of action.yml: the two-space keys under the top-level `outputs:`. */
function parseActionOutputs(yaml: string): string[] {
  const outputs: string[] = []
  let inOutputs = false
  for (const line of yaml.split(/\r?\n/)) {
    if (/^\S/.test(line)) {
      inOutputs = /^outputs:\s*$/.test(line)
      continue
    }
    const header = /^ {2}([^\s:#][^:]*):\s*$/.exec(line)
    if (inOutputs && header) outputs.push(header[1])
  }
  return outputs
}

/** Cells of a markdown table row; `\|` inside a cell is not a separator. */
function cells(row: string): string[] {
  return row
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split(/(?<!\\)\|/)
    .map(cell => cell.trim().replaceAll('\\|', '|'))
}

/** Body rows of the one table whose header is exactly `header` (cells compared case-insensitively). */
function tableRows(markdown: string, header: string[]): string[][] {
  const lines = markdown.split(/\r?\n/)
  const wanted = header.map(cell => cell.toLowerCase())
  const starts = lines
    .map((line, index) => ({ line, index }))
    .filter(({ line }) => line.trim().startsWith('|'))
    .filter(({ line }) => {
      const found = cells(line).map(cell => cell.toLowerCase())
      return found.length === wanted.length && found.every((cell, i) => cell === wanted[i])
    })
  if (starts.length !== 1) {
    throw new Error(`expected one table headed | ${header.join(' | ')} |, found ${starts.length}`)
  }
  const rows: string[][] = []
  // Skip the header and the |---| line; the table ends at the first line that is not a row.
  for (let i = starts[0].index + 2; i < lines.length && lines[i].trim().startsWith('|'); i++) {
    rows.push(cells(lines[i]))
  }
  return rows
}

/** The text of a cell that is one code span, e.g. `base-url`; undefined otherwise. */
function codeSpan(cell: string): string | undefined {
  return /^`([^`]*)`$/.exec(cell)?.[1]
}

/**
 * README input rows as ActionInput. Default cell: a code span holds the value, `(empty)` is the
 * empty string, a blank cell is "no default" (required inputs).
 */
function readmeInputs(markdown: string): ActionInput[] {
  return tableRows(markdown, ['input', 'required', 'default', 'description']).map(row => {
    const [nameCell, requiredCell, defaultCell] = row
    const name = codeSpan(nameCell)
    if (name === undefined) throw new Error(`input name not in backticks: ${nameCell}`)
    if (!['yes', 'no'].includes(requiredCell)) {
      throw new Error(`input ${name}: required must be yes or no, not "${requiredCell}"`)
    }
    let value: string | undefined
    if (defaultCell === '') value = undefined
    else if (defaultCell === '(empty)') value = ''
    else value = codeSpan(defaultCell)
    if (defaultCell !== '' && value === undefined) {
      throw new Error(
        `input ${name}: default must be a code span, (empty) or blank: ${defaultCell}`
      )
    }
    return { name, required: requiredCell === 'yes', default: value }
  })
}

function readmeOutputs(markdown: string): string[] {
  return tableRows(markdown, ['output', 'description']).map(([nameCell]) => {
    const name = codeSpan(nameCell)
    if (name === undefined) throw new Error(`output name not in backticks: ${nameCell}`)
    return name
  })
}

/** Every way the README's inputs differ from action.yml's, in words; empty when they agree. */
function inputDisagreements(action: ActionInput[], readme: ActionInput[]): string[] {
  const problems: string[] = []
  const readmeByName = new Map(readme.map(input => [input.name, input]))
  const actionNames = new Set(action.map(input => input.name))
  const seen = new Set<string>()
  for (const input of readme) {
    if (seen.has(input.name)) problems.push(`${input.name}: listed twice in the README`)
    seen.add(input.name)
    if (!actionNames.has(input.name))
      problems.push(`${input.name}: in the README, not in action.yml`)
  }
  for (const input of action) {
    const documented = readmeByName.get(input.name)
    if (!documented) {
      problems.push(`${input.name}: in action.yml, missing from the README`)
      continue
    }
    if (documented.required !== input.required) {
      problems.push(
        `${input.name}: required is ${input.required} in action.yml, ${documented.required} in the README`
      )
    }
    if (documented.default !== input.default) {
      problems.push(
        `${input.name}: default is ${JSON.stringify(input.default)} in action.yml, ` +
          `${JSON.stringify(documented.default)} in the README`
      )
    }
  }
  return problems
}

function outputDisagreements(action: string[], readme: string[]): string[] {
  return [
    ...action.filter(name => !readme.includes(name)).map(n => `${n}: missing from the README`),
    ...readme.filter(name => !action.includes(name)).map(n => `${n}: not in action.yml`),
    ...readme.filter((name, i) => readme.indexOf(name) !== i).map(n => `${n}: listed twice`)
  ]
}

interface ActionStep {
  /** 1-based line of the step's `uses:` in its text. */
  line: number
  uses: string
  withKeys: string[]
}

const indentOf = (line: string): number => /^ */.exec(line)![0].length
const isBlankOrComment = (line: string): boolean => /^\s*(#.*)?$/.test(line)

/**
 * Steps of a workflow text that use this action (`uses: ./` or `.../acumatica-customization-deploy@...`)
 * with the keys of their `with:` block. Reads the usual block style: `- ` starts a step, its keys sit
 * two columns right of the dash.
 */
function actionSteps(yaml: string): ActionStep[] {
  const lines = yaml.split(/\r?\n/)
  const steps: ActionStep[] = []
  lines.forEach((line, start) => {
    const dash = /^(\s*)- /.exec(line)
    if (!dash) return
    const keyColumn = dash[1].length + 2
    // The step's own lines: its first line, then every deeper line up to the next one at or left of the dash.
    const body = [' '.repeat(keyColumn) + line.slice(keyColumn)]
    const lineNumbers = [start + 1]
    for (let i = start + 1; i < lines.length; i++) {
      if (!isBlankOrComment(lines[i]) && indentOf(lines[i]) < keyColumn) break
      body.push(lines[i])
      lineNumbers.push(i + 1)
    }
    const key = (text: string): RegExpExecArray | null =>
      indentOf(text) === keyColumn ? /^\s*([\w-]+):\s*(.*)$/.exec(text) : null
    const usesIndex = body.findIndex(text => key(text)?.[1] === 'uses')
    if (usesIndex < 0) return
    const uses = key(body[usesIndex])![2]
      .replace(/\s+#.*$/, '')
      .replace(/^['"]|['"]$/g, '')
    if (!/^\.\/?$|\/acumatica-customization-deploy@/.test(uses)) return
    const withKeys: string[] = []
    const withIndex = body.findIndex(text => key(text)?.[1] === 'with')
    if (withIndex >= 0) {
      let childIndent: number | undefined
      for (const text of body.slice(withIndex + 1)) {
        if (isBlankOrComment(text)) continue
        if (indentOf(text) <= keyColumn) break
        childIndent ??= indentOf(text)
        const child = /^\s*([\w-]+):/.exec(text)
        if (indentOf(text) === childIndent && child) withKeys.push(child[1])
      }
    }
    steps.push({ line: lineNumbers[usesIndex], uses, withKeys })
  })
  return steps
}

/** The ```yaml fenced blocks of a markdown text (also indented ones, in lists), with their first line. */
function yamlBlocks(markdown: string): { line: number; text: string }[] {
  const blocks: { line: number; text: string }[] = []
  const pattern = /^( *)```ya?ml[^\n]*\n([\s\S]*?)^ *```/gm
  for (const match of markdown.matchAll(pattern)) {
    const line = markdown.slice(0, match.index).split('\n').length + 1
    const indent = match[1].length
    const text = match[2]
      .split('\n')
      .map(row => row.slice(Math.min(indent, indentOf(row))))
      .join('\n')
    blocks.push({ line, text })
  }
  return blocks
}

/** Problems with one step's `with:` keys: unknown inputs and required inputs left out. */
function stepProblems(step: ActionStep, inputs: ActionInput[], where: string): string[] {
  const known = new Set(inputs.map(input => input.name))
  return [
    ...step.withKeys
      .filter(key => !known.has(key))
      .map(key => `${where}:${step.line}: unknown input ${key}`),
    ...inputs
      .filter(input => input.required && !step.withKeys.includes(input.name))
      .map(input => `${where}:${step.line}: required input ${input.name} left out`)
  ]
}

describe('README tables against action.yml', () => {
  const actionYml = read('action.yml')
  const readme = read('README.md')

  it('documents every input with the same required flag and default, and no others', () => {
    const inputs = parseActionInputs(actionYml)
    expect(inputs.length).toBeGreaterThan(10)
    expect(inputDisagreements(inputs, readmeInputs(readme))).toEqual([])
  })

  it('documents every output, and no others', () => {
    const outputs = parseActionOutputs(actionYml)
    expect(outputs.length).toBeGreaterThan(3)
    expect(outputDisagreements(outputs, readmeOutputs(readme))).toEqual([])
  })
})

/** The markdown files users read examples in: the README, and every `.md` of docs/ and examples/. */
function userMarkdownFiles(): string[] {
  const inFolder = (folder: string): string[] =>
    existsSync(join(root, folder))
      ? readdirSync(join(root, folder))
          .filter(name => name.endsWith('.md'))
          .map(name => `${folder}/${name}`)
      : []
  return ['README.md', ...inFolder('docs'), ...inFolder('examples')]
}

/** YAML syntax errors of one text, as `line: message`; empty when it parses. */
function yamlErrors(text: string): string[] {
  return parseDocument(text, { prettyErrors: true }).errors.map(
    error => `${error.linePos?.[0].line ?? '?'}: ${error.message.split('\n')[0]}`
  )
}

describe('example workflows use real inputs', () => {
  const inputs = parseActionInputs(read('action.yml'))
  const markdownFiles = userMarkdownFiles()

  it('every yaml block in the README, docs/ and examples/ parses', () => {
    const problems: string[] = []
    let blockCount = 0
    for (const file of markdownFiles) {
      for (const block of yamlBlocks(read(file))) {
        blockCount++
        problems.push(...yamlErrors(block.text).map(error => `${file}:${block.line}+${error}`))
      }
    }
    expect(blockCount).toBeGreaterThanOrEqual(4)
    expect(problems).toEqual([])
  })

  it('every step of this action in the README and docs passes only known inputs and all required ones', () => {
    const problems: string[] = []
    let stepCount = 0
    for (const file of markdownFiles) {
      const markdown = read(file)
      for (const block of yamlBlocks(markdown)) {
        for (const step of actionSteps(block.text)) {
          stepCount++
          // Report the line in the markdown file, not in the block.
          problems.push(
            ...stepProblems({ ...step, line: block.line + step.line - 1 }, inputs, file)
          )
        }
      }
    }
    // The README shows at least the quick start and the three workflows.
    expect(stepCount).toBeGreaterThanOrEqual(4)
    expect(problems).toEqual([])
  })

  it('the examples README shows a step of this action', () => {
    expect(actionSteps(yamlBlocks(read('examples/README.md'))[0].text)).toHaveLength(1)
  })

  it('the self-test workflow passes only known inputs and all required ones', () => {
    const path = '.github/workflows/self-test.yml'
    const steps = actionSteps(read(path))
    expect(steps.length).toBeGreaterThanOrEqual(2)
    expect(steps.flatMap(step => stepProblems(step, inputs, path))).toEqual([])
  })
})

describe('the set-up commands the README gives', () => {
  const readme = read('README.md')
  const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts

  it('are two commands on a fresh clone: npm ci && npm run demo, npm ci && npm test', () => {
    expect(readme).toMatch(/^npm ci && npm run demo\b/m)
    expect(readme).toMatch(/^npm ci && npm test\b/m)
    expect(scripts.demo).toBeDefined()
    expect(scripts.test).toBeDefined()
  })

  it('are what CI runs: .ci/run installs with npm ci and runs npm test', () => {
    const commands = read('.ci/run')
      .split(/\r?\n/)
      .map(line => line.trim())
      .filter(line => line && !line.startsWith('#'))
    const install = commands.findIndex(line => /^npm ci\b/.test(line))
    expect(install).toBeGreaterThanOrEqual(0)
    expect(commands.indexOf('npm test')).toBeGreaterThan(install)
    // Then dist/ is built once and the end-to-end tests run over that build.
    const build = commands.indexOf('npm run package')
    expect(build).toBeGreaterThan(commands.indexOf('npm test'))
    expect(commands.indexOf('npm run test:e2e')).toBeGreaterThan(build)
  })

  it('npm test runs the in-process tests on src/, without building dist/ or the e2e project', () => {
    expect(scripts.test).toMatch(/--selectProjects unit$/)
    expect(scripts.test).not.toMatch(/npm run package/)
    expect(scripts['test:e2e']).toMatch(/--selectProjects e2e\b/)
  })
})

// The checks above pass on a correct repository; these show that each one also fails when it should.
describe('the consistency checks catch drift', () => {
  const action: ActionInput[] = [
    { name: 'base-url', required: true, default: undefined },
    { name: 'project-path', required: false, default: '.' },
    { name: 'tenant', required: false, default: '' }
  ]
  const table = (...rows: string[]): string =>
    [
      '# Inputs',
      '',
      '| input | required | default | description |',
      '| --- | --- | --- | --- |',
      ...rows
    ].join('\n')
  const good = [
    '| `base-url` | yes | | Instance address |',
    '| `project-path` | no | `.` | Folder |',
    '| `tenant` | no | (empty) | Tenant |'
  ]

  it('accepts a table that matches', () => {
    expect(inputDisagreements(action, readmeInputs(table(...good)))).toEqual([])
  })

  it('names an input missing from the README', () => {
    expect(inputDisagreements(action, readmeInputs(table(good[0], good[1])))).toEqual([
      'tenant: in action.yml, missing from the README'
    ])
  })

  it('names an input the README invents', () => {
    const extra = '| `tenant-id` | no | (empty) | Made up |'
    expect(inputDisagreements(action, readmeInputs(table(...good, extra)))).toEqual([
      'tenant-id: in the README, not in action.yml'
    ])
  })

  it('names a default that differs, and an empty default shown as blank', () => {
    const markdown = table(
      good[0],
      '| `project-path` | no | `./src` | Folder |',
      '| `tenant` | no | | Tenant |'
    )
    expect(inputDisagreements(action, readmeInputs(markdown))).toEqual([
      'project-path: default is "." in action.yml, "./src" in the README',
      'tenant: default is "" in action.yml, undefined in the README'
    ])
  })

  it('names a required flag that differs', () => {
    const markdown = table('| `base-url` | no | | Instance address |', good[1], good[2])
    expect(inputDisagreements(action, readmeInputs(markdown))).toEqual([
      'base-url: required is true in action.yml, false in the README'
    ])
  })

  it('refuses a table it cannot read rather than passing it', () => {
    expect(() => readmeInputs(table('| base-url | yes | | no backticks |'))).toThrow(/backticks/)
    expect(() => readmeInputs(table('| `base-url` | maybe | | x |'))).toThrow(/yes or no/)
    expect(() => readmeInputs('no table here')).toThrow(/found 0/)
  })

  it('names outputs missing, invented or repeated', () => {
    const outputs = readmeOutputs(
      [
        '| output | description |',
        '|---|---|',
        '| `result` | r |',
        '| `extra` | e |',
        '| `extra` | e |'
      ].join('\n')
    )
    expect(outputDisagreements(['result', 'package-size'], outputs)).toEqual([
      'package-size: missing from the README',
      'extra: not in action.yml',
      'extra: not in action.yml',
      'extra: listed twice'
    ])
  })

  it('reads the outputs of an action.yml', () => {
    const yaml = [
      'inputs:',
      '  a:',
      "    description: 'x'",
      'outputs:',
      '  result:',
      "    description: 'r'",
      '  publish-log:',
      "    description: 'p'",
      'runs:',
      "  using: 'node24'"
    ].join('\n')
    expect(parseActionOutputs(yaml)).toEqual(['result', 'publish-log'])
  })

  it('finds unknown and missing inputs in an example step', () => {
    const workflow = [
      'jobs:',
      '  deploy:',
      '    steps:',
      '      - uses: actions/checkout@v5',
      '        with:',
      '          fetch-depth: 0',
      '      - name: Deploy',
      '        uses: your-org/acumatica-customization-deploy@v1',
      '        with:',
      '          base-url: ${{ secrets.URL }}',
      '          exclude: |',
      '            tenant: not a key, inside a block scalar',
      '          tennant: Company',
      '      - run: echo done'
    ].join('\n')
    const steps = actionSteps(workflow)
    expect(steps).toEqual([
      {
        line: 8,
        uses: 'your-org/acumatica-customization-deploy@v1',
        withKeys: ['base-url', 'exclude', 'tennant']
      }
    ])
    const inputs: ActionInput[] = [
      ...action,
      { name: 'exclude', required: false, default: '' },
      { name: 'project-name', required: true, default: undefined }
    ]
    expect(stepProblems(steps[0], inputs, 'x.yml')).toEqual([
      'x.yml:8: unknown input tennant',
      'x.yml:8: required input project-name left out'
    ])
  })

  it('finds steps that use the action by local path, and yaml blocks in markdown', () => {
    const markdown = [
      'text',
      '```yaml',
      '- uses: ./',
      '  with:',
      '    base-url: x',
      '```',
      ''
    ].join('\n')
    const blocks = yamlBlocks(markdown)
    expect(blocks).toEqual([{ line: 3, text: '- uses: ./\n  with:\n    base-url: x\n' }])
    expect(actionSteps(blocks[0].text)).toEqual([{ line: 1, uses: './', withKeys: ['base-url'] }])
  })

  it('names a yaml block that does not parse, with its line', () => {
    expect(yamlErrors('jobs:\n  deploy:\n    steps: [a\n')).not.toEqual([])
    expect(yamlErrors('with:\n  a: 1\n  b: 2\n  a: 3\n')[0]).toMatch(/^4: Map keys must be unique/)
    expect(yamlErrors('jobs:\n  deploy:\n    runs-on: ubuntu-latest\n')).toEqual([])
  })

  it('reads yaml blocks indented in a list item', () => {
    const markdown = [
      '- Keep it:',
      '',
      '  ```yaml',
      '  - uses: ./',
      '    with:',
      '      package: p.zip',
      '  ```'
    ].join('\n')
    const blocks = yamlBlocks(markdown)
    expect(blocks).toEqual([{ line: 4, text: '- uses: ./\n  with:\n    package: p.zip\n' }])
    expect(actionSteps(blocks[0].text)[0].withKeys).toEqual(['package'])
  })
})
