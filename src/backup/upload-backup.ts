// The downloaded backup zip -> a workflow artifact that is that zip itself (no zip around it), so
// that "Download" on the run page gives a package the Customization Projects screen imports as
// it is. The upload is @actions/artifact's (`skipArchive`): GitHub keeps that library in step
// with its artifact service. It refuses GitHub Enterprise Server: there the zip stays on the
// runner and the flow says how to keep it.
import { copyFile, link, mkdtemp, rm } from 'node:fs/promises'
import path from 'node:path'
import type { BackupStoreResult } from '../deploy/types.js'
import { asDebugLines } from '../shared/library-chatter.js'
import { workerJob } from '../shared/worker-job.js'

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
  const name = backupFileName(artifactName)
  const staged = await stageAs(zipPath, name)
  try {
    // skipArchive: the artifact is the zip itself, not a zip around it.
    return await uploadInWorker(
      name,
      [staged.path],
      path.dirname(staged.path),
      // A copy: it crosses to the worker thread as plain data.
      { ...env },
      {
        retentionDays,
        skipArchive: true
      }
    )
  } finally {
    await staged.cleanup()
  }
}

/**
 * The upload in a worker thread: @actions/artifact reads the file in 8 MiB chunks and V8 collects
 * them late (100 to 130 MiB at once on Node 24); in a worker they go with it, instead of lying
 * under the Import that follows (docs/performance.md). A small young generation collects them
 * sooner. Its output (the library's lines, made debug lines) reaches the step's log.
 */
const uploadInWorker = workerJob('acumatica-artifact-upload', upload, {
  youngMb: 2,
  oldMb: 128,
  output: 'forward',
  outOfMemory: 'fail'
})

/** One upload through the library: the artifact stored, or GHES's refusal. */
async function upload(
  name: string,
  files: string[],
  rootDir: string,
  env: NodeJS.ProcessEnv,
  options: { retentionDays: number | undefined; skipArchive?: boolean }
): Promise<BackupStoreResult> {
  // Loaded here, not at start-up: the library (with the Azure and Octokit clients it pulls in)
  // is two thirds of the bundle, and runs that upload nothing (bad input, backup: false, a first
  // deploy) start faster and lighter without it. ncc puts it in a chunk of its own.
  const { DefaultArtifactClient, GHESNotSupportedError } = await import('@actions/artifact')
  try {
    const uploaded = await withUploadConcurrency(() =>
      asDebugLines(() => new DefaultArtifactClient().uploadArtifact(name, files, rootDir, options))
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
  }
}

/**
 * The blocks @actions/artifact uploads at once when the runner does not set
 * ACTIONS_ARTIFACT_UPLOAD_CONCURRENCY. The library's own default, 5, holds five 8 MiB blocks
 * plus their copies on the way out (130 to 150 MiB outside V8's heap, which the C allocator
 * keeps for the rest of the run): with the lint, the Changes comparison and the Import after it,
 * that took the deploy over 300 MiB at 1 GB (docs/performance.md has the figures).
 */
export const UPLOAD_CONCURRENCY = '2'
/** Uploads under way that set the concurrency (the variable is taken back after the last). */
let concurrencyHolders = 0

/**
 * Runs `upload` with ACTIONS_ARTIFACT_UPLOAD_CONCURRENCY at UPLOAD_CONCURRENCY when the runner
 * left it unset: the library reads it from the environment only. A value the user set wins.
 */
async function withUploadConcurrency<T>(upload: () => Promise<T>): Promise<T> {
  const variable = 'ACTIONS_ARTIFACT_UPLOAD_CONCURRENCY'
  if (concurrencyHolders === 0 && process.env[variable] !== undefined) return upload()
  concurrencyHolders++
  process.env[variable] = UPLOAD_CONCURRENCY
  try {
    return await upload()
  } finally {
    if (--concurrencyHolders === 0) delete process.env[variable]
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
  return uploadInWorker(artifactName, [...files], rootDir, { ...env }, { retentionDays })
}
