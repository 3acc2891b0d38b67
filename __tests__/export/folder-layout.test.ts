// format: auto keeps the folder's own layout; an explicit format wins.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { layoutFor } from '../../src/export/folder-layout.js'

let root = ''
beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'layout-'))
})
afterAll(() => rm(root, { recursive: true, force: true }))

async function folder(name: string, files: string[]): Promise<string> {
  const dir = path.join(root, name)
  await mkdir(dir, { recursive: true })
  for (const file of files) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true })
    await writeFile(path.join(dir, file), '<x />')
  }
  return dir
}

describe('format: auto', () => {
  it('a package folder (project.xml at its root, no _project/) stays a package folder', async () => {
    const dir = await folder('package', ['project.xml', 'Bin/A.dll'])
    expect(await layoutFor('auto', dir)).toBe('package')
  })

  it('a source-control folder, a new folder, an empty one or one with both stays source-control', async () => {
    expect(await layoutFor('auto', await folder('sc', ['_project/ProjectMetadata.xml']))).toBe(
      'source-control'
    )
    expect(await layoutFor('auto', path.join(root, 'missing'))).toBe('source-control')
    expect(await layoutFor('auto', await folder('empty', []))).toBe('source-control')
    expect(
      await layoutFor('auto', await folder('both', ['project.xml', '_project/ProjectMetadata.xml']))
    ).toBe('source-control')
    // project.xml deeper down is not a package folder's root.
    expect(await layoutFor('auto', await folder('deep', ['sub/project.xml']))).toBe(
      'source-control'
    )
  })

  it('an explicit format wins over the folder', async () => {
    const dir = await folder('explicit', ['project.xml'])
    expect(await layoutFor('source-control', dir)).toBe('source-control')
    expect(await layoutFor('package', path.join(root, 'missing'))).toBe('package')
  })
})
