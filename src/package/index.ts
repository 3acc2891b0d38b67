// Packaging: a project folder -> a deterministic zip on disk, or checks of a ready-made zip.
// One project at a time, from a path and options (no action settings), so the same calls serve
// project-path and each line of projects.
import { PackageError } from './errors.js'
import type { IncludeFile } from './include.js'
import type { PackageInfo } from './info.js'
import { inspectPackage } from './inspect.js'
import {
  readPackageDefaults,
  readProjectMetadata,
  readProjectXmlDefaults,
  type ProjectDefaults
} from './project-defaults.js'
import type { ProjectKind } from './project-kind.js'
import { buildSourceControlPackage } from './source-control.js'
import { zipProjectFolder } from './zip.js'

export { PackageError } from './errors.js'
export type { PackageInfo } from './info.js'
export type { IncludeFile } from './include.js'
export type { ProjectDefaults } from './project-defaults.js'
export type { ProjectKind } from './project-kind.js'
export { zipProjectFolder } from './zip.js'
export { inspectPackage, looksLikeZip } from './inspect.js'
export { parseInclude } from './include.js'
export { outsideWorkspace } from './workspace.js'
export { detectProjectKind, describeKind } from './project-kind.js'
export { buildSourceControlPackage, checkSourceControlFolder } from './source-control.js'
export { readProjectMetadata }

/** The name, level and description a project gives itself (for the inputs' defaults). */
export async function readProjectDefaults(
  projectPath: string,
  kind: ProjectKind
): Promise<ProjectDefaults> {
  switch (kind) {
    case 'source-control':
      return readProjectMetadata(projectPath)
    case 'folder':
      return readProjectXmlDefaults(projectPath)
    case 'package':
      return readPackageDefaults(projectPath)
  }
}

export interface PackageOptions {
  /** Where to write the zip (ignored for a package zip, which is used where it is). */
  outputPath: string
  exclude: string[]
  include: readonly IncludeFile[]
  productVersion: string
  /** Level and description written into a built project.xml (source-control folders); by
   * default ProjectMetadata.xml's. */
  level?: number
  description?: string
}

/** The package of one project on disk, built or checked, with what the log should say. */
export type ProjectPackage = PackageInfo & { warnings: string[] }

/** Builds (folders) or checks (zip) the package of one project. */
export async function packageProject(
  projectPath: string,
  kind: ProjectKind,
  options: PackageOptions
): Promise<ProjectPackage> {
  switch (kind) {
    case 'source-control':
      return buildSourceControlPackage(projectPath, options)
    case 'folder':
      return { ...(await zipProjectFolder(projectPath, options)), warnings: [] }
    case 'package':
      if (options.include.length > 0) {
        throw new PackageError(
          `include cannot add files to the ready-made package "${projectPath}": give its folder instead, or build the package with the files in it.`
        )
      }
      return { ...(await inspectPackage(projectPath)), warnings: [] }
  }
}
