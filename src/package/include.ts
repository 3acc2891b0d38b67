import { statSync } from 'node:fs'
import path from 'node:path'
import { outsideReason, toAppRelativePath, toZipPath, samePathKey } from '../project/app-path.js'
import { PackageError, messageOf } from './errors.js'
import { outsideWorkspace } from './workspace.js'

/** One line of the `include` input: a file built elsewhere, put into the package. */
export interface IncludeFile {
  /** Absolute path of the file on the runner. */
  readonly source: string
  /** Path inside the website, with `\` (`Bin\MyExt.dll`). */
  readonly appRelativePath: string
  /** Zip entry name, with `/` (`Bin/MyExt.dll`). */
  readonly zipPath: string
  readonly size: number
  /** 1-based line of the input, for messages. */
  readonly line: number
}

/**
 * Reads the `include` input: one `source => AppRelativePath` a line; empty lines and lines
 * starting with `#` are skipped. `source` is relative to `workspace` (or absolute) and must be a
 * file; the target must stay inside the project. Every problem names the line and what to do.
 */
export function parseInclude(text: string, workspace: string): IncludeFile[] {
  const files: IncludeFile[] = []
  const targets = new Map<string, number>()
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = index + 1
    const trimmed = raw.trim()
    if (trimmed === '' || trimmed.startsWith('#')) return
    const arrow = trimmed.indexOf('=>')
    if (arrow < 0) {
      throw new PackageError(
        `include line ${line} ("${trimmed}") has no "=>": write it as source => AppRelativePath, e.g. build/MyExt.dll => Bin/MyExt.dll.`
      )
    }
    const sourceText = trimmed.slice(0, arrow).trim()
    const targetText = trimmed.slice(arrow + 2).trim()
    if (sourceText === '') {
      throw new PackageError(
        `include line ${line} ("${trimmed}") has no source before "=>": give the file to add, relative to the workspace.`
      )
    }
    const reason = outsideReason(targetText)
    if (reason) {
      throw new PackageError(`include line ${line}: the target "${targetText}" ${reason}.`)
    }
    const zipPath = toZipPath(targetText)
    const first = zipPath.split('/')[0].toLowerCase()
    if (zipPath.toLowerCase() === 'project.xml' || first === '_project') {
      throw new PackageError(
        `include line ${line}: the target "${targetText}" would replace the project's own description (project.xml or _project/); give a file path such as Bin/MyExt.dll.`
      )
    }
    const key = samePathKey(zipPath)
    const earlier = targets.get(key)
    if (earlier !== undefined) {
      throw new PackageError(
        `include lines ${earlier} and ${line} both put a file at ${toAppRelativePath(zipPath)}: keep one of them.`
      )
    }
    targets.set(key, line)
    const source = path.resolve(workspace, sourceText)
    const outside = outsideWorkspace(source, workspace)
    if (outside)
      throw new PackageError(`include line ${line}: the source "${sourceText}" ${outside}.`)
    files.push({
      source,
      appRelativePath: toAppRelativePath(zipPath),
      zipPath,
      size: fileSize(source, sourceText, line),
      line
    })
  })
  return files
}

function fileSize(source: string, written: string, line: number): number {
  let info
  try {
    info = statSync(source)
  } catch (error) {
    const notFound = (error as NodeJS.ErrnoException).code === 'ENOENT'
    throw new PackageError(
      notFound
        ? `include line ${line}: the source "${written}" does not exist (looked for ${source}). Build it in an earlier step, or fix the path (relative to the workspace).`
        : `include line ${line}: the source "${written}" cannot be read: ${messageOf(error)}`,
      { cause: error }
    )
  }
  if (!info.isFile()) {
    throw new PackageError(
      `include line ${line}: the source "${written}" is not a file; give one file per line.`
    )
  }
  return info.size
}
