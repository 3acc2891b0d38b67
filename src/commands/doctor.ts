// The command line's `doctor`: checks an instance and an account the way a first deploy would
// meet them, changing nothing. GET /entity (the address), the login (released at the end, also
// on failure or Ctrl-C), getPublished, getProject of a name no project has (read as the
// not-found answer real instances give), and the maintenance-endpoint's schema when one is set.
// Nothing is imported, published, deleted, locked out or restarted. One line per check.
import { logInForCommand } from './login.js'
import { randomBytes } from 'node:crypto'
import { rm } from 'node:fs/promises'
import path from 'node:path'
import {
  ApiError,
  BadCredentialsError,
  LoginLimitError,
  SessionLostError,
  UnreachableError
} from '../api/errors.js'
import { logOut } from '../api/session.js'
import { LOGIN_INPUTS, readLoginSettings, type LoginSettings } from '../inputs/login-settings.js'
import { readMaintenanceOptions } from '../inputs/read-maintenance-settings.js'
import { plainText } from '../redact/safe-text.js'
import { quote, type Line, type Summary } from '../shared/summary.js'
import { someNames } from '../report/units.js'
import type { CommandResult } from '../runner/runner.js'
import type { Command, Kit } from '../runner/command.js'
import { messageOf } from '../shared/message-of.js'
import type { EntityTarget } from '../api/types.js'
import { firstAnswerWaitLine } from '../report/progress-text.js'

/** The inputs `doctor` reads (the command line offers these flags). */
export const DOCTOR_INPUTS = [...LOGIN_INPUTS, 'maintenance-endpoint']

type CheckStatus = 'ok' | 'failed' | 'skipped'

/** One check as `checks-json` lists it; `line` is what the command line prints. */
export interface DoctorCheck {
  check: 'address' | 'login' | 'getPublished' | 'getProject' | 'maintenance-endpoint' | 'logout'
  status: CheckStatus
  line: string
}

class Cancelled extends Error {}

const BASE_URL_PARTS =
  "the scheme (https://), host, port and the instance's path, e.g. https://erp.example.com/AcumaticaERP, with nothing after it (no /Main, no page)"
const BASE_URL_FIX = `Check base-url: ${BASE_URL_PARTS}`

interface DoctorSettings {
  login: LoginSettings
  maintenance: EntityTarget | undefined
}

/** `passed` (every check ok), `failed` or `cancelled`; outputs `checks-json`, `instance-version`. */
export const doctorCommand: Command<DoctorSettings> = {
  readSettings: runner => ({
    login: readLoginSettings(name => runner.getInput(name)),
    maintenance: readMaintenanceOptions(name => runner.getInput(name)).maintenanceEndpoint
  }),
  notStarted: failure => ({ result: 'failed', outputs: { result: 'failed' }, failure }),
  login: settings => settings.login,
  firstAnswerWait: firstAnswerWaitLine,
  run: runDoctor
}

async function runDoctor({
  runner,
  log,
  settings,
  cancel,
  client
}: Kit<DoctorSettings>): Promise<CommandResult> {
  const { login, maintenance } = settings
  const { signal } = cancel
  // Ctrl-C stops the wait for an answer at once; the session is still logged out below.
  const stopped = new Promise<never>((_, reject) =>
    signal.addEventListener('abort', () => reject(new Cancelled()), { once: true })
  )
  stopped.catch(() => undefined)
  const answer = <T>(work: Promise<T>): Promise<T> => Promise.race([work, stopped])

  const checks: Array<DoctorCheck & { spans: Line }> = []
  const ok = (check: DoctorCheck['check'], ...what: Line): void =>
    add(check, 'ok', ['ok ', ...what])
  const fail = (check: DoctorCheck['check'], what: string, happened: string, fix: string): void =>
    add(check, 'failed', [`FAIL ${what}: `, quote(trimDot(happened)), `.${fix ? ` ${fix}.` : ''}`])
  const skip = (check: DoctorCheck['check'], what: string, why: string): void =>
    add(check, 'skipped', [`skipped ${what}: ${why}`])
  function add(check: DoctorCheck['check'], status: CheckStatus, spans: Line): void {
    const line = plainText(
      spans.map(s => (typeof s === 'string' ? s : 'quote' in s ? s.quote : '')).join('')
    )
    // Printed once, as the summary (stdout); the log keeps the login's retries.
    checks.push({ check, status, line, spans })
  }

  const user = login.credentials.name
  const later: Array<DoctorCheck['check']> = ['login', 'getPublished', 'getProject']
  if (maintenance) later.push('maintenance-endpoint')
  let build = ''
  let loggedIn = false
  let cancelled = false
  try {
    // 1. The address: GET /entity needs no session and takes no API seat.
    let answered = false
    try {
      const info = await answer(client.readInstance(undefined, true))
      build = info.build ?? ''
      ok('address', `${login.baseUrl} answers GET /entity`, build ? ` (build ${build})` : '')
      answered = true
    } catch (error) {
      if (error instanceof Cancelled) throw error
      const mainSuffix = /\/(main|[^/]+\.aspx)$/i.test(new URL(login.baseUrl).pathname)
      fail(
        'address',
        `address ${login.baseUrl}`,
        messageOf(error),
        mainSuffix ? `base-url ends in a page: drop it; give ${BASE_URL_PARTS}` : BASE_URL_FIX
      )
    }
    if (!answered) {
      for (const check of later)
        skip(check, checkWhat(check, user, maintenance), 'base-url must answer first')
    } else {
      // 2. The login, with login-attempts and login-retry-delay as a deploy uses them.
      try {
        await logInForCommand(runner, log, client, login, {
          signal: signal,
          onSession: () => (loggedIn = true)
        })
        loggedIn = client.sessionCookie !== undefined
        const tenant = login.credentials.tenant ? ` (tenant ${login.credentials.tenant})` : ''
        ok('login', `login as ${user}${tenant}`)
      } catch (error) {
        if (signal.aborted) throw new Cancelled()
        const { happened, fix } = loginFailure(error)
        fail('login', `login as ${user}`, happened, fix)
        for (const check of later.slice(1))
          skip(check, checkWhat(check, user, maintenance), 'needs a login')
      }
    }
    if (loggedIn) {
      // 3. The Customization API for this user: getPublished, then getProject of a name no
      // project has, which must be the not-found answer a first deploy and a restore rely on.
      let refused = false
      try {
        const names = await answer(client.getPublished())
        if (names === undefined) {
          // Not moot for getProject: a deploy goes on without getPublished (older builds).
          fail(
            'getPublished',
            'the Customization API (getPublished)',
            'the instance has no /CustomizationApi/getPublished (HTTP 404 or 405)',
            `The Customization Web API exists from 2022 R2 on: check base-url and the instance's version; ${roleFix(user)}`
          )
        } else {
          ok(
            'getPublished',
            'the Customization API answers getPublished (',
            ...(names.length === 0
              ? ['no project is published']
              : ['published: ', quote(someNames(names))]),
            ')'
          )
        }
      } catch (error) {
        if (error instanceof Cancelled) throw error
        refused = refusedUser(error)
        fail(
          'getPublished',
          'the Customization API (getPublished)',
          messageOf(error),
          roleFix(user)
        )
      }
      const probe = `DoctorProbe${randomBytes(4).toString('hex')}`
      if (refused) {
        skip('getProject', 'getProject', 'the Customization API refused this user (above)')
      } else {
        await checkGetProject(probe)
      }
      // 4. The Apply Updates endpoint: a read of its schema, never one of its actions.
      if (maintenance) {
        const named = `${maintenance.endpoint}/${maintenance.version}/${maintenance.entity}`
        try {
          await answer(
            client
              .maintenance(maintenance, {
                pollIntervalSeconds: 1,
                timeoutSeconds: login.requestTimeoutSeconds
              })
              .readSchema()
          )
          ok('maintenance-endpoint', `maintenance-endpoint ${named} answers`)
        } catch (error) {
          if (error instanceof Cancelled) throw error
          const status = error instanceof ApiError ? error.status : undefined
          fail(
            'maintenance-endpoint',
            `maintenance-endpoint ${named}`,
            messageOf(error),
            status === 404
              ? `Check maintenance-endpoint: the instance needs a Web Service Endpoint ${named} over Apply Updates (SM203510), with scheduleLockoutCommand, stopLockoutCommand and restartApplicationCommand mapped (docs/maintenance.md)`
              : status === 401 || status === 403
                ? `Give ${user} access to the Apply Updates screen (SM203510) and the endpoint`
                : 'Check maintenance-endpoint and the endpoint on the Web Service Endpoints screen (SM207060)'
          )
        }
      }
    }
  } catch (error) {
    if (!(error instanceof Cancelled)) throw error
    cancelled = true
  } finally {
    if (loggedIn) await release()
  }

  async function checkGetProject(probe: string): Promise<void> {
    const file = path.join(runner.env.tempDir, `${probe}.zip`)
    try {
      const got = await answer(client.getProject(probe, file, { maxBytes: 64 * 1024 * 1024 }))
      if (got.found) {
        // A project of a random name: the API answered, whatever the odds.
        ok('getProject', `getProject answers (a project named ${probe} exists)`)
      } else {
        ok(
          'getProject',
          `getProject answers "not found" for a project no instance holds (${probe})`
        )
      }
    } catch (error) {
      if (error instanceof Cancelled) throw error
      fail(
        'getProject',
        `getProject of ${probe} (a name no project has)`,
        messageOf(error),
        refusedUser(error)
          ? roleFix(user)
          : `A first deploy and a restore need the instance's own answer "The project is not found: ${probe}"; ${roleFix(user)}`
      )
    } finally {
      await rm(file, { force: true })
    }
  }

  async function release(): Promise<void> {
    const outcome = await logOut(client)
    if (outcome.kind === 'failed') {
      fail(
        'logout',
        'logout',
        outcome.reason,
        'The session holds one of the API seats until the instance ends it'
      )
    } else {
      ok('logout', 'logout: the API session is released')
    }
  }

  const failed = checks.filter(c => c.status === 'failed')
  const json = JSON.stringify(checks.map(({ check, status, line }) => ({ check, status, line })))
  const result = cancelled ? 'cancelled' : failed.length > 0 ? 'failed' : 'passed'
  const summary: Summary = {
    blocks: [
      { kind: 'heading', level: 2, text: [`Doctor: ${login.baseUrl} as ${user}`] },
      { kind: 'note', lines: checks.map(c => c.spans) }
    ]
  }
  const commandResult: CommandResult = {
    result,
    outputs: { result, 'checks-json': json, 'instance-version': build },
    summary,
    ...(cancelled
      ? { failure: 'The doctor was cancelled: the checks after it did not run.' }
      : failed.length > 0
        ? {
            failure: `${failed.length} of ${checks.length} checks failed: ${failed.map(c => c.check).join(', ')}.`
          }
        : {})
  }
  if (cancelled) runner.abandon(commandResult)
  return commandResult
}

function checkWhat(check: string, user: string, maintenance: EntityTarget | undefined): string {
  if (check === 'login') return `login as ${user}`
  if (check === 'maintenance-endpoint' && maintenance) {
    return `maintenance-endpoint ${maintenance.endpoint}/${maintenance.version}/${maintenance.entity}`
  }
  return check
}

/** What a refused login was, and what to change (the error's own words say the rest). */
function loginFailure(error: unknown): { happened: string; fix: string } {
  const status = error instanceof ApiError ? error.status : undefined
  if (error instanceof BadCredentialsError) {
    return {
      happened: `the instance refused the credentials (HTTP ${status ?? '?'})`,
      fix: 'Check username, the password (ACUMATICA_PASSWORD or stdin) and tenant (on a site with several tenants, the login name of one); more failed attempts may lock the account'
    }
  }
  if (error instanceof LoginLimitError) {
    return {
      happened: 'the API session limit of the instance is reached (HTTP 500, API Login Limit)',
      fix: 'Release another API session (one another tool left open) or wait for it to expire, then run doctor again (login-attempts and login-retry-delay set how long a deploy waits)'
    }
  }
  if (error instanceof UnreachableError) return { happened: messageOf(error), fix: BASE_URL_FIX }
  return { happened: messageOf(error), fix: '' }
}

/** HTTP 401 or 403 from a Customization API call right after a login that worked. */
function refusedUser(error: unknown): boolean {
  return error instanceof SessionLostError || (error instanceof ApiError && error.status === 403)
}

function roleFix(user: string): string {
  return `Give ${user} the Customizer role (or Administrator); if it has one, the Customization Web API may be off or blocked by a proxy in front of the instance`
}

function trimDot(text: string): string {
  return text.trim().replace(/\.+$/, '')
}
