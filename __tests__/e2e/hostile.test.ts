// End to end over dist/ against a hostile instance (test-support/hostile-server.ts): what a
// broken or hostile server sends cannot become a workflow command, hold a step past its
// deadlines, pass an HTML page off as success, leave a session open or leak the password.
// Each case is a promise of SECURITY.md.
import { afterEach, beforeAll, describe, expect, it } from '@jest/globals'
import { existsSync } from 'node:fs'
import { cp, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  expectReloginAfterLogout,
  sendJson,
  sendText,
  silence,
  startHostileServer,
  trickle,
  type Handler,
  type HostileCall,
  type HostileServer
} from '../../test-support/hostile-server.js'
import {
  distExportMain,
  evenIfKilled,
  distExportPost,
  exportActionYml,
  runAction,
  type ActionRun
} from '../../test-support/run-action.js'
import { annotations, requireDist, sampleProjectPath } from '../../test-support/world.js'
import { expectExitCodes } from '../../test-support/e2e-checks.js'
import { readZip } from '../../test-support/zip.js'

const sourceControlFixture = fileURLToPath(
  new URL('../fixtures/source-control-project', import.meta.url)
)

// Special characters, so that each encoded form of it differs from the others.
const PASSWORD = `Pw&<"7f3c'/ +%é-secret`
const PASSWORD_FORMS = [
  PASSWORD,
  'Pw&amp;&lt;&quot;7f3c&#39;/ +%é-secret',
  'Pw&amp;&lt;&quot;7f3c&#x27;/ +%é-secret',
  JSON.stringify(PASSWORD).slice(1, -1),
  'Pw\\u0026\\u003c\\u00227f3c\\u0027/ +%\\u00e9-secret',
  encodeURIComponent(PASSWORD),
  encodeURIComponent(PASSWORD).replaceAll('%20', '+')
]

let server: HostileServer | undefined
beforeAll(requireDist)
afterEach(async () => {
  await server?.close()
  server = undefined
})

async function hostile(handlers: Partial<Record<HostileCall, Handler>>): Promise<HostileServer> {
  server = await startHostileServer(handlers)
  return server
}

function run(
  target: HostileServer,
  inputs: Record<string, string> = {},
  options: { timeoutMs?: number; cancelWhen?: () => Promise<void> } = {}
): Promise<ActionRun> {
  return runAction({
    timeoutMs: options.timeoutMs ?? 30_000,
    cancelWhen: options.cancelWhen,
    prepareWorkspace: workspace =>
      cp(sampleProjectPath, join(workspace, 'project'), { recursive: true }),
    inputs: {
      'base-url': target.url,
      username: 'deployer',
      password: PASSWORD,
      'project-name': 'SamplePriority',
      'project-path': 'project',
      backup: 'false',
      // This server speaks the Customization API only; verified deploys are in e2e-verify.
      verify: 'false',
      'poll-interval': '0.05',
      'login-retry-delay': '0.05',
      'publish-timeout': '20',
      'request-timeout': '10',
      ...inputs
    }
  })
}

/** Lines of a step's output as the runner reads them (it splits on CR and LF). */
function runnerLines(output: string): string[] {
  return output.split(/\r\n|\r|\n/)
}

/** The workflow commands the runner would carry out that the server put there. */
function injectedCommands(output: string): string[] {
  return runnerLines(output).filter(line => {
    const text = line.trimStart()
    // The old `##[command]` form is read anywhere in a line.
    if (text.includes('##[')) return true
    if (!text.startsWith('::')) return false
    return /^::[^:]*INJECTED/.test(text) || /^::[^:]*::INJECTED/.test(text)
  })
}

async function until(check: () => boolean, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!check()) {
    if (Date.now() > deadline) throw new Error('waited too long')
    await new Promise(resolve => setTimeout(resolve, 5))
  }
}

const HOSTILE_LOG = [
  { logType: 'information', message: 'compiling\n::warning::INJECTED by LF' },
  { logType: 'information', message: 'compiling\r::add-mask::INJECTED by CR' },
  { logType: 'information', message: 'compiling\r\n::stop-commands::INJECTED-token' },
  { logType: 'information\n::set-output name=package-size::INJECTED type', message: 'x' },
  { logType: 'information', timestamp: '12:00\n::save-state name=session::INJECTED', message: 'y' },
  { logType: 'information', message: 'old form ##[add-mask]INJECTED-v1' },
  {
    logType: 'information',
    message: '\u2028::notice::INJECTED by LS\u0085::notice::INJECTED by NEL'
  },
  { logType: 'warning', message: 'careful\n::error::INJECTED in a warning' },
  {
    logType: 'error',
    message:
      'Failed: [click me](https://evil.example/x) **bold** <img src=x onerror=alert(1)> $x^2$\n\n# Heading'
  },
  { logType: 'information', message: `echoed ${PASSWORD_FORMS.join(' | ')}` }
]

describe('a hostile instance over dist/', () => {
  it('server text never becomes a workflow command; the summary shows it as text; no password form leaks', async () => {
    const target = await hostile({
      getPublished: answer =>
        sendJson(answer, 200, { projects: [{ name: 'Vendor\n::error::INJECTED project name' }] }),
      publishEnd: answer => sendJson(answer, 200, { isFailed: true, log: HOSTILE_LOG })
    })
    const result = await run(target)

    expectExitCodes(result, 1)
    expect(result.outputs.result).toBe('failed')
    for (const step of [result.main.stdout, result.post?.stdout ?? '']) {
      expect(injectedCommands(step)).toEqual([])
      expect(
        runnerLines(step).filter(line => line.trimStart().startsWith('::stop-commands'))
      ).toEqual([])
    }
    // Outputs the action leaves empty stay empty; nothing was saved for the post step but ours.
    expect(result.outputs['package-size']).toMatch(/^\d+$/)
    expect(result.state.session ?? '').not.toContain('INJECTED')
    // The server's words are still there, as text.
    expect(result.main.stdout).toContain('INJECTED by LF')
    expect(annotations(result.main.stdout, 'error').join('\n')).toContain('click me')

    // Markdown and HTML from the server are shown, not rendered.
    expect(result.summary).toContain('click me')
    expect(result.summary).not.toMatch(/<img|\]\(https?:|\*\*bold\*\*|https:\/\/evil|\$x\^2\$/)
    expect(result.summary).not.toMatch(/^#+ Heading/m)

    // Every form of the password is masked: in the log as the runner shows it, in the
    // publish-log file, in the summary.
    const publishLog = await readFile(result.outputs['publish-log'], 'utf8')
    expect(publishLog).toContain('echoed ***')
    for (const form of PASSWORD_FORMS) {
      expect({ form, log: result.maskedLog.includes(form) }).toEqual({ form, log: false })
      expect({ form, file: publishLog.includes(form) }).toEqual({ form, file: false })
      expect({ form, summary: result.summary.includes(form) }).toEqual({ form, summary: false })
    }
    expect(target.openSessions()).toEqual([])
  })

  it('an answer that trickles one byte a second cannot hold polling past publish-timeout', async () => {
    const target = await hostile({
      publishEnd: answer => trickle(answer, ' '.repeat(100_000), 500)
    })
    const result = await evenIfKilled(
      run(target, { 'request-timeout': '30', 'publish-timeout': '3' }, { timeoutMs: 25_000 })
    )

    expect(result.main.durationMs).toBeLessThan(15_000)
    expect(result.outputs.result).toBe('timed-out')
    expect(result.main.stdout).toMatch(/publish-timeout/)
    expect(target.openSessions()).toEqual([])
  })

  it('request-timeout bounds a whole answer, not the silence between two bytes', async () => {
    const target = await hostile({
      Import: answer => trickle(answer, ' '.repeat(100_000), 300)
    })
    const result = await evenIfKilled(
      run(target, { 'request-timeout': '2' }, { timeoutMs: 25_000 })
    )

    expect(result.main.durationMs).toBeLessThan(12_000)
    expect(result.outputs.result).toBe('failed')
    expect(annotations(result.main.stdout, 'error').join('\n')).toMatch(
      /Import.*within 2 s \(request-timeout\)/
    )
    expect(target.requests.map(r => r.call)).not.toContain('publishBegin')
    expect(target.openSessions()).toEqual([])
  })

  it("the post step's logout has a hard cap: a trickling logout cannot hold it", async () => {
    const target = await hostile({
      logout: answer => trickle(answer, ' '.repeat(100_000), 300)
    })
    const result = await evenIfKilled(
      run(target, { 'request-timeout': '2' }, { timeoutMs: 25_000 })
    )

    expect(result.outputs.result).toBe('published')
    expect(result.post?.durationMs).toBeLessThan(12_000)
    expect(annotations(result.post?.stdout ?? '', 'warning').join('\n')).toMatch(
      /could not be released/
    )
  })

  it.each<[HostileCall, string, string]>([
    [
      'Import',
      'text/plain',
      '<!-- edge -->\n<html><body><form>Please sign in with SSO</form></body></html>'
    ],
    ['publishBegin', '', '  <?xml version="1.0"?><HTML><title>Corporate proxy</title></HTML>'],
    ['logout', 'text/html; charset=utf-8', '<!DOCTYPE html><html><title>Okta</title></html>']
  ])(
    'an HTML page with HTTP 200 to %s is an error naming what came back',
    async (call, contentType, page) => {
      const target = await hostile({
        [call]: (answer: Parameters<Handler>[0]) => {
          if (contentType) sendText(answer, 200, page, contentType)
          else {
            answer.writeHead(200, { 'content-length': Buffer.byteLength(page) })
            answer.end(page)
          }
        }
      })
      const result = await run(target)

      if (call === 'logout') {
        expectExitCodes(result, 0)
        const warnings = annotations(result.post?.stdout ?? '', 'warning').join('\n')
        expect(warnings).toMatch(
          /logout answered a web page instead of the API \(HTTP 200: "Okta"\)/
        )
        expect(result.post?.stdout).not.toMatch(/the API session is released/)
      } else {
        expectExitCodes(result, 1)
        expect(result.outputs.result).toBe('failed')
        const errors = annotations(result.main.stdout, 'error').join('\n')
        expect(errors).toMatch(
          new RegExp(`${call} answered a web page instead of the API \\(HTTP 200`, 'i')
        )
        if (call === 'Import') {
          expect(target.requests.map(r => r.call)).not.toContain('publishBegin')
        }
      }
    }
  )

  it('a re-login while polling first logs the old session out', async () => {
    const target = await hostile({
      publishEnd: (answer, _request, n) => {
        if (n === 1) return sendText(answer, 200, 'false')
        if (n > 2) return sendText(answer, 200, 'true')
        // A proxy's redirect to its login page: the instance's session is still open.
        answer.writeHead(302, { location: '/instance/Frames/Login.aspx' })
        answer.end()
      }
    })
    const result = await run(target)

    expectExitCodes(result, 0)
    expect(result.outputs.result).toBe('published')
    expectReloginAfterLogout(target)
  })

  it('a cancellation while a request is in flight still writes result: cancelled', async () => {
    const target = await hostile({ publishEnd: silence })
    const result = await run(
      target,
      { 'request-timeout': '60', 'publish-timeout': '60' },
      { cancelWhen: () => until(() => target.requests.some(r => r.call === 'publishEnd')) }
    )

    expect(result.main.signal).toBeNull()
    expect(result.main.durationMs - (result.main.cancelledAtMs ?? 0)).toBeLessThan(6000)
    expect(result.outputs.result).toBe('cancelled')
    expect(target.openSessions()).toEqual([])
  })

  it('an export cancelled while getProject is in flight ends by itself, writes nothing, and the post step logs out', async () => {
    const target = await hostile({ getProject: silence })
    const result = await runAction({
      timeoutMs: 30_000,
      mainScript: distExportMain,
      postScript: distExportPost,
      actionYml: exportActionYml,
      cancelWhen: () => until(() => target.requests.some(r => r.call === 'getProject')),
      inputs: {
        'base-url': target.url,
        username: 'deployer',
        password: PASSWORD,
        'project-name': 'SamplePriority',
        path: 'customization',
        'login-retry-delay': '0.05',
        'request-timeout': '60'
      }
    })

    // Not killed by the signal: it reported, within the grace time, long before request-timeout.
    expect(result.main.signal).toBeNull()
    expect(result.main.durationMs - (result.main.cancelledAtMs ?? 0)).toBeLessThan(6000)
    expectExitCodes(result, 1)
    expect(annotations(result.main.stdout, 'warning').join('\n')).toMatch(
      /Received SIGINT: stopping before the next project folder is written/
    )
    expect(annotations(result.main.stdout, 'error').join('\n')).toMatch(
      /The export was cancelled \(SIGINT\) while a request was in flight: no project folder was written\./
    )
    expect(result.outputs.changed).toBe('false')
    expect(existsSync(join(result.workspace, 'customization'))).toBe(false)
    expect(target.openSessions()).toEqual([])
  })

  it('http:// to a host outside the private networks: a warning that the password travels in clear', async () => {
    const target = await hostile({})
    const result = await run(target, {
      'base-url': 'http://erp.example.invalid/AcumaticaERP',
      'login-attempts': '1',
      'request-timeout': '3'
    })
    expect(annotations(result.main.stdout, 'warning').join('\n')).toMatch(
      /http:\/\/.*password travels in clear/i
    )
    // A loopback instance (every other test here) is warning-free on that count.
    const local = await run(target)
    expect(local.outputs.result).toBe('published')
    expect(annotations(local.main.stdout, 'warning')).toEqual([])
  })

  it.each([
    ['poll-interval', '3000000'],
    ['request-timeout', '2147484'],
    ['publish-timeout', '99999999'],
    ['login-retry-delay', '1000000']
  ])('%s of %s (more than a timer can hold) is refused before any request', async (name, value) => {
    const target = await hostile({})
    const result = await run(target, { [name]: value })
    expectExitCodes(result, 1)
    expect(annotations(result.main.stdout, 'error').join('\n')).toMatch(
      new RegExp(`^Input '${name}'`)
    )
    expect(target.requests).toEqual([])
  })
})

describe('only the workspace goes into a package (over dist/)', () => {
  async function refused(
    prepare: (workspace: string) => Promise<void>,
    inputs: Record<string, string>,
    input: string
  ): Promise<ActionRun> {
    const target = await hostile({})
    const result = await runAction({
      timeoutMs: 30_000,
      prepareWorkspace: prepare,
      inputs: {
        'base-url': target.url,
        username: 'deployer',
        password: PASSWORD,
        'project-name': 'SamplePriority',
        backup: 'false',
        ...inputs
      }
    })
    expectExitCodes(result, 1)
    expect(annotations(result.main.stdout, 'error').join('\n')).toMatch(
      new RegExp(`^(Input '${input}'|${input}\\b)`, 'i')
    )
    expect(target.requests).toEqual([])
    return result
  }

  it('a project-path outside the workspace is refused', async () => {
    await refused(async () => undefined, { 'project-path': sampleProjectPath }, 'project-path')
  })

  it('a project-path that is a link leading out of the workspace is refused', async () => {
    const { symlink } = await import('node:fs/promises')
    await refused(
      workspace => symlink(sampleProjectPath, join(workspace, 'project')),
      { 'project-path': 'project' },
      'project-path'
    )
  })

  it('an include source outside the workspace is refused', async () => {
    // A file that exists, outside the workspace.
    const outside = join(sampleProjectPath, 'project.xml')
    const result = await refused(
      workspace => cp(sampleProjectPath, join(workspace, 'project'), { recursive: true }),
      { 'project-path': 'project', include: `${outside} => Bin/stolen.xml` },
      'include'
    )
    expect(annotations(result.main.stdout, 'error').join('\n')).toMatch(/outside the workspace/)
  })

  it('a link inside the project folder to its .git (or a file under it) never enters the package', async () => {
    const { mkdir, symlink, writeFile } = await import('node:fs/promises')
    const target = await hostile({})
    const result = await runAction({
      timeoutMs: 30_000,
      prepareWorkspace: async workspace => {
        const project = join(workspace, 'project')
        await cp(sampleProjectPath, project, { recursive: true })
        await mkdir(join(project, '.git'), { recursive: true })
        await writeFile(join(project, '.git', 'config'), 'extraheader = AUTHORIZATION: basic x')
        await symlink(join(project, '.git'), join(project, 'gitlink'))
        await symlink(join(project, '.git', 'config'), join(project, 'config-link'))
      },
      inputs: {
        'base-url': target.url,
        username: 'deployer',
        password: PASSWORD,
        'project-name': 'SamplePriority',
        'project-path': 'project',
        backup: 'false',
        verify: 'false'
      }
    })
    expectExitCodes(result, 0)
    const importBody = target.requests.find(r => r.call === 'Import')?.body ?? '{}'
    const zip = Buffer.from(
      (JSON.parse(importBody) as { projectContentBase64: string }).projectContentBase64,
      'base64'
    )
    const names = [...(await readZip(zip)).keys()]
    expect(names).toContain('project.xml')
    expect(names.filter(name => /git|config/i.test(name))).toEqual([])
  })

  it('a source-control file whose path has .., a drive letter or a leading \\ is refused before any request', async () => {
    const { writeFile } = await import('node:fs/promises')
    for (const appRelativePath of ['..\\..\\web.config', 'C:\\inetpub\\x.dll', '\\Bin\\x.dll']) {
      const folder = 'sc'
      const result = await refused(
        async workspace => {
          await cp(sourceControlFixture, join(workspace, folder), { recursive: true })
          await writeFile(
            join(workspace, folder, '_project', 'File_evil.xml'),
            `<File AppRelativePath="${appRelativePath}" />`
          )
        },
        { 'project-name': '', 'project-path': folder },
        'project-path'
      )
      expect(result.main.stdout).toContain(appRelativePath.replaceAll('\\', '\\'))
      await server?.close()
      server = undefined
    }
  })

  it('a file named with backslashes that climb out is refused before any request', async () => {
    const { writeFile } = await import('node:fs/promises')
    await refused(
      async workspace => {
        await cp(sampleProjectPath, join(workspace, 'project'), { recursive: true })
        await writeFile(join(workspace, 'project', '..\\..\\evil.dll'), 'x')
      },
      { 'project-path': 'project' },
      'project-path'
    )
  })
})
