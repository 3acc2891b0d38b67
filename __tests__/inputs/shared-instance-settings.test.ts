// The inputs of a shared instance (maintenance-endpoint, busy-timeout, lockout, remove) and the
// level of a projects line: each refused with one line naming the input before anything is sent.
import { describe, expect, it } from '@jest/globals'
import { InputError } from '../../src/inputs/input-error.js'
import { readMaintenanceOptions, readRemove } from '../../src/inputs/read-maintenance-settings.js'
import { checkProjectName } from '../../src/inputs/projects.js'
import { parseProjectLines } from '../../src/inputs/project-lines.js'

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

describe('busy-timeout, lockout and lockout-reason', () => {
  it('busy-timeout: 600 s by default, 0 allowed (fail at once), never negative', () => {
    expect(read({}).busyTimeoutSeconds).toBe(600)
    expect(read({ 'busy-timeout': '0' }).busyTimeoutSeconds).toBe(0)
    expect(read({ 'busy-timeout': '0.5' }).busyTimeoutSeconds).toBe(0.5)
    expect(refusal({ 'busy-timeout': '-1' }).message).toBe(
      'Input \'busy-timeout\' ("-1") must be a number from 0 to 2147483 (a timer holds at most 24.8 days).'
    )
  })

  it('locks out only with maintenance-endpoint, with the names in the default reason', () => {
    const endpoint = { 'maintenance-endpoint': 'Lock/1/ApplyUpdate' }
    const run = { projectNames: ['AcmeCore', 'AcmeSales'] }
    expect(readMaintenanceOptions(name => ({ lockout: 'true' })[name] ?? '', run).lockout).toBe(
      undefined
    )
    expect(
      readMaintenanceOptions(name => endpoint[name as 'maintenance-endpoint'] ?? '', run).lockout
    ).toEqual({
      reason: 'Deploying AcmeCore, AcmeSales',
      stopTimeoutSeconds: 600
    })
    const values: Record<string, string> = {
      ...endpoint,
      'lockout-reason': 'Month-end release',
      'verify-timeout': '90'
    }
    // The stop waits for a restarting site as long as the verification would.
    expect(readMaintenanceOptions(name => values[name] ?? '', run).lockout).toEqual({
      reason: 'Month-end release',
      stopTimeoutSeconds: 90
    })
    expect(
      readMaintenanceOptions(name => endpoint[name as 'maintenance-endpoint'] ?? '', {
        projectNames: [],
        remove: ['Old.Project[1]']
      }).lockout
    ).toEqual({ reason: 'Removing Old.Project[1]', stopTimeoutSeconds: 600 })
  })

  it('never locks users out for lockout: false, a validation or a dry run', () => {
    const values = (extra: Record<string, string>) => (name: string) =>
      ({ 'maintenance-endpoint': 'Lock/1/ApplyUpdate', ...extra })[name] ?? ''
    const run = { projectNames: ['A'] }
    expect(readMaintenanceOptions(values({ lockout: 'false' }), run).lockout).toBeUndefined()
    expect(
      readMaintenanceOptions(values({}), { ...run, validateOnly: true }).lockout
    ).toBeUndefined()
    expect(readMaintenanceOptions(values({}), { ...run, dryRun: true }).lockout).toBeUndefined()
    // The endpoint stays (a restart after a verification needs it).
    expect(readMaintenanceOptions(values({ lockout: 'false' }), run).maintenanceEndpoint).toEqual({
      endpoint: 'Lock',
      version: '1',
      entity: 'ApplyUpdate'
    })
  })
})

describe('remove', () => {
  const names = (values: Record<string, string>) =>
    readRemove(name => values[name] ?? '', checkProjectName)

  it('reads names with dots and brackets, comma or newline separated', () => {
    expect(names({})).toBeUndefined()
    expect(
      names({
        remove: 'Manufacturing.20.104.0012.31,\nKNCentralizedLicense[24.200.0118][19NOV2024][V03]3'
      })
    ).toEqual([
      'Manufacturing.20.104.0012.31',
      'KNCentralizedLicense[24.200.0118][19NOV2024][V03]3'
    ])
  })

  it.each(['project-name', 'projects', 'package'])(
    'is refused beside %s, before anything is sent',
    other => {
      expect(() => names({ remove: 'A', [other]: 'x' })).toThrow(
        `Input '${other}' cannot be combined with remove: a run with remove deploys nothing. Deploy in one run and remove in another, or leave ${other} empty.`
      )
    }
  )

  it('is refused with validate-only or dry-run, and for a name the server refuses', () => {
    expect(() => names({ remove: 'A', 'validate-only': 'true' })).toThrow(
      /^Input 'validate-only' cannot be combined with remove/
    )
    expect(() => names({ remove: 'A', 'dry-run': 'true' })).toThrow(
      /^Input 'dry-run' cannot be combined with remove/
    )
    expect(() => names({ remove: 'Acme-Sales' })).toThrow(
      `Input 'remove' ("Acme-Sales") is not a valid project name`
    )
    expect(() => names({ remove: 'A', 'backup-artifact-name': 'backup-prod' })).toThrow(
      /^Input 'backup-artifact-name' \("backup-prod"\) must contain <name> with remove/
    )
  })
})

describe('projects: Name=path@level', () => {
  it('reads a level at the end of a line, with or without a name; @ elsewhere is path', () => {
    expect(
      parseProjectLines('AcmeCore=customization/core@10\ncustomization/sales@2\nX=@scope/pkg\n')
    ).toEqual([
      {
        line: 1,
        text: 'AcmeCore=customization/core@10',
        name: 'AcmeCore',
        path: 'customization/core',
        level: 10
      },
      { line: 2, text: 'customization/sales@2', path: 'customization/sales', level: 2 },
      { line: 3, text: 'X=@scope/pkg', name: 'X', path: '@scope/pkg' }
    ])
  })
})
