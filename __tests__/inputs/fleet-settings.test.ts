// The inputs of a deploy among many instances: their defaults, and each bad value failing with
// one line naming the input (docs/fleet.md).
import { describe, expect, it } from '@jest/globals'
import { InputError } from '../../src/inputs/input-error.js'
import { readFleetOptions } from '../../src/inputs/read-fleet-settings.js'

const reader =
  (values: Record<string, string>) =>
  (name: string): string =>
    values[name] ?? ''
const run = { host: 'erp.example.com', hasMaintenanceEndpoint: false }

function refusal(values: Record<string, string>, hasEndpoint = false): InputError {
  try {
    readFleetOptions(reader(values), { ...run, hasMaintenanceEndpoint: hasEndpoint })
  } catch (error) {
    expect(error).toBeInstanceOf(InputError)
    expect((error as Error).message.split('\n')).toHaveLength(1)
    return error as InputError
  }
  throw new Error('no refusal')
}

describe('the fleet inputs', () => {
  it('defaults: the name is the host, no window, no notice, no stamp, drift fails', () => {
    expect(readFleetOptions(reader({}), run)).toEqual({
      instanceName: 'erp.example.com',
      resultFile: '',
      lockoutNoticeMinutes: 0,
      stamp: false,
      onDrift: 'fail'
    })
  })

  it('takes what is given', () => {
    const read = readFleetOptions(
      reader({
        'instance-name': 'contoso',
        'result-file': 'out/result.json',
        window: 'Mon-Fri 22:00-05:00 America/Chicago',
        'lockout-notice-minutes': '10',
        stamp: 'true',
        'on-drift': 'Overwrite'
      }),
      { ...run, hasMaintenanceEndpoint: true }
    )
    expect(read).toMatchObject({
      instanceName: 'contoso',
      resultFile: 'out/result.json',
      window: { text: 'Mon-Fri 22:00-05:00 America/Chicago' },
      lockoutNoticeMinutes: 10,
      stamp: true,
      onDrift: 'overwrite'
    })
  })

  it('refuses a bad value, naming the input and what to do', () => {
    expect(refusal({ 'on-drift': 'ignore' }).input).toBe('on-drift')
    expect(refusal({ 'lockout-notice-minutes': '-1' }, true).input).toBe('lockout-notice-minutes')
    expect(refusal({ 'lockout-notice-minutes': '2.5' }, true).input).toBe('lockout-notice-minutes')
    expect(refusal({ 'lockout-notice-minutes': '1441' }, true).input).toBe('lockout-notice-minutes')
    // A notice without the endpoint that locks users out would do nothing.
    const alone = refusal({ 'lockout-notice-minutes': '10' })
    expect(alone.input).toBe('lockout-notice-minutes')
    expect(alone.message).toContain('maintenance-endpoint')
    expect(refusal({ stamp: 'yes' }).input).toBe('stamp')
    expect(refusal({ 'instance-name': 'two\nlines' }).input).toBe('instance-name')
    expect(refusal({ window: 'tonight' }).input).toBe('window')
  })
})
