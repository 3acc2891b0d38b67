// The export's path rules (src/export/path-rules.ts): the names Windows and macOS take for
// `.git`, device names, names equal under case folding, and the letter-case matching of exclude
// and clean per platform. This machine's file systems are case-sensitive and it cannot mount a
// case-insensitive one (no casefold in its kernel), so the platform is a parameter here; the
// refusals that hold on every platform are end-to-end tests in e2e-hostile-export.test.ts.
import { describe, expect, it } from '@jest/globals'
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises'
import { tempFolder } from '../../test-support/temp-folders.js'
import path from 'node:path'
import { syncFolder } from '../../src/export/folder-sync.js'
import {
  caseInsensitivePlatform,
  FoldedNames,
  foldPath,
  insideGit,
  isDeviceName,
  isGitName,
  writeRefusal
} from '../../src/export/path-rules.js'
import { compileExclude } from '../../src/package/exclude.js'

describe('path rules', () => {
  it.each([
    '.git',
    '.GIT',
    '.Git',
    '.git.',
    '.git ',
    '.git. . ',
    'GIT~1',
    'git~2',
    '.g\u200cit',
    '.git::$INDEX_ALLOCATION'
  ])('%j is .git on Windows or macOS', name => {
    expect(isGitName(name)).toBe(true)
    expect(writeRefusal(`Bin/${name}/config`)).toMatch(/takes for \.git/)
    expect(insideGit(`a/${name}/b`)).toBe(true)
  })

  it.each(['.github', 'git', '.gitignore', '.git-x', 'GIT~A', 'x.git'])('%j is not .git', name => {
    expect(isGitName(name)).toBe(false)
  })

  it.each([
    'CON',
    'con.xml',
    'NUL',
    'nul.txt',
    'COM1',
    'com1.dll',
    'LPT1',
    'lpt9.log',
    'AUX',
    'PRN.x.y',
    'CON .txt',
    'COM¹'
  ])('%j is a Windows device name', name => {
    expect(isDeviceName(name)).toBe(true)
    expect(writeRefusal(`Pages/${name}`)).toMatch(/device name/)
  })

  it.each(['CONSOLE.xml', 'COM10', 'LPT', 'nullable.cs', 'Converter.xml'])(
    '%j is a file name',
    name => {
      expect(isDeviceName(name)).toBe(false)
      expect(writeRefusal(`Pages/${name}`)).toBeUndefined()
    }
  )

  it('refuses names ending in a dot or a space (Windows drops them)', () => {
    expect(writeRefusal('Bin/a.dll.')).toMatch(/ending in a dot or space/)
    expect(writeRefusal('Bin /a.dll')).toMatch(/ending in a dot or space/)
  })

  it('finds names equal under case folding, and a file where another needs a folder', () => {
    const names = new FoldedNames()
    expect(names.add('Pages/README.md')).toBeUndefined()
    expect(names.add('pages/readme.md')).toBe('Pages/README.md')
    expect(names.add('Pages/Cafe\u0301.txt')).toBeUndefined()
    expect(names.add('pages/CAFÉ.txt')).toBe('Pages/Cafe\u0301.txt')
    expect(names.add('PAGES')).toBe('Pages')
    expect(names.add('Pages/README.md/x')).toBe('Pages/README.md')
    expect(names.add('Bin/a.dll')).toBeUndefined()
  })

  it('decides the letter case of exclude and clean per platform', () => {
    expect(caseInsensitivePlatform('win32')).toBe(true)
    expect(caseInsensitivePlatform('darwin')).toBe(true)
    expect(caseInsensitivePlatform('linux')).toBe(false)
    expect(foldPath('Docs/README.md')).toBe(foldPath('docs/readme.md'))
  })
})

/** A staging folder and a target folder holding the given files. */
async function folders(staged: Record<string, string>, existing: Record<string, string>) {
  const root = await tempFolder('path-rules-')
  const stage = path.join(root, 'stage')
  const target = path.join(root, 'target')
  const files: string[] = []
  for (const [where, [name, text]] of [
    ...Object.entries(staged).map(e => [stage, e] as const),
    ...Object.entries(existing).map(e => [target, e] as const)
  ]) {
    await mkdir(path.dirname(path.join(where, name)), { recursive: true })
    await writeFile(path.join(where, name), text)
    if (where === stage) files.push(name)
  }
  await mkdir(target, { recursive: true })
  return { stage, target, files }
}

describe('syncFolder with the platform as a parameter', () => {
  for (const platform of ['win32', 'darwin', 'linux'] as const) {
    const caseInsensitive = caseInsensitivePlatform(platform)

    it(`${platform}: an entry readme.md never overwrites an excluded README.md`, async () => {
      const { stage, target, files } = await folders(
        { 'readme.md': 'from the instance', 'a.txt': 'a' },
        { 'README.md': 'ours' }
      )
      const changes = await syncFolder(stage, files, target, {
        clean: true,
        exclude: compileExclude(['README.md'], { nocase: caseInsensitive }),
        caseInsensitive
      })
      expect(await readFile(path.join(target, 'README.md'), 'utf8')).toBe('ours')
      // On a case-insensitive runner readme.md is README.md: excluded, not written.
      expect(changes.added).toEqual(caseInsensitive ? ['a.txt'] : ['a.txt', 'readme.md'])
      expect(changes.removed).toEqual([])
    })

    it(`${platform}: clean does not delete a file renamed only in letter case`, async () => {
      const { stage, target, files } = await folders(
        { 'Pages/README.md': 'new text' },
        { 'Pages/Readme.md': 'old text' }
      )
      const changes = await syncFolder(stage, files, target, {
        clean: true,
        exclude: compileExclude([], { nocase: caseInsensitive }),
        caseInsensitive
      })
      expect(await readdir(path.join(target, 'Pages'))).toEqual(['README.md'])
      expect(await readFile(path.join(target, 'Pages', 'README.md'), 'utf8')).toBe('new text')
      if (caseInsensitive) {
        expect(changes).toEqual({ added: [], changed: ['Pages/README.md'], removed: [] })
      } else {
        expect(changes).toEqual({
          added: ['Pages/README.md'],
          changed: [],
          removed: ['Pages/Readme.md']
        })
      }
    })

    it(`${platform}: clean never deletes .GIT, .git. or GIT~1`, async () => {
      const { stage, target, files } = await folders(
        { 'a.txt': 'a' },
        { '.GIT/config': 'x', '.git./config': 'y', 'GIT~1/HEAD': 'z', 'old.txt': 'o' }
      )
      const changes = await syncFolder(stage, files, target, {
        clean: true,
        exclude: compileExclude([]),
        caseInsensitive
      })
      expect(changes.removed).toEqual(['old.txt'])
      expect((await readdir(target)).sort()).toEqual(['.GIT', '.git.', 'GIT~1', 'a.txt'])
    })
  }
})
