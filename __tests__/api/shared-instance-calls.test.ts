// The client's calls for a shared instance against nock: the probe for another publish (the
// publishEnd call, read as publishEnd is), unpublishAll, and the hint an HTTP 500 of Import or
// publishBegin carries (another publish may be running: nothing is decided from it).
import { describe, expect, it } from '@jest/globals'
import { ServerLogError, TransientError } from '../../src/api/errors.js'
import {
  COOKIE_HEADER,
  ROOT,
  failure,
  loggedIn,
  on,
  seen,
  useApiWire
} from '../../test-support/api-wire.js'

useApiWire()

const HINT =
  ' (an HTTP 500 can also mean that another publish is running on the instance: check the Customization Projects screen)'
const BEGIN = {
  isMergeWithExistingPackages: false,
  isOnlyValidation: false,
  isOnlyDbUpdates: false,
  projectNames: ['A'],
  tenantMode: 'Current'
}

describe('the probe for another publish', () => {
  it('is publishEnd with the session and {}; a running publish with its log', async () => {
    const api = await loggedIn()
    on('/CustomizationApi/publishEnd', [
      200,
      '{"isCompleted":false,"isFailed":false,"log":[{"logType":"information","message":"Patching the file C:\\\\Site\\\\Pages\\\\SO301000.aspx"}]}'
    ])
    const answer = await api.publishProbe(5000)
    expect(seen[0]).toMatchObject({ path: `${ROOT}/CustomizationApi/publishEnd`, body: '{}' })
    expect(seen[0].headers.cookie).toBe(COOKIE_HEADER)
    expect(answer.state).toBe('running')
    expect(answer.log.map(e => e.message)).toEqual([
      'Patching the file C:\\Site\\Pages\\SO301000.aspx'
    ])
  })

  it('an error page is a TransientError with its status (the flow calls it unknown)', async () => {
    const api = await loggedIn()
    on('/CustomizationApi/publishEnd', [500, '{"message":"An error has occurred."}'])
    const error = await failure(api.publishProbe())
    expect(error).toBeInstanceOf(TransientError)
    expect(error.status).toBe(500)
  })
})

describe('unpublishAll', () => {
  it('sends tenantMode and returns the log', async () => {
    const api = await loggedIn()
    on('/CustomizationApi/unpublishAll', [
      200,
      '{"log":[{"timestamp":"2026-11-27T09:00:00","logType":"information","message":"Unpublish MyTenant"},{"logType":"information","message":"Cleaning up the database"}]}'
    ])
    const entries = await api.unpublishAll('All')
    expect(JSON.parse(seen[0].body)).toEqual({ tenantMode: 'All' })
    expect(entries.map(e => e.message)).toEqual(['Unpublish MyTenant', 'Cleaning up the database'])
  })

  it("an error entry fails it with the instance's message", async () => {
    const api = await loggedIn()
    on('/CustomizationApi/unpublishAll', [
      200,
      '{"log":[{"logType":"error","message":"Access denied"}]}'
    ])
    const error = await failure(api.unpublishAll('Current'))
    expect(error).toBeInstanceOf(ServerLogError)
    expect(error.message).toBe('unpublishAll failed: Access denied')
  })
})

describe('the hint on HTTP 500', () => {
  it('publishBegin: 500 carries it, 503 does not', async () => {
    const api = await loggedIn()
    on('/CustomizationApi/publishBegin', [500, '{"exceptionMessage":"Object reference not set"}'])
    const busy = await failure(api.publishBegin(BEGIN))
    expect(busy.message).toBe(
      `publishBegin failed with HTTP 500: Object reference not set; the publish may or may not have started${HINT}`
    )
    on('/CustomizationApi/publishBegin', [503, 'Service Unavailable'])
    const down = await failure(api.publishBegin(BEGIN))
    expect(down.message).not.toContain('another publish')
  })
})
