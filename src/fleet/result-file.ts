// The result file (docs/fleet.md): every deploy, removal and rehearsal writes its result as one
// JSON file, whatever its end (published, rehearsed, failed, an input error once the instance's
// name is known, cancelled, unchanged, outside-window, drift), so that a fleet's last job can
// gather one file per instance (actions/upload-artifact, then download-artifact with
// merge-multiple) and report what runs where. The file holds no secret: names, digests, times,
// the commit and the run.
import { mkdirSync, writeFileSync } from 'node:fs'
import { mkdir, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'

import { RESULT_FILE_FORMAT, type ResultFile } from '../shared/fleet-shapes.js'

export { RESULT_FILE_FORMAT, type ResultFile }

/** `result-<name>.json`, the name made safe for any file system and artifact name. */
export function resultFileName(instanceName: string): string {
  const safe = instanceName
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^[.-]+/, '')
    .slice(0, 100)
  return `result-${safe || 'instance'}.json`
}

/**
 * Where the file goes: result-file when given (relative to the workspace), else the runner's
 * temp folder (RUNNER_TEMP; the command line: the system's), in `acumatica-results/`.
 */
export function resultFilePath(
  given: string | undefined,
  instanceName: string,
  where: { workspace: string; tempDir: string }
): string {
  if (given) return path.resolve(where.workspace, given)
  return path.join(where.tempDir, 'acumatica-results', resultFileName(instanceName))
}

/** Written beside and renamed: a reader never sees half a file. */
export async function writeResultFile(file: string, content: ResultFile): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true })
  const next = `${file}.${process.pid}.tmp`
  await writeFile(next, `${JSON.stringify(content, null, 2)}\n`)
  await rename(next, file)
}

/** The same, at once: a cancelled step has only moments before the runner kills it. */
export function writeResultFileNow(file: string, content: ResultFile): void {
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, `${JSON.stringify(content, null, 2)}\n`)
}

/** The names getPublished listed that this run does not deploy (case-insensitive). */
export function otherPublished(
  published: readonly string[] | undefined,
  own: readonly string[]
): string[] | null {
  if (published === undefined) return null
  const mine = new Set(own.map(name => name.toLowerCase()))
  return published.filter(name => !mine.has(name.toLowerCase()))
}
