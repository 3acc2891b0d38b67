// The Customization API client: one method per call of the service, each turning the answer into
// a result or an error of errors.ts. It knows the wire (paths, bodies, cookies, statuses) and
// nothing of GitHub.

import { createHash } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { open, rm } from 'node:fs/promises'
import { Transform } from 'node:stream'
import { finished } from 'node:stream/promises'
import { setTimeout as delay } from 'node:timers/promises'
import {
  errorMessages,
  excerpt,
  isErrorEntry,
  isHtml,
  isLoginPage,
  readPublishEnd,
  readPublished,
  readServerLog,
  saysAccountLocked,
  saysNotFound,
  serverMessage
} from './answers.js'
import { Base64PayloadError, extractBase64Payload } from './base64-payload.js'
import { SessionCookies } from './cookies.js'
import {
  AccountLockedError,
  ApiError,
  BadCredentialsError,
  LoginLimitError,
  RequestTimeoutError,
  ServerLogError,
  SessionLostError,
  TransientError,
  type ApiCall
} from './errors.js'
import { ConnectionError, Transport, type Answer, type PostBody } from './http.js'
import { createImportBody } from './import-body.js'
import { LOCAL_FILE_HEADER, readEndRecord, signatureOf } from '../package/zip-records.js'
import type {
  BackupDownload,
  CustomizationApi,
  ImportRequest,
  LogEntry,
  LoginCredentials,
  LoginRetryPolicy,
  PublishBeginRequest,
  PublishEndAnswer
} from './types.js'

export const API_PATHS = {
  login: '/entity/auth/login',
  logout: '/entity/auth/logout',
  Import: '/CustomizationApi/Import',
  getProject: '/CustomizationApi/getProject',
  getPublished: '/CustomizationApi/getPublished',
  publishBegin: '/CustomizationApi/publishBegin',
  publishEnd: '/CustomizationApi/publishEnd'
} as const satisfies Record<ApiCall, string>

export interface CustomizationClientOptions {
  /** Instance address, e.g. https://erp.example.com/AcumaticaERP (a trailing `/` is tolerated). */
  baseUrl: string
  /** Longest wait for an answer (and between two pieces of an answer), in seconds. */
  requestTimeoutSeconds: number
  userAgent?: string
  /** Waits between login attempts; injectable so tests do not wait. Rejects when `signal` aborts. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>
}

export class CustomizationClient implements CustomizationApi {
  private readonly transport: Transport
  private readonly sleep: (ms: number, signal?: AbortSignal) => Promise<void>
  private jar: SessionCookies | undefined

  constructor(options: CustomizationClientOptions) {
    this.transport = new Transport(
      options.baseUrl,
      options.requestTimeoutSeconds,
      options.userAgent ?? 'acumatica-customization-deploy'
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

  async login(credentials: LoginCredentials, retry: LoginRetryPolicy): Promise<void> {
    const body = JSON.stringify(loginBody(credentials))
    const attempts = Math.max(1, Math.floor(retry.attempts))
    for (let attempt = 1; ; attempt++) {
      retry.signal?.throwIfAborted()
      const outcome = await this.loginOnce(body)
      if (outcome.jar) {
        this.jar = outcome.jar
        return
      }
      const failure = outcome.retryable
      if (attempt >= attempts)
        throw lastLoginError(failure, attempt, this.transport.url(API_PATHS.login))
      const waitSeconds = retry.delaySeconds * attempt
      retry.onRetry?.({ attempt, attempts, waitSeconds, reason: failure.reason })
      await this.sleep(waitSeconds * 1000, retry.signal)
    }
  }

  async logout(): Promise<void> {
    if (!this.jar) return
    const answer = await this.post('logout', { text: '' }, true)
    const text = await this.transport.readText('logout', answer)
    this.checkSession('logout', answer, text)
    if (answer.status < 200 || answer.status >= 300) throw statusError('logout', answer, text)
    this.jar = undefined
  }

  async getProject(projectName: string, destinationPath: string): Promise<BackupDownload> {
    const answer = await this.post(
      'getProject',
      { text: JSON.stringify({ projectName, isAutoResolveConflicts: false }) },
      true
    )
    if (answer.status < 200 || answer.status >= 300) {
      const text = await this.transport.readText('getProject', answer)
      this.checkSession('getProject', answer, text)
      if (answer.status === 400 && !isHtml(contentType(answer), text) && saysNotFound(text)) {
        return { found: false, message: serverMessage(text) }
      }
      throw statusError('getProject', answer, text)
    }
    if (isHtml(contentType(answer), '')) {
      const text = await this.transport.readText('getProject', answer)
      this.checkSession('getProject', answer, text)
      throw notTheApi('getProject', answer, text)
    }
    try {
      const result = await this.download(projectName, answer, destinationPath)
      if (!result.found) await rm(destinationPath, { force: true })
      return result
    } catch (error) {
      await rm(destinationPath, { force: true })
      throw error
    }
  }

  async getPublished(): Promise<string[] | undefined> {
    const { answer, text } = await this.sessionCall('getPublished', '{}')
    if (answer.status === 404 || answer.status === 405) return undefined
    if (answer.status < 200 || answer.status >= 300) throw statusError('getPublished', answer, text)
    if (isHtml(contentType(answer), text)) throw notTheApi('getPublished', answer, text)
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
    this.checkSession('Import', answer, text)
    if (answer.status < 200 || answer.status >= 300) throw statusError('Import', answer, text)
    if (isHtml(contentType(answer), text)) throw notTheApi('Import', answer, text)
    return throwServerLogErrors('Import', answer, text, `Import of ${request.projectName}`)
  }

  async publishBegin(request: PublishBeginRequest): Promise<LogEntry[]> {
    const body = JSON.stringify({
      isMergeWithExistingPackages: request.isMergeWithExistingPackages,
      isOnlyValidation: request.isOnlyValidation,
      isOnlyDbUpdates: request.isOnlyDbUpdates,
      projectNames: request.projectNames,
      tenantMode: request.tenantMode
    })
    const { answer, text } = await this.sessionCall('publishBegin', body)
    if (answer.status >= 500) {
      throw new TransientError(
        'publishBegin',
        `publishBegin failed with HTTP ${answer.status}: ${serverMessage(text) || 'no message'}; the publish may or may not have started`,
        { status: answer.status, serverMessages: messagesOf(text) }
      )
    }
    if (answer.status < 200 || answer.status >= 300) throw statusError('publishBegin', answer, text)
    if (isHtml(contentType(answer), text)) throw notTheApi('publishBegin', answer, text)
    return throwServerLogErrors('publishBegin', answer, text, 'publishBegin')
  }

  async publishEnd(): Promise<PublishEndAnswer> {
    const { answer, text } = await this.sessionCall('publishEnd', '{}')
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

  /** POST to a session call, read the whole (small) answer and fail on a lost session. */
  private async sessionCall(
    call: ApiCall,
    json: string
  ): Promise<{ answer: Answer; text: string }> {
    const answer = await this.post(call, { text: json }, true)
    const text = await this.transport.readText(call, answer)
    this.checkSession(call, answer, text)
    return { answer, text }
  }

  private async post(call: ApiCall, body: PostBody, withSession: boolean): Promise<Answer> {
    const headers: Record<string, string> = {}
    if (withSession) {
      const cookie = this.jar?.header
      if (!cookie) {
        body.stream?.destroy()
        throw new ApiError(call, `${call} needs a session: log in first`)
      }
      headers.cookie = cookie
    }
    return this.transport.post(call, API_PATHS[call], body, headers)
  }

  /** HTTP 401, a redirect to the login page or the login page itself: the session is gone. */
  private checkSession(call: ApiCall, answer: Answer, text: string): void {
    const location = String(answer.headers.location ?? '')
    let how: string | undefined
    if (answer.status === 401) how = 'HTTP 401'
    else if (answer.status >= 300 && answer.status < 400 && /login/i.test(location)) {
      how = `a redirect to the login page (HTTP ${answer.status})`
    } else if (isLoginPage(contentType(answer), text))
      how = `the login page (HTTP ${answer.status})`
    if (how === undefined) return
    throw new SessionLostError(
      call,
      `${call}: the instance no longer knows this session (${how}); it may have restarted (publishing restarts the application pool) or the session expired`,
      { status: answer.status }
    )
  }

  private async loginOnce(
    body: string
  ): Promise<
    { jar: SessionCookies; retryable?: never } | { jar?: never; retryable: RetryableFailure }
  > {
    let answer: Answer
    let text: string
    try {
      answer = await this.transport.post('login', API_PATHS.login, { text: body }, {})
      text = await this.transport.readText('login', answer)
    } catch (error) {
      if (error instanceof ConnectionError) {
        return { retryable: { kind: 'connection', reason: error.reason, error } }
      }
      if (error instanceof RequestTimeoutError) {
        const reason = `no answer within ${this.transport.timeoutSeconds} s (request-timeout)`
        return { retryable: { kind: 'connection', reason, error } }
      }
      throw error
    }
    const status = answer.status
    const message = serverMessage(text)
    const serverMessages = message ? [message] : []
    if (status >= 200 && status < 300) {
      if (isHtml(contentType(answer), text)) throw notTheApi('login', answer, text)
      const jar = SessionCookies.fromSetCookie(answer.headers['set-cookie'])
      if (jar.size === 0) {
        throw new ApiError(
          'login',
          `the instance answered login (HTTP ${status}) without a session cookie; check that base-url is the instance's address`,
          { status }
        )
      }
      return { jar }
    }
    if (status === 403 || (saysAccountLocked(text) && !isHtml(contentType(answer), text))) {
      throw new AccountLockedError(
        'login',
        `login refused: the account is locked or disabled (HTTP ${status}${message ? `: ${message}` : ''}); ask an administrator of the instance to unlock or enable it`,
        { status, serverMessages }
      )
    }
    if (status === 401) {
      throw new BadCredentialsError(
        'login',
        'login failed: bad credentials (HTTP 401): check username and password; the account may lock after more failed attempts',
        { status, serverMessages }
      )
    }
    if (status === 500) {
      return {
        retryable: { kind: 'limit', reason: 'HTTP 500 (API Login Limit)', status, serverMessages }
      }
    }
    if (status === 502 || status === 503 || status === 504) {
      const reason = `HTTP ${status}`
      const error = new TransientError('login', `login failed: ${reason}`, {
        status,
        serverMessages
      })
      return { retryable: { kind: 'connection', reason, error } }
    }
    throw statusError('login', answer, text)
  }

  private async download(
    projectName: string,
    answer: Answer,
    destinationPath: string
  ): Promise<BackupDownload> {
    const hash = createHash('sha256')
    const hasher = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        hash.update(chunk)
        done(null, chunk)
      }
    })
    const file = createWriteStream(destinationPath)
    hasher.pipe(file)
    const written = finished(file)
    let result
    try {
      result = await extractBase64Payload(this.transport.guard('getProject', answer), hasher, {
        fieldName: 'projectContentBase64'
      })
    } catch (error) {
      hasher.destroy()
      file.destroy()
      await written.catch(() => undefined)
      if (error instanceof Base64PayloadError) {
        throw new ApiError(
          'getProject',
          `getProject answered something that is not a base64 package: ${error.message}`,
          { status: answer.status, cause: error }
        )
      }
      throw error
    }
    hasher.end()
    await written

    const log = result.otherFields ? readServerLog(JSON.stringify(result.otherFields)) : []
    const errors = errorMessages(log)
    if (errors.length > 0) {
      const message = errors.join('; ')
      if (result.empty && saysNotFound(message)) return { found: false, message }
      throw new ServerLogError('getProject', `getProject of ${projectName} failed: ${message}`, {
        status: answer.status,
        serverMessages: errors
      })
    }
    if (result.empty) {
      return {
        found: false,
        message: `the instance returned no content for project ${projectName}`
      }
    }
    await checkZip(destinationPath, result.decodedBytes)
    return {
      found: true,
      path: destinationPath,
      size: result.decodedBytes,
      sha256: hash.digest('hex')
    }
  }
}

type RetryableFailure =
  | { kind: 'limit'; reason: string; status: number; serverMessages: string[] }
  | { kind: 'connection'; reason: string; error: TransientError }

function lastLoginError(failure: RetryableFailure, attempts: number, url: string): ApiError {
  const tries = `${attempts} of ${attempts} attempt${attempts === 1 ? '' : 's'}`
  if (failure.kind === 'limit') {
    const said =
      failure.serverMessages.length > 0 ? ` The instance said: ${failure.serverMessages[0]}.` : ''
    return new LoginLimitError(
      'login',
      `login failed after ${tries}: the API session limit of the instance is reached (HTTP 500, API Login Limit). Another API session may have to be released first (for example one left open by another tool), or wait for it to expire, before trying again.${said}`,
      { status: failure.status, serverMessages: failure.serverMessages }
    )
  }
  const cause = failure.error
  return new TransientError('login', `login failed after ${tries}: ${failure.reason} (${url})`, {
    status: cause.status,
    serverMessages: cause.serverMessages,
    cause
  })
}

function loginBody(credentials: LoginCredentials): Record<string, string> {
  const body: Record<string, string> = { name: credentials.name, password: credentials.password }
  if (credentials.tenant) body.tenant = credentials.tenant
  if (credentials.branch) body.branch = credentials.branch
  if (credentials.locale) body.locale = credentials.locale
  return body
}

/** Fails on error entries of an HTTP 200 log; returns the other entries (warnings worth showing). */
function throwServerLogErrors(
  call: ApiCall,
  answer: Answer,
  text: string,
  what: string
): LogEntry[] {
  const log = readServerLog(text)
  const errors = errorMessages(log)
  if (errors.length > 0) {
    throw new ServerLogError(call, `${what} failed: ${errors.join('; ')}`, {
      status: answer.status,
      serverMessages: errors
    })
  }
  return log.filter(entry => !isErrorEntry(entry))
}

/** An answer with an unexpected status, with the server's message and a hint for the usual causes. */
function statusError(call: ApiCall, answer: Answer, text: string): ApiError {
  const status = answer.status
  const message = serverMessage(text)
  const serverMessages = messagesOf(text)
  const said = message ? `: ${message}` : ''
  if (status >= 300 && status < 400) {
    const location = String(answer.headers.location ?? '')
    return new ApiError(
      call,
      `${call} was redirected (HTTP ${status}) to ${location || 'another address'}; check base-url (for example https:// instead of http://)`,
      { status, serverMessages }
    )
  }
  if (status === 404 || status === 405) {
    return new ApiError(
      call,
      `${call} failed with HTTP ${status}${said}; check that base-url is the instance's address (with its virtual directory, e.g. https://erp.example.com/AcumaticaERP)`,
      { status, serverMessages }
    )
  }
  const ErrorClass = status === 502 || status === 503 || status === 504 ? TransientError : ApiError
  return new ErrorClass(call, `${call} failed with HTTP ${status}${said}`, {
    status,
    serverMessages
  })
}

function notTheApi(call: ApiCall, answer: Answer, text: string): ApiError {
  return new ApiError(
    call,
    `${call} answered a web page instead of the API (HTTP ${answer.status}${text ? `: "${serverMessage(text)}"` : ''}); check base-url`,
    { status: answer.status }
  )
}

function messagesOf(text: string): string[] {
  const errors = errorMessages(readServerLog(text))
  if (errors.length > 0) return errors
  const message = serverMessage(text)
  return message ? [message] : []
}

function contentType(answer: Answer): string | undefined {
  const value = answer.headers['content-type']
  return Array.isArray(value) ? value.join(', ') : value
}

/** A zip starts with a local file header and ends with an end-of-central-directory record. */
async function checkZip(path: string, size: number): Promise<void> {
  const handle = await open(path, 'r')
  try {
    const head = await signatureOf(path)
    const { at } = await readEndRecord(handle, size)
    if (size < 26 || head !== LOCAL_FILE_HEADER || at < 0) {
      throw new ApiError(
        'getProject',
        `getProject answered ${size} bytes that are not a zip archive (no zip header or end record); the backup is not usable`
      )
    }
  } finally {
    await handle.close()
  }
}
