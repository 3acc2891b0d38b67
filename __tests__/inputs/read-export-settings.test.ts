// The export's inputs: each mistake fails with one line naming the input, before any request.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { mkdir, mkdtemp, rm, symlink } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { readExportSettings } from '../../src/inputs/read-export-settings.js'

let root: string
let workspace: string
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'export-inputs-'))
  workspace = path.join(root, 'workspace')
  await mkdir(workspace)
  await mkdir(path.join(root, 'outside'))
  await symlink(path.join(root, 'outside'), path.join(workspace, 'link'))
})
afterAll(async () => {
  await rm(root, { recursive: true, force: true })
})

const LOGIN = {
  'base-url': 'https://erp.example.com/AcumaticaERP/',
  username: 'admin',
  password: 'secret'
}

function read(inputs: Record<string, string>) {
  const all: Record<string, string> = { ...LOGIN, ...inputs }
  // An absolute path outside the workspace (known once the folders exist).
  if (all.path === '<outside>') all.path = path.join(root, 'outside')
  return readExportSettings(name => all[name] ?? '', workspace)
}

describe('export inputs', () => {
  it('reads one project, with the defaults', async () => {
    const settings = await read({ 'project-name': 'Sample', path: 'custom/sample' })
    expect(settings).toMatchObject({
      login: { baseUrl: 'https://erp.example.com/AcumaticaERP', loginAttempts: 5 },
      projects: [
        { name: 'Sample', path: 'custom/sample', folder: path.join(workspace, 'custom/sample') }
      ],
      // The folder's own layout (a package folder stays one; a new folder: source-control).
      format: 'auto',
      clean: true,
      exclude: []
    })
  })

  it('reads several projects, format, clean and exclude', async () => {
    const settings = await read({
      projects: 'A=a\n# comment\n\nB=b\n',
      format: 'package',
      clean: 'false',
      exclude: 'README.md\n docs/** '
    })
    expect(settings.projects.map(p => [p.name, p.path])).toEqual([
      ['A', 'a'],
      ['B', 'b']
    ])
    expect(settings).toMatchObject({
      format: 'package',
      clean: false,
      exclude: ['README.md', 'docs/**']
    })
  })

  it.each([
    [{ path: 'x' }, "Input 'project-name' is required"],
    [{ 'project-name': 'Sample' }, "Input 'path' is required"],
    [
      { 'project-name': '1bad', path: 'x' },
      'Input \'project-name\' ("1bad") is not a valid project name'
    ],
    [
      { 'project-name': 'Sample', path: '../x' },
      'Input \'path\' ("../x") is outside the workspace'
    ],
    [{ 'project-name': 'Sample', path: '<outside>' }, 'is outside the workspace'],
    [
      { 'project-name': 'Sample', path: 'link/deeper' },
      'Input \'path\' ("link/deeper") is outside the workspace'
    ],
    [
      { 'project-name': 'Sample', path: '.' },
      'Input \'path\' (".") is the workspace itself, which clean would empty'
    ],
    [
      { 'project-name': 'Sample', path: 'x', format: 'zip' },
      'Input \'format\' ("zip") must be auto, source-control or package.'
    ],
    [
      { 'project-name': 'Sample', path: 'x', clean: 'yes' },
      'Input \'clean\' ("yes") must be true or false.'
    ],
    [
      { 'project-name': 'Sample', path: 'x', exclude: '../up' },
      'Input \'exclude\': pattern "../up" must be relative to path'
    ],
    [{ projects: 'A=a', path: 'x' }, "Input 'projects' cannot be combined with path"],
    [{ projects: 'a' }, 'Input \'projects\' line 1 ("a") must be Name=path'],
    [{ projects: 'A=a\nA=b' }, 'names A a second time'],
    [{ projects: 'A=a\nB=a/b' }, 'gives B the folder "a/b", which is inside the folder of A'],
    [{ 'project-name': 'Sample', path: 'x', 'base-url': 'ftp://x' }, "Input 'base-url'"]
  ])('refuses %j', async (inputs, message) => {
    await expect(read(inputs)).rejects.toThrow(message)
  })

  it('takes the workspace itself when clean is off, and nested folders then', async () => {
    const settings = await read({ projects: 'A=.\nB=b', clean: 'false' })
    expect(settings.projects.map(p => p.folder)).toEqual([workspace, path.join(workspace, 'b')])
  })
})
