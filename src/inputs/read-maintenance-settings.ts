// busy-timeout, maintenance-endpoint, lockout, lockout-reason and remove: raw inputs -> the
// settings of a shared instance, checked before anything is sent.
import { isEntityName, isVersion } from '../api/entity-answers.js'
import { InputError, type InputReader } from './input-error.js'
import { TIMER_LIMIT } from './login-settings.js'
import type { MaintenanceOptions } from './maintenance-settings.js'
import { MAX_TIMER_SECONDS, readBoolean, readNumber, splitList } from './values.js'

export function readMaintenanceOptions(
  input: InputReader,
  run: { projectNames: string[]; remove?: string[]; validateOnly?: boolean; dryRun?: boolean } = {
    projectNames: []
  }
): MaintenanceOptions {
  const busyTimeoutSeconds = readNumber(input, 'busy-timeout', {
    min: 0,
    max: MAX_TIMER_SECONDS,
    why: TIMER_LIMIT,
    fallback: 600
  })
  const raw = input('maintenance-endpoint')
  const wantsLockout = readBoolean(input, 'lockout', true)
  const reason = input('lockout-reason')
  if (raw === '') return { busyTimeoutSeconds }
  const parts = raw.split('/')
  const [endpoint, version, entity] = parts
  if (
    parts.length !== 3 ||
    !isEntityName(endpoint) ||
    !isVersion(version) ||
    !isEntityName(entity)
  ) {
    throw new InputError(
      'maintenance-endpoint',
      `("${raw}") must be Endpoint/Version/Entity of the Web Service Endpoint your team created over Apply Updates (SM203510), e.g. Lock/1/ApplyUpdate: names of letters, digits and _, the version digits and dots (see docs/maintenance.md).`
    )
  }
  // Users are never locked out for a run that changes nothing they use.
  const locks = wantsLockout && !run.validateOnly && !run.dryRun
  const removing = run.remove !== undefined && run.remove.length > 0
  const names = removing ? run.remove! : run.projectNames
  return {
    busyTimeoutSeconds,
    maintenanceEndpoint: { endpoint, version, entity },
    ...(locks
      ? {
          lockout: {
            reason: reason || `${removing ? 'Removing' : 'Deploying'} ${names.join(', ')}`,
            // A stop that meets the site restarting waits for it as the verification would,
            // with verify: false too.
            stopTimeoutSeconds: readNumber(input, 'verify-timeout', {
              min: 0,
              exclusiveMin: true,
              max: MAX_TIMER_SECONDS,
              why: TIMER_LIMIT,
              fallback: 600
            })
          }
        }
      : {})
  }
}

/**
 * `remove`: names to unpublish, comma or newline separated. A run with it deploys nothing, so
 * the inputs that name a package are refused beside it (project-path is not read).
 */
export function readRemove(
  input: InputReader,
  checkName: (input: string, name: string) => void
): string[] | undefined {
  const names = splitList(input('remove'))
  if (names.length === 0) return undefined
  for (const other of ['project-name', 'projects', 'package'] as const) {
    if (input(other) !== '') {
      throw new InputError(
        other,
        `cannot be combined with remove: a run with remove deploys nothing. Deploy in one run and remove in another, or leave ${other} empty.`
      )
    }
  }
  for (const other of ['validate-only', 'dry-run'] as const) {
    if (/^true$/i.test(input(other))) {
      throw new InputError(
        other,
        `cannot be combined with remove: a removal publishes the other projects without the removed ones. Set ${other}: false, or leave remove empty.`
      )
    }
  }
  const template = input('backup-artifact-name')
  if (template !== '' && !template.includes('<name>')) {
    throw new InputError(
      'backup-artifact-name',
      `("${template}") must contain <name> with remove, which backs up every published project, e.g. <name>-backup-production.`
    )
  }
  for (const name of names) checkName('remove', name)
  return names
}
