// The deploy step in-process (moved from the e2e tests of dist/; what the runner shows is the
// step's log masked from each setSecret on, as run-action.ts's maskedLog is from each ::add-mask::)
// against a hostile instance (test-support/hostile-server.ts), round two: every form .NET writes of
// the password is masked, also collapsed and cut inside an excerpt; the session's tokens are masked
// but not the settings the instance keeps in cookies; an Import answered 200 with a body that is
// not the API's is a failure; a 401 while polling never leaves the old session open behind the new
// login.
import { afterEach, describe, expect, it } from '@jest/globals'
import { cp } from 'node:fs/promises'
import { join } from 'node:path'
import { expectExitCode, useStepWorld, type StepRun } from '../../test-support/step-world.js'
import {
  expectReloginAfterLogout,
  sendJson,
  sendText,
  startHostileServer,
  type Handler,
  type HostileCall,
  type HostileServer
} from '../../test-support/hostile-server.js'
import { sampleProjectPath } from '../../test-support/world.js'

// Special characters, so that each encoder writes it differently; a tab and two spaces, which
// excerpts and error pages collapse.
const PASSWORD = `Pw&<"7f3c'/ +%é\t~ two  spaces`

/** The password as .NET's encoders write it (computed here by hand, independently of src/). */
const DOTNET_FORMS = {
  // HttpUtility.UrlEncode: lower-case hex, `+` for a space, UTF-8 bytes.
  urlEncode: 'Pw%26%3c%227f3c%27%2f+%2b%25%c3%a9%09%7e+two++spaces',
  // System.Text.Json: \u with upper-case hex for HTML-significant and non-ASCII characters.
  textJson: 'Pw\\u0026\\u003C\\u00227f3c\\u0027/ \\u002B%\\u00E9\\t~ two  spaces',
  // HttpUtility.HtmlEncode: &#233; for é.
  htmlEncode: 'Pw&amp;&lt;&quot;7f3c&#39;/ +%&#233;\t~ two  spaces',
  // Any of them with white space collapsed, as an error page or an excerpt shows it.
  collapsed: `Pw&<"7f3c'/ +%é ~ two spaces`,
  htmlCollapsed: 'Pw&amp;&lt;&quot;7f3c&#39;/ +%&#233; ~ two spaces'
}

const steps = useStepWorld()
let server: HostileServer | undefined
afterEach(async () => {
  await server?.close()
  server = undefined
})

async function hostile(
  handlers: Partial<Record<HostileCall, Handler>>,
  login?: Handler
): Promise<HostileServer> {
  server = await startHostileServer(login ? { ...handlers, login } : handlers)
  return server
}

function run(target: HostileServer, inputs: Record<string, string> = {}): Promise<StepRun> {
  return steps.deployTo(
    {
      'base-url': target.url,
      username: 'deployer',
      password: PASSWORD,
      'project-name': 'SamplePriority',
      'project-path': 'project',
      backup: 'false',
      'poll-interval': '0.05',
      'login-retry-delay': '0.05',
      'publish-timeout': '20',
      'request-timeout': '10',
      // This server speaks the Customization API only; verified deploys are in e2e-verify.
      verify: 'false',
      ...inputs
    },
    {
      sample: false,
      prepareWorkspace: workspace =>
        cp(sampleProjectPath, join(workspace, 'project'), { recursive: true })
    }
  )
}

/** Everything a reader of the run sees: the log as the runner masks it, and the summary. */
function shown(result: StepRun): string {
  return result.maskedLog + '\n' + result.markdown
}

describe('every form .NET writes of the password is masked', () => {
  it('UrlEncode, System.Text.Json, HtmlEncode and collapsed echoes in the publish log', async () => {
    const target = await hostile({
      publishEnd: answer =>
        sendJson(answer, 200, {
          isCompleted: true,
          isFailed: true,
          log: Object.entries(DOTNET_FORMS).map(([name, form]) => ({
            logType: 'error',
            message: `${name} echoed [${form}]`
          }))
        })
    })
    const result = await run(target)

    expectExitCode(result, 1)
    expect(result.maskedLog).toContain('urlEncode echoed [***]')
    for (const [name, form] of Object.entries(DOTNET_FORMS)) {
      expect({ name, leaked: shown(result).includes(form) }).toEqual({ name, leaked: false })
    }
    // No piece of it either: the first characters of any form.
    expect(shown(result)).not.toContain('7f3c')
    expect(target.openSessions()).toEqual([])
  })

  it('an error page that collapses white space or is cut inside the password shows no piece of it', async () => {
    const target = await hostile({
      // 190 characters, then the password: the 200-character excerpt of the message would cut
      // through it. Assumed wording (any page may echo a request).
      Import: answer =>
        sendText(answer, 500, `${'Request rejected: '.padEnd(190, '.')}${PASSWORD} and more`)
    })
    const result = await run(target)

    expectExitCode(result, 1)
    expect(result.errors.join('\n')).toMatch(/Import failed with HTTP 500/)
    expect(shown(result)).not.toContain('7f3c')
    expect(shown(result)).not.toContain('Pw&')
  })
})

describe('the session tokens are masked, not every cookie', () => {
  it('Locale=published and LastProject=<name> leave those words readable', async () => {
    const target = await hostile({}, (answer, request) => {
      void request
      answer.writeHead(204, {
        'set-cookie': [
          'ASP.NET_SessionId=sessionid0123456789; path=/; HttpOnly',
          `.ASPXAUTH=aspxauth${Date.now()}abcdef; path=/; HttpOnly`,
          'Locale=published; path=/',
          'LastProject=SamplePriority; path=/',
          'UserBranch=1; path=/'
        ]
      })
      answer.end()
    })
    const result = await run(target)

    expectExitCode(result, 0)
    expect(result.result.outputs.result).toBe('published')
    expect(result.masks).toContain('sessionid0123456789')
    expect(result.masks.some(mask => mask.startsWith('aspxauth'))).toBe(true)
    expect(result.masks).not.toContain('published')
    expect(result.masks).not.toContain('SamplePriority')
    expect(result.maskedLog).toMatch(/SamplePriority/)
    expect(result.maskedLog).not.toContain('sessionid0123456789')
  })
})

describe('round one, still open', () => {
  it('Import answered HTTP 200 with text/plain "Service Unavailable" is a failure', async () => {
    const target = await hostile({
      Import: answer => sendText(answer, 200, 'Service Unavailable', 'text/plain')
    })
    const result = await run(target)

    expectExitCode(result, 1)
    expect(result.result.outputs.result).toBe('failed')
    expect(result.errors.join('\n')).toMatch(
      /Import answered "Service Unavailable" \(HTTP 200\) instead of the API's log/
    )
    expect(target.requests.map(r => r.call)).not.toContain('publishBegin')
    expect(target.openSessions()).toEqual([])
  })

  it('a 401 while polling whose old session is still alive: logged out before the new login', async () => {
    const target = await hostile({
      publishEnd: (answer, _request, n) => {
        if (n === 1) return sendText(answer, 200, 'false')
        // A proxy's 401: the instance still holds the session.
        if (n === 2) return sendText(answer, 401, 'Unauthorized')
        return sendText(answer, 200, 'true')
      }
    })
    const result = await run(target)

    expectExitCode(result, 0)
    expect(result.result.outputs.result).toBe('published')
    expectReloginAfterLogout(target)
  })
})
