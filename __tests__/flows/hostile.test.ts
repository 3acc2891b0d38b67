// The deploy step in-process (moved from the e2e tests of dist/) against a hostile instance
// (test-support/hostile-server.ts): what a broken or hostile server sends cannot hold a step past
// its deadlines, pass an HTML page off as success or leave a session open; only the workspace
// goes into a package. Each case is a promise of SECURITY.md. (That server text never becomes a
// workflow command, and the cancellations, are shown by dist/ in a process: e2e/hostile.test.ts.)
import { afterEach, describe, expect, it } from '@jest/globals'
import { cp } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  expectReloginAfterLogout,
  sendText,
  startHostileServer,
  trickle,
  type Handler,
  type HostileCall,
  type HostileServer
} from '../../test-support/hostile-server.js'
import { expectExitCode, useStepWorld, type StepRun } from '../../test-support/step-world.js'
import { sampleProjectPath } from '../../test-support/world.js'
import { readZip } from '../../test-support/zip.js'

const sourceControlFixture = fileURLToPath(
  new URL('../fixtures/source-control-project', import.meta.url)
)

// Special characters, so that each encoded form of it differs from the others.
const PASSWORD = `Pw&<"7f3c'/ +%é-secret`

const steps = useStepWorld()
let server: HostileServer | undefined
afterEach(async () => {
  await server?.close()
  server = undefined
})

async function hostile(handlers: Partial<Record<HostileCall, Handler>>): Promise<HostileServer> {
  server = await startHostileServer(handlers)
  return server
}

/** The deploy and post steps against `target`, the sample project in the workspace's project/. */
function run(target: HostileServer, inputs: Record<string, string> = {}): Promise<StepRun> {
  return steps.deployTo(
    {
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
    },
    {
      sample: false,
      prepareWorkspace: workspace =>
        cp(sampleProjectPath, join(workspace, 'project'), { recursive: true })
    }
  )
}

describe('a hostile instance', () => {
  it('an answer that trickles one byte a second cannot hold polling past publish-timeout', async () => {
    const target = await hostile({
      publishEnd: answer => trickle(answer, ' '.repeat(100_000), 500)
    })
    const result = await run(target, { 'request-timeout': '30', 'publish-timeout': '3' })

    expect(result.mainMs).toBeLessThan(15_000)
    expect(result.result.outputs.result).toBe('timed-out')
    expect(result.output).toMatch(/publish-timeout/)
    expect(target.openSessions()).toEqual([])
  })

  it('request-timeout bounds a whole answer, not the silence between two bytes', async () => {
    const target = await hostile({
      Import: answer => trickle(answer, ' '.repeat(100_000), 300)
    })
    const result = await run(target, { 'request-timeout': '2' })

    expect(result.mainMs).toBeLessThan(12_000)
    expect(result.result.outputs.result).toBe('failed')
    expect(result.errors.join('\n')).toMatch(/Import.*within 2 s \(request-timeout\)/)
    expect(target.requests.map(r => r.call)).not.toContain('publishBegin')
    expect(target.openSessions()).toEqual([])
  })

  it("the post step's logout has a hard cap: a trickling logout cannot hold it", async () => {
    const target = await hostile({
      logout: answer => trickle(answer, ' '.repeat(100_000), 300)
    })
    const result = await run(target, { 'request-timeout': '2' })

    expect(result.result.outputs.result).toBe('published')
    expect(result.postMs).toBeLessThan(12_000)
    expect(result.postWarnings.join('\n')).toMatch(/could not be released/)
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
        expectExitCode(result, 0)
        const warnings = result.postWarnings.join('\n')
        expect(warnings).toMatch(
          /logout answered a web page instead of the API \(HTTP 200: "Okta"\)/
        )
        expect(result.postOutput).not.toMatch(/the API session is released/)
      } else {
        expectExitCode(result, 1)
        expect(result.result.outputs.result).toBe('failed')
        const errors = result.errors.join('\n')
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

    expectExitCode(result, 0)
    expect(result.result.outputs.result).toBe('published')
    expectReloginAfterLogout(target)
  })

  it('http:// to a host outside the private networks: a warning that the password travels in clear', async () => {
    const target = await hostile({})
    const result = await run(target, {
      'base-url': 'http://erp.example.invalid/AcumaticaERP',
      'login-attempts': '1',
      'request-timeout': '3'
    })
    expect(result.warnings.join('\n')).toMatch(/http:\/\/.*password travels in clear/i)
    // A loopback instance (every other test here) is warning-free on that count.
    const local = await run(target)
    expect(local.result.outputs.result).toBe('published')
    expect(local.warnings).toEqual([])
  })

  it.each([
    ['poll-interval', '3000000'],
    ['request-timeout', '2147484'],
    ['publish-timeout', '99999999'],
    ['login-retry-delay', '1000000']
  ])('%s of %s (more than a timer can hold) is refused before any request', async (name, value) => {
    const target = await hostile({})
    const result = await run(target, { [name]: value })
    expectExitCode(result, 1)
    expect(result.errors.join('\n')).toMatch(new RegExp(`^Input '${name}'`))
    expect(target.requests).toEqual([])
  })
})

describe('only the workspace goes into a package', () => {
  async function refused(
    prepare: (workspace: string) => Promise<void>,
    inputs: Record<string, string>,
    input: string
  ): Promise<StepRun> {
    const target = await hostile({})
    const result = await steps.deployTo(
      {
        'base-url': target.url,
        username: 'deployer',
        password: PASSWORD,
        'project-name': 'SamplePriority',
        backup: 'false',
        ...inputs
      },
      { sample: false, prepareWorkspace: prepare }
    )
    expectExitCode(result, 1)
    expect(result.errors.join('\n')).toMatch(new RegExp(`^(Input '${input}'|${input}\\b)`, 'i'))
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
    expect(result.errors.join('\n')).toMatch(/outside the workspace/)
  })

  it('a link inside the project folder to its .git (or a file under it) never enters the package', async () => {
    const { mkdir, symlink, writeFile } = await import('node:fs/promises')
    const target = await hostile({})
    const result = await steps.deployTo(
      {
        'base-url': target.url,
        username: 'deployer',
        password: PASSWORD,
        'project-name': 'SamplePriority',
        'project-path': 'project',
        backup: 'false',
        verify: 'false'
      },
      {
        sample: false,
        prepareWorkspace: async workspace => {
          const project = join(workspace, 'project')
          await cp(sampleProjectPath, project, { recursive: true })
          await mkdir(join(project, '.git'), { recursive: true })
          await writeFile(join(project, '.git', 'config'), 'extraheader = AUTHORIZATION: basic x')
          await symlink(join(project, '.git'), join(project, 'gitlink'))
          await symlink(join(project, '.git', 'config'), join(project, 'config-link'))
        }
      }
    )
    expectExitCode(result, 0)
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
      expect(result.output).toContain(appRelativePath.replaceAll('\\', '\\'))
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
