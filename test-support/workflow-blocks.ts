// The workflows shown in the markdown of the repository (```yaml blocks with a top-level
// `jobs:`), for the tests that check them as GitHub would.
import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = fileURLToPath(new URL('..', import.meta.url))

export interface WorkflowBlock {
  /** `README.md:63`: the file and the line of the block's first YAML line. */
  where: string
  text: string
}

/** The ```yaml fenced blocks of a markdown text (indented ones too), with their first line. */
export function yamlBlocks(markdown: string): { line: number; text: string }[] {
  const blocks: { line: number; text: string }[] = []
  const pattern = /^( *)```ya?ml[^\n]*\n([\s\S]*?)^ *```/gm
  for (const match of markdown.matchAll(pattern)) {
    const line = markdown.slice(0, match.index).split('\n').length + 1
    const indent = match[1].length
    const text = match[2]
      .split('\n')
      .map(row => row.slice(Math.min(indent, row.length - row.trimStart().length)))
      .join('\n')
    blocks.push({ line, text })
  }
  return blocks
}

/** The markdown files users copy workflows from: README.md, examples/ and docs/. */
function markdownFiles(): string[] {
  const under = (folder: string): string[] =>
    readdirSync(path.join(ROOT, folder), { recursive: true, encoding: 'utf8' })
      .filter(name => name.endsWith('.md'))
      .map(name => path.join(folder, name).split(path.sep).join('/'))
  return ['README.md', ...under('examples'), ...under('docs')]
}

/** Every complete workflow (a block with a top-level `jobs:`) of those files. */
export function workflowBlocks(): WorkflowBlock[] {
  return markdownFiles().flatMap(file =>
    yamlBlocks(readFileSync(path.join(ROOT, file), 'utf8'))
      .filter(block => /^jobs:/m.test(block.text))
      .map(block => ({ where: `${file}:${block.line}`, text: block.text }))
  )
}
