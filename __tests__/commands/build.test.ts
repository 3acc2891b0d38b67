// The build step (the command line's `build`) in-process with the test runner: the package a
// deploy would import, written where asked, and the refusals before anything is written.
import { afterEach, describe, expect, it } from '@jest/globals'
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises'
import { existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createHash } from 'node:crypto'
import { buildCommand, type BuildResult } from '../../src/commands/build.js'
import { runCommand } from '../../src/runner/command.js'
import { TestRunner } from '../../test-support/test-runner.js'
import { sampleProjectPath } from '../../test-support/world.js'

let workspace = ''
afterEach(async () => {
  if (workspace) await rm(workspace, { recursive: true, force: true })
})

async function sampleWorkspace(): Promise<string> {
  workspace = await mkdtemp(path.join(tmpdir(), 'build-step-'))
  await cp(sampleProjectPath, path.join(workspace, 'sample'), { recursive: true })
  return workspace
}

describe('the build step', () => {
  it('writes the package, its size and SHA-256 in the result', async () => {
    const root = await sampleWorkspace()
    const runner = new TestRunner(
      { 'project-name': 'SamplePriority', 'project-path': 'sample', output: 'out/sample.zip' },
      { workspace: root }
    )
    const result = (await runCommand(buildCommand, runner)) as BuildResult
    expect(result.failure).toBeUndefined()
    const file = path.join(root, 'out', 'sample.zip')
    const bytes = await readFile(file)
    expect(result.package).toEqual({
      project: 'SamplePriority',
      path: file,
      size: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex')
    })
    expect(runner.log).toContain(`Wrote the package of SamplePriority to ${file}`)
  })

  it('two projects: refused as a wrong command line, nothing written', async () => {
    const root = await sampleWorkspace()
    const runner = new TestRunner(
      { projects: 'SamplePriority=sample\nOther=sample', output: 'out/sample.zip' },
      { workspace: root }
    )
    const result = (await runCommand(buildCommand, runner)) as BuildResult
    expect(result.oneProjectNeeded).toBe(true)
    expect(result.failure).toContain('build writes one package')
    expect(existsSync(path.join(root, 'out'))).toBe(false)
  })

  it('no output: refused naming --output, nothing read or written', async () => {
    const root = await sampleWorkspace()
    const runner = new TestRunner(
      { 'project-name': 'SamplePriority', 'project-path': 'sample' },
      { workspace: root }
    )
    const result = (await runCommand(buildCommand, runner)) as BuildResult
    expect(result).toEqual({
      result: 'failed',
      outputs: {},
      failure: 'build needs --output FILE: the package file to write'
    })
    expect(runner.log).not.toContain('Wrote the package')
  })
})
