import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import { chmod, mkdir, mkdtemp, readFile, rm, symlink, utimes, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { PackageError, zipProjectFolder } from '../../src/package/index.js'
import { readZipEntries } from '../../test-support/zip.js'

/** Buffer.equals: jest's toEqual walks big buffers byte by byte, which takes seconds. */
function expectSameBytes(actual: Buffer | undefined, expected: Buffer): void {
  expect(actual?.length).toBe(expected.length)
  expect(actual?.equals(expected)).toBe(true)
}

const STORED = 0
const DEFLATED = 8

let work: string
let project: string
let output: string

beforeEach(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'package-zip-'))
  project = path.join(work, 'project')
  output = path.join(work, 'temp', 'package.zip')
  await mkdir(project)
})

afterEach(async () => {
  await rm(work, { recursive: true, force: true })
})

async function write(root: string, relative: string, content: string | Buffer): Promise<void> {
  await mkdir(path.dirname(path.join(root, relative)), { recursive: true })
  await writeFile(path.join(root, relative), content)
}

async function zip(exclude: string[] = [], folder = project) {
  return zipProjectFolder(folder, { exclude, outputPath: output })
}

describe('zipProjectFolder: content', () => {
  it('puts the folder contents at the zip root, with / paths, project.xml first, sorted, content unchanged', async () => {
    await write(project, 'project.xml', '<Customization level="0" />')
    await write(project, 'Pages/SO/SO301000.aspx', '<%@ Page %>')
    await write(project, 'Bin/Custom.dll', randomBytes(1000))
    await write(project, 'SQL/b.sql', 'SELECT 1')
    await write(project, 'SQL/a.sql', 'SELECT 2')
    await write(project, '.editorconfig', 'root = true')

    const info = await zip()
    const entries = await readZipEntries(output)

    expect(entries.map(entry => entry.name)).toEqual([
      'project.xml',
      '.editorconfig',
      'Bin/Custom.dll',
      'Pages/SO/SO301000.aspx',
      'SQL/a.sql',
      'SQL/b.sql'
    ])
    for (const entry of entries) {
      expectSameBytes(entry.content, await readFile(path.join(project, entry.name)))
    }
    expect(info.entries).toBe(6)
    expect(info.path).toBe(output)
  })

  it('reports the size and SHA-256 of the file it wrote', async () => {
    await write(project, 'project.xml', '<Customization />')
    await write(project, 'Bin/a.dll', randomBytes(300_000))

    const info = await zip()
    const onDisk = await readFile(output)

    expect(info.size).toBe(onDisk.length)
    expect(info.sha256).toBe(createHash('sha256').update(onDisk).digest('hex'))
  })

  it('leaves out .git folders at any depth and the .git file of a submodule', async () => {
    await write(project, 'project.xml', '<Customization />')
    await write(project, '.git/config', '[core]')
    await write(project, 'Sub/.git/HEAD', 'ref: refs/heads/main')
    await write(project, 'Module/.git', 'gitdir: ../.git/modules/Module')
    await write(project, 'Module/code.cs', 'class A {}')
    await write(project, '.gitignore', 'bin/')

    const names = (await readZipEntries((await zip()).path)).map(entry => entry.name)

    expect(names).toEqual(['project.xml', '.gitignore', 'Module/code.cs'])
  })

  it('puts project.xml first, then sorts by the UTF-8 bytes of the path, not by UTF-16 or locale', async () => {
    await write(project, 'project.xml', '<Customization />')
    // U+FF5E sorts before U+1F600 in UTF-16 code units, after it in UTF-8 bytes.
    await write(project, '\u{ff5e}.txt', 'a')
    await write(project, '\u{1f600}.txt', 'b')
    await write(project, 'B.txt', 'c')
    await write(project, 'a.txt', 'd')

    const names = (await readZipEntries((await zip()).path)).map(entry => entry.name)

    expect(names).toEqual(['project.xml', 'B.txt', 'a.txt', '\u{ff5e}.txt', '\u{1f600}.txt'])
  })

  it('stores formats that are compressed already and random-looking big files, deflates text', async () => {
    const random = randomBytes(600_000)
    const text = Buffer.from('<Field name="OrderNbr" type="String" />\n'.repeat(20_000))
    await write(project, 'project.xml', text)
    await write(project, 'Images/logo.png', randomBytes(2000))
    await write(project, 'Bin/Packed.dll', random)
    await write(project, 'Bin/small.bin', randomBytes(1000))

    const entries = await readZipEntries((await zip()).path)
    const method = Object.fromEntries(entries.map(entry => [entry.name, entry.method]))

    expect(method).toEqual({
      'Bin/Packed.dll': STORED,
      'Bin/small.bin': DEFLATED,
      'Images/logo.png': STORED,
      'project.xml': DEFLATED
    })
    expectSameBytes(entries.find(entry => entry.name === 'Bin/Packed.dll')?.content, random)
    expectSameBytes(entries.find(entry => entry.name === 'project.xml')?.content, text)
  })

  it('never zips the package itself when it is written inside the project folder', async () => {
    await write(project, 'project.xml', '<Customization />')
    output = path.join(project, 'out', 'package.zip')

    await zip()
    const second = await zip()

    expect((await readZipEntries(second.path)).map(entry => entry.name)).toEqual(['project.xml'])
  })
})

describe('zipProjectFolder: exclude', () => {
  beforeEach(async () => {
    await write(project, 'project.xml', '<Customization />')
    await write(project, 'Bin/Custom.dll', 'dll')
    await write(project, 'Bin/Custom.pdb', 'pdb')
    await write(project, 'Bin/Debug/x.dll', 'debug')
    await write(project, 'Pages/page.aspx.bak', 'old')
    await write(project, 'Pages/page.aspx', 'new')
    await write(project, 'docs/readme.md', 'docs')
    await write(project, 'docs/deep/more.md', 'more')
    await write(project, '.github/workflows/ci.yml', 'on: push')
  })

  async function names(exclude: string[]): Promise<string[]> {
    return (await readZipEntries((await zip(exclude)).path)).map(entry => entry.name)
  }

  it('leaves out files matched by globs relative to the folder', async () => {
    expect(await names(['**/*.bak', 'Bin/*.pdb'])).toEqual([
      'project.xml',
      '.github/workflows/ci.yml',
      'Bin/Custom.dll',
      'Bin/Debug/x.dll',
      'Pages/page.aspx',
      'docs/deep/more.md',
      'docs/readme.md'
    ])
  })

  it('leaves out a whole folder when a pattern matches the folder', async () => {
    expect(await names(['docs', 'Bin/Debug/', './.github'])).toEqual([
      'project.xml',
      'Bin/Custom.dll',
      'Bin/Custom.pdb',
      'Pages/page.aspx',
      'Pages/page.aspx.bak'
    ])
  })

  it('matches dot folders with ** (dot: true) and ignores blank lines', async () => {
    const kept = await names(['**/*.yml', '', '  '])

    expect(kept).not.toContain('.github/workflows/ci.yml')
    expect(kept).toHaveLength(8)
  })

  it('matches composed and decomposed names alike (macOS hands out NFD, patterns are typed NFC)', async () => {
    // `Café` as macOS lists it (e + U+0301) and as a pattern is typed (é), and the other way.
    await write(project, 'Cafe\u0301/secret.txt', 'nfd')
    await write(project, 'R\u00e9sum\u00e9.txt', 'nfc')
    const kept = await names(['Caf\u00e9/**', 'Re\u0301sume\u0301.txt'])
    expect(kept).not.toContain('Cafe\u0301/secret.txt')
    expect(kept).not.toContain('R\u00e9sum\u00e9.txt')
    expect(kept).toHaveLength(9)
  })

  it('refuses patterns it cannot honour, naming the exclude input', async () => {
    await expect(zip(['!Bin/**'])).rejects.toThrow(/^exclude pattern "!Bin\/\*\*" is a negation/)
    await expect(zip(['/etc/**'])).rejects.toThrow(/exclude pattern "\/etc\/\*\*" must be relative/)
    await expect(zip(['../other/**'])).rejects.toThrow(PackageError)
    await expect(zip(['C:/x/**'])).rejects.toThrow(/must be relative to project-path/)
  })

  it('refuses an exclude that leaves out project.xml', async () => {
    await expect(zip(['*.xml'])).rejects.toThrow(/no project\.xml at its root \(or exclude/)
  })
})

describe('zipProjectFolder: the same folder always gives the same bytes', () => {
  const files: [string, string | Buffer][] = [
    ['project.xml', '<Customization />'],
    ['Bin/a.dll', randomBytes(400_000)],
    ['Pages/x.aspx', 'x'.repeat(5000)],
    ['SQL/1.sql', 'CREATE TABLE T (ID int)'],
    ['Images/i.png', randomBytes(100)]
  ]

  it('whatever the creation order, times and permissions of the files', async () => {
    const first = path.join(work, 'first')
    const second = path.join(work, 'second')
    for (const [name, content] of files) await write(first, name, content)
    for (const [name, content] of [...files].reverse()) await write(second, name, content)
    await utimes(path.join(second, 'Bin/a.dll'), new Date(2001, 1, 1), new Date(2001, 1, 1))
    await utimes(path.join(second, 'project.xml'), new Date(), new Date(2030, 5, 5))
    await chmod(path.join(second, 'SQL/1.sql'), 0o600)

    const a = await zipProjectFolder(first, { exclude: [], outputPath: path.join(work, 'a.zip') })
    const b = await zipProjectFolder(second, { exclude: [], outputPath: path.join(work, 'b.zip') })

    expect(b.sha256).toBe(a.sha256)
    expectSameBytes(await readFile(b.path), await readFile(a.path))
  })

  it('whatever the time zone, with a fixed DOS time, fixed mode and no extra fields', async () => {
    for (const [name, content] of files) await write(project, name, content)
    const saved = process.env.TZ
    try {
      process.env.TZ = 'Pacific/Kiritimati'
      const east = await zipProjectFolder(project, {
        exclude: [],
        outputPath: path.join(work, 'east.zip')
      })
      process.env.TZ = 'America/Adak'
      const west = await zipProjectFolder(project, {
        exclude: [],
        outputPath: path.join(work, 'west.zip')
      })
      expect(west.sha256).toBe(east.sha256)
    } finally {
      if (saved === undefined) delete process.env.TZ
      else process.env.TZ = saved
    }

    for (const entry of await readZipEntries(path.join(work, 'east.zip'))) {
      expect({
        date: entry.date,
        time: entry.time,
        mode: entry.mode,
        extra: entry.extraFields
      }).toEqual({ date: (0 << 9) | (1 << 5) | 1, time: 0, mode: 0o100644, extra: 0 })
    }
  })
})

const posixOnly = process.platform === 'win32' ? it.skip : it

describe('zipProjectFolder: symbolic links', () => {
  beforeEach(async () => {
    await write(project, 'project.xml', '<Customization />')
  })

  it('refuses a file link that points outside the folder, naming the link and its target', async () => {
    await write(work, 'secret.txt', 'runner secret')
    await symlink(path.join(work, 'secret.txt'), path.join(project, 'leak.txt'))

    const refusal = zip()
    await expect(refusal).rejects.toThrow(PackageError)
    await expect(refusal).rejects.toThrow(
      `project-path contains a symbolic link that points outside it: leak.txt -> ${path.join(work, 'secret.txt')}`
    )
  })

  it('refuses a folder link that points outside the folder, even through a relative path', async () => {
    await write(work, 'elsewhere/file.txt', 'x')
    await mkdir(path.join(project, 'Sub'))
    await symlink('../../elsewhere', path.join(project, 'Sub', 'out'))

    await expect(zip()).rejects.toThrow(
      `points outside it: Sub/out -> ${path.join(work, 'elsewhere')}`
    )
  })

  it('lets an excluded link that points outside the folder be', async () => {
    await symlink('/etc', path.join(project, 'etc'))

    const names = (await readZipEntries((await zip(['etc'])).path)).map(entry => entry.name)

    expect(names).toEqual(['project.xml'])
  })

  it('stores links to files and folders inside the folder as regular content under the link path', async () => {
    await write(project, 'Shared/common.sql', 'SELECT 42')
    await symlink('common.sql', path.join(project, 'Shared', 'alias.sql'))
    await symlink('Shared', path.join(project, 'Linked'))

    const entries = await readZipEntries((await zip()).path)

    expect(entries.map(entry => [entry.name, entry.content.toString(), entry.mode])).toEqual([
      ['project.xml', '<Customization />', 0o100644],
      ['Linked/alias.sql', 'SELECT 42', 0o100644],
      ['Linked/common.sql', 'SELECT 42', 0o100644],
      ['Shared/alias.sql', 'SELECT 42', 0o100644],
      ['Shared/common.sql', 'SELECT 42', 0o100644]
    ])
  })

  it('refuses a folder link that loops back to a folder that holds it, instead of following it', async () => {
    await mkdir(path.join(project, 'A', 'B'), { recursive: true })
    await symlink('..', path.join(project, 'A', 'B', 'up'))

    // The expected path first: awaiting it inside toThrow's argument left zip()'s rejection
    // unhandled for that long, which failed the test on a busy machine.
    const target = path.join(await realRoot(), 'A')
    await expect(zip()).rejects.toThrow(`leads back to a folder that holds it: A/B/up -> ${target}`)
  })

  it('refuses a dangling link, naming it', async () => {
    await symlink('missing.txt', path.join(project, 'dangling.txt'))

    await expect(zip()).rejects.toThrow(/target cannot be reached: dangling\.txt -> missing\.txt/)
  })

  posixOnly('refuses a named pipe rather than hanging on it', async () => {
    execFileSync('mkfifo', [path.join(project, 'pipe')])

    await expect(zip()).rejects.toThrow(/project-path contains pipe, which is neither a file/)
  })

  async function realRoot(): Promise<string> {
    const { realpath } = await import('node:fs/promises')
    return realpath(project)
  }
})

describe('zipProjectFolder: refusals', () => {
  it('refuses a folder without project.xml at its root, naming project-path', async () => {
    await write(project, 'Sub/project.xml', '<Customization />')

    const refusal = zip()
    await expect(refusal).rejects.toThrow(PackageError)
    await expect(refusal).rejects.toThrow(/^project-path ".*" has no project\.xml at its root/)
  })

  it('refuses an empty folder and one holding only .git', async () => {
    await expect(zip()).rejects.toThrow(/has no files to zip/)
    await write(project, '.git/HEAD', 'ref')
    await expect(zip()).rejects.toThrow(/has no files to zip/)
  })

  it('refuses a project-path that does not exist or is a file', async () => {
    await expect(zip([], path.join(work, 'nope'))).rejects.toThrow(
      /^project-path ".*nope" does not exist/
    )
    await write(work, 'file.txt', 'x')
    await expect(zip([], path.join(work, 'file.txt'))).rejects.toThrow(/is not a folder/)
  })

  it('leaves no package behind when it refuses', async () => {
    await write(project, 'readme.md', 'no project here')
    await expect(zip()).rejects.toThrow(PackageError)
    await expect(readFile(output)).rejects.toThrow(/ENOENT/)
  })
})
