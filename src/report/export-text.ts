// The job summary and log lines of an export: per project, the files added, changed and deleted.
import { joinSpans, quote, type Block, type Line, type Summary } from '../shared/summary.js'
import type { ProjectExport } from '../export/types.js'

/** Longest list of paths shown per kind of change (the summary holds 1 MiB at most). */
const SHOWN = 200

export function exportSummary(
  host: string,
  exports: readonly ProjectExport[],
  leftOut: readonly string[] = []
): Summary {
  const blocks: Block[] = [{ kind: 'heading', level: 2, text: ['Export from ', quote(host)] }]
  if (leftOut.length > 0) {
    blocks.push({
      kind: 'paragraph',
      text: [
        '⚠️ Left out, empty on the instance (no item a source-control folder can hold; its folder is unchanged): ',
        ...joinSpans(
          leftOut.map(name => [quote(name)]),
          ', '
        ),
        '.'
      ]
    })
  }
  for (const project of exports) {
    const changed = project.added.length + project.changed.length + project.removed.length
    blocks.push(
      { kind: 'heading', level: 3, text: [quote(project.name), ' → ', quote(project.path)] },
      {
        kind: 'paragraph',
        text: [
          `${project.items} items, ${project.files} files; ` +
            (changed === 0
              ? 'no change.'
              : `${project.added.length} added, ${project.changed.length} changed, ${project.removed.length} deleted.`)
        ]
      }
    )
    for (const [title, list] of [
      ['Added', project.added],
      ['Changed', project.changed],
      ['Deleted', project.removed]
    ] as const) {
      if (list.length === 0) continue
      // Paths come from the instance: shown as text, never rendered.
      const items: Line[] = list.slice(0, SHOWN).map(file => [quote(file)])
      if (list.length > SHOWN) items.push([`… and ${list.length - SHOWN} more`])
      blocks.push({
        kind: 'details',
        title: `${title} (${list.length})`,
        blocks: [{ kind: 'list', items }]
      })
    }
  }
  return { blocks }
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
