// The downloaded backup zip -> a workflow artifact that is that zip itself (no zip around it), so
// that "Download" on the run page gives a package the Customization Projects screen imports as
// it is. Artifacts cannot be used on GitHub Enterprise Server (@actions/artifact refuses it):
// there the zip stays on the runner and the flow says how to keep it.
import { copyFile, link, mkdtemp, rm } from 'node:fs/promises'
import path from 'node:path'
import type { BackupStoreResult } from './deploy.js'

/**
 * The backup's file name on the runner, which is also the artifact's name: an upload of one
 * file as it is (`skipArchive`) takes the file's name, so `<artifactName>.zip`.
 */
export function backupFileName(artifactName: string): string {
  return `${artifactName}.zip`
}

/**
 * Uploads the zip at `zipPath` as it is, as the artifact `<artifactName>.zip`. A file with
 * another name is linked (or copied) under that name for the upload; `zipPath` is left in place.
 */
export async function uploadBackup(
  zipPath: string,
  artifactName: string,
  retentionDays: number | undefined,
  env: NodeJS.ProcessEnv = process.env
): Promise<BackupStoreResult> {
  // Loaded here, not at start-up: the library is two thirds of the bundle, and runs that upload
  // nothing (bad input, backup: false, a first deploy) start 27 MiB lighter and twice as fast
  // without it (docs/performance.md). ncc puts it in a chunk of its own beside index.js.
  const { DefaultArtifactClient, GHESNotSupportedError } = await import('@actions/artifact')
  const name = backupFileName(artifactName)
  const staged = await stageAs(zipPath, name)
  try {
    const uploaded = await new DefaultArtifactClient().uploadArtifact(
      name,
      [staged.path],
      path.dirname(staged.path),
      { retentionDays, skipArchive: true }
    )
    if (uploaded.id === undefined) {
      throw new Error('the artifact service did not return an artifact id')
    }
    const id = String(uploaded.id)
    return {
      stored: {
        artifactName: name,
        artifactId: id,
        artifactUrl: artifactUrl(id, env),
        digest: uploaded.digest ?? ''
      }
    }
  } catch (error) {
    if (error instanceof GHESNotSupportedError) {
      return {
        unavailable: 'workflow artifacts of this kind are not supported on GitHub Enterprise Server'
      }
    }
    throw error
  } finally {
    await staged.cleanup()
  }
}

/** `zipPath` under the file name `name`: itself, or a hard link (a copy where links fail). */
async function stageAs(
  zipPath: string,
  name: string
): Promise<{ path: string; cleanup: () => Promise<void> }> {
  if (path.basename(zipPath) === name) return { path: zipPath, cleanup: async () => {} }
  const folder = await mkdtemp(path.join(path.dirname(zipPath), 'upload-'))
  const target = path.join(folder, name)
  try {
    await link(zipPath, target)
  } catch {
    await copyFile(zipPath, target)
  }
  return { path: target, cleanup: () => rm(folder, { recursive: true, force: true }) }
}

/** The artifact's link on the run page, as actions/upload-artifact builds it. */
export function artifactUrl(id: string, env: NodeJS.ProcessEnv): string {
  const server = (env.GITHUB_SERVER_URL || 'https://github.com').replace(/\/+$/, '')
  return `${server}/${env.GITHUB_REPOSITORY ?? ''}/actions/runs/${env.GITHUB_RUN_ID ?? ''}/artifacts/${id}`
}
