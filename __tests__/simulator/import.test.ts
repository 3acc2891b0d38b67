// The simulator's Import, getProject and getPublished: exact fields, zip checks, in-band errors,
// the three getProject forms, and records that never hold a package.
import { describe, expect, it } from '@jest/globals'
import { createHash, randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import type { GetPublishedForm } from '../../simulator/index.js'
import { MINIMAL_PROJECT_XML, projectZip, zipBuffer } from '../../simulator/testing.js'
import { useSimulator } from '../../test-support/simulator-per-test.js'

const { loggedIn } = useSimulator()

function logOf(value: unknown): Array<{ logType: string; message: string; timestamp?: string }> {
  return (value as { log: Array<{ logType: string; message: string }> }).log
}

describe('Import', () => {
  it('stores a valid package and answers an information log', async () => {
    const { sim, client } = await loggedIn()
    const zip = await projectZip({ 'Pages/US/US101000.aspx': '<%@ Page %>' })
    const res = await client.importProject('SamplePriority', zip, {
      projectDescription: 'Priority',
      projectLevel: 3,
      isReplaceIfExists: false
    })
    expect(res.status).toBe(200)
    const log = logOf(res.json())
    expect(log.length).toBeGreaterThan(0)
    expect(log.every(e => e.logType === 'information' && typeof e.timestamp === 'string')).toBe(
      true
    )
    expect(sim.imported).toHaveLength(1)
    const imported = sim.imported[0]
    expect(imported).toMatchObject({
      name: 'SamplePriority',
      description: 'Priority',
      level: 3,
      replace: false,
      size: zip.length,
      sha256: createHash('sha256').update(zip).digest('hex'),
      entries: ['project.xml', 'Pages/US/US101000.aspx']
    })
    expect((await readFile(imported.zipPath)).equals(zip)).toBe(true)
  })

  it('records the Import without the package: a placeholder in the body, the other fields as JSON', async () => {
    const { sim, client } = await loggedIn()
    const zip = await projectZip({ 'big.bin': randomBytes(3000) })
    await client.importProject('P1', zip)
    const record = sim.requests.find(r => r.path === '/CustomizationApi/Import')!
    const base64 = zip.toString('base64')
    expect(record.body).not.toContain(base64.slice(0, 40))
    expect(record.body).toContain(`<base64: ${base64.length} chars>`)
    expect(record.json).toEqual({
      projectName: 'P1',
      projectDescription: 'test',
      projectLevel: 0,
      isReplaceIfExists: true
    })
    expect(JSON.stringify(sim.requests)).not.toContain(base64.slice(100, 160))
  })

  it('answers 400 naming the problem when the five fields are not exactly right', async () => {
    const { sim, client } = await loggedIn()
    const zip = await projectZip()
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ projectName: undefined }, /projectName is missing/],
      [{ projectLevel: '0' }, /projectLevel must be an integer/],
      [{ projectLevel: 1.5 }, /projectLevel must be an integer/],
      [{ isReplaceIfExists: 'true' }, /isReplaceIfExists must be a boolean/],
      [{ projectDescription: undefined }, /projectDescription is missing/],
      [{ projectContent: 'abc' }, /projectContent is not a field of this call/],
      [{ projectContentBase64: '' }, /projectContentBase64 is empty/],
      [{ projectContentBase64: undefined }, /projectContentBase64 is missing/],
      [{ projectContentBase64: 'not base64!' }, /base64/]
    ]
    for (const [fields, message] of cases) {
      const res = await client.importProject('P', zip, fields)
      expect({ fields, status: res.status }).toEqual({ fields, status: 400 })
      expect(res.text).toMatch(message)
    }
    expect(sim.imported).toHaveLength(0)
  })

  it('answers 415 to an Import not sent as JSON and 401 without a session', async () => {
    const { client } = await loggedIn()
    const body = { projectName: 'P', projectContentBase64: 'UEs=' }
    expect(
      (await client.post('/CustomizationApi/Import', body, { contentType: 'text/plain' })).status
    ).toBe(415)
    expect((await client.post('/CustomizationApi/Import', body, { cookie: 'x=1' })).status).toBe(
      401
    )
  })

  it('reports a package that is not a usable project in-band: HTTP 200 with an error log entry', async () => {
    const { sim, client } = await loggedIn()
    const cases: Array<[string, Buffer, RegExp]> = [
      ['NotZip', Buffer.from('this is not a zip file at all'), /not a valid zip/],
      [
        'Nested',
        await zipBuffer({ 'folder/project.xml': MINIMAL_PROJECT_XML }),
        /no project\.xml at its root/
      ],
      ['NoRoot', await zipBuffer({ 'project.xml': '<Other/>' }), /no <Customization> element/]
    ]
    for (const [name, zip, message] of cases) {
      const res = await client.importProject(name, zip)
      expect({ name, status: res.status }).toEqual({ name, status: 200 })
      const errors = logOf(res.json()).filter(e => e.logType === 'error')
      expect(errors).toHaveLength(1)
      expect(errors[0].message).toMatch(message)
    }
    expect(sim.imported).toHaveLength(0)
  })

  it('answers a bad project name with HTTP 500 Invalid project name, as real instances do', async () => {
    const { sim, client } = await loggedIn()
    for (const name of ['1BadName', 'Bad_Name', 'Bad-Name', 'Bad Name']) {
      const res = await client.importProject(name, await projectZip())
      expect({ name, status: res.status }).toEqual({ name, status: 500 })
      expect(res.text).toContain('Invalid project name')
    }
    expect(sim.imported).toHaveLength(0)
  })

  it('says Create new project, then Replace project, as real instances do', async () => {
    const { client } = await loggedIn()
    const zip = await projectZip()
    expect(logOf((await client.importProject('P', zip)).json())).toEqual([
      expect.objectContaining({ logType: 'information', message: 'Create new project: P' })
    ])
    expect(logOf((await client.importProject('P', zip)).json())).toEqual([
      expect.objectContaining({ logType: 'information', message: 'Replace project: P' })
    ])
  })

  it('replaces a project only when isReplaceIfExists is true', async () => {
    const { client } = await loggedIn({ rebuildStoredProjects: false })
    const first = await projectZip({ 'a.txt': 'first' })
    const second = await projectZip({ 'a.txt': 'second' })
    expect(logOf((await client.importProject('P', first)).json())[0].logType).toBe('information')
    const refused = await client.importProject('P', second, { isReplaceIfExists: false })
    expect(logOf(refused.json())[0]).toMatchObject({
      logType: 'error',
      message: expect.stringMatching(/already exists/)
    })
    await client.importProject('P', second, { isReplaceIfExists: true })
    const back = await client.post('/CustomizationApi/getProject', {
      projectName: 'P',
      isAutoResolveConflicts: false
    })
    expect(Buffer.from(back.json() as string, 'base64').equals(second)).toBe(true)
  })

  it('streams a multi-megabyte package to disk and back with the right hash', async () => {
    const { sim, client } = await loggedIn({ rebuildStoredProjects: false })
    const zip = await zipBuffer(
      { 'project.xml': MINIMAL_PROJECT_XML, 'Bin/big.dll': randomBytes(6 * 1024 * 1024) },
      { compress: false }
    )
    const res = await client.importProject('Big', zip)
    expect(res.status).toBe(200)
    expect(sim.imported[0].size).toBe(zip.length)
    expect(sim.imported[0].sha256).toBe(createHash('sha256').update(zip).digest('hex'))
    // Read back from the file in many chunks: the base64 pieces must join into the same bytes.
    const back = await client.post('/CustomizationApi/getProject', {
      projectName: 'Big',
      isAutoResolveConflicts: false
    })
    expect(Buffer.from(back.json() as string, 'base64').equals(zip)).toBe(true)
  })
})

describe('getProject', () => {
  const body = { projectName: 'Deployed', isAutoResolveConflicts: false }

  it.each(['bare', 'quoted', 'json'] as const)(
    'answers the zip as base64 in the %s form',
    async form => {
      const zip = await projectZip({ 'payload.bin': randomBytes(400_001) })
      const { client } = await loggedIn({ projects: { Deployed: zip }, getProjectForm: form })
      const res = await client.post('/CustomizationApi/getProject', body)
      expect(res.status).toBe(200)
      expect(Number(res.headers.get('content-length'))).toBe(Buffer.byteLength(res.text))
      const base64 =
        form === 'bare'
          ? res.text
          : form === 'quoted'
            ? (JSON.parse(res.text) as string)
            : (JSON.parse(res.text) as { projectContentBase64: string }).projectContentBase64
      if (form === 'quoted') expect(res.text.startsWith('"')).toBe(true)
      if (form === 'bare') expect(res.text).toMatch(/^[A-Za-z0-9+/]+=*$/)
      expect(Buffer.from(base64, 'base64').equals(zip)).toBe(true)
    }
  )

  it('answers an unknown project as 26.101 does (200, error entry) or as 24.2 cloud (400)', async () => {
    const words = 'The project is not found: Deployed'
    const { client } = await loggedIn()
    const inBand = await client.post('/CustomizationApi/getProject', body)
    expect(inBand.status).toBe(200)
    expect(logOf(inBand.json())).toEqual([
      expect.objectContaining({ logType: 'error', message: words })
    ])

    // The body around the words with HTTP 400 is assumed (no source quotes it whole).
    const log = await loggedIn({ notFoundStyle: '400-log' })
    const asLog = await log.client.post('/CustomizationApi/getProject', body)
    expect(asLog.status).toBe(400)
    expect(logOf(asLog.json())).toEqual([
      expect.objectContaining({ logType: 'error', message: words })
    ])

    const json = await loggedIn({ notFoundStyle: '400-error-json' })
    const asJson = await json.client.post('/CustomizationApi/getProject', body)
    expect(asJson.status).toBe(400)
    expect(asJson.json()).toMatchObject({
      message: 'An error has occurred.',
      exceptionMessage: words
    })

    const text = await loggedIn({ notFoundStyle: '400-text' })
    const asText = await text.client.post('/CustomizationApi/getProject', body)
    expect(asText.status).toBe(400)
    expect(asText.text).toBe(words)
  })

  it('checks its fields and the session', async () => {
    const { client } = await loggedIn({ projects: { Deployed: await projectZip() } })
    expect((await client.post('/CustomizationApi/getProject', { name: 'Deployed' })).status).toBe(
      400
    )
    const unauthorized = await client.post('/CustomizationApi/getProject', body, { cookie: '' })
    expect(unauthorized.status).toBe(401)
  })
})

describe('getPublished', () => {
  it('lists the published projects, and is 404 where the instance has no such call', async () => {
    const zip = await projectZip()
    const { client } = await loggedIn({ projects: { A: zip, B: zip }, published: ['A'] })
    const res = await client.post('/CustomizationApi/getPublished', {})
    expect(res.status).toBe(200)
    expect(res.json()).toEqual({ projects: [{ name: 'A' }], items: [], log: [] })

    const old = await loggedIn({ getPublishedAvailable: false })
    expect((await old.client.post('/CustomizationApi/getPublished', {})).status).toBe(404)
  })

  it('answers the "nothing published" form, without projects, when nothing is published', async () => {
    const { client } = await loggedIn({ projects: {} })
    const res = await client.post('/CustomizationApi/getPublished', {})
    expect(res.status).toBe(200)
    const body = res.json() as { log: { logType: string; message: string }[] }
    expect(Object.keys(body)).toEqual(['log'])
    expect(body.log).toHaveLength(1)
    expect(body.log[0]).toMatchObject({
      logType: 'information',
      message: 'The system does not contain published projects'
    })
  })

  it('answers each forced form', async () => {
    const zip = await projectZip()
    const options = { projects: { A: zip }, published: ['A'] }
    const answer = async (getPublishedForm: GetPublishedForm) => {
      const { client } = await loggedIn({ ...options, getPublishedForm })
      const res = await client.post('/CustomizationApi/getPublished', {})
      expect(res.status).toBe(200)
      return res.json() as Record<string, unknown>
    }
    expect(await answer('pascal-case')).toEqual({ Projects: [{ Name: 'A' }], Items: [], Log: [] })
    expect(await answer('projects')).toEqual({ projects: [{ name: 'A' }], items: [], log: [] })
    expect(await answer('nothing-published')).not.toHaveProperty('projects')
    const error = await answer('error')
    expect(error).toEqual({ log: [expect.objectContaining({ logType: 'error' })] })
    expect(await answer('malformed')).toEqual({ items: [], status: 'unknown' })
  })
})
