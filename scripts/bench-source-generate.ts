// Source-control folders for the benchmark: `_project/` with thousands of fragments (graphs with
// C# in CDATA, SQL tables, pages, site-map nodes) beside the files of a generated package folder
// (hard links, no copy), and a package folder of the same content: the same files and, as its
// project.xml, the one the action builds from the source-control folder. Made once, reused.
import { existsSync } from 'node:fs'
import { link, mkdir, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { DEFAULT_PRODUCT_VERSION } from '../src/inputs/projects.js'
import { buildSourceControlPackage } from '../src/package/index.js'
import { readZipEntries } from '../test-support/zip.js'
import type { GeneratedProject } from './bench-generate.js'

/** Bump when the project.xml the action builds changes (cached folders are then made again). */
const PROJECT_XML_FORMAT = 'engine-indent'

export interface SourceFolderPair {
  source: GeneratedProject & { fragments: number }
  packageFolder: GeneratedProject
}

function fragment(i: number): { name: string; text: string } {
  const id = String(i).padStart(5, '0')
  const bom = '\ufeff<?xml version="1.0" encoding="utf-8"?>\r\n'
  switch (i % 4) {
    case 0: {
      const members = Array.from(
        { length: 40 },
        (_, n) =>
          `        [PXDBString(30)] [PXUIField(DisplayName = "Field ${n} of ${id}")]\r\n        public virtual string UsrField${n} { get; set; }\r\n        public abstract class usrField${n} : PX.Data.BQL.BqlString.Field<usrField${n}> { }\r\n`
      ).join('')
      return {
        name: `Code_BenchGraph${id}.xml`,
        text: `${bom}<Graph ClassName="BenchGraph${id}" Source="#CDATA" IsNew="True" FileType="NewGraph">\r\n    <CDATA name="Source"><![CDATA[using PX.Data;\r\nnamespace Bench\r\n{\r\n    public class BenchGraph${id} : PXGraph<BenchGraph${id}>\r\n    {\r\n${members}    }\r\n}]]></CDATA>\r\n</Graph>`
      }
    }
    case 1: {
      const cols = Array.from(
        { length: 20 },
        (_, n) => `  <col name="Col${n}" type="NVarChar(${10 + n})" nullable="true" />\r\n`
      ).join('')
      return {
        name: `Sql_BenchTable${id}.xml`,
        text: `${bom}<Sql TableName="BenchTable${id}" TableSchemaXml="#CDATA">\r\n    <CDATA name="TableSchemaXml"><![CDATA[<table name="BenchTable${id}">\r\n  <col name="CompanyID" type="Int" default="Zero" />\r\n${cols}</table>]]></CDATA>\r\n</Sql>`
      }
    }
    case 2:
      return {
        name: `pages_bn_bn${id}_aspx.xml`,
        text: `${bom}<Page path="~/pages/bn/bn${id}.aspx" pageSource="${Buffer.alloc(3000, i).toString('base64')}" />`
      }
    default:
      return {
        name: `SiteMapNode_BN${id}.xml`,
        text: `${bom}<SiteMapNode>\r\n    <data-set>\r\n        <relations format-version="3" relations-version="20230316" main-table="SiteMap">\r\n            <link from="MUIScreen (NodeID)" to="SiteMap (NodeID)" />\r\n        </relations>\r\n        <layout>\r\n            <table name="SiteMap" />\r\n        </layout>\r\n        <data>\r\n            <SiteMap>\r\n                <row Title="Bench ${id}" Url="~/Pages/BN/BN${id}.aspx" ScreenID="BN${id}" NodeID="00000000-0000-0000-0000-0000000${id}" />\r\n            </SiteMap>\r\n        </data>\r\n    </data-set>\r\n</SiteMapNode>`
      }
  }
}

/** Hard-links every file of `from` but project.xml into `to`; returns files and bytes. */
async function linkFiles(from: string, to: string): Promise<{ files: number; bytes: number }> {
  let files = 0
  let bytes = 0
  for (const entry of await readdir(from, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue
    const source = path.join(entry.parentPath, entry.name)
    const relative = path.relative(from, source)
    if (relative === 'project.xml') continue
    await mkdir(path.dirname(path.join(to, relative)), { recursive: true })
    await link(source, path.join(to, relative))
    files++
    bytes += (await stat(source)).size
  }
  return { files, bytes }
}

export async function generateSourceFolderPair(
  root: string,
  label: string,
  files: GeneratedProject,
  fragments: number
): Promise<SourceFolderPair> {
  // The package folder's project.xml is the one the action builds: a new format, a new folder.
  label = `${label}-${PROJECT_XML_FORMAT}`
  const marker = path.join(root, `source-${label}.done`)
  if (existsSync(marker)) return JSON.parse(await readFile(marker, 'utf8')) as SourceFolderPair
  const sourceFolder = path.join(root, `source-${label}`)
  const packageFolder = path.join(root, `package-${label}`)
  await rm(sourceFolder, { recursive: true, force: true })
  await rm(packageFolder, { recursive: true, force: true })
  await mkdir(path.join(sourceFolder, '_project'), { recursive: true })
  await writeFile(
    path.join(sourceFolder, '_project', 'ProjectMetadata.xml'),
    '\ufeff<?xml version="1.0" encoding="utf-8"?>\r\n<project name="BenchSource" level="1" description="Benchmark source-control folder" />'
  )
  let fragmentBytes = 0
  for (let i = 0; i < fragments; i++) {
    const { name, text } = fragment(i)
    await writeFile(path.join(sourceFolder, '_project', name), text)
    fragmentBytes += Buffer.byteLength(text)
  }
  const linked = await linkFiles(files.folder, sourceFolder)
  await linkFiles(files.folder, packageFolder)
  // The package folder's project.xml: the one built from the source-control folder.
  const built = await buildSourceControlPackage(sourceFolder, {
    outputPath: path.join(root, `built-${label}.zip`),
    exclude: [],
    productVersion: DEFAULT_PRODUCT_VERSION
  })
  const [projectXml] = await readZipEntries(built.path)
  await writeFile(path.join(packageFolder, 'project.xml'), projectXml.content)
  await rm(built.path, { force: true })
  const pair: SourceFolderPair = {
    source: {
      folder: sourceFolder,
      files: linked.files + fragments + 1,
      bytes: linked.bytes + fragmentBytes,
      fragments
    },
    packageFolder: {
      folder: packageFolder,
      files: linked.files + 1,
      bytes: linked.bytes + projectXml.content.length
    }
  }
  await writeFile(marker, JSON.stringify(pair))
  return pair
}
