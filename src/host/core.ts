// The subset of @actions/core the step code calls, with the same shapes, sent to the host of
// the process (host.ts): the steps read as before and run under the runner or the command line.
import './actions-host.js'
import { host, type AnnotationLevel, type AnnotationPlace } from './host.js'
import type { Summary } from '../report/summary.js'

export const core = {
  getInput: (name: string): string => host().getInput(name),
  setOutput: (name: string, value: string): void => host().setOutput(name, value),
  info: (message: string): void => host().info(message),
  notice: (message: string, properties?: { title?: string }): void =>
    host().notice(message, properties?.title),
  warning: (message: string, properties?: { title?: string }): void =>
    host().warning(message, properties?.title),
  error: (message: string, properties?: { title?: string }): void =>
    host().error(message, properties?.title),
  annotate: (level: AnnotationLevel, message: string, where: AnnotationPlace): void =>
    host().annotate(level, message, where),
  setFailed: (message: string): void => host().fail(message),
  group: <T>(name: string, work: () => Promise<T>): Promise<T> => host().group(name, work),
  saveState: (name: string, value: string): void => host().saveState(name, value),
  getState: (name: string): string => host().getState(name),
  setSecret: (value: string): void => host().setSecret(value),
  summary: {
    add: (summary: Summary) => ({ write: () => host().writeSummary(summary) })
  }
}
