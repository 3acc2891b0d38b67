// The export step in-process (moved from the e2e tests of dist/export/) against a hostile instance
// (test-support/hostile-server.ts) that answers getProject with a package of its own making: names
// that Windows and macOS take for the checkout's .git, device names, names equal under case
// folding, a <File> item among the fragments, a zip that unpacks to more than max-unpacked-size,
// thousands of entries no item names. Each is refused (or bounded) before the project's folder is
// touched. The letter-case matching of exclude and clean, which depends on the runner's file
// system, is tested with the platform as a parameter in export-path-rules.test.ts (this machine
// cannot mount a case-insensitive folder).
import { afterEach, describe, expect, it } from '@jest/globals'
import { existsSync } from 'node:fs'
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { zipBuffer } from '../../simulator/testing.js'
import { expectExitCode, useStepWorld, type StepRun } from '../../test-support/step-world.js'
import {
  sendJson,
  startHostileServer,
  type HostileServer
} from '../../test-support/hostile-server.js'

const PASSWORD = 'export-Secret-1'
const GIT_CONFIG = '[core]\n\trepositoryformatversion = 0\n'

const steps = useStepWorld()
let server: HostileServer | undefined
afterEach(async () => {
  await server?.close()
  server = undefined
})

/** A hostile instance whose getProject answers `zip`. */
async function serving(zip: Buffer): Promise<HostileServer> {
  server = await startHostileServer({
    getProject: answer =>
      sendJson(answer, 200, {
        projectContentBase64: zip.toString('base64'),
        hasConflicts: false,
        log: []
      })
  })
  return server
}

/** A workspace with a checkout's .git and a file of the repository. */
async function checkout(workspace: string): Promise<void> {
  await mkdir(join(workspace, '.git'), { recursive: true })
  await writeFile(join(workspace, '.git', 'config'), GIT_CONFIG)
  await mkdir(join(workspace, 'customization'), { recursive: true })
  await writeFile(join(workspace, 'customization', 'README.md'), 'ours')
}

function runExport(
  target: HostileServer,
  inputs: Record<string, string>,
  prepare: (workspace: string) => Promise<void> = checkout
): Promise<StepRun> {
  return steps.exportTo(
    {
      'base-url': target.url,
      username: 'exporter',
      password: PASSWORD,
      'project-name': 'SamplePriority',
      'login-retry-delay': '0.05',
      'request-timeout': '20',
      ...inputs
    },
    { prepareWorkspace: prepare }
  )
}

/** The workspace as the checkout left it: .git untouched, nothing new beside it. */
async function expectUntouched(run: StepRun): Promise<void> {
  expect((await readdir(run.workspace)).sort()).toEqual(['.git', 'customization'])
  expect(await readdir(join(run.workspace, '.git'))).toEqual(['config'])
  expect(await readFile(join(run.workspace, '.git', 'config'), 'utf8')).toBe(GIT_CONFIG)
  expect(await readdir(join(run.workspace, 'customization'))).toEqual(['README.md'])
  expect(run.result.outputs.changed).toBe('false')
}

const PROJECT_XML =
  '<Customization level="0" description="x" product-version="24.210"></Customization>'

describe('a hostile package never reaches .git, a device or a name it shares', () => {
  it.each([
    ['.GIT/config', 'takes for .git'],
    ['.git./config', 'takes for .git'],
    ['.git /hooks/pre-commit', 'takes for .git'],
    ['GIT~1/config', 'takes for .git'],
    ['CON.xml', 'device name'],
    ['Bin/nul.txt', 'device name'],
    ['Bin/LPT1', 'device name'],
    ['COM1', 'device name']
  ])(
    'package format, path ".": the entry %j is refused naming it, nothing written',
    async (name, why) => {
      const target = await serving(
        await zipBuffer({ 'project.xml': PROJECT_XML, [name]: '[core]\n\tfsmonitor = "curl evil"' })
      )
      const run = await runExport(target, { path: '.', clean: 'false', format: 'package' })

      expectExitCode(run, 1)
      const errors = run.errors.join('\n')
      expect(errors).toContain(`"${name}"`)
      expect(errors).toContain(why)
      await expectUntouched(run)
      expect(target.openSessions()).toEqual([])
    }
  )

  it('package format: entries equal under case folding are refused, naming both', async () => {
    const target = await serving(
      await zipBuffer({ 'project.xml': PROJECT_XML, 'Bin/Ext.dll': 'a', 'bin/ext.DLL': 'b' })
    )
    const run = await runExport(target, { path: 'customization', format: 'package' })

    expectExitCode(run, 1)
    const errors = run.errors.join('\n')
    expect(errors).toMatch(
      /"bin\/ext\.DLL" and "Bin\/Ext\.dll", which are one file on Windows and macOS/
    )
    await expectUntouched(run)
  })

  it.each([
    ['_project\\Code_Evil.xml', 'under _project'],
    ['.GIT\\config', 'takes for .git'],
    ['Pages\\AUX.aspx', 'device name']
  ])('source-control format: a <File> item at %j is refused naming it', async (file, why) => {
    const xml = `<Customization level="0" description="x" product-version="24.210"><File AppRelativePath="${file}" /></Customization>`
    const target = await serving(
      await zipBuffer({ 'project.xml': xml, [file]: '<Graph ClassName="Evil" />' })
    )
    const run = await runExport(target, { path: 'customization' })

    expectExitCode(run, 1)
    const errors = run.errors.join('\n')
    expect(errors).toContain(`"${file}"`)
    expect(errors).toContain(why)
    await expectUntouched(run)
  })

  it('source-control format: two <File> items equal under case folding are refused', async () => {
    const xml = `<Customization level="0"><File AppRelativePath="Bin\\Ext.dll" /><File AppRelativePath="BIN\\EXT.dll" /></Customization>`
    const target = await serving(
      await zipBuffer({ 'project.xml': xml, 'Bin\\Ext.dll': 'a', 'BIN\\EXT.dll': 'b' })
    )
    const run = await runExport(target, { path: 'customization' })

    expectExitCode(run, 1)
    expect(run.errors.join('\n')).toMatch(
      /names the file "BIN\\EXT\.dll", which is one file with "Bin\/Ext\.dll" on Windows and macOS/
    )
    await expectUntouched(run)
  })

  it('source-control format: an item whose fragment would be a device name is refused naming it', async () => {
    const xml = `<Customization level="0"><Table TableName="CON"><Column Name="A" /></Table></Customization>`
    const target = await serving(await zipBuffer({ 'project.xml': xml }))
    const run = await runExport(target, { path: 'customization' })

    expectExitCode(run, 1)
    expect(run.errors.join('\n')).toMatch(
      /Item 1 \(CON\) would be written as _project\/CON\.xml, a Windows device name/
    )
    await expectUntouched(run)
  })

  it('a package that unpacks to more than max-unpacked-size fails with the folder as it was', async () => {
    // 8 MiB of zeros: a few kilobytes of zip.
    const target = await serving(
      await zipBuffer({ 'project.xml': PROJECT_XML, 'Bin/bomb.bin': Buffer.alloc(8 * 1024 ** 2) })
    )
    const run = await runExport(target, {
      path: 'customization',
      format: 'package',
      'max-unpacked-size': '1'
    })

    expectExitCode(run, 1)
    expect(run.errors.join('\n')).toMatch(
      /unpacks to 8\.0 MiB, more than max-unpacked-size \(1\.0 MiB\): nothing was written/
    )
    await expectUntouched(run)
    expect(target.openSessions()).toEqual([])
  })

  it('thousands of entries no item names: a few warnings and one line for the rest', async () => {
    // One item, so that the project is not refused as empty.
    const entries: Record<string, string> = {
      'project.xml': PROJECT_XML.replace(
        '></Customization>',
        '><Graph ClassName="SOOrderEntryExt" IsNew="true" FileType="ExistingGraphExtension" /></Customization>'
      )
    }
    for (let n = 0; n < 2000; n++) entries[`Junk/file-${n}.txt`] = 'x'
    const target = await serving(await zipBuffer(entries))
    const run = await runExport(target, { path: 'customization' })

    expectExitCode(run, 0)
    const warnings = run.warnings
    expect(warnings.length).toBeLessThanOrEqual(11)
    expect(warnings.at(-1)).toMatch(/holds 1990 more entries that no item of project\.xml names/)
  })

  it("the summary shows the instance's file names as text: no list, link, image or address", async () => {
    const names = [
      '- looks like a list item.txt',
      '1. an ordered one.txt',
      '![image](evil.example/i.png)',
      '[link](evil.example)',
      'mail admin@evil.example now.txt',
      'www.evil.example.txt',
      '    indented code.txt'
    ]
    const entries: Record<string, string> = { 'project.xml': PROJECT_XML }
    // At the folder's root: each name starts its line of the list.
    for (const name of names) entries[name] = 'x'
    const target = await serving(await zipBuffer(entries))
    const run = await runExport(target, { path: 'customization', format: 'package' })

    expectExitCode(run, 0)
    const items = run.markdown.split('\n').filter(line => line.startsWith('- '))
    expect(items.length).toBeGreaterThanOrEqual(names.length)
    for (const line of items) {
      // No nested list marker, no indented code inside the item.
      expect(line).not.toMatch(/^- +([-+*]|\d+[.)])\s/)
    }
    expect(run.markdown).not.toMatch(/!\[|\]\(|\|/)
    // Addresses that GitHub would link (after decoding character references) are broken.
    const decoded = run.markdown.replace(/&#(\d+);/g, (_, code: string) =>
      String.fromCharCode(Number(code))
    )
    expect(decoded).not.toMatch(/[\w.+-]@[A-Za-z0-9]/)
    expect(decoded).not.toMatch(/www\.evil/)
    expect(decoded).toContain('evil.example')
  })
})

describe('clean never deletes what Windows or macOS takes for .git', () => {
  it('.GIT, .git. and GIT~1 inside the folder stay; a file the project no longer holds goes', async () => {
    const target = await serving(await zipBuffer({ 'project.xml': PROJECT_XML }))
    const kept = ['.GIT/config', '.git./config', 'GIT~1/HEAD']
    const run = await runExport(
      target,
      { path: 'customization', format: 'package' },
      async workspace => {
        await checkout(workspace)
        for (const file of kept) {
          await mkdir(join(workspace, 'customization', file, '..'), { recursive: true })
          await writeFile(join(workspace, 'customization', file), GIT_CONFIG)
        }
      }
    )

    expectExitCode(run, 0)
    for (const file of kept) {
      expect(await readFile(join(run.workspace, 'customization', file), 'utf8')).toBe(GIT_CONFIG)
    }
    expect(existsSync(join(run.workspace, 'customization', 'README.md'))).toBe(false)
    expect(JSON.parse(run.result.outputs['projects-json'])[0].removed).toEqual(['README.md'])
  })
})

describe('export inputs that point at .git or overlap', () => {
  it.each(['.git', 'sub/.GIT/x', '.git./hooks', 'GIT~1'])(
    'path %j (inside a .git folder) is refused before any request',
    async path => {
      const target = await serving(await zipBuffer({ 'project.xml': PROJECT_XML }))
      const run = await runExport(target, { path, clean: 'false' })

      expectExitCode(run, 1)
      expect(run.errors.join('\n')).toMatch(/^Input 'path' \(".*"\) is inside a \.git folder/)
      expect(target.requests).toEqual([])
      await expectUntouched(run)
    }
  )

  it('projects folders that overlap are refused however they are spelt (proj and proj/..b)', async () => {
    const target = await serving(await zipBuffer({ 'project.xml': PROJECT_XML }))
    const run = await runExport(target, {
      'project-name': '',
      projects: 'SamplePriority=proj\nOther=proj/..b'
    })

    expectExitCode(run, 1)
    expect(run.errors.join('\n')).toMatch(
      /^Input 'projects' gives Other the folder "proj\/\.\.b", which is inside the folder of SamplePriority/
    )
    expect(target.requests).toEqual([])
  })
})

describe('an export into a checkout never writes .git through a link', () => {
  it("a link in the folder to the checkout's .git is not written through", async () => {
    const { symlink } = await import('node:fs/promises')
    const target = await serving(
      await zipBuffer({ 'project.xml': PROJECT_XML, 'gitdir/config': '[core]\n\tfsmonitor = evil' })
    )
    const run = await runExport(
      target,
      { path: '.', clean: 'false', format: 'package' },
      async workspace => {
        await checkout(workspace)
        await symlink(join(workspace, '.git'), join(workspace, 'gitdir'))
      }
    )

    expectExitCode(run, 1)
    expect(run.errors.join('\n')).toMatch(/a \.git folder: nothing was written/)
    expect(await readFile(join(run.workspace, '.git', 'config'), 'utf8')).toBe(GIT_CONFIG)
    expect(existsSync(join(run.workspace, 'project.xml'))).toBe(false)
  })
})

describe('round three: the hashed alias of .git, and names of megabytes', () => {
  it('package format: the entry "GI7EB6~1/config" (the hashed 8.3 alias of .git) is refused', async () => {
    const target = await serving(
      await zipBuffer({ 'project.xml': PROJECT_XML, 'GI7EB6~1/config': '[core]\n\tfsmonitor = x' })
    )
    const run = await runExport(target, { path: '.', clean: 'false', format: 'package' })

    expectExitCode(run, 1)
    const errors = run.errors.join('\n')
    expect(errors).toContain('"GI7EB6~1/config"')
    expect(errors).toContain('takes for .git')
    await expectUntouched(run)
  })

  it('source-control format: a 262,144-character AppRelativePath is refused at once, quoted cut', async () => {
    // Separators, then a name: the run of `\` made the trim of trailing separators quadratic
    // (87 s for this path in a zip of a few hundred bytes).
    const file = `Bin${'\\'.repeat(262_144)}x.dll`
    const xml = `<Customization level="0" description="x" product-version="24.210"><File AppRelativePath="${file}" /></Customization>`
    const target = await serving(await zipBuffer({ 'project.xml': xml, 'Bin/x.dll': 'a' }))
    const started = Date.now()
    const run = await runExport(target, { path: 'customization' })

    expectExitCode(run, 1)
    expect(Date.now() - started).toBeLessThan(30_000)
    const errors = run.errors.join('\n')
    expect(errors).toMatch(/whose path is 262152 characters long, more than any file system takes/)
    // The message quotes the start of the path, not all of it.
    expect(errors.length).toBeLessThan(2000)
    await expectUntouched(run)
  })
})
