// The inputs of a shared instance: maintenance-endpoint is Endpoint/Version/Entity, refused with
// one line naming the input before anything is sent.
import { describe, expect, it } from '@jest/globals'
import { InputError } from '../../src/inputs/input-error.js'
import { readMaintenanceOptions } from '../../src/inputs/read-maintenance-settings.js'

function read(values: Record<string, string>): ReturnType<typeof readMaintenanceOptions> {
  return readMaintenanceOptions(name => values[name] ?? '')
}

function refusal(values: Record<string, string>): InputError {
  let caught: unknown
  try {
    read(values)
  } catch (error) {
    caught = error
  }
  expect(caught).toBeInstanceOf(InputError)
  return caught as InputError
}

describe('maintenance-endpoint', () => {
  it('is off when empty', () => {
    expect(read({}).maintenanceEndpoint).toBeUndefined()
  })

  it('reads Endpoint/Version/Entity', () => {
    expect(read({ 'maintenance-endpoint': 'Lock/1/ApplyUpdate' }).maintenanceEndpoint).toEqual({
      endpoint: 'Lock',
      version: '1',
      entity: 'ApplyUpdate'
    })
    expect(
      read({ 'maintenance-endpoint': 'Maint/24.200.001/Apply_Updates' }).maintenanceEndpoint
    ).toEqual({ endpoint: 'Maint', version: '24.200.001', entity: 'Apply_Updates' })
  })

  it.each([
    'ApplyUpdate',
    'Lock/ApplyUpdate',
    'Lock/1/ApplyUpdate/x',
    'Lock/v1/ApplyUpdate',
    '../1/x',
    'Lock/1/Apply Update'
  ])('refuses %p naming the input and the form', raw => {
    const error = refusal({ 'maintenance-endpoint': raw })
    expect(error.input).toBe('maintenance-endpoint')
    expect(error.message).toBe(
      `Input 'maintenance-endpoint' ("${raw}") must be Endpoint/Version/Entity of the Web Service Endpoint your team created over Apply Updates (SM203510), e.g. Lock/1/ApplyUpdate: names of letters, digits and _, the version digits and dots (see docs/maintenance.md).`
    )
  })
})
