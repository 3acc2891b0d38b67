// Raw action inputs -> one typed, validated settings object. Every check happens here, before
// anything is sent: a bad input fails with one line that names it and says what to do.
import { InputError, type InputReader } from './input-error.js'
import { readLoginSettings, readPollInterval, TIMER_LIMIT } from './login-settings.js'
import { checkProjectName, readProjects, readSingleProject } from './projects.js'
import { MAX_TIMER_SECONDS, readBoolean, readNumber, splitList } from './values.js'
import type { Settings, TenantMode } from './settings.js'
import { readVerifyOptions } from './read-verify-settings.js'
import { readLintMode, readLintRuleSettings } from './read-lint-settings.js'
import { readMaintenanceOptions, readRemove } from './read-maintenance-settings.js'
import { readFleetOptions } from './read-fleet-settings.js'

export { InputError, type InputReader } from './input-error.js'
export type * from './settings.js'
export type * from './verify-settings.js'
export type * from './maintenance-settings.js'
export type * from './fleet-settings.js'

export async function readSettings(
  input: InputReader,
  workspace: string,
  options: { projectsOptional?: boolean } = {}
): Promise<Settings> {
  // The order of the checks is the order users read the inputs in: login first.
  const login = readLoginSettings(input)
  const { baseUrl, host, credentials } = login

  // A removal deploys nothing: no package is read (project-path is not read either).
  const remove = readRemove(input, checkProjectName)
  const projects =
    remove || (options.projectsOptional && !PROJECT_INPUTS.some(name => input(name) !== ''))
      ? []
      : input('projects')
        ? await readProjects(input, workspace, host)
        : [await readSingleProject(input, workspace, host)]

  const publishWith = splitList(input('publish-with'))
  for (const other of publishWith) checkProjectName('publish-with', other)

  const retention = input('backup-retention-days')
  const { tenantMode, tenants } = readTenants(input)

  const verifyOptions = readVerifyOptions(input)
  const validateOnly = readBoolean(input, 'validate-only', false)
  return {
    baseUrl,
    host,
    credentials,
    projects,
    replaceIfExists: readBoolean(input, 'replace-if-exists', true),
    validateOnly,
    publishWith,
    includePublished: readBoolean(input, 'include-published', true),
    mergeWithExisting: readBoolean(input, 'merge-with-existing', false),
    dbUpdatesOnly: readBoolean(input, 'db-updates-only', false),
    tenantMode,
    tenants,
    replayDbScripts: readBoolean(input, 'replay-db-scripts', false),
    skipUnchanged: readBoolean(input, 'skip-unchanged', false),
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
    pollIntervalSeconds: readPollInterval(input),
    publishTimeoutSeconds: readNumber(input, 'publish-timeout', {
      min: 0,
      exclusiveMin: true,
      max: MAX_TIMER_SECONDS,
      why: TIMER_LIMIT,
      fallback: 600
    }),
    requestTimeoutSeconds: login.requestTimeoutSeconds,
    firstAnswerTimeoutSeconds: login.firstAnswerTimeoutSeconds,
    loginAttempts: login.loginAttempts,
    loginRetryDelaySeconds: login.loginRetryDelaySeconds,
    ...verifyOptions,
    lint: { mode: readLintMode(input), ...readLintRuleSettings(input, workspace, 'lint-disable') },
    ...readMaintenanceOptions(input, {
      projectNames: projects.map(p => p.name),
      remove,
      validateOnly,
      dryRun: verifyOptions.dryRun
    }),
    ...(remove ? { remove, backupArtifactTemplate: input('backup-artifact-name') } : {}),
    ...readFleetOptions(input, {
      host,
      hasMaintenanceEndpoint: input('maintenance-endpoint') !== ''
    })
  }
}

/** The inputs that name this repository's projects (a rehearsal may have none). */
const PROJECT_INPUTS = ['project-name', 'project-path', 'package', 'projects']

/** 1 TiB: beyond what a runner's disk holds, and well within what a byte count can say. */
const MAX_BACKUP_MIB = 1024 * 1024

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
