// maintenance-endpoint: raw input -> the Web Service Endpoint over Apply Updates (SM203510),
// checked before anything is sent.
import { isEntityName, isVersion } from '../api/entity-answers.js'
import { InputError, type InputReader } from './input-error.js'
import type { MaintenanceOptions } from './maintenance-settings.js'

export function readMaintenanceOptions(input: InputReader): MaintenanceOptions {
  const raw = input('maintenance-endpoint')
  if (raw === '') return {}
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
  return { maintenanceEndpoint: { endpoint, version, entity } }
}
