import { stat } from 'node:fs/promises'
import path from 'node:path'
import { PackageError } from './errors.js'
import { looksLikeZip } from './inspect.js'

/**
 * The kinds of project source: a package folder (project.xml at its root), a source-control
 * folder (`_project/ProjectMetadata.xml`, no project.xml), or a ready-made package zip. The
 * settings (src/inputs/settings.ts) name each project's source by these.
 */
export type ProjectKind = 'folder' | 'source-control' | 'package'

/** One line for the log: what was found and what the action does with it. */
export function describeKind(kind: ProjectKind): string {
  switch (kind) {
    case 'folder':
      return 'a package folder (project.xml at its root): zipped as it is'
    case 'source-control':
      return 'a source-control folder (_project/ProjectMetadata.xml): the package is built from it, as BuildProject does'
    case 'package':
      return 'a package zip: uploaded as it is'
  }
}

/**
 * Tells the kind of `projectPath` (absolute, or relative to the working directory). Throws a
 * PackageError that names the path and says what to give when it is none of the three.
 */
export async function detectProjectKind(projectPath: string): Promise<ProjectKind> {
  const info = await stat(projectPath).catch(() => undefined)
  if (!info) {
    throw new PackageError(
      `project-path "${projectPath}" does not exist. Check the path (relative to the workspace) and that the repository was checked out.`
    )
  }
  if (info.isFile()) {
    if (projectPath.toLowerCase().endsWith('.zip') && (await looksLikeZip(projectPath))) {
      return 'package'
    }
    throw new PackageError(
      `project-path "${projectPath}" is a file, not a folder or a package .zip: give the folder of the project (project.xml, or _project/ from source control).`
    )
  }
  if (!info.isDirectory()) {
    throw new PackageError(`project-path "${projectPath}" is neither a folder nor a file.`)
  }
  if (await isFile(path.join(projectPath, 'project.xml'))) return 'folder'
  const sourceControl = path.join(projectPath, '_project')
  if ((await stat(sourceControl).catch(() => undefined))?.isDirectory()) {
    if (await isFile(path.join(sourceControl, 'ProjectMetadata.xml'))) {
      return 'source-control'
    }
    throw new PackageError(
      `project-path "${projectPath}" has _project/ but no _project/ProjectMetadata.xml, so it is not a complete source-control folder. Save the project again from the Source Control screen, or add _project/ProjectMetadata.xml: <project name="MyProject" level="" description="" />.`
    )
  }
  throw new PackageError(
    `project-path "${projectPath}" has neither project.xml (a package folder) nor _project/ProjectMetadata.xml (a source-control folder) at its root: point it at the customization project's folder.`
  )
}

async function isFile(filePath: string): Promise<boolean> {
  return (await stat(filePath).catch(() => undefined))?.isFile() ?? false
}
