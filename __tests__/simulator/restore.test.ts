// The simulator pieces a restore needs: delete of a stored project that is not published, Import
// refused while a publish runs, the stored bytes readable by name, and the optional publishBegin
// fields (tenantLoginNames with tenantMode List, isReplayPreviouslyExecutedScripts).
import { describe, expect, it } from '@jest/globals'
import type { Simulator } from '../../simulator/index.js'
import { projectZip, type SimClient } from '../../simulator/testing.js'
import { useSimulator } from '../../test-support/simulator-per-test.js'

const { loggedIn } = useSimulator()

function logOf(value: unknown): Array<{ logType: string; message: string }> {
  return (value as { log: Array<{ logType: string; message: string }> }).log
}

/** Polls publishEnd until the run is no longer running. */
async function finishRun(sim: Simulator, client: SimClient): Promise<void> {
  for (let i = 0; i < 10 && sim.publishState === 'running'; i++) await client.publishEnd()
  expect(sim.publishState).not.toBe('running')
}

describe('delete', () => {
  it('deletes a stored project that is not published', async () => {
    const zip = await projectZip()
    const { sim, client } = await loggedIn({ projects: { A: zip, B: zip }, published: ['B'] })
    const res = await client.deleteProject('A')
    expect(res.status).toBe(200)
    expect(logOf(res.json())).toEqual([
      expect.objectContaining({ logType: 'information', message: 'Delete project: A' })
    ])
    expect(sim.storedProjectNames()).toEqual(['B'])
    expect(sim.storedProject('A')).toBeUndefined()
    const gone = await client.post('/CustomizationApi/getProject', { projectName: 'A' })
    expect(logOf(gone.json())).toEqual([
      expect.objectContaining({ logType: 'error', message: 'The project is not found: A' })
    ])
    expect(sim.requests.at(-2)).toMatchObject({
      path: '/CustomizationApi/delete',
      json: { projectName: 'A' }
    })
  })

  it('refuses in-band a published project, an unknown one, and any while a publish runs', async () => {
    const zip = await projectZip()
    const { sim, client } = await loggedIn({ projects: { A: zip, B: zip }, published: ['B'] })
    const published = await client.deleteProject('B')
    expect(published.status).toBe(200)
    expect(logOf(published.json())).toEqual([
      expect.objectContaining({
        logType: 'error',
        message: expect.stringMatching(/'B' is published/)
      })
    ])
    const unknown = await client.deleteProject('Nope')
    expect(logOf(unknown.json())).toEqual([
      expect.objectContaining({
        logType: 'error',
        // The answer of delete to an unknown project is assumed: getProject's words.
        message: 'The project is not found: Nope'
      })
    ])

    expect((await client.publishBegin(['B'], { isOnlyValidation: true })).status).toBe(200)
    const running = await client.deleteProject('A')
    expect(logOf(running.json())).toEqual([
      expect.objectContaining({
        logType: 'error',
        message: expect.stringMatching(/publication is in progress/)
      })
    ])
    expect(sim.storedProjectNames().sort()).toEqual(['A', 'B'])
    await finishRun(sim, client)
    expect(logOf((await client.deleteProject('A')).json())[0].logType).toBe('information')
    expect(sim.storedProjectNames()).toEqual(['B'])
  })

  it('checks its fields and the session', async () => {
    const { client } = await loggedIn({ projects: { A: await projectZip() } })
    const wrong = await client.post('/CustomizationApi/delete', { name: 'A' })
    expect(wrong.status).toBe(400)
    expect(wrong.text).toMatch(/projectName is missing/)
    expect(wrong.text).toMatch(/name is not a field of this call/)
    const noSession = await client.post(
      '/CustomizationApi/delete',
      { projectName: 'A' },
      { cookie: '' }
    )
    expect(noSession.status).toBe(401)
    expect((await client.post('/CustomizationApi/Delete', { projectName: 'A' })).status).toBe(404)
  })
})

describe('Import while a publish runs, and the stored bytes', () => {
  it('refuses an Import in-band while a publish or validation runs, not after it ended', async () => {
    const before = await projectZip({ 'Pages/a.aspx': 'before' })
    const after = await projectZip({ 'Pages/a.aspx': 'after' })
    const { sim, client } = await loggedIn({
      projects: { A: before },
      rebuildStoredProjects: false
    })
    expect((await client.publishBegin(['A'], { isOnlyValidation: true })).status).toBe(200)
    const refused = await client.importProject('A', after)
    expect(refused.status).toBe(200)
    expect(logOf(refused.json())).toEqual([
      expect.objectContaining({
        logType: 'error',
        message: expect.stringMatching(/publication is in progress/)
      })
    ])
    expect(sim.imported).toHaveLength(0)
    expect(sim.storedProject('A')?.equals(before)).toBe(true)

    await finishRun(sim, client)
    expect(sim.publishState).toBe('completed')
    const accepted = await client.importProject('A', after)
    expect(logOf(accepted.json()).every(e => e.logType === 'information')).toBe(true)
    expect(sim.storedProject('A')?.equals(after)).toBe(true)
  })

  it('counts a failed run as ended too', async () => {
    const zip = await projectZip()
    const { sim, client } = await loggedIn({
      projects: { A: zip },
      publishEndScript: [{ json: { isFailed: true, log: 'CS0103' } }]
    })
    await client.publishBegin(['A'])
    await finishRun(sim, client)
    expect(sim.publishState).toBe('failed')
    expect(logOf((await client.importProject('A', zip)).json())[0].logType).toBe('information')
  })

  it('keeps the last imported bytes by name, so getProject and storedProject give them back', async () => {
    const first = await projectZip({ 'Pages/a.aspx': 'one' })
    const second = await projectZip({ 'Pages/a.aspx': 'two' })
    const { sim, client } = await loggedIn({ projects: {}, rebuildStoredProjects: false })
    expect(sim.storedProjectNames()).toEqual([])
    await client.importProject('A', first)
    await client.importProject('B', first)
    await client.importProject('A', second)
    expect(sim.storedProjectNames().sort()).toEqual(['A', 'B'])
    expect(sim.storedProject('A')?.equals(second)).toBe(true)
    expect(sim.storedProject('B')?.equals(first)).toBe(true)
    const res = await client.post('/CustomizationApi/getProject', { projectName: 'A' })
    expect(Buffer.from(JSON.parse(res.text) as string, 'base64').equals(second)).toBe(true)
  })
})

describe('publishBegin optional fields', () => {
  it('accepts tenantLoginNames with List and the replay flag, and records them', async () => {
    const { sim, client } = await loggedIn({ projects: { A: await projectZip() } })
    const fields = {
      tenantMode: 'List',
      tenantLoginNames: ['Company', 'Sandbox'],
      isReplayPreviouslyExecutedScripts: true
    }
    expect((await client.publishBegin(['A'], fields)).status).toBe(200)
    expect(sim.lastPublishBegin).toEqual({
      isMergeWithExistingPackages: false,
      isOnlyValidation: false,
      isOnlyDbUpdates: false,
      projectNames: ['A'],
      ...fields
    })
  })

  it('answers 400 to tenant names without List, List without them, and other tenantMode spellings', async () => {
    const { sim, client } = await loggedIn({ projects: { A: await projectZip() } })
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ tenantMode: 'List' }, /tenantLoginNames is required with tenantMode List/],
      [{ tenantMode: 'All', tenantLoginNames: ['T'] }, /allowed only with tenantMode List/],
      [{ tenantMode: 'Current', tenantLoginNames: ['T'] }, /allowed only with tenantMode List/],
      [{ tenantMode: 'List', tenantLoginNames: [] }, /non-empty array of tenant login names/],
      [{ tenantMode: 'List', tenantLoginNames: 'T' }, /non-empty array of tenant login names/],
      [
        { isReplayPreviouslyExecutedScripts: 'true' },
        /isReplayPreviouslyExecutedScripts must be a boolean/
      ],
      [
        { tenantMode: 'list', tenantLoginNames: ['T'] },
        /tenantMode must be one of Current, All, List/
      ],
      [{ tenantMode: 'ALL' }, /tenantMode must be one of/]
    ]
    for (const [fields, message] of cases) {
      const res = await client.publishBegin(['A'], fields)
      expect({ fields, status: res.status }).toEqual({ fields, status: 400 })
      expect(res.text).toMatch(message)
    }
    expect(sim.publishState).toBe('idle')
    expect(sim.lastPublishBegin).toBeUndefined()
  })
})
