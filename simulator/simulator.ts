// A stand-in Acumatica instance that speaks the Customization Web API
// as real instances (2022 R2 and later) answer it, with scripted faults for the client's tests.
import { EventEmitter } from 'node:events'
import { promises as fs, readFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import {
  aspNetError,
  BodyTooLargeError,
  hasDeclaredLength,
  readSmallBody,
  sendEmpty,
  sendJson,
  sendText,
  statusPage
} from './http-io.js'
import { defaultPublishEndScript, hasErrorLogEntry, stepOutcome } from './publish-script.js'
import {
  aspNetExpires,
  AUTH_COOKIE,
  loginSetCookies,
  parseCookieHeader,
  type Session,
  SessionStore
} from './sessions.js'
import type {
  ImportedProject,
  LoginOutcome,
  ImportStep,
  PublishBeginStep,
  PublishEndStep,
  RecordedRequest,
  SimPublishState,
  SimUser,
  Simulator,
  SimulatorOptions
} from './types.js'
import { importProject } from './import-call.js'
import type { Exchange } from './exchange.js'
import {
  BadRequest,
  fieldProblems,
  inBandError,
  invalid,
  isBoolean,
  isNonEmptyString,
  isString,
  logEntry,
  requireJsonBody,
  UnsupportedMediaType
} from './call-checks.js'
import { base64Chunks, CONTENT_FIELD, projectSize, type StoredProject } from './stored-project.js'
import { answerEntity, isEntityPath } from './entity-calls.js'
import { answerPage, isPagePath } from './screen-calls.js'
import { ApplyUpdatesEndpoint } from './apply-updates.js'
import type { LockoutState } from './types.js'

const SMALL_BODY_LIMIT = 1024 * 1024
const TENANT_MODES = ['Current', 'All', 'List']
const NOTHING_PUBLISHED = 'The system does not contain published projects'
// Assumed wording: what a real instance answers a user without the Customizer role is not known.
const INSUFFICIENT_RIGHTS = 'You have insufficient rights to access the object (Customization).'

/** What real instances answer about a project they do not hold. */
function notFoundWords(name: string): string {
  return `The project is not found: ${name}`
}

interface PublishRun {
  names: string[]
  validationOnly: boolean
  script: PublishEndStep[]
  next: number
  /** The completed or failed answer, repeated to later publishEnd calls. */
  finalStep?: PublishEndStep
  /** A publish that runs until then (Date.now()), whoever asks (runningPublish, publishTakesMs). */
  endsAt?: number
  startedAt: number
}

type Handler = (ex: Exchange) => Promise<void>

function delay(ms: number, timers: Set<NodeJS.Timeout>): Promise<void> {
  return new Promise(resolve => {
    const timer = setTimeout(() => {
      timers.delete(timer)
      resolve()
    }, ms)
    timers.add(timer)
  })
}

class CustomizationSimulator implements Simulator {
  url = ''
  readonly requests: RecordedRequest[] = []
  readonly imported: ImportedProject[] = []
  lastPublishBegin: unknown = undefined
  publishState: SimPublishState = 'idle'
  published: string[]

  private readonly server: Server
  private readonly sessions = new SessionStore()
  private readonly users: SimUser[]
  private readonly projects = new Map<string, StoredProject>()
  private readonly loginScript: LoginOutcome[]
  private readonly publishBeginScript: PublishBeginStep[]
  private readonly importScript: ImportStep[]
  private readonly basePath: string
  private readonly events = new EventEmitter()
  private readonly timers = new Set<NodeJS.Timeout>()
  private run: PublishRun | undefined
  private tempDir: string | undefined
  private importCount = 0
  /** Until when (Date.now()) the site is down after a publish (restartDownMs). */
  private downUntil = 0
  private readonly entityReads = new Map<string, number>()
  /** A completed publish waits for one more application restart (needsRestartAfterPublish). */
  needsRestart = false
  private readonly routes: Record<string, Handler>
  private readonly applyUpdates: ApplyUpdatesEndpoint | undefined
  readonly unpublishAlls: string[] = []

  constructor(private readonly options: SimulatorOptions = {}) {
    this.users = options.users ?? [{ name: 'admin', password: 'admin-password' }]
    for (const [name, bytes] of Object.entries(options.projects ?? {})) {
      this.projects.set(name, { kind: 'buffer', bytes })
    }
    this.published = [...(options.published ?? Object.keys(options.projects ?? {}))]
    this.loginScript = [...(options.loginScript ?? [])]
    this.publishBeginScript = [...(options.publishBeginScript ?? [])]
    this.importScript = [...(options.importScript ?? [])]
    this.basePath = '/' + (options.basePath ?? '/AcumaticaERP').replace(/^\/+|\/+$/g, '')
    if (this.basePath === '/') this.basePath = ''
    this.events.setMaxListeners(0)
    this.routes = {
      '/entity/auth/login': ex => this.login(ex),
      '/entity/auth/logout': ex => this.logout(ex),
      '/CustomizationApi/Import': ex => this.importProject(ex),
      '/CustomizationApi/getProject': ex => this.getProject(ex),
      '/CustomizationApi/getPublished': ex => this.getPublished(ex),
      '/CustomizationApi/publishBegin': ex => this.publishBegin(ex),
      '/CustomizationApi/publishEnd': ex => this.publishEnd(ex),
      '/CustomizationApi/delete': ex => this.deleteProject(ex),
      '/CustomizationApi/unpublishAll': ex => this.unpublishAll(ex)
    }
    this.server = createServer((req, res) => void this.handle(req, res))
    this.applyUpdates = options.applyUpdates
      ? new ApplyUpdatesEndpoint(options.applyUpdates, this.basePath, () =>
          this.restartApplication()
        )
      : undefined
    const running = options.runningPublish
    if (running) {
      this.startRun(running.names ?? [...this.published], false)
      this.run!.endsAt = Date.now() + running.forMs
    }
  }

  get lockout(): LockoutState {
    return this.applyUpdates?.lockout ?? { state: 'Unlocked' }
  }

  get sessionsCreated(): number {
    return this.sessions.created
  }

  openSessions(): number {
    return this.sessions.size
  }

  storedProject(name: string): Buffer | undefined {
    const project = this.projects.get(name)
    if (!project) return undefined
    return project.kind === 'buffer' ? Buffer.from(project.bytes) : readFileSync(project.path)
  }

  restartApplication(): void {
    this.needsRestart = false
    this.sessions.dropAll()
    if (this.options.restartDownMs) this.downUntil = Date.now() + this.options.restartDownMs
  }

  storedProjectNames(): string[] {
    return [...this.projects.keys()]
  }

  async listen(port: number): Promise<void> {
    await new Promise<void>((resolve, reject) => {
      this.server.once('error', reject)
      this.server.listen(port, '127.0.0.1', () => {
        this.server.off('error', reject)
        resolve()
      })
    })
    const address = this.server.address() as AddressInfo
    this.url = `http://127.0.0.1:${address.port}${this.basePath}`
  }

  waitForRequests(requestPath: string, count: number, timeoutMs = 10000): Promise<void> {
    const seen = (): number => this.requests.filter(r => r.path === requestPath).length
    if (seen() >= count) return Promise.resolve()
    return new Promise((resolve, reject) => {
      const onRequest = (): void => {
        if (seen() < count) return
        clearTimeout(timer)
        this.events.off('request', onRequest)
        resolve()
      }
      const timer = setTimeout(() => {
        this.events.off('request', onRequest)
        const paths = this.requests.map(r => `${r.method} ${r.path} ${r.status}`).join(', ')
        reject(
          new Error(
            `waited ${timeoutMs} ms for ${count} request(s) to ${requestPath}, saw ${seen()}; ` +
              `requests so far: ${paths || 'none'}`
          )
        )
      }, timeoutMs)
      this.events.on('request', onRequest)
    })
  }

  async close(): Promise<void> {
    for (const timer of this.timers) clearTimeout(timer)
    this.timers.clear()
    const closed = new Promise<void>(resolve => this.server.close(() => resolve()))
    this.server.closeAllConnections()
    await closed
    if (this.tempDir) await fs.rm(this.tempDir, { recursive: true, force: true })
  }

  // ---- plumbing ----

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = req.url ?? '/'
    const pathname = url.split('?')[0]
    const inside = this.basePath === '' || pathname.startsWith(this.basePath + '/')
    const record: RecordedRequest = {
      method: req.method ?? '',
      path: inside ? pathname.slice(this.basePath.length) : pathname,
      url,
      headers: { ...req.headers },
      body: '',
      cookies: parseCookieHeader(req.headers.cookie),
      status: 0
    }
    let done = false
    const finish = (status: number): void => {
      if (done) return
      done = true
      record.status = status
      this.requests.push(record)
      this.options.onRequest?.(record)
      this.events.emit('request', record)
    }
    res.once('finish', () => finish(res.statusCode))
    res.once('close', () => finish(res.writableFinished ? res.statusCode : 0))
    const ex: Exchange = { req, res, record }

    if (Date.now() < this.downUntil) {
      req.resume()
      sendText(res, 503, statusPage(503), 'text/html; charset=utf-8')
      return
    }
    if (inside && this.applyUpdates?.matches(record.path)) {
      return this.applyUpdates.answer(ex, this.session(ex) !== undefined)
    }
    if (inside && isEntityPath(record.path)) {
      const hasSession = this.session(ex) !== undefined
      return answerEntity(
        ex,
        {
          options: this.options,
          hasSession,
          reads: this.entityReads,
          needsRestart: this.needsRestart
        },
        this.url
      )
    }
    if (inside && req.method === 'GET' && isPagePath(record.path)) {
      return answerPage(ex, {
        options: this.options,
        basePath: this.basePath,
        hasSession: this.session(ex) !== undefined,
        needsRestart: this.needsRestart
      })
    }
    const handler = inside ? this.routes[record.path] : undefined
    if (handler && record.path.startsWith('/CustomizationApi/') && this.refusesCustomization(ex)) {
      req.resume()
      sendJson(res, 403, aspNetError(INSUFFICIENT_RIGHTS, 'PX.Data.PXException'))
      return
    }
    if (!handler) {
      req.resume()
      sendText(res, 404, statusPage(404), 'text/html; charset=utf-8')
      return
    }
    if (req.method !== 'POST') {
      req.resume()
      res.setHeader('Allow', 'POST')
      sendJson(res, 405, {
        message: `The requested resource does not support http method '${req.method}'.`
      })
      return
    }
    if (!hasDeclaredLength(req)) {
      req.resume()
      sendText(res, 411, statusPage(411), 'text/html; charset=utf-8')
      return
    }
    try {
      await handler(ex)
    } catch (error) {
      if (!req.complete) req.resume()
      if (res.headersSent) {
        res.destroy()
      } else if (error instanceof BodyTooLargeError) {
        sendJson(res, 413, { message: error.message })
      } else if (error instanceof UnsupportedMediaType) {
        sendJson(res, 415, { message: error.message })
      } else if (error instanceof BadRequest) {
        invalid(res, [error.message])
      } else {
        sendJson(res, 500, aspNetError(error instanceof Error ? error.message : String(error)))
      }
    }
  }

  private drop(ex: Exchange): void {
    ex.req.socket.destroy()
  }

  private session(ex: Exchange): Session | undefined {
    return this.sessions.find(ex.record.cookies)
  }

  /** A live session of a user without the Customizer role (SimUser.customizer: false). */
  private refusesCustomization(ex: Exchange): boolean {
    const name = this.session(ex)?.user.toLowerCase()
    if (name === undefined) return false
    return this.users.find(u => u.name.toLowerCase() === name)?.customizer === false
  }

  private unauthorized(ex: Exchange): void {
    sendJson(ex.res, 401, { message: 'Authorization has been denied for this request.' })
  }

  /**
   * Reads a small body into the record, then (like ASP.NET, whose authorization runs before
   * model binding) checks the session, then parses the JSON object. Answers 401 itself and
   * returns undefined when the session is not live.
   */
  private async readCall(
    ex: Exchange,
    options: { session: boolean; allowEmpty?: boolean }
  ): Promise<{ session: Session | undefined; body: Record<string, unknown> } | undefined> {
    const text = await readSmallBody(ex.req, SMALL_BODY_LIMIT)
    ex.record.body = text
    const session = this.session(ex)
    if (options.session && !session) {
      this.unauthorized(ex)
      return undefined
    }
    if (text.trim() === '' && options.allowEmpty) return { session, body: {} }
    requireJsonBody(ex.req)
    let parsed: unknown
    try {
      parsed = JSON.parse(text)
    } catch (error) {
      throw new BadRequest(`the body is not valid JSON (${(error as Error).message})`)
    }
    ex.record.json = parsed
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
      throw new BadRequest('the body must be a JSON object')
    }
    return { session, body: parsed as Record<string, unknown> }
  }

  private async tempPath(name: string): Promise<string> {
    this.tempDir ??= await fs.mkdtemp(path.join(os.tmpdir(), 'acumatica-sim-'))
    return path.join(this.tempDir, name)
  }

  // ---- auth ----

  private async login(ex: Exchange): Promise<void> {
    const call = await this.readCall(ex, { session: false })
    if (!call) return
    const body = call.body
    const problems = fieldProblems(body, {
      name: isNonEmptyString,
      password: isString,
      'tenant?': isString,
      'branch?': isString,
      'locale?': isString
    })
    if (problems.length > 0) return invalid(ex.res, problems)
    const name = body.name as string
    const forced = this.loginScript.shift()
    if (forced === 'drop') return this.drop(ex)
    if (forced === 'limit') return this.loginLimit(ex)
    if (forced === 'locked') return this.lockedOut(ex)
    if (forced === 'unauthorized') return this.badCredentials(ex)
    if (forced === 'invalid-credentials-500') {
      return sendJson(ex.res, 500, aspNetError('Invalid credentials'))
    }
    if (forced === 'password-change') {
      return sendJson(
        ex.res,
        500,
        aspNetError(
          'You need to change your password. Sign in by using your browser to set a new password.'
        )
      )
    }
    if (forced === 'unknown-tenant') {
      return sendJson(
        ex.res,
        500,
        aspNetError(
          'A proper company ID cannot be determined for the request.',
          'PX.Data.PXUndefinedCompanyException'
        )
      )
    }
    if (forced !== 'ok') {
      const user = this.users.find(u => u.name.toLowerCase() === name.toLowerCase())
      if (!user || user.password !== body.password) return this.badCredentials(ex)
      if (user.locked) return this.lockedOut(ex)
      if (this.sessions.size >= (this.options.sessionLimit ?? 2)) return this.loginLimit(ex)
    }
    const tenant = typeof body.tenant === 'string' && body.tenant !== '' ? body.tenant : undefined
    const session = this.sessions.open(name, tenant)
    sendEmpty(ex.res, 204, {
      'Set-Cookie': loginSetCookies(session, body.branch as string, body.locale as string),
      'Cache-Control': 'no-cache'
    })
  }

  private badCredentials(ex: Exchange): void {
    sendJson(ex.res, 401, { message: 'Invalid credentials. Please try again.' })
  }

  private loginLimit(ex: Exchange): void {
    sendJson(ex.res, 500, aspNetError('API Login Limit'))
  }

  // No source quotes a real instance's answer for a locked account: this wording is assumed.
  private lockedOut(ex: Exchange): void {
    sendJson(
      ex.res,
      500,
      aspNetError(
        'Your user account has been locked out. Contact your system administrator.',
        'PX.Data.PXException'
      )
    )
  }

  setPublishEndScript(script: PublishEndStep[] | undefined): void {
    this.options.publishEndScript = script
  }

  private async logout(ex: Exchange): Promise<void> {
    ex.record.body = await readSmallBody(ex.req, SMALL_BODY_LIMIT)
    const session = this.session(ex)
    if (!session) return this.unauthorized(ex)
    this.sessions.drop(session)
    sendEmpty(ex.res, 204, {
      'Set-Cookie': `${AUTH_COOKIE}=; expires=${aspNetExpires(new Date(0))}; path=/; HttpOnly`
    })
  }

  // ---- Import ----

  private async importProject(ex: Exchange): Promise<void> {
    if (!this.session(ex)) {
      ex.req.resume()
      return this.unauthorized(ex)
    }
    return importProject(ex, {
      newZipPath: () => this.tempPath(`import-${++this.importCount}.zip`),
      nextStep: () => this.importScript.shift() ?? 'ok',
      publishRunning: () => this.publishState === 'running',
      projects: this.projects,
      imported: this.imported,
      // As an instance does, unless a test asks for the package as sent (false).
      rebuild:
        this.options.rebuildStoredProjects === false
          ? undefined
          : (this.options.rebuildStoredProjects ?? { productVersion: '24.210' })
    })
  }

  // ---- getProject, getPublished ----

  private async getProject(ex: Exchange): Promise<void> {
    const call = await this.readCall(ex, { session: true })
    if (!call) return
    const body = call.body
    const problems = fieldProblems(body, {
      projectName: isNonEmptyString,
      'isAutoResolveConflicts?': isBoolean
    })
    if (problems.length > 0) return invalid(ex.res, problems)
    const name = body.projectName as string
    const project = this.projects.get(name)
    if (!project) return this.notFound(ex, name)
    const form = this.options.getProjectForm ?? 'quoted'
    const base64Length = 4 * Math.ceil(projectSize(project) / 3)
    const [head, tail, type] =
      form === 'bare'
        ? ['', '', 'text/plain; charset=utf-8']
        : form === 'quoted'
          ? ['"', '"', 'application/json; charset=utf-8']
          : [`{"${CONTENT_FIELD}":"`, '","log":[]}', 'application/json; charset=utf-8']
    ex.res.writeHead(200, {
      'Content-Type': type,
      'Content-Length': head.length + base64Length + tail.length
    })
    async function* answer(): AsyncGenerator<string> {
      yield head
      yield* base64Chunks(project!)
      yield tail
    }
    await pipeline(Readable.from(answer()), ex.res)
  }

  /**
   * getProject of a project the instance does not hold, in the form `notFoundStyle` picks: 26.101
   * answers HTTP 200 with the words as an error log entry; 24.2 cloud answers HTTP 400 with the
   * same words, in a body no source quotes whole (the usual log, ASP.NET's error object or
   * plain text: each assumed).
   */
  private notFound(ex: Exchange, name: string): void {
    const message = notFoundWords(name)
    switch (this.options.notFoundStyle ?? '200-log') {
      case '200-log':
        return inBandError(ex.res, message)
      case '400-log':
        return sendJson(ex.res, 400, { log: [logEntry('error', message)] })
      case '400-error-json':
        return sendJson(ex.res, 400, aspNetError(message))
      case '400-text':
        return sendText(ex.res, 400, message, 'text/plain; charset=utf-8')
    }
  }

  private async getPublished(ex: Exchange): Promise<void> {
    if (this.options.getPublishedAvailable === false) {
      ex.req.resume()
      return sendText(ex.res, 404, statusPage(404), 'text/html; charset=utf-8')
    }
    if (!(await this.readCall(ex, { session: true, allowEmpty: true }))) return
    const form =
      this.options.getPublishedForm ??
      (this.published.length > 0 ? 'projects' : 'nothing-published')
    switch (form) {
      case 'projects':
        return sendJson(ex.res, 200, {
          projects: this.published.map(name => ({ name })),
          items: [],
          log: []
        })
      case 'pascal-case':
        return sendJson(ex.res, 200, {
          Projects: this.published.map(name => ({ Name: name })),
          Items: [],
          Log: []
        })
      case 'nothing-published':
        return sendJson(ex.res, 200, { log: [logEntry('information', NOTHING_PUBLISHED)] })
      case 'error':
        return inBandError(ex.res, 'You have insufficient rights to access the customization.')
      case 'malformed':
        return sendJson(ex.res, 200, { items: [], status: 'unknown' })
    }
  }

  // ---- delete ----

  private async deleteProject(ex: Exchange): Promise<void> {
    const call = await this.readCall(ex, { session: true })
    if (!call) return
    const problems = fieldProblems(call.body, { projectName: isNonEmptyString })
    if (problems.length > 0) return invalid(ex.res, problems)
    const name = call.body.projectName as string
    // The words getProject answers (the answer of delete to an unknown project is assumed).
    if (!this.projects.has(name)) return inBandError(ex.res, notFoundWords(name))
    if (this.publishState === 'running') {
      return inBandError(
        ex.res,
        `The customization project '${name}' cannot be deleted while a publication is in progress.`
      )
    }
    if (this.published.includes(name)) {
      return inBandError(
        ex.res,
        `The customization project '${name}' is published and cannot be deleted. Unpublish it first.`
      )
    }
    this.projects.delete(name)
    sendJson(ex.res, 200, {
      log: [logEntry('information', `Delete project: ${name}`)]
    })
  }

  // ---- publish ----

  private async publishBegin(ex: Exchange): Promise<void> {
    const call = await this.readCall(ex, { session: true })
    if (!call) return
    const body = call.body
    const problems = fieldProblems(body, {
      isMergeWithExistingPackages: isBoolean,
      isOnlyValidation: isBoolean,
      isOnlyDbUpdates: isBoolean,
      projectNames: v =>
        Array.isArray(v) && v.length > 0 && v.every(n => typeof n === 'string' && n.length > 0)
          ? undefined
          : 'must be a non-empty array of project names',
      tenantMode: v =>
        typeof v === 'string' && TENANT_MODES.includes(v)
          ? undefined
          : `must be one of ${TENANT_MODES.join(', ')}`,
      'tenantLoginNames?': v =>
        Array.isArray(v) && v.length > 0 && v.every(n => typeof n === 'string' && n.length > 0)
          ? undefined
          : 'must be a non-empty array of tenant login names',
      'isReplayPreviouslyExecutedScripts?': isBoolean
    })
    if (body.tenantMode === 'List' && !('tenantLoginNames' in body)) {
      problems.push('tenantLoginNames is required with tenantMode List')
    }
    if (body.tenantMode !== 'List' && 'tenantLoginNames' in body) {
      problems.push(`tenantLoginNames is allowed only with tenantMode List`)
    }
    if (problems.length > 0) return invalid(ex.res, problems)
    this.lastPublishBegin = body
    const names = body.projectNames as string[]
    const missing = names.filter(n => !this.projects.has(n) && !this.published.includes(n))
    // The answer of publishBegin naming an unknown project is assumed: getProject's words.
    if (missing.length > 0) return inBandError(ex.res, notFoundWords(missing[0]))
    if (this.publishState === 'running') {
      return inBandError(ex.res, 'Another publication is in progress. Wait until it finishes.')
    }
    const validationOnly = body.isOnlyValidation === true
    const step = this.publishBeginScript.shift() ?? 'ok'
    if (step === 'ok') {
      this.startRun(names, validationOnly)
      if (this.options.publishBeginStatus === 204) return sendEmpty(ex.res, 204)
      return sendJson(ex.res, 200, {
        log: [logEntry('information', 'Publishing has started.')]
      })
    }
    if ('drop' in step) {
      if (step.startsPublish) this.startRun(names, validationOnly)
      return this.drop(ex)
    }
    if ('json' in step) {
      const status = step.status ?? 200
      const starts = step.startsPublish ?? (status < 400 && !hasErrorLogEntry(step.json))
      if (starts) this.startRun(names, validationOnly)
      return sendJson(ex.res, status, step.json)
    }
    if (step.startsPublish) this.startRun(names, validationOnly)
    sendText(
      ex.res,
      step.status,
      step.body ?? statusPage(step.status),
      step.contentType ?? 'text/html; charset=utf-8'
    )
  }

  private startRun(names: string[], validationOnly: boolean): void {
    const script = this.options.publishEndScript ?? defaultPublishEndScript(names, validationOnly)
    const takes = this.options.publishTakesMs
    this.run = {
      names: [...names],
      validationOnly,
      script,
      next: 0,
      startedAt: Date.now(),
      ...(takes === undefined ? {} : { endsAt: Date.now() + takes })
    }
    this.publishState = 'running'
  }

  /**
   * The answer of a publish that runs for a set time: running, with a log that grows each second,
   * until `endsAt`; then completed with the whole log (real answers carry both flags).
   */
  private timedStep(run: PublishRun): PublishEndStep {
    const seconds = Math.floor((Date.now() - run.startedAt) / 1000)
    const log = [
      logEntry('information', `Compiled projects: ${run.names.join(',')}`),
      ...Array.from({ length: Math.min(seconds, 50) }, (_, i) =>
        logEntry('information', `Patching the file Pages\\SM\\SM${200000 + i}.aspx`)
      )
    ]
    if (Date.now() < run.endsAt!) return { json: { isCompleted: false, isFailed: false, log } }
    return {
      json: {
        isCompleted: true,
        isFailed: false,
        log: [
          ...log,
          logEntry('information', 'Validation finished successfully.'),
          logEntry('information', 'Website updated.'),
          logEntry('information', 'Customization project published successfully.')
        ]
      }
    }
  }

  // ---- unpublishAll ----

  private async unpublishAll(ex: Exchange): Promise<void> {
    const call = await this.readCall(ex, { session: true })
    if (!call) return
    const problems = fieldProblems(call.body, {
      tenantMode: v =>
        typeof v === 'string' && TENANT_MODES.includes(v)
          ? undefined
          : `must be one of ${TENANT_MODES.join(', ')}`
    })
    if (problems.length > 0) return invalid(ex.res, problems)
    // Assumed wording: what a real instance answers while a publish runs is not known.
    if (this.publishState === 'running') {
      return inBandError(ex.res, 'Another publication is in progress. Wait until it finishes.')
    }
    this.unpublishAlls.push(call.body.tenantMode as string)
    this.published = []
    const tenant = call.session?.tenant ?? 'Company'
    sendJson(ex.res, 200, {
      log: [
        logEntry('information', `Unpublish ${tenant}`),
        logEntry('information', 'Cleaning up the database')
      ]
    })
    // The site is rewritten without any customization: the application restarts.
    if (this.options.restartDropsSessions ?? true) this.sessions.dropAll()
  }

  private async publishEnd(ex: Exchange): Promise<void> {
    const call = await this.readCall(ex, { session: true })
    if (!call) return
    const session = call.session as Session
    const run = this.run
    if (!run) {
      const idle = this.options.publishEndWhenIdle
      if (idle) return this.answerStep(ex, session, idle, undefined)
      // No source says what a real instance answers here: a JSON error status, so that no
      // one decides anything from its words.
      return sendJson(
        ex.res,
        500,
        aspNetError('No publication is in progress: call publishBegin before publishEnd.')
      )
    }
    if (run.finalStep) return this.answerStep(ex, session, run.finalStep, undefined)
    if (run.endsAt !== undefined) return this.answerStep(ex, session, this.timedStep(run), run)
    if (run.script.length === 0) {
      throw new Error('The simulator was given an empty publishEndScript')
    }
    const step = run.script[Math.min(run.next, run.script.length - 1)]
    run.next++
    return this.answerStep(ex, session, step, run)
  }

  /** Answers one scripted step; with `run`, a completed or failed answer ends the run. */
  private async answerStep(
    ex: Exchange,
    session: Session,
    step: PublishEndStep,
    run: PublishRun | undefined
  ): Promise<void> {
    if ('delayMs' in step) {
      await delay(step.delayMs, this.timers)
      return this.answerStep(ex, session, step.then, run)
    }
    if ('drop' in step) return this.drop(ex)
    if ('sessionLost' in step) {
      this.sessions.drop(session)
      return this.unauthorized(ex)
    }
    if ('text' in step) {
      sendText(
        ex.res,
        step.status ?? 200,
        step.text,
        step.contentType ?? 'text/plain; charset=utf-8'
      )
    } else if ('json' in step) {
      sendJson(ex.res, step.status ?? 200, step.json)
    } else {
      sendText(
        ex.res,
        step.status,
        step.body ?? statusPage(step.status),
        step.contentType ?? 'text/html; charset=utf-8'
      )
    }
    if (!run) return
    const outcome = stepOutcome(step)
    if (outcome === 'failed') {
      run.finalStep = step
      this.publishState = 'failed'
    } else if (outcome === 'completed') {
      run.finalStep = step
      this.publishState = 'completed'
      if (!run.validationOnly) {
        const left = this.options.unlistAfterPublish ?? []
        this.published = run.names.filter(n => !left.includes(n))
        // The application pool restarts once the answer is on its way: every session is gone.
        if (this.options.restartDropsSessions ?? true) this.sessions.dropAll()
        if (this.options.restartDownMs) this.downUntil = Date.now() + this.options.restartDownMs
        if (this.options.needsRestartAfterPublish) this.needsRestart = true
      }
    }
  }
}

export async function startSimulator(options: SimulatorOptions = {}): Promise<Simulator> {
  const simulator = new CustomizationSimulator(options)
  await simulator.listen(options.port ?? 0)
  return simulator
}
