// A run's side of the result file: what it knows as the run goes (the instance's name once the
// inputs say it, the result at the end), turned into the file in every outcome. The command layer
// (src/commands/result-file.ts) drives it for every command that writes one.
import os from 'node:os'
import { contentDigest } from '../changes/content-digest.js'
import type { ProjectContent } from '../changes/compare.js'
import type { DeployResult } from '../deploy/types.js'
import { readBaseUrl } from '../inputs/login-settings.js'
import { readInstanceName } from '../inputs/read-fleet-settings.js'
import type { Settings } from '../inputs/settings.js'
import type { Runner } from '../runner/runner.js'
import {
  otherPublished,
  RESULT_FILE_FORMAT,
  resultFilePath,
  writeResultFile,
  writeResultFileNow,
  type ResultFile
} from './result-file.js'

/** The instance a run is about and its projects, as its settings say them. */
export interface RunTarget {
  /** instance-name, else base-url's host. */
  instance: string
  /** base-url. */
  url: string
  /** The result-file input ('' or unset: the default place). */
  resultFile?: string
  /** The projects the inputs name (a file written before the run knows more holds these). */
  projects: string[]
}

/** What the run learnt for the file beside its result word. */
export interface RunRecord {
  /** The run's projects with their digests; unset: the target's projects, digests unknown. */
  projects?: ResultFile['projects']
  /** What getPublished listed on the instance; unset: not asked. */
  published?: readonly string[]
}

/** The target of a deploy's (or a removal's) settings. */
export function targetOfSettings(settings: Settings): RunTarget {
  return {
    instance: settings.instanceName ?? settings.host,
    url: settings.baseUrl,
    resultFile: settings.resultFile,
    projects: settings.remove ?? settings.projects.map(p => p.name)
  }
}

interface Target {
  file: string
  instance: string
  url: string
  projects: string[]
}

export class ResultRecorder {
  private readonly started = new Date()
  private target: Target | undefined

  constructor(private readonly runner: Runner) {}

  /** The inputs were read: the name, the address and the projects are known. */
  known(target: RunTarget): void {
    this.target = {
      file: resultFilePath(target.resultFile, target.instance, this.where()),
      instance: target.instance,
      url: target.url,
      projects: target.projects
    }
  }

  /**
   * The inputs failed their check: a file still, when base-url and instance-name are good
   * enough to name it (the projects are then not known).
   */
  inputsRefused(): void {
    const input = (name: string): string => this.runner.getInput(name)
    try {
      const read = readBaseUrl(input)
      if (!read) return
      const { baseUrl, host } = read
      const instance = readInstanceName(input, host)
      this.target = {
        file: resultFilePath(input('result-file'), instance, this.where()),
        instance,
        url: baseUrl,
        projects: []
      }
    } catch {
      // No name to give the file: the fleet's report lists the instance as not reporting.
    }
  }

  /**
   * Where a default file goes: the runner's temp folder (RUNNER_TEMP), which outlives the step;
   * the command line's temp folder of the run is removed as it ends, so there the system's.
   */
  private where(): { workspace: string; tempDir: string } {
    const env = this.runner.env
    return { workspace: env.workspace, tempDir: env.runnerTemp ?? os.tmpdir() }
  }

  /** Writes the file of a run that ended; the path (the result-file output), or undefined. */
  async write(resultWord: string, record: RunRecord = {}): Promise<string | undefined> {
    const target = this.target
    if (!target) return undefined
    await writeResultFile(target.file, this.content(target, resultWord, record))
    return target.file
  }

  /** A cancelled step about to be killed: the file at once, the projects without digests. */
  writeNow(resultWord: string): string | undefined {
    const target = this.target
    if (!target) return undefined
    try {
      writeResultFileNow(target.file, this.content(target, resultWord, {}))
    } catch {
      return undefined
    }
    return target.file
  }

  private content(target: Target, resultWord: string, record: RunRecord): ResultFile {
    const env = this.runner.env
    const projects = record.projects ?? target.projects.map(name => ({ name, digest: null }))
    return {
      format: RESULT_FILE_FORMAT,
      instance: target.instance,
      url: target.url,
      result: resultWord,
      projects,
      commit: env.commit ?? null,
      run: { id: env.runId, url: env.runUrl ?? null },
      started: this.started.toISOString(),
      ended: new Date().toISOString(),
      published: otherPublished(
        record.published,
        projects.map(project => project.name)
      )
    }
  }
}

/**
 * Each project of a deploy with the content digest of its package (changes/content-digest.ts):
 * the same number for the same content whatever built the zip, so the report can tell instances
 * that run the same thing. Read from the package (`projectContent`: the run's one read of it) when
 * the run did not compute it already.
 */
export async function projectDigests(
  result: DeployResult,
  settings: Settings,
  projectContent: (zipPath: string, what: string) => Promise<ProjectContent>
): Promise<ResultFile['projects']> {
  const digests: ResultFile['projects'] = []
  for (const [index, project] of result.projects.entries()) {
    let digest = project.contentDigest ?? null
    if (digest === null && project.package) {
      try {
        const content = await projectContent(project.package.path, `the package of ${project.name}`)
        digest = contentDigest(content, settings.projects[index]?.level ?? 0)
      } catch {
        // Not known: null says so.
      }
    }
    digests.push({ name: project.name, digest })
  }
  return digests
}
