import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { createHash, randomBytes } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import yazl from 'yazl'
import { PackageError, inspectPackage, looksLikeZip } from '../../src/package/index.js'

let work: string

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'package-inspect-'))
})

afterAll(async () => {
  await rm(work, { recursive: true, force: true })
})

/** A zip written by yazl (not by the code under test), with a comment to push the end record. */
async function makeZip(
  name: string,
  files: Record<string, Buffer | string>,
  end: { forceZip64Format?: boolean; comment?: string } = {}
): Promise<string> {
  const zip = new yazl.ZipFile()
  for (const [entry, content] of Object.entries(files)) zip.addBuffer(Buffer.from(content), entry)
  zip.end({ forceZip64Format: end.forceZip64Format ?? false, comment: end.comment ?? '' })
  const target = path.join(work, name)
  await pipeline(zip.outputStream, createWriteStream(target))
  return target
}

describe('inspectPackage', () => {
  it('gives the size, SHA-256 and entry count of a ready-made zip, as on disk', async () => {
    const zipPath = await makeZip('ok.zip', {
      'project.xml': '<Customization />',
      'Bin/a.dll': randomBytes(200_000),
      'Pages/p.aspx': 'x'
    })
    const bytes = await readFile(zipPath)

    const info = await inspectPackage(zipPath)

    expect(info).toEqual({
      path: zipPath,
      size: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      entries: 3
    })
  })

  it('counts entries through a zip comment and through ZIP64 end records', async () => {
    const commented = await makeZip(
      'comment.zip',
      { 'project.xml': 'p', 'a.txt': 'a' },
      { comment: 'built by CI '.repeat(100) }
    )
    const zip64 = await makeZip('zip64.zip', { 'project.xml': 'p' }, { forceZip64Format: true })

    expect((await inspectPackage(commented)).entries).toBe(2)
    expect((await inspectPackage(zip64)).entries).toBe(1)
  })

  it('refuses a file that does not exist, naming the package input', async () => {
    const refusal = inspectPackage(path.join(work, 'missing.zip'))
    await expect(refusal).rejects.toThrow(PackageError)
    await expect(refusal).rejects.toThrow(/^package ".*missing\.zip" does not exist/)
  })

  it('refuses a folder', async () => {
    await mkdir(path.join(work, 'folder.zip'))
    await expect(inspectPackage(path.join(work, 'folder.zip'))).rejects.toThrow(
      /^package ".*folder\.zip" is not a file/
    )
  })

  it('refuses an empty file', async () => {
    await writeFile(path.join(work, 'empty.zip'), '')
    await expect(inspectPackage(path.join(work, 'empty.zip'))).rejects.toThrow(
      /^package ".*empty\.zip" is empty \(0 bytes\)/
    )
  })

  it('refuses a file that is not a zip', async () => {
    await writeFile(path.join(work, 'page.zip'), '<html>Login</html>')
    await expect(inspectPackage(path.join(work, 'page.zip'))).rejects.toThrow(
      /^package ".*page\.zip" is not a zip file/
    )
  })

  it('refuses a zip with no entries (it would empty the project)', async () => {
    const empty = await makeZip('no-entries.zip', {})
    await expect(inspectPackage(empty)).rejects.toThrow(PackageError)
    await expect(inspectPackage(empty)).rejects.toThrow(
      /^package ".*no-entries\.zip" is a zip with no entries/
    )
  })

  it('refuses a zip cut short (no central directory)', async () => {
    const whole = await readFile(
      await makeZip('whole.zip', { 'project.xml': 'p', 'b.bin': randomBytes(5000) })
    )
    await writeFile(path.join(work, 'cut.zip'), whole.subarray(0, 3000))
    await expect(inspectPackage(path.join(work, 'cut.zip'))).rejects.toThrow(
      /is not a complete zip/
    )
  })
})

describe('looksLikeZip', () => {
  it('is true for a file starting with a zip entry', async () => {
    expect(await looksLikeZip(await makeZip('look.zip', { 'project.xml': 'p' }))).toBe(true)
  })

  it('is false for other content, short files, empty zips, folders and missing paths', async () => {
    await writeFile(path.join(work, 'text.zip'), 'PK but not really')
    await writeFile(path.join(work, 'short.zip'), 'PK')
    expect(await looksLikeZip(path.join(work, 'text.zip'))).toBe(false)
    expect(await looksLikeZip(path.join(work, 'short.zip'))).toBe(false)
    expect(await looksLikeZip(await makeZip('empty-look.zip', {}))).toBe(false)
    expect(await looksLikeZip(work)).toBe(false)
    expect(await looksLikeZip(path.join(work, 'nothing.zip'))).toBe(false)
  })
})
