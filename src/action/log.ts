// The action's side of the log: every line and annotation goes out through safeText, so no
// text of the instance, however it is written, becomes a workflow command or shows a secret.
import { core } from '../host/core.js'
import type { AnnotationLevel, AnnotationPlace } from '../host/host.js'
import { safeText } from '../report/safe-text.js'

export function info(message: string): void {
  core.info(safeText(message))
}

export function notice(message: string, title?: string): void {
  core.notice(safeText(message), title === undefined ? undefined : { title: safeText(title) })
}

export function warning(message: string, title?: string): void {
  core.warning(safeText(message), title === undefined ? undefined : { title: safeText(title) })
}

export function error(message: string, title?: string): void {
  core.error(safeText(message), title === undefined ? undefined : { title: safeText(title) })
}

/** Fails the step with one safe line (core.setFailed writes an error annotation). */
export function fail(message: string): void {
  core.setFailed(safeText(message))
}

/** An annotation on a file and line of the repository (paths and titles made safe too). */
export function annotate(level: AnnotationLevel, message: string, where: AnnotationPlace): void {
  core.annotate(level, safeText(message), {
    title: safeText(where.title),
    file: where.file === undefined ? undefined : safeText(where.file),
    line: where.line
  })
}
