// The client against a real socket that accepts connections and does not answer: one that
// answered before (a restart after a publish) keeps the whole login-attempts schedule. (An address
// that has never answered in this run: first-answer.test.ts.)
import { afterEach, describe, expect, it } from '@jest/globals'
import { createServer, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { CustomizationClient } from '../../src/api/client.js'

const CREDENTIALS = { name: 'admin', password: 'secret' }
const closers: Array<() => Promise<void>> = []

afterEach(async () => {
  for (const close of closers.splice(0)) await close()
})

function client(port: number, waits: number[]): CustomizationClient {
  return new CustomizationClient({
    baseUrl: `http://127.0.0.1:${port}/AcumaticaERP`,
    requestTimeoutSeconds: 0.2,
    sleep: async ms => {
      waits.push(ms)
    }
  })
}

describe('a silent address', () => {
  it('that answered before keeps the whole schedule (an instance restarting after a publish)', async () => {
    // Answers the first login, then holds every request without a word.
    const held: ServerResponse[] = []
    let answered = 0
    const server: Server = createServer((request, response) => {
      request.resume()
      if (answered++ === 0) {
        response.writeHead(204, { 'Set-Cookie': 'ASP.NET_SessionId=abc; path=/' }).end()
      } else held.push(response)
    })
    await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
    closers.push(async () => {
      for (const response of held) response.destroy()
      server.closeAllConnections()
      await new Promise<void>(resolve => server.close(() => resolve()))
    })
    const waits: number[] = []
    const api = client((server.address() as AddressInfo).port, waits)
    await api.login(CREDENTIALS, { attempts: 3, delaySeconds: 1 })
    // The login again first logs the old session out: held too, and its failure ignored.
    const error = (await api.login(CREDENTIALS, { attempts: 3, delaySeconds: 1 }).then(
      () => undefined,
      (e: unknown) => e
    )) as Error
    expect(error.message).toMatch(
      /^login failed after 3 of 3 attempts: no answer within 0\.2 s \(request-timeout\)/
    )
    expect(waits).toEqual([1000, 2000])
  })
})
