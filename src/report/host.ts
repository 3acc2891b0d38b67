// Who runs the steps: the Actions runner, or the command line (Jenkins, Azure DevOps, a
// terminal). A few sentences name what only one of them has (the post step, the runner, a
// workflow to re-run, backup artifacts): each host reads its own words, the action's unchanged.
import type { Host } from '../shared/host.js'

export type { Host }

export interface HostWords {
  /** What reaches the instance: the base-url advice. */
  machine: string
  /** Who releases the API session after a cancellation. */
  releasesSession: string
  /** How to try again. */
  runAgain: string
  /** Where the backups of a run are kept, in the plural. */
  backups: string
  /** Where the publish log's entries stand whole (the summary cuts long ones). */
  publishLog: string
}

const WORDS: Record<Host, HostWords> = {
  actions: {
    machine: 'this runner',
    releasesSession: 'The post step will release the API session.',
    runAgain: 'Re-run the workflow',
    backups: 'the backup artifacts',
    publishLog: 'the publish-log file'
  },
  cli: {
    machine: 'this machine',
    releasesSession: 'The API session is released before the command ends.',
    runAgain: 'Run the command again',
    backups: 'the backup files',
    publishLog: 'the log above'
  }
}

export function hostWords(host: Host = 'actions'): HostWords {
  return WORDS[host]
}

/** Where an output is read: the step's output, or the command line's --json object. */
export function outputWhere(name: string, host: Host = 'actions'): string {
  return host === 'cli' ? `\`${name}\` in the --json output` : `the \`${name}\` output`
}

/**
 * Where every finding of a lint is when the summary (50 rows) or the annotations (200) stop
 * short: the lint's findings-json output and SARIF file; the deploy has no findings-json.
 */
export function lintFullList(step: 'lint' | 'deploy', host: Host = 'actions'): string {
  const sarif = host === 'cli' ? 'the SARIF file of --sarif' : 'the SARIF file of the sarif input'
  return step === 'lint'
    ? `${outputWhere('findings-json', host)} and ${sarif}`
    : `${sarif}, or the lint ${host === 'cli' ? 'command' : "action's findings-json output"}`
}

/** An input as the user sets it: its name in a workflow, its flag on the command line. */
export function inputName(name: string, host: Host = 'actions'): string {
  return host === 'cli' ? `--${name}` : name
}

/** The values an advice like `set clean: false` gives, turned into `--clean false`. */
const ADVICE_VALUE = /^(?:true|false|auto|warn|fail|off|package|source-control|\d+(?:\.\d+)?)$/

/**
 * A message of the inputs' checks (written for a workflow) in the command line's words: an input
 * is a flag (`Input 'project-path'` → `--project-path`, `clean: false` → `--clean false`), and paths
 * are relative to the current folder, not to a repository root or a workspace. `inputs` are the
 * command's input names: only those are turned into flags.
 */
export function inCliWords(text: string, inputs: readonly string[]): string {
  const known = new Set(inputs)
  return (
    text
      // The source's password is never a flag on the command line: it comes from the environment.
      .replace(
        /\bInput 'source-password' is empty while source-url is set:[^\n]*\}\}\./,
        "ACUMATICA_SOURCE_PASSWORD is empty while --source-url is set: set it to the source instance's password."
      )
      .replace(/\bInput '([\w-]+)'/g, (whole, name: string) =>
        known.has(name) ? `--${name}` : whole
      )
      .replace(
        /\b(set |with |give )?([a-z][a-z-]*): (`?)([\w.-]+)\3(?=[\s.,;)]|$)/g,
        (whole, verb: string | undefined, name: string, _tick: string, value: string) =>
          known.has(name) && ADVICE_VALUE.test(value) ? `${verb ?? ''}--${name} ${value}` : whole
      )
      // A message of the packager starts with its input's name: `package "a.zip" does not exist`.
      .replace(/(^|error: |\n)([a-z][a-z-]*) (?=["(])/g, (whole, start: string, name: string) =>
        known.has(name) ? `${start}--${name} ` : whole
      )
      .replace(/\bthe ([a-z][a-z-]*) input\b/g, (whole, name: string) =>
        known.has(name) ? `--${name}` : whole
      )
      .replace(/\bthe username and password inputs\b/g, '--username and the password')
      .replace(/\band that an earlier step built it\b/g, 'and that it was built')
      .replace(/\bFix the input the message names\b/g, 'Fix the flag the message names')
      .replace(/\bin an earlier step\b/g, 'first')
      .replace(/\band that the repository was checked out\b/g, 'and that this is the checkout')
      .replace(
        /\brelative to the (?:repository root|workspace)\b/g,
        'relative to the current folder'
      )
      .replace(/\b(outside|into|inside) the workspace\b/g, '$1 the current folder')
      .replace(/\bthe workspace itself\b/g, 'the current folder itself')
      .replace(/\bthe repository's checkout\b/g, 'the current folder')
  )
}
