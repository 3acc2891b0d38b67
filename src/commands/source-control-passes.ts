// A source-control folder read once per run (issue 48): the pass that checks it before any
// request is the build's first one (every fragment parsed, its element spooled) and, when the
// lint runs, the lint's reading too. The check before login, the flow's check before GET /entity
// and the build each take the same pass; the build then writes project.xml from its spool.
import path from 'node:path'
import type { ProjectSettings } from '../inputs/settings.js'
import type { ProjectReader } from '../lint/lint.js'
import type { LintProject } from '../lint/types.js'
import { sourceControlObserver } from '../lint/read-project.js'
import {
  prepareSourceControlPackage,
  type FragmentObserver,
  type PreparedSourceControl
} from '../package/source-control.js'

/** The spools' memory in all (each project's pass holds its spool until its build). */
const SPOOL_BUDGET = 16 * 1024 * 1024

export class SourceControlPasses {
  private readonly passes = new Map<ProjectSettings, Promise<PreparedSourceControl>>()

  /** `temp`: the run's work folder, where each package is written (`<name>.zip`). */
  constructor(
    private readonly temp: string,
    private readonly projects: readonly ProjectSettings[]
  ) {}

  /** Where the package of `project` is written. */
  outputPath(project: ProjectSettings): string {
    return path.join(this.temp, `${project.name}.zip`)
  }

  /**
   * The pass over the folder of `project` (a source-control one), started by whoever needs it
   * first; its failure (a PackageError naming the file) is the same for every caller.
   */
  of(project: ProjectSettings, observer?: FragmentObserver): Promise<PreparedSourceControl> {
    let pass = this.passes.get(project)
    if (!pass) {
      const source = project.source
      if (source.kind !== 'source-control') {
        throw new Error(`${project.name} is not a source-control folder.`)
      }
      const sourceControl = this.projects.filter(p => p.source.kind === 'source-control')
      pass = prepareSourceControlPackage(source.path, {
        outputPath: this.outputPath(project),
        exclude: source.exclude,
        include: source.include,
        // Every project's spool is held until its build: the budget is shared.
        spoolBudget: Math.floor(SPOOL_BUDGET / Math.max(1, sourceControl.length)),
        ...(observer ? { observer } : {})
      })
      this.passes.set(project, pass)
    }
    return pass
  }

  /**
   * The lint's reader: a source-control project not read yet is read by its pass, the lint
   * observing it; any other project is left to the lint's own reader. `lintProjects` are the
   * run's projects as the lint sees them, in the same order.
   */
  lintReader(lintProjects: readonly LintProject[]): ProjectReader {
    return (lintProject, context, findings) => {
      const project = this.projects[lintProjects.indexOf(lintProject)]
      if (project?.source.kind !== 'source-control' || this.passes.has(project)) return undefined
      const { observer, model } = sourceControlObserver(lintProject, context, findings)
      return this.of(project, observer).then(model)
    }
  }

  /** Builds the package of `project` from its pass, then lets the pass go. */
  async build(
    project: ProjectSettings,
    root: { productVersion: string; description?: string }
  ): Promise<Awaited<ReturnType<PreparedSourceControl['build']>>> {
    const prepared = await this.of(project)
    try {
      return await prepared.build(root)
    } finally {
      this.passes.delete(project)
      await prepared.remove()
    }
  }

  /** Lets every pass go (their spools), whatever they did. */
  async removeAll(): Promise<void> {
    const passes = [...this.passes.values()]
    this.passes.clear()
    for (const pass of passes) {
      const prepared = await pass.catch(() => undefined)
      await prepared?.remove()
    }
  }
}
