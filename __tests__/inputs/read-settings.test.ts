// Every bad input fails with one line naming the input and saying what to do; good inputs
// become typed settings with the contract's defaults.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { InputError, readSettings } from '../../src/inputs/read-settings.js'
import { zipBuffer } from '../../simulator/testing.js'

let workspace: string

beforeAll(async () => {
  workspace = await mkdtemp(path.join(os.tmpdir(), 'inputs-'))
  await mkdir(path.join(workspace, 'project'))
  await writeFile(path.join(workspace, 'project', 'project.xml'), '<Customization level="0" />')
  await mkdir(path.join(workspace, 'no-xml'))
  await writeFile(path.join(workspace, 'notzip.zip'), 'hello, not a zip')
  await writeFile(path.join(workspace, 'empty.zip'), '')
  await writeFile(
    path.join(workspace, 'good.zip'),
    await zipBuffer({
      'project.xml': '<Customization level="7" description="From the zip"><Graph /></Customization>'
    })
  )
  // A source-control folder, as Acumatica's Source Control screen saves it.
  await mkdir(path.join(workspace, 'saved', '_project'), { recursive: true })
  await writeFile(
    path.join(workspace, 'saved', '_project', 'ProjectMetadata.xml'),
    '\ufeff<?xml version="1.0" encoding="utf-8"?>\r\n<project name="SavedProject" level="3" description="Saved &amp; kept" />'
  )
  await mkdir(path.join(workspace, 'unnamed', '_project'), { recursive: true })
  await writeFile(
    path.join(workspace, 'unnamed', '_project', 'ProjectMetadata.xml'),
    '<project name="" level="" description="" />'
  )
  await mkdir(path.join(workspace, 'no-metadata', '_project'), { recursive: true })
  await mkdir(path.join(workspace, 'misnamed', '_project'), { recursive: true })
  await writeFile(
    path.join(workspace, 'misnamed', '_project', 'ProjectMetadata.xml'),
    '<project name="Acme Tracking" level="1" />'
  )
  await writeFile(path.join(workspace, 'build.dll'), 'MZ')
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
        source: {
          kind: 'folder',
          path: path.join(workspace, 'project'),
          exclude: [],
          include: [],
          productVersion: '22.200'
        },
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
    // Level and description default to the <Customization> root of the zip's project.xml.
    expect(s.projects[0]).toMatchObject({ level: 7, description: 'From the zip' })
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

  it('reads a source-control folder: name, level and description from ProjectMetadata.xml', async () => {
    const { 'project-name': _, ...withoutName } = base
    const s = await readSettings(reader({ ...withoutName, 'project-path': 'saved' }), workspace)
    expect(s.projects[0].source).toMatchObject({
      kind: 'source-control',
      path: path.join(workspace, 'saved')
    })
    expect(s.projects[0]).toMatchObject({
      name: 'SavedProject',
      level: 3,
      description: 'Saved & kept',
      backupArtifactName: 'SavedProject-backup-erp.example.com'
    })
  })

  it('lets the inputs win over the metadata', async () => {
    const s = await readSettings(
      reader({
        ...base,
        'project-path': 'saved',
        'project-level': '9',
        'project-description': 'Mine',
        'product-version': '24.210.0016'
      }),
      workspace
    )
    expect(s.projects[0]).toMatchObject({ name: 'MyProject', level: 9, description: 'Mine' })
    expect(s.projects[0].source).toMatchObject({ productVersion: '24.210.0016' })
  })

  it('reads include lines (comments and blank lines skipped) into absolute sources', async () => {
    const s = await readSettings(
      reader({ ...base, include: '# the extension\nbuild.dll => Bin/MyExt.dll\n\n' }),
      workspace
    )
    expect(s.projects[0].source).toMatchObject({
      include: [
        {
          source: path.join(workspace, 'build.dll'),
          appRelativePath: 'Bin\\MyExt.dll',
          zipPath: 'Bin/MyExt.dll',
          size: 2,
          line: 2
        }
      ]
    })
  })

  it.each([
    [
      { 'project-path': 'unnamed', 'project-name': '' },
      'project-name',
      /ProjectMetadata\.xml does not name/
    ],
    [{ 'project-path': 'no-metadata' }, 'project-path', /no _project\/ProjectMetadata\.xml/],
    [{ include: 'build.dll Bin/MyExt.dll' }, 'include', /^Input 'include' line 1 .* has no "=>"/],
    [
      { include: '\nmissing.dll => Bin/x.dll' },
      'include',
      /^Input 'include' line 2: the source "missing\.dll" does not exist/
    ],
    [{ include: 'build.dll => ../x.dll' }, 'include', /leaves the project/],
    [{ include: 'build.dll => C:\\Site\\Bin\\x.dll' }, 'include', /is absolute/],
    [{ include: 'build.dll => /Bin/x.dll' }, 'include', /is absolute/],
    [{ 'product-version': 'latest' }, 'product-version', /build number/]
  ])('refuses %j naming %s', async (values, input, pattern) => {
    const error = await failure({ ...base, ...values })
    expect(error.input).toBe(input)
    expect(error.message).toMatch(pattern)
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
    // A secret the job cannot read arrives empty: the workflow passes one already.
    [{ password: '' }, 'password', /is empty: the secret .* not set where this job can read it/],
    [{ 'project-name': '' }, 'project-name', /is required/],
    [{ 'project-name': '1Project' }, 'project-name', /starting with a letter/],
    [{ 'project-name': 'My Project' }, 'project-name', /letters, digits/],
    [{ 'publish-with': 'Good, bad name' }, 'publish-with', /not a valid project name/],
    [{ 'project-path': 'missing' }, 'project-path', /is not a folder/],
    [{ 'project-path': 'no-xml' }, 'project-path', /neither project.xml .* nor _project/],
    [{ 'project-path': 'good.zip' }, 'project-path', /is a \.zip file: .*as package: good\.zip/],
    // The name came from the folder, not from the unset project-name: the file is to blame.
    [
      { 'project-name': '', 'project-path': 'misnamed' },
      'project-path',
      /ProjectMetadata\.xml names the project "Acme Tracking", which is not a valid project name.*fix the name there/
    ],
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

describe('readSettings with projects', () => {
  const multi: Record<string, string> = {
    'base-url': 'https://erp.example.com/AcumaticaERP',
    username: 'admin',
    password: 'p@ss',
    'project-path': '.'
  }

  it('reads Name=path and self-naming lines of the three kinds, in order, with their defaults', async () => {
    const s = await readSettings(
      reader({
        ...multi,
        projects: 'Base=project\n# the ISV package\nsaved\nReports = good.zip',
        include: 'Base: build.dll => Bin/Base.dll\nSavedProject: build.dll => Bin/Saved.dll'
      }),
      workspace
    )
    expect(s.projects.map(p => [p.name, p.source.kind, p.level, p.description])).toEqual([
      ['Base', 'folder', 0, ''],
      ['SavedProject', 'source-control', 3, 'Saved & kept'],
      ['Reports', 'package', 7, 'From the zip']
    ])
    expect(s.projects.map(p => p.backupArtifactName)).toEqual([
      'Base-backup-erp.example.com',
      'SavedProject-backup-erp.example.com',
      'Reports-backup-erp.example.com'
    ])
    expect(s.projects[0].source).toMatchObject({
      include: [{ appRelativePath: 'Bin\\Base.dll', line: 1 }]
    })
    expect(s.projects[1].source).toMatchObject({
      include: [{ appRelativePath: 'Bin\\Saved.dll', line: 2 }]
    })
  })

  it('puts each project name into <name> of backup-artifact-name', async () => {
    const s = await readSettings(
      reader({
        ...multi,
        projects: 'A=project\nB=good.zip',
        'backup-artifact-name': '<name>-prod'
      }),
      workspace
    )
    expect(s.projects.map(p => p.backupArtifactName)).toEqual(['A-prod', 'B-prod'])
  })

  it.each([
    [{ 'project-name': 'X' }, 'project-name', /cannot be combined with projects/],
    [{ package: 'good.zip' }, 'package', /cannot be combined with projects/],
    [{ 'project-path': 'project' }, 'project-path', /cannot be combined with projects/],
    [
      { projects: 'A=project\nB=missing' },
      'projects',
      /line 2 \("B=missing"\) names a path that does not exist/
    ],
    [
      { projects: 'A=project\na=good.zip' },
      'projects',
      /line 2 .* deploys a again \(as line 1 \("A=project"\) does\)/
    ],
    [{ projects: '1A=project' }, 'projects', /line 1 .* the server refuses/],
    [{ projects: 'project' }, 'projects', /line 1 \("project"\) names no project: write Name=path/],
    [{ projects: 'A=notzip.zip' }, 'projects', /line 1 .* is not a zip file/],
    [{ projects: 'A=no-metadata' }, 'projects', /line 1 \("A=no-metadata"\)/],
    [{ projects: 'A=' }, 'projects', /has no path/],
    [
      { projects: 'A=project\nB=good.zip', 'backup-artifact-name': 'same' },
      'backup-artifact-name',
      /must contain <name>/
    ],
    [
      { projects: 'A=project', include: 'build.dll => Bin/x.dll' },
      'include',
      /line 1 .* names no project/
    ],
    [
      { projects: 'A=project', include: 'C: build.dll => Bin/x.dll' },
      'include',
      /line 1 names a project that is not in projects: .* \(A\)/
    ],
    [
      { projects: 'A=good.zip', include: 'A: build.dll => Bin/x.dll' },
      'projects',
      /ready-made \.zip/
    ]
  ])('refuses %j naming %s', async (values, input, message) => {
    const error = await failure({ projects: 'A=project', ...multi, ...values })
    expect(error.input).toBe(input)
    expect(error.message).toMatch(message)
  })
})
