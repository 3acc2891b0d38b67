// One Node for everything: package.json's engines, scripts/check-node.mjs (npm scripts), the
// command line's own check at start, the docs, and the Node the CI and the docs' workflows set
// up all say the same major; the command line stops under an older one with one line.
import { describe, expect, it } from '@jest/globals'
import { readFileSync, readdirSync } from 'node:fs'
import { main } from '../../src/hosts/cli/main.js'
import { MIN_NODE_MAJOR, nodeTooOld } from '../../src/hosts/cli/node-version.js'
import { workflowBlocks } from '../../test-support/workflow-blocks.js'

const read = (file: string): string =>
  readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8')

describe('the Node version', () => {
  it('engines, check-node.mjs, the command line and the docs say the same', () => {
    const engines = (JSON.parse(read('package.json')) as { engines: { node: string } }).engines
    expect(engines.node).toBe(`>=${MIN_NODE_MAJOR}`)
    expect(read('scripts/check-node.mjs')).toContain(`const needed = ${MIN_NODE_MAJOR}\n`)
    expect(read('docs/cli.md').replace(/\s+/g, ' ')).toContain(
      `It needs Node ${MIN_NODE_MAJOR} or later`
    )
    expect(read('README.md')).toContain(`node${MIN_NODE_MAJOR}`)
    // No other Node is promised anywhere a user reads.
    for (const file of ['README.md', 'docs/cli.md', 'docs/recipes.md', 'docs/verify.md']) {
      const others = [...read(file).matchAll(/\bNode(?:\.js)? (\d+)\b/g)].map(m => Number(m[1]))
      expect(others.filter(major => major < MIN_NODE_MAJOR && major > 18)).toEqual([])
    }
  })

  it('the CI and the docs workflows set up that Node', () => {
    const texts = [
      ...readdirSync(new URL('../../.github/workflows/', import.meta.url)).map(name =>
        read(`.github/workflows/${name}`)
      ),
      ...workflowBlocks().map(block => block.text)
    ]
    const versions = texts.flatMap(text =>
      [...text.matchAll(/node-version: *['"]?([\d.x]+)/g)].map(m => m[1])
    )
    expect(versions.length).toBeGreaterThanOrEqual(6)
    expect(new Set(versions)).toEqual(new Set([String(MIN_NODE_MAJOR)]))
  })

  it('the command line stops under an older Node with one line, before anything else', async () => {
    expect(nodeTooOld('24.0.0')).toBeUndefined()
    expect(nodeTooOld('v25.1.0')).toBeUndefined()
    let stderr = ''
    let stdout = ''
    const code = await main(['deploy', '--base-url', 'https://erp.example.com'], {
      stdout: text => (stdout += text),
      stderr: text => (stderr += text),
      env: {},
      nodeVersion: '22.11.0'
    })
    expect(code).toBe(2)
    expect(stdout).toBe('')
    expect(stderr.trimEnd().split('\n')).toEqual([
      `acumatica-customization-deploy: Node ${MIN_NODE_MAJOR} or later is needed (this is Node 22.11.0): install it (https://nodejs.org, or nvm install ${MIN_NODE_MAJOR}) and run the command again.`
    ])
  })
})
