// The command line's ledger in a file: what one run records the next one finds (the newest entry
// per instance, tenant and project, with both digests); a missing file is an empty ledger; a
// file of something else is "unavailable", never a thrown error.
import { afterAll, describe, expect, it } from '@jest/globals'
import {
  lstat,
  mkdir,
  mkdtemp,
  readdir,
  readFile,
  rm,
  stat,
  symlink,
  writeFile
} from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileLedger } from '../../src/ledger/file-ledger.js'

const A = 'a'.repeat(64)
const B = 'b'.repeat(64)
const C = 'c'.repeat(64)
const scope = { baseUrl: 'https://erp.example.com/AcumaticaERP', tenant: '', project: 'Sales' }

let folder: string | undefined
afterAll(async () => {
  if (folder) await rm(folder, { recursive: true, force: true })
})
async function file(name: string): Promise<string> {
  folder ??= await mkdtemp(path.join(os.tmpdir(), 'file-ledger-'))
  return path.join(folder, name)
}

describe('fileLedger', () => {
  it('finds nothing in a file that does not exist yet, then what the last record wrote', async () => {
    const where = await file('cache/ledger.json')
    const ledger = fileLedger(where, () => new Date('2026-11-27T08:00:00Z'))
    expect(await ledger.newest(scope)).toEqual({ found: false })
    expect(await ledger.record(scope, A)).toMatchObject({ recorded: true })
    expect(await ledger.record(scope, B, C)).toMatchObject({ recorded: true })
    expect(await ledger.newest(scope)).toMatchObject({ found: true, digest: B, contentDigest: C })
    // Another project, tenant or instance has its own entry.
    expect(await ledger.newest({ ...scope, project: 'SalesExtra' })).toEqual({ found: false })
    expect(await ledger.newest({ ...scope, tenant: 'Company' })).toEqual({ found: false })
    // Names are not case-sensitive on an instance.
    expect(await ledger.newest({ ...scope, project: 'SALES' })).toMatchObject({ digest: B })
    // Written whole: no temporary file left beside it.
    expect(await readdir(path.dirname(where))).toEqual(['ledger.json'])
    expect(JSON.parse(await readFile(where, 'utf8'))).toMatchObject({
      format: 'acumatica-deploy-ledger-file-v1'
    })
  })

  it('keeps the items of a deploy for drift, and reads entries written before drift as before', async () => {
    const where = await file('drift-ledger.json')
    // An entry of an earlier version: no content.
    await writeFile(
      where,
      JSON.stringify({
        format: 'acumatica-deploy-ledger-file-v1',
        entries: {
          'acumatica-deploy-ledger-v1|erp.example.com%3A443%2Facumaticaerp||sales|': {
            digest: A,
            contentDigest: C,
            project: 'Sales',
            time: '2026-11-01T00:00:00.000Z'
          }
        }
      })
    )
    const ledger = fileLedger(where)
    expect(await ledger.newest(scope, { content: true })).toEqual({
      found: true,
      digest: A,
      contentDigest: C,
      key: 'acumatica-deploy-ledger-v1|erp.example.com%3A443%2Facumaticaerp||sales|'
    })
    const content = {
      items: [['Code#X', B] as [string, string]],
      files: [['Bin/A.dll', C] as [string, string]]
    }
    expect(await ledger.record(scope, B, C, content)).toMatchObject({ recorded: true })
    expect(await ledger.newest(scope, { content: true })).toMatchObject({ digest: B, content })
    // A lookup that does not ask for the items does not carry them.
    expect(await ledger.newest(scope)).not.toHaveProperty('content')
  })

  it('says a file of something else is unavailable, and refuses to write over it', async () => {
    const where = await file('other.json')
    await writeFile(where, '{"name": "package.json, not a ledger"}')
    const ledger = fileLedger(where)
    expect(await ledger.newest(scope)).toEqual({
      unavailable: expect.stringMatching(/is not a ledger file of this tool/)
    })
    expect(await ledger.record(scope, A)).toEqual({
      recorded: false,
      reason: expect.stringMatching(/could not be written/)
    })
    expect(await readFile(where, 'utf8')).toContain('not a ledger')
  })

  it('takes no digest that is not 64 hex characters', async () => {
    const where = await file('edited.json')
    const ledger = fileLedger(where)
    await ledger.record(scope, A, 'not-hex')
    const written = JSON.parse(await readFile(where, 'utf8')) as {
      entries: Record<string, { digest: string }>
    }
    for (const entry of Object.values(written.entries)) entry.digest = 'edited by hand'
    await writeFile(where, JSON.stringify(written))
    expect(await ledger.newest(scope)).toEqual({ found: false })
  })
})

describe('fileLedger and symbolic links', () => {
  /** A file of the user's outside the ledger's folder, which no link may make the ledger write. */
  async function victim(): Promise<string> {
    const where = await file(`victim-${Math.random().toString(16).slice(2)}.txt`)
    await writeFile(where, 'mine')
    return where
  }

  it('follows no link planted at the old temporary name, nor at guessable ones', async () => {
    const folderOfLedger = await file('planted')
    await mkdir(folderOfLedger)
    const where = path.join(folderOfLedger, 'ledger.json')
    const target = await victim()
    const guesses = [
      `${where}.${process.pid}.tmp`,
      `${where}.tmp`,
      ...Array.from({ length: 16 }, (_, n) => `${where}.${process.pid + n + 1}.tmp`)
    ]
    for (const guess of guesses) await symlink(target, guess)
    const ledger = fileLedger(where, () => new Date('2026-11-27T08:00:00Z'), folderOfLedger)
    expect(await ledger.record(scope, A)).toMatchObject({ recorded: true })
    expect(await ledger.record(scope, B)).toMatchObject({ recorded: true })
    expect(await ledger.newest(scope)).toMatchObject({ found: true, digest: B })
    expect(await readFile(target, 'utf8')).toBe('mine')
    // The ledger is a file of its own, only its owner's to read; the planted links are as they were.
    const info = await lstat(where)
    expect(info.isFile()).toBe(true)
    expect(info.mode & 0o777).toBe(0o600)
    expect((await readdir(folderOfLedger)).sort()).toEqual(
      [path.basename(where), ...guesses.map(guess => path.basename(guess))].sort()
    )
    for (const guess of guesses) expect((await lstat(guess)).isSymbolicLink()).toBe(true)
  })

  it('refuses a ledger that is a link: unavailable, not recorded, the target untouched', async () => {
    const where = await file('linked-ledger.json')
    const target = await victim()
    await symlink(target, where)
    const ledger = fileLedger(where, undefined, path.dirname(where))
    expect(await ledger.newest(scope)).toEqual({
      unavailable: expect.stringMatching(
        /linked-ledger\.json" is a symbolic link: the ledger is never read or written through a link/
      )
    })
    expect(await ledger.record(scope, A)).toEqual({
      recorded: false,
      reason: expect.stringMatching(/could not be written: .* is a symbolic link/)
    })
    expect(await readFile(target, 'utf8')).toBe('mine')
    expect((await lstat(where)).isSymbolicLink()).toBe(true)
  })

  it('refuses a ledger in a linked folder of the workspace; nothing is written there', async () => {
    const workspace = await file('workspace')
    const outside = await file('outside')
    await mkdir(workspace)
    await mkdir(outside)
    await symlink(outside, path.join(workspace, 'cache'), 'dir')
    const ledger = fileLedger(path.join(workspace, 'cache', 'ledger.json'), undefined, workspace)
    expect(await ledger.record(scope, A)).toEqual({
      recorded: false,
      reason: expect.stringMatching(/cache" is a symbolic link/)
    })
    expect(await readdir(outside)).toEqual([])
    expect((await stat(path.join(workspace, 'cache'))).isDirectory()).toBe(true)
  })
})
