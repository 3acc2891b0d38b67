// The deploy step in-process (moved from the e2e tests of dist/; the Actions services are the
// artifact stand-in and its cache, through the libraries dist/ uses; the log as the runner masks it
// from each setSecret on) against a hostile instance, round three: an Import answered HTTP 200 with
// JSON that is not the API's log (what gateways send) is never a success; a getPublished list of
// 40,000 names is read in bounded time and logged in bounded lines, and over the cap it fails
// clearly; .NET's other password forms are masked; a summary of 700 compiler errors stays under the
// runner's 1 MiB; bidirectional-text controls never reach the summary.
import { afterEach, describe, expect, it } from '@jest/globals'
import { cp } from 'node:fs/promises'
import { join } from 'node:path'
import { expectExitCode, useStepWorld, type StepRun } from '../../test-support/step-world.js'
import {
  sendJson,
  startHostileServer,
  type Handler,
  type HostileCall,
  type HostileServer
} from '../../test-support/hostile-server.js'
import { json, startHostileProxy, type HostileProxy } from '../../test-support/hostile-proxy.js'
import {
  API,
  PROJECT,
  previousVersionZip,
  requestsTo,
  sampleProjectPath
} from '../../test-support/world.js'

const steps = useStepWorld({ publishEndScript: [{ text: 'true' }] })
const start = steps.startWorld
/** The deploy step and the post step with the Actions services of `world`. */
const runDeploy = steps.deployIn

let server: HostileServer | undefined
let proxy: HostileProxy | undefined
afterEach(async () => {
  await server?.close()
  await proxy?.close()
  server = undefined
  proxy = undefined
})

const PASSWORD = `Pw&<"7f3c'/ +%é~x`

function runHostile(
  handlers: Partial<Record<HostileCall, Handler>>,
  inputs: Record<string, string> = {}
): Promise<{ run: StepRun; target: HostileServer }> {
  return startHostileServer(handlers).then(async target => {
    server = target
    const run = await steps.deployTo(
      {
        'base-url': target.url,
        username: 'deployer',
        password: PASSWORD,
        'project-name': PROJECT,
        'project-path': 'project',
        backup: 'false',
        verify: 'false',
        'poll-interval': '0.05',
        'login-retry-delay': '0.05',
        'publish-timeout': '20',
        'request-timeout': '10',
        ...inputs
      },
      {
        sample: false,
        prepareWorkspace: workspace =>
          cp(sampleProjectPath, join(workspace, 'project'), { recursive: true })
      }
    )
    return { run, target }
  })
}

describe('Import answered HTTP 200 with JSON that is not the API log ', () => {
  it.each([
    ['{"message":"upstream timed out"}', { message: 'upstream timed out' }],
    ['{}', {}],
    ['[]', []],
    ['{"error":"Bad Gateway"}', { error: 'Bad Gateway' }]
  ])(
    '%s: failed, not published, no ledger entry, the backup imported again',
    async (_text, body) => {
      const world = await start({ projects: { [PROJECT]: await previousVersionZip() } })
      let imports = 0
      // The deploy's Import gets the gateway's answer; the restore's goes to the instance.
      proxy = await startHostileProxy(world.sim.url, {
        '/CustomizationApi/Import': (res, sent) =>
          ++imports === 1 ? json(200, body)(res, sent) : 'pass'
      })
      const run = await runDeploy(
        world,
        { 'base-url': proxy.url, 'skip-unchanged': 'true', verify: 'false' },
        { env: { GITHUB_RUN_ID: String(7000 + imports) } }
      )

      expectExitCode(run, 1)
      expect(run.result.outputs.result).toBe('failed')
      expect(run.result.outputs.restored).toBe('true')
      expect(run.errors.join('\n')).toMatch(
        /Import answered .* \(HTTP 200\) instead of the API's log/
      )
      expect(requestsTo(world.sim, API.publishBegin)).toHaveLength(0)
      // The restore's Import (the second) reached the instance: the backup was imported again.
      expect(imports).toBe(2)
      expect(world.sim.imported).toHaveLength(1)
      expect(run.output).not.toMatch(/Result: published/)
      expect(world.artifacts.cache.entries.filter(e => e.finalized)).toHaveLength(0)
      expect(world.sim.openSessions()).toBe(0)
    }
  )
})

describe('a getPublished list of 40,000 names ', () => {
  const list =
    (names: string[]): Handler =>
    answer =>
      sendJson(answer, 200, { projects: names.map(name => ({ name })), items: [], log: [] })

  it('4,000 names in ten spellings: read quickly, logged in bounded lines, sent once each', async () => {
    const names = Array.from({ length: 40_000 }, (_, i) =>
      i % 2 ? `Project${i % 4000}`.toUpperCase() : `Project${i % 4000}`
    )
    const started = Date.now()
    const { run, target } = await runHostile({ getPublished: list(names) })

    expectExitCode(run, 0)
    expect(run.result.outputs.result).toBe('published')
    expect(Date.now() - started).toBeLessThan(30_000)
    const longest = Math.max(...run.output.split('\n').map(line => line.length))
    expect(longest).toBeLessThan(5_000)
    expect(run.output).toMatch(/Published now: .* and 3980 more\./)
    const begin = target.requests.find(r => r.call === 'publishBegin')
    const sent = (JSON.parse(begin?.body ?? '{}') as { projectNames: string[] }).projectNames
    expect(sent).toHaveLength(4001)
    expect(new Set(sent.map(n => n.toLowerCase())).size).toBe(4001)
    expect(target.openSessions()).toEqual([])
  })

  it('40,000 different names: a clear failure before Import', async () => {
    const names = Array.from({ length: 40_000 }, (_, i) => `Project${i}`)
    const started = Date.now()
    const { run, target } = await runHostile({ getPublished: list(names) })

    expectExitCode(run, 1)
    expect(Date.now() - started).toBeLessThan(30_000)
    expect(run.errors.join('\n')).toMatch(
      /getPublished listed more than 10,000 projects, far more than an instance publishes/i
    )
    expect(target.requests.map(r => r.call)).not.toContain('Import')
    expect(target.openSessions()).toEqual([])
  })
})

describe('round three of the password forms and the summary ', () => {
  it('WebUtility.UrlEncode and JavaScriptStringEncode echoes are masked, also in the summary', async () => {
    const forms = {
      webUrlEncode: 'Pw%26%3C%227f3c%27%2F+%2B%25%C3%A9%7Ex',
      javaScriptStringEncode: 'Pw\\u0026\\u003c\\"7f3c\\u0027/ +%é~x',
      base64: Buffer.from(PASSWORD).toString('base64')
    }
    const { run } = await runHostile({
      publishEnd: answer =>
        sendJson(answer, 200, {
          isCompleted: true,
          isFailed: true,
          log: Object.entries(forms).map(([name, form]) => ({
            logType: 'error',
            message: `${name} echoed [${form}]`
          }))
        })
    })

    expectExitCode(run, 1)
    expect(run.maskedLog).toContain('webUrlEncode echoed [***]')
    expect(run.maskedLog).toContain('javaScriptStringEncode echoed [***]')
    for (const [name, form] of Object.entries(forms)) {
      const shown = run.maskedLog + run.markdown
      expect({ name, leaked: shown.includes(form) }).toEqual({ name, leaked: false })
    }
    // The mask, escaped as the summary escapes `[`, `*` and `]`.
    expect(run.markdown).toContain('base64 echoed &#91;&#42;&#42;&#42;&#93;')
  })

  it('700 compiler errors: the summary stays under 1 MiB, with "and N more"', async () => {
    const log = Array.from({ length: 700 }, (_, i) => ({
      logType: 'error',
      message: `\\Code\\Ext${i}.cs(12,5): error CS0246: <${'&'.repeat(2400)}>`
    }))
    const { run } = await runHostile({
      publishEnd: answer => sendJson(answer, 200, { isCompleted: true, isFailed: true, log })
    })

    expectExitCode(run, 1)
    expect(run.markdown.length).toBeGreaterThan(0)
    expect(Buffer.byteLength(run.markdown)).toBeLessThan(1024 * 1024)
    expect(run.markdown).toContain('and 650 more errors and warnings')
    expect(run.markdown).toMatch(/… and \d+ more entries in the publish-log file/)
  })

  it('U+202E in a published name reaches neither the log nor the summary', async () => {
    const { run } = await runHostile({
      getPublished: answer =>
        sendJson(answer, 200, { projects: [{ name: 'Evil\u202Etxt.exe' }], log: [] })
    })

    expectExitCode(run, 0)
    expect(run.markdown).toContain('Evil\ufffdtxt.exe')
    expect(run.markdown + run.output).not.toMatch(/[\u202a-\u202e\u2066-\u2069]/)
  })

  it('session cookies whose values are words (published, the project name) do not become masks', async () => {
    const { run } = await runHostile({
      login: answer => {
        answer.writeHead(204, {
          'set-cookie': [
            'ASP.NET_SessionId=published; path=/; HttpOnly',
            `${'.ASPXAUTH'}=SamplePriority; path=/; HttpOnly`,
            'sso_ticket=aspxauth0123456789abcdef; path=/'
          ]
        })
        answer.end()
      }
    })

    expectExitCode(run, 0)
    expect(run.masks).not.toContain('published')
    expect(run.masks).not.toContain('SamplePriority')
    expect(run.masks).toContain('aspxauth0123456789abcdef')
    expect(run.maskedLog).toContain('Result: published SamplePriority on')
  })
})
