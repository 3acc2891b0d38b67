// The lint's inputs (lint/action.yml, the command line's `lint`, and the deploy's lint, isv-prefix,
// lint-disable and sarif): which projects, which rules, when to fail. Project names are not
// refused here: a name the server refuses is the lint's finding ACU001, not an input error.
import path from 'node:path'
import { InputError, type InputReader } from './input-error.js'
import { lineLabel, parseProjectLines } from './project-lines.js'
import {
  includeByProject,
  lineSource,
  packageCheck,
  readExclude,
  readProductVersion,
  readSource
} from './projects.js'
import type {
  FailOn,
  LintMode,
  LintRuleSettings,
  LintSettings,
  PackageSource,
  TenantMode
} from './settings.js'
import { splitList } from './values.js'
import { readProjectMetadata } from '../package/index.js'
import { isRuleId, type LintProject, type RuleId } from '../lint/lint.js'

export type { FailOn, LintMode, LintRuleSettings, LintSettings }

const ISV_PREFIX = /^[A-Za-z]{2,4}$/

/** isv-prefix, the disable list (`disableInput` names it) and sarif. */
export function readLintRuleSettings(
  input: InputReader,
  workspace: string,
  disableInput: 'disable' | 'lint-disable'
): LintRuleSettings {
  const isvPrefix = input('isv-prefix')
  if (isvPrefix !== '' && !ISV_PREFIX.test(isvPrefix)) {
    throw new InputError(
      'isv-prefix',
      `("${isvPrefix}") must be 2 to 4 Latin letters (the prefix Acumatica gives an ISV), or empty.`
    )
  }
  const disable = new Set<RuleId>()
  for (const id of splitList(input(disableInput))) {
    const upper = id.toUpperCase()
    if (!isRuleId(upper)) {
      throw new InputError(
        disableInput,
        `names "${id}", which is no rule: use the ids ACU001 to ACU007 (see docs/lint.md), comma or newline separated.`
      )
    }
    disable.add(upper)
  }
  const sarif = input('sarif')
  return {
    isvPrefix,
    disable,
    sarifPath: sarif === '' ? undefined : path.resolve(workspace, sarif)
  }
}

export function readLintMode(input: InputReader): LintMode {
  const raw = (input('lint') || 'warn').toLowerCase()
  if (raw !== 'warn' && raw !== 'fail' && raw !== 'off') {
    throw new InputError(
      'lint',
      `("${input('lint')}") must be warn (report the findings), fail (stop before login on an error-level finding) or off.`
    )
  }
  return raw
}

function readFailOn(input: InputReader): FailOn {
  const raw = (input('fail-on') || 'error').toLowerCase()
  if (raw !== 'error' && raw !== 'warning' && raw !== 'never') {
    throw new InputError(
      'fail-on',
      `("${input('fail-on')}") must be error (fail on an error-level finding), warning (on any error or warning) or never.`
    )
  }
  return raw
}

function readTenantMode(input: InputReader): TenantMode {
  const raw = input('tenant-mode') || 'Current'
  const mode = (['Current', 'All', 'List'] as const).find(
    m => m.toLowerCase() === raw.toLowerCase()
  )
  if (!mode) throw new InputError('tenant-mode', `("${raw}") must be Current, All or List.`)
  return mode
}

/** The inputs of lint/action.yml (and the command line's lint). */
export async function readLintSettings(
  input: InputReader,
  workspace: string
): Promise<LintSettings> {
  const projects = input('projects')
    ? await lintLines(input, workspace)
    : [await lintSingle(input, workspace)]
  return {
    projects,
    failOn: readFailOn(input),
    tenantMode: readTenantMode(input),
    ...readLintRuleSettings(input, workspace, 'disable')
  }
}

/** A deploy's projects as the lint reads them (their names were checked by the deploy's inputs). */
export function lintProjectOf(project: { name: string; source: PackageSource }): LintProject {
  const source = project.source
  return {
    name: project.name,
    kind: source.kind,
    path: source.path,
    exclude: source.kind === 'package' ? [] : source.exclude,
    include: source.kind === 'package' ? [] : source.include
  }
}

function metadataName(source: PackageSource): string {
  if (source.kind !== 'source-control') return ''
  try {
    return readProjectMetadata(source.path).name ?? ''
  } catch {
    return '' // ACU005 reports an unreadable ProjectMetadata.xml
  }
}

function metadataPlace(source: PackageSource, workspace: string): { file: string } {
  const file = path.join(source.path, '_project', 'ProjectMetadata.xml')
  return { file: path.relative(workspace, file).split(path.sep).join('/') }
}

async function lintSingle(input: InputReader, workspace: string): Promise<LintProject> {
  const source = await readSource(input, workspace)
  const given = input('project-name')
  const project = lintProjectOf({ name: given || metadataName(source), source })
  if (!given && source.kind === 'source-control')
    project.namePlace = metadataPlace(source, workspace)
  return project
}

async function lintLines(input: InputReader, workspace: string): Promise<LintProject[]> {
  const lines = parseProjectLines(input('projects'))
  if (lines.length === 0) {
    throw new InputError('projects', 'has no project line: write one Name=path a line.')
  }
  const names = lines.map(line => line.name).filter((n): n is string => !!n)
  const includes = await packageCheck('include', async () =>
    includeByProject(input('include'), workspace, names)
  )
  const folder = { exclude: readExclude(input), productVersion: readProductVersion(input) }
  const projects: LintProject[] = []
  for (const line of lines) {
    if (line.path === '') {
      throw new InputError('projects', `${lineLabel(line)} has no path after "=": write Name=path.`)
    }
    const source = await lineSource(line, workspace, folder)
    const name = line.name ?? metadataName(source)
    if (source.kind !== 'package') source.include = includes.get(name.toLowerCase()) ?? []
    const project = lintProjectOf({ name, source })
    if (line.name === undefined && source.kind === 'source-control') {
      project.namePlace = metadataPlace(source, workspace)
    }
    projects.push(project)
  }
  return projects
}
