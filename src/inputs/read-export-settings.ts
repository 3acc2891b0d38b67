// Raw inputs of the export action -> its settings, checked before any request: the login, the
// projects and their folders (inside the workspace, never the workspace itself while clean is
// on, never one inside another's), format, clean and exclude.
import { realpath } from 'node:fs/promises'
import path from 'node:path'
import type { ExportFormat } from '../export/types.js'
import { PackageError } from '../package/errors.js'
import { compileExclude } from '../package/exclude.js'
import { caseInsensitivePlatform, foldPath, insideGit } from '../export/path-rules.js'
import { InputError, type InputReader } from './input-error.js'
import { readLoginSettings, type LoginSettings } from './login-settings.js'
import { lineLabel, parseProjectLines } from './project-lines.js'
import { checkProjectName } from './projects.js'
import { readBoolean, readNumber } from './values.js'

/** `auto`: the layout each folder already has (src/export/folder-layout.ts). */
type ExportFormatInput = ExportFormat | 'auto'

interface ExportProjectSettings {
  name: string
  /** The folder as the input gives it (for messages and outputs). */
  path: string
  /** The folder, absolute. */
  folder: string
}

export interface ExportSettings {
  login: LoginSettings
  projects: ExportProjectSettings[]
  format: ExportFormatInput
  clean: boolean
  /** Globs under each project's folder that the export neither writes nor deletes. */
  exclude: string[]
  /** The most a project's package may hold unpacked, in bytes (input max-unpacked-size, MiB). */
  maxUnpackedBytes: number
}

/** Twice the deploy's default backup-max-size (2048 MiB): a package unpacks to about that. */
const DEFAULT_MAX_UNPACKED_MIB = 4096

const FORMATS: ExportFormatInput[] = ['auto', 'source-control', 'package']

export async function readExportSettings(
  input: InputReader,
  workspace: string
): Promise<ExportSettings> {
  const login = readLoginSettings(input)
  const raw = input('format') || 'auto'
  const format = FORMATS.find(known => known === raw.toLowerCase())
  if (format === undefined) {
    throw new InputError('format', `("${raw}") must be auto, source-control or package.`)
  }
  const clean = readBoolean(input, 'clean', true)
  const exclude = input('exclude')
    .split(/\r?\n/)
    .map(line => line.trim())
    .filter(line => line !== '')
  try {
    compileExclude(exclude)
  } catch (error) {
    if (error instanceof PackageError) {
      // The packager's message names the pattern; here it is relative to path.
      const message = error.message
        .replace(/^exclude pattern/, 'pattern')
        .replace('project-path', 'path')
      throw new InputError('exclude', `Input 'exclude': ${message}`, true)
    }
    throw error
  }

  const projects = input('projects')
    ? await readProjectLines(input, workspace, clean)
    : [await readSingle(input, workspace, clean)]
  checkOverlaps(projects, clean)
  const maxUnpackedBytes =
    readNumber(input, 'max-unpacked-size', {
      integer: true,
      min: 1,
      max: 1024 * 1024,
      fallback: DEFAULT_MAX_UNPACKED_MIB
    }) *
    1024 ** 2
  return { login, projects, format, clean, exclude, maxUnpackedBytes }
}

async function readSingle(
  input: InputReader,
  workspace: string,
  clean: boolean
): Promise<ExportProjectSettings> {
  const name = input('project-name')
  if (name === '') {
    throw new InputError(
      'project-name',
      'is required: name the project to export (or list several in projects, one Name=path a line).'
    )
  }
  checkProjectName('project-name', name)
  const given = input('path')
  if (given === '') {
    throw new InputError(
      'path',
      'is required: give the folder to write the project into, relative to the workspace (e.g. customizations/MyProject).'
    )
  }
  return { name, path: given, folder: await checkFolder('path', '', given, workspace, clean) }
}

async function readProjectLines(
  input: InputReader,
  workspace: string,
  clean: boolean
): Promise<ExportProjectSettings[]> {
  for (const other of ['project-name', 'path']) {
    if (input(other) !== '') {
      throw new InputError(
        'projects',
        `cannot be combined with ${other}: list every project in projects (Name=path, one a line), or use project-name and path alone.`
      )
    }
  }
  const lines = parseProjectLines(input('projects'))
  if (lines.length === 0) {
    throw new InputError('projects', 'holds no project: write one Name=path a line.')
  }
  const projects: ExportProjectSettings[] = []
  const names = new Set<string>()
  for (const line of lines) {
    if (line.name === undefined || line.name === '' || line.path === '') {
      throw new InputError(
        'projects',
        `${lineLabel(line)} must be Name=path: the project's name on the instance, then the folder to write it into.`
      )
    }
    checkProjectName('projects', line.name)
    if (names.has(line.name.toLowerCase())) {
      throw new InputError('projects', `${lineLabel(line)} names ${line.name} a second time.`)
    }
    names.add(line.name.toLowerCase())
    const folder = await checkFolder(
      'projects',
      `${lineLabel(line)}: `,
      line.path,
      workspace,
      clean
    )
    projects.push({ name: line.name, path: line.path, folder })
  }
  return projects
}

/**
 * The folder, absolute, when it stays inside the workspace (symbolic links followed as far as
 * the folder exists), and is not the workspace itself while `clean` would empty it.
 */
async function checkFolder(
  input: string,
  label: string,
  given: string,
  workspace: string,
  clean: boolean
): Promise<string> {
  const fail = (message: string): never => {
    throw new InputError(input, `${label}${message}`)
  }
  const root = await realpath(workspace).catch(() => path.resolve(workspace))
  const folder = path.resolve(root, given)
  const real = await realExisting(folder)
  for (const candidate of [folder, real]) {
    const relative = path.relative(root, candidate)
    if (outside(relative)) {
      fail(
        `("${given}") is outside the workspace: give a folder inside it (the export writes and deletes files there).`
      )
    }
    if (insideGit(relative)) {
      fail(
        `("${given}") is inside a .git folder (the checkout's own, as Windows and macOS spell it too): give a folder outside it.`
      )
    }
    if (relative === '' && clean) {
      fail(
        `("${given}") is the workspace itself, which clean would empty: give the project its own folder, or set clean: false.`
      )
    }
  }
  return folder
}

/** The real path of the deepest existing folder above (or at) `folder`, plus the rest. */
async function realExisting(folder: string): Promise<string> {
  let existing = folder
  const rest: string[] = []
  for (;;) {
    try {
      return path.join(await realpath(existing), ...rest)
    } catch {
      const parent = path.dirname(existing)
      if (parent === existing) return folder
      rest.unshift(path.basename(existing))
      existing = parent
    }
  }
}

/** `..`, or starts with a `..` part (not a name such as `..b`), or another drive. */
function outside(relative: string): boolean {
  return relative === '..' || relative.startsWith(`..${path.sep}`) || path.isAbsolute(relative)
}

/** A folder as the runner's file system compares it (letter case ignored on Windows and macOS). */
function comparable(folder: string): string {
  if (!caseInsensitivePlatform()) return folder
  return foldPath(folder.split(path.sep).join('/')).split('/').join(path.sep)
}

/** With clean, one project's folder inside another's would delete the other's files. */
function checkOverlaps(projects: ExportProjectSettings[], clean: boolean): void {
  for (const a of projects) {
    for (const b of projects) {
      if (a === b) continue
      const relative = path.relative(comparable(a.folder), comparable(b.folder))
      const inside = relative === '' || !outside(relative)
      if (inside && (clean || relative === '')) {
        throw new InputError(
          'projects',
          `gives ${b.name} the folder "${b.path}", which is ${relative === '' ? 'also' : 'inside'} the folder of ${a.name} ("${a.path}"): give each project its own folder.`
        )
      }
    }
  }
}
