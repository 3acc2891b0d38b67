// The rehearsal's inputs (rehearse/action.yml, the command line's `rehearse`): the target and
// this repository's projects read as the deploy reads them, with the options a rehearsal fixes
// (validation unless `publish`, the set and nothing else, no skip, no lint, no lockout), and the
// source instance's login read under its own input names. Every check runs before any request.
import { InputError, type InputReader } from './input-error.js'
import { readLoginSettings, type LoginSettings } from './login-settings.js'
import { readSettings } from './read-settings.js'
import type { Settings } from './settings.js'
import { readBoolean } from './values.js'

export interface RehearseSettings {
  /** The target (the new build) and this repository's projects, possibly none. */
  target: Settings
  /** The instance whose published set is rehearsed; unset: the target's own published set. */
  source?: LoginSettings
  /** true: publish on the target (a disposable copy); false: validation only. */
  publish: boolean
}

/** The source's inputs, by the login input each stands for. */
const SOURCE_INPUTS: Readonly<Record<string, string>> = {
  'base-url': 'source-url',
  username: 'source-username',
  password: 'source-password',
  tenant: 'source-tenant'
}

export async function readRehearseSettings(
  input: InputReader,
  workspace: string
): Promise<RehearseSettings> {
  const publish = readBoolean(input, 'publish', false)
  // What a rehearsal decides itself, whatever the deploy's defaults: the set alone is
  // published together, every package goes in, and a validation is put back.
  const fixed: Record<string, string> = {
    'validate-only': publish ? 'false' : 'true',
    'include-published': 'false',
    'publish-with': '',
    'skip-unchanged': 'false',
    'dry-run': 'false',
    // The source's packages were made for the release the rehearsal leaves: the summary names
    // both builds instead of a warning per project.
    'version-check': 'off',
    lint: 'off',
    remove: '',
    backup: 'true',
    'restore-on-failure': 'true',
    'restore-after-validation': 'true',
    verify: 'false',
    rollback: 'false',
    'maintenance-endpoint': ''
  }
  const targetInput: InputReader = name => fixed[name] ?? input(name)
  const target = await readSettings(targetInput, workspace, { projectsOptional: true })
  const source = readSourceLogin(input, target)
  return { target, publish, ...(source ? { source } : {}) }
}

function readSourceLogin(input: InputReader, target: Settings): LoginSettings | undefined {
  if (input('source-url') === '') {
    for (const name of ['source-username', 'source-password', 'source-tenant']) {
      if (input(name) !== '') {
        throw new InputError(
          name,
          "is set but source-url is empty: set source-url to the instance whose published set is rehearsed (production), or leave the source's inputs empty to rehearse the target's own published set."
        )
      }
    }
    return undefined
  }
  if (input('source-username') === '') {
    throw new InputError(
      'source-username',
      'is required with source-url: a user of the source instance allowed to read its projects (getPublished, getProject).'
    )
  }
  if (input('source-password') === '') {
    throw new InputError(
      'source-password',
      "is empty while source-url is set: the secret the workflow passes is not set where this job can read it. Check the secret's name, e.g. source-password: ${{ secrets.PRODUCTION_PASSWORD }}."
    )
  }
  let source: LoginSettings
  try {
    // The source's own address, user, password and tenant; the timeouts and retries are the run's.
    source = readLoginSettings(name => {
      if (name in SOURCE_INPUTS) return input(SOURCE_INPUTS[name])
      return name === 'branch' || name === 'locale' ? '' : input(name)
    })
  } catch (error) {
    if (error instanceof InputError && error.input in SOURCE_INPUTS) {
      const name = SOURCE_INPUTS[error.input]
      throw new InputError(name, error.message.replace(`Input '${error.input}' `, ''))
    }
    throw error
  }
  if (sameInstance(source.baseUrl, target.baseUrl)) {
    throw new InputError(
      'source-url',
      `("${source.baseUrl}") is the target itself (base-url): a rehearsal imports into the target, and the source is never changed. Set base-url to an instance of the new build (staging, a copy), or leave source-url empty to rehearse the target's own published set.`
    )
  }
  return source
}

/** The same instance: the same host, port and path, whatever the letter case or trailing `/`. */
function sameInstance(a: string, b: string): boolean {
  const key = (url: string): string => {
    const parsed = new URL(url)
    return `${parsed.protocol}//${parsed.host}${parsed.pathname.replace(/\/+$/, '')}`.toLowerCase()
  }
  return key(a) === key(b)
}
