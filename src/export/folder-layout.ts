// format: auto keeps the layout a folder already has, so that a scheduled export never turns a
// package folder into a source-control folder (or back) behind the user's back: a package
// folder (project.xml at its root, no _project/) stays one; anything else, a new or empty
// folder included, is written as a source-control folder.
import { stat } from 'node:fs/promises'
import path from 'node:path'
import type { ExportFormat } from './types.js'

export type RequestedFormat = ExportFormat | 'auto'

async function isFile(file: string): Promise<boolean> {
  return (await stat(file).catch(() => undefined))?.isFile() === true
}

async function exists(file: string): Promise<boolean> {
  return (await stat(file).catch(() => undefined)) !== undefined
}

/** The layout to write into `folder`: the requested one, or with `auto` the folder's own. */
export async function layoutFor(requested: RequestedFormat, folder: string): Promise<ExportFormat> {
  if (requested !== 'auto') return requested
  const packageFolder =
    (await isFile(path.join(folder, 'project.xml'))) &&
    !(await exists(path.join(folder, '_project')))
  return packageFolder ? 'package' : 'source-control'
}
