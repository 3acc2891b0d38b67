// The zip getProject gave: its entries listed once (names only, small), then opened one at a
// time as streams (read-zip.ts), so a package of any size costs the same memory.
import { createWriteStream } from 'node:fs'
import type { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { messageOf } from '../shared/message-of.js'
import { openZip, type ZipEntry, type ZipReader } from './read-zip.js'

export class StoredPackageError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'StoredPackageError'
  }
}

export type StoredEntry = ZipEntry

export interface StoredPackage {
  /** Files of the zip in the order written, project.xml included, without folder entries. */
  readonly entries: readonly StoredEntry[]
  readonly projectXml: StoredEntry
  open(entry: StoredEntry): Promise<Readable>
  /** Writes the entry's bytes into the file `target`. */
  write(entry: StoredEntry, target: string): Promise<void>
  close(): void
}

export async function openStoredPackage(
  zipPath: string,
  projectName: string
): Promise<StoredPackage> {
  let zip: ZipReader
  try {
    zip = await openZip(zipPath)
  } catch (error) {
    throw new StoredPackageError(
      `The package getProject gave for ${projectName} cannot be read as a zip: ${messageOf(error)}`,
      { cause: error }
    )
  }
  try {
    const entries: StoredEntry[] = []
    for await (const entry of zip.files()) entries.push(entry)
    const projectXml = entries.find(entry => entry.name.toLowerCase() === 'project.xml')
    if (!projectXml) {
      throw new StoredPackageError(
        `The package getProject gave for ${projectName} has no project.xml at its root: it is not a customization project.`
      )
    }
    const unreadable = (stored: StoredEntry, error: unknown): StoredPackageError =>
      new StoredPackageError(
        `${stored.name} in the package of ${projectName} cannot be read: ${messageOf(error)}`,
        { cause: error }
      )
    const open = async (stored: StoredEntry): Promise<Readable> => {
      try {
        return await zip.open(stored)
      } catch (error) {
        throw unreadable(stored, error)
      }
    }
    const write = async (stored: StoredEntry, target: string): Promise<void> => {
      try {
        // yauzl checks the bytes read and inflated against the sizes the zip lists.
        await pipeline(await zip.open(stored), createWriteStream(target))
      } catch (error) {
        throw unreadable(stored, error)
      }
    }
    return { entries, projectXml, open, write, close: () => zip.close() }
  } catch (error) {
    zip.close()
    if (error instanceof StoredPackageError) throw error
    throw new StoredPackageError(
      `The package getProject gave for ${projectName} is not a valid zip: ${messageOf(error)}`,
      { cause: error }
    )
  }
}
