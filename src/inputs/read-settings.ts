// Raw action inputs -> one typed, validated settings object. Every check happens here, before
// anything is sent: a bad input fails with one line that names it and says what to do.
import type { LoginCredentials } from '../api/types.js'
import { InputError, type InputReader } from './input-error.js'
import { checkProjectName, readProjects, readSingleProject } from './projects.js'
import { MAX_TIMER_SECONDS, readBoolean, readNumber, splitList } from './values.js'
import type { Settings, TenantMode } from './settings.js'

export { InputError, type InputReader } from './input-error.js'
export { kindOf } from './projects.js'
export type * from './settings.js'

export async function readSettings(input: InputReader, workspace: string): Promise<Settings> {
  const required = (name: string, what: string): string => {
    const value = input(name)
    if (value === '') throw new InputError(name, `is required: ${what}.`)
    return value
  }

  const { baseUrl, host } = parseBaseUrl(
    required(
      'base-url',
      'set it to the instance address, e.g. https://erp.example.com/AcumaticaERP'
    )
  )
  const name = required('username', 'set it to a user with the Customizer role')
  const password = required(
    'password',
    'pass it from a secret, e.g. ${{ secrets.ACUMATICA_PASSWORD }}'
  )
  const credentials: LoginCredentials = { name, password }
  for (const field of ['tenant', 'branch', 'locale'] as const) {
    const value = input(field)
    if (value !== '') credentials[field] = value
  }

  const projects = input('projects')
    ? await readProjects(input, workspace, host)
    : [await readSingleProject(input, workspace, host)]

  const publishWith = splitList(input('publish-with'))
  for (const other of publishWith) checkProjectName('publish-with', other)

  const retention = input('backup-retention-days')
  const { tenantMode, tenants } = readTenants(input)

  return {
    baseUrl,
    host,
    credentials,
    projects,
    replaceIfExists: readBoolean(input, 'replace-if-exists', true),
    validateOnly: readBoolean(input, 'validate-only', false),
    publishWith,
    includePublished: readBoolean(input, 'include-published', true),
    mergeWithExisting: readBoolean(input, 'merge-with-existing', false),
    dbUpdatesOnly: readBoolean(input, 'db-updates-only', false),
    tenantMode,
    tenants,
    replayDbScripts: readBoolean(input, 'replay-db-scripts', false),
    restoreOnFailure: readBoolean(input, 'restore-on-failure', true),
    restoreAfterValidation: readBoolean(input, 'restore-after-validation', true),
    backup: readBoolean(input, 'backup', true),
    backupRetentionDays:
      retention === ''
        ? undefined
        : readNumber(input, 'backup-retention-days', { integer: true, min: 1, max: 90 }),
    backupMaxBytes:
      readNumber(input, 'backup-max-size', {
        integer: true,
        min: 1,
        max: MAX_BACKUP_MIB,
        fallback: 2048
      }) *
      1024 ** 2,
    pollIntervalSeconds: readNumber(input, 'poll-interval', {
      min: 0,
      exclusiveMin: true,
      max: MAX_TIMER_SECONDS,
      why: TIMER_LIMIT,
      fallback: 10
    }),
    publishTimeoutSeconds: readNumber(input, 'publish-timeout', {
      min: 0,
      exclusiveMin: true,
      max: MAX_TIMER_SECONDS,
      why: TIMER_LIMIT,
      fallback: 600
    }),
    requestTimeoutSeconds: readNumber(input, 'request-timeout', {
      min: 0,
      exclusiveMin: true,
      max: MAX_TIMER_SECONDS,
      why: TIMER_LIMIT,
      fallback: 300
    }),
    ...readLoginRetry(input)
  }
}

/** 1 TiB: beyond what a runner's disk holds, and well within what a byte count can say. */
const MAX_BACKUP_MIB = 1024 * 1024

/** The waits between login attempts grow to delay × attempts: that must fit a timer too. */
function readLoginRetry(input: InputReader): {
  loginAttempts: number
  loginRetryDelaySeconds: number
} {
  const loginAttempts = readNumber(input, 'login-attempts', { integer: true, min: 1, fallback: 5 })
  const loginRetryDelaySeconds = readNumber(input, 'login-retry-delay', { min: 0, fallback: 15 })
  if (loginRetryDelaySeconds * loginAttempts > MAX_TIMER_SECONDS) {
    throw new InputError(
      'login-retry-delay',
      `("${loginRetryDelaySeconds}") is too long: the last wait, login-retry-delay × login-attempts (${loginAttempts}), must be at most ${MAX_TIMER_SECONDS} s (${TIMER_LIMIT}).`
    )
  }
  return { loginAttempts, loginRetryDelaySeconds }
}

const TIMER_LIMIT = 'a timer holds at most 24.8 days'

const TENANT_MODES: TenantMode[] = ['Current', 'All', 'List']

/** tenant-mode (any letter case, sent as the API spells it) and the tenants it needs. */
function readTenants(input: InputReader): { tenantMode: TenantMode; tenants: string[] } {
  const raw = input('tenant-mode') || 'Current'
  const tenantMode = TENANT_MODES.find(mode => mode.toLowerCase() === raw.toLowerCase())
  if (tenantMode === undefined) {
    throw new InputError(
      'tenant-mode',
      `("${raw}") must be Current, All or List (List publishes to the tenants named in tenants).`
    )
  }
  const tenants = splitList(input('tenants'))
  if (tenantMode === 'List' && tenants.length === 0) {
    throw new InputError(
      'tenants',
      'is required with tenant-mode: List: give the tenant login names, comma or newline separated.'
    )
  }
  if (tenantMode !== 'List' && tenants.length > 0) {
    throw new InputError(
      'tenants',
      `is only used with tenant-mode: List (tenant-mode is ${tenantMode}): set tenant-mode: List, or remove tenants.`
    )
  }
  return { tenantMode, tenants }
}

function parseBaseUrl(raw: string): { baseUrl: string; host: string } {
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    throw new InputError(
      'base-url',
      `("${raw}") is not a valid URL: give the instance address with its scheme, e.g. https://erp.example.com/AcumaticaERP.`
    )
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new InputError(
      'base-url',
      `("${raw}") must start with https:// (or http:// for an instance inside your network).`
    )
  }
  if (url.username || url.password) {
    throw new InputError(
      'base-url',
      'must not carry a user name or password: use the username and password inputs.'
    )
  }
  if (url.search || url.hash) {
    throw new InputError(
      'base-url',
      `("${raw}") must not have a query or fragment: give only the instance address.`
    )
  }
  const baseUrl = `${url.origin}${url.pathname}`.replace(/\/+$/, '')
  return { baseUrl, host: url.host }
}
