// Shared pieces of the end-to-end tests and the demo: a simulator plus artifact stand-in per
// test, the inputs of a standard deploy, and readers of what the simulator received. No jest
// here (the demo imports it); the assertions live in e2e-checks.ts.
import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { cp } from 'node:fs/promises'
import { join } from 'node:path'
import {
  startSimulator,
  type RecordedRequest,
  type Simulator,
  type SimulatorOptions
} from '../simulator/index.js'
import {
  startArtifactService,
  type ArtifactService,
  type ArtifactServiceOptions
} from '../simulator/artifact-service.js'
import {
  distMain,
  distPost,
  repoRoot,
  runAction,
  type ActionRun,
  type RunActionOptions
} from './run-action.js'
import { zipBuffer } from '../simulator/testing.js'
import { readTree } from './zip.js'

export const PROJECT = 'SamplePriority'
export const sampleProjectPath = join(repoRoot, 'examples', 'sample-project')
/** Where runDeploy puts a copy of the sample project in the workspace (the default project-path). */
export const SAMPLE_IN_WORKSPACE = 'sample-project'
/** A password unlike anything else in the log, so a leak cannot hide. */
export const USER = { name: 'deployer', password: 'Pw-7f3c9e1a-secret' }

export const API = {
  login: '/entity/auth/login',
  logout: '/entity/auth/logout',
  import: '/CustomizationApi/Import',
  getProject: '/CustomizationApi/getProject',
  getPublished: '/CustomizationApi/getPublished',
  publishBegin: '/CustomizationApi/publishBegin',
  publishEnd: '/CustomizationApi/publishEnd'
} as const

/**
 * The requests of a deploy that backs up, imports and publishes one project, up to the end of
 * the publish (`publishEnds`: how many polls the simulator's publish takes).
 */
export function publishCalls(publishEnds = 2): string[] {
  return [
    // The instance's build, without a session.
    'GET /entity',
    `POST ${API.login}`,
    // The probe for another publish (the simulator answers it 500 when none ever ran).
    `POST ${API.publishEnd}`,
    `POST ${API.getProject}`,
    `POST ${API.getPublished}`,
    `POST ${API.import}`,
    `POST ${API.publishBegin}`,
    ...Array<string>(publishEnds).fill(`POST ${API.publishEnd}`)
  ]
}

/**
 * The verification after a publish whose restart ended the session: the site answers, the old
 * session is logged out before one new login, the published list, then the post step's logout.
 */
export const VERIFY_AFTER_RESTART_CALLS = [
  'GET /entity',
  `POST ${API.getPublished}`,
  `POST ${API.logout}`,
  `POST ${API.login}`,
  `POST ${API.getPublished}`,
  `POST ${API.logout}`
]

export const SESSION_COOKIES = [
  'ASP.NET_SessionId',
  '.ASPXAUTH',
  'UserBranch',
  'Locale',
  'requestid'
]

export function requireDist(): void {
  // The launchers and the bundle they load (dist/index.js, shared by all of them).
  for (const file of [distMain, distPost, join(repoRoot, 'dist', 'index.js')]) {
    if (!existsSync(file)) {
      throw new Error(`${file} is missing: the e2e tests run the committed dist/ (npm run package)`)
    }
  }
}

/** The sample project as it was before this change: what the backup must hold. */
export async function previousVersionZip(): Promise<Buffer> {
  const files = await readTree(sampleProjectPath)
  const entries: Record<string, Buffer> = {}
  for (const [name, bytes] of files) entries[name] = bytes
  entries['project.xml'] = Buffer.from(
    (files.get('project.xml') ?? Buffer.from('<Customization level="0" />'))
      .toString('utf8')
      .replace(/<Customization\b/, '<!-- previous version -->\n<Customization')
  )
  return zipBuffer(entries)
}

export interface World {
  sim: Simulator
  artifacts: ArtifactService
  /** Env for runAction: the artifact stand-in's runtime token and results URL. */
  env: Record<string, string>
  close(): Promise<void>
}

export async function startWorld(
  options: SimulatorOptions = {},
  artifactOptions: ArtifactServiceOptions = {}
): Promise<World> {
  const sim = await startSimulator({ users: [USER], ...options })
  const artifacts = await startArtifactService(artifactOptions)
  return {
    sim,
    artifacts,
    env: artifacts.env(),
    close: async () => {
      await Promise.all([sim.close(), artifacts.close()])
    }
  }
}

/** Inputs of a standard, fast deploy of the sample project; `overrides` win. */
export function deployInputs(sim: Simulator, overrides: Record<string, string> = {}) {
  return {
    'base-url': sim.url,
    username: USER.name,
    password: USER.password,
    'project-name': PROJECT,
    'project-path': SAMPLE_IN_WORKSPACE,
    'poll-interval': '0.05',
    'login-retry-delay': '0.05',
    'publish-timeout': '20',
    'request-timeout': '10',
    ...overrides
  }
}

/**
 * Runs dist/ as a runner would against `world` with the inputs of a standard deploy
 * (`overrides` win); `options.env` adds to the world's env.
 */
export function runDeploy(
  world: World,
  overrides: Record<string, string> = {},
  options: Omit<RunActionOptions, 'inputs'> = {}
): Promise<ActionRun> {
  return runAction({
    timeoutMs: 30_000,
    ...options,
    // The action packages only what is in the workspace: the sample project is copied there.
    prepareWorkspace: async workspace => {
      await cp(sampleProjectPath, join(workspace, SAMPLE_IN_WORKSPACE), { recursive: true })
      await options.prepareWorkspace?.(workspace)
    },
    inputs: deployInputs(world.sim, overrides),
    env: { ...world.env, ...options.env }
  })
}

/** The command line's password comes from the environment, never from a flag. */
export const PASSWORD_ENV = { ACUMATICA_PASSWORD: USER.password }

/**
 * The command line's words for a standard, fast deploy of the sample project (run from a folder
 * holding it: sampleWorkspace); `flags` follow and win over these.
 */
export function cliDeployArgs(sim: Simulator, flags: string[] = []): string[] {
  return [
    'deploy',
    '--base-url',
    sim.url,
    '--username',
    USER.name,
    '--project-name',
    PROJECT,
    '--project-path',
    SAMPLE_IN_WORKSPACE,
    '--poll-interval',
    '0.05',
    '--login-retry-delay',
    '0.05',
    '--publish-timeout',
    '20',
    ...flags
  ]
}

/** Copies the sample project into `cwd` (a command line's working folder) and returns it. */
export async function withSampleProject(cwd: string): Promise<string> {
  await cp(sampleProjectPath, join(cwd, SAMPLE_IN_WORKSPACE), { recursive: true })
  return cwd
}

/** A request's path below the instance's base path (`/CustomizationApi/Import`). */
export function apiPath(sim: Simulator, request: RecordedRequest): string {
  const base = new URL(sim.url).pathname.replace(/\/+$/, '')
  return request.path.startsWith(base) ? request.path.slice(base.length) : request.path
}

/**
 * The notice of a probe for another publish that could not tell (the simulator answers
 * publishEnd HTTP 500 before any publish ran).
 */
export const PROBE_NOTICE = /^Could not tell whether another publish is running on the instance/

/** `POST /CustomizationApi/Import`, ... in the order the simulator received them. */
export function calls(sim: Simulator): string[] {
  return sim.requests.map(request => `${request.method} ${apiPath(sim, request)}`)
}

export function requestsTo(sim: Simulator, path: string): RecordedRequest[] {
  return sim.requests.filter(request => apiPath(sim, request) === path)
}

/** Cookie values of the sessions the simulator handed out, as the client sent them back. */
export function cookieValues(sim: Simulator): string[] {
  const values = new Set<string>()
  for (const request of sim.requests) {
    for (const value of Object.values(request.cookies)) if (value.length >= 6) values.add(value)
  }
  return [...values]
}

/** Workflow-command annotations (`error`, `warning`, `notice`) of a step's raw output. */
export function annotations(stepOutput: string, kind: 'error' | 'warning' | 'notice'): string[] {
  const prefix = new RegExp(`^::${kind}(?: [^:]*)?::`)
  return stepOutput
    .split(/\r?\n/)
    .filter(line => prefix.test(line))
    .map(line => line.replace(prefix, '').replaceAll('%0A', '\n').replaceAll('%25', '%'))
}

export function sha256(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex')
}

/** Resolves once the simulator has received `count` requests to `path` (below the base path). */
export async function waitForCalls(
  sim: Simulator,
  path: string,
  count: number,
  timeoutMs = 20_000
): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (requestsTo(sim, path).length < count) {
    if (Date.now() > deadline) {
      throw new Error(`waited ${timeoutMs} ms for ${count} requests to ${path}`)
    }
    await new Promise(resolve => setTimeout(resolve, 5))
  }
}
