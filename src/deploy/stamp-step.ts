// The stamp in the Import's projectDescription (input `stamp`, project/stamp.ts): where the
// package came from, or the project's own description when the run cannot say (no repository or
// commit known, told once).
import { stampDescription } from '../project/stamp.js'
import type { ProjectSettings, Settings } from '../inputs/settings.js'
import type { DeployPorts } from './types.js'

/** The projectDescription of each Import of this run. */
export function importDescriber(
  settings: Settings,
  ports: DeployPorts
): (project: ProjectSettings) => string {
  const plain = (project: ProjectSettings): string => project.description
  if (!settings.stamp) return plain
  const origin = ports.origin
  const missing = !origin?.repository
    ? 'the repository'
    : !origin.commit || !/^[0-9a-f]{7,}$/i.test(origin.commit)
      ? 'the commit'
      : undefined
  if (missing !== undefined || !origin?.repository || !origin.commit) {
    ports.log.event({ kind: 'stamp-unknown', missing: missing ?? 'the commit' })
    return plain
  }
  const source = { repository: origin.repository, commit: origin.commit, runId: origin.runId }
  return project => stampDescription(project.description, source)
}
