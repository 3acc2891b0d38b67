// getProject checks the runner's free disk (statfs of the backup's folder) before and while it
// writes: a disk that reports little room is the one thing here not made for real, so statfs
// alone is replaced; the client, the HTTP answer and the file are real.
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals'
import { existsSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { randomBytes } from 'node:crypto'

const FREE_BYTES = 256 * 1024
const realFs = await import('node:fs/promises')
jest.unstable_mockModule('node:fs/promises', () => ({
  ...realFs,
  default: realFs,
  statfs: async (path: string) => ({
    ...(await realFs.statfs(path)),
    bavail: FREE_BYTES / 4096,
    bsize: 4096
  })
}))
const { CustomizationClient } = await import('../../src/api/client.js')
const { BackupTooLargeError } = await import('../../src/api/errors.js')

const zipText = `"${randomBytes(1024 * 1024).toString('base64')}"`
let server: Server
let base: string

beforeAll(async () => {
  server = createServer((req, res) => {
    const parts: Buffer[] = []
    req.on('data', (chunk: Buffer) => parts.push(chunk))
    req.on('end', () => {
      if (req.url?.endsWith('/entity/auth/login')) {
        res.writeHead(204, { 'set-cookie': 'ASP.NET_SessionId=s1; path=/' })
        res.end()
        return
      }
      // An announced length for one project name, chunked (no length) for the other.
      const headers: Record<string, string | number> = { 'content-type': 'application/json' }
      if (Buffer.concat(parts).includes('announced')) headers['content-length'] = zipText.length
      res.writeHead(200, headers)
      res.end(zipText)
    })
  })
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/AcumaticaERP`
})
afterAll(async () => {
  await new Promise<void>(resolve => server.close(() => resolve()))
})

describe('getProject and the free disk', () => {
  it.each(['before writing', 'while writing'])(
    'refuses an answer larger than the free disk %s, and leaves no file',
    async when => {
      const client = new CustomizationClient({ baseUrl: base, requestTimeoutSeconds: 5 })
      await client.login({ name: 'a', password: 'b' }, { attempts: 1, delaySeconds: 0 })
      const path = join(tmpdir(), `disk-${process.pid}-${when.replace(' ', '-')}.zip`)
      const error = await client
        .getProject(when === 'before writing' ? 'announced' : 'chunked', path)
        .then(
          () => undefined,
          (e: unknown) => e as InstanceType<typeof BackupTooLargeError>
        )
      expect(error).toBeInstanceOf(BackupTooLargeError)
      expect(error?.limit).toBe('disk')
      expect(error?.limitBytes).toBe(FREE_BYTES)
      expect(error?.message).toMatch(
        when === 'before writing'
          ? /announces more than the 256 KiB free on the runner's disk/
          : /holds more than the 256 KiB free on the runner's disk/
      )
      expect(existsSync(path)).toBe(false)
    }
  )
})
