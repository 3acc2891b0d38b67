// The downloaded backup zip -> a workflow artifact. Artifacts cannot be used on GitHub
// Enterprise Server (@actions/artifact refuses it): there the zip stays on the runner and the
// flow says how to keep it.
import { DefaultArtifactClient, GHESNotSupportedError } from '@actions/artifact'
import path from 'node:path'
import type { BackupStoreResult } from './deploy.js'

export interface BackupArtifactOptions {
  artifactName: string
  retentionDays: number | undefined
}

/**
 * Uploads `zipPath` as the artifact `artifactName`. The artifact is the usual zip wrapper (as
 * actions/upload-artifact makes) holding the backup zip, so its name is exactly the input;
 * level 0 because the backup is compressed already.
 */
export async function uploadBackup(
  zipPath: string,
  options: BackupArtifactOptions,
  env: NodeJS.ProcessEnv = process.env
): Promise<BackupStoreResult> {
  const client = new DefaultArtifactClient()
  try {
    const uploaded = await client.uploadArtifact(
      options.artifactName,
      [zipPath],
      path.dirname(zipPath),
      { retentionDays: options.retentionDays, compressionLevel: 0 }
    )
    if (uploaded.id === undefined) {
      throw new Error('the artifact service did not return an artifact id')
    }
    const id = String(uploaded.id)
    return {
      stored: { artifactId: id, artifactUrl: artifactUrl(id, env), digest: uploaded.digest ?? '' }
    }
  } catch (error) {
    if (error instanceof GHESNotSupportedError) {
      return {
        unavailable: 'workflow artifacts of this kind are not supported on GitHub Enterprise Server'
      }
    }
    throw error
  }
}

/** The artifact's link on the run page, as actions/upload-artifact builds it. */
export function artifactUrl(id: string, env: NodeJS.ProcessEnv): string {
  const server = (env.GITHUB_SERVER_URL || 'https://github.com').replace(/\/+$/, '')
  return `${server}/${env.GITHUB_REPOSITORY ?? ''}/actions/runs/${env.GITHUB_RUN_ID ?? ''}/artifacts/${id}`
}
