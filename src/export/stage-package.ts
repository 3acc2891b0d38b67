// The stored package -> a package folder (written into an empty staging folder): every entry of
// the zip at its path, project.xml as stored.
import { createReadStream } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { outsideReason } from '../project/app-path.js'
import { cutForMessage } from '../redact/cut-for-message.js'
import { ItemSplitter, ProjectXmlError } from '../project/item-splitter.js'
import { StoredPackageError, type StoredPackage } from '../zip/stored-package.js'
import { FoldedNames, writeRefusal } from './path-rules.js'
import type { StagedProject } from './types.js'
import { stripStampFromProjectXml } from './strip-stamp.js'

export async function stagePackage(
  stored: StoredPackage,
  stage: string,
  projectName: string
): Promise<StagedProject> {
  const files: string[] = []
  const seen = new FoldedNames()
  for (const entry of stored.entries) {
    const problem = outsideReason(entry.name) ?? writeRefusal(entry.name)
    if (problem) {
      throw new StoredPackageError(
        `The package of ${projectName} holds an entry whose name ${problem}: "${cutForMessage(entry.name)}". Nothing was written.`
      )
    }
    // Names that differ only in letter case are one file on Windows and macOS runners.
    const earlier = seen.add(entry.name)
    if (earlier !== undefined) {
      throw new StoredPackageError(
        `The package of ${projectName} holds "${entry.name}" and "${earlier}", which are one file on Windows and macOS (names equal but for letter case). Nothing was written.`
      )
    }
    const target = path.join(stage, ...entry.name.split('/'))
    await mkdir(path.dirname(target), { recursive: true })
    await stored.write(entry, target)
    files.push(entry.name)
  }
  const projectXml = path.join(stage, ...stored.projectXml.name.split('/'))
  const items = await countItems(projectXml, projectName)
  // The deploy's stamp stays out of Git (stamp: true; docs/fleet.md).
  await stripStampFromProjectXml(projectXml)
  return { items, files, warnings: [] }
}

/** Top-level items of project.xml (which also checks that it has the shape of one). */
async function countItems(projectXml: string, projectName: string): Promise<number> {
  let items = 0
  const splitter = new ItemSplitter({
    root: () => undefined,
    itemStart: () => items++,
    itemBytes: () => undefined,
    itemEnd: () => undefined
  })
  try {
    for await (const chunk of createReadStream(projectXml)) splitter.feed(chunk as Buffer)
    splitter.end()
  } catch (error) {
    if (error instanceof ProjectXmlError) {
      throw new StoredPackageError(
        `The stored project.xml of ${projectName} is not usable: ${error.message} Nothing was written.`,
        { cause: error }
      )
    }
    throw error
  }
  return items
}
