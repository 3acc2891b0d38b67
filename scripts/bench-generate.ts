// Project folders for the benchmark: a realistic mix of compressible text (project.xml, pages,
// SQL scripts, code) and incompressible binaries (random bytes standing for DLLs and images).
// A finished folder is marked by `<folder>.done` beside it and reused by later runs.
import { randomBytes } from 'node:crypto'
import { createWriteStream, existsSync } from 'node:fs'
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { once } from 'node:events'

/** Share of the folder's bytes per kind of file, and the typical size of one such file. */
const MIX: { folder: string; extension: string; share: number; fileSize: number; text: boolean }[] =
  [
    { folder: 'Pages', extension: 'aspx', share: 0.15, fileSize: 200_000, text: true },
    { folder: 'SQL', extension: 'sql', share: 0.1, fileSize: 100_000, text: true },
    { folder: 'Code', extension: 'cs', share: 0.1, fileSize: 50_000, text: true },
    { folder: 'Bin', extension: 'dll', share: 0.35, fileSize: 5_000_000, text: false },
    { folder: 'Images', extension: 'png', share: 0.1, fileSize: 400_000, text: false },
    { folder: 'Images', extension: 'jpg', share: 0.05, fileSize: 600_000, text: false }
  ]
/** The rest (15 %) is project.xml itself, up to a size the simulator reads whole (16 MB). */
const PROJECT_XML_SHARE = 1 - MIX.reduce((sum, kind) => sum + kind.share, 0)
const PROJECT_XML_MAX = 12_000_000

function projectXmlFor(totalBytes: number): number {
  return Math.min(PROJECT_XML_MAX, Math.round(totalBytes * PROJECT_XML_SHARE))
}

export interface GeneratedProject {
  folder: string
  bytes: number
  files: number
}

/** A small fast PRNG (mulberry32): the text varies like real text without costing much. */
function prng(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const NAMES = [
  'Customer', 'Vendor', 'OrderNbr', 'OrderType', 'InventoryID', 'SiteID', 'CuryInfoID',
  'Amount', 'Quantity', 'UnitPrice', 'Descr', 'Status', 'BranchID', 'ProjectID', 'TaskID',
  'LineNbr', 'NoteID', 'CreatedDateTime', 'LastModifiedByID', 'UsrCustomField'
] // prettier-ignore
const TYPES = ['String', 'Decimal', 'Int32', 'Boolean', 'DateTime', 'Guid']

/** Lines of one kind of text, varied by numbers so that deflate finds about 5:1, as on real XML. */
function textLine(kind: string, next: () => number): string {
  const name = NAMES[Math.floor(next() * NAMES.length)]
  const type = TYPES[Math.floor(next() * TYPES.length)]
  const n = Math.floor(next() * 100000)
  switch (kind) {
    case 'sql':
      return `INSERT INTO [${name}] ([CompanyID], [${name}ID], [Descr]) VALUES (2, ${n}, N'${name} ${n}')\n`
    case 'cs':
      return `        [PXDB${type}] [PXUIField(DisplayName = "${name} ${n}")] public virtual ${type}? ${name}${n} { get; set; }\n`
    case 'aspx':
      return `    <px:PXTextEdit ID="ed${name}${n}" runat="server" DataField="${name}" CommitChanges="True" Size="M" />\n`
    default:
      return `    <Field FieldName="${name}${n}" TypeName="PX.Objects.${name}" DataType="${type}" Length="${n % 255}" />\n`
  }
}

async function writeText(file: string, bytes: number, kind: string, seed: number): Promise<void> {
  const next = prng(seed)
  const out = createWriteStream(file)
  let written = 0
  const head = kind === 'xml' ? '<Customization level="0" description="Benchmark">\n' : ''
  const tail = kind === 'xml' ? '</Customization>\n' : ''
  let chunk = head
  while (written + chunk.length + tail.length < bytes) {
    chunk += textLine(kind, next)
    if (chunk.length >= 1 << 20) {
      written += chunk.length
      if (!out.write(chunk)) await once(out, 'drain')
      chunk = ''
    }
  }
  out.end(chunk + tail)
  await once(out, 'finish')
}

async function writeRandom(file: string, bytes: number): Promise<void> {
  const out = createWriteStream(file)
  for (let left = bytes; left > 0; left -= 8 << 20) {
    if (!out.write(randomBytes(Math.min(left, 8 << 20)))) await once(out, 'drain')
  }
  out.end()
  await once(out, 'finish')
}

/**
 * Creates (or reuses) `<root>/project-<label>` of about `totalBytes` bytes. The number of files
 * grows with the size; `filesAsFor` gives the folder the file count of a project of that many
 * bytes instead (bigger files, same count), to tell the cost of bytes from the cost of files.
 */
export async function generateProject(
  root: string,
  label: string,
  totalBytes: number,
  filesAsFor = totalBytes
): Promise<GeneratedProject> {
  const folder = path.join(root, `project-${label}`)
  const marker = `${folder}.done`
  if (existsSync(marker)) {
    return JSON.parse(await readFile(marker, 'utf8')) as GeneratedProject
  }
  await rm(folder, { recursive: true, force: true })
  let files = 0
  let bytes = 0
  let seed = 1
  const add = async (relative: string, size: number, text: string | undefined) => {
    const file = path.join(folder, relative)
    await mkdir(path.dirname(file), { recursive: true })
    if (text) await writeText(file, size, text, seed++)
    else await writeRandom(file, size)
    files++
    bytes += size
  }
  const projectXml = projectXmlFor(totalBytes)
  await add('project.xml', projectXml, 'xml')
  // What project.xml cannot hold goes to the pages, so that the text share stays the same.
  const moreText = Math.round(totalBytes * PROJECT_XML_SHARE) - projectXml
  const countMoreText = Math.round(filesAsFor * PROJECT_XML_SHARE) - projectXmlFor(filesAsFor)
  for (const kind of MIX) {
    const share = Math.round(totalBytes * kind.share) + (kind.folder === 'Pages' ? moreText : 0)
    const countShare =
      Math.round(filesAsFor * kind.share) + (kind.folder === 'Pages' ? countMoreText : 0)
    const count = Math.max(1, Math.round(countShare / kind.fileSize))
    for (let i = 0; i < count; i++) {
      const name = `${kind.folder}/${kind.folder === 'Pages' ? `SO${String(i % 50).padStart(2, '0')}/` : ''}${kind.folder.toLowerCase()}${i}.${kind.extension}`
      await add(name, Math.round(share / count), kind.text ? kind.extension : undefined)
    }
  }
  const generated = { folder, bytes, files }
  await writeFile(marker, JSON.stringify(generated))
  return generated
}
