// The ledger in the Actions cache (src/ledger/actions-cache-ledger.ts) through the REAL
// @actions/cache client, against the cache stand-in (simulator/cache-service.ts): entries are
// saved as the service stores them, a prefix lookup finds the newest, a download gives back the
// tiny file, and a missing or failing service is an answer, never an error.
import { afterAll, afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

// Keep the real library, only collect its log lines (a partial mock would break it).
const lines: string[] = []
const realCore = await import('@actions/core')
jest.unstable_mockModule('@actions/core', () => ({
  ...realCore,
  info: (text: string) => lines.push(`info ${text}`),
  debug: () => undefined,
  setSecret: () => undefined,
  warning: (text: string | Error) => lines.push(`warning ${String(text)}`),
  error: (text: string | Error) => lines.push(`error ${String(text)}`)
}))
const cache = await import('@actions/cache')
const { actionsCacheLedger, ledgerFile } = await import('../../src/ledger/actions-cache-ledger.js')
const { ledgerKey } = await import('../../src/ledger/ledger-key.js')
const { startArtifactService } = await import('../../simulator/artifact-service.js')
type ResultsService = Awaited<ReturnType<typeof startArtifactService>>

const ENV_NAMES = [
  'ACTIONS_RUNTIME_TOKEN',
  'ACTIONS_RESULTS_URL',
  'ACTIONS_CACHE_SERVICE_V2',
  'GITHUB_SERVER_URL',
  'GITHUB_WORKSPACE',
  'RUNNER_TEMP'
]
const savedEnv: Record<string, string | undefined> = {}
let temp = ''
let service: ResultsService | undefined

const scope = { baseUrl: 'https://erp.example.com/AcumaticaERP', tenant: '', project: 'Sales' }
const P = 'aa'.repeat(32)
const Q = 'bb'.repeat(32)

beforeAll(async () => {
  for (const name of ENV_NAMES) savedEnv[name] = process.env[name]
  temp = await mkdtemp(path.join(os.tmpdir(), 'ledger-test-'))
})

afterAll(async () => {
  for (const name of ENV_NAMES) {
    if (savedEnv[name] === undefined) delete process.env[name]
    else process.env[name] = savedEnv[name]
  }
  await rm(temp, { recursive: true, force: true })
})

afterEach(async () => {
  await service?.close()
  service = undefined
  lines.length = 0
})

async function withService(): Promise<ResultsService> {
  service = await startArtifactService()
  for (const name of ENV_NAMES) delete process.env[name]
  Object.assign(process.env, service.env(), { GITHUB_WORKSPACE: temp, RUNNER_TEMP: temp })
  return service
}

const ledgerOf = (run: string, tempDir = temp) =>
  actionsCacheLedger({ run: { id: run, attempt: '1' }, tempDir, now: () => new Date(0) })

describe('the ledger in the Actions cache', () => {
  it('records one entry per deploy; the newest for the scope is found, whatever its digest', async () => {
    const results = await withService()
    expect(await ledgerOf('1').newest(scope)).toEqual({ found: false })

    expect(await ledgerOf('1').record(scope, P)).toEqual({
      recorded: true,
      key: ledgerKey(scope, { id: '1', attempt: '1' }, P)
    })
    expect(await ledgerOf('2').record(scope, Q)).toMatchObject({ recorded: true })
    // Another project with a name that starts the same: never mistaken for this one.
    await ledgerOf('3').record({ ...scope, project: 'SalesExtra' }, P)

    expect(await ledgerOf('4').newest(scope)).toMatchObject({ found: true, digest: Q })
    // P again, later: now P is the newest, though Q's entry stays.
    await ledgerOf('5').record(scope, P)
    expect(await ledgerOf('6').newest(scope)).toMatchObject({ found: true, digest: P })
    expect(results.cache.entries.filter(e => e.finalized)).toHaveLength(4)
    // The entry holds what the run wrote, restorable as any cache entry.
    const file = ledgerFile(temp)
    await rm(file, { force: true })
    // The path as the ledger names it (the cache's version depends on it).
    const restored = await cache.restoreCache(
      [path.basename(file)],
      ledgerKey(scope, { id: '1', attempt: '1' }, P),
      [],
      {},
      true
    )
    expect(restored).toBe(ledgerKey(scope, { id: '1', attempt: '1' }, P))
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual({
      digest: P,
      project: 'Sales',
      run: '1',
      attempt: '1',
      time: '1970-01-01T00:00:00.000Z'
    })
    expect(lines.filter(l => !l.startsWith('info'))).toEqual([])
  })

  it('runners with another RUNNER_TEMP see the same ledger; the working directory is left as it was', async () => {
    await withService()
    const cwd = process.cwd()
    const other = path.join(temp, 'other-runner-temp')
    await ledgerOf('11', other).record(scope, Q)
    expect(process.cwd()).toBe(cwd)
    expect(await ledgerOf('12').newest(scope)).toMatchObject({ found: true, digest: Q })
  })

  it('a second save of the same key (same run, same package) stores nothing and warns of nothing', async () => {
    const results = await withService()
    await ledgerOf('7').record(scope, P)
    expect(await ledgerOf('7').record(scope, P)).toEqual({
      recorded: false,
      reason: 'the cache service did not store the entry'
    })
    expect(results.cache.entries).toHaveLength(1)
    expect(lines.filter(l => !l.startsWith('info'))).toEqual([])
  })

  it('without a cache service: unavailable, and nothing recorded', async () => {
    await withService()
    delete process.env['ACTIONS_RESULTS_URL']
    const unavailable = 'the Actions cache service is not available to this step'
    expect(await ledgerOf('8').newest(scope)).toEqual({ unavailable })
    expect(await ledgerOf('8').record(scope, P)).toEqual({ recorded: false, reason: unavailable })
  })

  it('a service that refuses: a miss and an entry not recorded, never an exception', async () => {
    const results = await withService()
    results.cache.options = { failWith: 403 }
    expect(await ledgerOf('9').newest(scope)).toEqual({ found: false })
    expect(await ledgerOf('9').record(scope, P)).toMatchObject({ recorded: false })
    expect(results.cache.entries).toEqual([])
  })
})
