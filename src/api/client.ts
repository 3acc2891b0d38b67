// The Customization API client: one method per call of the service, each turning the answer into
// a result or an error of errors.ts. It knows the wire (paths, bodies, cookies, statuses) and
// nothing of GitHub.

import { rm } from 'node:fs/promises'
import { setTimeout as delay } from 'node:timers/promises'
import {
  excerpt,
  isApiBody,
  isHtml,
  readPublishEnd,
  readPublished,
  serverMessage
} from './answers.js'
import {
  checkSession,
  contentType,
  messagesOf,
  notAnApiAnswer,
  notTheApi,
  statusError,
  throwServerLogErrors
} from './answer-errors.js'
import { SessionCookies } from './cookies.js'
import { ApiError, ServerLogError, TransientError, type ApiCall } from './errors.js'
import {
  Transport,
  type Answer,
  type FirstAnswerWait,
  type PostBody,
  type RequestLimit
} from './http.js'
import { createImportBody } from './import-body.js'
import { retry } from '../retry/retry.js'
import {
  lastLoginError,
  loginBody,
  loginOnce,
  LOGIN_PATH,
  REFUSED_ATTEMPTS,
  REFUSED_MAX_WAIT_SECONDS,
  RetryableLoginError
} from './login.js'
import { notFoundMessage, ProjectNotFoundError, readNotFoundAnswer } from './not-found.js'
import { downloadProject } from './project-download.js'
import { readEntity, readInstance } from './entity-client.js'
import { readScreen } from './screen-client.js'
import { describeAnswer } from './read-answers.js'
import { MaintenanceClient, type MaintenanceClientOptions } from './maintenance-client.js'
import { logOut } from './session.js'
import type {
  BackupDownload,
  CustomizationApi,
  EntityTarget,
  InstanceInfo,
  GetProjectOptions,
  ImportRequest,
  LogEntry,
  LoginCredentials,
  LoginRetryPolicy,
  PublishBeginRequest,
  PublishEndAnswer
} from './types.js'

const API_PATHS = {
  login: LOGIN_PATH,
  logout: '/entity/auth/logout',
  Import: '/CustomizationApi/Import',
  getProject: '/CustomizationApi/getProject',
  getPublished: '/CustomizationApi/getPublished',
  publishBegin: '/CustomizationApi/publishBegin',
  publishEnd: '/CustomizationApi/publishEnd',
  delete: '/CustomizationApi/delete',
  unpublishAll: '/CustomizationApi/unpublishAll',
  entity: '/entity',
  entityRead: '/entity/',
  screen: '/Main',
  applyUpdates: '/entity/'
} as const satisfies Record<ApiCall, string>

/** Error answers are kept this far for their message (the rest is read and dropped). */
const ERROR_BODY_BYTES = 64 * 1024

export interface CustomizationClientOptions {
  /** Instance address, e.g. https://erp.example.com/AcumaticaERP (a trailing `/` is tolerated). */
  baseUrl: string
  /** Longest wait for an answer (and between two pieces of an answer), in seconds. */
  requestTimeoutSeconds: number
  userAgent?: string
  /** How long a connection may take to be established (default 30 s), apart from request-timeout. */
  connectTimeoutSeconds?: number
  /** Waits between login attempts; injectable so tests do not wait. Rejects when `signal` aborts. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>
  /** How long to wait for the address's first answer in this run, in seconds (default 300). */
  firstAnswerTimeoutSeconds?: number
  /** Told every 30 s while the first answer has not come (for a log line). */
  onFirstAnswerWait?: (wait: FirstAnswerWait) => void
}

/** Where a client goes and how long it waits: a step's settings, or a saved session's. */
export interface ClientTarget {
  baseUrl: string
  requestTimeoutSeconds: number
  firstAnswerTimeoutSeconds?: number
  onFirstAnswerWait?: (wait: FirstAnswerWait) => void
}

/**
 * The client as every command gets it (the one place, so their clients cannot drift apart): made
 * by runCommand (src/runner/command.ts); with `cookie`, in a session the main step saved (the post
 * step's logout).
 */
export function clientFor(target: ClientTarget, cookie?: string): CustomizationClient {
  const client = new CustomizationClient({
    baseUrl: target.baseUrl,
    requestTimeoutSeconds: target.requestTimeoutSeconds,
    ...(target.firstAnswerTimeoutSeconds === undefined
      ? {}
      : { firstAnswerTimeoutSeconds: target.firstAnswerTimeoutSeconds }),
    ...(target.onFirstAnswerWait ? { onFirstAnswerWait: target.onFirstAnswerWait } : {})
  })
  if (cookie !== undefined) client.useSession(cookie)
  return client
}

export class CustomizationClient implements CustomizationApi {
  private readonly transport: Transport
  private readonly sleep: (ms: number, signal?: AbortSignal) => Promise<void>
  private jar: SessionCookies | undefined

  constructor(options: CustomizationClientOptions) {
    this.transport = new Transport(
      options.baseUrl,
      options.requestTimeoutSeconds,
      options.userAgent ?? 'acumatica-customization-deploy',
      options.connectTimeoutSeconds,
      {
        ...(options.firstAnswerTimeoutSeconds === undefined
          ? {}
          : { timeoutSeconds: options.firstAnswerTimeoutSeconds }),
        ...(options.onFirstAnswerWait ? { onWait: options.onFirstAnswerWait } : {})
      }
    )
    this.sleep = options.sleep ?? ((ms, signal) => delay(ms, undefined, { signal }))
  }

  get sessionCookie(): string | undefined {
    return this.jar?.header
  }

  /** The cookie values of the session, for the caller to mask in logs. */
  get secretValues(): string[] {
    return this.jar?.values ?? []
  }

  useSession(cookieHeader: string): void {
    const jar = SessionCookies.fromHeader(cookieHeader)
    this.jar = jar.size > 0 ? jar : undefined
  }

  async login(credentials: LoginCredentials, policy: LoginRetryPolicy): Promise<void> {
    // A login again (a lost session while polling, a restart) first logs the old session out,
    // whatever said it was lost: a 401 or a login page may come from a proxy in front of a
    // session the instance still holds, and a login never leaves one open behind it.
    if (this.jar) await logOut(this)
    this.jar = undefined
    const body = JSON.stringify(loginBody(credentials))
    const attempts = Math.max(1, Math.floor(policy.attempts))
    let made = 0
    // The limit of attempts for this failure: a refused connection gets one more, a connect
    // timeout none (see FastFail).
    const limitFor = (failure: RetryableLoginError['failure']): number =>
      failure.kind !== 'connection' || !failure.fastFail
        ? attempts
        : failure.fastFail === 'connect-timeout'
          ? made
          : Math.min(attempts, REFUSED_ATTEMPTS)
    let last: RetryableLoginError | undefined
    this.jar = await retry(
      async attempt => {
        made = attempt
        try {
          return await loginOnce(this.transport, body)
        } catch (error) {
          if (error instanceof RetryableLoginError) last = error
          throw error
        }
      },
      {
        attempts,
        delayMs: attempt => {
          const wait = policy.delaySeconds * attempt
          const failure = last?.failure
          const fast = failure?.kind === 'connection' && failure.fastFail !== undefined
          return (fast ? Math.min(wait, REFUSED_MAX_WAIT_SECONDS) : wait) * 1000
        },
        // 401 and a locked account are never tried again: more bad passwords lock accounts.
        retryable: (error, attempt) =>
          error instanceof RetryableLoginError && attempt < limitFor(error.failure),
        onRetry: ({ error, attempt, waitMs }) =>
          policy.onRetry?.({
            attempt,
            attempts: limitFor((error as RetryableLoginError).failure),
            waitSeconds: waitMs / 1000,
            reason: (error as RetryableLoginError).failure.reason
          }),
        sleep: this.sleep,
        signal: policy.signal
      }
    ).catch((error: unknown) => {
      if (!(error instanceof RetryableLoginError)) throw error
      const failure = error.failure
      const fast = failure.kind === 'connection' && failure.fastFail !== undefined
      throw lastLoginError(failure, fast ? made : attempts, this.transport.url(API_PATHS.login))
    })
  }

  async logout(): Promise<void> {
    if (!this.jar) return
    const answer = await this.post('logout', { text: '' }, true)
    const text = await this.transport.readText('logout', answer)
    checkSession('logout', answer, text)
    if (answer.status < 200 || answer.status >= 300) throw statusError('logout', answer, text)
    // A proxy's or single sign-on page with HTTP 200 did not log anything out.
    if (isHtml(contentType(answer), text)) throw notTheApi('logout', answer, text)
    this.jar = undefined
  }

  async getProject(
    projectName: string,
    destinationPath: string,
    options: GetProjectOptions = {}
  ): Promise<BackupDownload> {
    const answer = await this.post(
      'getProject',
      { text: JSON.stringify({ projectName, isAutoResolveConflicts: false }) },
      true
    )
    if (answer.status < 200 || answer.status >= 300) {
      const text = await this.transport.readText('getProject', answer, ERROR_BODY_BYTES)
      checkSession('getProject', answer, text)
      if (answer.status === 400 && !isHtml(contentType(answer), text)) {
        // 24.2 cloud: the not-found answer with HTTP 400.
        const notFound = readNotFoundAnswer(text, projectName)
        if (notFound !== undefined) return { found: false, message: notFound }
      }
      throw statusError('getProject', answer, text)
    }
    if (isHtml(contentType(answer), '')) {
      const text = await this.transport.readText('getProject', answer, ERROR_BODY_BYTES)
      checkSession('getProject', answer, text)
      throw notTheApi('getProject', answer, text)
    }
    try {
      const result = await downloadProject(
        this.transport,
        projectName,
        answer,
        destinationPath,
        options.maxBytes
      )
      if (!result.found) await rm(destinationPath, { force: true })
      return result
    } catch (error) {
      await rm(destinationPath, { force: true })
      throw error
    }
  }

  async getPublished(withinMs?: number): Promise<string[] | undefined> {
    const { answer, text } = await this.sessionCall(
      'getPublished',
      '{}',
      withinMs === undefined ? {} : { ms: withinMs, input: 'verify-timeout' }
    )
    if (answer.status === 404 || answer.status === 405) return undefined
    // A redirect (to /ui/error) or a web page is not live: after a publish, a site that is not
    // ready yet, so the verification tries again until verify-timeout (TransientError).
    if (answer.status >= 300 && answer.status < 400) {
      const error = statusError('getPublished', answer, text)
      throw new TransientError('getPublished', error.message, { status: answer.status })
    }
    if (answer.status < 200 || answer.status >= 300) throw statusError('getPublished', answer, text)
    if (isHtml(contentType(answer), text)) {
      const came = describeAnswer({ status: answer.status, contentType: contentType(answer), text })
      throw new TransientError(
        'getPublished',
        `getPublished answered a web page instead of the API (${came}); check base-url`,
        { status: answer.status }
      )
    }
    const reading = readPublished(text)
    switch (reading.form) {
      case 'projects':
        return reading.names
      case 'nothing-published':
        return []
      case 'error':
        throw new ServerLogError(
          'getPublished',
          `getPublished failed: ${reading.messages.join('; ')}`,
          { status: answer.status, serverMessages: reading.messages }
        )
      case 'too-many':
        throw new ApiError(
          'getPublished',
          `getPublished listed more than ${reading.limit.toLocaleString('en-US')} projects, far more than an instance publishes: the answer is not trusted (check base-url and what answers there)`,
          { status: answer.status }
        )
      case 'malformed':
        throw new ApiError(
          'getPublished',
          `getPublished answered something that is neither a list of projects nor the "nothing published" log (HTTP ${answer.status}): "${excerpt(text)}"`,
          { status: answer.status }
        )
    }
  }

  async importPackage(request: ImportRequest): Promise<LogEntry[]> {
    // Built before the request, so an empty or missing package is refused before anything is sent.
    const body = await createImportBody(request)
    const answer = await this.post(
      'Import',
      { stream: body.open(), contentLength: body.contentLength },
      true
    )
    const text = await this.transport.readText('Import', answer)
    checkSession('Import', answer, text)
    if (answer.status < 200 || answer.status >= 300) {
      throw withBusyHint(statusError('Import', answer, text))
    }
    if (isHtml(contentType(answer), text)) throw notTheApi('Import', answer, text)
    // Import always answers its log as JSON (an object with a `log` array): any other body,
    // also the JSON a gateway writes, did not come from the API, and the package may not have
    // been imported. (HTTP 204, no content, says so itself.)
    if (answer.status !== 204 && !isApiBody(text)) throw notAnApiAnswer('Import', answer, text)
    return throwServerLogErrors('Import', answer, text, `Import of ${request.projectName}`)
  }

  async publishBegin(request: PublishBeginRequest): Promise<LogEntry[]> {
    const fields: Record<string, unknown> = {
      isMergeWithExistingPackages: request.isMergeWithExistingPackages,
      isOnlyValidation: request.isOnlyValidation,
      isOnlyDbUpdates: request.isOnlyDbUpdates,
      projectNames: request.projectNames,
      tenantMode: request.tenantMode
    }
    // The optional fields travel only when they mean something: servers refuse tenant names
    // with the other modes, and an absent replay flag is the server's own default.
    if (request.tenantMode === 'List') fields.tenantLoginNames = request.tenantLoginNames ?? []
    if (request.isReplayPreviouslyExecutedScripts === true) {
      fields.isReplayPreviouslyExecutedScripts = true
    }
    const body = JSON.stringify(fields)
    const { answer, text } = await this.sessionCall('publishBegin', body)
    if (answer.status >= 500) {
      throw new TransientError(
        'publishBegin',
        `publishBegin failed with HTTP ${answer.status}: ${serverMessage(text) || 'no message'}; the publish may or may not have started${answer.status === 500 ? BUSY_HINT : ''}`,
        { status: answer.status, serverMessages: messagesOf(text) }
      )
    }
    if (answer.status < 200 || answer.status >= 300) throw statusError('publishBegin', answer, text)
    if (isHtml(contentType(answer), text)) throw notTheApi('publishBegin', answer, text)
    return throwServerLogErrors('publishBegin', answer, text, 'publishBegin')
  }

  publishEnd(withinMs?: number): Promise<PublishEndAnswer> {
    return this.publishState({ ms: withinMs, input: 'publish-timeout' })
  }

  publishProbe(withinMs?: number): Promise<PublishEndAnswer> {
    // Bounded as a poll of a publish is (the flow hands in what publish-timeout allows).
    return this.publishState({ ms: withinMs, input: 'publish-timeout' })
  }

  async unpublishAll(tenantMode: string): Promise<LogEntry[]> {
    const { answer, text } = await this.sessionCall('unpublishAll', JSON.stringify({ tenantMode }))
    if (answer.status < 200 || answer.status >= 300) {
      throw withBusyHint(statusError('unpublishAll', answer, text))
    }
    if (isHtml(contentType(answer), text)) throw notTheApi('unpublishAll', answer, text)
    return throwServerLogErrors('unpublishAll', answer, text, 'unpublishAll')
  }

  private async publishState(limit: RequestLimit): Promise<PublishEndAnswer> {
    const { answer, text } = await this.sessionCall('publishEnd', '{}', limit)
    const reading = isHtml(contentType(answer), text) ? undefined : readPublishEnd(text)
    if (reading) return { ...reading, httpStatus: answer.status }
    const what =
      answer.status >= 500
        ? `HTTP ${answer.status} without a publish state`
        : `an answer that is neither true/false nor the publish state JSON (HTTP ${answer.status})`
    throw new TransientError('publishEnd', `publishEnd gave ${what}: "${excerpt(text)}"`, {
      status: answer.status
    })
  }

  async deleteProject(projectName: string): Promise<LogEntry[]> {
    const { answer, text } = await this.sessionCall('delete', JSON.stringify({ projectName }))
    if (answer.status < 200 || answer.status >= 300) {
      const error = statusError('delete', answer, text)
      const notFound =
        answer.status === 400 && !isHtml(contentType(answer), text)
          ? readNotFoundAnswer(text, projectName)
          : undefined
      throw notFound === undefined ? error : asNotFound(error, projectName)
    }
    if (isHtml(contentType(answer), text)) throw notTheApi('delete', answer, text)
    try {
      return throwServerLogErrors('delete', answer, text, `delete of ${projectName}`)
    } catch (error) {
      if (!(error instanceof ApiError)) throw error
      if (notFoundMessage(error.serverMessages, projectName) === undefined) throw error
      throw asNotFound(error, projectName)
    }
  }

  readInstance(withinMs?: number, beforeDeploy = false): Promise<InstanceInfo> {
    return readInstance(
      this.transport,
      beforeDeploy ? { firstAnswer: true } : { ms: withinMs, input: 'verify-timeout' }
    )
  }

  async readEntity(target: EntityTarget, withinMs?: number): Promise<void> {
    const cookie = this.jar?.header
    if (!cookie) throw new ApiError('entityRead', 'entityRead needs a session: log in first')
    await readEntity(this.transport, cookie, target, { ms: withinMs, input: 'verify-timeout' })
  }

  async readScreen(screenId: string, withinMs?: number): Promise<void> {
    const cookie = this.jar?.header
    if (!cookie) throw new ApiError('screen', 'opening a screen needs a session: log in first')
    // Each request of the redirect chain gets what is left of the time, not all of it again.
    const until = withinMs === undefined ? undefined : Date.now() + withinMs
    await readScreen(this.transport, cookie, screenId, () => ({
      ms: until === undefined ? undefined : Math.max(1, until - Date.now()),
      input: 'verify-timeout'
    }))
  }

  /**
   * The Apply Updates endpoint (`maintenance-endpoint`) on this client's transport and session:
   * the session is read at each call, so a login again after a restart is used.
   */
  maintenance(target: EntityTarget, options: MaintenanceClientOptions): MaintenanceClient {
    return new MaintenanceClient(this.transport, () => this.jar?.header, target, options)
  }

  /** POST to a session call, read the whole (small) answer and fail on a lost session. */
  private async sessionCall(
    call: ApiCall,
    json: string,
    limit: RequestLimit = {}
  ): Promise<{ answer: Answer; text: string }> {
    const answer = await this.post(call, { text: json }, true, limit)
    const text = await this.transport.readText(call, answer)
    checkSession(call, answer, text)
    return { answer, text }
  }

  private async post(
    call: ApiCall,
    body: PostBody,
    withSession: boolean,
    limit: RequestLimit = {}
  ): Promise<Answer> {
    const headers: Record<string, string> = {}
    if (withSession) {
      const cookie = this.jar?.header
      if (!cookie) {
        body.stream?.destroy()
        throw new ApiError(call, `${call} needs a session: log in first`)
      }
      headers.cookie = cookie
    }
    return this.transport.post(call, API_PATHS[call], body, headers, limit)
  }
}

// Acumatica publishes one thing at a time (its "logical lock"); what Import or publishBegin
// answer meanwhile is documented nowhere. One team reads an HTTP 500 from them as "a publish may
// be in progress": a hint for the user, nothing is decided from it.
const BUSY_HINT =
  ' (an HTTP 500 can also mean that another publish is running on the instance: check the Customization Projects screen)'

function withBusyHint(error: ApiError): ApiError {
  if (error.status === 500) error.message += BUSY_HINT
  return error
}

/** The error of a call the instance answered with its not-found answer for `projectName`. */
function asNotFound(error: ApiError, projectName: string): ProjectNotFoundError {
  return new ProjectNotFoundError(error.call, projectName, error.message, {
    status: error.status,
    serverMessages: error.serverMessages
  })
}
