// The post step: releases the API session the main step opened, whatever happened there.
// A licence allows two or three API sessions; a leaked one breaks the next deploy. It never
// fails the job: a session already gone (the publish restarted the application pool) is an info
// line, as a successful deploy prints no warning; a logout that fails otherwise is a warning.
import { clientFor, type CustomizationClient } from '../api/client.js'
import { setTimeout as sleep } from 'node:timers/promises'
import { logOut } from '../api/session.js'
import { readLoginSettings } from '../inputs/login-settings.js'
import {
  maskCookieValues,
  readLockout,
  readProgress,
  readSession,
  saveLockout,
  type SavedLockout,
  type SavedSession
} from '../runner/state.js'
import { lockoutStopText } from '../report/shared-text.js'
import { stopLockout as stopUntil } from '../deploy/lockout.js'
import { safeLog, type SafeLog } from '../runner/log.js'
import type { Runner } from '../runner/runner.js'
import { maskPasswordInput } from '../runner/secrets.js'
import { messageOf } from '../shared/message-of.js'
import { hostWords, type Host } from '../report/host.js'

// The post step must finish within the runner's 5 minutes after a cancellation.
const MAX_LOGOUT_SECONDS = 60
// How long the post step waits for a restarting site to stop a lockout (Actions; the command line
// waits verify-timeout), leaving time for the logout within those 5 minutes.
const MAX_POST_STOP_SECONDS = 180

/** What the post step did with the session (it never fails the job). */
export type PostResult = 'no-session' | 'released' | 'already-ended' | 'not-released'

export async function cleanup(runner: Runner): Promise<PostResult> {
  const log = safeLog(runner)
  // Each request is bounded (MAX_LOGOUT_SECONDS): a signal ending the step now would only leave
  // the seat taken (the command line's Ctrl-C during its closing logout).
  const stopListening = runner.onCancel(signal =>
    log.info(`Received ${signal}: releasing the API session first.`)
  )
  try {
    return await release(runner, log)
  } finally {
    stopListening()
  }
}

async function release(runner: Runner, log: SafeLog): Promise<PostResult> {
  // Server text quoted in a warning may echo the password: hidden here too.
  maskPasswordInput(runner)
  try {
    const progress = readProgress(runner)
    if (progress !== '' && !progress.startsWith('done')) {
      log.warning(
        `${runner.host === 'cli' ? 'The run' : 'The main step'} did not finish: it stopped during '${progress}'. ${whatItLeft(progress, runner.host)}`
      )
    }
    const session = readSession(runner)
    if (session === undefined) {
      log.info(
        `${runner.host === 'cli' ? 'The run' : 'The main step'} opened no API session: nothing to release.`
      )
      return 'no-session'
    }
    const lockout = readLockout(runner)
    if (lockout) await stopLockout(runner, log, session, lockout, progress)
    return await runner.group('Log out', async (): Promise<PostResult> => {
      const client = savedSessionClient(runner, session, session.requestTimeoutSeconds)
      const logout = await logOut(client)
      switch (logout.kind) {
        case 'released':
          log.info(`Logged out of ${session.baseUrl}: the API session is released.`)
          return 'released'
        case 'ended':
          // A publish restarts the application pool, which ends every session: the usual end of
          // a successful deploy, and nothing is left to release.
          log.info(`Nothing to release: the API session had already ended (${logout.reason}).`)
          return 'already-ended'
        case 'failed':
          log.warning(
            `The API session could not be released: ${logout.reason}. If the next deploy meets the API Login Limit, the session ends by itself after the instance's session timeout.`
          )
          return 'not-released'
      }
    })
  } catch (error) {
    const who = runner.host === 'cli' ? 'The command' : 'The post step'
    log.warning(`${who} could not release the API session: ${String(error)}`)
    return 'not-released'
  }
}

/**
 * Lets users back in while the main step left the lockout possibly on (failure, cancel, timeout,
 * a kill): the stop waits for a restarting site as the main step's does (up to verify-timeout;
 * one try more when the main step already waited), with a new session when the saved one ended,
 * released at once. A stop that fails is an error naming Apply Updates, where a person ends it;
 * the saved flag then stays on (the command line fails on it).
 */
async function stopLockout(
  runner: Runner,
  log: SafeLog,
  session: SavedSession,
  lockout: SavedLockout,
  progress: string
): Promise<void> {
  await runner.group('Let users back in', async () => {
    await letScheduleLand(runner, log, lockout, progress)
    const client = savedSessionClient(runner, session, lockout.requestTimeoutSeconds)
    const maintenance = client.maintenance(lockout.endpoint, {
      pollIntervalSeconds: lockout.pollIntervalSeconds,
      timeoutSeconds: Math.min(lockout.requestTimeoutSeconds, MAX_LOGOUT_SECONDS)
    })
    // Within the runner's 5 minutes after a cancellation; the command line has no such limit.
    const waitSeconds = lockout.stopTried
      ? 0
      : runner.host === 'cli'
        ? lockout.stopTimeoutSeconds
        : Math.min(lockout.stopTimeoutSeconds, MAX_POST_STOP_SECONDS)
    let loggedIn = false
    try {
      await stopUntil(
        {
          maintenance,
          // The site restarted and ended the saved session: one new session for the stop
          // (the inputs are the main step's), released below.
          login: async () => {
            const login = readLoginSettings(name => runner.getInput(name))
            loggedIn = true
            await client.login(login.credentials, { attempts: 1, delaySeconds: 0 })
          },
          sleep: ms => sleep(ms),
          now: () => Date.now()
        },
        {
          timeoutSeconds: waitSeconds,
          intervalSeconds: lockout.pollIntervalSeconds,
          onWaiting: reason =>
            log.info(
              `Stopping the lockout through Apply Updates (${maintenance.endpoint}) met a site that is not answering as it should (${reason}); trying again for up to ${waitSeconds} s.`
            )
        }
      )
      saveLockout(runner, undefined)
      log.info(
        `Users are let back in: the lockout through Apply Updates (${maintenance.endpoint}) is stopped.`
      )
    } catch (error) {
      log.error(lockoutStopText(maintenance.endpoint, messageOf(error)))
    } finally {
      if (loggedIn) await logOut(client)
    }
  })
}

/**
 * The main step ended (a kill) while the schedule was on its way: the instance may still apply it.
 * A stop that overtook it would leave users locked out, so the stop waits until the schedule's
 * own bound (request-timeout from when it was sent) has passed, as the main step would have.
 */
async function letScheduleLand(
  runner: Runner,
  log: SafeLog,
  lockout: SavedLockout,
  progress: string
): Promise<void> {
  if (progress !== 'Lock users out' || lockout.sentAt === undefined) return
  const cap = runner.host === 'cli' ? Infinity : MAX_POST_STOP_SECONDS * 1000
  const waitMs = Math.min(lockout.sentAt + lockout.requestTimeoutSeconds * 1000 - Date.now(), cap)
  if (waitMs <= 0) return
  log.info(
    `The run ended while the lockout was being scheduled: waiting ${Math.ceil(waitMs / 1000)} s (request-timeout) so that the stop comes after it.`
  )
  await sleep(waitMs)
}

/** A client in the saved session, its requests bounded by the post step's own limit. */
function savedSessionClient(
  runner: Runner,
  session: SavedSession,
  requestTimeoutSeconds: number
): CustomizationClient {
  const client = clientFor(
    {
      baseUrl: session.baseUrl,
      requestTimeoutSeconds: Math.min(requestTimeoutSeconds, MAX_LOGOUT_SECONDS)
    },
    session.cookie
  )
  maskCookieValues(runner, client.secretValues)
  return client
}

/** What an interrupted phase may have left on the instance. */
function whatItLeft(phase: string, host: Host | undefined): string {
  const backups = hostWords(host).backups
  switch (phase) {
    case 'Publish':
      return 'The publish may still be running on the instance: check the Customization Projects screen before deploying again.'
    case 'Validate':
      return `The validation may still be running; nothing is published by a validation, but the stored projects hold the imported packages: import ${backups} again if they must be as before.`
    case 'Import':
      return 'The Import may or may not have completed; nothing was published by this run.'
    case 'Download':
      return 'The export was downloading the projects: no project folder was written.'
    case 'Write':
      return 'The export was writing the project folders: some files may be new and others old, and *.export-*.tmp files may be left beside them. Run the export again.'
    case 'Verify':
      return 'The publish had completed; checking that the site runs it was interrupted: check the site before deploying again.'
    case 'Roll back':
      return `The rollback after a failed verification was interrupted: the stored projects or the publish may be half-way. Check the Customization Projects screen; import and publish ${backups} named in the log by hand.`
    case 'Restore':
      return `Putting the stored projects back was interrupted: import ${backups} named in the log by hand (Customization Projects screen), without publishing them.`
    default:
      return 'Nothing was published by this run.'
  }
}
