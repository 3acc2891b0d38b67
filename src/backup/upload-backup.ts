// The downloaded backup zip -> a workflow artifact that is that zip itself (no zip around it), so
// that "Download" on the run page gives a package the Customization Projects screen imports as
// it is. Artifacts of this kind cannot be used on GitHub Enterprise Server (@actions/artifact
// refuses it, and so do we): there the zip stays on the runner and the flow says how to keep it.
// The upload is ours (src/artifact/), not @actions/artifact's: same wire, a fraction of the
// memory (docs/performance.md).
import * as core from '@actions/core'
import type { BackupStoreResult } from '../deploy/deploy.js'
import { artifactRuntime, isGhes } from '../artifact/runtime.js'
import { uploadFileAsArtifact } from '../artifact/upload.js'

/**
 * The backup's file name on the runner, which is also the artifact's name: an upload of one
 * file as it is (`skipArchive`) takes the file's name, so `<artifactName>.zip`.
 */
export function backupFileName(artifactName: string): string {
  return `${artifactName}.zip`
}

/**
 * Uploads the zip at `zipPath` as it is, as the artifact `<artifactName>.zip` (whatever the
 * file's own name); `zipPath` is left in place.
 */
export async function uploadBackup(
  zipPath: string,
  artifactName: string,
  retentionDays: number | undefined,
  env: NodeJS.ProcessEnv = process.env
): Promise<BackupStoreResult> {
  // The runner's artifact settings come from the process's environment, as the library read
  // them; `env` names the run for the artifact's link.
  const runner = process.env
  if (isGhes(runner)) {
    return {
      unavailable: 'workflow artifacts of this kind are not supported on GitHub Enterprise Server'
    }
  }
  const name = backupFileName(artifactName)
  const maxRetention = Number(runner.GITHUB_RETENTION_DAYS)
  const uploaded = await uploadFileAsArtifact(artifactRuntime(runner), zipPath, name, {
    retentionDays,
    maxRetentionDays: Number.isInteger(maxRetention) && maxRetention > 0 ? maxRetention : undefined,
    secret: core.setSecret,
    log: core.info,
    warn: core.warning
  })
  return {
    stored: {
      artifactName: name,
      artifactId: uploaded.id,
      artifactUrl: artifactUrl(uploaded.id, env),
      digest: uploaded.digest
    }
  }
}

/** The artifact's link on the run page, as actions/upload-artifact builds it. */
export function artifactUrl(id: string, env: NodeJS.ProcessEnv): string {
  const server = (env.GITHUB_SERVER_URL || 'https://github.com').replace(/\/+$/, '')
  return `${server}/${env.GITHUB_REPOSITORY ?? ''}/actions/runs/${env.GITHUB_RUN_ID ?? ''}/artifacts/${id}`
}
