// One project from the instance into its folder: getProject into a private zip, the export
// staged from it in a private folder, then the project's folder made equal to the staging. Every
// check of what the instance sent happens before the folder is touched. Knows no GitHub.
import { mkdir, rm } from 'node:fs/promises'
import path from 'node:path'
import { ProjectNotFoundError } from '../api/not-found.js'
import type { BackupDownload } from '../api/types.js'
import { compileExclude } from '../package/exclude.js'
import { syncFolder } from './folder-sync.js'
import { caseInsensitivePlatform } from './path-rules.js'
import { checkFreeDisk, checkUnpackedSize } from './size-guard.js'
import { stagePackage } from './stage-package.js'
import { stageSourceControl } from './stage-source-control.js'
import { openStoredPackage } from '../zip/stored-package.js'
import type { ExportFormat, ProjectExport } from './types.js'

/** What the export needs of the API client: getProject, after login. */
export interface ProjectSource {
  getProject(projectName: string, destinationPath: string): Promise<BackupDownload>
}

export interface ExportRequest {
  name: string
  /** The folder as the input gave it. */
  path: string
  /** The folder, absolute. */
  folder: string
  format: ExportFormat
  clean: boolean
  exclude: string[]
  /** The most the package may hold unpacked (max-unpacked-size; default 4096 MiB). */
  maxUnpackedBytes?: number
}

/** A project downloaded and staged, not yet written into its folder. */
export interface PreparedExport {
  warnings: string[]
  /**
   * Makes the project's folder equal to the staging; what changed. With `signal` aborted before
   * the renames, the folder is left as it was.
   */
  write(signal?: AbortSignal): Promise<ProjectExport>
  /** Removes the private zip and staging (always call it). */
  dispose(): Promise<void>
}

/**
 * Downloads and stages one project without touching its folder, so that a run over several
 * projects writes nothing when any of them cannot be exported.
 */
export async function prepareExport(
  api: ProjectSource,
  request: ExportRequest,
  workFolder: string,
  hooks: { downloaded?: (bytes: number) => void } = {}
): Promise<PreparedExport> {
  const zipPath = path.join(workFolder, `${request.name}.zip`)
  const stage = path.join(workFolder, `${request.name}-export`)
  const dispose = async (): Promise<void> => {
    await rm(stage, { recursive: true, force: true })
    await rm(zipPath, { force: true })
  }
  await mkdir(workFolder, { recursive: true, mode: 0o700 })
  try {
    const download = await api.getProject(request.name, zipPath)
    if (!download.found) {
      throw new ProjectNotFoundError(
        'getProject',
        request.name,
        `Project ${request.name} is not on the instance (${download.message}): nothing was written. Check the project name (Customization Projects screen, SM204505).`
      )
    }
    hooks.downloaded?.(download.size)
    await rm(stage, { recursive: true, force: true })
    await mkdir(stage, { recursive: true })
    const stored = await openStoredPackage(zipPath, request.name)
    let staged
    try {
      // Sizes as the zip lists them; reading checks each entry against its listed size.
      const unpacked = checkUnpackedSize(
        stored.entries.map(entry => entry.size),
        request.maxUnpackedBytes ?? 4096 * 1024 ** 2,
        request.name
      )
      await checkFreeDisk(stage, unpacked, `Unpacking ${request.name}`)
      staged =
        request.format === 'source-control'
          ? await stageSourceControl(stored, stage, request.name)
          : await stagePackage(stored, stage, request.name)
    } finally {
      stored.close()
    }
    await rm(zipPath, { force: true })
    return {
      warnings: staged.warnings,
      dispose,
      write: async signal => {
        const caseInsensitive = caseInsensitivePlatform()
        const changes = await syncFolder(stage, staged.files, request.folder, {
          clean: request.clean,
          exclude: compileExclude(request.exclude, { nocase: caseInsensitive }),
          caseInsensitive,
          signal,
          projectName: request.name
        })
        return {
          name: request.name,
          path: request.path,
          items: staged.items,
          files: staged.files.length,
          ...changes
        }
      }
    }
  } catch (error) {
    await dispose()
    throw error
  }
}
