// Exports in tests: a stored package built from items as an instance gives them back (sorted
// by key, 4-space indent, CRLF), exported by prepareExport from a copy of it, in a temporary
// folder of the test file's own.
import { afterAll, beforeAll } from '@jest/globals'
import { copyFile, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { prepareExport } from '../src/export/export-project.js'
import type { ExportFormat } from '../src/export/types.js'
import { compareKeys } from '../src/project/item-key.js'
import { zipBuffer } from '../simulator/testing.js'

export const NL = '\r\n'
/** An item of the stored project.xml at depth 1: its key, its XML (children indented), files. */
export interface Item {
  key: string
  xml: string
  files?: Record<string, Buffer>
}

/** An attribute value as the instance escapes it. */
export const attr = (text: string): string =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('"', '&quot;')
    .replaceAll('\n', '&#xA;')

/** The stored package: project.xml as the instance rebuilds it, then the files. */
export async function storedZip(
  generated: Item[],
  root: { level: string; description: string }
): Promise<Buffer> {
  const sorted = [...generated].sort((a, b) => compareKeys(a.key, b.key))
  const projectXml =
    `<Customization level="${root.level}" description="${attr(root.description)}" product-version="24.210">` +
    sorted.map(item => `${NL}    ${item.xml}`).join('') +
    `${NL}</Customization>`
  const files: Record<string, Buffer> = {}
  for (const item of sorted) Object.assign(files, item.files ?? {})
  return zipBuffer({ 'project.xml': projectXml, ...files })
}

export interface ExportWorkspace {
  /** The temporary folder (set before the first test runs). */
  readonly dir: string
  /** A number not given before, for names of folders and files. */
  next(): number
  /** Exports the stored package `zip` into `folder`, as the export action writes it. */
  exportZip(
    zip: Buffer,
    folder: string,
    format?: ExportFormat,
    exclude?: string[],
    signal?: AbortSignal
  ): Promise<{ added: string[]; changed: string[]; removed: string[] }>
  /** Exports `zip` as a source-control folder named `name`; its path. */
  exportAndRead(zip: Buffer, name: string): Promise<string>
}

/** A temporary folder made before the file's tests and removed after them. */
export function useExportWorkspace(prefix: string): ExportWorkspace {
  let dir = ''
  let runs = 0
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), prefix))
  })
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true })
  })
  const space: ExportWorkspace = {
    get dir() {
      return dir
    },
    next: () => ++runs,
    exportZip: async (zip, folder, format = 'source-control', exclude = [], signal) => {
      const run = ++runs
      const source = path.join(dir, `stored-${run}.zip`)
      await writeFile(source, zip)
      const api = {
        getProject: async (_name: string, destination: string) => {
          await copyFile(source, destination)
          return { found: true as const, path: destination, size: zip.length, sha256: '' }
        }
      }
      const prepared = await prepareExport(
        api,
        { name: 'Generated', path: 'out', folder, format, clean: true, exclude },
        path.join(dir, `work-${run}`)
      )
      try {
        return await prepared.write(signal)
      } finally {
        await prepared.dispose()
      }
    },
    exportAndRead: async (zip, name) => {
      const folder = path.join(dir, name)
      await space.exportZip(zip, folder)
      return folder
    }
  }
  return space
}
