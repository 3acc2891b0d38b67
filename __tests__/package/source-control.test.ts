// A source-control folder -> the package BuildProject would make: project.xml first, fragments
// copied as written, <File>/<PerTenantFile> items, keys, order, include, refusals, and the same
// bytes whatever the files' times or the folder's place.
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { cp, mkdir, mkdtemp, readFile, readdir, rm, utimes, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  buildSourceControlPackage,
  checkSourceControlFolder,
  detectProjectKind,
  packageProject,
  parseInclude,
  readProjectDefaults,
  zipProjectFolder
} from '../../src/package/index.js'
import { outsideReason, toAppRelativePath } from '../../src/project/app-path.js'
import {
  automationContainerKey,
  compareKeys,
  isAutomationSubItem,
  isItemElement,
  itemKey
} from '../../src/project/item-key.js'
import { prepareSourceControlPackage, screenIdOf } from '../../src/package/source-control.js'
import { readZipEntries } from '../../test-support/zip.js'

const fixture = fileURLToPath(new URL('../fixtures/source-control-project', import.meta.url))
let work: string

beforeEach(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'source-control-'))
})
afterEach(async () => {
  await rm(work, { recursive: true, force: true })
})

async function build(
  folder: string,
  extra: Partial<Parameters<typeof buildSourceControlPackage>[1]> = {}
) {
  const outputPath = path.join(work, 'out', `${Math.random().toString(16).slice(2)}.zip`)
  const info = await buildSourceControlPackage(folder, {
    outputPath,
    exclude: [],
    productVersion: '22.200.001',
    ...extra
  })
  const entries = await readZipEntries(info.path)
  return { info, entries, projectXml: entries[0].content.toString('utf8') }
}

/**
 * A fragment as it must appear in project.xml: no BOM, no declaration, trimmed, every line but
 * the first indented 4 more spaces (at depth 1), except inside CDATA (the fixture is indented
 * with 4 spaces and CRLF, as the Source Control screen saves).
 */
async function fragmentBody(name: string): Promise<string> {
  const body = (await readFile(path.join(fixture, '_project', name), 'utf8'))
    .replace(/^\uFEFF/, '')
    .replace(/^<\?xml[^?]*\?>/, '')
    .trim()
  return body
    .split(/(<!\[CDATA\[[^]*?\]\]>)/)
    .map(part => (part.startsWith('<![CDATA[') ? part : part.replaceAll('\r\n', '\r\n    ')))
    .join('')
}

describe('buildSourceControlPackage on a saved project', () => {
  it('holds project.xml first, then the files, per-tenant files last', async () => {
    const { entries } = await build(fixture)
    expect(entries.map(entry => entry.name)).toEqual([
      'project.xml',
      'Pages/AC/AC301000.aspx',
      'Pages/AC/AC301000.aspx.cs',
      'screens/AC/AC301000/AC301000.html'
    ])
    const aspx = await readFile(path.join(fixture, 'Pages', 'AC', 'AC301000.aspx'))
    expect(entries[1].content.equals(aspx)).toBe(true)
  })

  it('writes the metadata on the root and every fragment re-indented (CDATA, CRLF, entities)', async () => {
    const { projectXml } = await build(fixture)
    expect(projectXml).toMatch(
      /^<Customization level="5" description="Acme: tracking numbers on sales orders &amp; a tracking screen" product-version="22.200.001">\r\n/
    )
    expect(projectXml.endsWith('\r\n</Customization>')).toBe(true)
    expect(projectXml).not.toContain('\uFEFF')
    expect(projectXml).not.toContain('<?xml')
    for (const name of [
      'Code_SOOrderEntry_Extension.xml',
      'Sql_AcmeTrackingNbr.xml',
      'pages_so_so301000_aspx.xml',
      'SiteMapNode_AC301000.xml',
      'ScreenWithRights_AC301000.xml'
    ]) {
      expect(projectXml).toContain(await fragmentBody(name))
    }
    expect(projectXml).toContain('"<", ">" and "&&" stay as written.')
  })

  it('makes File and PerTenantFile items; a <File> fragment is kept with its attributes', async () => {
    const { projectXml } = await build(fixture)
    expect(projectXml).toContain(
      '<File AppRelativePath="Pages\\AC\\AC301000.aspx" Description="Order Tracking screen" Category="Pages" />'
    )
    expect(projectXml).toContain('<File AppRelativePath="Pages\\AC\\AC301000.aspx.cs" />')
    expect(projectXml).toContain(
      '<PerTenantFile AppRelativePath="screens\\AC\\AC301000\\AC301000.html" ScreenId="AC301000" />'
    )
  })

  it('sorts the items by key as the engine does', async () => {
    const { projectXml } = await build(fixture)
    const starts = [
      '<Page path="~/pages/so/so301000.aspx"', // ~/pages/so/so301000.aspx
      '<Graph ClassName="SOOrderEntry_Extension"', // Code#SOOrderEntry_Extension
      '<File AppRelativePath="Pages\\AC\\AC301000.aspx" ',
      '<File AppRelativePath="Pages\\AC\\AC301000.aspx.cs"',
      '<PerTenantFile ',
      '<ScreenWithRights ', // ScreenWithRights#AC301000
      '<SiteMapNode>', // SiteMapNode#5c8a1f0e-...
      '<Sql TableName=' // Sql#AcmeTrackingNbr
    ].map(start => projectXml.indexOf(`\r\n    ${start}`))
    expect(starts.every(at => at > 0)).toBe(true)
    expect([...starts].sort((a, b) => a - b)).toEqual(starts)
  })

  it('lets level and description given by inputs win over the metadata', async () => {
    const { projectXml } = await build(fixture, { level: 2, description: 'From "CI" <run 7>' })
    expect(projectXml).toMatch(
      /^<Customization level="2" description="From &quot;CI&quot; &lt;run 7&gt;" product-version/
    )
  })

  it('gives the same bytes for copies with other file times, at other places', async () => {
    const first = path.join(work, 'a', 'AcmeTracking')
    const second = path.join(work, 'deeper', 'elsewhere', 'AcmeTracking')
    await cp(fixture, first, { recursive: true })
    await cp(fixture, second, { recursive: true })
    const old = new Date('2001-02-03T04:05:06Z')
    for (const file of ['_project/Sql_AcmeTrackingNbr.xml', 'Pages/AC/AC301000.aspx']) {
      await utimes(path.join(second, file), old, old)
    }
    const a = await build(first)
    const b = await build(second)
    expect(b.info.sha256).toBe(a.info.sha256)
    expect(b.info.size).toBe(a.info.size)
  })

  it('adds include files as if they were in the folder, replacing one at the same path', async () => {
    await writeFile(path.join(work, 'AcmeTracking.dll'), 'MZ built')
    await writeFile(path.join(work, 'other.aspx.cs'), '// rebuilt')
    const include = parseInclude(
      'AcmeTracking.dll => Bin/AcmeTracking.dll\nother.aspx.cs => pages\\ac\\ac301000.aspx.cs',
      work
    )
    const { entries, projectXml } = await build(fixture, { include })
    expect(projectXml).toContain('<File AppRelativePath="Bin\\AcmeTracking.dll" />')
    expect(entries.map(entry => entry.name)).toEqual([
      'project.xml',
      'Bin/AcmeTracking.dll',
      'Pages/AC/AC301000.aspx',
      'pages/ac/ac301000.aspx.cs',
      'screens/AC/AC301000/AC301000.html'
    ])
    expect(entries[3].content.toString()).toBe('// rebuilt')
  })

  it('names and places a file as its <File> fragment spells it, in the key order of project.xml', async () => {
    // Respelled `Code\B.cs` still comes after `Code/a.cs`: the engine's key order (a < B), not
    // the UTF-8 order of the names (B < a).
    const folder = path.join(work, 'project')
    await cp(fixture, folder, { recursive: true })
    await mkdir(path.join(folder, 'Code'))
    await writeFile(path.join(folder, 'Code', 'a.cs'), '// a\r\n'.repeat(2000))
    await writeFile(path.join(folder, 'Code', 'b.cs'), '// b\r\n'.repeat(3000))
    await writeFile(
      path.join(folder, '_project', 'File_Code_B_cs.xml'),
      '<File AppRelativePath="Code\\B.cs" Description="respelled" />'
    )

    const { info, entries, projectXml } = await build(folder)

    expect(entries.map(entry => entry.name)).toEqual([
      'project.xml',
      'Code/a.cs',
      'Code/B.cs',
      'Pages/AC/AC301000.aspx',
      'Pages/AC/AC301000.aspx.cs',
      'screens/AC/AC301000/AC301000.html'
    ])
    expect(projectXml).toContain('<File AppRelativePath="Code\\B.cs" Description="respelled" />')
    expect(entries[2].content.toString()).toBe('// b\r\n'.repeat(3000))
    // A package folder holding that project.xml and the files under their zip names: the same
    // entries (it orders them by name, as it cannot know the items).
    const packageFolder = path.join(work, 'package')
    for (const entry of entries) {
      await mkdir(path.dirname(path.join(packageFolder, entry.name)), { recursive: true })
      await writeFile(path.join(packageFolder, entry.name), entry.content)
    }
    const zipped = await zipProjectFolder(packageFolder, {
      exclude: [],
      outputPath: path.join(work, 'package.zip')
    })
    const byName = (list: { name: string; content: Buffer }[]) =>
      new Map(list.map(entry => [entry.name, entry.content]))
    expect(byName(await readZipEntries(zipped.path))).toEqual(byName(entries))
    expect(info.warnings).toEqual([])
  })

  it("writes the files in the engine's key order, where letter case and symbols decide, per-tenant files last", async () => {
    const folder = path.join(work, 'ordered')
    await cp(fixture, folder, { recursive: true })
    const files = [
      'Bin/zeta.dll',
      'Bin/Alpha.dll',
      'Bin/_Shared.dll',
      'Bin/beta.dll',
      'Bin/Beta2.dll',
      'Bin/QC-Plans.dll',
      'Bin/QCOrder-TestSummary.dll',
      'FrontendSources/screen/src/development/screens/AC/AC301000/extensions/AC301000_b.ts',
      'FrontendSources/screen/src/development/screens/AC/AC301000/extensions/AC301000_A.ts'
    ]
    for (const file of files) {
      await mkdir(path.dirname(path.join(folder, file)), { recursive: true })
      await writeFile(path.join(folder, file), file)
    }

    const { entries, projectXml } = await build(folder)

    const names = entries.map(entry => entry.name)
    // UTF-8 order would give Alpha, Beta2, QC-Plans, QCOrder-TestSummary, _Shared, beta, zeta.
    expect(names.filter(name => name.startsWith('Bin/'))).toEqual([
      'Bin/_Shared.dll',
      'Bin/Alpha.dll',
      'Bin/beta.dll',
      'Bin/Beta2.dll',
      'Bin/QCOrder-TestSummary.dll',
      'Bin/QC-Plans.dll',
      'Bin/zeta.dll'
    ])
    expect(names.slice(-3)).toEqual([
      'screens/AC/AC301000/AC301000.html',
      'screens/AC/AC301000/extensions/AC301000_A.ts',
      'screens/AC/AC301000/extensions/AC301000_b.ts'
    ])
    // The entries follow project.xml's items.
    const listed = [...projectXml.matchAll(/AppRelativePath="([^"]+)"/g)].map(match =>
      match[1].replaceAll('\\', '/')
    )
    expect(names.slice(1)).toEqual(listed)
  })

  it("writes one entry for a File and a PerTenantFile item on one path, the File item's", async () => {
    const folder = path.join(work, 'shared-path')
    await cp(fixture, folder, { recursive: true })
    const development = 'FrontendSources/screen/src/development/'
    const same = 'screens/AC/AC301000/AC301000.ts'
    const other = 'screens/AC/AC301000/views.ts'
    for (const [file, text] of [
      [same, 'export class AC301000 {}'],
      [development + same, 'export class AC301000 {}'],
      [other, 'export const a = 1'],
      [development + other, 'export const a = 12345']
    ]) {
      await mkdir(path.dirname(path.join(folder, file)), { recursive: true })
      await writeFile(path.join(folder, file), text)
    }

    const { info, entries, projectXml } = await build(folder)

    expect(projectXml).toContain('<File AppRelativePath="screens\\AC\\AC301000\\AC301000.ts" />')
    expect(projectXml).toContain(
      '<PerTenantFile AppRelativePath="screens\\AC\\AC301000\\AC301000.ts" ScreenId="AC301000" />'
    )
    const names = entries.map(entry => entry.name)
    expect(names.filter(name => name === same || name === other)).toEqual([same, other])
    expect(entries.find(entry => entry.name === other)!.content.toString()).toBe(
      'export const a = 1'
    )
    expect(info.warnings).toEqual([
      `project-path: ${development}${other} and project-path: ${other} are one entry of the package (${other}), but their sizes differ: the package holds project-path: ${other}. Make the two files the same.`
    ])
  })

  it('builds the same package when it is written inside _project/ (its own files never listed)', async () => {
    const folder = path.join(work, 'project')
    await cp(fixture, folder, { recursive: true })
    const elsewhere = await build(folder)

    const inside = await buildSourceControlPackage(folder, {
      outputPath: path.join(folder, '_project', 'out', 'package.zip'),
      exclude: [],
      productVersion: '22.200.001'
    })

    expect(inside.warnings).toEqual(elsewhere.info.warnings)
    expect(inside.sha256).toBe(elsewhere.info.sha256)
  })
})

describe('refusals and warnings', () => {
  async function copyFixture(): Promise<string> {
    const folder = path.join(work, 'project')
    await cp(fixture, folder, { recursive: true })
    return folder
  }

  it('names the file, line and column of a malformed fragment, before writing anything', async () => {
    const folder = await copyFixture()
    await writeFile(
      path.join(folder, '_project', 'Code_Broken.xml'),
      '\uFEFF<Graph ClassName="Broken">\r\n  <CDATA name="Source">text</CDAT>\r\n</Graph>'
    )
    await expect(checkSourceControlFolder(folder, { exclude: [] })).rejects.toThrow(
      /_project\/Code_Broken\.xml:2:.*not well-formed.*Fix the fragment/
    )
    await expect(build(folder)).rejects.toThrow(/_project\/Code_Broken\.xml:2:/)
  })

  it('refuses a _project/ without ProjectMetadata.xml, naming what to do', async () => {
    const folder = await copyFixture()
    await rm(path.join(folder, '_project', 'ProjectMetadata.xml'))
    await expect(detectProjectKind(folder)).rejects.toThrow(
      /has _project\/ but no _project\/ProjectMetadata\.xml.*Save the project again/
    )
  })

  it('warns about files of _project/ that are not fragments and <File> fragments without a file', async () => {
    const folder = await copyFixture()
    await writeFile(path.join(folder, '_project', 'README.md'), '# notes')
    await rm(path.join(folder, 'Pages', 'AC', 'AC301000.aspx'))
    const { info, projectXml } = await build(folder)
    expect(info.warnings).toEqual([
      expect.stringMatching(/_project\/README\.md is not an XML fragment/),
      expect.stringMatching(
        /File_Pages_AC_AC301000_aspx\.xml names Pages\\AC\\AC301000\.aspx, which is not in the folder/
      )
    ])
    expect(projectXml).not.toContain('Order Tracking screen')
  })

  it('leaves out what exclude matches', async () => {
    const folder = await copyFixture()
    const { entries, projectXml } = await build(folder, {
      exclude: ['FrontendSources/', '_project/Sql_*']
    })
    expect(entries.map(entry => entry.name)).not.toContain('screens/AC/AC301000/AC301000.html')
    expect(projectXml).not.toContain('<Sql ')
  })
})

describe('one pass over the folder (prepareSourceControlPackage)', () => {
  it("checks as checkSourceControlFolder does and builds buildSourceControlPackage's bytes, its spool in memory or in a file", async () => {
    const folder = path.join(work, 'project')
    await cp(fixture, folder, { recursive: true })
    await writeFile(path.join(folder, '_project', 'README.md'), '# notes')
    const expected = await build(folder)
    const check = await checkSourceControlFolder(folder, { exclude: [] })
    for (const spoolBudget of [undefined, 0]) {
      const outputPath = path.join(work, `pass-${spoolBudget ?? 'memory'}`, 'p.zip')
      const seen: string[] = []
      const prepared = await prepareSourceControlPackage(folder, {
        outputPath,
        exclude: [],
        ...(spoolBudget === undefined ? {} : { spoolBudget }),
        observer: {
          file: file => seen.push(`file ${file.zipPath}`),
          fragment: (_file, name) => {
            seen.push(`fragment ${name}`)
            return {
              open: () => {},
              close: () => {},
              text: () => {},
              cdata: () => {},
              comment: () => {},
              processingInstruction: () => {}
            }
          },
          fragmentRead: (_file, name) => seen.push(`read ${name}`)
        }
      })
      expect(prepared.check).toEqual(check)
      // With no budget the spool is a file beside the package until remove().
      expect(await readdir(path.dirname(outputPath))).toEqual(
        spoolBudget === 0 ? ['p.zip.items'] : []
      )
      const built = await prepared.build({ productVersion: '22.200.001' })
      await prepared.remove()
      expect(built.sha256).toBe(expected.info.sha256)
      expect(built.warnings).toEqual(expected.info.warnings)
      expect(await readdir(path.dirname(outputPath))).toEqual(['p.zip'])
      const fragments = (await readdir(path.join(fixture, '_project'))).filter(
        name => name !== 'ProjectMetadata.xml'
      )
      // Each fragment seen once, read whole; the other files named (README.md too).
      for (const name of fragments) {
        expect(seen.filter(line => line.endsWith(` ${name}`))).toEqual([
          `fragment ${name}`,
          `read ${name}`
        ])
      }
      expect(seen).toContain('file _project/README.md')
      expect(seen).toContain('file Pages/AC/AC301000.aspx')
    }
  })

  it('leaves no spool behind when the folder is refused', async () => {
    const folder = path.join(work, 'project')
    await cp(fixture, folder, { recursive: true })
    await writeFile(path.join(folder, '_project', 'Zz_Broken.xml'), '<Graph><Nope></Graph>')
    const outputPath = path.join(work, 'refused', 'p.zip')
    await expect(
      prepareSourceControlPackage(folder, { outputPath, exclude: [], spoolBudget: 0 })
    ).rejects.toThrow(/_project\/Zz_Broken\.xml:1:/)
    expect(await readdir(path.dirname(outputPath))).toEqual([])
  })
})

describe('project kinds and defaults', () => {
  it('tells the kinds apart and reads the defaults of each', async () => {
    expect(await detectProjectKind(fixture)).toBe('source-control')
    expect(await readProjectDefaults(fixture, 'source-control')).toEqual({
      name: 'AcmeTracking',
      level: 5,
      description: 'Acme: tracking numbers on sales orders & a tracking screen'
    })
    const folder = path.join(work, 'pkg')
    await mkdir(folder)
    await writeFile(
      path.join(folder, 'project.xml'),
      '\uFEFF<?xml version="1.0"?>\n<Customization level="" description="Packaged">\n    <File AppRelativePath="Bin\\Old.dll" />\n</Customization>'
    )
    expect(await detectProjectKind(folder)).toBe('folder')
    expect(await readProjectDefaults(folder, 'folder')).toEqual({
      level: undefined,
      description: 'Packaged'
    })
    const zipped = await zipProjectFolder(folder, {
      exclude: [],
      outputPath: path.join(work, 'p.zip')
    })
    expect(await detectProjectKind(zipped.path)).toBe('package')
    expect(await readProjectDefaults(zipped.path, 'package')).toEqual({
      level: undefined,
      description: 'Packaged'
    })
  })

  it('adds include files to a package folder with a <File> element unless project.xml names them', async () => {
    const folder = path.join(work, 'pkg')
    await mkdir(path.join(folder, 'Bin'), { recursive: true })
    const head = '\uFEFF<?xml version="1.0"?>\n<Customization level="1" description="Ünïcode">'
    await writeFile(
      path.join(folder, 'project.xml'),
      `${head}\n    <File AppRelativePath="Bin\\Old.dll" />\n</Customization>`
    )
    await writeFile(path.join(folder, 'Bin', 'Old.dll'), 'old')
    await writeFile(path.join(work, 'New.dll'), 'new')
    await writeFile(path.join(work, 'Old.dll'), 'rebuilt')
    const include = parseInclude('New.dll => Bin/New.dll\nOld.dll => bin/old.dll', work)
    const info = await packageProject(folder, 'folder', {
      outputPath: path.join(work, 'out.zip'),
      exclude: [],
      include,
      productVersion: '22.200.001'
    })
    const entries = await readZipEntries(info.path)
    expect(entries.map(entry => entry.name)).toEqual(['project.xml', 'Bin/New.dll', 'bin/old.dll'])
    expect(entries[2].content.toString()).toBe('rebuilt')
    expect(entries[0].content.toString()).toBe(
      `${head}\r\n    <File AppRelativePath="Bin\\New.dll" />\n    <File AppRelativePath="Bin\\Old.dll" />\n</Customization>`
    )
  })
})

describe('keys, order and paths', () => {
  it('keys items as the engine does', () => {
    const key = (
      name: string,
      attributes: Record<string, string>,
      mainRow?: Record<string, string>
    ) => itemKey({ name, attributes, mainRow }, 'x.xml')
    expect(key('Graph', { ClassName: 'SOOrderEntry_Extension' })).toBe(
      'Code#SOOrderEntry_Extension'
    )
    expect(key('Page', { path: '~/Pages/SO/SO301000.aspx' })).toBe('~/pages/so/so301000.aspx')
    expect(key('Screen', { ID: 'so301000' })).toBe('SCREEN#SO301000')
    // The root has no attributes: the first <Endpoint version name> child gives the key.
    expect(
      itemKey(
        {
          name: 'EntityEndpoint',
          attributes: {},
          firstChild: { name: 'Endpoint', attributes: { name: 'Default', version: '24.200.001' } }
        },
        'x.xml'
      )
    ).toBe('EntityEndpoint#24.200.001§Default')
    expect(key('Automation', { screen: 'SO301000' })).toBe('Automation#SO301000')
    expect(key('Actions', { ScreenID: 'SO301000' })).toBe('Actions#SO301000')
    expect(automationContainerKey({ ScreenID: 'SO301000' })).toBe('Automation#SO301000')
    // <Conditions> and <AUFields> name their screen in `screen`; no container for no screen.
    expect(key('Conditions', { screen: 'NVRT3100' })).toBe('Conditions#NVRT3100')
    expect(key('AUFields', { screen: 'NVRT3100' })).toBe('AUFields#NVRT3100')
    expect(automationContainerKey({ screen: 'NVRT3100' })).toBe('Automation#NVRT3100')
    expect(automationContainerKey({})).toBeUndefined()
    expect(isAutomationSubItem('WorkflowContainer')).toBe(true)
    expect(isAutomationSubItem('Automation')).toBe(false)
    expect(isItemElement('EntityEndpoint')).toBe(true)
    expect(isItemElement('SiteMapNode')).toBe(true)
    expect(isItemElement('Unknown')).toBe(false)
    expect(key('SharedFilter', {}, { filtername: 'Mine', ScreenID: 'SO301000' })).toBe(
      'SharedFilter#Mine§SO301000'
    )
    expect(key('Unknown', {})).toBe('Unknown#x.xml')
    expect(['Sql#B', 'File#a', '~/pages/x', 'Code#z'].sort(compareKeys)).toEqual([
      '~/pages/x',
      'Code#z',
      'File#a',
      'Sql#B'
    ])
  })

  it('reads screen ids of per-tenant files', () => {
    expect(screenIdOf('screens\\LS\\LSPT1010\\LSPT1010.ts')).toBe('LSPT1010')
    expect(screenIdOf('lspt1010_extensions.ts')).toBe('LSPT1010')
    expect(screenIdOf('abc.ts')).toBeUndefined()
  })

  it('applies Windows path rules on every OS', () => {
    // What a Windows runner lists (path.win32) becomes the same AppRelativePath as on Linux.
    const onWindows = path.win32.relative(
      'C:\\runner\\AcmeTracking',
      'C:\\runner\\AcmeTracking\\Bin\\A.dll'
    )
    const onLinux = path.posix.relative(
      '/home/runner/AcmeTracking',
      '/home/runner/AcmeTracking/Bin/A.dll'
    )
    expect(toAppRelativePath(onWindows)).toBe('Bin\\A.dll')
    expect(toAppRelativePath(onLinux)).toBe('Bin\\A.dll')
    expect(outsideReason(path.win32.join('C:\\', 'Bin', 'A.dll'))).toMatch(/absolute/)
    expect(outsideReason('\\\\server\\share\\A.dll')).toMatch(/absolute/)
    expect(outsideReason('Bin\\..\\..\\A.dll')).toMatch(/leaves the project/)
    expect(outsideReason('Bin\\A.dll')).toBeUndefined()
  })
})
