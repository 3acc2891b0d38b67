// Temporary folders that go after the test file that made them (test-support/jest-setup.ts):
// a test run leaves nothing in the machine's temporary folder (jest-global-teardown.mjs checks).
import { mkdtempSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

const folders = new Set<string>()

/** A new folder in the temporary folder, removed after the test file. */
export async function tempFolder(prefix: string): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), prefix))
  folders.add(folder)
  return folder
}

/** The same, for code that cannot wait. */
export function tempFolderSync(prefix: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), prefix))
  folders.add(folder)
  return folder
}

/** Removes the folders made so far. */
export async function removeTempFolders(): Promise<void> {
  const made = [...folders]
  folders.clear()
  await Promise.all(made.map(folder => rm(folder, { recursive: true, force: true })))
}
