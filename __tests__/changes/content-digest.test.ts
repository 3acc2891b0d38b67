// The content digest the ledger keeps beside the package digest: equal for two packages the
// Changes comparison finds equal (other bytes, item order, line ends, indentation, entry order),
// different when an item, a file or the level differs.
import { afterAll, describe, expect, it } from '@jest/globals'
import { once } from 'node:events'
import { createWriteStream } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import yazl from 'yazl'
import { compareContent } from '../../src/changes/compare.js'
import { contentDigest } from '../../src/changes/content-digest.js'
import { readProjectContent } from '../../src/changes/project-content.js'

let folder: string | undefined
afterAll(async () => {
  if (folder) await rm(folder, { recursive: true, force: true })
})

let count = 0
async function contentOf(entries: Record<string, string>) {
  folder ??= await mkdtemp(path.join(os.tmpdir(), 'content-digest-'))
  const file = path.join(folder, `${count++}.zip`)
  const zipFile = new yazl.ZipFile()
  for (const [entry, content] of Object.entries(entries)) {
    zipFile.addBuffer(Buffer.from(content), entry)
  }
  zipFile.end()
  const out = createWriteStream(file)
  zipFile.outputStream.pipe(out)
  await once(out, 'close')
  return readProjectContent(file, file)
}

async function digestOf(entries: Record<string, string>, level = 0): Promise<string> {
  return contentDigest(await contentOf(entries), level)
}

const sql = (table: string): string =>
  `<Sql TableName="${table}" TableSchemaXml="#CDATA"><CDATA name="TableSchemaXml"><![CDATA[<table name="${table}" />]]></CDATA></Sql>`
const page = (text: string): string =>
  `<Page path="~/pages/ac/ac301000.aspx" pageSource="#CDATA"><CDATA name="pageSource"><![CDATA[${text}]]></CDATA></Page>`

const deployed = {
  'project.xml': `<Customization level="0" product-version="24.210">\n  ${sql('AcmeA')}\n  ${page('v1')}\n</Customization>`,
  'Bin/Acme.dll': 'MZ acme'
}

describe('contentDigest', () => {
  it('is the same for the same content in other bytes (as an instance writes it back)', async () => {
    const rewritten = {
      'Bin/Acme.dll': 'MZ acme',
      'project.xml': `<Customization product-version="24.210" level="0">\r\n    ${page('v1')}\r\n    ${sql('AcmeA')}\r\n</Customization>`
    }
    expect(await digestOf(rewritten)).toBe(await digestOf(deployed))
    // The comparison a skip also needs finds no change between them either.
    expect(compareContent(await contentOf(deployed), await contentOf(rewritten))).toEqual({
      added: [],
      changed: [],
      removed: []
    })
  })

  it('differs when an item, a file or the level differs', async () => {
    const base = await digestOf(deployed)
    const variants = [
      { ...deployed, 'project.xml': deployed['project.xml'].replace('v1', 'v2') },
      { ...deployed, 'project.xml': deployed['project.xml'].replace('AcmeA', 'AcmeB') },
      { ...deployed, 'Bin/Acme.dll': 'MZ acme 2' },
      { ...deployed, 'Bin/Other.dll': 'MZ other' }
    ]
    for (const variant of variants) expect(await digestOf(variant)).not.toBe(base)
    expect(await digestOf(deployed, 1)).not.toBe(base)
  })
})
