// The runner harness itself, checked with tiny stand-in actions written in plain JS, so the
// e2e tests can trust what it reports (outputs, state hand-over, masks, signals, timeouts).
import { describe, expect, it, beforeAll, afterAll } from '@jest/globals'
import { mkdtemp, writeFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { runAction, inputEnvName, ActionTimeoutError } from '../../test-support/run-action.js'
import { parseActionInputs, parseScalar } from '../../test-support/action-yml.js'
import { parseKeyValueFile } from '../../test-support/file-commands.js'
import { viewLog, maskLog, parseWorkflowCommand } from '../../test-support/log-view.js'
import { expectCleanRun, expectNoSecrets } from '../../test-support/e2e-checks.js'
import type { ActionRun } from '../../test-support/run-action.js'
import type { World } from '../../test-support/world.js'
import type { RecordedRequest, Simulator } from '../../simulator/index.js'

let dir: string
const script = (name: string): string => join(dir, name)

// The same file protocol @actions/core uses.
const prelude = `
import { appendFileSync } from 'node:fs'
const put = (file, name, value) =>
  appendFileSync(process.env[file], name + '<<ghadelimiter_1\\n' + value + '\\nghadelimiter_1\\n')
`

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'harness-test-'))
  await writeFile(
    script('main.mjs'),
    `${prelude}
put('GITHUB_OUTPUT', 'result', 'published')
put('GITHUB_OUTPUT', 'multi', 'line one\\nline two')
put('GITHUB_STATE', 'session', 'cookie=abc')
appendFileSync(process.env.GITHUB_STEP_SUMMARY, '# main summary\\n')
console.log('leak before mask: s3cret')
console.log('::add-mask::s3cret')
console.log('::group::Log in')
console.log('using s3cret now')
console.log('::endgroup::')
console.error('::warning title=Back up::no%0Aproject')
console.log(JSON.stringify({
  inputs: Object.fromEntries(Object.entries(process.env).filter(([k]) => k.startsWith('INPUT_'))),
  stateEnv: Object.keys(process.env).filter(k => k.startsWith('STATE_')),
  cwd: process.cwd(), workspace: process.env.GITHUB_WORKSPACE, server: process.env.GITHUB_SERVER_URL ?? null
}))
process.exitCode = Number(process.env.INPUT_EXIT ?? 0)
`
  )
  await writeFile(
    script('post.mjs'),
    `import { statSync } from 'node:fs'
console.log('post sees ' + process.env.STATE_session + ' and s3cret')
console.log('post output file size ' + statSync(process.env.GITHUB_OUTPUT).size)
`
  )
  await writeFile(
    script('slow.mjs'),
    `${prelude}
put('GITHUB_STATE', 'session', 'kept')
console.log('started')
process.on('SIGINT', () => console.log('got SIGINT'))
process.on('SIGTERM', () => console.log('got SIGTERM'))
setInterval(() => {}, 1000)
`
  )
})

afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})

describe('action.yml reader', () => {
  it('reads inputs, required flags and defaults in every quoting', () => {
    const inputs = parseActionInputs(
      [
        'name: x',
        'inputs:',
        '  base-url:',
        "    description: 'a: b'",
        '    required: true',
        '  tenant-mode:',
        "    default: 'Current'",
        '  quoted:',
        '    default: "a\\"b"',
        '  bare:',
        '    default: 10 # seconds',
        'outputs:',
        '  result:',
        "    default: 'not an input'"
      ].join('\n')
    )
    expect(inputs).toEqual([
      { name: 'base-url', required: true, default: undefined },
      { name: 'tenant-mode', required: false, default: 'Current' },
      { name: 'quoted', required: false, default: 'a"b' },
      { name: 'bare', required: false, default: '10' }
    ])
    expect(parseScalar("'it''s'")).toBe("it's")
  })

  it('names inputs as the runner does', () => {
    expect(inputEnvName('base-url')).toBe('INPUT_BASE-URL')
    expect(inputEnvName('my input')).toBe('INPUT_MY_INPUT')
  })
})

describe('file commands and log view', () => {
  it('parses heredoc blocks and name=value lines', () => {
    expect(parseKeyValueFile('a<<EOF\nx\ny\nEOF\nb=c=d\n')).toEqual({ a: 'x\ny', b: 'c=d' })
    expect(() => parseKeyValueFile('a<<EOF\nx\n')).toThrow(/closing delimiter/)
  })

  it('renders commands as the Actions page does', () => {
    const raw = [
      '::add-mask::pw',
      '::group::Log in',
      'login as admin with pw',
      '::debug::hidden detail',
      '::endgroup::',
      '::error title=Publish failed::line 1%0Aline 2 pw',
      '::notice::first deploy',
      '::warning::careful %25 done',
      'plain'
    ].join('\n')
    expect(viewLog(raw)).toBe(
      [
        '▼ Log in',
        '  login as admin with ***',
        'Error: Publish failed: line 1',
        'line 2 ***',
        'Notice: first deploy',
        'Warning: careful % done',
        'plain'
      ].join('\n')
    )
    expect(viewLog('::debug::x', { showDebug: true })).toBe('##[debug]x')
    expect(parseWorkflowCommand('not ::a command::')).toBeUndefined()
  })

  it('masks only after registration, like the runner', () => {
    expect(maskLog('pw early\n::add-mask::pw\npw late')).toBe('pw early\n*** late')
    expect(maskLog('pw in post', ['pw'])).toBe('*** in post')
  })
})

describe('runAction', () => {
  it('runs main then post with inputs, outputs, state, summary and masks', async () => {
    const run = await runAction({
      inputs: { 'base-url': 'https://erp.example.com', 'project-name': 'P' },
      mainScript: script('main.mjs'),
      postScript: script('post.mjs')
    })
    expect(run.main.exitCode).toBe(0)
    expect(run.outputs).toEqual({ result: 'published', multi: 'line one\nline two' })
    expect(run.state).toEqual({ session: 'cookie=abc' })
    expect(run.summary).toBe('# main summary\n')
    expect(run.masks).toEqual(['s3cret'])
    expect(run.post?.stdout).toContain('post sees cookie=abc and s3cret')
    expect(run.post?.stdout).toContain('post output file size 0') // fresh files for post
    // The masked log hides the secret from its registration on, the post step included.
    expect(run.maskedLog).toContain('leak before mask: s3cret')
    expect(run.maskedLog).toContain('using *** now')
    expect(run.maskedLog).toContain('post sees cookie=abc and ***')
    expect(run.maskedLog).not.toContain('::add-mask::')
    expect(run.log).toContain('::add-mask::s3cret')

    const seen = JSON.parse(run.main.stdout.trim().split('\n').at(-1) as string)
    expect(seen.inputs['INPUT_BASE-URL']).toBe('https://erp.example.com')
    expect(seen.inputs['INPUT_TENANT-MODE']).toBe('Current') // default from action.yml
    expect(seen.inputs['INPUT_POLL-INTERVAL']).toBe('10')
    expect(seen.inputs['INPUT_TENANT']).toBe('')
    expect(seen.stateEnv).toEqual([]) // nothing of this process leaks into the step
    expect(seen.cwd).toBe(run.workspace)
    expect(seen.server).toBeNull()
  })

  it('refuses inputs that action.yml does not declare', async () => {
    await expect(
      runAction({ inputs: { 'base-urll': 'x' }, mainScript: script('main.mjs') })
    ).rejects.toThrow(/base-urll/)
  })

  it('runs the post step after a failed main step', async () => {
    const run = await runAction({
      inputs: {},
      env: { INPUT_EXIT: '1' },
      mainScript: script('main.mjs'),
      postScript: script('post.mjs')
    })
    // INPUT_EXIT is not an action.yml input, but extra env passes as given.
    expect(run.main.exitCode).toBe(1)
    expect(run.post?.exitCode).toBe(0)
    expect(run.post?.stdout).toContain('post sees cookie=abc')
  })

  it('cancels like the runner: SIGINT, SIGTERM, SIGKILL; state still reaches post', async () => {
    const run = await runAction({
      inputs: {},
      mainScript: script('slow.mjs'),
      postScript: script('post.mjs'),
      cancelWhen: () => new Promise(resolve => setTimeout(resolve, 300)),
      sigtermAfterMs: 100,
      sigkillAfterMs: 100
    })
    expect(run.main.stdout).toContain('got SIGINT')
    expect(run.main.stdout).toContain('got SIGTERM')
    expect(run.main.signal).toBe('SIGKILL')
    expect(run.main.cancelledAtMs).toBeGreaterThanOrEqual(250)
    expect(run.post?.stdout).toContain('post sees kept')
  })

  it('kills a step that outlasts timeoutMs and says so', async () => {
    const error = await runAction({
      inputs: {},
      mainScript: script('slow.mjs'),
      skipPost: true,
      timeoutMs: 300
    }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ActionTimeoutError)
    expect((error as ActionTimeoutError).run.main.signal).toBe('SIGKILL')
    expect((error as ActionTimeoutError).run.post).toBeUndefined()
  })
})

describe('the checks every e2e run passes', () => {
  const fakeRun = (log: string, summary = ''): ActionRun =>
    ({ log, summary, outputs: {} }) as unknown as ActionRun
  const request = (path: string, status: number, cookies = {}): RecordedRequest => ({
    method: 'POST',
    path,
    url: `/AcumaticaERP${path}`,
    headers: {},
    body: '',
    cookies,
    status
  })
  const fakeWorld = (requests: RecordedRequest[], open = 0): World =>
    ({
      sim: {
        url: 'http://127.0.0.1:1/AcumaticaERP',
        requests,
        openSessions: () => open
      } as unknown as Simulator
    }) as World

  it('finds a secret outside ::add-mask:: lines, in the summary, or nowhere', async () => {
    await expectNoSecrets(fakeRun('::add-mask::pw-1234\nfine'), ['pw-1234'])
    await expect(
      expectNoSecrets(fakeRun('::add-mask::pw-1234\nleak pw-1234'), ['pw-1234'])
    ).rejects.toThrow()
    await expect(expectNoSecrets(fakeRun('', 'summary pw-1234'), ['pw-1234'])).rejects.toThrow()
  })

  it('fails on an open session, a second publishBegin, or a login retried after 401', async () => {
    const login = (status: number) => request('/entity/auth/login', status)
    await expectCleanRun(fakeWorld([login(500), login(204)]), fakeRun(''))
    await expect(expectCleanRun(fakeWorld([login(204)], 1), fakeRun(''))).rejects.toThrow()
    await expect(expectCleanRun(fakeWorld([login(401), login(204)]), fakeRun(''))).rejects.toThrow()
    const begin = request('/CustomizationApi/publishBegin', 200)
    await expect(
      expectCleanRun(fakeWorld([login(204), begin, begin]), fakeRun(''))
    ).rejects.toThrow()
  })

  it('checks the cookie values the simulator saw', async () => {
    const withCookie = request('/CustomizationApi/Import', 200, { '.ASPXAUTH': 'ABCDEF0123456789' })
    await expect(
      expectCleanRun(fakeWorld([withCookie]), fakeRun('Cookie: .ASPXAUTH=ABCDEF0123456789'))
    ).rejects.toThrow()
  })
})
