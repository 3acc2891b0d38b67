// The projects of a deploy from the inputs: project-name, project-path or package (one project),
// or the lines of projects. Paths, kinds, names, levels, descriptions, include lines and backup
// names are checked here, before any request.
import { stat } from 'node:fs/promises'
import path from 'node:path'
import { InputError, type InputReader } from './input-error.js'
import { readNumber } from './values.js'
import type { PackageSource, ProjectSettings } from './settings.js'
import { lineLabel, parseProjectLines, type ProjectLine } from './project-lines.js'
import {
  PackageError,
  detectProjectKind,
  looksLikeZip,
  outsideWorkspace,
  parseInclude,
  readProjectDefaults,
  type IncludeFile,
  type ProjectDefaults
} from '../package/index.js'

// The server accepts project names of letters, digits, `[`, `]` and `.`, starting with a letter.
const PROJECT_NAME = /^[A-Za-z][A-Za-z0-9[\].]*$/
// Characters that artifact names refuse (see @actions/artifact's name validation).
const ARTIFACT_NAME_REFUSED = /[":<>|*?\\/\r\n]/
const NAME_PLACEHOLDER = '<name>'

/** The project of project-name, project-path or package. */
export async function readSingleProject(
  input: InputReader,
  workspace: string,
  host: string
): Promise<ProjectSettings> {
  const source = await readSource(input, workspace)
  const defaults = await projectDefaults(source, input)

  const projectName = input('project-name') || defaults.name || ''
  if (projectName === '') {
    throw new InputError(
      'project-name',
      source.kind === 'source-control'
        ? 'is required: _project/ProjectMetadata.xml does not name the project (<project name="...">); set project-name, or save the project again from the Source Control screen.'
        : 'is required: set it to the customization project name on the instance.'
    )
  }
  checkProjectName('project-name', projectName)
  return {
    name: projectName,
    source,
    description: input('project-description') || (defaults.description ?? ''),
    level: readLevel(input, defaults),
    backupArtifactName: backupName(input, projectName, host)
  }
}

function readLevel(input: InputReader, defaults: ProjectDefaults): number {
  return readNumber(input, 'project-level', {
    integer: true,
    min: 0,
    fallback: defaults.level ?? 0
  })
}

/**
 * The `projects` input: one project a line, `Name=path` or `path` (a source-control folder that
 * names itself). Every line is checked here, before any request; messages name the line.
 */
export async function readProjects(
  input: InputReader,
  workspace: string,
  host: string
): Promise<ProjectSettings[]> {
  for (const single of ['project-name', 'package'] as const) {
    if (input(single) !== '') {
      throw new InputError(
        single,
        `cannot be combined with projects: list every project in projects (Name=path), and remove ${single}.`
      )
    }
  }
  // project-path defaults to `.`, which the runner hands over as if it were set.
  const projectPath = input('project-path')
  if (projectPath !== '' && projectPath !== '.') {
    throw new InputError(
      'project-path',
      `("${projectPath}") cannot be combined with projects: list every project in projects (Name=path), and remove project-path.`
    )
  }
  const lines = parseProjectLines(input('projects'))
  const names = lines.map(line => line.name).filter((n): n is string => !!n)
  const includes = await packageCheck('include', async () =>
    includeByProject(input('include'), workspace, names)
  )
  const exclude = readExclude(input)
  const productVersion = readProductVersion(input)
  if (input('backup-artifact-name') !== '' && lines.length > 1) {
    if (!input('backup-artifact-name').includes(NAME_PLACEHOLDER)) {
      throw new InputError(
        'backup-artifact-name',
        `("${input('backup-artifact-name')}") must contain ${NAME_PLACEHOLDER} with several projects, so that each project's backup gets its own artifact, e.g. ${NAME_PLACEHOLDER}-backup-production.`
      )
    }
  }

  const projects: ProjectSettings[] = []
  const seen = new Map<string, ProjectLine>()
  for (const line of lines) {
    const where = lineLabel(line)
    const fail = (what: string): never => {
      throw new InputError('projects', `${where} ${what}`)
    }
    if (line.path === '')
      fail('has no path after "=": write Name=path, e.g. MyProject=customizations/MyProject.')
    const source = await lineSource(line, workspace, { exclude, productVersion })
    const resolved = source.path
    const defaults = await packageCheck(
      'projects',
      () => readProjectDefaults(resolved, source.kind),
      where
    )
    const name = line.name ?? defaults.name
    if (!name) {
      return fail(
        source.kind === 'source-control'
          ? 'names no project: its _project/ProjectMetadata.xml has no name; write Name=path.'
          : 'names no project: write Name=path (only a source-control folder names itself).'
      )
    }
    if (!PROJECT_NAME.test(name)) {
      fail(
        `gives the project name "${name}", which the server refuses: use letters, digits, [, ] and ., starting with a letter.`
      )
    }
    const earlier = seen.get(name.toLowerCase())
    if (earlier) {
      fail(`deploys ${name} again (as ${lineLabel(earlier)} does): each project once.`)
    }
    seen.set(name.toLowerCase(), line)
    if (source.kind !== 'package') source.include = includes.get(name.toLowerCase()) ?? []
    else if (includes.has(name.toLowerCase())) {
      fail(
        `is a ready-made .zip, so include cannot add files to ${name}: build them into the package, or deploy its folder.`
      )
    }
    projects.push({
      name,
      source,
      description: input('project-description') || (defaults.description ?? ''),
      level: line.level ?? readLevel(input, defaults),
      backupArtifactName: backupName(input, name, host)
    })
  }
  for (const [key, files] of includes) {
    if (!seen.has(key)) {
      throw new InputError(
        'include',
        `line ${files[0]?.line ?? '?'} names a project that is not in projects: start each include line with the name of a project of projects (${projects.map(p => p.name).join(', ')}).`
      )
    }
  }
  if (projects.length === 0) {
    throw new InputError('projects', 'has no project line: write one Name=path a line.')
  }
  return projects
}

/** Where one `projects` line's package comes from: a .zip, a package folder or a source-control folder. */
async function lineSource(
  line: ProjectLine,
  workspace: string,
  folder: { exclude: string[]; productVersion: string }
): Promise<PackageSource> {
  const where = lineLabel(line)
  const fail = (what: string): never => {
    throw new InputError('projects', `${where} ${what}`)
  }
  const resolved = path.resolve(workspace, line.path)
  const outside = outsideWorkspace(resolved, workspace)
  if (outside) fail(`(${line.path}) ${outside}.`)
  const info = await stat(resolved).catch(() => undefined)
  if (info?.isFile()) {
    if (info.size === 0 || !(await looksLikeZip(resolved))) {
      fail(
        'is not a zip file: give a customization package .zip, a package folder (with project.xml) or a source-control folder (with _project/).'
      )
    }
    return { kind: 'package', path: resolved }
  }
  if (!info?.isDirectory()) {
    return fail(
      'names a path that does not exist: give a package folder, a source-control folder or a .zip, relative to the repository root.'
    )
  }
  const kind = await packageCheck('projects', () => detectProjectKind(resolved), where)
  return {
    kind: kind === 'source-control' ? 'source-control' : 'folder',
    path: resolved,
    exclude: folder.exclude,
    include: [],
    productVersion: folder.productVersion
  }
}

// With `projects`, an include line names its project: `Name: source => AppRelativePath`.
const INCLUDE_PROJECT = /^([A-Za-z][A-Za-z0-9[\].]*)\s*:\s*(.*)$/

/**
 * The include lines of each project (by lower-cased name). Each project's lines are parsed with
 * the others blanked, so that messages keep the input's line numbers.
 */
function includeByProject(
  text: string,
  workspace: string,
  names: string[]
): Map<string, IncludeFile[]> {
  const lines = text.split(/\r?\n/)
  const byProject = new Map<string, string[]>()
  lines.forEach((raw, index) => {
    const trimmed = raw.trim()
    if (trimmed === '' || trimmed.startsWith('#')) return
    const match = INCLUDE_PROJECT.exec(trimmed)
    if (!match) {
      throw new PackageError(
        `include line ${index + 1} ("${trimmed}") names no project: with projects, write Name: source => AppRelativePath${names[0] ? `, e.g. ${names[0]}: build/MyExt.dll => Bin/MyExt.dll` : ''}.`
      )
    }
    const key = match[1].toLowerCase()
    const own = byProject.get(key) ?? lines.map(() => '')
    own[index] = match[2]
    byProject.set(key, own)
  })
  const result = new Map<string, IncludeFile[]>()
  for (const [key, own] of byProject) result.set(key, parseInclude(own.join('\n'), workspace))
  return result
}

function readExclude(input: InputReader): string[] {
  return input('exclude')
    .split(/\r?\n/)
    .map(line => line.trim())
    .filter(line => line !== '' && !line.startsWith('#'))
}

/** The backup artifact's name: the input, or `<project>-backup-<host>` made safe for artifact names. */
function backupName(input: InputReader, projectName: string, host: string): string {
  return backupArtifactName(input('backup-artifact-name'), projectName, host)
}

/**
 * The backup artifact's name of one project: `given` (backup-artifact-name, `<name>` standing
 * for the project) or `<name>-backup-<host>`. A removal names the projects it backs up only
 * once getPublished lists them.
 */
export function backupArtifactName(given: string, projectName: string, host: string): string {
  // `<name>` stands for the project's name (`<` and `>` cannot be in an artifact name otherwise).
  const name = given
    ? given.replaceAll(NAME_PLACEHOLDER, projectName)
    : `${projectName}-backup-${host}`.replace(new RegExp(ARTIFACT_NAME_REFUSED, 'g'), '-')
  if (ARTIFACT_NAME_REFUSED.test(name)) {
    throw new InputError(
      'backup-artifact-name',
      `("${name}") contains a character artifact names refuse (" : < > | * ? \\ / or a line break): remove it.`
    )
  }
  return name
}

export function checkProjectName(input: string, name: string): void {
  if (!PROJECT_NAME.test(name)) {
    throw new InputError(
      input,
      `("${name}") is not a valid project name: use letters, digits, [, ] and ., starting with a letter.`
    )
  }
}

async function readSource(input: InputReader, workspace: string): Promise<PackageSource> {
  const packageInput = input('package')
  if (packageInput !== '') {
    const packagePath = path.resolve(workspace, packageInput)
    inWorkspace('package', packageInput, packagePath, workspace)
    const info = await stat(packagePath).catch(() => undefined)
    if (!info?.isFile()) {
      throw new InputError(
        'package',
        `("${packageInput}") is not a file: give the path of a package .zip, or leave it empty to zip project-path.`
      )
    }
    if (info.size === 0 || !(await looksLikeZip(packagePath))) {
      throw new InputError(
        'package',
        `("${packageInput}") is not a zip file: give a customization package .zip (exported from the Customization Projects screen, or built by an earlier step).`
      )
    }
    return { kind: 'package', path: packagePath }
  }

  const projectInput = input('project-path') || '.'
  const projectPath = path.resolve(workspace, projectInput)
  inWorkspace('project-path', projectInput, projectPath, workspace)
  const folder = await stat(projectPath).catch(() => undefined)
  if (!folder?.isDirectory()) {
    throw new InputError(
      'project-path',
      `("${projectInput}") is not a folder: give the folder that holds project.xml, or _project/ of a source-control folder (relative to the repository root).`
    )
  }
  const kind = await packageCheck('project-path', () => detectProjectKind(projectPath))
  const exclude = readExclude(input)
  const include = await packageCheck('include', async () =>
    parseInclude(input('include'), workspace)
  )
  return {
    kind: kind === 'source-control' ? 'source-control' : 'folder',
    path: projectPath,
    exclude,
    include,
    productVersion: readProductVersion(input)
  }
}

/** A path an input names must resolve inside the workspace (see package/workspace.ts). */
function inWorkspace(input: string, written: string, resolved: string, workspace: string): void {
  const outside = outsideWorkspace(resolved, workspace)
  if (outside) throw new InputError(input, `("${written}") ${outside}.`)
}

/**
 * The name, level and description the project gives itself, read only when an input needs them
 * (a package folder's project.xml is not read when project-level and project-description are set).
 */
async function projectDefaults(
  source: PackageSource,
  input: InputReader
): Promise<ProjectDefaults> {
  const needed =
    source.kind === 'source-control' ||
    input('project-level') === '' ||
    input('project-description') === ''
  if (!needed) return {}
  const name = source.kind === 'package' ? 'package' : 'project-path'
  return packageCheck(name, () => readProjectDefaults(source.path, source.kind))
}

/**
 * `product-version` when the input is empty: 2022 R2, the first release with the Customization
 * Web API, in the two-part form Acumatica writes (`24.208`: every package it exports). Importing
 * a package made for an older build is the documented upgrade path, so this never claims a build
 * newer than the instance.
 */
export const DEFAULT_PRODUCT_VERSION = '22.200'

// Digits and dots: a build such as 24.208 (Acumatica's form) or 24.210.0016.
const PRODUCT_VERSION = /^\d+(\.\d+)*$/

function readProductVersion(input: InputReader): string {
  const raw = input('product-version')
  if (raw === '') return DEFAULT_PRODUCT_VERSION
  if (!PRODUCT_VERSION.test(raw)) {
    throw new InputError(
      'product-version',
      `("${raw}") must be an Acumatica build number such as 24.208, or empty for ${DEFAULT_PRODUCT_VERSION}.`
    )
  }
  return raw
}

/**
 * Runs a check of the packager; its PackageError becomes an InputError of `name` (of one line
 * of it, `where`, for the `projects` input).
 */
async function packageCheck<T>(name: string, check: () => Promise<T>, where?: string): Promise<T> {
  try {
    return await check()
  } catch (error) {
    if (error instanceof PackageError) {
      // The packager's messages start with what they are about ("project-path ..."): name the input.
      const text = error.message
      if (where !== undefined) throw new InputError(name, `${where}: ${text}`)
      throw new InputError(
        name,
        text.startsWith(`${name} `)
          ? `Input '${name}' ${text.slice(name.length + 1)}`
          : `Input '${name}': ${text}`,
        true
      )
    }
    throw error
  }
}
