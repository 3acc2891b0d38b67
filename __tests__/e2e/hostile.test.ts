// End to end over dist/ against a hostile instance (test-support/hostile-server.ts), what only a
// process shows: what a broken or hostile server sends cannot become a workflow command in the
// step's output (nor leak the password past the runner's masks), and a cancellation (a signal)
// while a request is in flight ends the step by itself. Each case is a promise of SECURITY.md.
// The other hostile cases run the steps in-process: __tests__/flows/hostile.test.ts.
import { afterEach, beforeAll, describe, expect, it } from '@jest/globals'
import { existsSync } from 'node:fs'
import { cp, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import {
  sendJson,
  silence,
  startHostileServer,
  type Handler,
  type HostileCall,
  type HostileServer
} from '../../test-support/hostile-server.js'
import {
  distExportMain,
  distExportPost,
  exportActionYml,
  runAction,
  type ActionRun
} from '../../test-support/run-action.js'
import { annotations, requireDist, sampleProjectPath } from '../../test-support/world.js'
import { expectExitCodes } from '../../test-support/e2e-checks.js'

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
})
