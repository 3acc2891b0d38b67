// The job summary and log lines of an export: per project, the files added, changed and deleted.
import { summaryText } from './safe-text.js'
import type { ProjectExport } from '../export/types.js'

/** Longest list of paths shown per kind of change (the summary holds 1 MiB at most). */
const SHOWN = 200

export function exportSummary(
  host: string,
  exports: readonly ProjectExport[],
  leftOut: readonly string[] = []
): string {
  const lines = [`## Export from ${summaryText(host)}`, '']
  if (leftOut.length > 0) {
    lines.push(
      `⚠️ Left out, empty on the instance (no item a source-control folder can hold; its folder is unchanged): ${leftOut.map(summaryText).join(', ')}.`,
      ''
    )
  }
  for (const project of exports) {
    const changed = project.added.length + project.changed.length + project.removed.length
    lines.push(
      `### ${summaryText(project.name)} → ${summaryText(project.path)}`,
      '',
      `${project.items} items, ${project.files} files; ` +
        (changed === 0
          ? 'no change.'
          : `${project.added.length} added, ${project.changed.length} changed, ${project.removed.length} deleted.`),
      ''
    )
    for (const [title, list] of [
      ['Added', project.added],
      ['Changed', project.changed],
      ['Deleted', project.removed]
    ] as const) {
      if (list.length === 0) continue
      lines.push(`<details><summary>${title} (${list.length})</summary>`, '')
      // Paths come from the instance: shown as text, never rendered.
      for (const file of list.slice(0, SHOWN)) lines.push(`- ${summaryText(file)}`)
      if (list.length > SHOWN) lines.push(`- … and ${list.length - SHOWN} more`)
      lines.push('', '</details>', '')
    }
  }
  return lines.join('\n')
}

/** The `projects-json` output. */
export function exportProjectsJson(exports: readonly ProjectExport[]): object[] {
  return exports.map(({ name, path, items, files, added, changed, removed }) => ({
    name,
    path,
    items,
    files,
    added,
    changed,
    removed
  }))
}

export function changeLine(project: ProjectExport): string {
  const total = project.added.length + project.changed.length + project.removed.length
  return total === 0
    ? `Exported ${project.name} into "${project.path}": ${project.items} items, ${project.files} files, no change.`
    : `Exported ${project.name} into "${project.path}": ${project.items} items, ${project.files} files; ${project.added.length} added, ${project.changed.length} changed, ${project.removed.length} deleted.`
}
