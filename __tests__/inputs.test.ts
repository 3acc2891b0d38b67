// Every bad input fails with one line naming the input and saying what to do; good inputs
// become typed settings with the contract's defaults.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { InputError, readSettings } from '../src/inputs.js'

let workspace: string

beforeAll(async () => {
  workspace = await mkdtemp(path.join(os.tmpdir(), 'inputs-'))
  await mkdir(path.join(workspace, 'project'))
  await writeFile(path.join(workspace, 'project', 'project.xml'), '<Customization level="0" />')
  await mkdir(path.join(workspace, 'no-xml'))
  await writeFile(path.join(workspace, 'notzip.zip'), 'hello, not a zip')
  await writeFile(path.join(workspace, 'empty.zip'), '')
  // A real one-entry zip (stored), enough for the signature check.
  await writeFile(
    path.join(workspace, 'good.zip'),
    Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(60)])
  )
})
afterAll(async () => {
  await rm(workspace, { recursive: true, force: true })
})

const base: Record<string, string> = {
  'base-url': 'https://erp.example.com/AcumaticaERP/',
  username: 'admin',
  password: 'p@ss',
  'project-name': 'MyProject',
  'project-path': 'project'
}

function reader(values: Record<string, string>): (name: string) => string {
  return name => values[name] ?? ''
}

async function failure(values: Record<string, string>): Promise<InputError> {
  const error = await readSettings(reader(values), workspace).then(
    () => undefined,
    (e: unknown) => e
  )
  expect(error).toBeInstanceOf(InputError)
  const inputError = error as InputError
  expect(inputError.message.split('\n')).toHaveLength(1)
  return inputError
}

describe('readSettings', () => {
  it('applies the contract defaults and normalises the base URL', async () => {
    const s = await readSettings(reader(base), workspace)
    expect(s.baseUrl).toBe('https://erp.example.com/AcumaticaERP')
    expect(s.host).toBe('erp.example.com')
    expect(s.credentials).toEqual({ name: 'admin', password: 'p@ss' })
    expect(s.projects).toEqual([
      {
        name: 'MyProject',
        source: { kind: 'folder', path: path.join(workspace, 'project'), exclude: [] },
        description: '',
        level: 0,
        backupArtifactName: 'MyProject-backup-erp.example.com'
      }
    ])
    expect(s).toMatchObject({
      replaceIfExists: true,
      validateOnly: false,
      includePublished: true,
      mergeWithExisting: false,
      dbUpdatesOnly: false,
      tenantMode: 'Current',
      tenants: [],
      replayDbScripts: false,
      restoreOnFailure: true,
      restoreAfterValidation: true,
      backup: true,
      backupRetentionDays: undefined,
      pollIntervalSeconds: 10,
      publishTimeoutSeconds: 600,
      requestTimeoutSeconds: 300,
      loginAttempts: 5,
      loginRetryDelaySeconds: 15,
      publishWith: []
    })
  })

  it('reads optional login fields, lists, decimals and booleans in YAML 1.2 core forms', async () => {
    const s = await readSettings(
      reader({
        ...base,
        tenant: 'Company',
        branch: 'HQ',
        locale: 'en-US',
        'publish-with': 'Helper, Other\nHelper\n',
        'poll-interval': '0.05',
        'validate-only': 'TRUE',
        backup: 'False',
        exclude: '**/*.bak\n# a comment\n\nobj/**',
        'backup-retention-days': '7'
      }),
      workspace
    )
    expect(s.credentials).toEqual({
      name: 'admin',
      password: 'p@ss',
      tenant: 'Company',
      branch: 'HQ',
      locale: 'en-US'
    })
    expect(s.publishWith).toEqual(['Helper', 'Other'])
    expect(s.pollIntervalSeconds).toBe(0.05)
    expect(s.validateOnly).toBe(true)
    expect(s.backup).toBe(false)
    expect(s.backupRetentionDays).toBe(7)
    expect(s.projects[0].source).toMatchObject({ exclude: ['**/*.bak', 'obj/**'] })
  })

  it('replaces characters artifact names refuse in the default backup name (host with a port)', async () => {
    const s = await readSettings(
      reader({ ...base, 'base-url': 'http://10.0.0.5:8080/ERP' }),
      workspace
    )
    expect(s.projects[0].backupArtifactName).toBe('MyProject-backup-10.0.0.5-8080')
  })

  it('takes a ready-made package instead of the folder', async () => {
    const s = await readSettings(reader({ ...base, package: 'good.zip' }), workspace)
    expect(s.projects[0].source).toEqual({
      kind: 'package',
      path: path.join(workspace, 'good.zip')
    })
  })

  it('accepts tenant-mode in any letter case and sends it as the API spells it', async () => {
    const s = await readSettings(
      reader({ ...base, 'tenant-mode': 'list', tenants: 'T1, T2\nT3' }),
      workspace
    )
    expect(s.tenantMode).toBe('List')
    expect(s.tenants).toEqual(['T1', 'T2', 'T3'])
    const all = await readSettings(reader({ ...base, 'tenant-mode': 'ALL' }), workspace)
    expect(all.tenantMode).toBe('All')
    const flags = await readSettings(
      reader({
        ...base,
        'replay-db-scripts': 'true',
        'restore-on-failure': 'false',
        'restore-after-validation': 'false'
      }),
      workspace
    )
    expect(flags).toMatchObject({
      replayDbScripts: true,
      restoreOnFailure: false,
      restoreAfterValidation: false
    })
  })

  it.each([
    [{ 'tenant-mode': 'Some' }, 'tenant-mode', /must be Current, All or List/],
    [{ 'tenant-mode': 'List' }, 'tenants', /is required with tenant-mode: List/],
    [{ tenants: 'T1' }, 'tenants', /only used with tenant-mode: List/],
    [{ 'restore-on-failure': 'maybe' }, 'restore-on-failure', /true or false/],
    [{ 'base-url': '' }, 'base-url', /is required/],
    [{ 'base-url': 'erp.example.com' }, 'base-url', /not a valid URL/],
    [{ 'base-url': 'ftp://erp.example.com' }, 'base-url', /https:\/\//],
    [{ 'base-url': 'https://u:p@erp.example.com' }, 'base-url', /username and password inputs/],
    [{ username: '' }, 'username', /is required/],
    [{ password: '' }, 'password', /is required/],
    [{ 'project-name': '' }, 'project-name', /is required/],
    [{ 'project-name': '1Project' }, 'project-name', /starting with a letter/],
    [{ 'project-name': 'My Project' }, 'project-name', /letters, digits/],
    [{ 'publish-with': 'Good, bad name' }, 'publish-with', /not a valid project name/],
    [{ 'project-path': 'missing' }, 'project-path', /is not a folder/],
    [{ 'project-path': 'no-xml' }, 'project-path', /no project.xml/],
    [{ package: 'missing.zip' }, 'package', /is not a file/],
    [{ package: 'notzip.zip' }, 'package', /not a zip/],
    [{ package: 'empty.zip' }, 'package', /not a zip/],
    [{ 'project-level': '-1' }, 'project-level', /whole number 0 or more/],
    [{ 'project-level': '1.5' }, 'project-level', /whole number/],
    [{ 'poll-interval': 'ten' }, 'poll-interval', /must be a number greater than 0/],
    [{ 'poll-interval': '-5' }, 'poll-interval', /greater than 0/],
    [{ 'publish-timeout': '0' }, 'publish-timeout', /greater than 0/],
    [{ 'request-timeout': '1e3' }, 'request-timeout', /must be a number/],
    [{ 'login-attempts': '0' }, 'login-attempts', /1 or more/],
    [{ 'login-retry-delay': '-1' }, 'login-retry-delay', /0 or more/],
    [{ 'backup-retention-days': '365' }, 'backup-retention-days', /from 1 to 90/],
    [{ 'validate-only': 'yes' }, 'validate-only', /true or false/],
    [{ 'backup-artifact-name': 'a/b' }, 'backup-artifact-name', /refuse/]
  ])('refuses %j naming %s', async (values, input, message) => {
    const error = await failure({ ...base, ...values })
    expect(error.input).toBe(input)
    expect(error.message).toContain(`'${input}'`)
    expect(error.message).toMatch(message)
  })

  it('never puts the password in a message', async () => {
    const error = await failure({ ...base, password: 'Sup3rS3cret!', 'poll-interval': 'x' })
    expect(error.message).not.toContain('Sup3rS3cret!')
  })
})
