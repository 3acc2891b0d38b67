// The deploy's lint in a worker thread (src/shared/worker-job.ts): reading a project's XML items,
// scripts and C# text made V8 grow the main thread's young generation to 64 MiB within two
// seconds. The findings kept and the totals cross back as one message.
import { workerJob } from '../shared/worker-job.js'
import { lintProjects } from './lint.js'
import type { LintOptions, LintProject, LintResult } from './types.js'

export type LintProjects = (
  projects: readonly LintProject[],
  options: LintOptions
) => Promise<LintResult>

/**
 * The deploy keeps a bounded number of findings (LintOptions.keep): what stays alive is the
 * project's item list.
 */
export const lintInWorker: LintProjects = workerJob('acumatica-lint-projects', lintProjects, {
  youngMb: 16,
  oldMb: 256
})
