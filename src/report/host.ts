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
