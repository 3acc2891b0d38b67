// instance-name, result-file, window, lockout-notice-minutes, stamp and on-drift: raw inputs ->
// the settings of a deploy among many instances, checked before anything is sent.
import { InputError, type InputReader } from './input-error.js'
import type { FleetOptions, OnDrift } from './fleet-settings.js'
import { readBoolean, readNumber } from './values.js'
import { parseWindow } from './window.js'

const ON_DRIFT: OnDrift[] = ['fail', 'warn', 'overwrite']

/** A day: a notice longer than that is a typo, and the run would hold its runner all along. */
const MAX_NOTICE_MINUTES = 24 * 60

export function readFleetOptions(
  input: InputReader,
  run: { host: string; hasMaintenanceEndpoint: boolean }
): FleetOptions {
  const instanceName = readInstanceName(input, run.host)
  const window = parseWindow(input('window'))
  const lockoutNoticeMinutes = readNumber(input, 'lockout-notice-minutes', {
    integer: true,
    min: 0,
    max: MAX_NOTICE_MINUTES,
    fallback: 0
  })
  if (lockoutNoticeMinutes > 0 && !run.hasMaintenanceEndpoint) {
    throw new InputError(
      'lockout-notice-minutes',
      `(${lockoutNoticeMinutes}) schedules the lockout ahead, and there is no lockout without maintenance-endpoint: set maintenance-endpoint (docs/maintenance.md), or remove lockout-notice-minutes.`
    )
  }
  const rawDrift = input('on-drift') || 'fail'
  const onDrift = ON_DRIFT.find(value => value === rawDrift.toLowerCase())
  if (onDrift === undefined) {
    throw new InputError(
      'on-drift',
      `("${rawDrift}") must be fail, warn or overwrite (what a deploy does when the project on the instance changed since this action deployed it).`
    )
  }
  return {
    instanceName,
    resultFile: input('result-file'),
    ...(window ? { window } : {}),
    lockoutNoticeMinutes,
    stamp: readBoolean(input, 'stamp', false),
    onDrift
  }
}

/** instance-name, or base-url's host when it is not given. */
export function readInstanceName(input: InputReader, host: string): string {
  const name = input('instance-name') || host
  const controls = [...name].some(char => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)
  if (controls || name.length > 200) {
    throw new InputError(
      'instance-name',
      "must be one line of at most 200 characters: the instance's name in the inventory (default: the host of base-url)."
    )
  }
  return name
}
