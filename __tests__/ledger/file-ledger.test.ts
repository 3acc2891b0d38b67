// The command line's ledger in a file: what one run records the next one finds (the newest entry
// per instance, tenant and project, with both digests); a missing file is an empty ledger; a
// file of something else is "unavailable", never a thrown error.
import { afterAll, describe, expect, it } from '@jest/globals'
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
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
