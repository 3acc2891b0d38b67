// verify, verify-timeout, verify-entities, rollback, version-check and dry-run: raw inputs ->
// VerifyOptions, checked before anything is sent.
import { isEntityName, isVersion } from '../api/entity-answers.js'
import { isScreenId } from '../api/screen-answers.js'
import { InputError, type InputReader } from './input-error.js'
import { TIMER_LIMIT } from './login-settings.js'
import { MAX_TIMER_SECONDS, readBoolean, readNumber, splitList } from './values.js'
import type { EntitySpec, VerifyOptions, VersionCheck } from './verify-settings.js'
import { cutMasked } from '../redact/known-secrets.js'

const VERSION_CHECKS: VersionCheck[] = ['warn', 'fail', 'off']

export function readVerifyOptions(input: InputReader): VerifyOptions {
  const verify = readBoolean(input, 'verify', true)
  const timeoutSeconds = readNumber(input, 'verify-timeout', {
    min: 0,
    exclusiveMin: true,
    max: MAX_TIMER_SECONDS,
    why: TIMER_LIMIT,
    fallback: 600
  })
  const entities = readEntities(input('verify-entities'))
  const screens = readScreens(input('verify-screens'))
  const restartWhenNeeded = readBoolean(input, 'restart-when-needed', true)
  const rollback = readBoolean(input, 'rollback', false)
  if (rollback && !verify) {
    throw new InputError(
      'rollback',
      'needs verify: true (a rollback follows a failed verification): set verify: true, or remove rollback.'
    )
  }
  const raw = input('version-check') || 'warn'
  const versionCheck = VERSION_CHECKS.find(mode => mode === raw.toLowerCase())
  if (versionCheck === undefined) {
    throw new InputError('version-check', `("${raw}") must be warn, fail or off.`)
  }
  return {
    ...(verify
      ? { verify: { timeoutSeconds, entities, screens, restartWhenNeeded, rollback } }
      : {}),
    versionCheck,
    dryRun: readBoolean(input, 'dry-run', false),
    productVersionGiven: input('product-version') !== ''
  }
}

function readEntities(raw: string): EntitySpec[] {
  const specs: EntitySpec[] = []
  for (const line of raw.split(/\r?\n/).map(l => l.trim())) {
    if (line === '') continue
    const parts = line.split('/')
    const fix =
      'write Entity (e.g. StockItem) or Endpoint/Version/Entity (e.g. Default/24.200.001/SalesOrder), one a line.'
    if (parts.length === 1 && isEntityName(parts[0])) {
      specs.push({ entity: parts[0], line })
    } else if (
      parts.length === 3 &&
      isEntityName(parts[0]) &&
      isVersion(parts[1]) &&
      isEntityName(parts[2])
    ) {
      specs.push({ endpoint: parts[0], version: parts[1], entity: parts[2], line })
    } else {
      throw new InputError('verify-entities', `line "${line}" is not an entity: ${fix}`)
    }
  }
  return specs
}

/** `verify-screens`: ids separated by commas or new lines, each once, upper case. */
function readScreens(raw: string): string[] {
  const ids: string[] = []
  for (const id of splitList(raw)) {
    if (!isScreenId(id)) {
      throw new InputError(
        'verify-screens',
        `"${cutMasked(id, 40).shown}" is not a screen id: write ids such as SO301000 or IN202500 (two letters and six letters or digits), separated by commas or new lines.`
      )
    }
    if (!ids.includes(id.toUpperCase())) ids.push(id.toUpperCase())
  }
  return ids
}
