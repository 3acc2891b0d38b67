// The downloaded backup zip -> a workflow artifact that is that zip itself (no zip around it), so
// that "Download" on the run page gives a package the Customization Projects screen imports as
// it is. The upload is @actions/artifact's (`skipArchive`): GitHub keeps that library in step
// with its artifact service. It refuses GitHub Enterprise Server: there the zip stays on the
// runner and the flow says how to keep it.
import { copyFile, link, mkdtemp, rm } from 'node:fs/promises'
import path from 'node:path'
import type { BackupStoreResult } from '../deploy/types.js'
import { asDebugLines } from '../shared/library-chatter.js'

/** Why the backup stays on the runner on GitHub Enterprise Server (the flow's warning says it). */
export const GHES_REFUSAL =
  '@actions/artifact, the library this action uploads artifacts with, does not support GitHub Enterprise Server'

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
 * `env` names the run for the artifact's link; the library reads the runner's artifact settings
 * (token, results URL, retention limit, server) from the process's environment itself.
 */
export async function uploadBackup(
  zipPath: string,
  artifactName: string,
  retentionDays: number | undefined,
  env: NodeJS.ProcessEnv = process.env
): Promise<BackupStoreResult> {
  // Checked before the library loads, with the library's own rule: on GHES it would warn that
  // the upload "failed" and to check githubstatus.com, which is not what happened.
  if (refusesServer(process.env)) return { unavailable: GHES_REFUSAL }
  // Loaded here, not at start-up: the library (with the Azure and Octokit clients it pulls in)
  // is two thirds of the bundle, and runs that upload nothing (bad input, backup: false, a first
  // deploy) start faster and lighter without it. ncc puts it in a chunk of its own.
  const { DefaultArtifactClient, GHESNotSupportedError } = await import('@actions/artifact')
  const name = backupFileName(artifactName)
  const staged = await stageAs(zipPath, name)
  try {
    const uploaded = await asDebugLines(() =>
      new DefaultArtifactClient().uploadArtifact(name, [staged.path], path.dirname(staged.path), {
        retentionDays,
        skipArchive: true
      })
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
    if (error instanceof GHESNotSupportedError) return { unavailable: GHES_REFUSAL }
    throw error
  } finally {
    await staged.cleanup()
  }
}

/**
 * The servers @actions/artifact 6 refuses (its `isGhes`, which it does not export): any but
 * github.com, *.ghe.com and *.localhost. Should the library's rule change, its
 * GHESNotSupportedError is still caught above.
 */
export function refusesServer(env: NodeJS.ProcessEnv): boolean {
  const host = new URL(env.GITHUB_SERVER_URL || 'https://github.com').hostname.toUpperCase()
  return !(host === 'GITHUB.COM' || host.endsWith('.GHE.COM') || host.endsWith('.LOCALHOST'))
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
function artifactUrl(id: string, env: NodeJS.ProcessEnv): string {
  const server = (env.GITHUB_SERVER_URL || 'https://github.com').replace(/\/+$/, '')
  return `${server}/${env.GITHUB_REPOSITORY ?? ''}/actions/runs/${env.GITHUB_RUN_ID ?? ''}/artifacts/${id}`
}

/**
 * Uploads several files as one artifact `artifactName` (a zip around them, as the artifact
 * service keeps a set): the rehearsal's set, each project's zip named after it. Every file must
 * be in `rootDir`.
 */
export async function uploadFiles(
  files: readonly string[],
  rootDir: string,
  artifactName: string,
  retentionDays: number | undefined,
  env: NodeJS.ProcessEnv = process.env
): Promise<BackupStoreResult> {
  if (refusesServer(process.env)) return { unavailable: GHES_REFUSAL }
  const { DefaultArtifactClient, GHESNotSupportedError } = await import('@actions/artifact')
  try {
    const uploaded = await asDebugLines(() =>
      new DefaultArtifactClient().uploadArtifact(artifactName, [...files], rootDir, {
        retentionDays
      })
    )
    if (uploaded.id === undefined) {
      throw new Error('the artifact service did not return an artifact id')
    }
    const id = String(uploaded.id)
    return {
      stored: {
        artifactName,
        artifactId: id,
        artifactUrl: artifactUrl(id, env),
        digest: uploaded.digest ?? ''
      }
    }
  } catch (error) {
    if (error instanceof GHESNotSupportedError) return { unavailable: GHES_REFUSAL }
    throw error
  }
}
