// The command line's commands, one entry each: the name, the overview's words, the actions'
// inputs it takes as flags and its own flags. main.ts parses and runs a command from its entry;
// help.ts prints the overview and each command's flags from the same entries. A new command is
// one module of src/commands/ and one more entry here.
import { LOGIN_INPUTS } from '../../inputs/login-settings.js'
import type { AnyCommand } from '../../runner/command.js'
import type { CommandResult } from '../../runner/runner.js'
import { buildCommand, type BuildResult } from '../../commands/build.js'
import { deployCommand } from '../../commands/deploy.js'
import { DOCTOR_INPUTS, doctorCommand } from '../../commands/doctor.js'
import { exportCommand } from '../../commands/export.js'
import { fleetCommand } from '../../commands/fleet.js'
import { lintCommand } from '../../commands/lint.js'
import { publishedCommand } from '../../commands/published.js'
import { rehearseCommand } from '../../commands/rehearse.js'
import { verifyCommand, VERIFY_INPUTS } from '../../commands/verify.js'
import { actionInputs, type ActionInput } from './action-inputs.js'
import { defaultBackupDir } from './backup-dir.js'
import { DEFAULT_KEEP_BACKUPS } from './cli-runner.js'

/** A flag of the command line alone (not an input of an action). */
export interface CliFlag {
  name: string
  /** The value's placeholder (FILE, DIR); unset: a switch. */
  value?: string
  description: string
  /** The default as the help shows it; unset: none. */
  default?: (env: NodeJS.ProcessEnv) => string
  /** The flag must be given: what it is, as the usage error says (build's --output). */
  required?: string
}

export interface CommandSpec {
  name: string
  /** Positional arguments as the usage shows them (remove: NAME...); unset: none taken. */
  args?: string
  /** The overview's lines. */
  summary: string
  /** The actions' inputs it takes as flags (the password never is one). */
  inputs(): ActionInput[]
  /** Its flags beside the inputs; --json and --help are every command's. */
  flags: CliFlag[]
  /** Reads the password (ACUMATICA_PASSWORD or stdin) and logs in. */
  logsIn: boolean
  /** Its module of src/commands/, run by runCommand. */
  command: AnyCommand
  /** The exit code follows the result word (exit-codes.ts); else 0, 1 failed, 130 cancelled. */
  exitByResult?: boolean
  /** The command logs out by itself: no release of a saved session after it. */
  logsOutItself?: boolean
  /** What --json prints of its result; unset or undefined: the outputs (and the failure). */
  json?(result: CommandResult): unknown
  /** A result that says the command line was wrong (exit 2 with the usage hint): why. Checked
   * for a command without login (build's two projects), before anything is said of the result. */
  wrongCommandLine?(result: CommandResult): string | undefined
}

// The backup inputs as the command line has them: files in --backup-dir, not artifacts.
const CLI_WORDS: Record<string, string> = {
  backup: 'Back up the deployed project (getProject) into --backup-dir before Import.',
  'backup-artifact-name':
    'Name of the backup file, before its time and .zip; <name> stands for the project. Default: <name>-backup-<host>.',
  'backup-retention-days':
    'Not used by the command line: the backups are files, kept until deleted.'
}

const deployInputs = (): ActionInput[] =>
  actionInputs('deploy').map(input =>
    input.name in CLI_WORDS ? { ...input, description: CLI_WORDS[input.name] } : input
  )

/** What names or builds a package: a removal takes none of them (it deploys nothing). */
const PACKAGE_INPUTS = [
  'project-name',
  'project-path',
  'package',
  'projects',
  'project-description',
  'project-level',
  'replace-if-exists',
  'validate-only',
  'dry-run',
  'skip-unchanged',
  'restore-after-validation',
  'exclude',
  'include',
  'product-version',
  'version-check',
  'lint',
  'lint-disable',
  'isv-prefix',
  'sarif'
]

/** What `build` reads: the package's inputs, and base-url for the instance's release. */
const BUILD_INPUTS = [
  'project-name',
  'project-path',
  'package',
  'projects',
  'project-description',
  'project-level',
  'exclude',
  'include',
  'product-version',
  'base-url',
  'first-answer-timeout'
]

const BACKUP_DIR: CliFlag = {
  name: 'backup-dir',
  value: 'DIR',
  description:
    'Where backups are kept, a file each, named with the time taken, never written over. By default outside the checkout (git add -A never takes one): $XDG_STATE_HOME or ~/.local/state (Windows: %LOCALAPPDATA%), then acumatica-customization-deploy/backups.',
  default: env => defaultBackupDir(env)
}

const KEEP_BACKUPS: CliFlag = {
  name: 'keep-backups',
  value: 'N',
  description:
    'How many backups of one project and instance to keep in --backup-dir, the newest; older ones are removed after a new one is written. 0 keeps every one.',
  default: () => String(DEFAULT_KEEP_BACKUPS)
}

const LEDGER: CliFlag = {
  name: 'ledger',
  value: 'FILE',
  description:
    'The ledger of completed deploys that skip-unchanged needs (a JSON file: keep it in the CI cache between runs).'
}

const PARALLEL: CliFlag = {
  name: 'parallel',
  value: 'N',
  description: 'fleet deploy: instances of a ring deployed at once.',
  default: () => '1'
}

/** The inputs each instance of the inventory gives itself: not flags of fleet. */
const PER_INSTANCE = new Set(['base-url', 'instance-name', 'result-file', 'command'])

// fleet: the fleet action's inputs, then the deploy's, shared by every instance (the inventory's
// tenant, window, username and projects win over them).
const fleetInputs = (): ActionInput[] => {
  const fleet = actionInputs('fleet')
    .filter(input => !PER_INSTANCE.has(input.name))
    // No folder of the checkout by default: fleet deploy writes into a temp folder of its own.
    .map(input => (input.name === 'results' ? { ...input, default: '' } : input))
  const names = new Set(fleet.map(input => input.name))
  return [
    ...fleet,
    ...deployInputs().filter(input => !names.has(input.name) && !PER_INSTANCE.has(input.name))
  ]
}

export const COMMANDS: readonly CommandSpec[] = [
  {
    name: 'deploy',
    summary: 'Package, back up, import and publish (or validate): the deploy action',
    // remove is a command of its own.
    inputs: () => deployInputs().filter(input => input.name !== 'remove'),
    flags: [BACKUP_DIR, KEEP_BACKUPS, LEDGER],
    logsIn: true,
    command: deployCommand,
    exitByResult: true
  },
  {
    name: 'remove',
    args: 'NAME...',
    summary:
      'Unpublish these projects: back up every published project, publish the others without them (merge off), verify',
    // The names are its arguments; it builds no package.
    inputs: () =>
      deployInputs().filter(
        input => input.name !== 'remove' && !PACKAGE_INPUTS.includes(input.name)
      ),
    flags: [BACKUP_DIR, KEEP_BACKUPS],
    logsIn: true,
    command: deployCommand,
    exitByResult: true
  },
  {
    name: 'export',
    summary: 'Bring projects from the instance into folders: the export action',
    inputs: () => actionInputs('export'),
    flags: [],
    logsIn: true,
    command: exportCommand
  },
  {
    name: 'lint',
    summary:
      'Check the package a deploy would import, offline: the lint action (exit 1 when fail-on is met)',
    inputs: () => actionInputs('lint'),
    flags: [],
    logsIn: false,
    command: lintCommand
  },
  {
    name: 'build',
    summary:
      "Write the package a deploy would import, no login (with --base-url: the instance's release as product-version)",
    inputs: () => deployInputs().filter(input => BUILD_INPUTS.includes(input.name)),
    flags: [
      {
        name: 'output',
        value: 'FILE',
        description: 'The package file to write (required).',
        required: 'the package file to write'
      }
    ],
    logsIn: false,
    command: buildCommand,
    // The package written (project, path, size, sha256), as a script reads it.
    json: (result: BuildResult) => result.package,
    wrongCommandLine: (result: BuildResult) =>
      result.oneProjectNeeded ? result.failure : undefined
  },
  {
    name: 'published',
    summary: 'List the projects the instance has published',
    inputs: () => deployInputs().filter(input => LOGIN_INPUTS.includes(input.name)),
    flags: [],
    logsIn: true,
    command: publishedCommand,
    logsOutItself: true
  },
  {
    name: 'verify',
    summary:
      'The verification alone, against what is published now; nothing is imported or published',
    inputs: () => deployInputs().filter(input => VERIFY_INPUTS.includes(input.name)),
    flags: [],
    logsIn: true,
    command: verifyCommand,
    exitByResult: true
  },
  {
    name: 'fleet',
    args: '[plan|deploy|report|gate]',
    summary:
      'Many instances from the inventory (--inventory FILE): plan prints the rings; deploy (the default) deploys ring by ring, --parallel N at once, then reports; report --results DIR reads result files',
    inputs: fleetInputs,
    flags: [PARALLEL, BACKUP_DIR, LEDGER],
    logsIn: false,
    command: fleetCommand
  },
  {
    name: 'rehearse',
    summary:
      "Rehearse an upgrade: the source's published set (--source-url; password in ACUMATICA_SOURCE_PASSWORD) with this repository's projects in place, validated on the target of the new build, one row per project",
    inputs: () =>
      actionInputs('rehearse').map(input =>
        input.name in CLI_WORDS ? { ...input, description: CLI_WORDS[input.name] } : input
      ),
    flags: [BACKUP_DIR],
    logsIn: true,
    command: rehearseCommand,
    exitByResult: true
  },
  {
    name: 'doctor',
    summary:
      'Check the instance and the account, changing nothing: the address, the login, the Customization API for this user, --maintenance-endpoint; one line a check',
    inputs: () => deployInputs().filter(input => DOCTOR_INPUTS.includes(input.name)),
    flags: [],
    logsIn: true,
    command: doctorCommand,
    logsOutItself: true
  }
]

/** Every command's own flags. */
export const COMMON_FLAGS: readonly CliFlag[] = [
  {
    name: 'json',
    description: 'Print the outputs as one JSON object on stdout instead of the summary.'
  },
  { name: 'help', description: 'This help.' }
]

export function commandNamed(name: string): CommandSpec | undefined {
  return COMMANDS.find(command => command.name === name)
}
