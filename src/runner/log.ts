// The action's side of the log: every line and annotation goes out through safeText, so no
// text of the instance, however it is written, becomes a workflow command or shows a secret.
// The command line's log gets plainText: the same defusing with visible characters, as its
// lines are copied (a URL with a zero-width space in it no longer opens).
import type { AnnotationLevel, AnnotationPlace, Runner } from './runner.js'
import { plainText, safeText as actionText } from '../redact/safe-text.js'

export interface SafeLog {
  info(message: string): void
  notice(message: string, title?: string): void
  warning(message: string, title?: string): void
  error(message: string, title?: string): void
  /** An annotation on a file and line of the repository (paths and titles made safe too). */
  annotate(level: AnnotationLevel, message: string, where: AnnotationPlace): void
}

/** The runner's log, each text made safe first. */
export function safeLog(runner: Runner): SafeLog {
  const safeText = runner.host === 'cli' ? plainText : actionText
  const title = (value: string | undefined): string | undefined =>
    value === undefined ? undefined : safeText(value)
  return {
    info: message => runner.info(safeText(message)),
    notice: (message, heading) => runner.notice(safeText(message), title(heading)),
    warning: (message, heading) => runner.warning(safeText(message), title(heading)),
    error: (message, heading) => runner.error(safeText(message), title(heading)),
    annotate: (level, message, where) =>
      runner.annotate(level, safeText(message), {
        title: safeText(where.title),
        file: where.file === undefined ? undefined : safeText(where.file),
        line: where.line
      })
  }
}
